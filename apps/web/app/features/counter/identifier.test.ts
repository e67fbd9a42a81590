import { describe, expect, it } from "vitest";
import { luhnCheckDigit } from "@vtp/contracts/card-number";
import { makeInsz } from "@vtp/contracts/insz";
import { counterCopy } from "../../copy/counter.ts";
import { checkIdentifier } from "./identifier.ts";

const errors = counterCopy.identify.errors;
const card = `401000012010${luhnCheckDigit("401000012010")}`;

describe("checkIdentifier", () => {
  it("accepts a card number as a scanner types it, and as people type it with spaces", () => {
    expect(checkIdentifier(card)).toEqual({ ok: true, identifier: card });
    expect(checkIdentifier(` ${card.slice(0, 4)} ${card.slice(4, 7)} ${card.slice(7, 10)} ${card.slice(10)} `)).toEqual({
      ok: true,
      identifier: card,
    });
  });
  it("refuses a card number whose check digit is wrong", () => {
    const wrong = card.slice(0, 12) + String((Number(card[12]) + 1) % 10);
    expect(checkIdentifier(wrong)).toEqual({ ok: false, message: errors.cardNumber });
  });
  it("accepts a national number with dots and a dash, and refuses a wrong mod-97", () => {
    const insz = makeInsz("1990-05-14", 123);
    const printed = `${insz.slice(0, 2)}.${insz.slice(2, 4)}.${insz.slice(4, 6)}-${insz.slice(6, 9)}.${insz.slice(9)}`;
    expect(checkIdentifier(printed)).toEqual({ ok: true, identifier: insz });
    expect(checkIdentifier(insz.slice(0, 9) + String((Number(insz.slice(9)) + 1) % 100).padStart(2, "0"))).toEqual({
      ok: false,
      message: errors.insz,
    });
  });
  it("asks for a number when the field is empty or holds something else", () => {
    expect(checkIdentifier("   ")).toEqual({ ok: false, message: errors.empty });
    expect(checkIdentifier("12345")).toEqual({ ok: false, message: errors.other });
    expect(checkIdentifier("abc")).toEqual({ ok: false, message: errors.other });
  });
});
