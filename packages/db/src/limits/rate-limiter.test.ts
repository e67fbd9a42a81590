import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../database.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { createDbRateLimiter, createRateLimitStore, type CounterHit, type DbRateLimiter } from "./rate-limiter.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ maxConnections: 20 });
});
afterAll(async () => {
  await database?.close();
});

const MINUTE = 60_000;

describe("createDbRateLimiter", () => {
  it("allows up to the limit per window, then refuses with the seconds left", async () => {
    const limiter = createDbRateLimiter(database.db);
    const now = new Date("2026-03-02T10:00:15.000Z");
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.consume("login:an", 3, MINUTE, now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3]?.retryAfterSeconds).toBe(45);
    expect(results[0]?.retryAfterSeconds).toBe(0);
  });

  it("keeps keys apart and starts again in the next window", async () => {
    const limiter = createDbRateLimiter(database.db);
    const now = new Date("2026-03-02T11:00:59.000Z");
    expect((await limiter.consume("token:1.2.3.4", 1, MINUTE, now)).allowed).toBe(true);
    expect((await limiter.consume("token:1.2.3.4", 1, MINUTE, now)).allowed).toBe(false);
    expect((await limiter.consume("token:5.6.7.8", 1, MINUTE, now)).allowed).toBe(true);
    expect((await limiter.consume("token:1.2.3.4", 1, MINUTE, new Date("2026-03-02T11:01:00.000Z"))).allowed).toBe(true);
  });

  it("prunes old windows", async () => {
    const limiter = createDbRateLimiter(database.db);
    await limiter.consume("prune:x", 5, MINUTE, new Date("2020-01-01T00:00:00.000Z"));
    expect(await limiter.prune(new Date("2021-01-01T00:00:00.000Z"))).toBeGreaterThanOrEqual(1);
    expect((await limiter.consume("prune:x", 1, MINUTE, new Date("2020-01-01T00:00:00.000Z"))).remaining).toBe(0);
  });

  it("refuses nonsense limits", async () => {
    const limiter = createDbRateLimiter(database.db);
    await expect(limiter.consume("x", -1, MINUTE)).rejects.toThrow(RangeError);
    await expect(limiter.consume("x", 1, 0)).rejects.toThrow(RangeError);
  });

  it.skipIf(!process.env.DATABASE_URL)("allows exactly the limit under 20 parallel consumes (PostgreSQL)", async () => {
    expect(database.kind).toBe("postgres");
    const limiter = createDbRateLimiter(database.db);
    const now = new Date("2026-03-02T12:00:00.000Z");
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.consume("parallel:card", 5, MINUTE, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.filter((r) => !r.allowed)).toHaveLength(15);
    const remaining = results
      .filter((r) => r.allowed)
      .map((r) => r.remaining)
      .sort();
    expect(remaining).toEqual([0, 1, 2, 3, 4]);
  });
});

describe("addMany", () => {
  it("adds many counts in one statement, merges repeated counters and answers the totals", async () => {
    const limiter = createDbRateLimiter(database.db);
    const windowStart = new Date("2026-03-03T09:00:00.000Z");
    await limiter.addMany([{ key: "many:b", windowStart, count: 2 }]);
    const totals = await limiter.addMany([
      { key: "many:b", windowStart, count: 3 },
      { key: "many:a", windowStart, count: 1 },
      { key: "many:b", windowStart, count: 1 },
    ]);
    expect(Object.fromEntries(totals.map((t) => [t.key, t.count]))).toEqual({ "many:a": 1, "many:b": 6 });
    expect(await limiter.addMany([])).toEqual([]);
  });
});

/** A fetch-free store for @fastify/rate-limit: `hit()` answers the `current` count the plugin would see. */
function storeHits(store: ReturnType<typeof createRateLimitStore>) {
  const instance = new store.ctor({} as never) as unknown as FastifyRateLimitStore;
  return (key: string, windowMs = MINUTE) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      instance.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 10),
    );
}

describe("createRateLimitStore (the global limit's shared counters, decision 0018)", () => {
  it("decides in memory without a database round trip, and adds the hits in one batch", async () => {
    const calls: CounterHit[][] = [];
    const limiter = createDbRateLimiter(database.db);
    const counting: DbRateLimiter = { ...limiter, addMany: async (hits) => (calls.push([...hits]), limiter.addMany(hits)) };
    let now = new Date("2026-03-04T08:00:10.000Z");
    const store = createRateLimitStore(counting, { clock: () => now, prefix: "mem:", flushEveryMs: 60_000 });
    const hit = storeHits(store);
    const seen = [];
    for (let i = 0; i < 5; i++) seen.push((await hit("1.2.3.4")).current);
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(calls).toHaveLength(0);
    expect((await hit("1.2.3.4")).ttl).toBe(50_000);
    await store.flush();
    expect(calls).toEqual([[{ key: "mem:1.2.3.4", windowStart: new Date("2026-03-04T08:00:00.000Z"), count: 6 }]]);
    const row = await database.db
      .selectFrom("rate_limit_counters")
      .select("count")
      .where("key", "=", "mem:1.2.3.4")
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(6);
    // A new window starts at zero; the old counter leaves memory once its hits are added.
    now = new Date("2026-03-04T08:01:00.000Z");
    expect((await hit("1.2.3.4")).current).toBe(1);
    await store.flush();
    expect(store.size()).toBe(1);
  });

  it("lets two processes see each other's hits after they add them", async () => {
    const now = new Date("2026-03-04T09:00:00.000Z");
    const limiter = createDbRateLimiter(database.db);
    const [one, two] = [
      createRateLimitStore(limiter, { clock: () => now, prefix: "two:" }),
      createRateLimitStore(limiter, { clock: () => now, prefix: "two:" }),
    ];
    const [hitOne, hitTwo] = [storeHits(one), storeHits(two)];
    for (let i = 0; i < 3; i++) await hitOne("5.6.7.8");
    await one.flush();
    await hitTwo("5.6.7.8");
    await two.flush();
    // two added its hit and learned the total: three of one's plus its own.
    expect((await hitTwo("5.6.7.8")).current).toBe(5);
    await two.flush();
  });

  it("keeps limiting on its own, and keeps the hits, while the database cannot count", async () => {
    const limiter = createDbRateLimiter(database.db);
    let down = true;
    const flaky: DbRateLimiter = {
      ...limiter,
      addMany: async (hits) => {
        if (down) throw new Error("database down");
        return limiter.addMany(hits);
      },
    };
    const now = new Date("2026-03-04T10:00:00.000Z");
    const store = createRateLimitStore(flaky, { clock: () => now, prefix: "down:" });
    const hit = storeHits(store);
    await hit("9.9.9.9");
    await hit("9.9.9.9");
    await store.flush();
    expect((await hit("9.9.9.9")).current).toBe(3);
    down = false;
    await store.flush();
    const row = await database.db
      .selectFrom("rate_limit_counters")
      .select("count")
      .where("key", "=", "down:9.9.9.9")
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(3);
  });
});
