// National numbers at rest (domain notes: "encrypted at rest, unique through a keyed hash") and the
// wizard's drafts, which hold them. One secret (INSZ_SECRET or <dataDir>/api/insz-secret, @vtp/config/secrets)
// gives three independent keys through HKDF-SHA256:
// - AES-256-GCM for a national number in order_holders.insz_encrypted;
// - HMAC-SHA256 for its keyed hash (order_holders.insz_hash, insz_registry.insz_hash): uniqueness without
//   the number, and without a dictionary attack by whoever reads the table (11 digits are few);
// - AES-256-GCM for the whole draft state (online_request_drafts.state_encrypted).
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { normalizeInsz } from "@vtp/contracts/insz";

export interface InszVault {
  /** The keyed hash of a national number (hex); equal numbers give equal hashes. */
  hash(insz: string): string;
  /** AES-256-GCM, base64url(iv | tag | ciphertext); a fresh iv each time. */
  encrypt(insz: string): string;
  decrypt(sealed: string): string;
  /** Any JSON value, encrypted with the draft key. */
  sealState(value: unknown): string;
  openState<T>(sealed: string): T;
}

function derive(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "vtp-api-online-request", purpose, 32));
}

function encryptWith(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

function decryptWith(key: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed, "base64url");
  if (raw.length < 29) throw new Error("Versleutelde waarde is te kort");
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

export function createInszVault(secret: Buffer): InszVault {
  if (secret.length < 32) throw new RangeError("Het INSZ-geheim moet minstens 32 bytes zijn");
  const encryption = derive(secret, "insz-encryption");
  const hashing = derive(secret, "insz-hash");
  const drafts = derive(secret, "draft-state");
  return {
    hash: (insz) => createHmac("sha256", hashing).update(normalizeInsz(insz), "utf8").digest("hex"),
    encrypt: (insz) => encryptWith(encryption, normalizeInsz(insz)),
    decrypt: (sealed) => decryptWith(encryption, sealed),
    sealState: (value) => encryptWith(drafts, JSON.stringify(value)),
    openState: <T>(sealed: string) => JSON.parse(decryptWith(drafts, sealed)) as T,
  };
}
