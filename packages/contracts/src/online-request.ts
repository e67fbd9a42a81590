// The online card request (spec §1-§9 "online request", issue 10): the eight-step wizard's draft on the
// server, the region by postal code, the social-tariff proof through the government login, the people
// of the order, the price computed by the api, the order with its payment, and the status page.
// Feature name in every layer: `online-request`.
//
// Credentials travel in headers, never in URLs (URLs end up in logs): the draft token of the wizard's
// sealed cookie (`x-online-request-draft`) and the order token of the status page (`x-online-request-order`).
// National numbers (INSZ) go to the api in request bodies only; every answer carries them masked.
import { z } from "zod";
import { isoBirthDateSchema } from "./card-registration.ts";
import { brusselsDate, readDutchDate } from "./dates.ts";
import { defineEndpoint } from "./endpoint.ts";
import { normalizeInsz, parseInsz } from "./insz.ts";
import type { ProblemCodeDefinition } from "./problem.ts";
import {
  ABROAD_POSTAL_CODE,
  ONLINE_REQUEST_STEPS,
  normalizePhone,
  normalizeVoucher,
  onlineRequestMessages,
  type OnlineRequestStep,
} from "./online-request-basics.ts";

export * from "./online-request-basics.ts";
export type { OnlineRequestStep };

/** The header with the wizard's draft token (from the visitor's sealed cookie). */
export const ONLINE_REQUEST_DRAFT_HEADER = "x-online-request-draft";
/** The header with an order's custom token (the status page's access). */
export const ONLINE_REQUEST_ORDER_HEADER = "x-online-request-order";
// --- messages -----------------------------------------------------------------------------

const m = onlineRequestMessages;

/** "Dit veld is verplicht" for an absent, empty or blank text. */
function requiredText(max: number) {
  return z.string({ error: m.required }).trim().min(1, m.required).max(max, `Gebruik maximaal ${max} tekens.`);
}

