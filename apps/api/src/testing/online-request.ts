// Test support for the online request: a payment provider in memory (its statuses set by the test, its
// calls counted), a government login that signs ID tokens with a local key (standing in for the
// government issuer, checked by the api's own verifier), the api server wired with both, and a client
// that drives the api the way the wizard does.
import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import type { Kysely } from "kysely";
import type { DB } from "@vtp/db/schema";
import { makeInsz } from "@vtp/contracts/insz";
import { ONLINE_REQUEST_DRAFT_HEADER, ONLINE_REQUEST_ORDER_HEADER } from "@vtp/contracts/online-request/common";
import { draftViewSchema, municipalitiesResponseSchema, type DraftView } from "@vtp/contracts/online-request/draft";
import { problemSchema } from "@vtp/contracts/problem";
import { governmentPersonClaims, type GovernmentPersona } from "@vtp/personas";
import { buildApiServer } from "../app.ts";
import { createGovernmentIdTokenVerifier } from "../modules/online-request/draft/government-proof.ts";
import type {
  CreatePaymentInput,
  PaymentProvider,
  ProviderPayment,
  ProviderPaymentStatus,
} from "../modules/online-request/order/payment-provider.ts";
import { createFakeTokenIssuer, captureLogs, testConfig, testKeyPair, type IdentityTestServer } from "./holder-auth.ts";

export interface FakePaymentProvider extends PaymentProvider {
  payments: Map<string, ProviderPayment & { input: CreatePaymentInput }>;
  /** How often the api asked a payment's status. */
  gets: number;
  setStatus(id: string, status: ProviderPaymentStatus): void;
  /** The next calls fail as if the provider were down. */
  down: boolean;
}

export function createFakePaymentProvider(): FakePaymentProvider {
  let n = 0;
  const fake: FakePaymentProvider = {
    kind: "stand-in",
    payments: new Map(),
    gets: 0,
    down: false,
    async create(input) {
      if (fake.down) throw new (await import("../modules/online-request/order/payment-provider.ts")).PaymentProviderError("down");
      const id = `tr_fake${String(++n).padStart(6, "0")}`;
      const payment = {
        id,
        status: "open" as ProviderPaymentStatus,
        amount: { value: input.amountEur.toFixed(2), currency: "EUR" },
        metadata: input.metadata,
        checkoutUrl: `https://betalen.voorbeeld.test/checkout/${id}`,
        input,
      };
      fake.payments.set(id, payment);
      return { ...payment };
    },
    async get(id) {
      fake.gets++;
      if (fake.down) throw new (await import("../modules/online-request/order/payment-provider.ts")).PaymentProviderError("down");
      const p = fake.payments.get(id);
      return p ? { ...p, checkoutUrl: p.status === "open" ? p.checkoutUrl : null } : null;
    },
    async cancel(id) {
      const p = fake.payments.get(id);
      if (!p || p.status !== "open") return false;
      p.status = "canceled";
      return true;
    },
    setStatus(id, status) {
      const p = fake.payments.get(id);
      if (!p) throw new Error(`no payment ${id}`);
      p.status = status;
    },
  };
  return fake;
}

export const GOVERNMENT_TEST_ISSUER = "https://overheid.voorbeeld.test/oidc";

export interface GovernmentTokens {
  sign(persona: GovernmentPersona, options?: { issuedSecondsAgo?: number; audience?: string }): Promise<string>;
}

export interface OnlineRequestTestServer extends IdentityTestServer {
  payments: FakePaymentProvider;
  government: GovernmentTokens;
}

/** 32 bytes of key material, fixed: the tests never write a secret file. */
export const TEST_INSZ_SECRET = Buffer.alloc(32, 11).toString("base64");

/** The pre-check limits of the tests: the real per-draft limit, a per-address limit a test can reach quickly. */
export const TEST_INSZ_CHECKS = { perAddress: 25, perDraft: 10 } as const;

