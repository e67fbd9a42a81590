// Managing a reward while holders redeem it (decision 0046), on PGlite and on PostgreSQL (DATABASE_URL: real
// parallel connections): an end racing 32 cash-ins leaves the books whole and takes no unit after it; an edit
// that lowers the units racing 32 cash-ins either holds (and no more units are taken than it allows) or is
// refused with the number taken, never a failure. Two organisers of one reward that their region ends at
// once (decision 0074): the second end waits for the first and ends the reward, which neither would alone.
// Every test database checks the points and rewards invariants (@vtp/db/invariants) when it closes, and so
// does each test.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@vtp/db";
import { checkInvariants } from "@vtp/db/invariants";
import { createTestDatabase } from "@vtp/db/testing";
import { an, els } from "@vtp/personas";
import { insertOrganiserReward, rewardBooks } from "../../../testing/counter-rewards.ts";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../../testing/holder-auth.ts";
import { organiserOf } from "../../../testing/staff.ts";
import { endRewardsOfOrganiser } from "./service.ts";

let database: Database;
let server: IdentityTestServer;
let library: number;
let holderId: string;
let staff: string;
let holder: string;

beforeEach(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures, maxConnections: 40 });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
  library = await organiserOf(database.db, els, 0); // Els is ADMIN here
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

const cashIn = (rewardId: number) =>
  server.app.inject({
    method: "POST",
    url: "/api/user/promotion/cashin",
    headers: { authorization: holder },
    payload: { promotionId: rewardId },
  });
const end = (rewardId: number) =>
  server.app.inject({ method: "POST", url: `/api/v4/rewards/${rewardId}/end?organizerId=${library}`, headers: { authorization: staff } });
const edit = (rewardId: number, maxAvailableUnits: number) =>
  server.app.inject({
    method: "PUT",
    url: `/api/v4/rewards/${rewardId}?organizerId=${library}`,
    headers: { authorization: staff },
    payload: {
      title: "Baliebeloning",
      type: "POINTS",
      points: 1,
      category: "Doen",
      maxAvailableUnits,
      redeemPeriod: { begin: "2026-01-01T00:00:00Z" },
      atCounter: true,
      online: false,
    },
  });
const code = (r: { json: () => unknown }) => (r.json() as { code?: string }).code ?? "";
const summary = (answers: { statusCode: number; json: () => unknown }[]) => answers.map((r) => `${r.statusCode}:${code(r)}`).join(",");

describe("managing a reward while holders redeem it", () => {
  it("an end racing 32 cash-ins: every answer is a redemption or a refusal, the books add up, no unit after the end", async () => {
    const reward = await insertOrganiserReward(database.db, library, { managed: true, points: 1 });
    const calls: Promise<{ statusCode: number; json: () => unknown }>[] = [];
    for (let i = 0; i < 32; i++) {
      if (i === 16) calls.push(end(reward));
      calls.push(cashIn(reward));
    }
    const answers = await Promise.all(calls);
    const ended = answers[16]!;
    expect(ended.statusCode, summary([ended])).toBe(200);
    const cashIns = answers.filter((_, i) => i !== 16);
    for (const r of cashIns) {
      expect([200, 400, 404], summary([r])).toContain(r.statusCode);
      if (r.statusCode !== 200) expect(["not-found", "NOT_POSSIBLE_DATE_CONSTRAINT"]).toContain(code(r));
    }
    const taken = cashIns.filter((r) => r.statusCode === 200).length;
    const books = await rewardBooks(database.db, holderId, reward);
    expect(books).toMatchObject({ points: an.points - taken, ledger: an.points - taken, units: taken, redemptions: taken });
    // After the end, nothing more.
    expect((await cashIn(reward)).statusCode).toBe(404);
    expect((await rewardBooks(database.db, holderId, reward)).units).toBe(taken);
    expect(await checkInvariants(database.db)).toEqual([]);
  });

  it("an edit to 10 units racing 32 cash-ins holds (at most 10 taken) or is refused with the number taken, never a failure", async () => {
    const reward = await insertOrganiserReward(database.db, library, { managed: true, points: 1, maxUnits: 40 });
    const calls: Promise<{ statusCode: number; json: () => unknown }>[] = [];
    for (let i = 0; i < 32; i++) {
      if (i === 8) calls.push(edit(reward, 10));
      calls.push(cashIn(reward));
    }
    const answers = await Promise.all(calls);
    const edited = answers[8]!;
    const books = await rewardBooks(database.db, holderId, reward);
    const row = await database.db.selectFrom("rewards").select("max_units").where("id", "=", reward).executeTakeFirstOrThrow();
    if (edited.statusCode === 200) {
      expect(row.max_units).toBe(10);
      expect(books.units).toBeLessThanOrEqual(10);
    } else {
      expect(edited.statusCode, summary([edited])).toBe(400);
      expect(code(edited)).toBe("reward-units-below-taken");
      expect(row.max_units).toBe(40);
    }
    const cashIns = answers.filter((_, i) => i !== 8);
    for (const r of cashIns) {
      expect([200, 400], summary([r])).toContain(r.statusCode);
      if (r.statusCode === 400) expect(code(r)).toBe("NOT_POSSIBLE_VOLUME_CONSTRAINT");
    }
    expect(books.units).toBe(cashIns.filter((r) => r.statusCode === 200).length);
    expect(await checkInvariants(database.db)).toEqual([]);
  });

  it("ends a reward whose two organisers end at once: the second end waits for the first and sees both ended", async () => {
    const gent = await database.db.selectFrom("municipalities").select("id").where("postal_code", "=", "9000").executeTakeFirstOrThrow();
    const other = (
      await database.db
        .insertInto("organisers")
        .values({ name: "Sporthal Einde", card_system_id: 1, municipality_id: gent.id })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const reward = await insertOrganiserReward(database.db, library);
    await database.db.insertInto("reward_organisers").values({ reward_id: reward, organiser_id: other }).execute();
    // The first end has ended its organiser and its rewards (not this one: the other organiser still runs), and
    // has not committed; the second starts meanwhile and must wait for it, or it would see the first organiser
    // still running and leave the reward on. It waits on the reward's row (locked first by each end); a probe
    // without that lock still passed, because the end's search trigger rewrites the reward's search document
    // and so holds that row too: the explicit lock keeps the rule from depending on the search.
    let commitFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (commitFirst = resolve));
    let firstDone!: () => void;
    const firstHasEnded = new Promise<void>((resolve) => (firstDone = resolve));
    const first = database.db.transaction().execute(async (trx) => {
      await trx.updateTable("organisers").set({ ended_at: FIXTURE_NOW }).where("id", "=", library).execute();
      await endRewardsOfOrganiser(trx, library, FIXTURE_NOW);
      firstDone();
      await firstMayCommit;
    });
    await firstHasEnded;
    const second = database.db.transaction().execute(async (trx) => {
      await trx.updateTable("organisers").set({ ended_at: FIXTURE_NOW }).where("id", "=", other).execute();
      await endRewardsOfOrganiser(trx, other, FIXTURE_NOW);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    commitFirst();
    await Promise.all([first, second]);
    const row = await database.db.selectFrom("rewards").select(["status", "ended_at"]).where("id", "=", reward).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "INACTIVE", ended_at: FIXTURE_NOW });
  });
});
