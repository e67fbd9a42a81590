// Favourites and the savings goal (decision 0059) on the demo seed (PGlite, and PostgreSQL with
// DATABASE_URL): keeping a reward, a place and an activity, a replay that adds nothing, only the caller's
// own, an unknown object refused in Dutch with nothing written, the limit, one goal per holder (the
// service and the database), the goal in the rewards list the dashboard reads, and letting go.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAVOURITES_LIMIT, favouriteListSchema, favouriteStateSchema } from "@vtp/contracts/favourites";
import { problemSchema } from "@vtp/contracts/problem";
import { holderRewardsSchema } from "@vtp/contracts/rewards";
import { an, mohamed, type DemoPersona } from "@vtp/personas";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { DEMO_REWARD_IDS as R } from "../../seeds/demo/constants.ts";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";

let database: Database;
let server: IdentityTestServer;

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
});

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

async function call(persona: DemoPersona | null, method: "GET" | "PUT" | "DELETE", url: string, body?: unknown) {
  const headers: Record<string, string> = persona === null ? {} : { authorization: `Bearer ${await server.tokens.sign(persona.sub!)}` };
  return server.app.inject({ method, url: `/api${url}`, headers, ...(body === undefined ? {} : { payload: body as object }) });
}

const problemOf = (res: { json: () => unknown }) => problemSchema.parse(res.json());

async function rowsOf(persona: DemoPersona) {
  return database.db
    .selectFrom("favourites")
    .select(["kind", "object_id", "savings_goal"])
    .where("holder_id", "=", persona.holderId!)
    .orderBy("kind")
    .orderBy("object_id")
    .execute();
}

async function anyId(table: "organisers" | "activities"): Promise<number> {
  return (await database.db.selectFrom(table).select("id").orderBy("id").executeTakeFirstOrThrow()).id;
}

