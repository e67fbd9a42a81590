import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  emailCheckResponseSchema,
  emailLookupResponseSchema,
  invitationResponseSchema,
  linkCardResponseSchema,
  NEUTRAL_CREDENTIALS_MESSAGE,
  registrationStatusResponseSchema,
  registrationTokenResponseSchema,
} from "@vtp/contracts/card-registration";
import { makeCardNumber } from "@vtp/contracts/card-number";
import { problemSchema, type ProblemJson } from "@vtp/contracts/problem";
import { an, mohamed, sofie, tom, unregisteredCards } from "@vtp/personas";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import {
  blockedCardNumber,
  ilse,
  jonas,
  FIXTURE_NOW,
  seedIdentityFixtures,
  stockCardNumber,
  unknownCardNumber,
} from "../../testing/fixtures.ts";
import { basicAuth, buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";

const NOW = FIXTURE_NOW;
const CARD_API = "/api/card/passholders/me/uitid";
const CLIENT_ID = "vrijetijdspas-web";

let database: Database;
let server: IdentityTestServer;
/** Each test uses its own client address, so the per-IP limits of one test never hit another. */
let ipCounter = 1;
const nextIp = () => `10.0.0.${ipCounter++}`;

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: NOW, env: { LOG_LEVEL: "info" } });
});

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

function problem(res: { json: () => unknown }): ProblemJson {
  return problemSchema.parse(res.json());
}

async function requestToken(cardNumber: string, birthDate: string, opts: { ip?: string; clientId?: string | null } = {}) {
  const headers: Record<string, string> = { authorization: basicAuth(cardNumber, birthDate) };
  if (opts.clientId !== null) headers["x-client-id"] = opts.clientId ?? CLIENT_ID;
  return server.app.inject({ method: "GET", url: `${CARD_API}/registration-token`, headers, remoteAddress: opts.ip ?? nextIp() });
}

async function tokenFor(cardNumber: string, birthDate: string): Promise<string> {
  const res = await requestToken(cardNumber, birthDate);
  expect(res.statusCode).toBe(200);
  return registrationTokenResponseSchema.parse(res.json()).token;
}

async function status(token: string | undefined) {
  const headers: Record<string, string> = { "x-client-id": CLIENT_ID };
  if (token !== undefined) headers["x-registration-token"] = token;
  return server.app.inject({ method: "GET", url: `${CARD_API}/status`, headers });
}

async function emailCheck(token: string, email: string) {
  return server.app.inject({
    method: "POST",
    url: `${CARD_API}/email-check`,
    headers: { "x-client-id": CLIENT_ID },
    payload: { token, email },
    remoteAddress: nextIp(),
  });
}

async function link(sub: string, registrationToken: string) {
  return server.app.inject({
    method: "POST",
    url: "/api/user/uitid/link",
    headers: { authorization: `Bearer ${await server.tokens.sign(sub)}` },
    payload: { registrationToken },
  });
}

