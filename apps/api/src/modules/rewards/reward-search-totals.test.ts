// The reward search's totals (decision 0080): a search without text, counter or ids counts its matches up
// to REWARD_TOTAL_TRACKED and says "more" beyond (`relation: "gte"`), while its pages stay whole; a search
// that knows its matches anyway (text, a counter) gives them exactly, however many. 1,100 extra public
// rewards on the demo data. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REWARD_TOTAL_TRACKED, type RewardSearchBody } from "@vtp/contracts/rewards";
import { FIXTURE_NOW } from "../../testing/fixtures.ts";
import { openRewardSearchApi, type RewardSearchApi } from "../../testing/reward-search.ts";

const EXTRA = 1_100;
let api: RewardSearchApi;
let counter: number;

beforeAll(async () => {
  api = await openRewardSearchApi();
  const since = new Date(FIXTURE_NOW.getTime() - 24 * 60 * 60 * 1000);
  const db = api.database.db;
  counter = (await db.selectFrom("organisers").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
  await sql`INSERT INTO rewards (type, title, card_system_id, points, category, publication_start, redeem_start)
    SELECT 'POINTS', 'Zomerbon ' || g, 1, 5, 'Doen', ${since}::timestamptz, ${since}::timestamptz
    FROM generate_series(1, ${EXTRA}::int) AS g`.execute(db);
  await sql`INSERT INTO reward_organisers (reward_id, organiser_id)
    SELECT id, ${counter}::int FROM rewards WHERE title LIKE 'Zomerbon %'`.execute(db);
});
afterAll(async () => {
  await api?.close();
});

const search = (body: RewardSearchBody) => api.search(body);
const query = (q: string) => ({ query_string: { query: q } });

/** Public rewards (active, a permanent owner, published, not past cashing) that also meet `condition`. */
async function publicCount(condition: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*) AS n FROM rewards r JOIN card_systems cs ON cs.id = r.card_system_id
    WHERE r.status = 'ACTIVE' AND cs.permanent AND r.publication_start <= ${FIXTURE_NOW}
      AND (r.publication_end IS NULL OR r.publication_end >= ${FIXTURE_NOW}) AND (r.redeem_end IS NULL OR r.redeem_end >= ${FIXTURE_NOW})
      AND ${condition}`.execute(api.database.db);
  return Number(rows[0]!.n);
}

describe("reward search totals", () => {
  it("counts a search without text up to 1,000 and says there are more; every page is still there", async () => {
    const first = await search({ size: 20 });
    expect(first.total).toEqual({ value: REWARD_TOTAL_TRACKED, relation: "gte" });
    expect(first.hits).toHaveLength(20);
    // Beyond the counted thousand the pages go on, in the same order.
    const far = await search({ size: 20, from: REWARD_TOTAL_TRACKED });
    expect(far.total).toEqual(first.total);
    expect(far.hits).toHaveLength(20);
    const around = await search({ size: 40, from: REWARD_TOTAL_TRACKED - 20 });
    expect(around.hits.slice(20).map((h) => h._id)).toEqual(far.hits.map((h) => h._id));
    // Only the total (size 0) and a page past the end count the same way.
    expect(await search({ size: 0 })).toEqual({ total: first.total, hits: [] });
    expect(await search({ size: 10, from: 10_000 })).toEqual({ total: first.total, hits: [] });
  });

  it("gives fewer matches than that exactly", async () => {
    const few = await search({ size: 5, query: query("type:WELCOME") });
    expect(few.total).toEqual({ value: await publicCount(sql`r.type = 'WELCOME'`), relation: "eq" });
    expect(few.total.value).toBeGreaterThan(0);
  });

  it("gives the total of a text or a counter exactly, even beyond 1,000", async () => {
    expect((await search({ size: 5, query: query("zomerbon") })).total).toEqual({ value: EXTRA, relation: "eq" });
    const atCounter = await publicCount(sql`r.id IN (SELECT reward_id FROM reward_organisers WHERE organiser_id = ${counter}::int)`);
    expect(atCounter).toBeGreaterThan(REWARD_TOTAL_TRACKED);
    expect((await search({ size: 5, query: query(`organiser:${counter}`) })).total).toEqual({ value: atCounter, relation: "eq" });
    expect((await search({ size: 0, query: query("zomerbon") })).total).toEqual({ value: EXTRA, relation: "eq" });
  });

  it("says more only from the 1,001st match on, on a page and counted on its own", async () => {
    const db = api.database.db;
    const sporty = await publicCount(sql`r.sport`);
    expect(sporty).toBeLessThan(REWARD_TOTAL_TRACKED);
    // Summer vouchers become sports rewards until exactly 1,000 match, then one more.
    const ids = (
      await db
        .selectFrom("rewards")
        .select("id")
        .where("title", "like", "Zomerbon %")
        .orderBy("id")
        .limit(REWARD_TOTAL_TRACKED - sporty + 1)
        .execute()
    ).map((r) => r.id);
    await db.updateTable("rewards").set({ sport: true }).where("id", "in", ids.slice(0, -1)).execute();
    const exactly = { value: REWARD_TOTAL_TRACKED, relation: "eq" };
    expect((await search({ size: 1, query: query("sport:true") })).total).toEqual(exactly);
    expect((await search({ size: 0, query: query("sport:true") })).total).toEqual(exactly);
    await db.updateTable("rewards").set({ sport: true }).where("id", "=", ids.at(-1)!).execute();
    const more = { value: REWARD_TOTAL_TRACKED, relation: "gte" };
    expect((await search({ size: 1, query: query("sport:true") })).total).toEqual(more);
    expect((await search({ size: 0, query: query("sport:true") })).total).toEqual(more);
  });
});
