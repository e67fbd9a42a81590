import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * scrypt at OWASP's current recommendation (Password Storage Cheat Sheet): N = 2^17, r = 8, p = 1,
 * i.e. 128 * N * r = 128 MiB per hash. Older hashes (N = 2^15) still verify and are rehashed with
 * these parameters at the next successful login (`needsRehash`).
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
/**
 * A test process's parameters (decision 0064): 16 MiB per hash instead of 128, the lowest cost a stored hash may have. Only when NODE_ENV is
 * "test" and PASSWORD_HASH_COST is "test" (set by vitest.config.ts and the journeys' server): the tests'
 * passwords protect nothing, and a full-cost hash per login was the browser journeys' largest single cost.
 * The public posture refuses the setting (packages/config); any other process ignores it.
 */
export const TEST_SCRYPT_PARAMS = { N: 2 ** 14, r: 8, p: 1 } as const;

/** The parameters new hashes get in this process. */
export function currentScryptParams(): { readonly N: number; readonly r: number; readonly p: number } {
  return process.env.NODE_ENV === "test" && process.env.PASSWORD_HASH_COST === "test" ? TEST_SCRYPT_PARAMS : SCRYPT_PARAMS;
}
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** Node refuses scrypt above `maxmem` (default 32 MiB): allow the 128 MiB of N = 2^17 with headroom. */
const MAX_MEMORY = 256 * 1024 * 1024;
/** Largest cost a stored hash may ask for (a tampered hash must not make us allocate more). */
const MAX_HASH_MEMORY = 128 * SCRYPT_PARAMS.N * SCRYPT_PARAMS.r;

function deriveKey(plain: string, salt: Buffer, n: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize("NFKC"), salt, keyLength, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** Hashes with explicit parameters (tests and migrations of old hashes); use `hashPassword`. */
export async function hashPasswordWith(plain: string, params: { N: number; r: number; p: number }): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(plain, salt, params.N, params.r, params.p, KEY_LENGTH);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** Hashes a password as `scrypt$N$r$p$saltB64$hashB64` with the current parameters. */
export function hashPassword(plain: string): Promise<string> {
  return hashPasswordWith(plain, currentScryptParams());
}

function parsePositiveInt(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  return Number(value);
}

/** True when a stored hash uses other parameters than the current ones (rehash after a good login). */
export function needsRehash(stored: string): boolean {
  const parts = stored.split("$");
  const current = currentScryptParams();
  return !(parts[0] === "scrypt" && parts[1] === String(current.N) && parts[2] === String(current.r) && parts[3] === String(current.p));
}

/** Verifies a password against a stored hash; false for any malformed hash. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const n = parsePositiveInt(parts[1]);
  const r = parsePositiveInt(parts[2]);
  const p = parsePositiveInt(parts[3]);
  if (n === null || r === null || p === null) return false;
  // Only accept sane parameters: power-of-two N within the memory budget.
  if ((n & (n - 1)) !== 0 || n < 2 ** 14 || 128 * n * r * p > MAX_HASH_MEMORY || p > 4) return false;
  const salt = Buffer.from(parts[4] ?? "", "base64");
  const expected = Buffer.from(parts[5] ?? "", "base64");
  if (salt.length < SALT_LENGTH || expected.length < 32) return false;
  let actual: Buffer;
  try {
    actual = await deriveKey(plain, salt, n, r, p, expected.length);
  } catch {
    return false;
  }
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// The breached-password list of zxcvbn-ts (@zxcvbn-ts/language-common, "passwords-common": the most
// common passwords from public breach corpora), lower-cased. Loaded once, on first use.
let breached: Set<string> | undefined;

/** True when the password (case-insensitive) is in the list of common breached passwords. */
export function isBreachedPassword(plain: string): boolean {
  breached ??= new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  return breached.has(plain.normalize("NFKC").toLowerCase());
}
