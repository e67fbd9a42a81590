// The pure rules of the online request's contract: phone numbers in international format (shown grouped),
// the form's national number against its birth date and sex, ages in Brussels, and the forms' refinements.
import { describe, expect, it } from "vitest";
import { makeInsz } from "../insz.ts";
import { ageOn, formatPhone, normalizePhone, onlineRequestMessages as m } from "./basics.ts";
import { inszProblem } from "./common.ts";
import { addressFromForm, contactFromForm, identityFromForm } from "./forms.ts";

const now = new Date("2026-11-21T10:00:00Z");

describe("phone numbers", () => {
  it("takes international numbers with a country code, written any usual way", () => {
    expect(normalizePhone("+32 470 12 34 56")).toBe("+32470123456");
    expect(normalizePhone("0032 (0)9/123.45.67".replace("(0)", ""))).toBe("+3291234567");
    expect(normalizePhone("+31 6 1234 5678")).toBe("+31612345678");
  });
  it("refuses a number without country code, a Belgian number of the wrong length, and letters", () => {
    expect(normalizePhone("0470 12 34 56")).toBeUndefined();
    expect(normalizePhone("+32 0470 12 34 56")).toBeUndefined();
    expect(normalizePhone("+32 470 12 34")).toBeUndefined();
    expect(normalizePhone("+32 47O 12 34 56")).toBeUndefined();
  });
  it("shows them grouped", () => {
    expect(formatPhone("+32470123456")).toBe("+32 470 12 34 56");
    expect(formatPhone("+3291234567")).toBe("+32 9 123 45 67");
    expect(formatPhone("+3250123456")).toBe("+32 50 12 34 56");
    expect(formatPhone("+31612345678")).toBe("+31 6 1234 5678");
  });
});

describe("the national number on the form", () => {
  const insz = makeInsz("1985-07-30", 33);
  it("must match the birth date and the sex (X matches either); BIS numbers are refused", () => {
    expect(inszProblem(insz, "1985-07-30", "MALE", now)).toBeUndefined();
    expect(inszProblem(insz, "1985-07-30", "X", now)).toBeUndefined();
    expect(inszProblem(insz, "1985-07-31", "MALE", now)).toBe(m.inszBirthDate);
    expect(inszProblem(insz, "1985-07-30", "FEMALE", now)).toBe(m.inszSex);
    const bis = `854730033${String(97 - Number(854730033n % 97n)).padStart(2, "0")}`;
    expect(inszProblem(bis, "1985-07-30", "MALE", now)).toBe(m.inszBis);
    expect(inszProblem("85073003300", "1985-07-30", "MALE", now)).toBe(m.insz);
  });
});

describe("the forms", () => {
  it("say 'Dit veld is verplicht' for every empty required field, and the date rules", () => {
    const empty = identityFromForm({}, now, { inszRequired: true });
    expect(empty.errors).toEqual({
      firstName: m.required,
      lastName: m.required,
      gender: m.required,
      birthDate: m.required,
      insz: m.required,
    });
    expect(identityFromForm({ birthDate: "31/02/2001" }, now, { inszRequired: false }).errors.birthDate).toBe(m.dateImpossible);
    expect(identityFromForm({ birthDate: "22/11/2026" }, now, { inszRequired: false }).errors.birthDate).toBe(m.dateFuture);
    expect(identityFromForm({ birthDate: "2026-01-01" }, now, { inszRequired: false }).errors.birthDate).toBe(m.dateFormat);
    expect(addressFromForm({}).errors).toEqual({ streetAndNumber: m.required, postalCode: m.required });
    expect(addressFromForm({ streetAndNumber: "x", postalCode: "9300" }).errors).toEqual({ municipalityId: m.chooseMunicipality });
    expect(addressFromForm({ streetAndNumber: "x", postalCode: "0000" }).errors).toEqual({ abroadPlace: m.abroadPlace });
    expect(contactFromForm({ phone: "0470 12 34 56" }).errors).toEqual({ phone: m.phone });
  });
  it("turn a valid form into the api's shape", () => {
    const insz = makeInsz("2012-06-15", 208);
    const id = identityFromForm(
      {
        firstName: " Lotte ",
        lastName: "Janssens",
        insz: `${insz.slice(0, 2)}.${insz.slice(2, 4)}.${insz.slice(4, 6)}-${insz.slice(6, 9)}.${insz.slice(9)}`,
        gender: "FEMALE",
        birthDate: "15/06/2012",
      },
      now,
      { inszRequired: true },
    );
    expect(id).toEqual({
      value: { firstName: "Lotte", lastName: "Janssens", insz, gender: "FEMALE", birthDate: "2012-06-15" },
      errors: {},
    });
    expect(ageOn("2012-06-15", "2026-06-14")).toBe(13);
    expect(ageOn("2012-06-15", "2026-06-15")).toBe(14);
  });
});
