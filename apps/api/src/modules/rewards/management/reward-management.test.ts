// Rewards an organiser manages (/api/v4/rewards…, decision 0046): create, edit and end, each audited and each
// refusal writing nothing; the list with the ended ones; a new reward in a holder's own list, redeemed in the
// app and at the counter; an ended one redeemable nowhere, also when the end comes between the cash-in's read
// and its write. One seeded database for the file, an injected clock; every test makes its own reward.
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { problemSchema } from "@vtp/contracts/problem";
import { managedRewardSchema, managedRewardsSchema } from "@vtp/contracts/reward-management";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { an, bram, els, type DemoPersona, type StaffPersona } from "@vtp/personas";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../../testing/holder-auth.ts";
import { callAs, organiserOf } from "../../../testing/staff.ts";

let database: Database;
let server: IdentityTestServer;
let library: number;
let pool: number;
let bramsOrganiser: number;

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
  library = await organiserOf(database.db, els, 0); // Els is ADMIN here
  pool = await organiserOf(database.db, els, 1); // and MEMBER here
  bramsOrganiser = await organiserOf(database.db, bram, 0);
}, 180_000);

beforeEach(() => server.setNow(FIXTURE_NOW));

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

type Who = StaffPersona | DemoPersona | null;
const call = (who: Who, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) => callAs(server, who, method, url, payload);

function problem(res: { status: number; body: unknown }) {
  const p = problemSchema.parse(res.body);
  expect(p.endUserMessage.nl).toMatch(/^[A-Z].+\.$/);
  return { status: res.status, code: p.code, nl: p.endUserMessage.nl, errors: p.schemaErrors };
}

const days = (n: number) => n * 86_400_000;
const iso = (ms: number) => new Date(FIXTURE_NOW.getTime() + ms).toISOString();

/** A reward of 10 points at the counter, 5 units, once a month per holder, redeemable from yesterday for 30 days. */
function reward(overrides: Record<string, unknown> = {}) {
  return {
    title: "Gratis koffie in de bib",
    description: '<p>Een <strong>koffie</strong> bij de balie.</p><script>alert("x")</script>',
    type: "POINTS",
    points: 10,
    category: "Eten en drinken",
    maxAvailableUnits: 5,
    redeemLimit: { volume: 1, periodType: "MONTH" },
    redeemPeriod: { begin: iso(-days(1)), end: iso(days(30)) },
    atCounter: true,
    online: false,
    ...overrides,
  };
}

