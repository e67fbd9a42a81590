import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../database.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { createDbRateLimiter } from "./rate-limiter.ts";

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
    const remaining = results.filter((r) => r.allowed).map((r) => r.remaining).sort();
    expect(remaining).toEqual([0, 1, 2, 3, 4]);
  });
});
