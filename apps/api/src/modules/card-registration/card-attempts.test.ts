// Card number + birth date guesses (security review, issue 6): a failure counter per card, independent
// of the visitor's address and shared through the database, and per-visitor limits that count an IPv6
// visitor per /64.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { registrationTokenResponseSchema } from "@vtp/contracts/card-registration";
import { makeCardNumber } from "@vtp/contracts/card-number";
import { problemSchema } from "@vtp/contracts/problem";
import { an, pieter, sofie } from "@vtp/personas";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { FIXTURE_NOW, ilse, jonas, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { basicAuth, buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";

const CARD_API = "/api/card/passholders/me/uitid";
const LOCKED = "Te veel foute pogingen voor deze pas. Probeer het later opnieuw.";

let database: Database;
let server: IdentityTestServer;
let ipCounter = 1;
const nextIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

beforeEach(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures, maxConnections: 25 });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
});
afterEach(async () => {
  await server?.app.close();
  await database?.close();
});

const requestToken = (cardNumber: string, birthDate: string, ip = nextIp()) =>
  server.app.inject({
    method: "GET",
    url: `${CARD_API}/registration-token`,
    headers: { authorization: basicAuth(cardNumber, birthDate), "x-client-id": server.config.api.cardApiClientId },
    remoteAddress: ip,
  });

const lookup = (cardNumber: string, birthDate: string, ip = nextIp()) =>
  server.app.inject({
    method: "POST",
    url: `${CARD_API}/email-lookup`,
    headers: { "x-client-id": server.config.api.cardApiClientId },
    payload: { cardNumber, birthDate },
    remoteAddress: ip,
  });

const wrongDate = (i: number) => `2011-05-${String(i + 1).padStart(2, "0")}`;

describe("failure counter per card number", () => {
  it("locks a card after 5 wrong birth dates from 5 addresses, also for the right date, for that card only", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await requestToken(jonas.number, wrongDate(i));
      expect(res.statusCode).toBe(401);
      expect(problemSchema.parse(res.json()).code).toBe("invalid_credentials");
    }
    const locked = await requestToken(jonas.number, jonas.birthDate);
    expect(locked.statusCode).toBe(429);
    const problem = problemSchema.parse(locked.json());
    expect(problem.code).toBe("CARD_ATTEMPTS_LOCKED");
    expect(problem.endUserMessage.nl).toBe(LOCKED);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(59 * 60);
    // The forgot-e-mail lookup checks the same pair: same counter, same lock.
    expect(problemSchema.parse((await lookup(jonas.number, jonas.birthDate)).json()).code).toBe("CARD_ATTEMPTS_LOCKED");
    // Another card is not affected.
    expect((await requestToken(ilse.number, ilse.birthDate)).statusCode).toBe(200);

    // An hour and a bit later the card can be registered again.
    server.setNow(new Date(FIXTURE_NOW.getTime() + 61 * 60 * 1000));
    const later = await requestToken(jonas.number, jonas.birthDate);
    expect(later.statusCode).toBe(200);
    registrationTokenResponseSchema.parse(later.json());
  });

  it("does not count right birth dates, also many in parallel", async () => {
    for (let i = 0; i < 4; i++) expect((await requestToken(an.card!.number, wrongDate(i))).statusCode).toBe(401);
    const right = await Promise.all(Array.from({ length: 8 }, () => requestToken(an.card!.number, an.birthDate)));
    expect(right.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect((await requestToken(an.card!.number, wrongDate(9))).statusCode).toBe(401);
    expect(problemSchema.parse((await requestToken(an.card!.number, an.birthDate)).json()).code).toBe("CARD_ATTEMPTS_LOCKED");
  });

  it("starts a new window an hour after the first wrong attempt", async () => {
    for (let i = 0; i < 4; i++) expect((await requestToken(ilse.number, wrongDate(i))).statusCode).toBe(401);
    server.setNow(new Date(FIXTURE_NOW.getTime() + 60 * 60 * 1000));
    for (let i = 0; i < 4; i++) expect((await requestToken(ilse.number, wrongDate(i))).statusCode).toBe(401);
    expect((await requestToken(ilse.number, ilse.birthDate)).statusCode).toBe(200);
  });

  it("counts wrong birth dates of the forgot-e-mail lookup too", async () => {
    for (let i = 0; i < 5; i++) expect((await lookup(sofie.card!.number, wrongDate(i))).statusCode).toBe(401);
    const res = await lookup(sofie.card!.number, sofie.birthDate);
    expect(res.statusCode).toBe(429);
    expect(problemSchema.parse(res.json()).endUserMessage.nl).toBe(LOCKED);
  });

  it.skipIf(!process.env.DATABASE_URL)("answers at most 5 of 20 parallel wrong attempts (PostgreSQL)", async () => {
    expect(database.kind).toBe("postgres");
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => requestToken(pieter.card!.number, wrongDate(i))));
    const codes = results.map((r) => problemSchema.parse(r.json()).code);
    expect(codes.filter((c) => c === "invalid_credentials")).toHaveLength(5);
    expect(codes.filter((c) => c === "CARD_ATTEMPTS_LOCKED")).toHaveLength(15);
    expect((await requestToken(pieter.card!.number, pieter.birthDate)).statusCode).toBe(429);
  });
});

describe("per-visitor limits", () => {
  it("count an IPv6 visitor per /64: a new address in the same /64 does not get new attempts", async () => {
    // Unknown card numbers: only the per-visitor limit (10 per 15 minutes) applies.
    for (let i = 0; i < 10; i++) {
      const res = await requestToken(
        makeCardNumber(`4010009${String(i).padStart(4, "0")}`, false),
        "1990-01-01",
        `2001:db8:5:6::${(i + 1).toString(16)}`,
      );
      expect(res.statusCode).toBe(401);
    }
    const sameNetwork = await requestToken(jonas.number, jonas.birthDate, "2001:db8:5:6:ffff:eeee:dddd:1");
    expect(sameNetwork.statusCode).toBe(429);
    expect(problemSchema.parse(sameNetwork.json()).code).toBe("rate-limited");
    expect((await requestToken(jonas.number, jonas.birthDate, "2001:db8:5:7::1")).statusCode).toBe(200);
  });

  it("count an IPv4-mapped IPv6 address as the IPv4 address", async () => {
    for (let i = 0; i < 10; i++) await lookup(makeCardNumber(`4010009${String(i).padStart(4, "0")}`, false), "1990-01-01", "198.51.100.77");
    expect((await lookup(an.card!.number, an.birthDate, "::ffff:198.51.100.77")).statusCode).toBe(429);
  });
});
