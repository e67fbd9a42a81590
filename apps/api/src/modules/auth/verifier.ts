// Verification of JWT access tokens by the api (moved here from apps/idp/src/verifier.ts). Every token,
// from the embedded provider or an external issuer (OIDC_ISSUER), must have:
// - a signature by one of the issuer's keys (its `jwks_uri` from discovery, cached), RS256/PS256/ES256;
// - the issuer, the api audience (config.oidc.apiAudience), a subject and an unexpired `exp`;
// - the scopes of API_REQUIRED_SCOPES in its `scope` claim;
// - the web client as its client: `client_id` (RFC 9068) and/or `azp` equal to config.oidc.clientId
//   (each one present must match, at least one must be present);
// - or instead: a partner client's token (decision 0045): scope `partner-api` alone, `sub` = `client_id`,
//   returned with `partnerClientId` (only the staff routes accept it);
// - the type: `typ: at+jwt` (RFC 9068). The embedded provider always types its tokens so. Many external
//   providers type access tokens plainly as `JWT` or not at all: those are accepted only from an
//   external issuer, and only because the checks above (api audience, our client, the api scopes) keep ID
//   tokens and other clients' tokens out. Any other type (an ID token's `id_token+jwt`, a logout token…)
//   is refused.
// When the issuer cannot be reached (decision 0041), the keys fetched once stay in use: a failing
// refetch never turns a valid token into a 401. A process that never got the keys answers 503
// (IssuerUnreachable), not 401: it does not know whether the token is valid.
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors as joseErrors,
  jwtVerify,
  type CryptoKey,
  type JWTPayload,
  type JWTVerifyGetKey,
  type KeyObject,
} from "jose";
import type { AppConfig } from "@vtp/config";
import { API_REQUIRED_SCOPES, PARTNER_API_SCOPE, type AccessTokenInfo } from "@vtp/contracts/identity";

export interface IssuerMetadata {
  jwks_uri: string;
  userinfo_endpoint?: string;
}

/** How long one request to the issuer (discovery, JWKS) may take. */
export const ISSUER_TIMEOUT_MS = 5_000;

/** The issuer's keys could not be fetched and none are known yet: the token can be neither accepted nor refused (503). */
export class IssuerUnreachable extends Error {
  override name = "IssuerUnreachable";
}

