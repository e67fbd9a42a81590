import { describe, expect, it } from "vitest";
import {
  formatCardNumber,
  isSocialTariffCardNumber,
  isValidCardNumber,
  luhnCheckDigit,
  makeCardNumber,
  maskCardNumber,
  normalizeCardNumber,
} from "./card-number.ts";

describe("luhnCheckDigit", () => {
  it("matches the standard Luhn digit over 12 digits", () => {
    // 7992739871 + 3 is the textbook Luhn example; padded with two leading zeros it keeps its digit.
    expect(luhnCheckDigit("007992739871")).toBe("3");
    expect(luhnCheckDigit("000000000000")).toBe("0");
    expect(luhnCheckDigit("000000000001")).toBe("8");
  });
  it("refuses payloads that are not 12 digits", () => {
    expect(() => luhnCheckDigit("12345")).toThrow(RangeError);
    expect(() => luhnCheckDigit("12345678901a")).toThrow(RangeError);
  });
});

describe("isValidCardNumber", () => {
  it("accepts built numbers, with or without grouping spaces", () => {
    const regular = makeCardNumber("40000001234", false);
    expect(regular).toHaveLength(13);
    expect(isValidCardNumber(regular)).toBe(true);
    expect(isValidCardNumber(formatCardNumber(regular))).toBe(true);
  });
  it("refuses a wrong check digit, every single-digit typo and wrong lengths", () => {
    const n = makeCardNumber("40000001234", false);
    const wrong = n.slice(0, 12) + String((Number(n[12]) + 1) % 10);
    expect(isValidCardNumber(wrong)).toBe(false);
    for (let i = 0; i < 11; i++) {
      const typo = n.slice(0, i) + String((Number(n[i]) + 1) % 10) + n.slice(i + 1);
      expect(isValidCardNumber(typo)).toBe(false);
    }
    expect(isValidCardNumber(n.slice(0, 12))).toBe(false);
    expect(isValidCardNumber(`${n}0`)).toBe(false);
    expect(isValidCardNumber("abcdefghijklm")).toBe(false);
  });
  it("refuses a tariff digit other than 0 or 1 even with a valid Luhn digit", () => {
    const first12 = "400000012342";
    expect(isValidCardNumber(first12 + luhnCheckDigit(first12))).toBe(false);
  });
});

describe("social tariff digit", () => {
  it("is 1 for kansentarief cards and 0 otherwise", () => {
    const social = makeCardNumber("40000005678", true);
    const regular = makeCardNumber("40000005678", false);
    expect(social[11]).toBe("1");
    expect(isSocialTariffCardNumber(social)).toBe(true);
    expect(isSocialTariffCardNumber(regular)).toBe(false);
  });
});

describe("formatting", () => {
  it("groups 4-3-3-3, normalises and masks", () => {
    expect(formatCardNumber("1234567890123")).toBe("1234 567 890 123");
    expect(formatCardNumber("12")).toBe("12");
    expect(normalizeCardNumber("1234 567-890.123")).toBe("1234567890123");
    expect(maskCardNumber("1234567890123")).toBe("•••••••••0123");
  });
  it("refuses bad serials when building", () => {
    expect(() => makeCardNumber("123", false)).toThrow(RangeError);
  });
});

describe("card system ranges", () => {
  it("puts '4', the two-digit card system id and an 8-digit serial before the tariff and Luhn digits", async () => {
    const { cardNumberInRange, isInCardSystemRange } = await import("./card-number.ts");
    const n = cardNumberInRange(3, 50_000_001, true);
    expect(n).toMatch(/^40350000001[1]\d$/);
    expect(isValidCardNumber(n)).toBe(true);
    expect(isInCardSystemRange(n, 3)).toBe(true);
    expect(isInCardSystemRange(n, 1)).toBe(false);
    // The demo's cards are in their region's range too.
    expect(isInCardSystemRange("4010000120100", 1)).toBe(true);
    expect(isInCardSystemRange("4030000045214", 3)).toBe(true);
    expect(() => cardNumberInRange(3, 100_000_000, false)).toThrow(RangeError);
  });
});
