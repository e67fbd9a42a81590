// The web's forms of the online request (typed dates, checkboxes, radio buttons) refined into the api's
// bodies, with the form's own errors under each field's name: what the api would refuse for the same input.
import { z } from "zod";
import { databaseId, text, typedBirthDate } from "../fields.ts";
import { normalizeInsz, parseInsz } from "../insz.ts";
import { ABROAD_POSTAL_CODE, onlineRequestMessages as m } from "./basics.ts";
import {
  genderSchema,
  inszProblem,
  phoneSchema,
  postalCodeSchema,
  requiredText,
  voucherSchema,
  type OnlineRequestGender,
} from "./common.ts";

/** A typed birth date (22/04/2011, 22042011, 22-04-2011 …) -> yyyy-mm-dd, not after today in Europe/Brussels. */
export function dutchBirthDateSchema(now: Date) {
  return typedBirthDate({ required: m.required, format: m.dateFormat, impossible: m.dateImpossible, future: m.dateFuture }, now);
}

const checkbox = text()
  .optional()
  .transform((v) => v === "on" || v === "true" || v === "ja");

const municipalityChoice = text()
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : Number(v)))
  .pipe(databaseId().optional());

/** Step 1's form: the postal code, then the municipality chosen from the list. */
export const regionFormSchema = z.object({
  postalCode: postalCodeSchema,
  municipalityId: municipalityChoice,
});

/**
 * Refines the identity fields a form sent (`birthDate` as typed) into the api's shape, adding the
 * form's own errors (what the api would refuse for the same input) under each field's name.
 */
export function identityFromForm(
  values: Record<string, string | undefined>,
  now: Date,
  opts: { inszRequired: boolean },
): {
  value?: { firstName: string; lastName: string; insz?: string; gender: OnlineRequestGender; birthDate: string };
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const first = requiredText(100).safeParse(values.firstName ?? "");
  if (!first.success) errors.firstName = first.error.issues[0]!.message;
  const last = requiredText(100).safeParse(values.lastName ?? "");
  if (!last.success) errors.lastName = last.error.issues[0]!.message;
  const gender = genderSchema.safeParse(values.gender || undefined);
  if (!gender.success) errors.gender = m.required;
  const birth = dutchBirthDateSchema(now).safeParse(values.birthDate ?? "");
  if (!birth.success) errors.birthDate = birth.error.issues[0]!.message;
  const rawInsz = (values.insz ?? "").trim();
  let insz: string | undefined;
  if (rawInsz === "") {
    if (opts.inszRequired) errors.insz = m.required;
  } else {
    insz = normalizeInsz(rawInsz);
    if (!/^\d{11}$/.test(insz)) errors.insz = m.insz;
    else if (birth.success && gender.success) {
      const problem = inszProblem(insz, birth.data, gender.data, now);
      if (problem) errors.insz = problem;
    } else if (parseInsz(insz, { today: now }) === null) errors.insz = m.insz;
    else if (parseInsz(insz, { today: now })?.kind === "BIS") errors.insz = m.inszBis;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    value: { firstName: first.data!, lastName: last.data!, ...(insz ? { insz } : {}), gender: gender.data!, birthDate: birth.data! },
    errors,
  };
}

/** Refines address fields of a form: street, postal code and a municipality of that code (or abroad). */
export function addressFromForm(values: Record<string, string | undefined>): {
  value?: { streetAndNumber: string; postalCode: string; municipalityId?: number; abroadPlace?: string };
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const street = requiredText(200).safeParse(values.streetAndNumber ?? "");
  if (!street.success) errors.streetAndNumber = street.error.issues[0]!.message;
  const postal = postalCodeSchema.safeParse(values.postalCode ?? "");
  if (!postal.success) errors.postalCode = postal.error.issues[0]!.message;
  const municipality = municipalityChoice.safeParse(values.municipalityId);
  const abroad = (values.abroadPlace ?? "").trim();
  if (postal.success && postal.data === ABROAD_POSTAL_CODE) {
    if (abroad === "") errors.abroadPlace = m.abroadPlace;
  } else if (postal.success && (!municipality.success || municipality.data === undefined)) errors.municipalityId = m.chooseMunicipality;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    value: {
      streetAndNumber: street.data!,
      postalCode: postal.data!,
      ...(postal.data === ABROAD_POSTAL_CODE ? { abroadPlace: abroad } : { municipalityId: municipality.data! }),
    },
    errors,
  };
}

/** Refines the optional phone and voucher of a form. */
export function contactFromForm(values: Record<string, string | undefined>): {
  value: { phone?: string; voucher?: string };
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const phone = phoneSchema.safeParse(values.phone ?? "");
  if (!phone.success) errors.phone = phone.error.issues[0]!.message;
  const voucher = voucherSchema.safeParse(values.voucher ?? "");
  if (!voucher.success) errors.voucher = voucher.error.issues[0]!.message;
  return {
    value: {
      ...(phone.success && phone.data ? { phone: phone.data } : {}),
      ...(voucher.success && voucher.data ? { voucher: voucher.data } : {}),
    },
    errors,
  };
}

export const checkboxSchema = checkbox;