export async function buildOnlineRequestTestServer(opts: {
  db: Kysely<DB>;
  now: Date;
  env?: Record<string, string>;
}): Promise<OnlineRequestTestServer> {
  const config = testConfig({ INSZ_SECRET: TEST_INSZ_SECRET, GOVERNMENT_OIDC_ISSUER: GOVERNMENT_TEST_ISSUER, ...opts.env });
  let now = opts.now;
  const clock = () => now;
  const tokens = await createFakeTokenIssuer(config, clock);
  const { privateKey, publicKey } = await testKeyPair("government");
  const verifyGovernmentIdToken = createGovernmentIdTokenVerifier(config, { keys: publicKey, clock });
  const payments = createFakePaymentProvider();
  const logs = captureLogs();
  const app = await buildApiServer({
    config,
    db: opts.db,
    clock,
    verifyAccessToken: tokens.verifyAccessToken,
    logStream: logs.stream,
    paymentProvider: payments,
    verifyGovernmentIdToken,
    inszChecksPerDay: TEST_INSZ_CHECKS,
  });
  return {
    app,
    config,
    tokens,
    payments,
    setNow(date) {
      now = date;
    },
    logs: logs.text,
    government: {
      async sign(persona, options = {}) {
        const iat = Math.floor(clock().getTime() / 1000) - (options.issuedSecondsAgo ?? 0);
        return new SignJWT({
          ...governmentPersonClaims(persona),
          name: `${persona.firstName} ${persona.lastName}`,
          children: persona.children.map(governmentPersonClaims),
          nonce: randomUUID(),
        })
          .setProtectedHeader({ alg: "RS256" })
          .setSubject(persona.sub)
          .setIssuer(GOVERNMENT_TEST_ISSUER)
          .setAudience(options.audience ?? config.governmentLogin.clientId)
          .setIssuedAt(iat)
          .setExpirationTime(iat + 3600)
          .sign(privateKey);
      },
    },
  };
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * The online request's api as its tests drive it, over the server `server()` gives once it is built: calls
 * with the draft or order token in its header, each draft from a visitor address of its own (so the
 * per-address limits of one test never touch another), and the bodies of steps 1-5. Unique e-mail
 * addresses and national numbers per client; `places()` looks up the places the bodies use.
 */
export function onlineRequestClient(server: () => OnlineRequestTestServer) {
  let ipCounter = 0;
  let emailCounter = 0;
  let inszCounter = 100;
  let known: { aalst: number; geraardsbergen: number; gent: number } | undefined;
  const draftIps = new Map<string, string>();

  /** A visitor address no other draft of this client used. */
  const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  /** A draft's calls come from one address of their own (unless a test says otherwise). */
  const ipOf = (draft: string) => {
    let ip = draftIps.get(draft);
    if (ip === undefined) {
      ip = freshIp();
      draftIps.set(draft, ip);
    }
    return ip;
  };
  const uniqueEmail = (prefix: string) => `${prefix}${++emailCounter}@voorbeeld.test`;

  async function call(
    method: Method,
    url: string,
    opts: { draft?: string; order?: string; body?: unknown; ip?: string; form?: string } = {},
  ) {
    return server().app.inject({
      method,
      url: `/api/online-request${url}`,
      headers: {
        ...(opts.draft ? { [ONLINE_REQUEST_DRAFT_HEADER]: opts.draft } : {}),
        ...(opts.order ? { [ONLINE_REQUEST_ORDER_HEADER]: opts.order } : {}),
        ...(opts.form !== undefined ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      ...(opts.form !== undefined
        ? { payload: opts.form }
        : opts.body === undefined
          ? {}
          : { payload: opts.body as Record<string, unknown> }),
      remoteAddress: opts.ip ?? (opts.draft ? ipOf(opts.draft) : "10.0.0.1"),
    });
  }

  const codeOf = (res: { json: () => unknown }) => problemSchema.parse(res.json()).code;
  const viewOf = (res: { statusCode: number; body: string; json: () => unknown }): DraftView => {
    if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
    return draftViewSchema.parse(res.json());
  };

  /** Aalst (UiTPAS Dender), Geraardsbergen (Dender, no online social tariff) and Gent, by the municipalities lookup. */
  async function places() {
    const place = async (postalCode: string, name: string) => {
      const res = await call("GET", `/municipalities?postalCode=${postalCode}`);
      return municipalitiesResponseSchema.parse(res.json()).municipalities.find((m) => m.name === name)!.municipalityId;
    };
    known = {
      aalst: await place("9300", "Aalst"),
      geraardsbergen: await place("9500", "Geraardsbergen"),
      gent: await place("9000", "Gent"),
    };
    return known;
  }

  async function newDraft(): Promise<string> {
    const res = await call("POST", "/drafts");
    if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
    return (res.json() as { draftToken: string }).draftToken;
  }

  /** A draft through steps 1-3 ("nee"): Aalst (UiTPAS Dender), a new address. */
  async function regularDraft(ipOfDraft?: string): Promise<{ draft: string; email: string; ip: string }> {
    const draft = await newDraft();
    if (ipOfDraft !== undefined) draftIps.set(draft, ipOfDraft);
    const ip = ipOf(draft);
    viewOf(await call("PUT", "/draft/region", { draft, body: { postalCode: "9300", municipalityId: known!.aalst } }));
    const email = uniqueEmail("aanvrager");
    viewOf(await call("PUT", "/draft/email", { draft, body: { email }, ip }));
    viewOf(await call("PUT", "/draft/social-tariff", { draft, body: { answer: "NO" } }));
    return { draft, email, ip };
  }

  /** A person with a national number of this client's own (the name says adult; the birth date decides). */
  const adult = (birthDate = "1985-07-30", gender: "MALE" | "FEMALE" = "MALE") => ({
    insz: makeInsz(birthDate, gender === "MALE" ? ++inszCounter * 2 + 1 : ++inszCounter * 2),
    birthDate,
    gender,
  });

  const mainBody = (p: { insz: string; birthDate: string; gender: string }, extra: Record<string, unknown> = {}) => ({
    firstName: "Wout",
    lastName: "Claeys",
    insz: p.insz,
    gender: p.gender,
    birthDate: p.birthDate,
    streetAndNumber: "Kerkstraat 1",
    postalCode: "9300",
    municipalityId: known!.aalst,
    privacyConsent: true,
    ...extra,
  });

  const memberBody = (p: { insz: string; birthDate: string; gender: string }, extra: Record<string, unknown> = {}) => ({
    source: "FORM",
    firstName: "Lien",
    lastName: "Claeys",
    insz: p.insz,
    gender: p.gender,
    birthDate: p.birthDate,
    sameAddress: true,
    sameContact: true,
    ...extra,
  });

  return { call, codeOf, viewOf, places, newDraft, regularDraft, adult, mainBody, memberBody, freshIp, uniqueEmail };
}
