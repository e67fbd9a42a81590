// "Binnenkort" (decision 0063) on the demo seed at FIXTURE_NOW (today 2026-11-21 in Brussels), on PGlite
// and on PostgreSQL with DATABASE_URL: every kind with its last day and days left, soonest first; what ends
// after 60 days, has ended, was used or undone, or is not active is left out (a kept place or permanent
// activity never ends); never another holder's; an
// account without a card is NO_CARD and no token is 401.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { problemSchema } from "@vtp/contracts/problem";
import { upcomingSchema, type UpcomingItem } from "@vtp/contracts/upcoming";
import { an, mohamed, tom, type DemoPersona } from "@vtp/personas";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { DEMO_REWARD_IDS as R } from "../../seeds/demo/constants.ts";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";

let database: Database;
let server: IdentityTestServer;

/** yyyy-mm-dd `days` after today (FIXTURE_NOW is 11:00 in Brussels, so its UTC day is Brussels' day). */
const day = (days: number) => new Date(FIXTURE_NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10);
const at = (days: number) => new Date(FIXTURE_NOW.getTime() + days * 86_400_000);

const AN_COUPONS = ["c0000000-0000-4000-8000-000000000001", "c0000000-0000-4000-8000-000000000002", "c0000000-0000-4000-8000-000000000003"];
const MOHAMED_COUPON = "c0000000-0000-4000-8000-000000000004";
const CODE_OPEN = "d0000000-0000-4000-8000-000000000001";
const CODE_USED = "d0000000-0000-4000-8000-000000000002";
const CODE_UNDONE = "d0000000-0000-4000-8000-000000000003";
let KEPT_ACTIVITY = 0;

async function get(persona: DemoPersona | null) {
  const headers: Record<string, string> = persona === null ? {} : { authorization: `Bearer ${await server.tokens.sign(persona.sub!)}` };
  return server.app.inject({ method: "GET", url: "/api/user/upcoming", headers });
}

async function itemsOf(persona: DemoPersona): Promise<UpcomingItem[]> {
  const res = await get(persona);
  expect(res.statusCode).toBe(200);
  return upcomingSchema.parse(res.json()).items;
}

const brief = (items: UpcomingItem[]) => items.map((i) => [i.kind, i.lastDay, i.daysLeft]);

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
  const db = database.db;
  // Nothing of the seed's own ends within 60 days for An: her redemptions' codes (if any) count as used.
  await sql`INSERT INTO redemption_uses (redemption_id, organiser_id, used_at)
    SELECT r.id, (SELECT organiser_id FROM reward_organisers WHERE reward_id = r.reward_id LIMIT 1), ${FIXTURE_NOW}::timestamptz
    FROM redemptions r WHERE r.holder_id = ${an.holderId!}::uuid ON CONFLICT DO NOTHING`.execute(db);
  // An's own: a kansentarief in Gent, her Gent membership, three coupons, three codes of the reward that
  // ends in 6 days (open, used, undone), an association membership and that reward as her savings goal.
  await db
    .insertInto("kansenstatuut")
    .values({ holder_id: an.holderId!, card_system_id: 1, status: "ACTIVE", end_date: day(20) })
    .execute();
  await db
    .updateTable("memberships_card_system")
    .set({ end_date: day(59) })
    .where("holder_id", "=", an.holderId!)
    .execute();
  await db
    .updateTable("holder_coupons")
    .set({ valid_until: day(3) })
    .where("id", "=", AN_COUPONS[0]!)
    .execute();
  await db
    .updateTable("holder_coupons")
    .set({ valid_until: day(61) })
    .where("id", "=", AN_COUPONS[1]!)
    .execute();
  await db
    .updateTable("holder_coupons")
    .set({ valid_until: day(5), status: "EXPIRED" })
    .where("id", "=", AN_COUPONS[2]!)
    .execute();
  const organiser = await db
    .selectFrom("reward_organisers")
    .select("organiser_id")
    .where("reward_id", "=", R.lastChance)
    .executeTakeFirstOrThrow();
  for (const [id, code] of [
    [CODE_OPEN, "UPCOM001"],
    [CODE_USED, "UPCOM002"],
    [CODE_UNDONE, "UPCOM003"],
  ] as const) {
    // Free codes (0 points: no ledger row needed); the reward's units follow its redemptions.
    await db
      .insertInto("redemptions")
      .values({ id, holder_id: an.holderId!, reward_id: R.lastChance, redeemed_at: at(-1), points_spent: 0, redeem_code: code })
      .execute();
  }
  await db
    .insertInto("redemption_uses")
    .values({ redemption_id: CODE_USED, organiser_id: organiser.organiser_id, used_at: at(-0.5) })
    .execute();
  await db
    .insertInto("redemption_undos")
    .values({ redemption_id: CODE_UNDONE, organiser_id: organiser.organiser_id, undone_at: at(-0.5) })
    .execute();
  await db
    .updateTable("rewards")
    .set((eb) => ({ units_taken: eb("units_taken", "+", 2) }))
    .where("id", "=", R.lastChance)
    .execute();
  await db
    .updateTable("association_memberships")
    .set({ end_date: day(40) })
    .where("holder_id", "=", an.holderId!)
    .execute();
  await db
    .insertInto("favourites")
    .values({ holder_id: an.holderId!, kind: "reward", reward_id: R.lastChance, savings_goal: true })
    .execute();
  // A reward An kept (not her goal) whose redeem period ends in 30 days.
  await db
    .updateTable("rewards")
    .set({ redeem_end: at(30) })
    .where("id", "=", R.oncePerYear)
    .execute();
  await db.insertInto("favourites").values({ holder_id: an.holderId!, kind: "reward", reward_id: R.oncePerYear }).execute();
  // Activities An kept: one from day 10 to day 12, a permanent one (never ends), one that ended yesterday.
  const [dated, permanent, past] = await db
    .insertInto("activities")
    .values([
      { organiser_id: organiser.organiser_id, card_system_id: 1, title: "Winterfeest in het park", starts_at: at(10), ends_at: at(12) },
      { organiser_id: organiser.organiser_id, card_system_id: 1, title: "Vaste collectie", permanent: true },
      { organiser_id: organiser.organiser_id, card_system_id: 1, title: "Herfstwandeling", starts_at: at(-3), ends_at: at(-1) },
    ])
    .returning("id")
    .execute();
  KEPT_ACTIVITY = dated!.id;
  await db
    .insertInto("favourites")
    .values([dated!, permanent!, past!].map((a) => ({ holder_id: an.holderId!, kind: "activity" as const, activity_id: a.id })))
    .execute();
  // Mohamed's: a coupon that ends tomorrow.
  await db
    .updateTable("holder_coupons")
    .set({ valid_until: day(1) })
    .where("id", "=", MOHAMED_COUPON)
    .execute();
}, 180_000);

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

