import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileSchema } from "@vtp/contracts/account";
import { problemSchema } from "@vtp/contracts/problem";
import { an, lotte, mohamed, tom } from "@vtp/personas";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { getProfile as readProfile } from "./service.ts";

const NOW = FIXTURE_NOW;

let database: Database;
let server: IdentityTestServer;

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: NOW });
});

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

async function getProfile(authorization?: string) {
  return server.app.inject({
    method: "GET",
    url: "/api/enduser/profile",
    headers: authorization === undefined ? {} : { authorization },
  });
}

describe("GET /api/enduser/profile", () => {
  it("reads the profile in one statement (issue 21: the dashboard, the pass and the profile read it on every render)", async () => {
    let statements = 0;
    const counting = database.db.withPlugin({
      transformQuery: (args) => args.node,
      // Called once per statement the database ran (transformQuery also sees each subquery's builder).
      transformResult: async (args) => {
        statements++;
        return args.result;
      },
    });
    const { holder_id: holderId } = await database.db
      .selectFrom("cards")
      .select("holder_id")
      .where("card_number", "=", mohamed.card!.number)
      .executeTakeFirstOrThrow();
    const profile = await readProfile(
      { db: counting, clock: () => NOW },
      { sub: mohamed.sub!, accountId: "x", holderId, email: "x@example.org" },
    );
    expect(profile.cardNumber).toBe(mohamed.card!.number);
    expect(profile.kansenStatuut.length).toBeGreaterThan(0);
    expect(profile.memberships.length).toBeGreaterThan(0);
    expect(statements).toBe(1);
  });

  it("answers the profile of a holder with a card", async () => {
    const res = await getProfile(`Bearer ${await server.tokens.sign(an.sub!)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const profile = profileSchema.parse(res.json());
    expect(profile).toEqual({
      firstName: "An",
      lastName: "Peeters",
      lastNameInitial: "P.",
      city: "Gent",
      cardNumber: an.card!.number,
      cardStatus: "ACTIVE",
      cardSystem: { id: 1, name: "UiTPAS Gent" },
      points: an.points,
      email: an.email,
      gsm: an.gsm,
      kansenStatuut: [],
      memberships: [{ cardSystem: { id: 1, name: "UiTPAS Gent" }, endDate: "2027-12-31" }],
      birthDate: an.birthDate,
      isUnder16: false,
    });
  });

  it("lists the kansenstatuut per card system", async () => {
    const res = await getProfile(`Bearer ${await server.tokens.sign(mohamed.sub!)}`);
    const profile = profileSchema.parse(res.json());
    expect(profile.kansenStatuut).toEqual([
      { cardSystem: { id: 3, name: "UiTPAS Dender" }, status: "ACTIVE", kansenStatuutEndDate: "2027-04-30" },
    ]);
  });

  it("computes isUnder16 with the injected clock", async () => {
    const res = await getProfile(`Bearer ${await server.tokens.sign(lotte.sub!)}`);
    expect(profileSchema.parse(res.json()).isUnder16).toBe(true);
  });

  it("answers 404 NO_CARD for an account without a card", async () => {
    const res = await getProfile(`Bearer ${await server.tokens.sign(tom.sub!)}`);
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/problem+json");
    const problem = problemSchema.parse(res.json());
    expect(problem.code).toBe("NO_CARD");
    expect(problem.type).toBe("/problems/NO_CARD");
  });

  it("refuses a request without a bearer token", async () => {
    const res = await getProfile();
    expect(res.statusCode).toBe(401);
    expect(res.headers["www-authenticate"]).toBe("Bearer");
    expect(problemSchema.parse(res.json()).code).toBe("unauthorized");
  });

  it.each([
    ["garbage", async () => "not-a-jwt"],
    ["expired", async () => server.tokens.sign(an.sub!, { expiresInSeconds: -60 })],
    ["wrong audience", async () => server.tokens.sign(an.sub!, { audience: "http://127.0.0.1:3000/other" })],
    ["wrong issuer", async () => server.tokens.sign(an.sub!, { issuer: "http://evil.test/oidc" })],
    ["unknown subject", async () => server.tokens.sign("nobody")],
  ])("refuses a %s token with 401 invalid_token", async (_name, token) => {
    const res = await getProfile(`Bearer ${await token()}`);
    expect(res.statusCode).toBe(401);
    expect(res.headers["www-authenticate"]).toBe('Bearer error="invalid_token"');
    expect(problemSchema.parse(res.json()).status).toBe(401);
  });
});
