// A redeemed reward's story (issue 22 §5, decision 0043): the holder's rewards name their places, and a
// code says how to use it and until when, alike in the cash-in's answer, the wallet's redemptions and
// the history's line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cashInResultSchema, holderRewardsSchema } from "@vtp/contracts/rewards";
import { an } from "@vtp/personas";
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

async function bearer(sub: string | null) {
  return `Bearer ${await server.tokens.sign(sub!)}`;
}

async function cashIn(sub: string | null, rewardId: number) {
  return server.app.inject({
    method: "POST",
    url: "/api/user/promotion/cashin",
    headers: { authorization: await bearer(sub) },
    payload: { promotionId: rewardId },
  });
}

/** The reward's counters as the holder reads them: "Vooruit, Gent". */
async function placesOf(rewardId: number): Promise<string[]> {
  const rows = await database.db
    .selectFrom("reward_organisers as ro")
    .innerJoin("organisers as o", "o.id", "ro.organiser_id")
    .leftJoin("municipalities as m", "m.id", "o.municipality_id")
    .select(["o.name", "m.name as city"])
    .where("ro.reward_id", "=", rewardId)
    .orderBy("o.name")
    .execute();
  return rows.map((r) => (r.city === null ? r.name : `${r.name}, ${r.city}`));
}

describe("a redeemed reward's story", () => {
  it("names every reward's places as the wallet names a redemption's", async () => {
    const res = await server.app.inject({ method: "GET", url: "/api/user/promotions", headers: { authorization: await bearer(an.sub) } });
    const coffee = holderRewardsSchema.parse(res.json()).rewards.find((r) => r.id === R.cheapPoints)!;
    expect(coffee.places).toEqual(await placesOf(R.cheapPoints));
    expect(coffee.places.length).toBeGreaterThan(0);
  });

  it("tells the code's story: valid until the reward's cashing period ends, an online reward's link; the wallet says the same", async () => {
    await database.db
      .updateTable("rewards")
      .set({ redeem_end: new Date("2027-03-31T21:59:59Z"), online: true, more_info_url: "https://voorbeeld.be/code" })
      .where("id", "=", R.cheapPoints)
      .execute();
    const result = cashInResultSchema.parse((await cashIn(an.sub, R.cheapPoints)).json());
    expect(result).toMatchObject({ online: true, link: "https://voorbeeld.be/code", validUntil: "2027-03-31T21:59:59.000Z" });
    const wallet = await server.app.inject({
      method: "GET",
      url: "/api/user/wallet/redemptions",
      headers: { authorization: await bearer(an.sub) },
    });
    expect(wallet.json().redemptions[0]).toMatchObject({
      redeemCode: result.redeemCode,
      online: true,
      link: "https://voorbeeld.be/code",
      validUntil: "2027-03-31T21:59:59.000Z",
      places: await placesOf(R.cheapPoints),
    });
    // The history line of a redemption in the app names its place too.
    const history = await server.app.inject({
      method: "GET",
      url: "/api/user/wallet/history",
      headers: { authorization: await bearer(an.sub) },
    });
    expect(history.json().entries[0]).toMatchObject({
      kind: "REDEMPTION",
      title: "Gratis koffie bij je voorstelling",
      place: (await placesOf(R.cheapPoints))[0],
    });
  });
});
