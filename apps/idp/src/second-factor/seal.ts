// Sealing a TOTP secret at rest (decision 0061): AES-256-GCM with a key derived (HKDF-SHA256) from the
// product's second-factor key (`getSecondFactorSecret`: SECOND_FACTOR_SECRET or the data folder's), and the
// account id as associated data, so a sealed secret copied to another account's row does not open.
// `v1.<iv>.<tag>.<ciphertext>`, base64url.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

export interface SecretSealer {
  seal(secret: string, accountId: string): string;
  /** The secret, or undefined when the value was not sealed with this key for this account. */
  open(sealed: string, accountId: string): string | undefined;
}

export function createSecretSealer(keyMaterial: Buffer): SecretSealer {
  const key = Buffer.from(hkdfSync("sha256", keyMaterial, Buffer.alloc(0), "vtp second factor totp v1", 32));
  return {
    seal(secret, accountId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(accountId));
      const ciphertext = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), ciphertext.toString("base64url")].join(".");
    },
    open(sealed, accountId) {
      const [version, iv, tag, ciphertext] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || !ciphertext) return undefined;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAAD(Buffer.from(accountId));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        return undefined;
      }
    },
  };
}
