// Bearer-token authentication of holders: `Authorization: Bearer <access token>` is verified by the
// injected `verifyAccessToken` (by default the identity provider's JWT verifier, audience
// `${publicUrl}/api`) and resolved to the caller's identity account. Routes use `requireHolderAuth`
// as preHandler and read `request.identity` (or `identityOf(request)`).
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "@vtp/db/schema";
import { ProblemError } from "@vtp/contracts/problem";
import { findIdentityAccountBySub, type IdentityAccountRef } from "./repository.ts";
import { IssuerUnreachable } from "./verifier.ts";

export interface VerifiedAccessToken {
  sub: string;
  scope?: string | undefined;
  /** Expiry in seconds since the epoch. */
  exp?: number | undefined;
  /** A partner client's client-credentials token (decision 0045): its client id. */
  partnerClientId?: string | undefined;
  /** How the person logged in (RFC 8176): "otp" when with the second factor (decision 0061). */
  amr?: string[] | undefined;
}

/** Verifies an access token (signature, issuer, audience, expiry); throws when it is not valid. */
export type VerifyAccessToken = (token: string) => Promise<VerifiedAccessToken>;

/**
 * Creates the identity account of a valid token whose subject has none yet (an external issuer's
 * user on a first visit); throws when that is not possible. The embedded provider creates its accounts
 * itself, so there is none then.
 */
export type ProvisionAccount = (token: string, verified: VerifiedAccessToken) => Promise<void>;

export interface HolderIdentity {
  sub: string;
  accountId: string;
  /** The linked card holder, or null for an account without a card. */
  holderId: string | null;
  email: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireHolderAuth. */
    identity?: HolderIdentity | undefined;
  }
}

export interface HolderAuthDeps {
  db: Kysely<DB>;
  verifyAccessToken: VerifyAccessToken;
  provisionAccount?: ProvisionAccount | undefined;
  clock: () => Date;
  /** Linked accounts seen lately (one per api instance); without it every request looks the account up. */
  accounts?: AccountCache | undefined;
}

/** How long a linked account is reused without a lookup (decision 0019). */
export const ACCOUNT_CACHE_MS = 60_000;
const ACCOUNT_CACHE_MAX = 50_000;

/**
 * Accounts with a linked card holder by subject, kept for ACCOUNT_CACHE_MS, so the bearer check of a
 * holder's hot paths (check-in, cash-in) costs no query. Safe because a link never moves to another
 * holder (the trigger of migration 0010); an account without a holder is never kept (it may be linked
 * any moment). An unlink by support takes effect within a minute.
 */
export interface AccountCache {
  get(sub: string, now: Date): IdentityAccountRef | undefined;
  set(sub: string, account: IdentityAccountRef, now: Date): void;
  /** A deleted account (my data, decision 0044): no longer served from this cache. */
  forget(sub: string): void;
}

export function createAccountCache(): AccountCache {
  const entries = new Map<string, { account: IdentityAccountRef; until: number }>();
  return {
    get(sub, now) {
      const hit = entries.get(sub);
      if (hit === undefined) return undefined;
      if (hit.until > now.getTime()) return hit.account;
      entries.delete(sub);
      return undefined;
    },
    set(sub, account, now) {
      if (account.holderId === null) return;
      if (entries.size >= ACCOUNT_CACHE_MAX) entries.clear();
      entries.set(sub, { account, until: now.getTime() + ACCOUNT_CACHE_MS });
    },
    forget(sub) {
      entries.delete(sub);
    },
  };
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

function invalidToken(detail: string) {
  return new ProblemError("unauthorized", {
    detail,
    headers: { "www-authenticate": 'Bearer error="invalid_token"' },
  });
}

/**
 * The bearer token of the request, verified (401 without one or with an invalid one, 503 when the
 * issuer's keys cannot be had). A person's token or a partner client's (`partnerClientId`).
 */
export async function verifyBearerToken(
  deps: Pick<HolderAuthDeps, "verifyAccessToken" | "clock">,
  request: FastifyRequest,
): Promise<{ token: string; verified: VerifiedAccessToken }> {
  const header = request.headers.authorization;
  const match = typeof header === "string" ? BEARER.exec(header.trim()) : null;
  if (match === null) {
    throw new ProblemError("unauthorized", { detail: "Bearer-token ontbreekt.", headers: { "www-authenticate": "Bearer" } });
  }
  let verified: VerifiedAccessToken;
  try {
    verified = await deps.verifyAccessToken(match[1]!);
  } catch (error) {
    // Never had the issuer's keys and cannot get them: unknown, not invalid (decision 0041).
    if (error instanceof IssuerUnreachable) {
      request.log.warn({ err: error }, "identity provider unreachable: access token not checked");
      throw new ProblemError("unavailable", { headers: { "retry-after": "60" }, cause: error });
    }
    throw invalidToken("Het toegangstoken is ongeldig of verlopen.");
  }
  if (typeof verified.sub !== "string" || verified.sub === "") throw invalidToken("Het toegangstoken heeft geen subject.");
  if (typeof verified.exp === "number" && verified.exp * 1000 <= deps.clock().getTime()) {
    throw invalidToken("Het toegangstoken is verlopen.");
  }
  return { token: match[1]!, verified };
}

/** The preHandler that requires a valid access token of a known identity account (never a partner client's). */
export function createRequireHolderAuth(deps: HolderAuthDeps): preHandlerAsyncHookHandler {
  return async function requireHolderAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const { token, verified } = await verifyBearerToken(deps, request);
    await resolveAccount(deps, request, token, verified);
  };
}

/**
 * Sets `request.identity` for a verified person's token: the account of its subject (created first by
 * `provisionAccount` for an external issuer's new user). A partner client's token is refused with 401:
 * it stands for no person (decision 0045).
 */
export async function resolveAccount(
  deps: HolderAuthDeps,
  request: FastifyRequest,
  token: string,
  verified: VerifiedAccessToken,
): Promise<void> {
  if (verified.partnerClientId !== undefined) {
    throw invalidToken("Dit toegangstoken is van een partnertoepassing en geldt alleen voor de partner-API.");
  }
  const now = deps.clock();
  const cached = deps.accounts?.get(verified.sub, now);
  if (cached !== undefined) {
    request.identity = { sub: verified.sub, ...cached };
    return;
  }
  let account = await findIdentityAccountBySub(deps.db, verified.sub);
  if (account === undefined && deps.provisionAccount !== undefined) {
    try {
      await deps.provisionAccount(token, verified);
    } catch (error) {
      request.log.warn({ err: error }, "account provisioning failed");
    }
    account = await findIdentityAccountBySub(deps.db, verified.sub);
  }
  if (account === undefined) throw invalidToken("Geen account voor dit toegangstoken.");
  deps.accounts?.set(verified.sub, account, now);
  request.identity = { sub: verified.sub, ...account };
}

/** The identity set by requireHolderAuth; throws 401 when the route forgot the preHandler. */
export function identityOf(request: FastifyRequest): HolderIdentity {
  if (request.identity === undefined) throw invalidToken("Niet aangemeld.");
  return request.identity;
}
