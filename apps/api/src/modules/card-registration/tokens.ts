// Opaque single-use tokens: 32 random bytes (base64url) handed out once; only the SHA-256 is stored.
import { createHash, randomBytes } from "node:crypto";

export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** `Basic base64(user:password)` -> the two parts; undefined when the header is not Basic credentials. */
export function parseBasicCredentials(header: string | undefined): { user: string; password: string } | undefined {
  if (typeof header !== "string") return undefined;
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header.trim());
  if (match === null) return undefined;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return undefined;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