describe("GET /api/user/upcoming", () => {
  it("lists every kind with its last day and the days left, soonest first", async () => {
    const items = await itemsOf(an);
    const lastChance = day(6);
    expect(brief(items)).toEqual([
      ["coupon", day(3), 3],
      ["code", lastChance, 6],
      ["savings-goal", lastChance, 6],
      ["kept-activity", day(12), 12],
      ["kansenstatuut", day(20), 20],
      ["kept-reward", day(30), 30],
      ["association", day(40), 40],
      ["membership", day(59), 59],
    ]);
    const byKind = Object.fromEntries(items.map((i) => [i.kind, i]));
    expect(byKind.coupon).toMatchObject({ id: AN_COUPONS[0], region: "UiTPAS Gent", rewardId: null });
    expect(byKind.coupon!.title.length).toBeGreaterThan(0);
    expect(byKind.code).toMatchObject({ id: CODE_OPEN, title: "Gratis rondleiding met gids", rewardId: R.lastChance, region: null });
    expect(byKind["savings-goal"]).toMatchObject({
      id: String(R.lastChance),
      title: "Gratis rondleiding met gids",
      rewardId: R.lastChance,
    });
    expect(byKind["kept-reward"]).toMatchObject({ id: String(R.oncePerYear), rewardId: R.oncePerYear, region: null, activityId: null });
    expect(byKind["kept-activity"]).toEqual({
      kind: "kept-activity",
      id: String(KEPT_ACTIVITY),
      title: "Winterfeest in het park",
      region: null,
      rewardId: null,
      activityId: KEPT_ACTIVITY,
      lastDay: day(12),
      daysLeft: 12,
    });
    expect(byKind.kansenstatuut).toMatchObject({ title: "UiTPAS Gent", region: "UiTPAS Gent" });
    expect(byKind.membership).toMatchObject({ id: "1", title: "UiTPAS Gent", region: "UiTPAS Gent" });
    expect(byKind.association!.title).toBe(an.memberships[0]!.associationName);
  });

  it("lists a kept activity until its last day: its start when it has no end; not once its organiser ended it", async () => {
    const db = database.db;
    const kept = () => itemsOf(an).then((items) => items.filter((i) => i.kind === "kept-activity").map((i) => [i.lastDay, i.daysLeft]));
    await db
      .updateTable("activities")
      .set({ starts_at: at(25), ends_at: null })
      .where("id", "=", KEPT_ACTIVITY)
      .execute();
    expect(await kept()).toEqual([[day(25), 25]]);
    await db
      .updateTable("activities")
      .set({ starts_at: at(-1), ends_at: at(61) })
      .where("id", "=", KEPT_ACTIVITY)
      .execute();
    expect(await kept()).toEqual([]);
    await db
      .updateTable("activities")
      .set({ ends_at: at(60) })
      .where("id", "=", KEPT_ACTIVITY)
      .execute();
    expect(await kept()).toEqual([[day(60), 60]]);
    await db.updateTable("activities").set({ ended_at: FIXTURE_NOW }).where("id", "=", KEPT_ACTIVITY).execute();
    expect(await kept()).toEqual([]);
  });

  it("keeps today and the 60th day, and leaves out what ends later, has ended, was used or is not active", async () => {
    const db = database.db;
    // The kept reward: no longer kept, gone (the goal stays the goal, never listed twice).
    await db.deleteFrom("favourites").where("holder_id", "=", an.holderId!).where("reward_id", "=", R.oncePerYear).execute();
    await db
      .updateTable("memberships_card_system")
      .set({ end_date: day(60) })
      .where("holder_id", "=", an.holderId!)
      .execute();
    await db
      .updateTable("holder_coupons")
      .set({ valid_until: day(0) })
      .where("id", "=", AN_COUPONS[0]!)
      .execute();
    await db
      .updateTable("association_memberships")
      .set({ end_date: day(61) })
      .where("holder_id", "=", an.holderId!)
      .execute();
    expect(brief(await itemsOf(an))).toEqual([
      ["coupon", day(0), 0],
      ["code", day(6), 6],
      ["savings-goal", day(6), 6],
      ["kansenstatuut", day(20), 20],
      ["membership", day(60), 60],
    ]);

    // Ended yesterday, used, suspended, inactive: gone.
    await db
      .updateTable("holder_coupons")
      .set({ valid_until: day(-1) })
      .where("id", "=", AN_COUPONS[0]!)
      .execute();
    await db.insertInto("redemption_uses").values({ redemption_id: CODE_OPEN, organiser_id: 1, used_at: FIXTURE_NOW }).execute();
    await db
      .updateTable("kansenstatuut")
      .set({ status: "SUSPENDED", suspended_until: day(10) })
      .where("holder_id", "=", an.holderId!)
      .execute();
    await db.updateTable("memberships_card_system").set({ status: "INACTIVE" }).where("holder_id", "=", an.holderId!).execute();
    expect(brief(await itemsOf(an))).toEqual([["savings-goal", day(6), 6]]);

    // The goal: a reward that ends after 60 days is not listed, on the 60th day it is, once ended it is not.
    await db
      .updateTable("rewards")
      .set({ redeem_end: at(61) })
      .where("id", "=", R.lastChance)
      .execute();
    expect(await itemsOf(an)).toEqual([]);
    await db
      .updateTable("rewards")
      .set({ redeem_end: at(60) })
      .where("id", "=", R.lastChance)
      .execute();
    expect(brief(await itemsOf(an))).toEqual([["savings-goal", day(60), 60]]);
    await db.updateTable("rewards").set({ ended_at: FIXTURE_NOW, status: "INACTIVE" }).where("id", "=", R.lastChance).execute();
    expect(await itemsOf(an)).toEqual([]);
  });

  it("answers the caller's own only", async () => {
    // Mohamed: his coupon of tomorrow and the seed's code of his redeemed reward; nothing of An's.
    const items = await itemsOf(mohamed);
    expect(items.map((i) => i.kind)).toEqual(["coupon", "code"]);
    expect(items[0]!.id).toBe(MOHAMED_COUPON);
    const own = await database.db.selectFrom("redemptions").select("id").where("holder_id", "=", mohamed.holderId!).execute();
    expect(own.map((r) => r.id)).toContain(items[1]!.id);
    expect(items.some((i) => [CODE_OPEN, CODE_USED, CODE_UNDONE, ...AN_COUPONS].includes(i.id))).toBe(false);
    expect((await itemsOf(an)).some((i) => i.id === MOHAMED_COUPON || i.id === items[1]!.id)).toBe(false);
  });

  it("answers NO_CARD for an account without a card, 401 without a token", async () => {
    const noCard = await get(tom);
    expect(noCard.statusCode).toBe(404);
    expect(problemSchema.parse(noCard.json()).code).toBe("NO_CARD");
    expect((await get(null)).statusCode).toBe(401);
  });
});
