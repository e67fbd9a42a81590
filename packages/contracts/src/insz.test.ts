import { describe, expect, it } from "vitest";
import {
  formatInsz,
  inszCheckDigits,
  isNationalRegisterNumber,
  isValidInsz,
  makeInsz,
  maskInsz,
  normalizeInsz,
  parseInsz,
} from "./insz.ts";

const today = new Date("2026-11-21T12:00:00Z");
const withCheck = (first9: string, y2000: boolean) => first9 + inszCheckDigits(first9, y2000);

describe("inszCheckDigits", () => {
  it("computes 97 - (n mod 97) on the 9 digits, with a 2 prefix for 2000+ births", () => {
    expect(inszCheckDigits("850730033", false)).toBe("28");
    expect(inszCheckDigits("170730033", true)).toBe("84");
  });
  it("pads to two digits and gives 97, never 00, when the remainder is 0", () => {
    expect(inszCheckDigits("000101001", true)).toBe("05");
    expect(inszCheckDigits("500101057", false)).toBe("97");
  });
});

describe("parseInsz", () => {
  it("accepts a 20th-century number in printed or bare form", () => {
    const p = parseInsz("85.07.30-033.28", { today });
    expect(p).toEqual({
      value: "85073003328",
      kind: "NATIONAL",
      birthYear: 1985,
      birthMonth: 7,
      birthDay: 30,
      birthDate: "1985-07-30",
      sex: "MALE",
    });
    expect(isValidInsz("85073003328", { today })).toBe(true);
  });

  it("reads births from 2000 on with the 2 prefix", () => {
    const p = parseInsz("17073003384", { today });
    expect(p?.birthYear).toBe(2017);
    expect(p?.birthDate).toBe("2017-07-30");
    expect(parseInsz("00010100105", { today })?.birthDate).toBe("2000-01-01");
  });

  it("refuses the 2000+ reading when that year is still in the future", () => {
    const future = withCheck("300101002", true);
    expect(isValidInsz(future, { today })).toBe(false);
    expect(parseInsz(future, { today: new Date("2031-01-02T00:00:00Z") })?.birthYear).toBe(2030);
    // The same digits with the 1900 check digits read as 1930.
    expect(parseInsz(withCheck("300101002", false), { today })?.birthYear).toBe(1930);
  });

  it("refuses a birth date later today", () => {
    expect(isValidInsz(withCheck("261122002", true), { today })).toBe(false);
    expect(isValidInsz(withCheck("261121002", true), { today })).toBe(true);
  });

  it("accepts a check digit of 97 and refuses the same number written with 00", () => {
    expect(isValidInsz("50010105797", { today })).toBe(true);
    expect(isValidInsz("50010105700", { today })).toBe(false);
  });

  it("refuses wrong check digits, including ones off by 97 in the other century", () => {
    expect(isValidInsz("85073003329", { today })).toBe(false);
    // 57 is the 2000+ check of these digits: that reading gives 2085, which is in the future.
    expect(isValidInsz("85073003357", { today })).toBe(false);
  });

  it("refuses month 13, 31 February and day 32", () => {
    expect(isValidInsz(withCheck("851330033", false), { today })).toBe(false);
    expect(isValidInsz(withCheck("850231033", false), { today })).toBe(false);
    expect(isValidInsz(withCheck("850132033", false), { today })).toBe(false);
    expect(isValidInsz(withCheck("040229002", true), { today })).toBe(true);
    expect(isValidInsz(withCheck("050229002", true), { today })).toBe(false);
  });

  it("accepts unknown month and day (00)", () => {
    const p = parseInsz(withCheck("850000033", false), { today });
    expect(p).not.toBeNull();
    expect(p?.birthMonth).toBeNull();
    expect(p?.birthDay).toBeNull();
    expect(p?.birthDate).toBeNull();
  });

  it("recognises BIS numbers: month +40 keeps the sex, month +20 leaves it unknown", () => {
    const known = parseInsz(withCheck("854730034", false), { today });
    expect(known?.kind).toBe("BIS");
    expect(known?.birthMonth).toBe(7);
    expect(known?.sex).toBe("FEMALE");
    const unknown = parseInsz(withCheck("852730033", false), { today });
    expect(unknown?.kind).toBe("BIS");
    expect(unknown?.sex).toBeNull();
    expect(isNationalRegisterNumber(withCheck("852730033", false), { today })).toBe(false);
    expect(isNationalRegisterNumber("85073003328", { today })).toBe(true);
    // BIS month 13 (+20 -> 33, +40 -> 53) is invalid too.
    expect(isValidInsz(withCheck("853330033", false), { today })).toBe(false);
    expect(isValidInsz(withCheck("855330033", false), { today })).toBe(false);
  });

  it("refuses counters 000 and 999, wrong lengths and letters", () => {
    expect(isValidInsz(withCheck("850730000", false), { today })).toBe(false);
    expect(isValidInsz(withCheck("850730999", false), { today })).toBe(false);
    expect(isValidInsz("8507300332", { today })).toBe(false);
    expect(isValidInsz("850730033281", { today })).toBe(false);
    expect(isValidInsz("85O73003328", { today })).toBe(false);
    expect(isValidInsz("", { today })).toBe(false);
  });
});

