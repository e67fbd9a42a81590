// Short-lived, encrypted and authenticated cookie values (AES-256-GCM) for state that must survive a
// redirect but never be read or changed by the browser: the pending login (state, nonce, PKCE
// verifier, return path, registration token) and the card registration in progress.
// The key is derived (HKDF-SHA256) from the web client's secret, which only the server knows.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { AppConfig } from "@vtp/config";
import { getClientSecret } from "@vtp/config/secrets";

const keys = new Map<string, Buffer>();

export function sealingKey(config: AppConfig, purpose: string): Buffer {
  const id = `${config.dataDir}|${config.oidc.clientId}|${purpose}`;
  let key = keys.get(id);
  if (key === undefined) {
    key = Buffer.from(hkdfSync("sha256", getClientSecret(config), "vtp-web", `sealed-cookie:${purpose}`, 32));
    keys.set(id, key);
  }
  return key;
}

interface Envelope<T> {
  exp: number;
  v: T;
}

export function seal<T>(key: Buffer, value: T, expiresAtMs: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify({ exp: expiresAtMs, v: value } satisfies Envelope<T>), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The sealed value, or undefined when it is missing, tampered with, sealed with another key or expired. */
export function unseal<T>(key: Buffer, sealed: string | undefined, nowMs: number): T | undefined {
  if (!sealed || sealed.length > 8192) return undefined;
  try {
    const raw = Buffer.from(sealed, "base64url");
    if (raw.length < 29) return undefined;
    const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const json = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    const envelope = JSON.parse(json) as Envelope<T>;
    if (typeof envelope.exp !== "number" || nowMs >= envelope.exp) return undefined;
    return envelope.v;
  } catch {
    return undefined;
  }
}
