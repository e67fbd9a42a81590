import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountStateSchema } from "@vtp/contracts/onboarding";
import { an, tom } from "@vtp/personas";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
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

const bearer = async (sub: string) => ({ authorization: `Bearer ${await server.tokens.sign(sub)}` });

describe("account state and onboarding", () => {
  it("needs a bearer token", async () => {
    expect((await server.app.inject({ method: "GET", url: "/api/user/account-state" })).statusCode).toBe(401);
    const put = await server.app.inject({ method: "PUT", url: "/api/user/onboarding", payload: { skipOnboarding: true } });
    expect(put.statusCode).toBe(401);
  });

  it("reports the state of a holder with and without a card", async () => {
    const anState = accountStateSchema.parse(
      (await server.app.inject({ method: "GET", url: "/api/user/account-state", headers: await bearer(an.sub!) })).json(),
    );
    expect(anState).toEqual({ skipOnboarding: false, legacy: false, hasCard: true });
    const tomState = accountStateSchema.parse(
      (await server.app.inject({ method: "GET", url: "/api/user/account-state", headers: await bearer(tom.sub!) })).json(),
    );
    expect(tomState.hasCard).toBe(false);
  });

  it("persists skipOnboarding for the caller only, idempotently", async () => {
    const headers = await bearer(tom.sub!);
    for (let i = 0; i < 2; i++) {
      const res = await server.app.inject({ method: "PUT", url: "/api/user/onboarding", headers, payload: { skipOnboarding: true } });
      expect(res.statusCode).toBe(200);
      expect(accountStateSchema.parse(res.json()).skipOnboarding).toBe(true);
    }
    const row = await database.db
      .selectFrom("identity_accounts")
      .select(["sub", "skip_onboarding"])
      .where("sub", "in", [tom.sub!, an.sub!])
      .execute();
    expect(Object.fromEntries(row.map((r) => [r.sub, r.skip_onboarding]))).toEqual({ [tom.sub!]: true, [an.sub!]: false });
  });

  it("refuses to un-skip the onboarding", async () => {
    const res = await server.app.inject({
      method: "PUT",
      url: "/api/user/onboarding",
      headers: await bearer(an.sub!),
      payload: { skipOnboarding: false },
    });
    expect(res.statusCode).toBe(400);
  });
});