describe("keeping and letting go", () => {
  it("An keeps a reward, a place and an activity; a replay adds nothing; the list names each, newest first", async () => {
    const place = await anyId("organisers");
    const activity = await anyId("activities");
    const first = await call(an, "PUT", `/user/favourites/reward/${R.tooExpensive}`);
    expect(first.statusCode).toBe(200);
    expect(favouriteStateSchema.parse(first.json())).toEqual({
      kind: "reward",
      objectId: R.tooExpensive,
      favourite: true,
      savingsGoal: false,
    });
    expect((await call(an, "PUT", `/user/favourites/reward/${R.tooExpensive}`)).statusCode).toBe(200);
    expect((await call(an, "PUT", `/user/favourites/place/${place}`)).statusCode).toBe(200);
    expect((await call(an, "PUT", `/user/favourites/activity/${activity}`)).statusCode).toBe(200);
    expect(await rowsOf(an)).toEqual([
      { kind: "activity", object_id: activity, savings_goal: false },
      { kind: "place", object_id: place, savings_goal: false },
      { kind: "reward", object_id: R.tooExpensive, savings_goal: false },
    ]);
    const list = favouriteListSchema.parse((await call(an, "GET", "/user/favourites")).json());
    expect(list.limit).toBe(FAVOURITES_LIMIT);
    expect(list.favourites.map((f) => f.kind)).toEqual(["activity", "place", "reward"]);
    const reward = list.favourites.find((f) => f.kind === "reward")!;
    expect(reward).toMatchObject({ objectId: R.tooExpensive, points: 150, current: true, savingsGoal: false });
    expect(reward.title.length).toBeGreaterThan(0);
    expect(list.favourites.find((f) => f.kind === "place")!.points).toBeNull();
    expect(favouriteStateSchema.parse((await call(an, "GET", `/user/favourites/place/${place}`)).json()).favourite).toBe(true);
  });

  it("another holder neither sees nor changes An's favourites: everything is the caller's own", async () => {
    const before = await rowsOf(an);
    expect(favouriteListSchema.parse((await call(mohamed, "GET", "/user/favourites")).json()).favourites).toEqual([]);
    const state = favouriteStateSchema.parse((await call(mohamed, "GET", `/user/favourites/reward/${R.tooExpensive}`)).json());
    expect(state.favourite).toBe(false);
    expect((await call(mohamed, "DELETE", `/user/favourites/reward/${R.tooExpensive}`)).statusCode).toBe(200);
    expect((await call(mohamed, "DELETE", "/user/savings-goal")).statusCode).toBe(200);
    expect(await rowsOf(an)).toEqual(before);
    expect(await rowsOf(mohamed)).toEqual([]);
  });

  it("refuses an unknown object in Dutch (404) and bad input (400), and writes nothing; no token is 401", async () => {
    const before = await rowsOf(an);
    for (const url of ["/user/favourites/reward/999999", "/user/favourites/place/999999", "/user/favourites/activity/999999"]) {
      const res = await call(an, "PUT", url);
      expect(res.statusCode).toBe(404);
      expect(problemOf(res)).toMatchObject({
        code: "FAVOURITE_OBJECT_NOT_FOUND",
        endUserMessage: { nl: "Dit voordeel, deze plek of deze activiteit vonden we niet." },
      });
    }
    expect((await call(an, "PUT", "/user/savings-goal", { rewardId: 999999 })).statusCode).toBe(404);
    for (const url of ["/user/favourites/film/1", "/user/favourites/reward/abc", "/user/favourites/reward/0"]) {
      const res = await call(an, "PUT", url);
      expect(res.statusCode).toBe(400);
      expect(problemOf(res).code).toBe("validation");
    }
    expect((await call(an, "PUT", "/user/savings-goal", { rewardId: R.tooExpensive, extra: 1 })).statusCode).toBe(400);
    expect((await call(null, "PUT", `/user/favourites/reward/${R.cheapPoints}`)).statusCode).toBe(401);
    expect((await call(null, "GET", "/user/favourites")).statusCode).toBe(401);
    expect(await rowsOf(an)).toEqual(before);
  });

  it("letting go is idempotent", async () => {
    const place = await anyId("organisers");
    for (let i = 0; i < 2; i++) {
      const res = await call(an, "DELETE", `/user/favourites/place/${place}`);
      expect(favouriteStateSchema.parse(res.json()).favourite).toBe(false);
    }
    expect((await rowsOf(an)).some((r) => r.kind === "place")).toBe(false);
  });
});

