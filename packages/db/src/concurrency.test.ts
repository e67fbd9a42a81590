// Parallel writers cannot break the balance or the check-in limit: the guarded UPDATE and the unique
// check-in slot hold under real concurrency. PGlite has a single connection (it serialises everything),
// so the parallel proofs need a PostgreSQL server (DATABASE_URL); the same code runs on PGlite as a
// sequential sanity check.
import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "./testing/test-db.ts";
import type { Database } from "./database.ts";
import type { DB } from "./schema.ts";

const hasServer = Boolean(process.env.DATABASE_URL);

interface Fixture {
  holderId: string;
  activityId: number;
}

async function insertFixture(db: Kysely<DB>, opts: { points: number; volume: number }): Promise<Fixture> {
  await db.insertInto("card_systems").values({ id: 1, name: "UiTPAS Gent", slug: "gent", colour: "#1aa5a8" }).execute();
  const holder = await db
    .insertInto("holders")
    .values({ first_name: "An", last_name: "Peeters", birth_date: "1990-04-12", points: opts.points })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (opts.points > 0) {
    await db.insertInto("points_ledger").values({ holder_id: holder.id, delta: opts.points, reason: "CORRECTION" }).execute();
  }
  const organiser = await db
    .insertInto("organisers")
    .values({ name: "Vooruit", card_system_id: 1 })
    .returning("id")
    .executeTakeFirstOrThrow();
  const activity = await db
    .insertInto("activities")
    .values({
      organiser_id: organiser.id,
      card_system_id: 1,
      title: "Zomerconcert",
      checkin_code: "GENT-ZOMER",
      checkin_volume: opts.volume,
      checkin_period: "DAY",
      points: 2,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { holderId: holder.id, activityId: activity.id };
}

/** Spends points with the guarded update; returns the new balance, or undefined when refused. */
async function spend(db: Kysely<DB>, holderId: string, amount: number): Promise<number | undefined> {
  const { rows } = await sql<{ points: number }>`
    UPDATE holders SET points = points - ${amount}
    WHERE id = ${holderId} AND points >= ${amount}
    RETURNING points`.execute(db);
  return rows[0]?.points;
}

/** One check-in attempt: claim the first free slot 1..volume; add the points and the ledger entry in
 * the same transaction. Returns whether the check-in counted. */
async function checkIn(db: Kysely<DB>, f: Fixture, periodKey: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const activity = await trx
      .selectFrom("activities")
      .select(["points", "checkin_volume"])
      .where("id", "=", f.activityId)
      .executeTakeFirstOrThrow();
    for (let slot = 1; slot <= activity.checkin_volume; slot++) {
      const inserted = await trx
        .insertInto("checkins")
        .values({ holder_id: f.holderId, activity_id: f.activityId, period_key: periodKey, slot, points: activity.points })
        .onConflict((oc) => oc.columns(["holder_id", "activity_id", "period_key", "slot"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      if (inserted === undefined) continue;
      await trx
        .updateTable("holders")
        .set({ points: sql`points + ${activity.points}` })
        .where("id", "=", f.holderId)
        .execute();
      await trx
        .insertInto("points_ledger")
        .values({ holder_id: f.holderId, delta: activity.points, reason: "CHECKIN", checkin_id: inserted.id })
        .execute();
      return true;
    }
    return false;
  });
}

async function balanceAndLedger(db: Kysely<DB>, holderId: string) {
  const holder = await db.selectFrom("holders").select("points").where("id", "=", holderId).executeTakeFirstOrThrow();
  const ledger = await db
    .selectFrom("points_ledger")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("delta"), sql<number>`0`).as("total"))
    .where("holder_id", "=", holderId)
    .executeTakeFirstOrThrow();
  return { points: holder.points, ledger: Number(ledger.total) };
}

function runScenarios(label: string, maxConnections: number) {
  describe(label, () => {
    let database: Database;
    beforeEach(async () => {
      // The spend scenarios move the balance without ledger rows on purpose (they prove the CHECK and
      // the guarded UPDATE alone), so the ledger invariant is not checked here.
      database = await createTestDatabase({ maxConnections, checkInvariants: false });
    });
    afterEach(async () => {
      await database.close();
    });

    it("50 parallel guarded spends never make the balance negative", async () => {
      const { holderId } = await insertFixture(database.db, { points: 100, volume: 1 });
      const results = await Promise.all(Array.from({ length: 50 }, () => spend(database.db, holderId, 7)));
      const accepted = results.filter((r) => r !== undefined);
      expect(accepted).toHaveLength(14); // 14 × 7 = 98 ≤ 100 < 15 × 7
      expect(Math.min(...accepted)).toBe(2);
      const { points } = await balanceAndLedger(database.db, holderId);
      expect(points).toBe(2);
    });

    it("50 parallel unguarded spends are still stopped by CHECK (points >= 0)", async () => {
      const { holderId } = await insertFixture(database.db, { points: 100, volume: 1 });
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, () => sql`UPDATE holders SET points = points - 7 WHERE id = ${holderId}`.execute(database.db)),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(14);
      for (const r of results) if (r.status === "rejected") expect((r.reason as { code?: string }).code).toBe("23514");
      const { points } = await balanceAndLedger(database.db, holderId);
      expect(points).toBe(2);
    });

    it("the unique check-in slot lets exactly `volume` of 30 parallel check-ins through", async () => {
      const fixture = await insertFixture(database.db, { points: 0, volume: 3 });
      const results = await Promise.all(Array.from({ length: 30 }, () => checkIn(database.db, fixture, "2026-11-21")));
      expect(results.filter(Boolean)).toHaveLength(3);
      const rows = await database.db
        .selectFrom("checkins")
        .select(["slot"])
        .where("holder_id", "=", fixture.holderId)
        .orderBy("slot")
        .execute();
      expect(rows.map((r) => r.slot)).toEqual([1, 2, 3]);
      // Balance and ledger moved together: 3 check-ins × 2 points.
      expect(await balanceAndLedger(database.db, fixture.holderId)).toEqual({ points: 6, ledger: 6 });
      // The next day has fresh slots.
      expect(await checkIn(database.db, fixture, "2026-11-22")).toBe(true);
    });
  });
}

describe.skipIf(!hasServer)("on PostgreSQL with real parallel connections", () => {
  runScenarios("parallel", 25);

  it("uses several server connections at once (the scenarios above are truly parallel)", async () => {
    const database = await createTestDatabase({ maxConnections: 10 });
    try {
      const pids = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const r = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid, pg_sleep(0.2)`.execute(database.db);
          return r.rows[0]!.pid;
        }),
      );
      expect(new Set(pids).size).toBeGreaterThan(1);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(hasServer)("on PGlite (single connection, sequential sanity check)", () => {
  runScenarios("serialised", 1);
});
