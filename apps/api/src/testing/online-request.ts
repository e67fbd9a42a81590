// Test support for the online request: a payment provider in memory (its statuses set by the test, its
// calls counted), a government login that signs ID tokens with a local key (standing in for the
// government issuer, checked by the api's own verifier), and the api server wired with both.
import { randomUUID } from "node:crypto";
import { generateKeyPair, SignJWT } from "jose";
import type { Kysely } from "kysely";
import type { DB } from "@vtp/db/schema";
import { governmentPersonClaims, type GovernmentPersona } from "@vtp/personas";
import { buildApiServer } from "../app.ts";
import { createGovernmentIdTokenVerifier } from "../modules/online-request/draft/government-proof.ts";
import type {
  CreatePaymentInput,
  PaymentProvider,
  ProviderPayment,
  ProviderPaymentStatus,
} from "../modules/online-request/order/payment-provider.ts";
import { createFakeTokenIssuer, captureLogs, testConfig, type IdentityTestServer } from "./holder-auth.ts";

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
  const { privateKey, publicKey } = await generateKeyPair("RS256");
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
