// Rewards at the counter through the partner API (/api/v4/rewards, decision 0037): the list of what a holder
// can take at this organiser, a redemption by the holder's own cash-in rule, its undo (points, unit and
// slot back, once), the use of a holder's redeem code (once), and every refusal with "nothing written".
// The parallel proofs are in counter-rewards-race.test.ts.
import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { luhnCheckDigit } from "@vtp/contracts/card-number";
import {
  counterRewardsSchema,
  redeemedRewardSchema,
  undoneRedeemedRewardSchema,
  usedRedeemCodeSchema,
} from "@vtp/contracts/counter-rewards";
import { problemSchema } from "@vtp/contracts/problem";
import type { Database } from "@vtp/db";
import type { DB } from "@vtp/db/schema";
import { createTestDatabase } from "@vtp/db/testing";
import { an, bram, els, type DemoPersona, type StaffPersona } from "@vtp/personas";
import { insertOrganiserReward, rewardBooks } from "../../testing/counter-rewards.ts";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { callAs, organiserOf } from "../../testing/staff.ts";

let database: Database;
let server: IdentityTestServer;
let library: number;
let pool: number;
let holderId: string;

beforeEach(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
  library = await organiserOf(database.db, els, 0);
  pool = await organiserOf(database.db, els, 1);
  const card = await database.db
    .selectFrom("cards")
    .select("holder_id")
    .where("card_number", "=", an.card!.number)
    .executeTakeFirstOrThrow();
  holderId = card.holder_id!;
}, 180_000);

afterEach(async () => {
  await server?.app.close();
  await database?.close();
});

