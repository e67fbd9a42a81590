import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSocialTariffCardNumber, isValidCardNumber } from "@vtp/contracts/card-number";
import {
  an,
  bram,
  DEMO_PASSWORD,
  els,
  janssensFamily,
  katrien,
  lotte,
  mohamed,
  noor,
  pieter,
  sofie,
  tom,
  spareUnregisteredCards,
  unregisteredCards,
} from "@vtp/personas";
import { verifyPassword } from "@vtp/password";
import type { Database } from "@vtp/db";
import type { DB } from "@vtp/db/schema";
import { createTestDatabase } from "@vtp/db/testing";
import {
  buildDemoData,
  DEMO_BLOCKED_CARD_NUMBER,
  DEMO_CHECKIN_CODES,
  DEMO_EXPIRED_CHECKIN_CODE,
  DEMO_REWARD_IDS,
  DEMO_STOCK_CARD_NUMBER,
  DEMO_TABLES,
  seedDemo,
} from "./demo.ts";
import { MAIN_MUNICIPALITIES } from "./data/municipalities.ts";

const now = new Date("2026-11-21T10:00:00Z");
const DAY = 86_400_000;

async function count(db: Kysely<DB>, query: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`${sql.raw(query)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** A checksum of every seeded row, password hashes left out (they have a random salt). */
async function checksums(db: Kysely<DB>): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of DEMO_TABLES) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db);
    const lines = rows
      .map((row) => {
        const copy = { ...row };
        delete copy.password_hash;
        return JSON.stringify(Object.entries(copy).sort(([a], [b]) => (a < b ? -1 : 1)));
      })
      .sort();
    result[table] = `${rows.length}:${createHash("sha256").update(lines.join("\n")).digest("hex")}`;
  }
  return result;
}

function ageOn(birthDate: string, at: Date): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [y, m, d] = at.toISOString().slice(0, 10).split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

describe("demo seed", () => {
  let database: Database;
  let db: Kysely<DB>;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    const result = await seedDemo(db, { now });
    expect(result).toEqual({ inserted: true });
  });

  afterAll(async () => {
    await database?.close();
  });

  it("has the regions, the Flemish municipalities and their cities", async () => {
    expect(await count(db, "SELECT count(*) AS n FROM card_systems")).toBeGreaterThanOrEqual(6);
    expect(MAIN_MUNICIPALITIES).toHaveLength(300);
    expect(new Set(MAIN_MUNICIPALITIES.map((m) => m.name)).size).toBe(300);
    expect(await count(db, "SELECT count(*) AS n FROM municipalities")).toBeGreaterThan(300);
    // Every place lies in Flanders (or at the Brussels border) and every region has cities.
    expect(
      await count(
        db,
        "SELECT count(*) AS n FROM municipalities WHERE latitude NOT BETWEEN 50.68 AND 51.51 OR longitude NOT BETWEEN 2.54 AND 5.92",
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        "SELECT count(*) AS n FROM card_systems cs WHERE NOT EXISTS (SELECT 1 FROM card_system_cities c WHERE c.card_system_id = cs.id)",
      ),
    ).toBe(0);
    const gent = await sql<{ postal_code: string }>`
      SELECT m.postal_code FROM card_system_cities c JOIN municipalities m ON m.id = c.municipality_id
      WHERE c.card_system_id = 1 ORDER BY m.postal_code`.execute(db);
    expect(gent.rows.map((r) => r.postal_code)).toContain("9040");
  });

  it("has at least 300 organisers near their municipality, of every type, with facilities and websites", async () => {
    expect(await count(db, "SELECT count(*) AS n FROM organisers")).toBeGreaterThanOrEqual(300);
    expect(
      await count(
        db,
        `SELECT count(*) AS n FROM organisers o JOIN municipalities m ON m.id = o.municipality_id
        WHERE abs(o.latitude - m.latitude) > 0.02 OR abs(o.longitude - m.longitude) > 0.03`,
      ),
    ).toBe(0);
    for (const type of ["POINT_OF_SALE", "POINT_OF_SALE_KANSENSTATUUT", "CHECKIN", "POINTS_PROMOTIONS"]) {
      expect(await count(db, `SELECT count(*) AS n FROM organiser_types WHERE type = '${type}'`)).toBeGreaterThan(5);
    }
    expect(await count(db, "SELECT count(*) AS n FROM organisers WHERE website_url NOT LIKE 'https://%.voorbeeld.be'")).toBe(0);
    expect(await count(db, "SELECT count(*) AS n FROM organisers WHERE cardinality(facilities) = 0")).toBe(0);
    // Types agree with the data: CHECKIN exactly when the organiser has activities, POINTS_PROMOTIONS with rewards.
    expect(
      await count(
        db,
        `SELECT count(*) AS n FROM organisers o WHERE
        EXISTS (SELECT 1 FROM organiser_types t WHERE t.organiser_id = o.id AND t.type = 'CHECKIN')
        <> EXISTS (SELECT 1 FROM activities a WHERE a.organiser_id = o.id)`,
      ),
    ).toBe(0);
  });

  it("has at least 150 rewards of both types with realistic constraints", async () => {
    expect(await count(db, "SELECT count(*) AS n FROM rewards")).toBeGreaterThanOrEqual(150);
    expect(await count(db, "SELECT count(*) AS n FROM rewards WHERE type = 'WELCOME'")).toBeGreaterThanOrEqual(10);
    expect(
      await count(db, "SELECT count(*) AS n FROM rewards WHERE max_units IS NOT NULL AND units_taken = max_units"),
    ).toBeGreaterThanOrEqual(3);
    expect(await count(db, "SELECT count(*) AS n FROM rewards WHERE per_holder_volume IS NOT NULL")).toBeGreaterThanOrEqual(20);
    expect(await count(db, "SELECT count(*) AS n FROM rewards WHERE requires_kansenstatuut")).toBeGreaterThanOrEqual(3);
    const lastChance = await sql<{ n: number }>`SELECT count(*) AS n FROM rewards
      WHERE redeem_end > ${now} AND redeem_end < ${new Date(now.getTime() + 14 * DAY)}`.execute(db);
    expect(Number(lastChance.rows[0]?.n)).toBeGreaterThanOrEqual(5);
    const categories = await sql<{ category: string }>`SELECT DISTINCT category FROM rewards ORDER BY category`.execute(db);
    expect(categories.rows.map((r) => r.category)).toEqual(["Doen", "Eten en drinken", "Gadget of item", "Goede doel"]);
    expect(
      await count(db, "SELECT count(*) AS n FROM rewards r WHERE NOT EXISTS (SELECT 1 FROM reward_organisers o WHERE o.reward_id = r.id)"),
    ).toBe(0);
  });

  it("gives the demo reward ids the documented properties", async () => {
    const rows = await db.selectFrom("rewards").selectAll().where("id", "<=", 13).orderBy("id").execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const r = (id: number) => {
      const found = byId.get(id);
      if (!found) throw new Error(`reward ${id} missing`);
      return found;
    };
    const cheap = r(DEMO_REWARD_IDS.cheapPoints);
    expect([cheap.type, cheap.card_system_id, cheap.max_units, cheap.per_holder_volume]).toEqual(["POINTS", 1, null, null]);
    expect(cheap.points).toBeLessThanOrEqual(an.points);
    expect(cheap.redeem_start.getTime()).toBeLessThan(now.getTime());
    expect([r(DEMO_REWARD_IDS.welcome).type, r(DEMO_REWARD_IDS.welcome).points]).toEqual(["WELCOME", 0]);
    expect(r(DEMO_REWARD_IDS.soldOut).units_taken).toBe(r(DEMO_REWARD_IDS.soldOut).max_units);
    expect(r(DEMO_REWARD_IDS.kansenstatuut).requires_kansenstatuut).toBe(true);
    expect(r(DEMO_REWARD_IDS.kansenstatuut).card_system_id).toBe(mohamed.card?.cardSystemId);
    expect(r(DEMO_REWARD_IDS.tooExpensive).points).toBeGreaterThan(an.points);
    expect([r(DEMO_REWARD_IDS.oncePerYear).per_holder_volume, r(DEMO_REWARD_IDS.oncePerYear).per_holder_period]).toEqual([1, "YEAR"]);
    expect(r(DEMO_REWARD_IDS.lastChance).redeem_end!.getTime() - now.getTime()).toBeLessThan(14 * DAY);
    expect(r(DEMO_REWARD_IDS.notYetRedeemable).redeem_start.getTime()).toBeGreaterThan(now.getTime());
    expect(r(DEMO_REWARD_IDS.otherRegion).card_system_id).not.toBe(an.card?.cardSystemId);
    expect(r(DEMO_REWARD_IDS.allRegions).all_card_systems).toBe(true);
    expect(await count(db, `SELECT count(*) AS n FROM reward_cities WHERE reward_id = ${DEMO_REWARD_IDS.otherCityOnly}`)).toBeGreaterThan(
      0,
    );
    expect(
      await count(
        db,
        `SELECT count(*) AS n FROM reward_card_systems WHERE reward_id = ${DEMO_REWARD_IDS.disabledInGent} AND card_system_id = 1 AND disabled`,
      ),
    ).toBe(1);
  });

  it("has check-in codes valid on any day and one expired code", async () => {
    for (const code of Object.values(DEMO_CHECKIN_CODES)) {
      const a = await db.selectFrom("activities").selectAll().where("checkin_code", "=", code).executeTakeFirstOrThrow();
      const ongoing =
        a.permanent || (a.starts_at !== null && a.ends_at !== null && a.starts_at < now && a.ends_at.getTime() > now.getTime() + 60 * DAY);
      expect(ongoing, code).toBe(true);
      expect(a.points).toBe(1);
    }
    const expired = await db
      .selectFrom("activities")
      .selectAll()
      .where("checkin_code", "=", DEMO_EXPIRED_CHECKIN_CODE)
      .executeTakeFirstOrThrow();
    expect(expired.ends_at!.getTime()).toBeLessThan(now.getTime() - 30 * DAY);
    expect(await count(db, "SELECT count(*) AS n FROM activities")).toBeGreaterThan(300);
  });

  it("seeds An: 120 points in Gent, coupons, a membership, a linked account with the demo password", async () => {
    const holder = await db.selectFrom("holders").selectAll().where("id", "=", an.holderId!).executeTakeFirstOrThrow();
    expect(holder.points).toBe(120);
    const card = await db
      .selectFrom("cards")
      .innerJoin("card_systems", "card_systems.id", "cards.card_system_id")
      .select(["cards.card_number", "cards.status", "card_systems.name"])
      .where("cards.holder_id", "=", an.holderId!)
      .executeTakeFirstOrThrow();
    expect(card).toEqual({ card_number: an.card!.number, status: "ACTIVE", name: "UiTPAS Gent" });
    expect(
      await count(db, `SELECT count(*) AS n FROM holder_coupons WHERE holder_id = '${an.holderId}' AND status = 'ACTIVE'`),
    ).toBeGreaterThanOrEqual(2);
    expect(await count(db, `SELECT count(*) AS n FROM association_memberships WHERE holder_id = '${an.holderId}'`)).toBe(1);
    const account = await db.selectFrom("identity_accounts").selectAll().where("email", "=", an.email!).executeTakeFirstOrThrow();
    expect([account.sub, account.holder_id, account.email_verified]).toEqual([an.sub, an.holderId, true]);
    expect(await verifyPassword(DEMO_PASSWORD, account.password_hash!)).toBe(true);
    expect(await verifyPassword("verkeerd", account.password_hash!)).toBe(false);
  });

  it("seeds Mohamed with an active kansenstatuut on a social-tariff card", async () => {
    const ks = await db.selectFrom("kansenstatuut").selectAll().where("holder_id", "=", mohamed.holderId!).executeTakeFirstOrThrow();
    expect(ks.status).toBe("ACTIVE");
    expect(ks.end_date > now.toISOString().slice(0, 10)).toBe(true);
    const card = await db.selectFrom("cards").selectAll().where("holder_id", "=", mohamed.holderId!).executeTakeFirstOrThrow();
    expect(card.social_tariff).toBe(true);
    expect(isSocialTariffCardNumber(card.card_number)).toBe(true);
  });

  it("seeds the Janssens family with Sofie as main holder and Lotte aged 14", async () => {
    const family = await db.selectFrom("families").selectAll().where("main_holder_id", "=", sofie.holderId!).executeTakeFirstOrThrow();
    expect(family.id).toBe(janssensFamily.id);
    const members = await db.selectFrom("family_members").select("holder_id").where("family_id", "=", family.id).execute();
    expect(members.map((m) => m.holder_id).sort()).toEqual([pieter.holderId, lotte.holderId, noor.holderId].sort());
    const lotteRow = await db.selectFrom("holders").selectAll().where("id", "=", lotte.holderId!).executeTakeFirstOrThrow();
    expect(ageOn(lotteRow.birth_date, now)).toBe(14);
    expect(await count(db, `SELECT count(*) AS n FROM identity_accounts WHERE holder_id = '${lotte.holderId}'`)).toBe(1);
    expect(await count(db, `SELECT count(*) AS n FROM identity_accounts WHERE holder_id = '${noor.holderId}'`)).toBe(0);
    expect(ageOn(noor.birthDate, now)).toBeLessThan(14);
    // Sofie's earlier card is blocked; her active card is the persona card.
    const blocked = await db.selectFrom("cards").selectAll().where("card_number", "=", DEMO_BLOCKED_CARD_NUMBER).executeTakeFirstOrThrow();
    expect([blocked.holder_id, blocked.status]).toEqual([sofie.holderId, "BLOCKED"]);
  });

  it("seeds Tom as an identity account without a card", async () => {
    const account = await db.selectFrom("identity_accounts").selectAll().where("email", "=", tom.email!).executeTakeFirstOrThrow();
    expect(account.holder_id).toBeNull();
    expect(await count(db, `SELECT count(*) AS n FROM holders WHERE email = '${tom.email}'`)).toBe(0);
  });

  it("seeds the staff: Els ADMIN in Gent (last used: the pool), Bram MEMBER in Aalst, Katrien staff of UiTPAS Gent", async () => {
    const roles = await db
      .selectFrom("organiser_staff")
      .innerJoin("organisers", "organisers.id", "organiser_staff.organiser_id")
      .innerJoin("municipalities", "municipalities.id", "organisers.municipality_id")
      .leftJoin("staff_last_organisers", (join) =>
        join
          .onRef("staff_last_organisers.account_id", "=", "organiser_staff.account_id")
          .onRef("staff_last_organisers.organiser_id", "=", "organiser_staff.organiser_id"),
      )
      .select(["organiser_staff.account_id", "organiser_staff.role", "municipalities.name as city", "staff_last_organisers.used_at"])
      .orderBy("organiser_staff.role")
      .execute();
    const of = (accountId: string) => roles.filter((r) => r.account_id === accountId).map((r) => [r.role, r.city, r.used_at !== null]);
    expect(of(els.accountId)).toEqual([
      ["ADMIN", "Gent", false],
      ["MEMBER", "Gent", true],
    ]);
    expect(of(bram.accountId)).toEqual([["MEMBER", "Aalst", false]]);
    expect(of(katrien.accountId)).toEqual([]);
    const regions = await db.selectFrom("card_system_staff").select(["account_id", "card_system_id"]).execute();
    expect(regions).toEqual([{ account_id: katrien.accountId, card_system_id: 1 }]);
    for (const p of [els, bram, katrien]) {
      const account = await db.selectFrom("identity_accounts").selectAll().where("email", "=", p.email).executeTakeFirstOrThrow();
      expect([account.sub, account.holder_id, account.email_verified]).toEqual([p.sub, null, true]);
      expect(await verifyPassword(DEMO_PASSWORD, account.password_hash!)).toBe(true);
    }
  });

  it("has unregistered cards and a stock card", async () => {
    for (const c of [...unregisteredCards, ...spareUnregisteredCards]) {
      const row = await db
        .selectFrom("cards")
        .innerJoin("holders", "holders.id", "cards.holder_id")
        .select(["cards.status", "holders.birth_date", "holders.id"])
        .where("cards.card_number", "=", c.number)
        .executeTakeFirstOrThrow();
      expect([row.status, row.birth_date]).toEqual(["ACTIVE", c.birthDate]);
      expect(await count(db, `SELECT count(*) AS n FROM identity_accounts WHERE holder_id = '${row.id}'`)).toBe(0);
    }
    const stock = await db.selectFrom("cards").selectAll().where("card_number", "=", DEMO_STOCK_CARD_NUMBER).executeTakeFirstOrThrow();
    expect([stock.status, stock.holder_id]).toEqual(["STOCK", null]);
    const numbers = await db.selectFrom("cards").select("card_number").execute();
    for (const { card_number } of numbers) expect(isValidCardNumber(card_number), card_number).toBe(true);
  });

  it("keeps the ledger consistent: the sum per holder equals the balance, with real check-ins", async () => {
    expect(
      await count(
        db,
        `SELECT count(*) AS n FROM holders h
        WHERE h.points <> coalesce((SELECT sum(delta) FROM points_ledger l WHERE l.holder_id = h.id), 0)`,
      ),
    ).toBe(0);
    expect(await count(db, "SELECT count(*) AS n FROM points_ledger WHERE reason = 'CHECKIN'")).toBeGreaterThan(100);
    expect(await count(db, "SELECT count(*) AS n FROM points_ledger WHERE reason = 'REDEMPTION'")).toBeGreaterThanOrEqual(1);
    // Every redeem code has the cash-in's one format: 8 characters without 0/O/1/I (issue 22 §5).
    const codes = await db.selectFrom("redemptions").select("redeem_code").execute();
    expect(codes.length).toBeGreaterThan(0);
    for (const { redeem_code } of codes) expect(redeem_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    // No history in the future, and no check-in today (so today's demo scans are not blocked).
    const latest = await sql<{ at: Date }>`SELECT max(checked_in_at) AS at FROM checkins`.execute(db);
    expect(new Date(latest.rows[0]!.at).getTime()).toBeLessThan(now.getTime() - DAY);
  });

  it("continues identity sequences after the explicit ids", async () => {
    const inserted = await db
      .insertInto("coupons")
      .values({ card_system_id: 1, name: "Testkorting", description: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBeGreaterThan(30);
    await db.deleteFrom("coupons").where("id", "=", inserted.id).execute();
  });

  it("is idempotent: a second run inserts nothing", async () => {
    const before = await checksums(db);
    expect(await seedDemo(db, { now })).toEqual({ inserted: false });
    expect(await checksums(db)).toEqual(before);
  });

  it("is deterministic: a fresh database seeded with the same now has identical rows", async () => {
    const other = await createTestDatabase();
    try {
      await seedDemo(other.db, { now });
      expect(await checksums(other.db)).toEqual(await checksums(db));
    } finally {
      await other.close();
    }
  });
});

describe("buildDemoData", () => {
  it("is pure: the same now gives the same rows, another now moves only the dates", () => {
    const a = buildDemoData(now);
    const b = buildDemoData(now);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const later = buildDemoData(new Date(now.getTime() + 40 * DAY));
    expect(later.organisers.map((o) => o.name)).toEqual(a.organisers.map((o) => o.name));
    expect(later.rewards.map((r) => r.title)).toEqual(a.rewards.map((r) => r.title));
  });
});
