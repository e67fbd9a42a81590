// The TOTP rule with a fixed clock (decision 0061): RFC 6238's own test vector, the window of one step
// before and after, a code never accepted for a step already used, the recovery codes' form and hash,
// and the sealing of a secret (bound to its account).
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSecretSealer } from "./seal.ts";
import {
  RECOVERY_CODE_COUNT,
  checkTotpCode,
  groupedSecret,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  recoveryCodeHash,
  timeStepAt,
  totpCodeAt,
  totpUri,
} from "./totp.ts";

// RFC 6238 appendix B: the ASCII secret "12345678901234567890" (SHA-1), at 59 s: 94287082 (8 digits), so 287082.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const NOW = new Date("2026-11-27T10:00:10Z");
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe("TOTP codes", () => {
  it("computes RFC 6238's test vector", async () => {
    expect(await totpCodeAt(RFC_SECRET, new Date(59_000))).toBe("287082");
  });

  it("accepts the current step and one before and after, nothing further", async () => {
    const secret = newTotpSecret();
    for (const offset of [-30, 0, 30]) {
      const verdict = await checkTotpCode(secret, await totpCodeAt(secret, at(offset)), NOW, null);
      expect(verdict, `offset ${offset}`).toEqual({ ok: true, step: timeStepAt(at(offset)) });
    }
    for (const offset of [-60, 60, 90]) {
      expect(await checkTotpCode(secret, await totpCodeAt(secret, at(offset)), NOW, null), `offset ${offset}`).toEqual({
        ok: false,
        reason: "wrong",
      });
    }
  });

  it("never accepts a code for the step last used, nor an older one: a replay", async () => {
    const secret = newTotpSecret();
    const code = await totpCodeAt(secret, NOW);
    const first = await checkTotpCode(secret, code, NOW, null);
    expect(first.ok).toBe(true);
    const step = timeStepAt(NOW);
    expect(await checkTotpCode(secret, code, NOW, step)).toEqual({ ok: false, reason: "replayed" });
    expect(await checkTotpCode(secret, await totpCodeAt(secret, at(-30)), NOW, step)).toEqual({ ok: false, reason: "replayed" });
    // The next step's code still works (the person needs not wait 30 s after enrolling).
    expect(await checkTotpCode(secret, await totpCodeAt(secret, at(30)), NOW, step)).toEqual({ ok: true, step: step + 1 });
  });

  it("refuses another secret's code and anything that is not 6 digits", async () => {
    const secret = newTotpSecret();
    expect(await checkTotpCode(secret, await totpCodeAt(newTotpSecret(), NOW), NOW, null)).toMatchObject({ ok: false });
    for (const typed of ["", "12345", "1234567", "12345a", "１２３４５６"]) {
      expect(await checkTotpCode(secret, typed, NOW, null), typed).toEqual({ ok: false, reason: "wrong" });
    }
  });

  it("makes a 160-bit base32 secret and an otpauth URI with the product as issuer", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri({ issuer: "UiTPAS", account: "els.vandamme@voorbeeld.test", secret }));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("UiTPAS");
    expect(decodeURIComponent(uri.pathname)).toContain("UiTPAS:els.vandamme@voorbeeld.test");
    expect(groupedSecret("ABCDEFGHIJ")).toBe("ABCD EFGH IJ");
  });
});

describe("recovery codes", () => {
  it("are ten different codes of 10 base32 characters", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  });

  it("are compared without case, spaces or hyphens, by their sha256", () => {
    const [code] = newRecoveryCodes();
    const hash = recoveryCodeHash(code!);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash(` ${code!.toUpperCase().replace("-", " ")} `)).toBe(hash);
    expect(normaliseRecoveryCode("abcde-fghij")).toBe("abcdefghij");
    expect(normaliseRecoveryCode("abcde-fghi1")).toBeUndefined();
    expect(normaliseRecoveryCode("123456")).toBeUndefined();
  });
});

describe("sealing a secret", () => {
  it("opens only with the same key and for the same account", () => {
    const key = randomBytes(32);
    const sealer = createSecretSealer(key);
    const sealed = sealer.seal("JBSWY3DPEHPK3PXP", "account-1");
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(sealer.open(sealed, "account-1")).toBe("JBSWY3DPEHPK3PXP");
    expect(sealer.open(sealed, "account-2")).toBeUndefined();
    expect(createSecretSealer(randomBytes(32)).open(sealed, "account-1")).toBeUndefined();
    expect(sealer.open("v1.x.y", "account-1")).toBeUndefined();
  });
});
