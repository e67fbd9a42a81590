// Persistent secrets of the embedded provider, generated at first start into <dataDir>/idp/ (0600) and
// reused afterwards: the RS256 signing key (JWK), the cookie signing keys and the web client's secret.
// The data folder is gitignored; nothing here is ever committed.
import { generateKeyPairSync, randomBytes, createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, chmodSync } from "node:fs";
import path from "node:path";
import type { AppConfig } from "@vtp/config";

export interface IdpSecrets {
  /** Private JWK set for `jwks` (one RS256 signing key). */
  jwks: { keys: Record<string, unknown>[] };
  /** Keys for signing the provider's cookies (newest first). */
  cookieKeys: string[];
}

export function idpDataDir(config: AppConfig): string {
  return path.join(config.dataDir, "idp");
}

function ensureDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** Reads a file, or creates it exclusively with `create()` (0600). A concurrent creator wins safely. */
function readOrCreate(file: string, create: () => string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  ensureDir(path.dirname(file));
  try {
    writeFileSync(file, create(), { mode: 0o600, flag: "wx" });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readFileSync(file, "utf8");
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

/**
 * The secret of the web app's confidential client: OIDC_CLIENT_SECRET when set, otherwise generated at
 * first start into <dataDir>/idp/client-secret. The web app calls this too, so both sides agree.
 */
export function getClientSecret(config: AppConfig): string {
  if (config.oidc.clientSecret !== undefined) return config.oidc.clientSecret;
  return readOrCreate(path.join(idpDataDir(config), "client-secret"), () => randomBytes(32).toString("base64url")).trim();
}
