// Opaque single-use tokens: 32 random bytes (base64url) handed out once; only the SHA-256 is stored.
// Registration tokens (card-issuing), the online request's draft and order tokens and the family's
// leave links are made with these. Shared code of the api's modules: it imports no module.
import { createHash, randomBytes } from "node:crypto";

export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
