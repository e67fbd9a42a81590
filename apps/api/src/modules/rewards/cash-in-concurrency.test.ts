// Parallel cash-ins cannot oversell a reward, overdraw a balance or exceed a per-holder limit: the
// unit, the slot and the points are guarded inside cash_in_reward's own statements. The proofs need a
// PostgreSQL server (DATABASE_URL) with real parallel connections; on PGlite (one connection, everything
// serialised) the same scenarios run as a sequential sanity check.
import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ProblemError } from "@vtp/contracts/problem";
import type { Database } from "@vtp/db";
import type { DB } from "@vtp/db/schema";
import { createTestDatabase } from "@vtp/db/testing";
import type { HolderIdentity } from "../auth/plugin.ts";
import { cashInReward } from "./repository.ts";
import { cashIn } from "./service.ts";

const hasServer = Boolean(process.env.DATABASE_URL);
const NOW = new Date("2026-11-21T10:00:00Z");

let database: Database;
let db: Kysely<DB>;

beforeEach(async () => {
  database = await createTestDatabase({ maxConnections: 20 });
  db = database.db;
  await db.insertInto("card_systems").values({ id: 1, name: "UiTPAS Gent", slug: "gent", colour: "#1aa5a8" }).execute();
});

afterEach(async () => {
  await database?.close();
});

async function holders(count: number, points: number): Promise<HolderIdentity[]> {
  const identities: HolderIdentity[] = [];
  for (let i = 0; i < count; i++) {
    const holder = await db
      .insertInto("holders")
      .values({ first_name: `Houder${i}`, last_name: "Test", birth_date: "1990-01-01", points })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (points > 0) await db.insertInto("points_ledger").values({ holder_id: holder.id, delta: points, reason: "CORRECTION" }).execute();
    const cardNumber = `40100${String(i).padStart(7, "0")}0`;
    await db.insertInto("cards").values({ card_number: cardNumber, holder_id: holder.id, card_system_id: 1, status: "ACTIVE" }).execute();
    await db.insertInto("memberships_card_system").values({ holder_id: holder.id, card_system_id: 1, status: "ACTIVE" }).execute();
    identities.push({ sub: `sub-${i}`, accountId: holder.id, holderId: holder.id, email: `h${i}@voorbeeld.test` });
  }
  return identities;
}

