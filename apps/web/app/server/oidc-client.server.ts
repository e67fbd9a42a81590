// The OpenID Connect client of the backend-for-frontend (openid-client 6), a confidential client: the
// provider's configuration (discovery, cached per issuer and client), the token endpoint's answers as
// the session's tokens, the refresh grant and revocation. The session (current.server.ts) refreshes
// through it; the login flow (authorize, callback, end-session) is features/login. Every call to the
// provider is bounded by a timeout; "cannot reach it" (refused, DNS, timeout, 5xx) becomes
// IdentityProviderUnavailableError, which the server answers with 503 "Aanmelden lukt even niet" (decision 0041).
import * as client from "openid-client";
import type { AppConfig } from "@vtp/config";
import { getClientSecret } from "@vtp/config/secrets";
import type { NewTokens } from "./session.server.ts";

const configurations = new Map<string, Promise<client.Configuration>>();

/** How long one call to the identity provider (discovery, token, revocation) may take. */
let timeoutMs = 5_000;
/** Tests shorten the timeout (a hanging provider must not make them slow). */
export function setIdentityProviderTimeoutMs(ms: number): void {
  timeoutMs = ms;
  configurations.clear();
}

/** The identity provider could not be reached (or answered 5xx): nothing about the holder is known. */
export class IdentityProviderUnavailableError extends Error {
  override name = "IdentityProviderUnavailableError";
}

/** Is this error "the provider could not be reached" (network, DNS, timeout, 5xx), rather than an answer? */
export function isProviderUnreachable(error: unknown): boolean {
  if (error instanceof IdentityProviderUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  if (error.name === "TimeoutError" || error.name === "AbortError") return true;
  if (error instanceof TypeError && /fetch failed/i.test(error.message)) return true;
  if (error instanceof client.ResponseBodyError) return error.status >= 500;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Response) return cause.status >= 500;
  return cause !== undefined && cause !== error && isProviderUnreachable(cause);
}

/** Runs a call to the provider; an unreachable provider becomes IdentityProviderUnavailableError. */
export async function atProvider<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isProviderUnreachable(error))
      throw new IdentityProviderUnavailableError(`${what}: identity provider unreachable`, { cause: error });
    throw error;
  }
}

/** Discovery of config.oidc.issuer, cached per issuer and client (a failed discovery is retried next time). */
export function oidcConfiguration(config: AppConfig): Promise<client.Configuration> {
  const id = `${config.oidc.issuer}|${config.oidc.clientId}`;
  let pending = configurations.get(id);
  if (pending === undefined) {
    const secret = getClientSecret(config);
    const seconds = timeoutMs / 1000;
    pending = atProvider("discovery", () =>
      client.discovery(new URL(config.oidc.issuer), config.oidc.clientId, { client_secret: secret }, client.ClientSecretBasic(secret), {
        timeout: seconds,
        ...(config.oidc.allowInsecureRequests ? { execute: [client.allowInsecureRequests] } : {}),
      }),
    ).then((configuration) => {
      configuration.timeout = seconds;
      return configuration;
    });
    pending.catch(() => configurations.delete(id));
    configurations.set(id, pending);
  }
  return pending;
}

/**
 * A token endpoint's answer as the session keeps it. `issuedAtMs` is taken before the request, so
 * issuedAt + expiresIn never lies after the real expiry; without a new refresh token the previous one stays.
 */
export function sessionTokens(
  response: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
  issuedAtMs: number,
  previousRefresh: string | null,
): NewTokens {
  const expiresIn = response.expiresIn() ?? 0;
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? previousRefresh,
    idToken: response.id_token ?? null,
    issuedAtMs,
    expiresInMs: expiresIn * 1000,
  };
}

/**
 * Refresh token grant; the provider rotates the refresh token. Throws when the grant is refused, or
 * IdentityProviderUnavailableError when the provider cannot be reached (the session then stays).
 */
export async function refreshTokens(config: AppConfig, refreshToken: string, nowMs: number): Promise<NewTokens> {
  const oidc = await oidcConfiguration(config);
  const response = await atProvider("refresh", () => client.refreshTokenGrant(oidc, refreshToken));
  return sessionTokens(response, nowMs, refreshToken);
}

/** Revokes a refresh token at the provider (RFC 7009), so it is dead even before the provider logout. */
export async function revokeRefreshToken(config: AppConfig, refreshToken: string): Promise<void> {
  const oidc = await oidcConfiguration(config);
  await atProvider("revocation", () => client.tokenRevocation(oidc, refreshToken, { token_type_hint: "refresh_token" }));
}