describe("GET /api/card/passholders/me/uitid/registration-token", () => {
  it("gives a token for the right card number and birth date and stores only its hash", async () => {
    const res = await requestToken(jonas.number, jonas.birthDate);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = registrationTokenResponseSchema.parse(res.json());
    expect(body.expiresIn).toBe(1800);
    expect(Buffer.from(body.token, "base64url")).toHaveLength(32);
    const rows = await database.db.selectFrom("registration_tokens").selectAll().execute();
    expect(rows.some((r) => r.token_hash === body.token)).toBe(false);
    const row = rows.find((r) => r.token_hash === createHash("sha256").update(body.token).digest("hex"));
    expect(row?.expires_at.toISOString()).toBe("2026-11-21T10:30:00.000Z");
    expect(row?.used_at).toBeNull();
  });

  it("accepts a card number written in groups", async () => {
    const grouped = `${jonas.number.slice(0, 4)} ${jonas.number.slice(4, 7)} ${jonas.number.slice(7, 10)} ${jonas.number.slice(10)}`;
    expect((await requestToken(grouped, jonas.birthDate)).statusCode).toBe(200);
  });

  it("needs the client id header", async () => {
    for (const clientId of [null, "someone-else"]) {
      const res = await requestToken(jonas.number, jonas.birthDate, { clientId });
      expect(res.statusCode).toBe(401);
      expect(problem(res).code).toBe("INVALID_CLIENT");
      expect(res.headers["www-authenticate"]).toBeUndefined();
    }
  });

  it("tells an unknown card number and a card in stock apart from a wrong birth date", async () => {
    const unknown = await requestToken(unknownCardNumber, "1990-05-14");
    expect(unknown.statusCode).toBe(401);
    expect(problem(unknown).code).toBe("CARD_NOT_FOUND");

    const luhnInvalid = await requestToken("4010000120101", "1990-05-14");
    expect(problem(luhnInvalid).code).toBe("CARD_NOT_FOUND");

    const stock = await requestToken(stockCardNumber, "1990-05-14");
    expect(stock.statusCode).toBe(401);
    expect(problem(stock).code).toBe("CARD_NOT_SOLD");

    const wrongBirthDate = await requestToken(jonas.number, "2011-04-23");
    expect(wrongBirthDate.statusCode).toBe(401);
    expect(problem(wrongBirthDate).code).toBe("invalid_credentials");
    expect(problem(wrongBirthDate).endUserMessage.nl).toBe(NEUTRAL_CREDENTIALS_MESSAGE);

    const blocked = await requestToken(blockedCardNumber, sofie.birthDate);
    expect(blocked.statusCode).toBe(403);
    expect(problem(blocked).code).toBe("CARD_BLOCKED");
    const blockedWrongBirthDate = await requestToken(blockedCardNumber, "1984-03-13");
    expect(problem(blockedWrongBirthDate).code).toBe("invalid_credentials");

    const badDate = await requestToken(jonas.number, "22/04/2011");
    expect(problem(badDate).code).toBe("invalid_credentials");
  });

  it("refuses a request without Basic credentials", async () => {
    const res = await server.app.inject({
      method: "GET",
      url: `${CARD_API}/registration-token`,
      headers: { "x-client-id": CLIENT_ID },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(401);
    expect(problem(res).code).toBe("invalid_credentials");
  });

  it("throttles brute force per IP: the 11th attempt is refused even with the right pair", async () => {
    const ip = nextIp();
    // Two wrong birth dates for each of five cards: under the per-card limit (5), over the per-IP one.
    const cards = [
      [jonas.number, "2011-04"],
      [ilse.number, "1969-12"],
      [an.card!.number, "1990-06"],
      [sofie.card!.number, "1984-04"],
      [mohamed.card!.number, "1976-11"],
    ] as const;
    for (let i = 0; i < 10; i++) {
      const [cardNumber, month] = cards[i % 5]!;
      const res = await requestToken(cardNumber, `${month}-${String(i + 1).padStart(2, "0")}`, { ip });
      expect(res.statusCode).toBe(401);
    }
    const eleventh = await requestToken(jonas.number, jonas.birthDate, { ip });
    expect(eleventh.statusCode).toBe(429);
    expect(problem(eleventh).endUserMessage.nl).toBe("Te veel pogingen. Probeer het later opnieuw.");
    expect(Number(eleventh.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await requestToken(jonas.number, jonas.birthDate)).statusCode).toBe(200);
  });
});

describe("GET /api/card/passholders/me/uitid/status", () => {
  it("answers UNREGISTERED for a card without an account", async () => {
    const res = await status(await tokenFor(jonas.number, jonas.birthDate));
    expect(res.statusCode).toBe(200);
    expect(registrationStatusResponseSchema.parse(res.json())).toEqual({ status: "UNREGISTERED", holderFirstName: "Jonas" });
  });

  it("answers REGISTERED with the masked e-mail for a linked card", async () => {
    const res = await status(await tokenFor(an.card!.number, an.birthDate));
    expect(registrationStatusResponseSchema.parse(res.json())).toEqual({
      status: "REGISTERED",
      email: "a***s@voorbeeld.test",
      holderFirstName: "An",
    });
  });

  it("refuses a missing, unknown or expired token", async () => {
    expect(problem(await status(undefined)).code).toBe("REGISTRATION_TOKEN_INVALID");
    expect((await status("x".repeat(43))).statusCode).toBe(400);
    const token = await tokenFor(jonas.number, jonas.birthDate);
    server.setNow(new Date(NOW.getTime() + 31 * 60 * 1000));
    try {
      const res = await status(token);
      expect(res.statusCode).toBe(410);
      expect(problem(res).code).toBe("REGISTRATION_TOKEN_EXPIRED");
    } finally {
      server.setNow(NOW);
    }
  });

  it("needs the client id header", async () => {
    const res = await server.app.inject({ method: "GET", url: `${CARD_API}/status`, headers: { "x-registration-token": "abc" } });
    expect(problem(res).code).toBe("INVALID_CLIENT");
  });
});

describe("POST /api/card/passholders/me/uitid/email-check", () => {
  async function mailsTo(email: string) {
    return database.db
      .selectFrom("mail_outbox")
      .select(["kind", "subject", "text_body"])
      .where("to_address", "=", email)
      .orderBy("created_at")
      .execute();
  }
  const linkIn = (text: string) => /http:\/\/127\.0\.0\.1:3000\/uitid-koppelen\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const invitation = (token: string) =>
    server.app.inject({
      method: "GET",
      url: `${CARD_API}/invitation`,
      headers: { "x-client-id": CLIENT_ID, "x-registration-token": token },
    });

  it("answers the same for a new address, a cardless account and an account with another card, and mails each owner", async () => {
    const token = await tokenFor(jonas.number, jonas.birthDate);
    const answers = [];
    for (const email of ["Jonas.Nieuw@Voorbeeld.test", tom.email!.toUpperCase(), an.email!]) {
      const res = await emailCheck(token, email);
      answers.push({ status: res.statusCode, body: res.json(), length: res.body.length - email.length });
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.status)).toEqual(["MAIL_SENT", "MAIL_SENT", "MAIL_SENT"]);
    expect(new Set(answers.map((a) => a.length)).size).toBe(1);
    expect(emailCheckResponseSchema.parse(answers[0]!.body)).toEqual({ status: "MAIL_SENT", email: "jonas.nieuw@voorbeeld.test" });

    // A new address: a link to create the account with the card.
    const [fresh] = await mailsTo("jonas.nieuw@voorbeeld.test");
    expect(fresh).toMatchObject({ kind: "card-link-register", subject: "Maak je account aan voor de pas van Jonas" });
    // An account without a card: a link to log in and link the card.
    const [login] = await mailsTo(tom.email!);
    expect(login).toMatchObject({ kind: "card-link-login", subject: "Koppel de pas van Jonas aan je account" });
    expect(login!.text_body).toContain("Hallo Tom,");
    // An account with another card: a notice, no link.
    const [refused] = await mailsTo(an.email!);
    expect(refused!.kind).toBe("card-link-refused");
    expect(linkIn(refused!.text_body)).toBeUndefined();

    for (const mail of [fresh!, login!]) {
      expect(mail.text_body).not.toContain(jonas.number);
      expect(mail.text_body).not.toContain(jonas.birthDate);
      expect(mail.text_body).not.toContain(token);
    }
    // The links carry new registration tokens bound to the address.
    const freshInvite = await invitation(linkIn(fresh!.text_body)!);
    expect(invitationResponseSchema.parse(freshInvite.json())).toEqual({
      email: "jonas.nieuw@voorbeeld.test",
      account: "UNREGISTERED",
      holderFirstName: "Jonas",
    });
    const loginInvite = await invitation(linkIn(login!.text_body)!);
    expect(invitationResponseSchema.parse(loginInvite.json())).toEqual({
      email: tom.email,
      account: "REGISTERED",
      holderFirstName: "Jonas",
    });
    // A token of step 1 is no invitation.
    expect(problem(await invitation(token)).code).toBe("REGISTRATION_TOKEN_INVALID");
  });

  it("sends at most 5 mails per address an hour, with the same answer", async () => {
    const token = await tokenFor(ilse.number, ilse.birthDate);
    for (let i = 0; i < 7; i++) {
      const res = await emailCheck(token, "ilse.veel@voorbeeld.test");
      expect(res.json()).toEqual({ status: "MAIL_SENT", email: "ilse.veel@voorbeeld.test" });
    }
    expect(await mailsTo("ilse.veel@voorbeeld.test")).toHaveLength(5);
  });

  it("answers UITPAS_ALREADY_LINKED for a card that has an account", async () => {
    const res = await emailCheck(await tokenFor(mohamed.card!.number, mohamed.birthDate), "iemand@voorbeeld.test");
    expect(emailCheckResponseSchema.parse(res.json())).toEqual({ status: "UITPAS_ALREADY_LINKED", email: "m***i@voorbeeld.test" });
    expect(await mailsTo("iemand@voorbeeld.test")).toHaveLength(0);
  });

  it("validates the e-mail with the spec's messages", async () => {
    const token = await tokenFor(jonas.number, jonas.birthDate);
    const invalid = await emailCheck(token, "jonas@");
    expect(invalid.statusCode).toBe(400);
    expect(problem(invalid).schemaErrors).toEqual([{ jsonPointer: "/email", error: "Dit is een ongeldig e-mailadres" }]);
    const empty = await emailCheck(token, "");
    expect(problem(empty).schemaErrors).toEqual([{ jsonPointer: "/email", error: "Vul je e-mailadres in." }]);
  });
});

describe("linking needs a verified e-mail address", () => {
  const yusuf = unregisteredCards[2]!;
  const linkToken = async (email: string, card: { number: string; birthDate: string } = yusuf) => {
    await emailCheck(await tokenFor(card.number, card.birthDate), email);
    const mail = await database.db
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("to_address", "=", email)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    return /uitid-koppelen\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
  };

  it("refuses an unverified account with a token of step 1 or one mailed elsewhere, and keeps the token", async () => {
    await database.db
      .insertInto("identity_accounts")
      .values({ sub: "unverified-1", email: "niet.bevestigd@voorbeeld.test", email_verified: false })
      .execute();
    const token = await tokenFor(ilse.number, ilse.birthDate);
    const res = await link("unverified-1", token);
    expect(res.statusCode).toBe(403);
    expect(problem(res).code).toBe("EMAIL_NOT_VERIFIED");
    expect(problem(res).endUserMessage.nl).toBe(
      "Bevestig eerst je e-mailadres met de link in de mail die we je stuurden. Daarna kan je je pas koppelen.",
    );
    expect(problem(await link("unverified-1", await linkToken("iemand.anders@voorbeeld.test"))).code).toBe("EMAIL_NOT_VERIFIED");
    expect((await status(token)).statusCode).toBe(200);
  });

  it("links with the token mailed to the account's own address, which verifies it", async () => {
    await database.db
      .insertInto("identity_accounts")
      .values({ sub: "unverified-2", email: "ilse.nieuw@voorbeeld.test", email_verified: false })
      .execute();
    const res = await link("unverified-2", await linkToken("ilse.nieuw@voorbeeld.test"));
    expect(res.statusCode).toBe(200);
    const account = await database.db
      .selectFrom("identity_accounts")
      .select(["email_verified", "holder_id"])
      .where("sub", "=", "unverified-2")
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ email_verified: true, holder_id: yusuf.holderId });
  });
});

