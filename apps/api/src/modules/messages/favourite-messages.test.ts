// The favourites' messages (decisions 0049 and 0059) on the demo seed (PGlite, and PostgreSQL with
// DATABASE_URL): a check-in whose points reach a kept reward writes "now affordable" in its transaction,
// once; a reward not reached, not kept or kept by someone else writes nothing; a kept reward's last
// week is a daily reminder, once per reward and last day, and nothing before its last week.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { an, mohamed } from "@vtp/personas";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { DEMO_CHECKIN_CODES } from "../../seeds/demo.ts";
import { DEMO_REWARD_IDS as R } from "../../seeds/demo/constants.ts";
import { testMessagesDeps } from "../../testing/messages.ts";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { runReminders } from "./reminders.ts";
import type { MessagesDeps } from "./service.ts";

let database: Database;
let server: IdentityTestServer;
let now = FIXTURE_NOW;

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
});

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

function deps(): MessagesDeps {
  return testMessagesDeps(database.db, () => now);
}

async function keysOf(holderId: string, prefix: string): Promise<string[]> {
  const rows = await database.db
    .selectFrom("messages")
    .select("dedup_key")
    .where("holder_id", "=", holderId)
    .where("dedup_key", "like", `${prefix}%`)
    .orderBy("dedup_key")
    .execute();
  return rows.map((r) => r.dedup_key);
}

async function keep(personaSub: string, rewardId: number) {
  const res = await server.app.inject({
    method: "PUT",
    url: `/api/user/favourites/reward/${rewardId}`,
    headers: { authorization: `Bearer ${await server.tokens.sign(personaSub)}` },
  });
  expect(res.statusCode).toBe(200);
}

describe("a kept reward is now affordable", () => {
  it("the check-in that reaches it writes the message with it, once; what it does not reach writes nothing", async () => {
    const balance = Number(
      (await database.db.selectFrom("holders").select("points").where("id", "=", an.holderId!).executeTakeFirstOrThrow()).points,
    );
    expect(balance).toBeLessThan(150);
    await keep(an.sub!, R.tooExpensive); // 150 points
    await keep(mohamed.sub!, R.tooExpensive); // Mohamed's own: never An's message
    // An activity worth exactly what An misses for the 150-point reward.
    const bib = await database.db
      .selectFrom("activities")
      .select(["organiser_id", "card_system_id"])
      .where("checkin_code", "=", DEMO_CHECKIN_CODES.gentBibliotheek)
      .executeTakeFirstOrThrow();
    for (const [code, points] of [
      ["BIJNA-1", 150 - balance - 1],
      ["GENOEG-1", 1],
      ["NOGEENS-1", 5],
    ] as const) {
      await database.db
        .insertInto("activities")
        .values({ ...bib, title: code, points, checkin_volume: 1, checkin_period: "DAY", checkin_code: code, permanent: true })
        .execute();
    }
    const scan = async (code: string) =>
      server.app.inject({
        method: "POST",
        url: "/api/user/checkin",
        headers: { authorization: `Bearer ${await server.tokens.sign(an.sub!)}` },
        payload: { code },
      });
    expect((await scan("BIJNA-1")).statusCode).toBe(200); // 149: not yet
    expect(await keysOf(an.holderId!, "favourite:")).toEqual([]);
    expect((await scan("GENOEG-1")).statusCode).toBe(200); // 150: reached
    expect(await keysOf(an.holderId!, "favourite:")).toEqual([`favourite:${R.tooExpensive}:affordable`]);
    expect((await scan("NOGEENS-1")).statusCode).toBe(200); // still above: no second message
    expect(await keysOf(an.holderId!, "favourite:")).toEqual([`favourite:${R.tooExpensive}:affordable`]);
    const message = await database.db
      .selectFrom("messages")
      .select(["title", "topic", "link_path"])
      .where("holder_id", "=", an.holderId!)
      .where("dedup_key", "=", `favourite:${R.tooExpensive}:affordable`)
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({ topic: "milestones", link_path: "/overzicht" });
    expect(message.title).toMatch(/^Je kan ".+" nu omruilen$/);
    expect(await keysOf(mohamed.holderId!, "favourite:")).toEqual([]);
  });
});

describe("a kept reward's last week", () => {
  it("is reminded once when its last day is within 7 days, not before, and only to who keeps it", async () => {
    // "lastChance" ends 6 days after the seed's today: kept by Mohamed only.
    await keep(mohamed.sub!, R.lastChance);
    now = new Date(FIXTURE_NOW.getTime() - 2 * 86_400_000); // 8 days left: not yet
    await runReminders(deps());
    expect(await keysOf(mohamed.holderId!, `favourite:${R.lastChance}:`)).toEqual([]);
    now = FIXTURE_NOW;
    await runReminders(deps());
    await runReminders(deps()); // a second run the same day writes nothing
    const keys = await keysOf(mohamed.holderId!, `favourite:${R.lastChance}:`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^favourite:${R.lastChance}:\\d{4}-\\d{2}-\\d{2}:last-week$`));
    expect(await keysOf(an.holderId!, `favourite:${R.lastChance}:`)).toEqual([]);
    const message = await database.db
      .selectFrom("messages")
      .select(["title", "body", "topic"])
      .where("holder_id", "=", mohamed.holderId!)
      .where("dedup_key", "=", keys[0]!)
      .executeTakeFirstOrThrow();
    expect(message.topic).toBe("reminders");
    expect(message.title).toMatch(/^Nog een week voor ".+"$/);
    expect(message.body).toMatch(/tot en met \d{2}\/\d{2}\/\d{4}\.$/);
  });
});
