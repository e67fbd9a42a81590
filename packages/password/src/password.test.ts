import { afterEach, describe, expect, it } from "vitest";
import {
  SCRYPT_PARAMS,
  TEST_SCRYPT_PARAMS,
  currentScryptParams,
  hashPassword,
  hashPasswordWith,
  isBreachedPassword,
  needsRehash,
  verifyPassword,
} from "./index.ts";

const saved = { nodeEnv: process.env.NODE_ENV, cost: process.env.PASSWORD_HASH_COST };
/** This process as a product process (NODE_ENV and PASSWORD_HASH_COST as given; undefined removes one). */
function runAs(nodeEnv: string | undefined, cost: string | undefined): void {
  for (const [name, value] of [
    ["NODE_ENV", nodeEnv],
    ["PASSWORD_HASH_COST", cost],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}
afterEach(() => runAs(saved.nodeEnv, saved.cost));

describe("password hashing", () => {
  it("hashes in the scrypt$N$r$p$salt$hash format with a fresh salt, at full cost outside a test process", async () => {
    runAs("production", undefined);
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

  it("hashes at the test cost only in a test process that asks for it (decision 0064)", async () => {
    runAs("test", "test");
    expect(currentScryptParams()).toEqual(TEST_SCRYPT_PARAMS);
    const cheap = await hashPassword("Test-wachtwoord-1");
    expect(cheap.startsWith("scrypt$16384$8$1$")).toBe(true);
    expect(needsRehash(cheap)).toBe(false);
    // The setting is ignored by any other process, and any other value is no setting.
    for (const [nodeEnv, cost] of [
      ["production", "test"],
      ["development", "test"],
      [undefined, "test"],
      ["test", "low"],
      ["test", undefined],
    ] as const) {
      runAs(nodeEnv, cost);
      expect(currentScryptParams(), `${nodeEnv} ${cost}`).toEqual(SCRYPT_PARAMS);
      expect(needsRehash(cheap)).toBe(true);
    }
    runAs("production", "test");
    expect((await hashPassword("Test-wachtwoord-1")).startsWith("scrypt$131072$8$1$")).toBe(true);
  });

  it("uses OWASP's scrypt parameters and flags older hashes for a rehash, which still verify", async () => {
    runAs("production", undefined);
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
