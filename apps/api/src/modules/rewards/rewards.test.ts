// Rewards over HTTP on the demo data: the reward search (the spec's lookup, sanitised HTML), the
// holder's rewards and welcome advantages, the redeem status, and the cash-in with every refusal code,
// the precedence of decision 0016, idempotency, the welcome advantage once and access control. Runs on
// PGlite, and on PostgreSQL when DATABASE_URL is set.
import { readFileSync } from "node:fs";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { problemSchema } from "@vtp/contracts/problem";
import {
  cashInResultSchema,
  holderRewardsSchema,
  rewardLookupBody,
  rewardSearchResultSchema,
  redeemStatusSchema,
  rewardProblemCodes,
  welcomeAdvantageSchema,
  type RewardProblemCode,
} from "@vtp/contracts/rewards";
import { an, mohamed, pieter, tom } from "@vtp/personas";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { DEMO_REWARD_IDS as R } from "../../seeds/demo/constants.ts";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import type { HolderFacts, RewardFacts } from "./repository.ts";
import { CASH_IN_PRECEDENCE, REDEEM_CODE_ALPHABET, parseRewardQuery, redeemRefusals } from "./service.ts";

let database: Database;
let server: IdentityTestServer;

async function fresh() {
  await server?.app.close();
  await database?.close();
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
}

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

async function bearer(sub: string | null) {
  return `Bearer ${await server.tokens.sign(sub!)}`;
}

async function cashIn(sub: string | null, rewardId: number, idempotencyKey?: string) {
  return server.app.inject({
    method: "POST",
    url: "/api/user/promotion/cashin",
    headers: { authorization: await bearer(sub) },
    payload: idempotencyKey === undefined ? { promotionId: rewardId } : { promotionId: rewardId, idempotencyKey },
  });
}

async function refusal(sub: string | null, rewardId: number): Promise<string> {
  const res = await cashIn(sub, rewardId);
  expect(res.statusCode).toBe(400);
  const problem = problemSchema.parse(res.json());
  expect(problem.endUserMessage.nl).toBe(rewardProblemCodes[problem.code as RewardProblemCode].nl);
  return problem.code;
}

async function balanceAndLedger(holderId: string | null) {
  const { rows } = await sql<{ points: number; ledger: number }>`
    SELECT h.points, (SELECT COALESCE(sum(delta), 0) FROM points_ledger l WHERE l.holder_id = h.id) AS ledger
    FROM holders h WHERE h.id = ${holderId}`.execute(database.db);
  return { points: Number(rows[0]!.points), ledger: Number(rows[0]!.ledger) };
}

async function unitsTaken(rewardId: number): Promise<number> {
  const row = await database.db.selectFrom("rewards").select("units_taken").where("id", "=", rewardId).executeTakeFirstOrThrow();
  return row.units_taken;
}

