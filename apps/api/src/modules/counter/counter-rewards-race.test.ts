// Rewards at the counter with parallel requests (decision 0037), on PGlite and on PostgreSQL (DATABASE_URL:
// real parallel connections): 32 counter redemptions of a reward with a limit of 1 per holder give one; a
// counter redemption racing the holder's own cash-in never overspends; an undo racing a spend never makes
// a balance negative and happens once; a code used 32 times at once is used once. Every test database
// checks the points and rewards invariants (@vtp/db/invariants) when it closes, and so does each test.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@vtp/db";
import { checkInvariants } from "@vtp/db/invariants";
import { createTestDatabase } from "@vtp/db/testing";
import { an, els } from "@vtp/personas";
import { insertOrganiserReward, rewardBooks } from "../../testing/counter-rewards.ts";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { organiserOf } from "../../testing/staff.ts";

let database: Database;
let server: IdentityTestServer;
let pool: number;
let holderId: string;
let staff: string;
let holder: string;

beforeEach(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures, maxConnections: 40 });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
  pool = await organiserOf(database.db, els, 1);
  const card = await database.db
    .selectFrom("cards")
    .select("holder_id")
    .where("card_number", "=", an.card!.number)
    .executeTakeFirstOrThrow();
  holderId = card.holder_id!;
  staff = `Bearer ${await server.tokens.sign(els.sub!)}`;
  holder = `Bearer ${await server.tokens.sign(an.sub!)}`;
}, 180_000);

afterEach(async () => {
  await server?.app.close();
  await database?.close();
});

const redeemAtCounter = (rewardId: number) =>
  server.app.inject({
    method: "POST",
    url: `/api/v4/rewards/redeemed?organizerId=${pool}`,
    headers: { authorization: staff },
    payload: { rewardId: String(rewardId), uitpasNumber: an.card!.number },
  });
const cashInInApp = (rewardId: number) =>
  server.app.inject({
    method: "POST",
    url: "/api/user/promotion/cashin",
    headers: { authorization: holder },
    payload: { promotionId: rewardId },
  });
const undoAtCounter = (id: string) =>
  server.app.inject({ method: "DELETE", url: `/api/v4/rewards/redeemed/${id}?organizerId=${pool}`, headers: { authorization: staff } });
const code = (r: { json: () => unknown }) => (r.json() as { code?: string }).code ?? "";
const summary = (answers: { statusCode: number; json: () => unknown }[]) => answers.map((r) => `${r.statusCode}:${code(r)}`).join(",");

