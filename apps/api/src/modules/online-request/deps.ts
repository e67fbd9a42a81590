// What every phase of the online request works with: its dependencies, its limits and lifetimes, and two
// small helpers. The phases: draft/ (the wizard and its draft, steps 1-6), order/ (the order once placed:
// payment, webhook, the cards through card issuing, the status page).
import type { Kysely } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "@vtp/mailer";
import { brusselsDate } from "@vtp/contracts/dates";
import { ProblemError, type ProblemCode } from "@vtp/contracts/problem";
import type { DB } from "@vtp/db/schema";
import type { DbRateLimiter } from "@vtp/db/limits";
import type { VerifyGovernmentIdToken } from "./draft/government-proof.ts";
import type { PaymentProvider } from "./order/payment-provider.ts";
import type { InszVault } from "./vault.ts";
import type { MessagesDeps } from "../messages/service.ts";

export interface OnlineRequestDeps {
  db: Kysely<DB>;
  clock: () => Date;
  rateLimiter: DbRateLimiter;
  vault: InszVault;
  mailer: Mailer;
  /** The inbox: a paid order's holders get "paid" and "card ready" messages (decision 0049). */
  messages: MessagesDeps;
  publicUrl: string;
  productName: string;
  caps: { maxAdults: number; maxChildren: number };
  /** Undefined when no provider is configured: only orders that cost nothing can complete. */
  payments: PaymentProvider | undefined;
  verifyGovernmentIdToken: VerifyGovernmentIdToken;
  log: Pick<FastifyBaseLogger, "error" | "warn" | "info">;
  /** The national-number pre-check limits (default INSZ_CHECKS_PER_DAY). */
  inszChecksPerDay?: { perAddress: number; perDraft: number };
}

/** A draft lives this long after its last change; the "verder gaan" link as long as the draft. */
export const DRAFT_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** An unpaid order without a payment under way is cancelled after this (its national numbers are freed). */
export const UNPAID_ORDER_TTL_MS = 48 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * National-number pre-checks (the registry lookups, which tell whether a number has a card): per visitor
 * address and per draft, per day. A family of 10 with a few typing errors stays far below; an enumeration
 * does not get far. (Households behind one address share the per-address count.)
 */
export const INSZ_CHECKS_PER_DAY = { perAddress: 100, perDraft: 10 } as const;
/** E-mail lookups of step 2 (they tell whether an account exists): per visitor address. */
export const EMAIL_CHECKS = { limit: 30, windowMs: 15 * 60 * 1000 } as const;
/** "Verder gaan" and status-link mails per address / order per hour. */
export const MAILS_PER_HOUR = 5;

export const today = (deps: Pick<OnlineRequestDeps, "clock">) => brusselsDate(deps.clock());

/** A refusal about one field of the form: its message also under the field's JSON pointer. */
export function fieldProblem(code: ProblemCode, field: string, nl?: string): ProblemError {
  const message = nl ?? new ProblemError(code).nl;
  return new ProblemError(code, { nl: message, schemaErrors: [{ jsonPointer: `/${field}`, error: message }] });
}