/** The issuer's discovery document, fetched once (and again after a failure). */
export function createIssuerMetadata(config: AppConfig, timeoutMs = ISSUER_TIMEOUT_MS): () => Promise<IssuerMetadata> {
  let pending: Promise<IssuerMetadata> | undefined;
  return () => {
    pending ??= (async () => {
      const response = await fetch(`${config.oidc.issuer}/.well-known/openid-configuration`, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`discovery of ${config.oidc.issuer} answered ${response.status}`);
      const body = (await response.json()) as Partial<IssuerMetadata>;
      if (typeof body.jwks_uri !== "string") throw new Error("discovery document without jwks_uri");
      return {
        jwks_uri: body.jwks_uri,
        ...(typeof body.userinfo_endpoint === "string" ? { userinfo_endpoint: body.userinfo_endpoint } : {}),
      };
    })().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

export class AccessTokenRejected extends Error {
  override name = "AccessTokenRejected";
}

const PLAIN_TYPES = new Set(["jwt", "application/jwt"]);

function normalizedTyp(typ: unknown): string | undefined {
  if (typeof typ !== "string") return undefined;
  const lower = typ.toLowerCase();
  return lower.startsWith("application/") ? lower.slice("application/".length) : lower;
}

/** The claim checks beyond signature, issuer, audience and expiry; throws AccessTokenRejected. */
export function checkAccessTokenClaims(config: AppConfig, typ: unknown, payload: JWTPayload): AccessTokenInfo {
  const type = normalizedTyp(typ);
  if (type !== "at+jwt") {
    const plainAllowed = !config.oidc.embedded && (type === undefined || PLAIN_TYPES.has(type));
    if (!plainAllowed) throw new AccessTokenRejected(`access token of type ${String(typ)}`);
  }
  if (typeof payload.sub !== "string" || payload.sub === "" || typeof payload.exp !== "number") {
    throw new AccessTokenRejected("access token without sub or exp");
  }
  const clientId = payload.client_id;
  const azp = payload.azp;
  if (clientId === undefined && azp === undefined) throw new AccessTokenRejected("access token without client_id or azp");
  const scope = typeof payload.scope === "string" ? payload.scope : "";
  const granted = new Set(scope.split(" ").filter(Boolean));
  // A partner client's client-credentials token (decision 0045): another client than the web app, the
  // partner API's scope and nothing else, its own client as subject. Which organiser it acts for is the
  // api's to look up (staff module); a route for people refuses it (requireHolderAuth).
  if (clientId !== config.oidc.clientId && granted.has(PARTNER_API_SCOPE)) {
    if (typeof clientId !== "string" || clientId === "" || granted.size !== 1 || payload.sub !== clientId) {
      throw new AccessTokenRejected("partner token without its client as subject, or with other scopes");
    }
    if (azp !== undefined && azp !== clientId) throw new AccessTokenRejected("partner token of two clients");
    return { sub: payload.sub, scope, exp: payload.exp, partnerClientId: clientId };
  }
  for (const claim of [clientId, azp]) {
    if (claim !== undefined && claim !== config.oidc.clientId) throw new AccessTokenRejected("access token of another client");
  }
  const missing = API_REQUIRED_SCOPES.filter((s) => !granted.has(s));
  if (missing.length > 0) throw new AccessTokenRejected(`access token without scope ${missing.join(" ")}`);
  // How the person logged in (RFC 8176): the staff routes read it for the second factor (decision 0061).
  const amr = Array.isArray(payload.amr) ? payload.amr.filter((m): m is string => typeof m === "string") : undefined;
  return { sub: payload.sub, scope, exp: payload.exp, ...(amr ? { amr } : {}) };
}

export interface AccessTokenVerifierOptions {
  /** The issuer's discovery document (default: fetched from config.oidc.issuer). */
  metadata?: () => Promise<IssuerMetadata>;
  /** Verification keys instead of the issuer's JWKS (tests with a local key). */
  keys?: JWTVerifyGetKey | CryptoKey | KeyObject;
  /** "Now" for the expiry check (default: the system clock). */
  clock?: () => Date;
  /** How long fetched keys count as fresh before a refetch (default 10 minutes; tests: 0). */
  keysMaxAgeMs?: number;
  /** Timeout of one JWKS request (default ISSUER_TIMEOUT_MS). */
  timeoutMs?: number;
  /** How many verified tokens are kept until they expire (default VERIFIED_TOKENS_KEPT; 0: none). */
  verifiedTokensKept?: number;
}

/**
 * Verified tokens kept (decision 0062): a page asks its api two or three times with one token, and each
 * call checked the signature again. A kept token answers until its own `exp` (by the verifier's clock),
 * never longer; the oldest is dropped past this many. Only a token that passed every check is kept.
 */
export const VERIFIED_TOKENS_KEPT = 5_000;

/** Errors that are an answer about the token or its key (refuse it), not "the issuer could not be reached". */
const KEY_ANSWERS = new Set([
  "ERR_JWKS_NO_MATCHING_KEY",
  "ERR_JWKS_MULTIPLE_MATCHING_KEYS",
  "ERR_JOSE_ALG_NOT_ALLOWED",
  "ERR_JOSE_NOT_SUPPORTED",
]);

/**
 * The issuer's keys: fetched from its jwks_uri and refetched after `maxAgeMs` or for an unknown key id.
 * When a fetch fails (refused, DNS, timeout, 5xx, not JSON), the last keys fetched are used (without a
 * new fetch for `retryAfterFailureMs`); with none, IssuerUnreachable.
 */
export function createIssuerKeys(
  metadata: () => Promise<IssuerMetadata>,
  options: { maxAgeMs: number; timeoutMs: number; retryAfterFailureMs: number },
): JWTVerifyGetKey {
  let remote: ReturnType<typeof createRemoteJWKSet> | undefined;
  let failedUntil = 0;
  return async (header, token) => {
    // Right after a failed fetch, the known keys answer at once (a hanging issuer must not slow every request).
    const known = remote?.jwks();
    if (known !== undefined && Date.now() < failedUntil) return createLocalJWKSet(known)(header, token);
    try {
      remote ??= createRemoteJWKSet(new URL((await metadata()).jwks_uri), {
        cacheMaxAge: options.maxAgeMs,
        cooldownDuration: 30 * 1000,
        timeoutDuration: options.timeoutMs,
      });
      return await remote(header, token);
    } catch (error) {
      if (error instanceof joseErrors.JOSEError && KEY_ANSWERS.has(error.code)) throw error;
      const kept = remote?.jwks();
      if (kept === undefined) throw new IssuerUnreachable("the issuer's keys could not be fetched", { cause: error });
      failedUntil = Date.now() + options.retryAfterFailureMs;
      return createLocalJWKSet(kept)(header, token);
    }
  };
}

export function createAccessTokenVerifier(
  config: AppConfig,
  options: AccessTokenVerifierOptions = {},
): (token: string) => Promise<AccessTokenInfo> {
  const issuer = config.oidc.issuer;
  const audience = config.oidc.apiAudience;
  const metadata = options.metadata ?? createIssuerMetadata(config);
  let jwks: JWTVerifyGetKey | undefined;
  const keyOptions = {
    maxAgeMs: options.keysMaxAgeMs ?? 10 * 60 * 1000,
    timeoutMs: options.timeoutMs ?? ISSUER_TIMEOUT_MS,
    retryAfterFailureMs: options.keysMaxAgeMs === 0 ? 0 : 30_000,
  };
  const kept = new Map<string, AccessTokenInfo>();
  const capacity = options.verifiedTokensKept ?? VERIFIED_TOKENS_KEPT;
  const now = () => (options.clock ? options.clock() : new Date()).getTime();
  const verify = async (token: string) => {
    // Cheap refusal before any key lookup: a type that can never be an access token.
    const header = decodeProtectedHeader(token);
    let payload: JWTPayload;
    const verifyOptions = {
      issuer,
      audience,
      algorithms: ["RS256", "PS256", "ES256"],
      clockTolerance: 5,
      ...(options.clock ? { currentDate: options.clock() } : {}),
    };
    if (options.keys !== undefined) {
      const keys = options.keys;
      ({ payload } =
        typeof keys === "function" ? await jwtVerify(token, keys, verifyOptions) : await jwtVerify(token, keys, verifyOptions));
    } else {
      jwks ??= createIssuerKeys(metadata, keyOptions);
      ({ payload } = await jwtVerify(token, jwks, verifyOptions));
    }
    return checkAccessTokenClaims(config, header.typ, payload);
  };
  return async (token: string) => {
    const known = kept.get(token);
    if (known !== undefined) {
      if (now() < known.exp * 1000) return known;
      kept.delete(token);
    }
    const info = Object.freeze(await verify(token));
    if (capacity > 0) {
      if (kept.size >= capacity) kept.delete(kept.keys().next().value!);
      kept.set(token, info);
    }
    return info;
  };
}
