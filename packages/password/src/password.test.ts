import { describe, expect, it } from "vitest";
import { SCRYPT_PARAMS, hashPassword, hashPasswordWith, isBreachedPassword, needsRehash, verifyPassword } from "./index.ts";

describe("password hashing", () => {
  it("hashes in the scrypt$N$r$p$salt$hash format with a fresh salt", async () => {
    const a = await hashPassword("correct horse battery");
    const b = await hashPassword("correct horse battery");
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(a).not.toBe(b);
  });

  it("verifies the right password and rejects a wrong one", async () => {
    const stored = await hashPassword("Geheim-wachtwoord-1");
    expect(await verifyPassword("Geheim-wachtwoord-1", stored)).toBe(true);
    expect(await verifyPassword("geheim-wachtwoord-1", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("returns false for malformed stored hashes", async () => {
    const stored = await hashPassword("abcdefghijk");
    const parts = stored.split("$");
    expect(await verifyPassword("abcdefghijk", "")).toBe(false);
    expect(await verifyPassword("abcdefghijk", "plain-text")).toBe(false);
    expect(await verifyPassword("abcdefghijk", stored.replace("scrypt", "bcrypt"))).toBe(false);
    expect(await verifyPassword("abcdefghijk", [...parts.slice(0, 5)].join("$"))).toBe(false);
    expect(await verifyPassword("abcdefghijk", ["scrypt", "1000", "8", "1", parts[4], parts[5]].join("$"))).toBe(false);
    expect(await verifyPassword("abcdefghijk", ["scrypt", String(2 ** 30), "8", "1", parts[4], parts[5]].join("$"))).toBe(false);
    expect(await verifyPassword("abcdefghijk", ["scrypt", "32768", "8", "1", parts[4], "AAAA"].join("$"))).toBe(false);
  });

  it("uses OWASP's scrypt parameters and flags older hashes for a rehash, which still verify", async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const current = await hashPassword("Nieuw-genoeg-1");
    expect(needsRehash(current)).toBe(false);
    const old = await hashPasswordWith("Oud-wachtwoord-1", { N: 2 ** 15, r: 8, p: 1 });
    expect(old.startsWith("scrypt$32768$8$1$")).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(await verifyPassword("Oud-wachtwoord-1", old)).toBe(true);
  });
});

describe("breached passwords", () => {
  it("recognises passwords from the zxcvbn-ts common-password list, case-insensitively", () => {
    expect(isBreachedPassword("1234567890")).toBe(true);
    expect(isBreachedPassword("qwertyuiop")).toBe(true);
    expect(isBreachedPassword("Password123")).toBe(true);
    expect(isBreachedPassword("Lang-genoeg-1")).toBe(false);
  });
});
