// The social-tariff proof of step 3: the government login's ID token, which the web app (the public
// client with PKCE) received at its callback and hands to the api. The api trusts nothing the web says
// about the person: it verifies the token itself against the government issuer's keys (signature,
// issuer, audience = the web's client id, expiry, issued within the last 15 minutes) and reads the
// claims from it. Each token counts once (the service keeps its hash): a copied token cannot serve twice.
import { createRemoteJWKSet, jwtVerify, type CryptoKey, type JWTVerifyGetKey, type KeyObject } from "jose";
import type { AppConfig } from "@vtp/config";
import { governmentIdTokenClaimsSchema, type GovernmentIdTokenClaims } from "@vtp/contracts/identity";

export type VerifyGovernmentIdToken = (idToken: string) => Promise<GovernmentIdTokenClaims>;

export class GovernmentProofRejected extends Error {
  override name = "GovernmentProofRejected";
}

const MAX_TOKEN_AGE = "15m";

export function createGovernmentIdTokenVerifier(
  config: Pick<AppConfig, "governmentLogin">,
  opts: { keys?: JWTVerifyGetKey | CryptoKey | KeyObject; clock?: () => Date } = {},
): VerifyGovernmentIdToken {
  const issuer = config.governmentLogin.issuer;
  let jwks: JWTVerifyGetKey | undefined;
  const keys = async (): Promise<JWTVerifyGetKey | CryptoKey | KeyObject> => {
    if (opts.keys !== undefined) return opts.keys;
    if (jwks !== undefined) return jwks;
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`discovery of ${issuer} answered ${response.status}`);
    const body = (await response.json()) as { jwks_uri?: unknown };
    if (typeof body.jwks_uri !== "string") throw new Error("discovery document without jwks_uri");
    jwks = createRemoteJWKSet(new URL(body.jwks_uri));
    return jwks;
  };
  return async (idToken) => {
    if (issuer === undefined) throw new GovernmentProofRejected("no government login configured");
    let payload: unknown;
    try {
      const key = await keys();
      const verified = await jwtVerify(idToken, key as JWTVerifyGetKey, {
        issuer,
        audience: config.governmentLogin.clientId,
        algorithms: ["RS256", "PS256", "ES256"],
        maxTokenAge: MAX_TOKEN_AGE,
        ...(opts.clock ? { currentDate: opts.clock() } : {}),
      });
      payload = verified.payload;
    } catch (cause) {
      throw new GovernmentProofRejected("government ID token not valid", { cause });
    }
    const claims = governmentIdTokenClaimsSchema.safeParse(payload);
    if (!claims.success) throw new GovernmentProofRejected("government ID token without the expected claims");
    return claims.data;
  };
}
