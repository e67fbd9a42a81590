import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSocialTariffCardNumber, isValidCardNumber } from "@vtp/contracts/card-number";
import type { Database } from "@vtp/db";
import type { DB } from "@vtp/db/schema";
import { createTestDatabase } from "@vtp/db/testing";
import { generateBenchData } from "./bench.ts";
import { seedDemo } from "./demo.ts";

async function count(db: Kysely<DB>, query: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`${sql.raw(query)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

describe("bench data generator (small numbers)", () => {
  let database: Database;
  let db: Kysely<DB>;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await seedDemo(db, { now: new Date("2026-11-21T10:00:00Z") });
  });

  afterAll(async () => {
    await database?.close();
  });

  it("refuses to run without the demo seed", async () => {
    const empty = await createTestDatabase();
    try {
      await expect(generateBenchData(empty.db, { holders: 10 })).rejects.toThrow(/demoseed/);
    } finally {
      await empty.close();
    }
  });

  it("reaches the requested totals with valid, consistent rows", async () => {
    const demoHolders = await count(db, "SELECT count(*) AS n FROM holders");
    const counts = await generateBenchData(db, { holders: 1500, organisers: 450, rewards: 300, chunk: 400 });
    expect(counts.holders).toBe(demoHolders + 1500);
    expect(counts.organisers).toBe(450);
    expect(counts.rewards).toBe(300);
    expect(counts.cards).toBeGreaterThanOrEqual(counts.holders);

    const cards = await db.selectFrom("cards").select(["card_number", "social_tariff"]).execute();
    for (const c of cards) {
      expect(isValidCardNumber(c.card_number), c.card_number).toBe(true);
      expect(isSocialTariffCardNumber(c.card_number)).toBe(c.social_tariff);
    }
    // Every bench holder has one active card, a membership and opt-ins; social-tariff cards have a kansenstatuut.
    expect(
      await count(
        db,
        "SELECT count(*) AS n FROM holders h WHERE NOT EXISTS (SELECT 1 FROM memberships_card_system m WHERE m.holder_id = h.id)",
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        "SELECT count(*) AS n FROM cards c WHERE c.social_tariff AND NOT EXISTS (SELECT 1 FROM kansenstatuut k WHERE k.holder_id = c.holder_id)",
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        "SELECT count(*) AS n FROM cards c JOIN holders h ON h.id = c.holder_id JOIN card_system_cities s ON s.municipality_id = h.municipality_id AND s.card_system_id = c.card_system_id",
      ),
    ).toBeGreaterThanOrEqual(1500);
    expect(
      await count(
        db,
        `SELECT count(*) AS n FROM holders h
        WHERE h.points <> coalesce((SELECT sum(delta) FROM points_ledger l WHERE l.holder_id = h.id), 0)`,
      ),
    ).toBe(0);
    expect(
      await count(db, "SELECT count(*) AS n FROM rewards r WHERE NOT EXISTS (SELECT 1 FROM reward_organisers o WHERE o.reward_id = r.id)"),
    ).toBe(0);
    // 72 bench organisers; about four in five sit in a region and get a check-in activity.
    expect(await count(db, "SELECT count(*) AS n FROM activities WHERE checkin_code LIKE 'BENCH-%'")).toBeGreaterThan(40);
  });

  it("adds nothing when run again with the same numbers, and continues the sequences", async () => {
    const before = await generateBenchData(db, { holders: 1500, organisers: 450, rewards: 300, chunk: 400 });
    const again = await generateBenchData(db, { holders: 1500, organisers: 450, rewards: 300, chunk: 1000 });
    expect(again).toEqual(before);
    const row = await db.insertInto("organisers").values({ name: "Nieuwe partner" }).returning("id").executeTakeFirstOrThrow();
    expect(row.id).toBeGreaterThan(1_000_000);
  });
});
