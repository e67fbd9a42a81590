// Property-based fuzzing of every operation declared in @vtp/contracts (issue 24), against the real api
// on a test database with the demo fixtures. Each operation gets generated valid and invalid inputs
// (testing/zod-arbitrary.ts), called anonymous, as Sofie (a family's main holder) and as An; see
// testing/fuzz.ts for the properties. `npm test` runs a bounded run (FUZZ_RUNS examples per operation,
// a fixed seed); `npm run fuzz` a long one (scripts/fuzz.ts: more runs, a random seed it prints).
//
// Operations whose success path needs a one-time secret the fuzzer cannot guess are fuzzed for their
// refusals only (listed in ONLY_REFUSALS, with why); every answer still has to keep the properties.
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCardNumber } from "@vtp/contracts/card-number";
import type { EndpointDeclaration } from "@vtp/contracts/endpoint";
import { apiEndpoints } from "@vtp/contracts/endpoints";
import { makeInsz } from "@vtp/contracts/insz";
import { ONLINE_REQUEST_DRAFT_HEADER } from "@vtp/contracts/online-request/common";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { an, personas, sofie } from "@vtp/personas";
import { blockedCardNumber, FIXTURE_NOW, jonas, seedIdentityFixtures, stockCardNumber, unknownCardNumber } from "./testing/fixtures.ts";
import {
  answerProblem,
  caseArbitrary,
  changedTables,
  FuzzTally,
  holderRowsHash,
  requestOf,
  type Caller,
  type Credentials,
} from "./testing/fuzz.ts";
import { basicAuth } from "./testing/holder-auth.ts";
import { buildOnlineRequestTestServer, type OnlineRequestTestServer } from "./testing/online-request.ts";
import type { Hints } from "./testing/zod-arbitrary.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 24);

/** Reached only with a one-time secret of a mail, a payment or an earlier step: fuzzed for their refusals. */
export const ONLY_REFUSALS: Record<string, string> = {
  getRegistrationStatus: "needs the registration token of a Basic-authenticated card check (x-registration-token)",
  checkRegistrationEmail: "needs a registration token",
  getRegistrationInvitation: "needs the registration token mailed in step 2",
  linkCard: "needs a registration token bound to the account's address",
  getFamilyUndo: "needs the one-time link mailed to a new family member",
  undoFamilyMembership: "needs the one-time link mailed to a new family member",
  resumeOnlineRequestDraft: "needs the resume token mailed with a draft",
  verifyOnlineRequestSocialTariff: "needs an ID token signed by the government login",
  issueOnlineRequestRegistrationToken: "needs a paid order's token",
  openOnlineRequestOrder: "needs the custom token of an order's mail",
  getOnlineRequestOrderStatus: "needs an order's token",
  sendOnlineRequestStatusLink: "needs an existing order id (a uuid)",
  handleOnlineRequestPaymentWebhook: "needs a payment id the provider knows",
};

