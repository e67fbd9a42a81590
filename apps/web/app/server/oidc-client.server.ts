// The OpenID Connect client of the backend-for-frontend (openid-client 6), a confidential client: the
// provider's configuration (discovery, cached per issuer and client), the token endpoint's answers as
// the session's tokens, the refresh grant and revocation. The session (current.server.ts) refreshes
// through it; the login flow (authorize, callback, end-session) is features/login.
import * as client from "openid-client";
import type { AppConfig } from "@vtp/config";
import { getClientSecret } from "@vtp/config/secrets";
import type { NewTokens } from "./session.server.ts";

const configurations = new Map<string, Promise<client.Configuration>>();

/** Discovery of config.oidc.issuer, cached per issuer and client (a failed discovery is retried next time). */
export function oidcConfiguration(config: AppConfig): Promise<client.Configuration> {
  const id = `${config.oidc.issuer}|${config.oidc.clientId}`;
  let pending = configurations.get(id);
  if (pending === undefined) {
    const secret = getClientSecret(config);
    pending = client.discovery(
      new URL(config.oidc.issuer),
      config.oidc.clientId,
      { client_secret: secret },
      client.ClientSecretBasic(secret),
      config.oidc.allowInsecureRequests ? { execute: [client.allowInsecureRequests] } : {},
    );
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

/** Refresh token grant; the provider rotates the refresh token. Throws when the grant is refused. */
export async function refreshTokens(config: AppConfig, refreshToken: string, nowMs: number): Promise<NewTokens> {
  const oidc = await oidcConfiguration(config);
  const response = await client.refreshTokenGrant(oidc, refreshToken);
  return sessionTokens(response, nowMs, refreshToken);
}

/** Revokes a refresh token at the provider (RFC 7009), so it is dead even before the provider logout. */
export async function revokeRefreshToken(config: AppConfig, refreshToken: string): Promise<void> {
  const oidc = await oidcConfiguration(config);
  await client.tokenRevocation(oidc, refreshToken, { token_type_hint: "refresh_token" });
}