describe("POST /api/user/uitid/link", () => {
  it("links the card to the caller's account once; the token cannot be used again", async () => {
    const token = await tokenFor(jonas.number, jonas.birthDate);
    const res = await link(tom.sub!, token);
    expect(res.statusCode).toBe(200);
    expect(linkCardResponseSchema.parse(res.json())).toEqual({ status: "LINKED", cardNumber: jonas.number, holderFirstName: "Jonas" });
    const account = await database.db
      .selectFrom("identity_accounts")
      .select("holder_id")
      .where("sub", "=", tom.sub!)
      .executeTakeFirstOrThrow();
    expect(account.holder_id).toBe(jonas.holderId);

    const again = await link(tom.sub!, token);
    expect(again.statusCode).toBe(410);
    expect(problem(again).code).toBe("REGISTRATION_TOKEN_EXPIRED");

    const profile = await server.app.inject({
      method: "GET",
      url: "/api/enduser/profile",
      headers: { authorization: `Bearer ${await server.tokens.sign(tom.sub!)}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ firstName: "Jonas", cardNumber: jonas.number, email: tom.email });

    // The card now reports REGISTERED.
    const after = await status(await tokenFor(jonas.number, jonas.birthDate));
    expect(after.json()).toEqual({ status: "REGISTERED", email: "t***q@voorbeeld.test", holderFirstName: "Jonas" });
  });

  it("refuses a card that already has an account, and keeps that token usable", async () => {
    await database.db
      .insertInto("identity_accounts")
      .values({ sub: "cardless-1", email: "cardless-1@voorbeeld.test", email_verified: true })
      .execute();
    const token = await tokenFor(an.card!.number, an.birthDate);
    const res = await link("cardless-1", token);
    expect(res.statusCode).toBe(409);
    expect(problem(res).code).toBe("UITPAS_ALREADY_LINKED");
    const row = await database.db
      .selectFrom("registration_tokens")
      .select("used_at")
      .where("token_hash", "=", createHash("sha256").update(token).digest("hex"))
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
  });

  it("refuses an account that already has a card", async () => {
    const res = await link(an.sub!, await tokenFor(ilse.number, ilse.birthDate));
    expect(res.statusCode).toBe(409);
    expect(problem(res).code).toBe("ACCOUNT_ALREADY_LINKED");
  });

  it("refuses unknown and expired tokens and callers without a bearer token", async () => {
    await database.db
      .insertInto("identity_accounts")
      .values({ sub: "cardless-2", email: "cardless-2@voorbeeld.test", email_verified: true })
      .execute();
    const unknown = await link("cardless-2", "y".repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(problem(unknown).code).toBe("REGISTRATION_TOKEN_INVALID");

    const token = await tokenFor(ilse.number, ilse.birthDate);
    server.setNow(new Date(NOW.getTime() + 30 * 60 * 1000));
    try {
      const expired = await link("cardless-2", token);
      expect(expired.statusCode).toBe(410);
    } finally {
      server.setNow(NOW);
    }

    const anonymous = await server.app.inject({ method: "POST", url: "/api/user/uitid/link", payload: { registrationToken: token } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("POST /api/card/passholders/me/uitid/email-lookup", () => {
  async function lookup(cardNumber: string, birthDate: string, ip = nextIp()) {
    return server.app.inject({
      method: "POST",
      url: `${CARD_API}/email-lookup`,
      headers: { "x-client-id": CLIENT_ID },
      payload: { cardNumber, birthDate },
      remoteAddress: ip,
    });
  }

  it("reveals the linked e-mail masked", async () => {
    const res = await lookup(an.card!.number, an.birthDate);
    expect(res.statusCode).toBe(200);
    expect(emailLookupResponseSchema.parse(res.json())).toEqual({ email: "a***s@voorbeeld.test" });
  });

  it("gives one neutral refusal for an unknown card, a card in stock and a wrong birth date", async () => {
    for (const [cardNumber, birthDate] of [
      [unknownCardNumber, an.birthDate],
      [stockCardNumber, an.birthDate],
      [an.card!.number, "1990-05-15"],
    ] as const) {
      const res = await lookup(cardNumber, birthDate);
      expect(res.statusCode).toBe(401);
      expect(problem(res).code).toBe("invalid_credentials");
      expect(problem(res).endUserMessage.nl).toBe(NEUTRAL_CREDENTIALS_MESSAGE);
    }
  });

  it("says when no e-mail is linked to the card", async () => {
    const res = await lookup(ilse.number, ilse.birthDate);
    expect(res.statusCode).toBe(404);
    expect(problem(res).code).toBe("EMAIL_NOT_LINKED");
  });

  it("is rate-limited per IP", async () => {
    const ip = nextIp();
    // Unknown card numbers: the per-card counter (5 wrong birth dates) does not get in the way.
    for (let i = 0; i < 10; i++)
      expect((await lookup(makeCardNumber(`4010007${String(i).padStart(4, "0")}`, false), "1990-01-01", ip)).statusCode).toBe(401);
    expect((await lookup(an.card!.number, an.birthDate, ip)).statusCode).toBe(429);
  });
});

describe("logs", () => {
  it("never contain card numbers, birth dates or registration tokens", async () => {
    const res = await requestToken(ilse.number, ilse.birthDate);
    const token = registrationTokenResponseSchema.parse(res.json()).token;
    await status(token);
    await emailCheck(token, "ilse.claes@voorbeeld.test");
    const logs = server.logs();
    expect(logs).toContain("request completed");
    for (const secret of [ilse.number, jonas.number, an.card!.number, ilse.birthDate, jonas.birthDate, an.birthDate, token]) {
      expect(logs).not.toContain(secret);
    }
    expect(logs).not.toContain(basicAuth(ilse.number, ilse.birthDate).slice(6));
  });
});
