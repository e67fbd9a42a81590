// PUT /api/user/profile and PUT /api/user/pin: validation in Dutch, no mass assignment, only the
// caller's own holder, the pin stored as the hash the legacy login checks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileMessages, profileSchema } from "@vtp/contracts/account";
import { PIN_MESSAGE } from "@vtp/contracts/legacy-login";
import { problemSchema } from "@vtp/contracts/problem";
import { an, mohamed, tom } from "@vtp/personas";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { authenticateLegacy } from "../legacy-login/service.ts";
import { PIN_CHANGES_PER_HOUR } from "./service.ts";

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

async function put(url: string, sub: string | null, payload: unknown) {
  const headers: Record<string, string> = sub === null ? {} : { authorization: `Bearer ${await server.tokens.sign(sub)}` };
  return server.app.inject({ method: "PUT", url, headers, payload: payload as Record<string, unknown> });
}

async function holderRow(holderId: string) {
  return database.db.selectFrom("holders").selectAll().where("id", "=", holderId).executeTakeFirstOrThrow();
}

function schemaErrors(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(400);
  const problem = problemSchema.parse(res.json());
  expect(problem.code).toBe("validation");
  return problem.schemaErrors ?? [];
}

describe("PUT /api/user/profile", () => {
  it("stores the contact e-mail and the normalised gsm and answers the profile as it now is", async () => {
    const res = await put("/api/user/profile", mohamed.sub!, { email: "  Mohamed.Nieuw@Voorbeeld.test ", gsm: "+32 485 99 88 77" });
    expect(res.statusCode).toBe(200);
    const profile = profileSchema.parse(res.json());
    expect(profile.email).toBe("mohamed.nieuw@voorbeeld.test");
    expect(profile.gsm).toBe("+32485998877");
    // The rest of the profile is untouched and the answer equals a fresh read.
    expect(profile.points).toBe(mohamed.points);
    expect(profile.cardNumber).toBe(mohamed.card!.number);
    const again = await server.app.inject({
      method: "GET",
      url: "/api/enduser/profile",
      headers: { authorization: `Bearer ${await server.tokens.sign(mohamed.sub!)}` },
    });
    expect(profileSchema.parse(again.json())).toEqual(profile);
    // The login address of the identity account is not the contact address: it stays.
    const account = await database.db
      .selectFrom("identity_accounts")
      .select("email")
      .where("sub", "=", mohamed.sub!)
      .executeTakeFirstOrThrow();
    expect(account.email).toBe(mohamed.email);
  });

  it("accepts a gsm of 10 and of 13 characters, in the online request's international format", async () => {
    expect((await put("/api/user/profile", mohamed.sub!, { email: mohamed.email, gsm: "+352 123 456" })).statusCode).toBe(200);
    expect((await holderRow(mohamed.holderId!)).gsm).toBe("+352123456");
    expect((await put("/api/user/profile", mohamed.sub!, { email: mohamed.email, gsm: "0049 170 123 4567" })).statusCode).toBe(200);
    expect((await holderRow(mohamed.holderId!)).gsm).toBe("+491701234567");
  });

  it.each([
    ["an invalid e-mail", { email: "mohamed@", gsm: "+32470123456" }, "/email", profileMessages.email],
    ["an e-mail without @", { email: "geen-apenstaartje", gsm: "+32470123456" }, "/email", "Dit moet een geldig email adres zijn."],
    ["an empty e-mail", { email: "  ", gsm: "+32470123456" }, "/email", profileMessages.emailRequired],
    ["a missing gsm", { email: "m@voorbeeld.test" }, "/gsm", profileMessages.gsmRequired],
    ["an empty gsm", { email: "m@voorbeeld.test", gsm: "" }, "/gsm", profileMessages.gsmRequired],
    ["a gsm of 9 characters", { email: "m@voorbeeld.test", gsm: "+35212345" }, "/gsm", profileMessages.gsmLength],
    ["a gsm of 14 characters", { email: "m@voorbeeld.test", gsm: "+4917012345678" }, "/gsm", profileMessages.gsmLength],
    ["a gsm with letters", { email: "m@voorbeeld.test", gsm: "0470abc456" }, "/gsm", profileMessages.gsmFormat],
    ["a gsm with a + in the middle", { email: "m@voorbeeld.test", gsm: "0470+123456" }, "/gsm", profileMessages.gsmFormat],
    [
      "a gsm without a country code (as in the online request)",
      { email: "m@voorbeeld.test", gsm: "0470 12 34 56" },
      "/gsm",
      profileMessages.gsmFormat,
    ],
  ])("refuses %s with its Dutch message", async (_name, body, pointer, message) => {
    const before = await holderRow(mohamed.holderId!);
    const errors = schemaErrors(await put("/api/user/profile", mohamed.sub!, body));
    expect(errors).toContainEqual({ jsonPointer: pointer, error: message });
    expect(await holderRow(mohamed.holderId!)).toEqual(before);
  });

  it.each([
    ["points", { points: 99999 }],
    ["status", { status: "BLOCKED" }],
    ["cardSystem", { cardSystem: { id: 2, name: "UiTPAS Leuven" } }],
    ["firstName", { firstName: "Mallory" }],
    [
      "kansenStatuut",
      { kansenStatuut: [{ cardSystem: { id: 1, name: "UiTPAS Gent" }, status: "ACTIVE", kansenStatuutEndDate: "2099-01-01" }] },
    ],
    ["holderId", { holderId: an.holderId }],
  ])("refuses the extra key %s (mass assignment) and changes nothing", async (_key, extra) => {
    const before = await holderRow(mohamed.holderId!);
    const kansenBefore = await database.db.selectFrom("kansenstatuut").selectAll().where("holder_id", "=", mohamed.holderId!).execute();
    const errors = schemaErrors(
      await put("/api/user/profile", mohamed.sub!, { email: "nieuw@voorbeeld.test", gsm: "+32470123456", ...extra }),
    );
    expect(errors).toContainEqual({ jsonPointer: "", error: profileMessages.onlyEmailAndGsm });
    expect(await holderRow(mohamed.holderId!)).toEqual(before);
    expect(await database.db.selectFrom("kansenstatuut").selectAll().where("holder_id", "=", mohamed.holderId!).execute()).toEqual(
      kansenBefore,
    );
  });

  it("changes only the caller's own holder", async () => {
    const anBefore = await holderRow(an.holderId!);
    const res = await put("/api/user/profile", mohamed.sub!, { email: "alleen.mohamed@voorbeeld.test", gsm: "+32485123402" });
    expect(res.statusCode).toBe(200);
    expect(await holderRow(an.holderId!)).toEqual(anBefore);
    const anProfile = await server.app.inject({
      method: "GET",
      url: "/api/enduser/profile",
      headers: { authorization: `Bearer ${await server.tokens.sign(an.sub!)}` },
    });
    expect(profileSchema.parse(anProfile.json()).email).toBe(an.email);
  });

  it("refuses an account without a card with NO_CARD", async () => {
    const res = await put("/api/user/profile", tom.sub!, { email: "tom@voorbeeld.test", gsm: "+32470123456" });
    expect(res.statusCode).toBe(404);
    expect(problemSchema.parse(res.json()).code).toBe("NO_CARD");
  });

  it("refuses a request without a token", async () => {
    const res = await put("/api/user/profile", null, { email: "x@voorbeeld.test", gsm: "+32470123456" });
    expect(res.statusCode).toBe(401);
  });
});