function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Gebruik maximaal ${max} tekens.`)
    .optional()
    .transform((v) => (v === undefined || v === "" ? undefined : v));
}

// --- small value types ------------------------------------------------------------------------

export const genderSchema = z.enum(["FEMALE", "MALE", "X"], { error: m.required });
export type OnlineRequestGender = z.infer<typeof genderSchema>;

export const socialTariffAnswerSchema = z.enum(["YES", "NO", "UNSURE"], { error: m.required });
export type SocialTariffAnswer = z.infer<typeof socialTariffAnswerSchema>;

/** The seven outcome screens of the social-tariff verification (spec §2, step 3). */
export const socialTariffOutcomeSchema = z.enum([
  "NOT_IN_REGION",
  "NOT_IN_CITY",
  "NOT_ALLOWED",
  "MAYBE_NOT_ALLOWED",
  "ALREADY_HAS_CARD",
  "RESIDENCE_NOT_IN_REGION",
  "CONFIRMED",
]);
export type SocialTariffOutcome = z.infer<typeof socialTariffOutcomeSchema>;

/** What a place allows online: regular cards, social-tariff cards, both, none, or it is in no region at all. */
export const onlineAvailabilitySchema = z.enum(["ALL", "REGULAR", "SOCIALTARIFF", "NONE", "NO_REGION"]);
export type OnlineAvailability = z.infer<typeof onlineAvailabilitySchema>;

export const priceCategorySchema = z.enum([
  "RESIDENT_ADULT",
  "RESIDENT_CHILD",
  "NON_RESIDENT_ADULT",
  "NON_RESIDENT_CHILD",
  "SOCIAL_TARIFF",
  "VOUCHER",
]);
export type PriceCategoryName = z.infer<typeof priceCategorySchema>;

export const orderStatusSchema = z.enum(["PENDING_PAYMENT", "PENDING_UITID_CONNECT", "COMPLETED", "CANCELLED"]);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const paymentStatusSchema = z.enum(["OPEN", "PAID", "FAILED", "CANCELLED", "EXPIRED"]);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** The steps of the wizard, in order; the route table gives each its Dutch slug. */
export const onlineRequestStepSchema = z.enum(ONLINE_REQUEST_STEPS);

// --- pure rules shared by the web's forms and the api -------------------------------------------

/**
 * The check of a national number against the form (spec §5, domain notes): a valid INSZ, not a BIS
 * number, born on the form's birth date, of the form's sex (X matches either). The message of the first
 * failing rule, or undefined when it holds.
 */
export function inszProblem(insz: string, birthDate: string, gender: OnlineRequestGender, now: Date): string | undefined {
  const parsed = parseInsz(insz, { today: now });
  if (parsed === null) return m.insz;
  if (parsed.kind === "BIS") return m.inszBis;
  if (parsed.birthDate !== null && parsed.birthDate !== birthDate) return m.inszBirthDate;
  if (parsed.birthDate === null && parsed.birthYear !== Number(birthDate.slice(0, 4))) return m.inszBirthDate;
  if (gender !== "X" && parsed.sex !== null && parsed.sex !== gender) return m.inszSex;
  return undefined;
}

// --- request bodies (the api's input) ----------------------------------------------------------

const postalCodeSchema = z
  .string({ error: m.required })
  .trim()
  .min(1, m.required)
  .regex(/^\d{4}$/, m.postalCode);

const emailSchema = z
  .string({ error: m.required })
  .trim()
  .min(1, m.required)
  .max(254, m.email)
  .pipe(z.email({ error: m.email }))
  .transform((v) => v.toLowerCase());

const optionalEmailSchema = z
  .string()
  .trim()
  .max(254, m.email)
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v.toLowerCase()))
  .pipe(z.email({ error: m.email }).optional());

const phoneSchema = z
  .string()
  .trim()
  .max(40, m.phone)
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === "") return undefined;
    const phone = normalizePhone(value);
    if (phone === undefined) {
      ctx.addIssue({ code: "custom", message: m.phone });
      return z.NEVER;
    }
    return phone;
  });

const inszInputSchema = z
  .string()
  .trim()
  .max(20, m.insz)
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : normalizeInsz(v)))
  .pipe(
    z
      .string()
      .regex(/^\d{11}$/, m.insz)
      .optional(),
  );

const voucherSchema = z
  .string()
  .trim()
  .max(40, m.voucher)
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : normalizeVoucher(v)))
  .pipe(
    z
      .string()
      .regex(/^[A-Z0-9-]{4,32}$/, m.voucher)
      .optional(),
  );

/** Body of PUT /online-request/draft/region. */
export const saveRegionRequestSchema = z.object({
  postalCode: postalCodeSchema,
  municipalityId: z.number({ error: m.chooseMunicipality }).int().positive(),
});
export type SaveRegionRequest = z.input<typeof saveRegionRequestSchema>;

/** Body of PUT /online-request/draft/email. */
export const saveEmailRequestSchema = z.object({ email: emailSchema });

/** Body of PUT /online-request/draft/social-tariff. */
export const saveSocialTariffRequestSchema = z.object({ answer: socialTariffAnswerSchema });

/** Body of POST /online-request/draft/social-tariff/proof: the government login's ID token (the api verifies it). */
export const socialTariffProofRequestSchema = z.object({ idToken: z.string().min(20).max(20_000) });

/** Address fields of a person: a place in Belgium by postal code and municipality, or abroad (0000). */
const addressShape = {
  streetAndNumber: requiredText(200),
  postalCode: postalCodeSchema,
  /** Required unless the postal code is 0000 (abroad). */
  municipalityId: z.number().int().positive().optional(),
  /** Place and country, for an address abroad only. */
  abroadPlace: optionalText(200),
};

/** The identity of a person: given by the form, or (for a verified social tariff) by the government login. */
const identityShape = {
  firstName: requiredText(100),
  lastName: requiredText(100),
  /** 11 digits. Absent on a later save: the number stored earlier stays. */
  insz: inszInputSchema,
  gender: genderSchema,
  birthDate: isoBirthDateSchema,
};

/** Body of PUT /online-request/draft/main-holder (step 4). Identity and address are ignored when the government login gave them. */
export const saveMainHolderRequestSchema = z.object({
  ...identityShape,
  ...addressShape,
  phone: phoneSchema,
  voucher: voucherSchema,
  privacyConsent: z.literal(true, { error: m.required }),
  promotionalConsent: z.boolean().default(false),
  parentalConsent: z.boolean().default(false),
});
export type SaveMainHolderRequest = z.input<typeof saveMainHolderRequestSchema>;
export type SaveMainHolderBody = z.output<typeof saveMainHolderRequestSchema>;

/** Body of POST /online-request/draft/family-members (step 5): typed in, or a child the government login named. */
export const addFamilyMemberRequestSchema = z.discriminatedUnion("source", [
  z.object({
    source: z.literal("FORM"),
    ...identityShape,
    sameAddress: z.boolean(),
    streetAndNumber: optionalText(200),
    postalCode: z.string().trim().optional(),
    municipalityId: z.number().int().positive().optional(),
    abroadPlace: optionalText(200),
    sameContact: z.boolean(),
    email: optionalEmailSchema,
    phone: phoneSchema,
    voucher: voucherSchema,
  }),
  z.object({
    source: z.literal("GOVERNMENT"),
    /** The child's position in the government login's list. */
    childIndex: z.number().int().min(0).max(20),
    sameContact: z.boolean().default(true),
  }),
]);
export type AddFamilyMemberRequest = z.input<typeof addFamilyMemberRequestSchema>;
export type AddFamilyMemberBody = z.output<typeof addFamilyMemberRequestSchema>;

export const familyMemberParamsSchema = z.object({ memberId: z.uuid() });

/** Body of PUT /online-request/draft/family (step 5 done). */
export const saveFamilyRequestSchema = z.object({ familyPrivacyConsent: z.boolean() });

/** Body of POST /online-request/draft/order (step 6, "betalen"). */
export const placeOrderRequestSchema = z.object({ termsOfSaleConsent: z.literal(true, { error: m.required }) });

export const resumeDraftRequestSchema = z.object({ resumeToken: z.string().min(20).max(200) });

export const openOrderRequestSchema = z.object({ customToken: z.string().min(20).max(200) });
export const orderParamsSchema = z.object({ orderId: z.uuid() });

/** Mollie's webhook body (application/x-www-form-urlencoded): only the payment id. */
export const paymentWebhookRequestSchema = z.object({ id: z.string().min(1).max(100) });

const draftHeadersSchema = z.object({ [ONLINE_REQUEST_DRAFT_HEADER]: z.string().min(20).max(200) });
/** The registration token is issued to the wizard (draft) or to the status page (order token). */
const draftOrOrderHeadersSchema = z.object({
  [ONLINE_REQUEST_DRAFT_HEADER]: z.string().min(20).max(200).optional(),
  [ONLINE_REQUEST_ORDER_HEADER]: z.string().min(20).max(200).optional(),
});

// --- the web's forms (dd/mm/jjjj, checkboxes, radio buttons) -> the api's bodies -----------------

/** dd/mm/jjjj -> yyyy-mm-dd, not after today in Europe/Brussels. */
export function dutchBirthDateSchema(now: Date) {
  return z
    .string({ error: m.required })
    .trim()
    .min(1, m.required)
    .transform((value, ctx) => {
      const read = readDutchDate(value);
      if (!("iso" in read)) {
        ctx.addIssue({ code: "custom", message: "impossible" in read ? m.dateImpossible : m.dateFormat });
        return z.NEVER;
      }
      if (read.iso > brusselsDate(now)) {
        ctx.addIssue({ code: "custom", message: m.dateFuture });
        return z.NEVER;
      }
      return read.iso;
    });
}

const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true" || v === "ja");

const municipalityChoice = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : Number(v)))
  .pipe(z.number().int().positive().optional());

/** Step 1's form: the postal code, then the municipality chosen from the list. */
export const regionFormSchema = z.object({
  postalCode: postalCodeSchema,
  municipalityId: municipalityChoice,
});

/**
 * Refines the identity fields a form sent (`birthDate` dd/mm/jjjj) into the api's shape, adding the
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

// --- answers ------------------------------------------------------------------------------------

export const municipalityOptionSchema = z.object({
  municipalityId: z.number().int(),
  postalCode: z.string(),
  name: z.string(),
  /** The card system (region) of the place, or null when it belongs to none. */
  cardSystem: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  availability: onlineAvailabilitySchema,
});
export type MunicipalityOption = z.infer<typeof municipalityOptionSchema>;

/** 200 of GET /online-request/municipalities?postalCode= */
export const municipalitiesResponseSchema = z.object({
  postalCode: z.string(),
  /** 0000: the visitor lives abroad. */
  abroad: z.boolean(),
  municipalities: z.array(municipalityOptionSchema),
});
export type MunicipalitiesResponse = z.infer<typeof municipalitiesResponseSchema>;

export const pilotCitySchema = z.object({ postalCode: z.string(), name: z.string(), regular: z.boolean(), socialTariff: z.boolean() });

/** 200 of GET /online-request/pilot-cities: the regions and places open for online requests, from the data. */
export const pilotCitiesResponseSchema = z.object({
  regions: z.array(
    z.object({
      cardSystemId: z.number().int(),
      name: z.string(),
      cities: z.array(pilotCitySchema),
    }),
  ),
});
export type PilotCitiesResponse = z.infer<typeof pilotCitiesResponseSchema>;

const regionViewSchema = z.object({
  postalCode: z.string(),
  municipalityId: z.number().int(),
  municipalityName: z.string(),
  cardSystemId: z.number().int(),
  cardSystemName: z.string(),
  regular: z.boolean(),
  socialTariff: z.boolean(),
  /** The youngest age at which the region gives a card. */
  minAge: z.number().int(),
});
export type RegionView = z.infer<typeof regionViewSchema>;

const addressViewSchema = z.object({
  streetAndNumber: z.string(),
  postalCode: z.string(),
  municipalityId: z.number().int().nullable(),
  /** The municipality's name, or the place abroad. */
  place: z.string(),
});

/** A person of the request as the api shows it: the national number masked ("••.••.••-•••.28"). */
export const personViewSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  inszMasked: z.string(),
  gender: genderSchema,
  birthDate: z.string(),
  age: z.number().int(),
  address: addressViewSchema,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  voucher: z.string().nullable(),
  /** The person's social tariff is proven by the government login. */
  socialTariff: z.boolean(),
});
export type PersonView = z.infer<typeof personViewSchema>;

export const memberViewSchema = personViewSchema.extend({
  memberId: z.uuid(),
  sameAddress: z.boolean(),
  sameContact: z.boolean(),
  ageGroup: z.enum(["ADULT", "CHILD"]),
  /** Added from the government login's list of children. */
  fromGovernment: z.boolean(),
  /** The price error: younger than the region's minimum age; must be removed to go on. */
  priceError: z.string().nullable(),
});
export type MemberView = z.infer<typeof memberViewSchema>;

export const governmentChildViewSchema = z.object({
  childIndex: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  age: z.number().int(),
  socialTariff: z.boolean(),
  hasCard: z.boolean(),
  added: z.boolean(),
});

export const priceLineSchema = z.object({
  /** "main" or the member's id. */
  personId: z.string(),
  name: z.string(),
  category: priceCategorySchema,
  /** Euro, two decimals. */
  amount: z.number(),
});
export type PriceLine = z.infer<typeof priceLineSchema>;

/** 200 of the draft endpoints: the wizard's state, computed parts included, national numbers masked. */
export const draftViewSchema = z.object({
  /** The first step that still needs something (or `install` when everything is done). */
  nextStep: onlineRequestStepSchema,
  /** The steps that are done. */
  done: z.array(onlineRequestStepSchema),
  region: regionViewSchema.nullable(),
  email: z.string().nullable(),
  /** NEW: no account with this address; EXISTING: log in first (spec: emailState). */
  emailState: z.enum(["NEW", "EXISTING"]).nullable(),
  socialTariff: z
    .object({
      answer: socialTariffAnswerSchema,
      outcome: socialTariffOutcomeSchema.nullable(),
      /** The government login confirmed the social tariff. */
      verified: z.boolean(),
      /** Given by the government login; the form does not ask it again. */
      person: z
        .object({
          firstName: z.string(),
          lastName: z.string(),
          inszMasked: z.string(),
          gender: genderSchema,
          birthDate: z.string(),
          address: addressViewSchema,
        })
        .nullable(),
      children: z.array(governmentChildViewSchema),
    })
    .nullable(),
  mainHolder: personViewSchema.nullable(),
  consents: z.object({ privacy: z.boolean(), promotional: z.boolean(), parental: z.boolean(), familyPrivacy: z.boolean() }),
  members: z.array(memberViewSchema),
  family: z.object({
    maxAdults: z.number().int(),
    maxChildren: z.number().int(),
    adults: z.number().int(),
    children: z.number().int(),
    /** Under 16, the main holder cannot add members. */
    mainUnder16: z.boolean(),
  }),
  price: z
    .object({
      lines: z.array(priceLineSchema),
      total: z.number(),
      /** The first member below the region's minimum age (the price error), with the message. */
      error: z.object({ memberId: z.string(), message: z.string() }).nullable(),
    })
    .nullable(),
  order: z
    .object({
      orderId: z.uuid(),
      status: orderStatusSchema,
      total: z.number(),
      payment: paymentStatusSchema.nullable(),
      /** The open payment's checkout page, to go back to it. */
      checkoutUrl: z.string().nullable(),
    })
    .nullable(),
  /** The "verder gaan" mail with the link to resume went out. */
  resumeMailSent: z.boolean(),
});
export type DraftView = z.infer<typeof draftViewSchema>;

export const createDraftResponseSchema = z.object({ draftToken: z.string(), draft: draftViewSchema });
export type CreateDraftResponse = z.infer<typeof createDraftResponseSchema>;

export const placeOrderResponseSchema = z.object({
  draft: draftViewSchema,
  /** The provider's checkout page; null when nothing is to be paid (the order is confirmed at once). */
  checkoutUrl: z.string().nullable(),
});

export const registrationTokenForOrderSchema = z.object({
  registrationToken: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

export const openOrderResponseSchema = z.object({ orderToken: z.string() });

/** 200 of GET /online-request/orders/:orderId: the status page's step tracker. */
export const orderStatusResponseSchema = z.object({
  orderId: z.uuid(),
  status: orderStatusSchema,
  payment: paymentStatusSchema.nullable(),
  total: z.number(),
  createdAt: z.iso.datetime({ offset: true }),
  emailMasked: z.string(),
  cardSystemName: z.string(),
  holders: z.array(z.object({ firstName: z.string(), cardNumberMasked: z.string().nullable() })),
  steps: z.array(z.object({ key: z.enum(["payment", "account", "card"]), state: z.enum(["done", "current", "todo", "stopped"]) })),
});
export type OrderStatusResponse = z.infer<typeof orderStatusResponseSchema>;

// --- problem codes --------------------------------------------------------------------------------

/** Problem codes of the online request, owned here and spread into the catalogue (problem.ts). */
export const onlineRequestProblemCodes = {
  ONLINE_REQUEST_DRAFT_NOT_FOUND: {
    status: 404,
    title: "Online request draft not found or expired",
    nl: "We vonden je aanvraag niet (meer). Begin opnieuw.",
  },
  ONLINE_REQUEST_STEP_MISSING: { status: 409, title: "An earlier step is missing", nl: "Vul eerst de vorige stappen in." },
  ONLINE_REQUEST_NOT_AVAILABLE: {
    status: 422,
    title: "No online request for this place",
    nl: "In deze gemeente kan je geen pas online aanvragen. Ga naar een verkooppunt.",
  },
  ONLINE_REQUEST_LOCKED: {
    status: 409,
    title: "The order is placed: the request can no longer change",
    nl: "Je aanvraag is al doorgestuurd en kan niet meer veranderen.",
  },
  INSZ_INVALID: { status: 400, title: "Invalid national number", nl: m.insz },
  INSZ_BIS_NOT_ALLOWED: { status: 400, title: "BIS numbers are not accepted online", nl: m.inszBis },
  INSZ_BIRTH_DATE_MISMATCH: { status: 400, title: "National number does not match the birth date", nl: m.inszBirthDate },
  INSZ_SEX_MISMATCH: { status: 400, title: "National number does not match the sex", nl: m.inszSex },
  INSZ_CHECKS_EXHAUSTED: { status: 429, title: "Too many national number checks today", nl: m.inszRateLimited },
  INSZ_ALREADY_USED: { status: 409, title: "National number already has a card or a request", nl: m.inszUsed },
  INSZ_USED_IN_FAMILY: { status: 409, title: "National number used twice in one request", nl: m.inszInFamily },
  ONLINE_REQUEST_MEMBER_IS_MAIN: { status: 409, title: "Family member is the main holder", nl: m.memberIsMain },
  ONLINE_REQUEST_TOO_MANY_ADULTS: {
    status: 409,
    title: "Too many adults",
    nl: "Je gezin telt al het maximum aantal volwassenen.",
  },
  ONLINE_REQUEST_TOO_MANY_CHILDREN: {
    status: 409,
    title: "Too many children",
    nl: "Je gezin telt al het maximum aantal kinderen.",
  },
  ONLINE_REQUEST_UNDER_16: { status: 403, title: "Main holders under 16 cannot add family members", nl: m.under16 },
  ONLINE_REQUEST_MAIN_TOO_YOUNG: { status: 422, title: "Main holder younger than 12", nl: m.tooYoung },
  ONLINE_REQUEST_PARENTAL_CONSENT: { status: 400, title: "Parental consent missing", nl: m.parentalConsent },
  ONLINE_REQUEST_PRICE_ERROR: {
    status: 409,
    title: "A family member is below the region's minimum age",
    nl: "Een gezinslid is te jong voor een pas in deze regio. Verwijder dat gezinslid om verder te gaan.",
  },
  ONLINE_REQUEST_VOUCHER_INVALID: { status: 400, title: "Unknown voucher", nl: m.voucher },
  ONLINE_REQUEST_VOUCHER_EXPIRED: { status: 400, title: "Voucher expired", nl: m.voucherExpired },
  ONLINE_REQUEST_VOUCHER_USED_UP: { status: 409, title: "Voucher used up", nl: m.voucherUsedUp },
  ONLINE_REQUEST_GOVERNMENT_PROOF_INVALID: {
    status: 400,
    title: "The government login's ID token is not valid",
    nl: "We konden je aanmelding bij de overheid niet controleren. Probeer opnieuw.",
  },
  ONLINE_REQUEST_ALREADY_PAID: { status: 409, title: "The order is already paid", nl: "Je aanvraag is al betaald." },
  ONLINE_REQUEST_NOT_PAID: { status: 409, title: "The order is not paid yet", nl: "Je aanvraag is nog niet betaald." },
  ONLINE_REQUEST_PAYMENT_UNAVAILABLE: {
    status: 503,
    title: "The payment provider is not available",
    nl: "Betalen lukt nu even niet. Probeer het over enkele minuten opnieuw; je gegevens blijven bewaard.",
  },
  ONLINE_REQUEST_LINK_INVALID: {
    status: 404,
    title: "Unknown or used link",
    nl: "Deze link werkt niet (meer). Vraag een nieuwe link aan.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;

export type OnlineRequestProblemCode = keyof typeof onlineRequestProblemCodes;

const INSZ_CODES = [
  "INSZ_INVALID",
  "INSZ_BIS_NOT_ALLOWED",
  "INSZ_BIRTH_DATE_MISMATCH",
  "INSZ_SEX_MISMATCH",
  "INSZ_CHECKS_EXHAUSTED",
  "INSZ_ALREADY_USED",
  "INSZ_USED_IN_FAMILY",
] as const;
const DRAFT_CODES = ["ONLINE_REQUEST_DRAFT_NOT_FOUND", "ONLINE_REQUEST_STEP_MISSING", "ONLINE_REQUEST_LOCKED"] as const;
const VOUCHER_CODES = ["ONLINE_REQUEST_VOUCHER_INVALID", "ONLINE_REQUEST_VOUCHER_EXPIRED", "ONLINE_REQUEST_VOUCHER_USED_UP"] as const;

// --- endpoints ----------------------------------------------------------------------------------

const tag = "Online aanvraag";

export const getOnlineRequestPilotCities = defineEndpoint({
  method: "GET",
  path: "/online-request/pilot-cities",
  operationId: "getOnlineRequestPilotCities",
  summary: "De regio's en gemeenten waar je een pas online kan aanvragen",
  tag,
  auth: "none",
  response: pilotCitiesResponseSchema,
  problems: [],
});

export const findOnlineRequestMunicipalities = defineEndpoint({
  method: "GET",
  path: "/online-request/municipalities",
  operationId: "findOnlineRequestMunicipalities",
  summary: "Stap 1: de gemeenten met een postcode, hun regio en wat ze online toelaten",
  tag,
  auth: "none",
  query: z.object({ postalCode: postalCodeSchema }),
  response: municipalitiesResponseSchema,
  problems: [],
});

export const createOnlineRequestDraft = defineEndpoint({
  method: "POST",
  path: "/online-request/drafts",
  operationId: "createOnlineRequestDraft",
  summary: "Begint een aanvraag: een nieuw concept en zijn token",
  tag,
  auth: "none",
  response: createDraftResponseSchema,
  problems: [],
});

export const resumeOnlineRequestDraft = defineEndpoint({
  method: "POST",
  path: "/online-request/drafts/resume",
  operationId: "resumeOnlineRequestDraft",
  summary: "Gaat verder met een aanvraag via de link uit de mail 'verder gaan' (een nieuw token)",
  tag,
  auth: "none",
  body: resumeDraftRequestSchema,
  response: createDraftResponseSchema,
  problems: ["ONLINE_REQUEST_LINK_INVALID"],
});

export const getOnlineRequestDraft = defineEndpoint({
  method: "GET",
  path: "/online-request/draft",
  operationId: "getOnlineRequestDraft",
  summary: "De aanvraag in wording",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  response: draftViewSchema,
  problems: ["ONLINE_REQUEST_DRAFT_NOT_FOUND"],
});

export const deleteOnlineRequestDraft = defineEndpoint({
  method: "DELETE",
  path: "/online-request/draft",
  operationId: "deleteOnlineRequestDraft",
  summary: "Wist de hele aanvraag (de knop sluiten); een onbetaalde bestelling wordt geannuleerd",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  response: z.object({ reset: z.literal(true) }),
  problems: [],
});

export const saveOnlineRequestRegion = defineEndpoint({
  method: "PUT",
  path: "/online-request/draft/region",
  operationId: "saveOnlineRequestRegion",
  summary: "Stap 1: de gemeente (en daarmee de regio)",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  body: saveRegionRequestSchema,
  response: draftViewSchema,
  problems: [...DRAFT_CODES, "ONLINE_REQUEST_NOT_AVAILABLE"],
});

export const saveOnlineRequestEmail = defineEndpoint({
  method: "PUT",
  path: "/online-request/draft/email",
  operationId: "saveOnlineRequestEmail",
  summary: "Stap 2: het e-mailadres; zegt of er al een account mee bestaat en mailt de link 'verder gaan'",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  body: saveEmailRequestSchema,
  response: draftViewSchema,
  problems: [...DRAFT_CODES],
});

export const saveOnlineRequestSocialTariff = defineEndpoint({
  method: "PUT",
  path: "/online-request/draft/social-tariff",
  operationId: "saveOnlineRequestSocialTariff",
  summary: "Stap 3: de vraag naar het kansentarief (ja / nee / ik weet het niet)",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  body: saveSocialTariffRequestSchema,
  response: draftViewSchema,
  problems: [...DRAFT_CODES],
});

export const verifyOnlineRequestSocialTariff = defineEndpoint({
  method: "POST",
  path: "/online-request/draft/social-tariff/proof",
  operationId: "verifyOnlineRequestSocialTariff",
  summary: "Stap 3: het bewijs van de overheidslogin (ID-token); de api controleert het en kiest de uitkomst",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  body: socialTariffProofRequestSchema,
  response: draftViewSchema,
  problems: [...DRAFT_CODES, "ONLINE_REQUEST_GOVERNMENT_PROOF_INVALID", "INSZ_CHECKS_EXHAUSTED"],
});

export const saveOnlineRequestMainHolder = defineEndpoint({
  method: "PUT",
  path: "/online-request/draft/main-holder",
  operationId: "saveOnlineRequestMainHolder",
  summary: "Stap 4: de persoonlijke gegevens van de hoofdpashouder en de toestemmingen",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  body: saveMainHolderRequestSchema,
  response: draftViewSchema,
  problems: [...DRAFT_CODES, ...INSZ_CODES, ...VOUCHER_CODES, "ONLINE_REQUEST_MAIN_TOO_YOUNG", "ONLINE_REQUEST_PARENTAL_CONSENT"],
});

export const addOnlineRequestFamilyMember = defineEndpoint({
  method: "POST",
  path: "/online-request/draft/family-members",
  operationId: "addOnlineRequestFamilyMember",
  summary: "Stap 5: voegt een gezinslid toe",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  body: addFamilyMemberRequestSchema,
  response: draftViewSchema,
  problems: [
    ...DRAFT_CODES,
    ...INSZ_CODES,
    ...VOUCHER_CODES,
    "ONLINE_REQUEST_MEMBER_IS_MAIN",
    "ONLINE_REQUEST_TOO_MANY_ADULTS",
    "ONLINE_REQUEST_TOO_MANY_CHILDREN",
    "ONLINE_REQUEST_UNDER_16",
  ],
});

export const removeOnlineRequestFamilyMember = defineEndpoint({
  method: "DELETE",
  path: "/online-request/draft/family-members/:memberId",
  operationId: "removeOnlineRequestFamilyMember",
  summary: "Stap 5: verwijdert een gezinslid",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  params: familyMemberParamsSchema,
  response: draftViewSchema,
  problems: [...DRAFT_CODES],
});

export const saveOnlineRequestFamily = defineEndpoint({
  method: "PUT",
  path: "/online-request/draft/family",
  operationId: "saveOnlineRequestFamily",
  summary: "Stap 5 klaar: de toestemming voor de gezinsleden; weigert zolang er een prijsfout is",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  body: saveFamilyRequestSchema,
  response: draftViewSchema,
  problems: [...DRAFT_CODES, "ONLINE_REQUEST_PRICE_ERROR"],
});

export const placeOnlineRequestOrder = defineEndpoint({
  method: "POST",
  path: "/online-request/draft/order",
  operationId: "placeOnlineRequestOrder",
  summary: "Stap 6: betalen. Maakt de bestelling (prijs berekend door de api) en een betaling bij de provider",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  body: placeOrderRequestSchema,
  response: placeOrderResponseSchema,
  problems: [
    ...DRAFT_CODES,
    "INSZ_ALREADY_USED",
    "ONLINE_REQUEST_PRICE_ERROR",
    "ONLINE_REQUEST_ALREADY_PAID",
    "ONLINE_REQUEST_VOUCHER_USED_UP",
    "ONLINE_REQUEST_PAYMENT_UNAVAILABLE",
  ],
});

export const refreshOnlineRequestPayment = defineEndpoint({
  method: "POST",
  path: "/online-request/draft/payment-status",
  operationId: "refreshOnlineRequestPayment",
  summary: "Na de terugkeer van de betaalpagina: haalt de status van de betaling op bij de provider",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  response: draftViewSchema,
  problems: [...DRAFT_CODES, "ONLINE_REQUEST_PAYMENT_UNAVAILABLE"],
});

export const issueOnlineRequestRegistrationToken = defineEndpoint({
  method: "POST",
  path: "/online-request/registration-token",
  operationId: "issueOnlineRequestRegistrationToken",
  summary: "Stap 7: een registratietoken voor de nieuwe pas van de hoofdpashouder (koppelen aan het account)",
  tag,
  auth: "none",
  headers: draftOrOrderHeadersSchema,
  response: registrationTokenForOrderSchema,
  problems: ["ONLINE_REQUEST_DRAFT_NOT_FOUND", "ONLINE_REQUEST_LINK_INVALID", "ONLINE_REQUEST_NOT_PAID"],
});

export const handleOnlineRequestPaymentWebhook = defineEndpoint({
  method: "POST",
  path: "/online-request/payments/webhook",
  operationId: "handleOnlineRequestPaymentWebhook",
  summary: "De webhook van de betaalprovider (Mollie): haalt de status altijd zelf op; idempotent",
  description:
    "Mollie stuurt `id=tr_…` (application/x-www-form-urlencoded). Een onbekende of vervalste id verandert niets en krijgt hetzelfde antwoord.",
  tag,
  auth: "none",
  body: paymentWebhookRequestSchema,
  response: z.object({ received: z.literal(true) }),
  problems: ["ONLINE_REQUEST_PAYMENT_UNAVAILABLE"],
});

export const openOnlineRequestOrder = defineEndpoint({
  method: "POST",
  path: "/online-request/orders/:orderId/access",
  operationId: "openOnlineRequestOrder",
  summary: "De link uit de bevestigingsmail: bestelling + eenmalig token -> een nieuw token voor de statuspagina",
  tag,
  auth: "none",
  params: orderParamsSchema,
  body: openOrderRequestSchema,
  response: openOrderResponseSchema,
  problems: ["ONLINE_REQUEST_LINK_INVALID"],
});

export const getOnlineRequestOrderStatus = defineEndpoint({
  method: "GET",
  path: "/online-request/orders/:orderId",
  operationId: "getOnlineRequestOrderStatus",
  summary: "De status van een bestelling (betaling, account, pas klaar)",
  tag,
  auth: "none",
  params: orderParamsSchema,
  headers: z.object({
    [ONLINE_REQUEST_ORDER_HEADER]: z.string().min(20).max(200).optional(),
    [ONLINE_REQUEST_DRAFT_HEADER]: z.string().min(20).max(200).optional(),
  }),
  response: orderStatusResponseSchema,
  problems: ["ONLINE_REQUEST_LINK_INVALID"],
});

export const sendOnlineRequestStatusLink = defineEndpoint({
  method: "POST",
  path: "/online-request/orders/:orderId/status-link",
  operationId: "sendOnlineRequestStatusLink",
  summary: "Mailt een nieuwe statuslink naar het adres van de bestelling (altijd hetzelfde antwoord)",
  tag,
  auth: "none",
  params: orderParamsSchema,
  response: z.object({ sent: z.literal(true) }),
  problems: [],
});
