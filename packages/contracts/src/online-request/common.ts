// The online card request (spec §1-§9 "online request", issue 10), what its phases share: the headers
// that carry its credentials, its value types, the check of a national number against the form, the
// fields its bodies are made of, and its problem codes. The phases: draft.ts (the wizard's steps and its
// draft), order.ts (the order, its payment and status page), issuing.ts (the new card's registration
// token); forms.ts refines the web's forms; basics.ts is the zod-free part the pages import. Feature name
// in every layer: `online-request`.
//
// Credentials travel in headers, never in URLs (URLs end up in logs): the draft token of the wizard's
// sealed cookie (`x-online-request-draft`) and the order token of the status page (`x-online-request-order`).
// National numbers (INSZ) go to the api in request bodies only; every answer carries them masked.
import { z } from "zod";
import { normalizeInsz, parseInsz } from "../insz.ts";
import { text, trimmedText } from "../fields.ts";
import type { ProblemCodeDefinition } from "../problem.ts";
import { ONLINE_REQUEST_STEPS, normalizePhone, normalizeVoucher, onlineRequestMessages } from "./basics.ts";

/** The header with the wizard's draft token (from the visitor's sealed cookie). */
export const ONLINE_REQUEST_DRAFT_HEADER = "x-online-request-draft";
/** The header with an order's custom token (the status page's access). */
export const ONLINE_REQUEST_ORDER_HEADER = "x-online-request-order";

/** The draft token, required (the wizard's endpoints). */
export const draftHeadersSchema = z.object({ [ONLINE_REQUEST_DRAFT_HEADER]: text().min(20).max(200) });

/** The OpenAPI tag of every online-request endpoint. */
export const onlineRequestTag = "Online aanvraag";

// --- messages -----------------------------------------------------------------------------

const m = onlineRequestMessages;

/** "Dit veld is verplicht" for an absent, empty or blank text. */
export function requiredText(max: number) {
  return trimmedText({ error: m.required }).min(1, m.required).max(max, `Gebruik maximaal ${max} tekens.`);
}

export function optionalText(max: number) {
  return trimmedText()
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

// --- the fields of the request bodies -----------------------------------------------------------

export const postalCodeSchema = trimmedText({ error: m.required })
  .min(1, m.required)
  .regex(/^\d{4}$/, m.postalCode);

export const emailSchema = trimmedText({ error: m.required })
  .min(1, m.required)
  .max(254, m.email)
  .pipe(z.email({ error: m.email }))
  .transform((v) => v.toLowerCase());

export const optionalEmailSchema = trimmedText()
  .max(254, m.email)
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v.toLowerCase()))
  .pipe(z.email({ error: m.email }).optional());

export const phoneSchema = trimmedText()
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

export const inszInputSchema = trimmedText()
  .max(20, m.insz)
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : normalizeInsz(v)))
  .pipe(
    z
      .string()
      .regex(/^\d{11}$/, m.insz)
      .optional(),
  );

export const voucherSchema = trimmedText()
  .max(40, m.voucher)
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : normalizeVoucher(v)))
  .pipe(
    z
      .string()
      .regex(/^[A-Z0-9-]{4,32}$/, m.voucher)
      .optional(),
  );

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

export const INSZ_CODES = [
  "INSZ_INVALID",
  "INSZ_BIS_NOT_ALLOWED",
  "INSZ_BIRTH_DATE_MISMATCH",
  "INSZ_SEX_MISMATCH",
  "INSZ_CHECKS_EXHAUSTED",
  "INSZ_ALREADY_USED",
  "INSZ_USED_IN_FAMILY",
] as const;
export const DRAFT_CODES = ["ONLINE_REQUEST_DRAFT_NOT_FOUND", "ONLINE_REQUEST_STEP_MISSING", "ONLINE_REQUEST_LOCKED"] as const;
export const VOUCHER_CODES = [
  "ONLINE_REQUEST_VOUCHER_INVALID",
  "ONLINE_REQUEST_VOUCHER_EXPIRED",
  "ONLINE_REQUEST_VOUCHER_USED_UP",
] as const;