describe("POST /api/search/promotion", () => {
  beforeAll(fresh);

  it("answers the spec's lookup (size 1, query string on the id) with the document as the first hit's source", async () => {
    const res = await server.app.inject({ method: "POST", url: "/api/search/promotion", payload: rewardLookupBody(R.cheapPoints) });
    expect(res.statusCode).toBe(200);
    const result = rewardSearchResultSchema.parse(res.json());
    expect(result.hits.total.value).toBe(1);
    expect(result.hits.hits).toHaveLength(1);
    const hit = result.hits.hits[0]!;
    expect(hit._id).toBe(String(R.cheapPoints));
    expect(hit._source).toMatchObject({
      id: R.cheapPoints,
      docType: "points-promotion",
      type: "POINTS",
      title: "Gratis koffie bij je voorstelling",
      points: 10,
      owningCardSystem: { id: 1, name: "UiTPAS Gent" },
      maxAvailableUnits: null,
      periodConstraint: null,
    });
    expect(hit._source.counters.length).toBeGreaterThan(0);
    expect(hit._source.counters[0]!.address.city).toBeTruthy();
  });

  it("gives a welcome advantage its doc type and the once-per-holder constraint", async () => {
    const res = await server.app.inject({ method: "POST", url: "/api/search/promotion", payload: rewardLookupBody(R.welcome) });
    const source = rewardSearchResultSchema.parse(res.json()).hits.hits[0]!._source;
    expect(source).toMatchObject({ docType: "welcome-advantage", points: 0, periodConstraint: { volume: 1, period: "ABSOLUTE" } });
  });

  it("finds nothing for an unknown or an inactive id", async () => {
    await database.db.updateTable("rewards").set({ status: "INACTIVE" }).where("id", "=", R.lastChance).execute();
    for (const id of [999_999, R.lastChance]) {
      const res = await server.app.inject({ method: "POST", url: "/api/search/promotion", payload: rewardLookupBody(id) });
      expect(rewardSearchResultSchema.parse(res.json()).hits).toEqual({ total: { value: 0, relation: "eq" }, hits: [] });
    }
  });

  it("pages the public index with size and from, the total counting every match", async () => {
    const all = rewardSearchResultSchema.parse(
      (await server.app.inject({ method: "POST", url: "/api/search/promotion", payload: { size: 3 } })).json(),
    );
    expect(all.hits.hits).toHaveLength(3);
    expect(all.hits.total.value).toBeGreaterThan(3);
    const next = rewardSearchResultSchema.parse(
      (await server.app.inject({ method: "POST", url: "/api/search/promotion", payload: { size: 3, from: 3 } })).json(),
    );
    expect(next.hits.hits.map((h) => h._id)).not.toContain(all.hits.hits[0]!._id);
    expect(next.hits.total.value).toBe(all.hits.total.value);
  });

  it("sanitises the description HTML", async () => {
    await database.db
      .updateTable("rewards")
      .set({
        description:
          '<p onclick="x()">Proef <strong>gratis</strong> koffie<script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">kwaad</a> <a href="https://example.test/koffie">meer</a>',
      })
      .where("id", "=", R.cheapPoints)
      .execute();
    const res = await server.app.inject({ method: "POST", url: "/api/search/promotion", payload: rewardLookupBody(R.cheapPoints) });
    const html = rewardSearchResultSchema.parse(res.json()).hits.hits[0]!._source.description;
    expect(html).toBe(
      '<p>Proef <strong>gratis</strong> koffie</p><a rel="noopener noreferrer">kwaad</a> <a href="https://example.test/koffie" rel="noopener noreferrer">meer</a>',
    );
  });

  it("refuses query syntax it cannot read, and a size above 100 (reward-search.test.ts has the whole grammar)", async () => {
    expect(parseRewardQuery("id:4 id:5")).toEqual({ ids: [4, 5] });
    const text = await server.app.inject({
      method: "POST",
      url: "/api/search/promotion",
      payload: { size: 1, query: { query_string: { query: "title:koffie" } } },
    });
    expect(text.statusCode).toBe(400);
    expect(problemSchema.parse(text.json()).code).toBe("bad-request");
    const big = await server.app.inject({ method: "POST", url: "/api/search/promotion", payload: { size: 1000 } });
    expect(problemSchema.parse(big.json()).code).toBe("validation");
  });
});