async function create(body: unknown = reward(), organiserId = library) {
  const res = await call(els, "POST", `/api/v4/rewards?organizerId=${organiserId}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return managedRewardSchema.parse(res.body);
}
const update = (id: string, body: unknown, organiserId = library, who: Who = els) =>
  call(who, "PUT", `/api/v4/rewards/${id}?organizerId=${organiserId}`, body);
const end = (id: string, organiserId = library, who: Who = els) =>
  call(who, "POST", `/api/v4/rewards/${id}/end?organizerId=${organiserId}`);

/** What a refusal must leave as it was. */
async function written() {
  const { rows } = await sql<{ rewards: string; counters: string; audit: string; redemptions: string; ended: string; units: string }>`
    SELECT (SELECT count(*) FROM rewards) AS rewards, (SELECT count(*) FROM reward_organisers) AS counters,
      (SELECT count(*) FROM staff_audit_log) AS audit, (SELECT count(*) FROM redemptions) AS redemptions,
      (SELECT count(*) FROM rewards WHERE ended_at IS NOT NULL) AS ended,
      (SELECT sum(units_taken) FROM rewards) AS units`.execute(database.db);
  return rows[0];
}

const audits = (action: string, rewardId: string) =>
  database.db.selectFrom("staff_audit_log").selectAll().where("action", "=", action).where("object_id", "=", rewardId).execute();

const cashIn = (rewardId: string) => call(an, "POST", "/api/user/promotion/cashin", { promotionId: Number(rewardId) });
const redeemAtCounter = (rewardId: string, organiserId = library) =>
  call(els, "POST", `/api/v4/rewards/redeemed?organizerId=${organiserId}`, { rewardId, uitpasNumber: an.card!.number });
const holderList = async () => (await call(an, "GET", "/api/user/promotions")).body as { rewards: { id: number; status: unknown }[] };

describe("creating, editing and ending a reward", () => {
  it("creates a reward of the organiser, sanitised, in its region, at its counter, audited", async () => {
    const created = await create();
    const region = await database.db.selectFrom("organisers").select("card_system_id").where("id", "=", library).executeTakeFirstOrThrow();
    expect(created).toMatchObject({
      organizerId: String(library),
      title: "Gratis koffie in de bib",
      description: "<p>Een <strong>koffie</strong> bij de balie.</p>",
      type: "POINTS",
      points: 10,
      maxAvailableUnits: 5,
      unitsTaken: 0,
      redeemLimit: { volume: 1, periodType: "MONTH" },
      cardSystems: [{ id: String(region.card_system_id) }],
      atCounter: true,
      online: false,
      status: "ACTIVE",
      endedDate: null,
    });
    const [entry] = await audits("reward.create", created.id);
    expect(entry).toMatchObject({ organiser_id: library, object_type: "reward" });
  });

  it("makes a welcome reward at 0 points, once per holder, online only", async () => {
    const created = await create(reward({ type: "WELCOME", points: undefined, redeemLimit: undefined, atCounter: false, online: true }));
    expect(created).toMatchObject({ type: "WELCOME", points: 0, redeemLimit: null, atCounter: false, online: true });
    const counters = await database.db.selectFrom("reward_organisers").selectAll().where("reward_id", "=", Number(created.id)).execute();
    expect(counters).toEqual([]);
  });

  it("refuses bad input with Dutch field messages and writes nothing", async () => {
    const before = await written();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "  " }, "/title"],
      [{ points: 0 }, "/points"],
      [{ type: "WELCOME", points: 5 }, "/points"],
      [{ type: "WELCOME", points: 0 }, "/redeemLimit"],
      [{ atCounter: false, online: false }, "/atCounter"],
      [{ maxAvailableUnits: 0 }, "/maxAvailableUnits"],
      [{ category: "Snoep" }, "/category"],
      [{ redeemPeriod: { begin: iso(days(2)), end: iso(days(1)) } }, "/redeemPeriod/end"],
      [{ redeemLimit: { volume: 1, periodType: "FORTNIGHT" } }, "/redeemLimit/periodType"],
      [{ cardSystemIds: ["1", "1"] }, "/cardSystemIds"],
    ];
    for (const [overrides, pointer] of cases) {
      const res = await call(els, "POST", `/api/v4/rewards?organizerId=${library}`, reward(overrides));
      const p = problem(res);
      expect(p.status, JSON.stringify(overrides)).toBe(400);
      expect(p.code).toBe("validation");
      const error = p.errors?.find((e) => e.jsonPointer === pointer);
      expect(error, `${JSON.stringify(overrides)}: ${JSON.stringify(p.errors)}`).toBeDefined();
      expect(error!.error).toMatch(/^[A-Z]/);
    }
    const past = problem(
      await call(
        els,
        "POST",
        `/api/v4/rewards?organizerId=${library}`,
        reward({ redeemPeriod: { begin: iso(-days(9)), end: iso(-days(1)) } }),
      ),
    );
    expect(past).toMatchObject({ status: 400, code: "reward-in-the-past" });
    const foreign = problem(await call(els, "POST", `/api/v4/rewards?organizerId=${library}`, reward({ cardSystemIds: ["999"] })));
    expect(foreign).toMatchObject({ status: 400, code: "reward-card-system-not-allowed" });
    expect(foreign.errors?.[0]?.jsonPointer).toBe("/cardSystemIds/0");
    expect(await written()).toEqual(before);
  });

  it("edits a running reward and audits it; the units never go below those taken", async () => {
    const created = await create();
    expect((await cashIn(created.id)).status).toBe(200);
    const res = await update(
      created.id,
      reward({ title: "Koffie of thee", points: 12, maxAvailableUnits: 1, atCounter: false, online: true }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(managedRewardSchema.parse(res.body)).toMatchObject({
      title: "Koffie of thee",
      points: 12,
      unitsTaken: 1,
      atCounter: false,
      online: true,
    });
    expect(await audits("reward.update", created.id)).toHaveLength(1);

    // Two taken now (another holder's import counted), so 1 is too low: refused, nothing written.
    await database.db
      .updateTable("rewards")
      .set({ units_imported: 1, units_taken: 2, max_units: null })
      .where("id", "=", Number(created.id))
      .execute();
    const before = await written();
    const low = problem(await update(created.id, reward({ maxAvailableUnits: 1 })));
    expect(low).toMatchObject({ status: 400, code: "reward-units-below-taken" });
    expect(low.nl).toContain("2");
    expect(low.errors?.[0]?.jsonPointer).toBe("/maxAvailableUnits");
    expect(await written()).toEqual(before);
    expect((await update(created.id, reward({ maxAvailableUnits: 2 }))).status).toBe(200);
    // Its type stays: a welcome reward is taken once per holder by its type.
    const retyped = problem(await update(created.id, reward({ type: "WELCOME", points: 0, redeemLimit: null })));
    expect(retyped).toMatchObject({ status: 400, code: "validation" });
    expect(retyped.errors?.[0]?.jsonPointer).toBe("/type");
  });

  it("ends a reward for good: never deleted, not editable, not ended twice, out of the search, audited", async () => {
    const created = await create();
    const searchable = () =>
      database.db.selectFrom("reward_search_documents").select("active").where("reward_id", "=", Number(created.id)).executeTakeFirst();
    expect(await searchable()).toEqual({ active: true });
    const res = await end(created.id);
    expect(await searchable()).toEqual({ active: false });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(managedRewardSchema.parse(res.body)).toMatchObject({ status: "ENDED", endedDate: FIXTURE_NOW.toISOString() });
    const row = await database.db
      .selectFrom("rewards")
      .select(["status", "ended_at"])
      .where("id", "=", Number(created.id))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("INACTIVE");
    expect(await audits("reward.end", created.id)).toHaveLength(1);
    const before = await written();
    expect(problem(await end(created.id))).toMatchObject({ status: 409, code: "reward-ended" });
    expect(problem(await update(created.id, reward()))).toMatchObject({ status: 409, code: "reward-ended" });
    expect(await written()).toEqual(before);
    // The database holds the end too: it cannot be cleared or the reward made active again.
    await expect(sql`UPDATE rewards SET ended_at = NULL WHERE id = ${Number(created.id)}`.execute(database.db)).rejects.toThrow();
    await expect(sql`UPDATE rewards SET status = 'ACTIVE' WHERE id = ${Number(created.id)}`.execute(database.db)).rejects.toThrow();
  });
});

describe("who may manage which reward", () => {
  it("refuses a MEMBER, a holder and a foreign organizerId (403), and another organiser's reward (404), writing nothing", async () => {
    const created = await create();
    const before = await written();
    // Els is only MEMBER of the pool; Bram is no staff of the library; An is a holder.
    expect(problem(await call(els, "POST", `/api/v4/rewards?organizerId=${pool}`, reward()))).toMatchObject({
      status: 403,
      code: "missing-permission",
    });
    expect(problem(await call(bram, "POST", `/api/v4/rewards?organizerId=${library}`, reward()))).toMatchObject({ status: 403 });
    expect(problem(await update(created.id, reward(), library, bram))).toMatchObject({ status: 403 });
    expect(problem(await end(created.id, library, bram))).toMatchObject({ status: 403 });
    expect(problem(await call(an, "POST", `/api/v4/rewards?organizerId=${library}`, reward()))).toMatchObject({
      status: 403,
      code: "not-staff",
    });
    expect(problem(await call(null, "POST", `/api/v4/rewards?organizerId=${library}`, reward()))).toMatchObject({ status: 401 });
    // A foreign organizerId (Els is no staff of Bram's organiser): 403.
    expect(problem(await call(els, "POST", `/api/v4/rewards?organizerId=${bramsOrganiser}`, reward()))).toMatchObject({ status: 403 });
    expect(problem(await call(els, "GET", `/api/v4/rewards/managed?organizerId=${bramsOrganiser}`))).toMatchObject({ status: 403 });
    // Bram made ADMIN of his own organiser still cannot reach the library's reward through it: 404, as an unknown id.
    // (He stays ADMIN there for the rest of this file: an organiser never goes back to having no ADMIN, migration 0029.)
    await database.db.updateTable("organiser_staff").set({ role: "ADMIN" }).where("organiser_id", "=", bramsOrganiser).execute();
    expect(problem(await update(created.id, reward(), bramsOrganiser, bram))).toMatchObject({ status: 404, code: "reward-not-found" });
    expect(problem(await end(created.id, bramsOrganiser, bram))).toMatchObject({ status: 404, code: "reward-not-found" });
    expect(problem(await update("2147483000", reward()))).toMatchObject({ status: 404, code: "reward-not-found" });
    // A reward of the region (the demo's), not managed by any organiser: 404 too.
    const regionReward = await database.db.selectFrom("rewards").select("id").where("organiser_id", "is", null).executeTakeFirstOrThrow();
    expect(problem(await end(String(regionReward.id)))).toMatchObject({ status: 404, code: "reward-not-found" });
    expect(await written()).toEqual(before);
  });
});

describe("the back office's list", () => {
  it("lists the organiser's rewards, running first, then the ended ones; a MEMBER may read it", async () => {
    const running = await create(reward({ title: "Lopend voordeel" }), library);
    const ended = await create(reward({ title: "Beëindigd voordeel" }), library);
    await end(ended.id);
    const res = await call(els, "GET", `/api/v4/rewards/managed?organizerId=${library}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = managedRewardsSchema.parse(res.body);
    expect(list.totalItems).toBe(list.member.length);
    expect(list.member.every((r) => r.organizerId === String(library))).toBe(true);
    const ids = list.member.map((r) => r.id);
    expect(ids).toContain(running.id);
    expect(ids.indexOf(running.id)).toBeLessThan(ids.indexOf(ended.id));
    expect(list.member.find((r) => r.id === ended.id)?.status).toBe("ENDED");
    // The demo's library manages its workshop reward (the region's other rewards are not in the list).
    expect(list.member.some((r) => /workshop/i.test(r.title))).toBe(true);
    const firstEnded = list.member.findIndex((r) => r.status === "ENDED");
    expect(list.member.slice(firstEnded).every((r) => r.status === "ENDED")).toBe(true);
    // Els is MEMBER of the pool: she reads its list, which holds none of the library's.
    const poolList = managedRewardsSchema.parse((await call(els, "GET", `/api/v4/rewards/managed?organizerId=${pool}`)).body);
    expect(poolList.member.map((r) => r.id)).not.toContain(running.id);
    expect(problem(await call(bram, "GET", `/api/v4/rewards/managed?organizerId=${library}`))).toMatchObject({ status: 403 });
  });
});