const call = (who: StaffPersona | DemoPersona, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  callAs(server, who, method, url, payload);

const list = (who: StaffPersona, organiserId: number, card = an.card!.number) =>
  call(who, "GET", `/api/v4/rewards?organizerId=${organiserId}&isRedeemableByPassholderId=${card}`);
const redeem = (who: StaffPersona, organiserId: number, rewardId: number | string, card = an.card!.number) =>
  call(who, "POST", `/api/v4/rewards/redeemed?organizerId=${organiserId}`, { rewardId: String(rewardId), uitpasNumber: card });
const undo = (who: StaffPersona, organiserId: number, id: string) =>
  call(who, "DELETE", `/api/v4/rewards/redeemed/${id}?organizerId=${organiserId}`);
const use = (who: StaffPersona, organiserId: number, code: string) =>
  call(who, "POST", `/api/v4/rewards/redeemed/${encodeURIComponent(code)}/use?organizerId=${organiserId}`);

function problem(res: { status: number; body: unknown; headers: Record<string, unknown> }) {
  expect(res.headers["content-type"]).toMatch(/^application\/problem\+json/);
  const p = problemSchema.parse(res.body);
  expect(p.endUserMessage.nl).toMatch(/^[A-Z].+\.$/);
  return { status: res.status, code: p.code, nl: p.endUserMessage.nl };
}

/** What a refusal must leave as it was: balances, ledger, redemptions, units, uses and undos. */
async function written(db: Kysely<DB>) {
  const { rows } = await sql<Record<string, string>>`
    SELECT (SELECT COALESCE(sum(points), 0) FROM holders) AS points,
      (SELECT count(*) FROM points_ledger) AS ledger,
      (SELECT count(*) FROM redemptions) AS redemptions,
      (SELECT COALESCE(sum(units_taken), 0) FROM rewards) AS units,
      (SELECT count(*) FROM redemption_uses) AS uses,
      (SELECT count(*) FROM redemption_undos) AS undos`.execute(db);
  return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
}

async function audits(db: Kysely<DB>, action: string) {
  return db.selectFrom("staff_audit_log").selectAll().where("action", "=", action).orderBy("id").execute();
}

describe("GET /api/v4/rewards", () => {
  it("lists the organiser's rewards for the holder: welcome rewards at 0 points, redeemable first, the others with why not", async () => {
    const welcome = await insertOrganiserReward(database.db, pool, { title: "Welkom in het zwembad", type: "WELCOME" });
    const cheap = await insertOrganiserReward(database.db, pool, { title: "Gratis koffie", points: 5 });
    const dear = await insertOrganiserReward(database.db, pool, { title: "Seizoensabonnement", points: an.points + 100 });
    const elsewhere = await insertOrganiserReward(database.db, library, { title: "Boekenlegger", points: 1 });
    const res = await list(els, pool);
    expect(res.status).toBe(200);
    const body = counterRewardsSchema.parse(res.body);
    const ids = body.member.map((r) => Number(r.id));
    expect(ids).toEqual(expect.arrayContaining([welcome, cheap, dear]));
    expect(ids).not.toContain(elsewhere);
    expect(body.totalItems).toBe(body.member.length);
    const byId = new Map(body.member.map((r) => [Number(r.id), r]));
    expect(byId.get(welcome)).toMatchObject({ type: "WELCOME", points: 0, redeemStatus: { redeemable: true } });
    expect(byId.get(dear)?.redeemStatus).toEqual({
      redeemable: false,
      reason: "reward-points",
      message: "Deze pashouder heeft niet genoeg punten voor dit voordeel.",
    });
    expect(ids.indexOf(dear)).toBeGreaterThan(ids.indexOf(cheap));
    expect((await audits(database.db, "reward.list")).map((a) => [a.organiser_id, a.holder_id])).toEqual([[pool, holderId]]);
  });

  it("refuses a wrong card number, a blocked card and a foreign organiser", async () => {
    const wrong = `401000099999${(Number(luhnCheckDigit("401000099999")) + 1) % 10}`;
    expect(problem(await list(els, pool, wrong))).toMatchObject({ status: 404, code: "pass-not-found" });
    expect(problem(await list(bram, pool))).toMatchObject({ status: 403, code: "missing-permission" });
    await database.db.updateTable("cards").set({ status: "BLOCKED" }).where("card_number", "=", an.card!.number).execute();
    expect(problem(await list(els, pool))).toMatchObject({ status: 400, code: "invalid-card-status" });
  });
});

describe("POST /api/v4/rewards/redeemed", () => {
  it("redeems by the holder's own rule: 201, points and a unit leave, the code is handed over, audited", async () => {
    const reward = await insertOrganiserReward(database.db, pool, {
      title: "Ijsje",
      points: 20,
      perHolder: { volume: 1, period: "ABSOLUTE" },
    });
    const res = await redeem(els, pool, reward);
    expect(res.status).toBe(201);
    const redeemed = redeemedRewardSchema.parse(res.body);
    expect(redeemed).toMatchObject({
      reward: { id: String(reward), title: "Ijsje", type: "POINTS", points: 20, online: false },
      pointsSpent: 20,
      totalPoints: an.points - 20,
      uitpasNumber: an.card!.number,
      redeemInfo: null,
    });
    expect(await rewardBooks(database.db, holderId, reward)).toEqual({
      points: an.points - 20,
      ledger: an.points - 20,
      units: 1,
      redemptions: 1,
      undos: 0,
      uses: 1,
    });
    const row = await database.db.selectFrom("redemptions").select("organiser_id").where("id", "=", redeemed.id).executeTakeFirstOrThrow();
    expect(row.organiser_id).toBe(pool);
    expect((await audits(database.db, "reward.redeem")).map((a) => [a.organiser_id, a.holder_id, a.object_id])).toEqual([
      [pool, holderId, redeemed.id],
    ]);
    // Handed over at the counter: its code cannot be used again; the limit of 1 holds at the counter too.
    expect(problem(await use(els, pool, redeemed.redeemCode))).toMatchObject({ status: 409, code: "redeem-code-already-used" });
    expect(problem(await redeem(els, pool, reward))).toMatchObject({ status: 400, code: "reward-passholder-volume" });
  });

  it("an online reward is not handed over: its code stays to be used, and the answer says how the holder gets it", async () => {
    const reward = await insertOrganiserReward(database.db, pool, { title: "E-book", online: true });
    const redeemed = redeemedRewardSchema.parse((await redeem(els, pool, reward)).body);
    expect(redeemed.redeemInfo?.text).toMatch(/online voordeel/);
    expect((await rewardBooks(database.db, holderId, reward)).uses).toBe(0);
  });

  it("refuses a wrong card number, a blocked card, an unknown reward, another organiser's, a foreign organizerId and a sold-out one: nothing written", async () => {
    const reward = await insertOrganiserReward(database.db, pool, { points: 1 });
    const libraryReward = await insertOrganiserReward(database.db, library, { points: 1 });
    const soldOut = await insertOrganiserReward(database.db, pool, { points: 1, maxUnits: 0 });
    const unknownCard = `401000099999${luhnCheckDigit("401000099999")}`;
    const before = await written(database.db);
    expect(problem(await redeem(els, pool, reward, unknownCard))).toMatchObject({ status: 404, code: "pass-not-found" });
    expect(problem(await redeem(els, pool, reward, "12345"))).toMatchObject({ status: 400, code: "validation" });
    expect(problem(await redeem(els, pool, 999_999))).toMatchObject({ status: 404, code: "reward-not-found" });
    expect(problem(await redeem(els, pool, libraryReward))).toMatchObject({
      status: 404,
      code: "reward-not-found",
      nl: "Dit voordeel werd niet gevonden bij je organisatie.",
    });
    expect(problem(await redeem(bram, pool, reward))).toMatchObject({ status: 403, code: "missing-permission" });
    expect(problem(await redeem(els, pool, soldOut))).toMatchObject({
      status: 400,
      code: "reward-volume",
      nl: "Dit voordeel is uitverkocht.",
    });
    await database.db.updateTable("cards").set({ status: "BLOCKED" }).where("card_number", "=", an.card!.number).execute();
    expect(problem(await redeem(els, pool, reward))).toMatchObject({ status: 400, code: "invalid-card-status" });
    expect(await written(database.db)).toEqual(before);
    expect(await audits(database.db, "reward.redeem")).toEqual([]);
  });
});

describe("DELETE /api/v4/rewards/redeemed/{id}", () => {
  it("gives the points, the unit and the slot back once, with a compensating ledger row; audited", async () => {
    const reward = await insertOrganiserReward(database.db, pool, {
      title: "Ijsje",
      points: 20,
      perHolder: { volume: 1, period: "ABSOLUTE" },
    });
    const redeemed = redeemedRewardSchema.parse((await redeem(els, pool, reward)).body);
    const res = await undo(els, pool, redeemed.id);
    expect(res.status).toBe(200);
    expect(undoneRedeemedRewardSchema.parse(res.body)).toEqual({ id: redeemed.id, returnedPoints: 20, totalPoints: an.points });
    expect(await rewardBooks(database.db, holderId, reward)).toMatchObject({
      points: an.points,
      ledger: an.points,
      units: 0,
      redemptions: 1,
      undos: 1,
    });
    const correction = await database.db
      .selectFrom("points_ledger")
      .select(["delta", "reason", "description"])
      .where("undoes_redemption_id", "=", redeemed.id)
      .executeTakeFirstOrThrow();
    expect(correction).toEqual({ delta: 20, reason: "CORRECTION", description: "Omruiling ongedaan gemaakt: Ijsje" });
    const before = await written(database.db);
    expect(problem(await undo(els, pool, redeemed.id))).toMatchObject({ status: 409, code: "redeemed-reward-already-undone" });
    expect(await written(database.db)).toEqual(before);
    expect((await audits(database.db, "reward.undo")).map((a) => a.object_id)).toEqual([redeemed.id]);
    // The holder's wallet no longer lists it; the points history shows the correction.
    const wallet = await call(an, "GET", "/api/user/wallet/redemptions");
    expect((wallet.body as { redemptions: { id: string }[] }).redemptions.map((r) => r.id)).not.toContain(redeemed.id);
    // The slot is free again: the holder can take it once more.
    expect((await redeem(els, pool, reward)).status).toBe(201);
  });

  it("a welcome reward undone at the counter is the holder's to take again: the app shows it not redeemed", async () => {
    const welcome = await insertOrganiserReward(database.db, pool, { title: "Welkom in het zwembad", type: "WELCOME" });
    const advantage = async () => {
      const res = await call(an, "GET", "/api/user/wallet/welcomeadvantages");
      return (res.body as { advantages: { id: number; redeemed: boolean; status: { redeemable: boolean } }[] }).advantages.find(
        (a) => a.id === welcome,
      );
    };
    const redeemed = redeemedRewardSchema.parse((await redeem(els, pool, welcome)).body);
    expect(await advantage()).toMatchObject({ redeemed: true, status: { redeemable: false } });
    expect((await undo(els, pool, redeemed.id)).status).toBe(200);
    expect(await advantage()).toMatchObject({ redeemed: false, status: { redeemable: true } });
  });

  it("refuses another organiser's redemption, the holder's own cash-in and an unknown id: 404, nothing written", async () => {
    const reward = await insertOrganiserReward(database.db, library, { points: 2 });
    const atLibrary = redeemedRewardSchema.parse((await redeem(els, library, reward)).body);
    const own = await server.app.inject({
      method: "POST",
      url: "/api/user/promotion/cashin",
      headers: { authorization: `Bearer ${await server.tokens.sign(an.sub!)}` },
      payload: { promotionId: reward },
    });
    const ownId = (own.json() as { redemptionId: string }).redemptionId;
    const before = await written(database.db);
    expect(problem(await undo(els, pool, atLibrary.id))).toMatchObject({ status: 404, code: "redeemed-reward-not-found" });
    expect(problem(await undo(els, library, ownId))).toMatchObject({ status: 404, code: "redeemed-reward-not-found" });
    expect(problem(await undo(els, library, "00000000-0000-4000-8000-000000000000"))).toMatchObject({ status: 404 });
    expect(problem(await undo(bram, library, atLibrary.id))).toMatchObject({ status: 403, code: "missing-permission" });
    expect(await written(database.db)).toEqual(before);
  });
});

describe("POST /api/v4/rewards/redeemed/{code}/use", () => {
  async function cashInInApp(rewardId: number): Promise<{ redemptionId: string; redeemCode: string }> {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/user/promotion/cashin",
      headers: { authorization: `Bearer ${await server.tokens.sign(an.sub!)}` },
      payload: { promotionId: rewardId },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { redemptionId: string; redeemCode: string };
  }

  it("marks a code from the app used once (typed in lower case with spaces); the second time is 409 with a Dutch message", async () => {
    const reward = await insertOrganiserReward(database.db, pool, { title: "Gratis drankje", points: 3 });
    const { redemptionId, redeemCode } = await cashInInApp(reward);
    const typed = `${redeemCode.slice(0, 4).toLowerCase()} ${redeemCode.slice(4)}`;
    const res = await use(els, pool, typed);
    expect(res.status).toBe(200);
    expect(usedRedeemCodeSchema.parse(res.body)).toMatchObject({
      id: redemptionId,
      redeemCode,
      firstName: an.firstName,
      reward: { id: String(reward), title: "Gratis drankje" },
    });
    const again = problem(await use(els, pool, redeemCode));
    expect(again).toMatchObject({
      status: 409,
      code: "redeem-code-already-used",
      nl: "Deze code werd al gebruikt: het voordeel is al meegegeven.",
    });
    expect((await rewardBooks(database.db, holderId, reward)).uses).toBe(1);
    expect((await audits(database.db, "reward.code-use")).map((a) => [a.organiser_id, a.object_id])).toEqual([[pool, redemptionId]]);
  });

  it("refuses a code after its reward's cashing period ended (409 redeem-code-expired, decision 0043): nothing written", async () => {
    const reward = await insertOrganiserReward(database.db, pool, { points: 1 });
    const { redeemCode } = await cashInInApp(reward);
    // The period ends a minute before "now": the code the holder was told is valid until then is no more.
    const ended = new Date(FIXTURE_NOW.getTime() - 60_000);
    await database.db.updateTable("rewards").set({ redeem_end: ended }).where("id", "=", reward).execute();
    const before = await written(database.db);
    expect(problem(await use(els, pool, redeemCode))).toMatchObject({
      status: 409,
      code: "redeem-code-expired",
      nl: "Deze code is verlopen: het voordeel kon maar omgeruild worden tot het einde van zijn periode.",
    });
    expect(await written(database.db)).toEqual(before);
  });

  it("refuses a code of another organiser's reward (404), an unknown code (404) and an undone redemption's code (409): nothing written", async () => {
    const libraryReward = await insertOrganiserReward(database.db, library, { points: 1 });
    const { redeemCode } = await cashInInApp(libraryReward);
    const online = await insertOrganiserReward(database.db, pool, { online: true });
    const atCounter = redeemedRewardSchema.parse((await redeem(els, pool, online)).body);
    await undo(els, pool, atCounter.id);
    const before = await written(database.db);
    expect(problem(await use(els, pool, redeemCode))).toMatchObject({ status: 404, code: "redeem-code-not-found" });
    expect(problem(await use(els, pool, "ZZZZZZZZ"))).toMatchObject({ status: 404, code: "redeem-code-not-found" });
    expect(problem(await use(els, pool, atCounter.redeemCode))).toMatchObject({ status: 409, code: "redeem-code-undone" });
    expect(problem(await use(bram, library, redeemCode))).toMatchObject({ status: 403, code: "missing-permission" });
    expect(problem(await use(els, pool, "<script>"))).toMatchObject({ status: 400, code: "validation" });
    expect(await written(database.db)).toEqual(before);
  });
});

describe("a change at the counter and its audit line", () => {
  it("are written together: when the line is refused, no redemption, undo or code use stays without it", async () => {
    const reward = await insertOrganiserReward(database.db, pool, { title: "Ijsje", points: 5 });
    const online = await insertOrganiserReward(database.db, pool, { title: "E-book", points: 5, online: true });
    const toUndo = redeemedRewardSchema.parse((await redeem(els, pool, reward)).body);
    const toUse = redeemedRewardSchema.parse((await redeem(els, pool, online)).body);
    // A database that refuses the reward lines (a full disk, a broken constraint), the look-up's line still written.
    await sql`CREATE FUNCTION refuse_reward_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.action IN ('reward.redeem', 'reward.undo', 'reward.code-use') THEN RAISE EXCEPTION 'audit refused'; END IF;
      RETURN NEW; END $$`.execute(database.db);
    await sql`CREATE TRIGGER refuse_reward_audit BEFORE INSERT ON staff_audit_log FOR EACH ROW EXECUTE FUNCTION refuse_reward_audit()`.execute(
      database.db,
    );
    const before = await written(database.db);
    expect((await redeem(els, pool, reward)).status).toBe(500);
    expect((await undo(els, pool, toUndo.id)).status).toBe(500);
    expect((await use(els, pool, toUse.redeemCode)).status).toBe(500);
    expect(await written(database.db)).toEqual(before);
  });

  it("a drawn redeem code that is already taken is drawn again inside the same transaction: one redemption, one line", async () => {
    const reward = await insertOrganiserReward(database.db, pool, { title: "Ijsje", points: 5 });
    // The first redemption insert meets a taken code (a sequence: not undone with the step it fails).
    await sql`CREATE SEQUENCE code_taken_once`.execute(database.db);
    await sql`CREATE FUNCTION code_taken_once() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF nextval('code_taken_once') = 1 THEN RAISE EXCEPTION 'code taken' USING ERRCODE = 'unique_violation'; END IF;
      RETURN NEW; END $$`.execute(database.db);
    await sql`CREATE TRIGGER code_taken_once BEFORE INSERT ON redemptions FOR EACH ROW EXECUTE FUNCTION code_taken_once()`.execute(
      database.db,
    );
    const res = await redeem(els, pool, reward);
    expect(res.status).toBe(201);
    const redeemed = redeemedRewardSchema.parse(res.body);
    expect(await rewardBooks(database.db, holderId, reward)).toMatchObject({ points: an.points - 5, units: 1, redemptions: 1 });
    expect((await audits(database.db, "reward.redeem")).map((a) => a.object_id)).toEqual([redeemed.id]);
  });
});
