// Verification of the provider's JWT access tokens by the api (resource {publicUrl}/api), with the
// provider's public keys fetched from its JWKS endpoint and cached.
import { createRemoteJWKSet, jwtVerify } from "jose";
import type { AppConfig } from "@vtp/config";
import type { AccessTokenInfo } from "@vtp/contracts/identity";

export function createAccessTokenVerifier(config: AppConfig): (token: string) => Promise<AccessTokenInfo> {
  const issuer = config.oidc.issuer;
  const audience = `${config.publicUrl}/api`;
  const jwks = createRemoteJWKSet(new URL(`${issuer}/jwks`), { cacheMaxAge: 10 * 60 * 1000, cooldownDuration: 30 * 1000 });
  return async (token: string) => {
    const { payload } = await jwtVerify(token, jwks, {
      issuer,
      audience,
      algorithms: ["RS256", "PS256", "ES256"],
      typ: "at+jwt",
      clockTolerance: 5,
    });
    if (typeof payload.sub !== "string" || payload.sub === "" || typeof payload.exp !== "number") {
      throw new Error("access token without sub or exp");
    }
    return { sub: payload.sub, scope: typeof payload.scope === "string" ? payload.scope : "", exp: payload.exp };
  };
}
