// Bearer-token authentication of holders: `Authorization: Bearer <access token>` is verified by the
// injected `verifyAccessToken` (by default the identity provider's JWT verifier, audience
// `${publicUrl}/api`) and resolved to the caller's identity account. Routes use `requireHolderAuth`
// as preHandler and read `request.identity` (or `identityOf(request)`).
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "@vtp/db/schema";
import { ProblemError } from "@vtp/contracts/problem";
import { findIdentityAccountBySub } from "./repository.ts";

export interface VerifiedAccessToken {
  sub: string;
  scope?: string | undefined;
  /** Expiry in seconds since the epoch. */
  exp?: number | undefined;
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
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

function invalidToken(detail: string) {
  return new ProblemError("unauthorized", {
    detail,
    headers: { "www-authenticate": 'Bearer error="invalid_token"' },
  });
}

/** The preHandler that requires a valid access token of a known identity account. */
export function createRequireHolderAuth(deps: HolderAuthDeps): preHandlerAsyncHookHandler {
  return async function requireHolderAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    const match = typeof header === "string" ? BEARER.exec(header.trim()) : null;
    if (match === null) {
      throw new ProblemError("unauthorized", { detail: "Bearer-token ontbreekt.", headers: { "www-authenticate": "Bearer" } });
    }
    let verified: VerifiedAccessToken;
    try {
      verified = await deps.verifyAccessToken(match[1]!);
    } catch {
      throw invalidToken("Het toegangstoken is ongeldig of verlopen.");
    }
    if (typeof verified.sub !== "string" || verified.sub === "") throw invalidToken("Het toegangstoken heeft geen subject.");
    if (typeof verified.exp === "number" && verified.exp * 1000 <= deps.clock().getTime()) {
      throw invalidToken("Het toegangstoken is verlopen.");
    }
    let account = await findIdentityAccountBySub(deps.db, verified.sub);
    if (account === undefined && deps.provisionAccount !== undefined) {
      try {
        await deps.provisionAccount(match[1]!, verified);
      } catch (error) {
        request.log.warn({ err: error }, "account provisioning failed");
      }
      account = await findIdentityAccountBySub(deps.db, verified.sub);
    }
    if (account === undefined) throw invalidToken("Geen account voor dit toegangstoken.");
    request.identity = { sub: verified.sub, ...account };
  };
}

/** The identity set by requireHolderAuth; throws 401 when the route forgot the preHandler. */
export function identityOf(request: FastifyRequest): HolderIdentity {
  if (request.identity === undefined) throw invalidToken("Niet aangemeld.");
  return request.identity;
}