describe("a managed reward for holders", () => {
  it("shows a new reward in the holder's list; the holder redeems it in the app and at the counter", async () => {
    const created = await create(reward({ redeemLimit: { volume: 2, periodType: "MONTH" } }));
    const mine = (await holderList()).rewards.find((r) => r.id === Number(created.id));
    expect(mine?.status).toEqual({ redeemable: true });
    const inApp = await cashIn(created.id);
    expect(inApp.status, JSON.stringify(inApp.body)).toBe(200);
    expect(inApp.body).toMatchObject({ pointsSpent: 10 });
    const atCounter = await redeemAtCounter(created.id);
    expect(atCounter.status, JSON.stringify(atCounter.body)).toBe(201);
    const list = managedRewardsSchema.parse((await call(els, "GET", `/api/v4/rewards/managed?organizerId=${library}`)).body);
    expect(list.member.find((r) => r.id === created.id)?.unitsTaken).toBe(2);
  });

  it("an ended reward is redeemable nowhere and leaves the holder's list; its redemptions stay", async () => {
    const created = await create();
    expect((await cashIn(created.id)).status).toBe(200);
    await end(created.id);
    expect((await holderList()).rewards.map((r) => r.id)).not.toContain(Number(created.id));
    const before = await written();
    expect((await cashIn(created.id)).status).toBe(404);
    expect(problem(await redeemAtCounter(created.id))).toMatchObject({ status: 404, code: "reward-not-found" });
    expect(await written()).toEqual(before);
    const redemptions = await database.db.selectFrom("redemptions").select("id").where("reward_id", "=", Number(created.id)).execute();
    expect(redemptions).toHaveLength(1);
  });

  it("a cash-in whose facts were read before the end takes no unit after it (the database's guard)", async () => {
    const created = await create();
    await end(created.id);
    const holder = await database.db
      .selectFrom("cards")
      .select("holder_id")
      .where("card_number", "=", an.card!.number)
      .executeTakeFirstOrThrow();
    const before = await written();
    const { rows } = await sql<{ outcome: string }>`
      SELECT outcome FROM cash_in_reward(${holder.holder_id}::uuid, ${Number(created.id)}::integer, NULL::text, NULL::integer,
        'ENDEDTST'::text, NULL::uuid, ${FIXTURE_NOW}::timestamptz)`.execute(database.db);
    expect(rows[0]?.outcome).toBe("NOT_POSSIBLE_DATE_CONSTRAINT");
    expect(await written()).toEqual(before);
  });
});
