// The migrated database must match the declared schema (tableColumns / nullableColumns in schema.ts,
// which the compiler ties to the DB type), and the constraints for rules that must never break must
// reject violating writes. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { sql, type Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "./testing/test-db.ts";
import type { Database } from "./database.ts";
import { nullableColumns, tableColumns, type DB } from "./schema.ts";

interface ColumnRow {
  table_name: string;
  column_name: string;
  is_nullable: "YES" | "NO";
}

async function migratedColumns(db: Kysely<DB>) {
  const { rows } = await sql<ColumnRow>`
    SELECT c.table_name, c.column_name, c.is_nullable
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
      AND c.table_name NOT IN ('kysely_migration', 'kysely_migration_lock')
    ORDER BY c.table_name, c.ordinal_position`.execute(db);
  return rows;
}

/** Postgres error code (SQLSTATE) of a rejected statement, from node-postgres or PGlite. */
async function sqlState(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return String((error as { code?: unknown }).code);
  }
  throw new Error("De database aanvaardde een schrijfactie die ze had moeten weigeren");
}

const CHECK_VIOLATION = "23514";
const UNIQUE_VIOLATION = "23505";

describe("schema drift", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("has exactly the tables and columns of the DB type", async () => {
    const rows = await migratedColumns(database.db);
    const actual: Record<string, string[]> = {};
    for (const row of rows) (actual[row.table_name] ??= []).push(row.column_name);
    const sorted = (o: Record<string, readonly string[]>) =>
      Object.fromEntries(Object.entries(o).map(([t, cols]): [string, string[]] => [t, [...cols].sort()]));
    expect(sorted(actual)).toEqual(sorted(tableColumns));
  });

  it("has exactly the NULLable columns the DB type declares", async () => {
    const rows = await migratedColumns(database.db);
    const actual: Record<string, string[]> = {};
    for (const table of Object.keys(tableColumns)) actual[table] = [];
    for (const row of rows) if (row.is_nullable === "YES") actual[row.table_name]?.push(row.column_name);
    const expected = Object.fromEntries(Object.entries(nullableColumns).map(([t, cols]) => [t, [...cols].sort()]));
    for (const table of Object.keys(actual)) actual[table]!.sort();
    expect(actual).toEqual(expected);
  });
});

