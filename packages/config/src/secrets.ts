// Secrets generated at first start into the gitignored data folder (0600) and reused afterwards, for
// the parts that must agree on them: the embedded provider's keys (apps/idp keys.ts) and the web
// client's secret, which the provider and the web app both read. Nothing here is ever committed.
import { createECDH, randomBytes } from "node:crypto";
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { AppConfig } from "./index.ts";

/** Where the embedded provider keeps its generated secrets. */
export function idpDataDir(config: Pick<AppConfig, "dataDir">): string {
  return path.join(config.dataDir, "idp");
}

/**
 * Reads a file, or creates it with `create()` (0600). The content is written whole under a name of its own
 * and then linked into place, which fails when the file exists: a process that starts at the same moment
 * (the test suite's workers, the provider and the web app) reads either nothing or all of it, never a
 * half-written secret, and the first creator's content is the one every process keeps.
 */
export function readOrCreate(file: string, create: () => string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}-${randomBytes(6).toString("hex")}.tmp`;
  try {
    writeFileSync(draft, create(), { mode: 0o600, flag: "wx" });
    chmodSync(draft, 0o600);
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, "utf8");
}

/**
 * The secret of the web app's confidential client: OIDC_CLIENT_SECRET when set, otherwise generated at
 * first start into <dataDir>/idp/client-secret. The provider and the web app both call this, so they agree.
 */
export function getClientSecret(config: Pick<AppConfig, "dataDir" | "oidc">): string {
  if (config.oidc.clientSecret !== undefined) return config.oidc.clientSecret;
  return readOrCreate(path.join(idpDataDir(config), "client-secret"), () => randomBytes(32).toString("base64url")).trim();
}

/**
 * The key material of national numbers at rest (the api derives an encryption key and a hashing key from
 * it): INSZ_SECRET when set, otherwise generated at first start into <dataDir>/api/insz-secret (0600).
 * Losing it makes the stored numbers unreadable and their uniqueness unverifiable: back it up.
 */
export function getInszSecret(config: Pick<AppConfig, "dataDir" | "inszSecret">): Buffer {
  if (config.inszSecret !== undefined) return Buffer.from(config.inszSecret, "base64");
  const stored = readOrCreate(path.join(config.dataDir, "api", "insz-secret"), () => randomBytes(32).toString("base64")).trim();
  return Buffer.from(stored, "base64");
}

/**
 * The key that signs check-in codes and poster download links (decision 0040): CHECKIN_CODE_SECRET when
 * set, otherwise generated at first start into <dataDir>/api/checkin-code-secret (0600). Replacing it
 * makes every printed poster stop working.
 */
export function getCheckinCodeSecret(config: Pick<AppConfig, "dataDir" | "checkinCodeSecret">): Buffer {
  if (config.checkinCodeSecret !== undefined) return Buffer.from(config.checkinCodeSecret, "base64");
  const stored = readOrCreate(path.join(config.dataDir, "api", "checkin-code-secret"), () => randomBytes(32).toString("base64")).trim();
  return Buffer.from(stored, "base64");
}

/**
 * The secret of a partner API client (decision 0045): from PARTNER_CLIENT_SECRETS when that is set (the
 * public posture; a client not named there has none), otherwise, in the local demo, generated at first
 * use into <dataDir>/idp/partner-clients/<clientId> (0600). Undefined: the client cannot get a token.
 */
export function getPartnerClientSecret(
  config: Pick<AppConfig, "dataDir" | "posture" | "partnerClientSecrets">,
  clientId: string,
): string | undefined {
  if (config.partnerClientSecrets !== undefined) return config.partnerClientSecrets[clientId];
  if (config.posture !== "local-demo" || !/^[a-z0-9][a-z0-9-]{2,62}$/.test(clientId)) return undefined;
  return readOrCreate(path.join(partnerClientsDir(config), clientId), () => randomBytes(32).toString("base64url")).trim();
}

/** Where the local demo keeps the partner clients' generated secrets, one file per client id. */
export function partnerClientsDir(config: Pick<AppConfig, "dataDir">): string {
  return path.join(idpDataDir(config), "partner-clients");
}

/** The VAPID key pair of Web Push (base64url): the browser subscribes with the public key, the server signs with the private one. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The VAPID keys (decision 0060): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; otherwise, in the local
 * demo, a P-256 pair generated at first start into <dataDir>/api/vapid-keys.json (0600); in the public
 * posture without them, undefined: no push. A new pair ends every device's subscription.
 */
export function getVapidKeys(config: Pick<AppConfig, "dataDir" | "posture" | "push">): VapidKeys | undefined {
  const { vapidPublicKey, vapidPrivateKey, subject } = config.push;
  if (vapidPublicKey !== undefined && vapidPrivateKey !== undefined)
    return { publicKey: vapidPublicKey, privateKey: vapidPrivateKey, subject };
  if (config.posture !== "local-demo") return undefined;
  const stored = readOrCreate(path.join(config.dataDir, "api", "vapid-keys.json"), () => {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    return JSON.stringify({
      publicKey: ecdh.getPublicKey().toString("base64url"),
      privateKey: padTo32(ecdh.getPrivateKey()).toString("base64url"),
    });
  });
  const keys = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}

/** ECDH may drop a private key's leading zero bytes; VAPID wants all 32. */
function padTo32(key: Buffer): Buffer {
  return key.length >= 32 ? key : Buffer.concat([Buffer.alloc(32 - key.length), key]);
}

/**
 * The key that encrypts the staff's TOTP secrets at rest (decision 0061): SECOND_FACTOR_SECRET when set,
 * otherwise generated at first start into <dataDir>/idp/second-factor-secret (0600). Every process must
 * share it; losing it makes every enrolled second factor unusable (its owners enrol again after a reset).
 */
export function getSecondFactorSecret(config: Pick<AppConfig, "dataDir" | "staffSecondFactor">): Buffer {
  if (config.staffSecondFactor.secret !== undefined) return Buffer.from(config.staffSecondFactor.secret, "base64");
  const stored = readOrCreate(path.join(idpDataDir(config), "second-factor-secret"), () => randomBytes(32).toString("base64")).trim();
  return Buffer.from(stored, "base64");
}
