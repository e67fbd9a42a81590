// The staff's second factor at the api (decision 0061), on PGlite and on PostgreSQL (DATABASE_URL): where the
// configuration requires it, a person's token without "otp" in its amr is refused on every staff route
// (403 second-factor-required, in Dutch), one with it passes; a holder's routes and a partner client's
// token are not touched; where it is not required (the local demo's default) a password-only token passes.
// The staff list says who has enrolled one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PARTNER_API_SCOPE } from "@vtp/contracts/identity";
import { problemSchema } from "@vtp/contracts/problem";
import { staffListSchema } from "@vtp/contracts/staff-members";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { an, els } from "@vtp/personas";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { POOL_PARTNER_CLIENT, organiserOf } from "../../testing/staff.ts";

let database: Database;
let required: IdentityTestServer;
let optional: IdentityTestServer;
let library: number;

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  required = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW, env: { STAFF_SECOND_FACTOR_REQUIRED: "true" } });
  optional = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
  library = await organiserOf(database.db, els, 0);
}, 180_000);
afterAll(async () => {
  await required?.app.close();
  await optional?.app.close();
  await database?.close();
});

async function call(server: IdentityTestServer, url: string, token: string) {
  const res = await server.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() as unknown };
}

const personToken = (server: IdentityTestServer, sub: string, amr?: string[]) =>
  server.tokens.sign(sub, amr === undefined ? {} : { claims: { amr } });

describe("where the second factor is required", () => {
  it("refuses a staff member's token without the second factor on every kind of staff route, in Dutch", async () => {
    for (const url of ["/api/v4/permissions", `/api/v4/staff?organizerId=${library}`, `/api/v4/organizer-events?organizerId=${library}`]) {
      for (const amr of [undefined, ["pwd"]]) {
        const answer = await call(required, url, await personToken(required, els.sub, amr));
        expect(answer.status, `${url} ${JSON.stringify(amr)}`).toBe(403);
        const problem = problemSchema.parse(answer.body);
        expect(problem.code).toBe("second-factor-required");
        expect(problem.endUserMessage?.nl).toMatch(/wachtwoord én een code uit je authenticator-app/);
      }
    }
  });

  it("lets a staff member in who logged in with the second factor", async () => {
    const answer = await call(required, "/api/v4/permissions", await personToken(required, els.sub, ["pwd", "otp"]));
    expect(answer.status).toBe(200);
    const list = await call(required, `/api/v4/staff?organizerId=${library}`, await personToken(required, els.sub, ["pwd", "otp"]));
    expect(list.status).toBe(200);
  });

  it("does not touch a holder's own routes, nor a holder at a staff route (still not-staff)", async () => {
    const profile = await call(required, "/api/enduser/profile", await personToken(required, an.sub!, ["pwd"]));
    expect(profile.status).toBe(200);
    const staffRoute = await call(required, "/api/v4/permissions", await personToken(required, an.sub!, ["pwd"]));
    expect([staffRoute.status, problemSchema.parse(staffRoute.body).code]).toEqual([403, "not-staff"]);
  });

  it("does not touch a partner client's token (it stands for no person)", async () => {
    const token = await required.tokens.sign(POOL_PARTNER_CLIENT, { claims: { client_id: POOL_PARTNER_CLIENT, scope: PARTNER_API_SCOPE } });
    const answer = await call(required, "/api/v4/permissions", token);
    expect(answer.status).toBe(200);
  });
});

describe("where it is not required (the local demo's default)", () => {
  it("lets a staff member in with the password alone", async () => {
    const answer = await call(optional, "/api/v4/permissions", await personToken(optional, els.sub, ["pwd"]));
    expect(answer.status).toBe(200);
  });
});

describe("the staff list", () => {
  it("says who has enrolled a second factor", async () => {
    const token = await personToken(optional, els.sub, ["pwd"]);
    const before = staffListSchema.parse((await call(optional, `/api/v4/staff?organizerId=${library}`, token)).body);
    expect(before.members.find((m) => m.accountId === els.accountId)?.hasSecondFactor).toBe(false);
    await database.db
      .insertInto("second_factors")
      .values({ account_id: els.accountId, secret_sealed: "v1.aaaa.bbbb.cccc", last_used_step: null })
      .execute();
    const after = staffListSchema.parse((await call(optional, `/api/v4/staff?organizerId=${library}`, token)).body);
    expect(after.members.find((m) => m.accountId === els.accountId)?.hasSecondFactor).toBe(true);
    await database.db.deleteFrom("second_factors").where("account_id", "=", els.accountId).execute();
  });

  it("keeps a sealed secret's shape and a used recovery code used (database constraints)", async () => {
    await expect(
      database.db.insertInto("second_factors").values({ account_id: els.accountId, secret_sealed: "JBSWY3DPEHPK3PXP" }).execute(),
    ).rejects.toThrow(/second_factors_secret_sealed/);
    await database.db.insertInto("second_factors").values({ account_id: els.accountId, secret_sealed: "v1.aaaa.bbbb.cccc" }).execute();
    const hash = "a".repeat(64);
    await database.db
      .insertInto("second_factor_recovery_codes")
      .values({ account_id: els.accountId, code_hash: hash, used_at: FIXTURE_NOW })
      .execute();
    await expect(
      database.db.updateTable("second_factor_recovery_codes").set({ used_at: null }).where("code_hash", "=", hash).execute(),
    ).rejects.toThrow(/a used recovery code stays used/);
    await database.db.deleteFrom("second_factors").where("account_id", "=", els.accountId).execute();
  });
});