async function reward(values: { points: number; maxUnits?: number; perHolder?: [number, "YEAR"] }): Promise<number> {
  const row = await db
    .insertInto("rewards")
    .values({
      type: "POINTS",
      title: "Gratis koffie",
      card_system_id: 1,
      points: values.points,
      category: "Eten en drinken",
      publication_start: new Date("2026-01-01T00:00:00Z"),
      redeem_start: new Date("2026-01-01T00:00:00Z"),
      max_units: values.maxUnits ?? null,
      per_holder_volume: values.perHolder?.[0] ?? null,
      per_holder_period: values.perHolder?.[1] ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Runs the requests together; counts successes and refusal codes. */
async function race(requests: (() => Promise<unknown>)[]) {
  const results = await Promise.allSettled(requests.map((r) => r()));
  const codes: Record<string, number> = {};
  let ok = 0;
  for (const result of results) {
    if (result.status === "fulfilled") ok++;
    else {
      const code = result.reason instanceof ProblemError ? result.reason.code : String(result.reason);
      codes[code] = (codes[code] ?? 0) + 1;
    }
  }
  return { ok, codes };
}

async function invariants() {
  const { rows } = await sql<{ bad_balance: number; bad_units: number }>`
    SELECT (SELECT count(*) FROM holders h WHERE h.points <> (SELECT COALESCE(sum(delta), 0) FROM points_ledger l WHERE l.holder_id = h.id)) AS bad_balance,
      (SELECT count(*) FROM rewards r WHERE r.units_taken <> (SELECT count(*) FROM redemptions d WHERE d.reward_id = r.id)
        OR (r.max_units IS NOT NULL AND r.units_taken > r.max_units)) AS bad_units`.execute(db);
  expect(Number(rows[0]!.bad_balance)).toBe(0);
  expect(Number(rows[0]!.bad_units)).toBe(0);
}

const deps = () => ({ db, clock: () => NOW });

describe(hasServer ? "cash-in under concurrency (PostgreSQL, parallel connections)" : "cash-in, serialised (PGlite sanity check)", () => {
  it("64 holders cashing in a reward with 10 units: exactly 10 succeed", async () => {
    const people = await holders(64, 50);
    const rewardId = await reward({ points: 10, maxUnits: 10 });
    const { ok, codes } = await race(people.map((p) => () => cashIn(deps(), p, { promotionId: rewardId })));
    expect(ok).toBe(10);
    expect(codes).toEqual({ NOT_POSSIBLE_VOLUME_CONSTRAINT: 54 });
    const units = await db.selectFrom("rewards").select("units_taken").where("id", "=", rewardId).executeTakeFirstOrThrow();
    expect(units.units_taken).toBe(10);
    await invariants();
  });

  it("one holder with points for one reward sending 32 cash-ins: one succeeds, the balance is 0", async () => {
    const [holder] = await holders(1, 10);
    const rewardId = await reward({ points: 10 });
    const { ok, codes } = await race(Array.from({ length: 32 }, () => () => cashIn(deps(), holder!, { promotionId: rewardId })));
    expect(ok).toBe(1);
    expect(codes).toEqual({ NOT_POSSIBLE_POINTS_CONSTRAINT: 31 });
    const row = await db.selectFrom("holders").select("points").where("id", "=", holder!.holderId!).executeTakeFirstOrThrow();
    expect(row.points).toBe(0);
    await invariants();
  });

  it("a per-holder limit of 2 holds under 32 parallel requests", async () => {
    const [holder] = await holders(1, 1000);
    const rewardId = await reward({ points: 5, perHolder: [2, "YEAR"] });
    const { ok, codes } = await race(Array.from({ length: 32 }, () => () => cashIn(deps(), holder!, { promotionId: rewardId })));
    expect(ok).toBe(2);
    expect(codes).toEqual({ NOT_POSSIBLE_USER_VOLUME_CONSTRAINT: 30 });
    const row = await db.selectFrom("holders").select("points").where("id", "=", holder!.holderId!).executeTakeFirstOrThrow();
    expect(row.points).toBe(990);
    await invariants();
  });

  it("32 parallel retries of one request (one idempotency key) redeem once and answer the same redemption", async () => {
    const [holder] = await holders(1, 100);
    const rewardId = await reward({ points: 10 });
    const key = "0b7e3f3c-9a51-4d1e-8f0a-6c2d4e5f7a81";
    const results = await Promise.all(
      Array.from({ length: 32 }, () => cashIn(deps(), holder!, { promotionId: rewardId, idempotencyKey: key })),
    );
    expect(new Set(results.map((r) => r.redemptionId)).size).toBe(1);
    expect(new Set(results.map((r) => r.redeemCode)).size).toBe(1);
    const row = await db.selectFrom("holders").select("points").where("id", "=", holder!.holderId!).executeTakeFirstOrThrow();
    expect(row.points).toBe(90);
    await invariants();
  });
});

describe("cash-in and a card blocked after the facts were read", () => {
  async function balanceAndUnits(holderId: string, rewardId: number) {
    const h = await db.selectFrom("holders").select("points").where("id", "=", holderId).executeTakeFirstOrThrow();
    const r = await db.selectFrom("rewards").select("units_taken").where("id", "=", rewardId).executeTakeFirstOrThrow();
    return { points: h.points, units: r.units_taken };
  }

  it("the write itself refuses a card that is no longer active, and changes nothing", async () => {
    const [holder] = await holders(1, 50);
    const rewardId = await reward({ points: 10 });
    // The service read an active card; the block lands before the write.
    await db.updateTable("cards").set({ status: "BLOCKED" }).where("holder_id", "=", holder!.holderId!).execute();
    const written = await cashInReward(db, {
      holderId: holder!.holderId!,
      rewardId,
      periodKey: null,
      volume: null,
      redeemCode: "ABCD-EFGH",
      idempotencyKey: null,
      now: NOW,
    });
    expect(written).toEqual({ outcome: "NOT_POSSIBLE_INVALID_CARD" });
    expect(await balanceAndUnits(holder!.holderId!, rewardId)).toEqual({ points: 50, units: 0 });
    await invariants();
  });

  it.runIf(hasServer)("a block under way when the cash-in starts: the cash-in waits for it and is refused", async () => {
    const [holder] = await holders(1, 50);
    const rewardId = await reward({ points: 10 });
    const holderId = holder!.holderId!;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let blocked!: () => void;
    const blockHeld = new Promise<void>((resolve) => (blocked = resolve));
    // Another connection blocks the card and holds its transaction open.
    const blocking = db.transaction().execute(async (trx) => {
      await trx.updateTable("cards").set({ status: "BLOCKED" }).where("holder_id", "=", holderId).execute();
      blocked();
      await released;
    });
    await blockHeld;
    // The cash-in reads the facts (the block is not committed: the card looks active) and reaches the write.
    const cashing = cashIn(deps(), holder!, { promotionId: rewardId }).then(
      () => "OK",
      (error: unknown) => (error instanceof ProblemError ? error.code : String(error)),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await blocking;
    expect(await cashing).toBe("NOT_POSSIBLE_INVALID_CARD");
    expect(await balanceAndUnits(holderId, rewardId)).toEqual({ points: 50, units: 0 });
    await invariants();
  });
});
