import { describe, expect, it } from "vitest";
import { isMiaProfile, profileSchema } from "./account.ts";
import { legacyLoginRequestSchema, LEGACY_LOGIN_CUTOFF, PIN_MESSAGE } from "./legacy-login.ts";
import {
  birthDateInputSchema,
  birthDateMessages,
  cardNumberInputSchema,
  cardNumberMessages,
  emailMessages,
  isoBirthDateSchema,
  maskEmail,
  registrationStep1FormSchema,
  registrationStep2FormSchema,
} from "./card-registration.ts";
import { brusselsDate, isCalendarDate, parseDutchDate, readDutchDate } from "./dates.ts";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("cardNumberInputSchema", () => {
  it("normalises spaces and dashes to 13 digits", () => {
    expect(cardNumberInputSchema.parse(" 4010 000 120 100 ")).toBe("4010000120100");
    expect(cardNumberInputSchema.parse("4010-000-120-100")).toBe("4010000120100");
  });
  it("refuses empty, short and Luhn-invalid numbers with Dutch messages", () => {
    expect(messages(cardNumberInputSchema.safeParse(""))).toEqual([cardNumberMessages.required]);
    expect(messages(cardNumberInputSchema.safeParse("401000012010"))).toEqual([cardNumberMessages.length]);
    expect(messages(cardNumberInputSchema.safeParse("4010000120101"))).toEqual([cardNumberMessages.invalid]);
  });
});

describe("birthDateInputSchema", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  it("parses dd/mm/jjjj into yyyy-mm-dd", () => {
    expect(birthDateInputSchema(now).parse("14/05/1990")).toBe("1990-05-14");
    expect(birthDateInputSchema(now).parse("1/5/1990")).toBe("1990-05-01");
  });
  it("refuses other formats with the format message", () => {
    for (const input of ["1990-05-14", "14/05/90", "14 mei 1990", "abc", "01/01/1899"]) {
      expect(messages(birthDateInputSchema(now).safeParse(input)), input).toEqual([birthDateMessages.format]);
    }
  });
  it("calls a well-written date that does not exist impossible, not a format error", () => {
    expect(birthDateMessages.impossible).toBe("Deze datum bestaat niet.");
    for (const input of ["31/02/2010", "31/04/1990", "29/02/2023", "14/13/1990", "00/05/1990", "14/00/1990", "32/01/2000"]) {
      expect(messages(birthDateInputSchema(now).safeParse(input)), input).toEqual([birthDateMessages.impossible]);
    }
    expect(readDutchDate("31/02/2010")).toEqual({ impossible: true });
    expect(readDutchDate("28/02/2010")).toEqual({ iso: "2010-02-28" });
    expect(parseDutchDate("31/02/2010")).toBeUndefined();
    // On the wire (yyyy-mm-dd) too.
    expect(messages(isoBirthDateSchema.safeParse("2010-02-31"))).toEqual([birthDateMessages.impossible]);
    expect(messages(isoBirthDateSchema.safeParse("31/02/2010"))).toEqual([birthDateMessages.format]);
  });
  it("accepts 29 February in a leap year", () => {
    expect(birthDateInputSchema(now).parse("29/02/2024")).toBe("2024-02-29");
    expect(messages(birthDateInputSchema(now).safeParse(""))).toEqual([birthDateMessages.required]);
  });
  it("refuses dates after today in Europe/Brussels", () => {
    expect(birthDateInputSchema(now).parse("21/11/2026")).toBe("2026-11-21");
    expect(messages(birthDateInputSchema(now).safeParse("22/11/2026"))).toEqual([birthDateMessages.future]);
    // 23:30 UTC on 21 November is already 22 November in Brussels.
    const lateEvening = new Date("2026-11-21T23:30:00Z");
    expect(brusselsDate(lateEvening)).toBe("2026-11-22");
    expect(birthDateInputSchema(lateEvening).parse("22/11/2026")).toBe("2026-11-22");
  });
  it("checks calendar dates", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2023-02-29")).toBe(false);
    expect(isCalendarDate("1899-12-31")).toBe(false);
  });
});

describe("registration forms", () => {
  it("step 1 gives the api's values", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(registrationStep1FormSchema(now).parse({ cardNumber: "4010 0000 1050 9", birthDate: "22/04/2011" })).toEqual({
      cardNumber: "4010000010509",
      birthDate: "2011-04-22",
    });
  });
  it("step 2 uses the spec's e-mail messages", () => {
    expect(messages(registrationStep2FormSchema.safeParse({ email: "" }))).toEqual([emailMessages.required]);
    expect(messages(registrationStep2FormSchema.safeParse({ email: "an@" }))).toEqual([emailMessages.invalid]);
    expect(registrationStep2FormSchema.parse({ email: " An.Peeters@Voorbeeld.test " })).toEqual({ email: "an.peeters@voorbeeld.test" });
  });
});

describe("maskEmail", () => {
  it("keeps the first and last character of the local part", () => {
    expect(maskEmail("an.peeters@voorbeeld.test")).toBe("a***s@voorbeeld.test");
    expect(maskEmail("a@voorbeeld.test")).toBe("a***@voorbeeld.test");
  });
});

describe("account contracts", () => {
  it("requires a 4-digit pin with the spec's message", () => {
    const result = legacyLoginRequestSchema.safeParse({ cardNumber: "4010000120100", pin: "123", birthDate: "1990-05-14" });
    expect(messages(result)).toEqual([PIN_MESSAGE]);
    expect(legacyLoginRequestSchema.parse({ cardNumber: "4010000120100", pin: "0123", birthDate: "1990-05-14" }).pin).toBe("0123");
  });
  it("puts the legacy cut-off at midnight in Brussels", () => {
    expect(LEGACY_LOGIN_CUTOFF.toISOString()).toBe("2022-08-31T22:00:00.000Z");
  });
  it("derives MIA from the kansenStatuut list", () => {
    const base = profileSchema.parse({
      firstName: "An",
      lastName: "Peeters",
      lastNameInitial: "P.",
      city: "Gent",
      cardNumber: "4010000120100",
      cardStatus: "ACTIVE",
      cardSystem: { id: 1, name: "UiTPAS Gent" },
      points: 120,
      email: "an.peeters@voorbeeld.test",
      gsm: null,
      kansenStatuut: [],
      memberships: [{ cardSystem: { id: 1, name: "UiTPAS Gent" }, endDate: null }],
      birthDate: "1990-05-14",
      isUnder16: false,
    });
    expect(isMiaProfile(base)).toBe(false);
    expect(
      isMiaProfile({
        kansenStatuut: [{ cardSystem: { id: 3, name: "UiTPAS Dender" }, status: "ACTIVE", kansenStatuutEndDate: "2027-04-30" }],
      }),
    ).toBe(true);
  });
});
