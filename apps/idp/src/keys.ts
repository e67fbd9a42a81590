// Persistent secrets of the embedded provider, generated at first start into <dataDir>/idp/ (0600) and
// reused afterwards: the RS256 signing keys (JWK) and the cookie signing keys. The web client's secret
// is shared with the web app and lives in @vtp/config/secrets.
// The data folder is gitignored; nothing here is ever committed.
import { generateKeyPairSync, randomBytes, createHash } from "node:crypto";
import path from "node:path";
import type { AppConfig } from "@vtp/config";
import { idpDataDir, readOrCreate } from "@vtp/config/secrets";

export interface IdpSecrets {
  /** Private JWK set for `jwks` (one RS256 signing key). */
  jwks: { keys: Record<string, unknown>[] };
  /** Keys for signing the provider's cookies (newest first). */
  cookieKeys: string[];
}

function createSigningJwks(): string {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = privateKey.export({ format: "jwk" }) as Record<string, unknown>;
  const kid = createHash("sha256").update(String(jwk.n)).digest("base64url").slice(0, 16);
  return JSON.stringify({ keys: [{ ...jwk, kid, alg: "RS256", use: "sig" }] });
}

/**
 * The government login stand-in's own signing key (<dataDir>/idp/overheid-jwks.json): it is another
 * issuer, so a token of one can never pass for a token of the other.
 */
export function loadGovernmentJwks(config: AppConfig): IdpSecrets["jwks"] {
  const file = path.join(idpDataDir(config), "overheid-jwks.json");
  const jwks = JSON.parse(readOrCreate(file, createSigningJwks)) as IdpSecrets["jwks"];
  if (!Array.isArray(jwks.keys) || jwks.keys.length === 0) throw new Error(`Ongeldige sleutels in ${file}`);
  return jwks;
}

export function loadIdpSecrets(config: AppConfig): IdpSecrets {
  const dir = idpDataDir(config);
  const jwks = JSON.parse(readOrCreate(path.join(dir, "jwks.json"), createSigningJwks)) as IdpSecrets["jwks"];
  const cookieKeys = JSON.parse(
    readOrCreate(path.join(dir, "cookie-keys.json"), () => JSON.stringify([randomBytes(32).toString("base64url")])),
  ) as string[];
  if (!Array.isArray(jwks.keys) || jwks.keys.length === 0) throw new Error(`Ongeldige sleutels in ${dir}/jwks.json`);
  if (!Array.isArray(cookieKeys) || cookieKeys.length === 0) throw new Error(`Ongeldige cookiesleutels in ${dir}/cookie-keys.json`);
  return { jwks, cookieKeys };
}
