// PGlite is a single connection, so races only show on the PostgreSQL server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registrationTokenResponseSchema } from "@vtp/contracts/card-registration";
import { tom } from "@vtp/personas";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { jonas, FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { basicAuth, buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";

const NOW = FIXTURE_NOW;

describe.skipIf(!process.env.DATABASE_URL)("card linking under concurrency (PostgreSQL)", () => {
  let database: Database;
  let server: IdentityTestServer;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: seedIdentityFixtures, maxConnections: 12 });
    expect(database.kind).toBe("postgres");
    server = await buildIdentityTestServer({ db: database.db, now: NOW });
  });

  afterAll(async () => {
    await server?.app.close();
    await database?.close();
  });

  async function newToken(ip: string): Promise<string> {
    const res = await server.app.inject({
      method: "GET",
      url: "/api/card/passholders/me/uitid/registration-token",
      headers: { authorization: basicAuth(jonas.number, jonas.birthDate), "x-client-id": server.config.api.cardApiClientId },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    return registrationTokenResponseSchema.parse(res.json()).token;
  }

  async function link(sub: string, registrationToken: string) {
    return server.app.inject({
      method: "POST",
      url: "/api/user/uitid/link",
      headers: { authorization: `Bearer ${await server.tokens.sign(sub)}` },
      payload: { registrationToken },
    });
  }

  it("10 parallel links of one token: exactly one succeeds", async () => {
    const token = await newToken("10.1.0.1");
    const results = await Promise.all(Array.from({ length: 10 }, () => link(tom.sub!, token)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 410)).toHaveLength(9);
    const used = await database.db.selectFrom("registration_tokens").select("used_at").where("used_at", "is not", null).execute();
    expect(used).toHaveLength(1);
  });

  it("two cardless accounts linking the same card with different tokens at once: one wins", async () => {
    // Undo the previous test's link so the card is free again.
    await database.db.updateTable("identity_accounts").set({ holder_id: null }).where("sub", "=", tom.sub!).execute();
    const subs = Array.from({ length: 8 }, (_, i) => `race-${i}`);
    await database.db
      .insertInto("identity_accounts")
      .values(subs.map((sub) => ({ sub, email: `${sub}@voorbeeld.test`, email_verified: true })))
      .execute();
    const tokens = await Promise.all(subs.map((_, i) => newToken(`10.1.1.${i}`)));
    const results = await Promise.all(subs.map((sub, i) => link(sub, tokens[i]!)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === "UITPAS_ALREADY_LINKED")).toBe(true);
    const linked = await database.db.selectFrom("identity_accounts").select("sub").where("holder_id", "=", jonas.holderId).execute();
    expect(linked).toHaveLength(1);
  });
});