describe("rewards at the counter with parallel requests", () => {
  it("32 parallel counter redemptions of a reward with a limit of 1 per holder give one", async () => {
    const reward = await insertOrganiserReward(database.db, pool, { points: 10, perHolder: { volume: 1, period: "ABSOLUTE" } });
    const answers = await Promise.all(Array.from({ length: 32 }, () => redeemAtCounter(reward)));
    expect(
      answers.filter((r) => r.statusCode === 201),
      summary(answers),
    ).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 201)) expect(code(r)).toBe("reward-passholder-volume");
    expect(await rewardBooks(database.db, holderId, reward)).toEqual({
      points: an.points - 10,
      ledger: an.points - 10,
      units: 1,
      redemptions: 1,
      undos: 0,
      uses: 1,
    });
    expect(await checkInvariants(database.db)).toEqual([]);
  });

  it("16 counter redemptions racing 16 of the holder's own cash-ins never overspend: one fits the balance", async () => {
    // More than half the balance: only one redemption fits, whoever makes it.
    const reward = await insertOrganiserReward(database.db, pool, { points: Math.floor(an.points / 2) + 1 });
    const answers = await Promise.all(Array.from({ length: 32 }, (_, i) => (i % 2 === 0 ? redeemAtCounter(reward) : cashInInApp(reward))));
    const ok = answers.filter((r) => r.statusCode === 200 || r.statusCode === 201);
    expect(ok, summary(answers)).toHaveLength(1);
    for (const [i, r] of answers.entries()) {
      if (ok.includes(r)) continue;
      expect(code(r)).toBe(i % 2 === 0 ? "reward-points" : "NOT_POSSIBLE_POINTS_CONSTRAINT");
    }
    const books = await rewardBooks(database.db, holderId, reward);
    expect(books.points).toBe(an.points - Math.floor(an.points / 2) - 1);
    expect(books.points).toBe(books.ledger);
    expect(books).toMatchObject({ units: 1, redemptions: 1 });
    expect(await checkInvariants(database.db)).toEqual([]);
  });

  it("16 undos racing 16 spends of the whole balance: the undo happens once and the balance never goes negative", async () => {
    const small = await insertOrganiserReward(database.db, pool, {
      title: "Klein",
      points: 20,
      perHolder: { volume: 1, period: "ABSOLUTE" },
    });
    const whole = await insertOrganiserReward(database.db, pool, { title: "Alles", points: an.points });
    const redeemed = (await redeemAtCounter(small)).json() as { id: string };
    // After the small one the balance is short of the whole one by 20: a spend can only win after the undo.
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, i) => (i % 2 === 0 ? undoAtCounter(redeemed.id) : cashInInApp(whole))),
    );
    const undone = answers.filter((r, i) => i % 2 === 0 && r.statusCode === 200).length;
    const spent = answers.filter((r, i) => i % 2 === 1 && r.statusCode === 200).length;
    expect(undone, summary(answers)).toBe(1);
    expect(spent).toBeLessThanOrEqual(1);
    for (const [i, r] of answers.entries()) {
      if (r.statusCode === 200) continue;
      expect(code(r)).toBe(i % 2 === 0 ? "redeemed-reward-already-undone" : "NOT_POSSIBLE_POINTS_CONSTRAINT");
    }
    const books = await rewardBooks(database.db, holderId, small);
    expect(books).toMatchObject({ points: an.points - spent * an.points, ledger: an.points - spent * an.points, units: 0, undos: 1 });
    expect(await checkInvariants(database.db)).toEqual([]);
  });

  it("16 undos racing 16 counter redemptions of the same reward (limit 1): no deadlock, the freed slot is taken at most once", async () => {
    const reward = await insertOrganiserReward(database.db, pool, { points: 20, perHolder: { volume: 1, period: "ABSOLUTE" } });
    const first = (await redeemAtCounter(reward)).json() as { id: string };
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, i) => (i % 2 === 0 ? undoAtCounter(first.id) : redeemAtCounter(reward))),
    );
    const undone = answers.filter((r, i) => i % 2 === 0 && r.statusCode === 200).length;
    const again = answers.filter((r, i) => i % 2 === 1 && r.statusCode === 201).length;
    expect(undone, summary(answers)).toBe(1);
    expect(again).toBeLessThanOrEqual(1);
    for (const [i, r] of answers.entries()) {
      if (r.statusCode === 200 || r.statusCode === 201) continue;
      expect(code(r)).toBe(i % 2 === 0 ? "redeemed-reward-already-undone" : "reward-passholder-volume");
    }
    const books = await rewardBooks(database.db, holderId, reward);
    expect(books).toMatchObject({
      points: an.points - 20 * again,
      ledger: an.points - 20 * again,
      units: again,
      redemptions: 1 + again,
      undos: 1,
    });
    expect(await checkInvariants(database.db)).toEqual([]);
  });

  it("a code used 32 times at once is used once", async () => {
    const reward = await insertOrganiserReward(database.db, pool, { points: 1 });
    const { redeemCode } = (await cashInInApp(reward)).json() as { redeemCode: string };
    const answers = await Promise.all(
      Array.from({ length: 32 }, () =>
        server.app.inject({
          method: "POST",
          url: `/api/v4/rewards/redeemed/${redeemCode}/use?organizerId=${pool}`,
          headers: { authorization: staff },
        }),
      ),
    );
    expect(
      answers.filter((r) => r.statusCode === 200),
      summary(answers),
    ).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expect(code(r)).toBe("redeem-code-already-used");
    expect((await rewardBooks(database.db, holderId, reward)).uses).toBe(1);
    const audited = await database.db.selectFrom("staff_audit_log").select("id").where("action", "=", "reward.code-use").execute();
    expect(audited).toHaveLength(1);
  });
});