let database: Database;
let server: OnlineRequestTestServer;
let hints: Hints;
let holderIds: string[];
let credentials: Credentials;
const tally = new FuzzTally();

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildOnlineRequestTestServer({
    db: database.db,
    now: FIXTURE_NOW,
    env: { FEATURE_LEGACY_LOGIN: "true", FEATURE_ONLINE_REQUEST: "true" },
  });
  const db = database.db;
  const ids = async (query: ReturnType<typeof sql<{ id: unknown }>>) => (await query.execute(db)).rows.map((row) => row.id);
  const cardNumbers = personas.flatMap((p) => (p.card === null ? [] : [p.card.number]));
  hints = {
    promotionId: await ids(sql`SELECT id FROM rewards ORDER BY id LIMIT 12`),
    id: await ids(sql`SELECT id FROM organisers ORDER BY id LIMIT 12`),
    organiserId: await ids(sql`SELECT id FROM organisers ORDER BY id LIMIT 12`),
    cardSystemId: await ids(sql`SELECT id FROM card_systems ORDER BY id`),
    municipalityId: await ids(sql`SELECT id FROM municipalities ORDER BY id LIMIT 12`),
    holderId: await ids(sql`SELECT holder_id AS id FROM family_members UNION ALL SELECT id FROM holders ORDER BY id LIMIT 12`),
    familyId: await ids(sql`SELECT id FROM families ORDER BY id`),
    // Family invitations of the fixtures (decision 0055), and ids that exist nowhere.
    invitationId: fc.oneof(
      fc.constantFrom(...(await ids(sql`SELECT id FROM family_invitations ORDER BY id`)), "f0000000-0000-4000-8000-00000000beef"),
      fc.uuid(),
    ),
    memberId: await ids(sql`SELECT id FROM holders ORDER BY id LIMIT 4`),
    code: await ids(sql`SELECT checkin_code AS id FROM activities ORDER BY id LIMIT 12`),
    cardNumber: [...cardNumbers, jonas.number, stockCardNumber, blockedCardNumber, unknownCardNumber, makeCardNumber("40100077777", false)],
    birthDate: [...personas.map((p) => p.birthDate), jonas.birthDate, "2099-01-01"],
    email: fc.oneof(fc.emailAddress(), fc.constantFrom(...personas.flatMap((p) => (p.email === null ? [] : [p.email])))),
    gsm: ["0470123456", "+32470123456", "0470 12 34 56"],
    pin: ["1234", "0000"],
    postalCode: ["9300", "9000", "9500", "1000"],
    insz: fc
      .tuple(fc.date({ min: new Date("1930-01-01"), max: new Date("2025-12-31"), noInvalidDate: true }), fc.integer({ min: 1, max: 998 }))
      .map(([date, counter]) => makeInsz(date.toISOString().slice(0, 10), counter)),
  };
  holderIds = (
    await sql<{ id: string }>`SELECT id FROM holders WHERE id IN (${sofie.holderId}, ${an.holderId})
      UNION SELECT holder_id FROM family_members m JOIN families f ON f.id = m.family_id WHERE f.main_holder_id IN (${sofie.holderId}, ${an.holderId})`.execute(
      db,
    )
  ).rows.map((row) => row.id);
  const tokens = { holder: await server.tokens.sign(sofie.sub!), other: await server.tokens.sign(an.sub!) };
  const cardClient = server.config.api.cardApiClientId;
  credentials = {
    headersOf(endpoint: EndpointDeclaration, caller: Caller) {
      if (endpoint.auth === "card-client" || endpoint.auth === "card-client-basic") {
        const headers: Record<string, string> = { "x-client-id": cardClient, "x-registration-token": "fuzz-registration-token-0000000000" };
        if (endpoint.auth === "card-client-basic" && caller !== "anonymous")
          headers.authorization = basicAuth(
            caller === "holder" ? sofie.card!.number : jonas.number,
            caller === "holder" ? sofie.birthDate : jonas.birthDate,
          );
        return headers;
      }
      return caller === "anonymous" ? {} : { authorization: `Bearer ${tokens[caller]}` };
    },
  };
});

afterAll(async () => {
  if (tally.byOperation.size > 0) console.warn(`fuzz (seed ${SEED}, ${RUNS} runs per operation):\n${tally.report()}`);
  await server?.app.close();
  await database?.close();
});

describe("every declared operation, fuzzed", () => {
  const operations = Object.entries(apiEndpoints) as [string, EndpointDeclaration][];

  it("covers every operation of the registry", () => {
    expect(operations.length).toBeGreaterThan(50);
    for (const name of Object.keys(ONLY_REFUSALS)) expect(apiEndpoints).toHaveProperty(name);
  });

  let draftNumber = 0;
  /** A fresh draft of the online request for each operation that reads one (an earlier one may have deleted its own). */
  async function newDraft(): Promise<string> {
    const res = await server.app.inject({ method: "POST", url: "/api/online-request/drafts", remoteAddress: `10.66.0.${++draftNumber}` });
    return (res.json() as { draftToken: string }).draftToken;
  }

  it.each(operations)("%s", async (name, endpoint) => {
    const readsDraft =
      endpoint.headers?.safeParse({})?.error?.issues.some((issue) => issue.path[0] === ONLINE_REQUEST_DRAFT_HEADER) ?? false;
    const operationHints = readsDraft ? { ...hints, [ONLINE_REQUEST_DRAFT_HEADER]: [await newDraft()] } : hints;
    await fc.assert(
      fc.asyncProperty(caseArbitrary(endpoint, operationHints), async (fuzz) => {
        const request = requestOf(endpoint, fuzz, credentials);
        const before = await holderRowsHash(database.db, holderIds);
        const answer = await server.app.inject(request);
        tally.count(name, answer.statusCode);
        const broken = answerProblem(endpoint, answer);
        if (broken !== undefined) throw new Error(`${request.method} ${request.url} as ${fuzz.caller}: ${broken}`);
        if (answer.statusCode >= 400) {
          const changed = changedTables(before, await holderRowsHash(database.db, holderIds));
          if (changed.length > 0) throw new Error(`${answer.statusCode} changed ${changed.join(", ")}: ${answer.body.slice(0, 200)}`);
        }
      }),
      { numRuns: RUNS, seed: SEED + name.length * 7919, endOnFailure: process.env.FUZZ_SHRINK !== "1" },
    );
  });
});