describe("constraints for rules that must never break", () => {
  let database: Database;
  let db: Kysely<DB>;
  let holderId: string;
  let activityId: number;

  beforeEach(async () => {
    // These constraint probes write balances and check-ins without ledger rows on purpose.
    database = await createTestDatabase({ checkInvariants: false });
    db = database.db;
    await db.insertInto("card_systems").values({ id: 1, name: "UiTPAS Gent", slug: "gent", colour: "#1aa5a8" }).execute();
    const municipality = await db
      .insertInto("municipalities")
      .values({ postal_code: "9000", name: "Gent", latitude: 51.05, longitude: 3.72, province: "Oost-Vlaanderen" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const holder = await db
      .insertInto("holders")
      .values({ first_name: "An", last_name: "Peeters", birth_date: "1990-04-12", municipality_id: municipality.id, points: 5 })
      .returning("id")
      .executeTakeFirstOrThrow();
    holderId = holder.id;
    const organiser = await db
      .insertInto("organisers")
      .values({ name: "Vooruit", card_system_id: 1, municipality_id: municipality.id, facilities: ["rolstoeltoegankelijk"] })
      .returning("id")
      .executeTakeFirstOrThrow();
    const activity = await db
      .insertInto("activities")
      .values({ organiser_id: organiser.id, card_system_id: 1, title: "Concert", checkin_code: "GENT-CONCERT-1", checkin_volume: 2 })
      .returning("id")
      .executeTakeFirstOrThrow();
    activityId = activity.id;
  });

  afterEach(async () => {
    await database.close();
  });

  it("never lets a points balance go negative", async () => {
    expect(
      await sqlState(
        db
          .updateTable("holders")
          .set({ points: sql`points - 6` })
          .where("id", "=", holderId)
          .execute(),
      ),
    ).toBe(CHECK_VIOLATION);
    expect(
      await sqlState(db.insertInto("holders").values({ first_name: "X", last_name: "Y", birth_date: "2000-01-01", points: -1 }).execute()),
    ).toBe(CHECK_VIOLATION);
    // The guarded form simply matches no row when the balance is too low.
    const guarded = await sql<{ points: number }>`
      UPDATE holders SET points = points - 6 WHERE id = ${holderId} AND points >= 6 RETURNING points`.execute(db);
    expect(guarded.rows).toEqual([]);
    const after = await db.selectFrom("holders").select("points").where("id", "=", holderId).executeTakeFirstOrThrow();
    expect(after.points).toBe(5);
  });

  it("allows one check-in per holder, activity, period and slot, with slots from 1", async () => {
    const checkin = { holder_id: holderId, activity_id: activityId, period_key: "2026-11-21", points: 1 };
    await db
      .insertInto("checkins")
      .values({ ...checkin, slot: 1 })
      .execute();
    await db
      .insertInto("checkins")
      .values({ ...checkin, slot: 2 })
      .execute();
    expect(
      await sqlState(
        db
          .insertInto("checkins")
          .values({ ...checkin, slot: 2 })
          .execute(),
      ),
    ).toBe(UNIQUE_VIOLATION);
    expect(
      await sqlState(
        db
          .insertInto("checkins")
          .values({ ...checkin, slot: 0 })
          .execute(),
      ),
    ).toBe(CHECK_VIOLATION);
    // Another day is another period.
    await db
      .insertInto("checkins")
      .values({ ...checkin, period_key: "2026-11-22", slot: 1 })
      .execute();
    const count = await db
      .selectFrom("checkins")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(3);
  });

  it("never lets units taken exceed the maximum units of a reward", async () => {
    const reward = await db
      .insertInto("rewards")
      .values({
        type: "POINTS",
        title: "Gratis koffie",
        card_system_id: 1,
        points: 10,
        category: "Eten en drinken",
        publication_start: new Date("2026-01-01T00:00:00Z"),
        redeem_start: new Date("2026-01-01T00:00:00Z"),
        max_units: 2,
        units_taken: 2,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(
      await sqlState(
        db
          .updateTable("rewards")
          .set({ units_taken: sql`units_taken + 1` })
          .where("id", "=", reward.id)
          .execute(),
      ),
    ).toBe(CHECK_VIOLATION);
    const guarded = await sql`
      UPDATE rewards SET units_taken = units_taken + 1
      WHERE id = ${reward.id} AND (max_units IS NULL OR units_taken < max_units) RETURNING units_taken`.execute(db);
    expect(guarded.rows).toEqual([]);
  });

  it("only stores card numbers of exactly 13 digits, each once", async () => {
    const card = { card_system_id: 1, holder_id: holderId, status: "BLOCKED" as const };
    for (const bad of ["123456789012", "12345678901a3", "1234 5678 901", ""]) {
      expect(
        await sqlState(
          db
            .insertInto("cards")
            .values({ ...card, card_number: bad })
            .execute(),
        ),
      ).toBe(CHECK_VIOLATION);
    }
    // Longer than char(13): "value too long".
    expect(
      await sqlState(
        db
          .insertInto("cards")
          .values({ ...card, card_number: "12345678901234" })
          .execute(),
      ),
    ).toBe("22001");
    await db
      .insertInto("cards")
      .values({ ...card, card_number: "1000000001232", status: "ACTIVE" })
      .execute();
    expect(
      await sqlState(
        db
          .insertInto("cards")
          .values({ ...card, card_number: "1000000001232" })
          .execute(),
      ),
    ).toBe(UNIQUE_VIOLATION);
    // One active card per holder and card system; a stock card has no holder.
    expect(
      await sqlState(
        db
          .insertInto("cards")
          .values({ ...card, card_number: "1000000002230", status: "ACTIVE" })
          .execute(),
      ),
    ).toBe(UNIQUE_VIOLATION);
    expect(
      await sqlState(
        db
          .insertInto("cards")
          .values({ ...card, card_number: "1000000003238", status: "STOCK" })
          .execute(),
      ),
    ).toBe(CHECK_VIOLATION);
  });

  it("links a card holder to at most one account and keeps e-mail addresses unique regardless of case", async () => {
    await db.insertInto("identity_accounts").values({ sub: "sub-1", email: "An.Peeters@voorbeeld.test", holder_id: holderId }).execute();
    expect(await sqlState(db.insertInto("identity_accounts").values({ sub: "sub-2", email: "an.peeters@VOORBEELD.test" }).execute())).toBe(
      UNIQUE_VIOLATION,
    );
    expect(
      await sqlState(
        db.insertInto("identity_accounts").values({ sub: "sub-3", email: "ander@voorbeeld.test", holder_id: holderId }).execute(),
      ),
    ).toBe(UNIQUE_VIOLATION);
  });

  it("keeps per-holder reward slots, welcome rewards free and payments idempotent", async () => {
    const base = {
      title: "Welkomstgeschenk",
      card_system_id: 1,
      category: "Gadget of item" as const,
      publication_start: new Date("2026-01-01T00:00:00Z"),
      redeem_start: new Date("2026-01-01T00:00:00Z"),
    };
    expect(
      await sqlState(
        db
          .insertInto("rewards")
          .values({ ...base, type: "WELCOME", points: 5 })
          .execute(),
      ),
    ).toBe(CHECK_VIOLATION);
    const reward = await db
      .insertInto("rewards")
      .values({ ...base, type: "WELCOME", per_holder_volume: 1, per_holder_period: "ABSOLUTE" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const redemption = { holder_id: holderId, reward_id: reward.id, points_spent: 0, period_key: "ABSOLUTE", slot: 1 };
    await db
      .insertInto("redemptions")
      .values({ ...redemption, redeem_code: "WELKOM-1" })
      .execute();
    expect(
      await sqlState(
        db
          .insertInto("redemptions")
          .values({ ...redemption, redeem_code: "WELKOM-2" })
          .execute(),
      ),
    ).toBe(UNIQUE_VIOLATION);

    const order = await db
      .insertInto("orders")
      .values({ email: "an.peeters@voorbeeld.test", card_system_id: 1, total_price: "3.00" })
      .returning(["id", "total_price"])
      .executeTakeFirstOrThrow();
    expect(order.total_price).toBe(3);
    const payment = { order_id: order.id, provider_reference: "tr_123", amount: 3, events: JSON.stringify([{ status: "paid" }]) };
    await db.insertInto("payments").values(payment).execute();
    const stored = await db.selectFrom("payments").select(["amount", "events"]).executeTakeFirstOrThrow();
    expect(stored).toEqual({ amount: 3, events: [{ status: "paid" }] });
    const again = await db
      .insertInto("payments")
      .values(payment)
      .onConflict((oc) => oc.column("provider_reference").doNothing())
      .execute();
    expect(Number(again[0]?.numInsertedOrUpdatedRows ?? 0)).toBe(0);
    expect(
      await sqlState(db.insertInto("orders").values({ email: "x@voorbeeld.test", card_system_id: 1, total_price: -1 }).execute()),
    ).toBe(CHECK_VIOLATION);
  });
});