describe("the savings goal", () => {
  it("makes a kept reward the goal, and the rewards list (the dashboard's) names it", async () => {
    const res = await call(an, "PUT", "/user/savings-goal", { rewardId: R.tooExpensive });
    expect(favouriteStateSchema.parse(res.json())).toMatchObject({ favourite: true, savingsGoal: true });
    const rewards = holderRewardsSchema.parse((await call(an, "GET", "/user/promotions")).json());
    expect(rewards.savingsGoal).toBe(R.tooExpensive);
    expect(rewards.rewards.find((r) => r.id === R.tooExpensive)!.pointsMissing).toBe(30);
    expect(holderRewardsSchema.parse((await call(mohamed, "GET", "/user/promotions")).json()).savingsGoal).toBeNull();
  });

  it("a second goal replaces the first (kept, no longer the goal) and keeps the new reward too", async () => {
    expect((await call(an, "PUT", "/user/savings-goal", { rewardId: R.lastChance })).statusCode).toBe(200);
    const rows = await rowsOf(an);
    expect(rows.filter((r) => r.savings_goal)).toEqual([{ kind: "reward", object_id: R.lastChance, savings_goal: true }]);
    expect(rows.some((r) => r.object_id === R.tooExpensive && r.kind === "reward")).toBe(true);
  });

  it("refuses a reward that costs no points as the goal, in Dutch, and writes nothing", async () => {
    const before = await rowsOf(an);
    const res = await call(an, "PUT", "/user/savings-goal", { rewardId: R.welcome });
    expect(res.statusCode).toBe(400);
    expect(problemOf(res)).toMatchObject({ code: "SAVINGS_GOAL_WITHOUT_POINTS" });
    expect(problemOf(res).endUserMessage.nl).toMatch(/spaardoel/);
    expect(await rowsOf(an)).toEqual(before);
  });

  it("the database allows one goal per holder, and only a reward", async () => {
    const holderId = an.holderId!;
    await expect(
      database.db
        .updateTable("favourites")
        .set({ savings_goal: true })
        .where("holder_id", "=", holderId)
        .where("kind", "=", "reward")
        .execute(),
    ).rejects.toThrow(/favourites_one_savings_goal/);
    const place = await anyId("organisers");
    await expect(
      database.db
        .insertInto("favourites")
        .values({ holder_id: holderId, kind: "place", organiser_id: place, savings_goal: true })
        .execute(),
    ).rejects.toThrow(/favourites_goal_is_a_reward/);
    await expect(
      database.db.insertInto("favourites").values({ holder_id: holderId, kind: "place", reward_id: R.cheapPoints }).execute(),
    ).rejects.toThrow(/favourites_object_of_its_kind/);
    await expect(
      database.db.insertInto("favourites").values({ holder_id: holderId, kind: "reward", reward_id: R.tooExpensive }).execute(),
    ).rejects.toThrow(/favourites_pkey|duplicate key/);
  });

  it("letting the goal's reward go ends the goal; clearing the goal keeps the reward", async () => {
    await call(an, "DELETE", `/user/favourites/reward/${R.lastChance}`);
    expect(holderRewardsSchema.parse((await call(an, "GET", "/user/promotions")).json()).savingsGoal).toBeNull();
    await call(an, "PUT", "/user/savings-goal", { rewardId: R.tooExpensive });
    const cleared = await call(an, "DELETE", "/user/savings-goal");
    expect(cleared.json()).toEqual({ rewardId: null });
    expect((await rowsOf(an)).find((r) => r.object_id === R.tooExpensive && r.kind === "reward")).toEqual({
      kind: "reward",
      object_id: R.tooExpensive,
      savings_goal: false,
    });
  });
});

describe("the limit", () => {
  it(`refuses the ${FAVOURITES_LIMIT + 1}th favourite in Dutch and writes nothing; what is kept stays keepable`, async () => {
    const holderId = mohamed.holderId!;
    // Fill Mohamed's list up to the limit straight in the table, with every kind of object the seed has.
    const [rewards, organisers, activities] = await Promise.all([
      database.db.selectFrom("rewards").select("id").orderBy("id").execute(),
      database.db.selectFrom("organisers").select("id").orderBy("id").execute(),
      database.db.selectFrom("activities").select("id").orderBy("id").execute(),
    ]);
    const objects = [
      ...organisers.map((o) => ({ kind: "place" as const, organiser_id: o.id })),
      ...activities.map((a) => ({ kind: "activity" as const, activity_id: a.id })),
      ...rewards.slice(1).map((r) => ({ kind: "reward" as const, reward_id: r.id })),
    ];
    expect(objects.length).toBeGreaterThanOrEqual(FAVOURITES_LIMIT);
    await database.db
      .insertInto("favourites")
      .values(objects.slice(0, FAVOURITES_LIMIT).map((o) => ({ holder_id: holderId, ...o })))
      .execute();
    const res = await call(mohamed, "PUT", `/user/favourites/reward/${rewards[0]!.id}`);
    expect(res.statusCode).toBe(409);
    expect(problemOf(res)).toMatchObject({ code: "FAVOURITES_LIMIT_REACHED" });
    expect(problemOf(res).endUserMessage.nl).toContain(String(FAVOURITES_LIMIT));
    const goal = await call(mohamed, "PUT", "/user/savings-goal", { rewardId: rewards[0]!.id });
    expect(goal.statusCode).toBe(409);
    const count = await sql<{ n: string }>`SELECT count(*) AS n FROM favourites WHERE holder_id = ${holderId}::uuid`.execute(database.db);
    expect(Number(count.rows[0]!.n)).toBe(FAVOURITES_LIMIT);
    // Keeping what is already kept is no new favourite.
    expect((await call(mohamed, "PUT", `/user/favourites/place/${organisers[0]!.id}`)).statusCode).toBe(200);
  });
});