describe("PUT /api/user/pin", () => {
  // The legacy login as it was before its cut-off, to prove the stored hash is the one it checks.
  const legacyDeps = () => ({ db: database.db, clock: () => new Date("2022-06-01T10:00:00Z"), enabled: true });

  it.each([["123"], ["12345"], ["12a4"], [""], [" 1234"], [1234]])("refuses the pin %j with the spec's message", async (pin) => {
    const errors = schemaErrors(await put("/api/user/pin", an.sub!, { pin }));
    expect(errors).toEqual([{ jsonPointer: "/pin", error: PIN_MESSAGE }]);
  });

  it("refuses a missing pin and extra keys with the spec's message", async () => {
    expect(schemaErrors(await put("/api/user/pin", an.sub!, {}))).toEqual([{ jsonPointer: "/pin", error: PIN_MESSAGE }]);
    expect(schemaErrors(await put("/api/user/pin", an.sub!, { pin: "1234", cardNumber: mohamed.card!.number }))).toContainEqual({
      jsonPointer: "",
      error: PIN_MESSAGE,
    });
  });

  it("stores a hash on the caller's current card that the legacy login accepts", async () => {
    const res = await put("/api/user/pin", an.sub!, { pin: "4821" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cardNumber: an.card!.number });
    const card = await database.db
      .selectFrom("cards")
      .select("pin_hash")
      .where("card_number", "=", an.card!.number)
      .executeTakeFirstOrThrow();
    expect(card.pin_hash).not.toBeNull();
    expect(card.pin_hash).not.toContain("4821");
    const ok = await authenticateLegacy(legacyDeps(), { cardNumber: an.card!.number, pin: "4821", birthDate: an.birthDate });
    expect(ok.tokenType).toBe("registration");
    await expect(
      authenticateLegacy(legacyDeps(), { cardNumber: an.card!.number, pin: "1111", birthDate: an.birthDate }),
    ).rejects.toMatchObject({ code: "PIN_INVALID" });
  });

  it("changes only the caller's card", async () => {
    const before = await database.db
      .selectFrom("cards")
      .select(["card_number", "pin_hash"])
      .where("holder_id", "=", mohamed.holderId!)
      .execute();
    expect((await put("/api/user/pin", an.sub!, { pin: "9090" })).statusCode).toBe(200);
    expect(
      await database.db.selectFrom("cards").select(["card_number", "pin_hash"]).where("holder_id", "=", mohamed.holderId!).execute(),
    ).toEqual(before);
    await expect(
      authenticateLegacy(legacyDeps(), { cardNumber: mohamed.card!.number, pin: "9090", birthDate: mohamed.birthDate }),
    ).rejects.toMatchObject({ code: "PIN_INVALID" });
  });

  it(`allows ${PIN_CHANGES_PER_HOUR} pin changes per holder per hour, then answers 429 with Retry-After`, async () => {
    // A fresh hour for this test: the earlier tests' changes count in the fixture's hour.
    server.setNow(new Date(FIXTURE_NOW.getTime() + 3 * 60 * 60 * 1000));
    try {
      for (let i = 0; i < PIN_CHANGES_PER_HOUR; i++)
        expect((await put("/api/user/pin", mohamed.sub!, { pin: "2468" })).statusCode).toBe(200);
      const res = await put("/api/user/pin", mohamed.sub!, { pin: "2468" });
      expect(res.statusCode).toBe(429);
      expect(problemSchema.parse(res.json()).code).toBe("rate-limited");
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      // Another holder is not held back.
      expect((await put("/api/user/pin", an.sub!, { pin: "1357" })).statusCode).toBe(200);
    } finally {
      server.setNow(FIXTURE_NOW);
    }
  });

  it("refuses an account without a card with NO_CARD", async () => {
    const res = await put("/api/user/pin", tom.sub!, { pin: "1234" });
    expect(res.statusCode).toBe(404);
    expect(problemSchema.parse(res.json()).code).toBe("NO_CARD");
  });
});