describe("the holder's rewards, status and welcome advantages", () => {
  beforeAll(fresh);

  it("lists the rewards of the holder's regions: redeemable first, then the nearest to afford", async () => {
    const res = await server.app.inject({ method: "GET", url: "/api/user/promotions", headers: { authorization: await bearer(an.sub) } });
    expect(res.statusCode).toBe(200);
    const list = holderRewardsSchema.parse(res.json());
    expect(list.points).toBe(an.points);
    const ids = list.rewards.map((r) => r.id);
    // Not offered to An: another region, switched off in Gent, only for Oostakker, welcome advantages.
    for (const id of [R.otherRegion, R.disabledInGent, R.otherCityOnly, R.welcome, R.kansenstatuut]) expect(ids).not.toContain(id);
    for (const id of [R.cheapPoints, R.allRegions, R.tooExpensive, R.soldOut, R.notYetRedeemable]) expect(ids).toContain(id);
    const firstBlocked = list.rewards.findIndex((r) => !r.status.redeemable);
    expect(list.rewards.slice(0, firstBlocked).every((r) => r.status.redeemable && r.affordable)).toBe(true);
    expect(list.rewards.slice(firstBlocked).every((r) => !r.status.redeemable)).toBe(true);
    const saving = list.rewards.filter((r) => r.status.reason === "NOT_POSSIBLE_POINTS_CONSTRAINT");
    expect(saving.map((r) => r.pointsMissing)).toEqual([...saving.map((r) => r.pointsMissing)].sort((a, b) => a - b));
    expect(list.rewards.find((r) => r.id === R.tooExpensive)).toMatchObject({ affordable: false, pointsMissing: 150 - an.points });
    expect(list.rewards.find((r) => r.id === R.soldOut)).toMatchObject({
      unitsLeft: 0,
      status: { reason: "NOT_POSSIBLE_VOLUME_CONSTRAINT" },
    });
    // Each names where it is handed out ("Vooruit, Gent"), so two rewards with one title differ.
    expect(list.rewards.find((r) => r.id === R.cheapPoints)).toMatchObject({ online: false, places: [expect.stringMatching(/^.+, .+$/)] });
  });

  it("answers the redeem status with the reason and its Dutch message", async () => {
    const ok = await server.app.inject({
      method: "GET",
      url: `/api/user/promotion/${R.cheapPoints}/status`,
      headers: { authorization: await bearer(an.sub) },
    });
    expect(redeemStatusSchema.parse(ok.json())).toEqual({ redeemable: true });
    const no = await server.app.inject({
      method: "GET",
      url: `/api/user/promotion/${R.tooExpensive}/status`,
      headers: { authorization: await bearer(an.sub) },
    });
    expect(redeemStatusSchema.parse(no.json())).toEqual({
      redeemable: false,
      reason: "NOT_POSSIBLE_POINTS_CONSTRAINT",
      message: rewardProblemCodes.NOT_POSSIBLE_POINTS_CONSTRAINT.nl,
    });
    const unknown = await server.app.inject({
      method: "GET",
      url: "/api/user/promotion/999999/status",
      headers: { authorization: await bearer(an.sub) },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("lists the welcome advantages of the holder's region, redeemed once", async () => {
    const get = async () =>
      (
        await server.app.inject({
          method: "GET",
          url: "/api/user/wallet/welcomeadvantages",
          headers: { authorization: await bearer(an.sub) },
        })
      ).json() as {
        advantages: unknown[];
      };
    const before = (await get()).advantages.map((a) => welcomeAdvantageSchema.parse(a));
    const welcome = before.find((a) => a.id === R.welcome);
    expect(welcome).toMatchObject({ redeemed: false, redeemedAt: null, status: { redeemable: true } });
    const res = await cashIn(an.sub, R.welcome);
    expect(res.statusCode).toBe(200);
    expect(cashInResultSchema.parse(res.json())).toMatchObject({ pointsSpent: 0, newBalance: an.points });
    const after = (await get()).advantages.map((a) => welcomeAdvantageSchema.parse(a)).find((a) => a.id === R.welcome);
    expect(after).toMatchObject({ redeemed: true, status: { redeemable: false, reason: "NOT_POSSIBLE_USER_VOLUME_CONSTRAINT" } });
    expect(await refusal(an.sub, R.welcome)).toBe("NOT_POSSIBLE_USER_VOLUME_CONSTRAINT");
    // A free reward writes no ledger row: the balance still equals the ledger.
    const { points, ledger } = await balanceAndLedger(an.holderId);
    expect(points).toBe(an.points);
    expect(ledger).toBe(points);
  });

  it("answers 404 NO_CARD to an account without a card and 401 without a token", async () => {
    const noCard = await server.app.inject({
      method: "GET",
      url: "/api/user/promotions",
      headers: { authorization: await bearer(tom.sub) },
    });
    expect(problemSchema.parse(noCard.json()).code).toBe("NO_CARD");
    expect(problemSchema.parse((await cashIn(tom.sub, R.cheapPoints)).json()).code).toBe("NO_CARD");
    for (const [method, url] of [
      ["GET", "/api/user/promotions"],
      ["GET", `/api/user/promotion/${R.cheapPoints}/status`],
      ["GET", "/api/user/wallet/welcomeadvantages"],
      ["POST", "/api/user/promotion/cashin"],
    ] as const) {
      const res = await server.app.inject({ method, url, ...(method === "POST" ? { payload: { promotionId: R.cheapPoints } } : {}) });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe("POST /api/user/promotion/cashin", () => {
  beforeEach(fresh);

  it("redeems: a readable code, points and a unit taken, one REDEMPTION ledger row", async () => {
    const res = await cashIn(an.sub, R.cheapPoints);
    expect(res.statusCode).toBe(200);
    const result = cashInResultSchema.parse(res.json());
    expect(result).toMatchObject({
      promotionId: R.cheapPoints,
      title: "Gratis koffie bij je voorstelling",
      pointsSpent: 10,
      newBalance: an.points - 10,
    });
    expect(result.redeemCode).toMatch(new RegExp(`^[${REDEEM_CODE_ALPHABET}]{8}$`));
    expect(result.redeemCode).not.toMatch(/[01IO]/);
    expect(result.counters.length).toBeGreaterThan(0);
    expect(new Date(result.redeemedAt).getTime()).toBe(FIXTURE_NOW.getTime());
    expect(await balanceAndLedger(an.holderId)).toEqual({ points: an.points - 10, ledger: an.points - 10 });
    const ledger = await database.db.selectFrom("points_ledger").selectAll().where("redemption_id", "=", result.redemptionId).execute();
    expect(ledger).toMatchObject([{ delta: -10, reason: "REDEMPTION", description: "Gratis koffie bij je voorstelling" }]);
  });

  it.each<[RewardProblemCode, number]>([
    ["NOT_APPLICABLE_TO_PASSHOLDER", R.otherRegion],
    ["NOT_POSSIBLE_DISABLED_BY_CARD_SYSTEM", R.disabledInGent],
    ["NOT_POSSIBLE_DATE_CONSTRAINT", R.notYetRedeemable],
    ["NOT_POSSIBLE_USER_CONSTRAINT", R.otherCityOnly],
    ["NOT_POSSIBLE_VOLUME_CONSTRAINT", R.soldOut],
    ["NOT_POSSIBLE_POINTS_CONSTRAINT", R.tooExpensive],
  ])("refuses with %s and changes nothing", async (code, rewardId) => {
    const units = await unitsTaken(rewardId);
    expect(await refusal(an.sub, rewardId)).toBe(code);
    expect(await unitsTaken(rewardId)).toBe(units);
    expect(await balanceAndLedger(an.holderId)).toEqual({ points: an.points, ledger: an.points });
    const redemptions = await database.db
      .selectFrom("redemptions")
      .select("id")
      .where("holder_id", "=", an.holderId!)
      .where("reward_id", "=", rewardId)
      .execute();
    expect(redemptions).toHaveLength(0);
  });

  it("refuses NOT_POSSIBLE_USER_VOLUME_CONSTRAINT once the per-holder limit is reached", async () => {
    expect((await cashIn(an.sub, R.oncePerYear)).statusCode).toBe(200);
    expect(await refusal(an.sub, R.oncePerYear)).toBe("NOT_POSSIBLE_USER_VOLUME_CONSTRAINT");
    expect(await balanceAndLedger(an.holderId)).toEqual({ points: an.points - 25, ledger: an.points - 25 });
  });

  it("refuses NOT_POSSIBLE_INVALID_CARD when the holder's card is not active", async () => {
    await database.db.updateTable("cards").set({ status: "BLOCKED" }).where("holder_id", "=", an.holderId!).execute();
    expect(await refusal(an.sub, R.cheapPoints)).toBe("NOT_POSSIBLE_INVALID_CARD");
  });

  it("refuses NOT_POSSIBLE_NO_ACTIVE_CARD_SYSTEM without an active membership", async () => {
    await database.db.updateTable("memberships_card_system").set({ status: "INACTIVE" }).where("holder_id", "=", an.holderId!).execute();
    expect(await refusal(an.sub, R.cheapPoints)).toBe("NOT_POSSIBLE_NO_ACTIVE_CARD_SYSTEM");
  });

  it("refuses NOT_POSSIBLE_KANSENSTATUUT_EXPIRED when the social status has expired, and redeems while it holds", async () => {
    expect((await cashIn(mohamed.sub, R.kansenstatuut)).statusCode).toBe(200);
    await database.db
      .updateTable("kansenstatuut")
      .set({ status: "EXPIRED", end_date: "2026-04-30" })
      .where("holder_id", "=", mohamed.holderId!)
      .execute();
    expect(await refusal(mohamed.sub, R.kansenstatuut)).toBe("NOT_POSSIBLE_KANSENSTATUUT_EXPIRED");
  });

  it("answers the earlier rule of decision 0016 when a reward breaks two", async () => {
    // Sold out and too expensive: the volume comes before the points.
    await database.db.updateTable("rewards").set({ max_units: 0, units_taken: 0 }).where("id", "=", R.tooExpensive).execute();
    expect(await refusal(an.sub, R.tooExpensive)).toBe("NOT_POSSIBLE_VOLUME_CONSTRAINT");
    // Not yet redeemable and too expensive: the date comes before the points.
    await database.db.updateTable("rewards").set({ points: 500 }).where("id", "=", R.notYetRedeemable).execute();
    expect(await refusal(an.sub, R.notYetRedeemable)).toBe("NOT_POSSIBLE_DATE_CONSTRAINT");
    // Another region and sold out: the region comes before the volume.
    await database.db.updateTable("rewards").set({ max_units: 0, units_taken: 0 }).where("id", "=", R.otherRegion).execute();
    expect(await refusal(an.sub, R.otherRegion)).toBe("NOT_APPLICABLE_TO_PASSHOLDER");
    // A blocked card comes before everything.
    await database.db.updateTable("cards").set({ status: "BLOCKED" }).where("holder_id", "=", an.holderId!).execute();
    expect(await refusal(an.sub, R.otherRegion)).toBe("NOT_POSSIBLE_INVALID_CARD");
  });

  it("applies a retried request once and answers the same redemption", async () => {
    const key = "5f0c4b1e-2a7d-4c8e-9b3a-0d1e2f3a4b5c";
    const first = cashInResultSchema.parse((await cashIn(an.sub, R.cheapPoints, key)).json());
    const again = await cashIn(an.sub, R.cheapPoints, key);
    expect(again.statusCode).toBe(200);
    const second = cashInResultSchema.parse(again.json());
    expect(second.redemptionId).toBe(first.redemptionId);
    expect(second.redeemCode).toBe(first.redeemCode);
    expect(second.newBalance).toBe(an.points - 10);
    expect(await balanceAndLedger(an.holderId)).toEqual({ points: an.points - 10, ledger: an.points - 10 });
    // The same key for another reward is a conflict, not a second redemption.
    const other = await cashIn(an.sub, R.allRegions, key);
    expect(other.statusCode).toBe(409);
    // Keys belong to a holder: Pieter's request with An's key is his own redemption.
    const pieters = await cashIn(pieter.sub, R.allRegions, key);
    expect(pieters.statusCode).toBe(200);
    expect(cashInResultSchema.parse(pieters.json()).redemptionId).not.toBe(first.redemptionId);
  });

  it("redeems as the token's holder only: another holder's points and limits are never touched", async () => {
    const before = await balanceAndLedger(pieter.holderId);
    expect((await cashIn(an.sub, R.allRegions)).statusCode).toBe(200);
    expect(await balanceAndLedger(pieter.holderId)).toEqual(before);
    // An's redemption does not use up Pieter's limit of the same reward (none here), nor his status.
    const status = await server.app.inject({
      method: "GET",
      url: `/api/user/promotion/${R.allRegions}/status`,
      headers: { authorization: await bearer(pieter.sub) },
    });
    expect(redeemStatusSchema.parse(status.json()).redeemable).toBe(true);
    // The reward id (promotionId) is the only input: there is no holder or redemption id a caller could swap.
    const injected = await server.app.inject({
      method: "POST",
      url: "/api/user/promotion/cashin",
      headers: { authorization: await bearer(pieter.sub) },
      payload: { promotionId: R.allRegions, holderId: an.holderId },
    });
    expect(injected.statusCode).toBe(200);
    expect(await balanceAndLedger(an.holderId)).toEqual({ points: an.points - 25, ledger: an.points - 25 });
  });

  it("takes promotionId as an integer only", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/user/promotion/cashin",
      headers: { authorization: await bearer(an.sub) },
      payload: { promotionId: "1" },
    });
    expect(res.statusCode).toBe(400);
    expect(problemSchema.parse(res.json()).code).toBe("validation");
  });
});

describe("the precedence (decision 0016)", () => {
  const holder: HolderFacts = {
    holderId: "h",
    points: 0,
    municipalityId: 7,
    cardActive: false,
    activeCardSystemIds: [1],
    kansenstatuut: [{ cardSystemId: 1, status: "EXPIRED", endDate: "2026-04-30", graceDays: 0 }],
    replay: null,
  };
  const reward: RewardFacts = {
    id: 1,
    type: "POINTS",
    title: "t",
    description: null,
    points: 10,
    ownerCardSystemId: 1,
    allCardSystems: false,
    cardSystems: [],
    cityIds: [8],
    redeemStart: new Date("2027-01-01T00:00:00Z"),
    redeemEnd: null,
    maxUnits: 1,
    unitsTaken: 1,
    perHolderVolume: 1,
    perHolderPeriod: "YEAR",
    requiresKansenstatuut: true,
    online: false,
    moreInfoUrl: null,
    usedInPeriod: 1,
    lastRedeemedAt: null,
    counters: [],
  };

  it("lists every broken rule in the documented order", () => {
    expect(redeemRefusals(holder, reward, FIXTURE_NOW)).toEqual([
      "NOT_POSSIBLE_INVALID_CARD",
      "NOT_POSSIBLE_DATE_CONSTRAINT",
      "NOT_POSSIBLE_KANSENSTATUUT_EXPIRED",
      "NOT_POSSIBLE_USER_CONSTRAINT",
      "NOT_POSSIBLE_VOLUME_CONSTRAINT",
      "NOT_POSSIBLE_USER_VOLUME_CONSTRAINT",
      "NOT_POSSIBLE_POINTS_CONSTRAINT",
    ]);
    expect(redeemRefusals({ ...holder, activeCardSystemIds: [] }, reward, FIXTURE_NOW)[1]).toBe("NOT_POSSIBLE_NO_ACTIVE_CARD_SYSTEM");
    expect(redeemRefusals({ ...holder, activeCardSystemIds: [2] }, reward, FIXTURE_NOW)[1]).toBe("NOT_APPLICABLE_TO_PASSHOLDER");
    expect(redeemRefusals(holder, { ...reward, cardSystems: [{ id: 1, disabled: true }] }, FIXTURE_NOW)[1]).toBe(
      "NOT_POSSIBLE_DISABLED_BY_CARD_SYSTEM",
    );
  });

  it("counts the grace days of a region after the social status ends", () => {
    const ended = {
      ...holder,
      cardActive: true,
      kansenstatuut: [{ cardSystemId: 1, status: "ACTIVE", endDate: "2026-11-01", graceDays: 30 }],
    };
    expect(redeemRefusals(ended, reward, FIXTURE_NOW)).not.toContain("NOT_POSSIBLE_KANSENSTATUUT_EXPIRED");
    const past = { ...ended, kansenstatuut: [{ cardSystemId: 1, status: "ACTIVE", endDate: "2026-10-01", graceDays: 30 }] };
    expect(redeemRefusals(past, reward, FIXTURE_NOW)).toContain("NOT_POSSIBLE_KANSENSTATUUT_EXPIRED");
  });

  it("is the order the decision record documents, covering all ten codes", () => {
    const record = readFileSync(new URL("../../../../../docs/decisions/0016-cash-in-precedence.md", import.meta.url), "utf8");
    const documented = [...record.matchAll(/^\d+\. `([A-Z_]+)`/gm)].map((m) => m[1]);
    expect(documented).toEqual([...CASH_IN_PRECEDENCE]);
    expect([...CASH_IN_PRECEDENCE].sort()).toEqual(Object.keys(rewardProblemCodes).sort());
  });
});

afterEach(async () => {
  // Invariant after every test: the balance equals the sum of the ledger for the holders these tests touch.
  if (database === undefined) return;
  for (const holderId of [an.holderId, mohamed.holderId, pieter.holderId]) {
    const { points, ledger } = await balanceAndLedger(holderId);
    expect(points).toBe(ledger);
  }
});
