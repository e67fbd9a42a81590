// Signed, expiring codes of an activity (issue 20 "Check-in codes", decision 0040): what a poster's or a
// kiosk's QR code carries (inside an https URL of the product) and what a poster's download link names.
// A code is `vc1.` + base64url(kind · activity id · expiry · 128-bit HMAC-SHA256 of those), 38 characters:
// opaque to a holder, short enough for a QR code a phone reads from across a room, and checked without a
// database (the signature, then the expiry). The kind is signed too, so a download link never checks
// anyone in and a check-in code never downloads a poster. Shared code of the api's modules: it imports
// no module.
import { createHmac, timingSafeEqual } from "node:crypto";

/** What a code is for: a poster's check-in code, a kiosk's (short-lived) one, or a poster's download link. */
export type CheckinCodeKind = "poster" | "kiosk" | "poster-download";

const KIND_BYTE: Record<CheckinCodeKind, number> = { poster: 1, kiosk: 2, "poster-download": 3 };
const PREFIX = "vc1.";
const PAYLOAD_BYTES = 9;
const MAC_BYTES = 16;
/** `vc1.` and 34 base64url characters; a demo's plain code never has a dot. */
const CODE_RE = /^vc1\.[A-Za-z0-9_-]{34}$/;
const DOMAIN = "vtp-checkin-code:v1:";

export type CheckinCodeCheck =
  { kind: "valid"; activityId: number; expiresAt: Date } | { kind: "expired"; activityId: number; expiresAt: Date } | { kind: "invalid" };

export interface CheckinCodeSigner {
  /** A code of `kind` for the activity, valid until `expiresAt` (whole seconds, rounded down). */
  sign(kind: CheckinCodeKind, activityId: number, expiresAt: Date): string;
  /** The activity and expiry of a code of `kind`; invalid for a forged, altered or other kind's code. */
  check(kind: CheckinCodeKind, code: string, now: Date): CheckinCodeCheck;
}

/** Whether a scanned text is shaped as a signed code (it may still be forged). */
export function isSignedCheckinCode(text: string): boolean {
  return CODE_RE.test(text);
}

/**
 * The signed code in a scanned string: the string itself, or a URL's `code` query parameter, else its
 * last path segment. Undefined when there is none (a demo's plain code, or anything else).
 */
export function signedCodeIn(raw: string): string | undefined {
  const text = raw.trim();
  if (isSignedCheckinCode(text)) return text;
  if (!/^https?:\/\//i.test(text)) return undefined;
  try {
    const url = new URL(text);
    const candidate = url.searchParams.get("code") ?? decodeURIComponent(url.pathname.split("/").filter(Boolean).pop() ?? "");
    return isSignedCheckinCode(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

/** A signer with `secret` (at least 32 bytes: the data folder's checkin-code secret or CHECKIN_CODE_SECRET). */
export function createCheckinCodeSigner(secret: Buffer): CheckinCodeSigner {
  if (secret.length < 32) throw new Error("De sleutel van de check-incodes moet minstens 32 bytes zijn.");
  const mac = (payload: Buffer) => createHmac("sha256", secret).update(DOMAIN).update(payload).digest().subarray(0, MAC_BYTES);
  return {
    sign(kind, activityId, expiresAt) {
      const payload = Buffer.alloc(PAYLOAD_BYTES);
      payload.writeUInt8(KIND_BYTE[kind], 0);
      payload.writeUInt32BE(activityId, 1);
      payload.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000), 5);
      return PREFIX + Buffer.concat([payload, mac(payload)]).toString("base64url");
    },
    check(kind, code, now) {
      if (!CODE_RE.test(code)) return { kind: "invalid" };
      const bytes = Buffer.from(code.slice(PREFIX.length), "base64url");
      if (bytes.length !== PAYLOAD_BYTES + MAC_BYTES) return { kind: "invalid" };
      const payload = bytes.subarray(0, PAYLOAD_BYTES);
      // Base64url has more than one spelling of the last bits: only the canonical one is the signed code.
      if (PREFIX + bytes.toString("base64url") !== code) return { kind: "invalid" };
      if (!timingSafeEqual(bytes.subarray(PAYLOAD_BYTES), mac(payload))) return { kind: "invalid" };
      if (payload.readUInt8(0) !== KIND_BYTE[kind]) return { kind: "invalid" };
      const activityId = payload.readUInt32BE(1);
      const expiresAt = new Date(payload.readUInt32BE(5) * 1000);
      if (activityId < 1) return { kind: "invalid" };
      return now.getTime() >= expiresAt.getTime() ? { kind: "expired", activityId, expiresAt } : { kind: "valid", activityId, expiresAt };
    },
  };
}
