// Issue 22 §6: the profile and the online request agree. One pin rule (spec §5: exactly four digits, so
// 1234 is accepted everywhere a pin is set or typed) and one phone rule (international format).
import { describe, expect, it } from "vitest";
import { gsmSchema, pinUpdateSchema, profileMessages } from "./account.ts";
import { legacyLoginRequestSchema, pinSchema } from "./legacy-login.ts";
import { phoneSchema } from "./online-request/common.ts";

describe("one pin rule", () => {
  it("accepts 1234 when a pin is set (profile) and when one is typed (legacy login), refuses five digits in both", () => {
    expect(pinUpdateSchema.safeParse({ pin: "1234" }).success).toBe(true);
    expect(legacyLoginRequestSchema.shape.pin).toBe(pinSchema);
    expect(pinSchema.safeParse("1234").success).toBe(true);
    expect(pinUpdateSchema.safeParse({ pin: "12345" }).success).toBe(false);
    expect(pinSchema.safeParse("12345").success).toBe(false);
  });
});

describe("one phone rule", () => {
  it.each(["+32 470 12 34 56", "0032 470/12.34.56", "+31 6 1234 5678"])("%s: the same number in the profile and the wizard", (input) => {
    expect(gsmSchema.parse(input)).toBe(phoneSchema.parse(input));
  });

  it("refuses a number without a country code in both", () => {
    expect(gsmSchema.safeParse("0470 12 34 56").error?.issues[0]?.message).toBe(profileMessages.gsmFormat);
    expect(phoneSchema.safeParse("0470 12 34 56").success).toBe(false);
  });
});
