// The rule of the staff's second factor (decision 0061), without storage: TOTP after RFC 6238 (otplib 13:
// SHA-1, 6 digits, 30 s, the secret 160 bits in base32, as every authenticator app reads it from an
// otpauth:// URI), a window of one step before and after "now", and never the same step twice (a code is
// accepted only for a step after the last one accepted: the caller stores that step atomically). Recovery
// codes: ten per enrolment, 10 characters of base32 each (50 bits), shown once, stored as their sha256 and
// used once. The clock is always passed in.
import { createHash, randomBytes } from "node:crypto";
import { generate, generateSecret, generateURI, verify } from "otplib";

export const TOTP_PERIOD_SECONDS = 30;
/** Steps accepted before and after the current one (clock drift and typing time). */
export const TOTP_WINDOW_STEPS = 1;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation) in base32. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URI of the QR code: the product's name as issuer, the account's address as label. */
export function totpUri(input: { issuer: string; account: string; secret: string }): string {
  return generateURI({
    issuer: input.issuer,
    label: input.account,
    secret: input.secret,
    period: TOTP_PERIOD_SECONDS,
    digits: TOTP_DIGITS,
  });
}

/** The key as a person types it: groups of four. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

const epochOf = (at: Date) => Math.floor(at.getTime() / 1000);

/** The code an authenticator app shows at this moment (tests and the journeys compute codes with it). */
export function totpCodeAt(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: epochOf(at), period: TOTP_PERIOD_SECONDS, digits: TOTP_DIGITS });
}

/** The time step of a moment (30 s since the epoch). */
export function timeStepAt(at: Date): number {
  return Math.floor(epochOf(at) / TOTP_PERIOD_SECONDS);
}

export type TotpVerdict = { ok: true; step: number } | { ok: false; reason: "wrong" | "replayed" };

/**
 * Checks a typed code against the secret at `now`, within one step before and after; `lastUsedStep` is
 * the last step accepted for this secret (null: none yet). A code that matches only a step at or before
 * it is a replay. The caller still has to store the step it got, atomically (a concurrent login with the
 * same code must lose).
 */
export async function checkTotpCode(secret: string, code: string, now: Date, lastUsedStep: number | null): Promise<TotpVerdict> {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return { ok: false, reason: "wrong" };
  const options = {
    secret,
    token: code,
    epoch: epochOf(now),
    period: TOTP_PERIOD_SECONDS,
    digits: TOTP_DIGITS,
    epochTolerance: TOTP_WINDOW_STEPS * TOTP_PERIOD_SECONDS,
  } as const;
  const fresh = await verify(lastUsedStep === null ? options : { ...options, afterTimeStep: lastUsedStep });
  if (fresh.valid && "timeStep" in fresh) return { ok: true, step: fresh.timeStep };
  if (lastUsedStep === null) return { ok: false, reason: "wrong" };
  // Right code, but for a step already used: say so (the person waits for the next code).
  const any = await verify(options);
  return { ok: false, reason: any.valid ? "replayed" : "wrong" };
}

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/** Ten new recovery codes, `xxxxx-xxxxx` in lower-case base32. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => BASE32[b & 31]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A typed recovery code as it is compared: lower case, without spaces or hyphens; undefined when it cannot be one. */
export function normaliseRecoveryCode(typed: string): string | undefined {
  const plain = typed.toLowerCase().replace(/[\s-]/g, "");
  return /^[a-z2-7]{10}$/.test(plain) ? plain : undefined;
}

/** What is stored of a recovery code: the sha256 (hex) of its normalised form. */
export function recoveryCodeHash(code: string): string {
  return createHash("sha256")
    .update(normaliseRecoveryCode(code) ?? code)
    .digest("hex");
}

/** A typed TOTP code without the spaces apps show in the middle ("123 456"). */
export function normaliseTotpCode(typed: string): string {
  return typed.replace(/\s/g, "");
}
