// Verification of JWT access tokens by the api: signature against the issuer's keys (its `jwks_uri`
// from discovery, cached), issuer, audience (config.oidc.apiAudience) and expiry. The embedded provider
// issues RFC 9068 tokens (`typ: at+jwt`); an external issuer (OIDC_ISSUER) may type them plainly as JWT,
// so there the audience alone keeps ID tokens (audience = the client id) out.
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import type { AppConfig } from "@vtp/config";
import type { AccessTokenInfo } from "@vtp/contracts/identity";

export interface IssuerMetadata {
  jwks_uri: string;
  userinfo_endpoint?: string;
}

/** The issuer's discovery document, fetched once (and again after a failure). */
export function createIssuerMetadata(config: AppConfig): () => Promise<IssuerMetadata> {
  let pending: Promise<IssuerMetadata> | undefined;
  return () => {
    pending ??= (async () => {
      const response = await fetch(`${config.oidc.issuer}/.well-known/openid-configuration`, { headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(`discovery of ${config.oidc.issuer} answered ${response.status}`);
      const body = (await response.json()) as Partial<IssuerMetadata>;
      if (typeof body.jwks_uri !== "string") throw new Error("discovery document without jwks_uri");
      return { jwks_uri: body.jwks_uri, ...(typeof body.userinfo_endpoint === "string" ? { userinfo_endpoint: body.userinfo_endpoint } : {}) };
    })().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

export function createAccessTokenVerifier(
  config: AppConfig,
  metadata: () => Promise<IssuerMetadata> = createIssuerMetadata(config),
): (token: string) => Promise<AccessTokenInfo> {
  const issuer = config.oidc.issuer;
  const audience = config.oidc.apiAudience;
  let jwks: JWTVerifyGetKey | undefined;
  return async (token: string) => {
    jwks ??= createRemoteJWKSet(new URL((await metadata()).jwks_uri), { cacheMaxAge: 10 * 60 * 1000, cooldownDuration: 30 * 1000 });
    const { payload } = await jwtVerify(token, jwks, {
      issuer,
      audience,
      algorithms: ["RS256", "PS256", "ES256"],
      ...(config.oidc.embedded ? { typ: "at+jwt" } : {}),
      clockTolerance: 5,
    });
    if (typeof payload.sub !== "string" || payload.sub === "" || typeof payload.exp !== "number") {
      throw new Error("access token without sub or exp");
    }
    return { sub: payload.sub, scope: typeof payload.scope === "string" ? payload.scope : "", exp: payload.exp };
  };
}