describe("makeInsz, formatInsz, maskInsz", () => {
  it("builds numbers that parse back to the same birth date and sex", () => {
    for (const [date, counter, sex] of [
      ["1984-03-12", 41, "MALE"],
      ["2012-06-15", 208, "FEMALE"],
      ["2000-01-01", 1, "MALE"],
      ["1999-12-31", 998, "FEMALE"],
    ] as const) {
      const n = makeInsz(date, counter);
      const p = parseInsz(n, { today });
      expect(p?.birthDate).toBe(date);
      expect(p?.sex).toBe(sex);
    }
    expect(() => makeInsz("2012-6-15", 1)).toThrow(RangeError);
    expect(() => makeInsz("2012-06-15", 999)).toThrow(RangeError);
  });

  it("formats, normalises and masks", () => {
    expect(formatInsz("85073003328")).toBe("85.07.30-033.28");
    expect(normalizeInsz("85.07.30-033.28")).toBe("85073003328");
    expect(maskInsz("85.07.30-033.28")).toBe("••.••.••-•••.28");
    expect(maskInsz("nope")).toBe("••.••.••-•••.••");
  });
});

// The vectors of issue 10, each on its own, with the expected reading.
describe("INSZ vectors of the online request (issue 10)", () => {
  it("valid before 2000: 85.07.30-033.28 is a man born on 30 July 1985", () => {
    expect(parseInsz("85073003328", { today })).toMatchObject({ kind: "NATIONAL", birthDate: "1985-07-30", sex: "MALE" });
  });
  it("valid after 2000: the check is computed with the 2 prefix (17.07.30-033.84)", () => {
    expect(parseInsz("17073003384", { today })).toMatchObject({ kind: "NATIONAL", birthDate: "2017-07-30", sex: "MALE" });
    // The same 9 digits with the check of the 1900 reading describe someone born in 1917.
    expect(parseInsz(withCheck("170730033", false), { today })?.birthYear).toBe(1917);
  });
  it("BIS with month +20 (sex unknown) and +40 (sex known) is valid but not a national register number", () => {
    const plus20 = withCheck("852730033", false);
    const plus40 = withCheck("854730033", false);
    expect(parseInsz(plus20, { today })).toMatchObject({ kind: "BIS", birthDate: "1985-07-30", sex: null });
    expect(parseInsz(plus40, { today })).toMatchObject({ kind: "BIS", birthDate: "1985-07-30", sex: "MALE" });
    expect(isNationalRegisterNumber(plus20, { today })).toBe(false);
    expect(isNationalRegisterNumber(plus40, { today })).toBe(false);
  });
  it("refuses a wrong check digit", () => {
    expect(isValidInsz("85073003327", { today })).toBe(false);
    expect(isValidInsz("17073003385", { today })).toBe(false);
  });
  it("refuses a check digit off by 97 (what a naive modulo test accepts)", () => {
    // 850730059 has check 02; 99 is 02 + 97 and passes the naive ((n mod 97) + check) mod 97 === 0.
    expect(inszCheckDigits("850730059", false)).toBe("02");
    expect(((BigInt("850730059") % 97n) + 99n) % 97n).toBe(0n);
    expect(isValidInsz("85073005999", { today })).toBe(false);
    expect(isValidInsz("85073005902", { today })).toBe(true);
    // And 00 for a check of 97.
    expect(isValidInsz("50010105700", { today })).toBe(false);
  });
  it("refuses month 13 (and its BIS forms 33 and 53)", () => {
    for (const first9 of ["851330033", "853330033", "855330033"]) expect(isValidInsz(withCheck(first9, false), { today })).toBe(false);
  });
  it("refuses a future birth date, judged on the calendar day in Brussels", () => {
    expect(isValidInsz(withCheck("261122001", true), { today })).toBe(false);
    expect(isValidInsz(withCheck("270101001", true), { today })).toBe(false);
    // Born 21 November 2026 at 00:30 in Brussels: still 20 November in UTC, but already born.
    const bornToday = makeInsz("2026-11-21", 1);
    expect(isValidInsz(bornToday, { today: new Date("2026-11-20T23:30:00Z") })).toBe(true);
    expect(isValidInsz(bornToday, { today: new Date("2026-11-20T22:30:00Z") })).toBe(false);
  });
});
