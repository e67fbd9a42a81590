// The holder's account: the profile (spec: GET {identity endpoint}/enduser/profile, served by the api
// at GET /api/enduser/profile). Feature name in every layer: `account` (api modules/account, web
// features/account).
import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";
import { trimmedText } from "./fields.ts";
import { PIN_MESSAGE, pinSchema } from "./legacy-login.ts";
import { normalizePhone } from "./online-request/basics.ts";
import type { ProblemCodeDefinition } from "./problem.ts";

export const cardSystemRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type CardSystemRef = z.infer<typeof cardSystemRefSchema>;

export const kansenstatuutStatusSchema = z.enum(["ACTIVE", "EXPIRED", "SUSPENDED"]);

export const profileKansenstatuutSchema = z.object({
  cardSystem: cardSystemRefSchema,
  status: kansenstatuutStatusSchema,
  /** yyyy-mm-dd */
  kansenStatuutEndDate: z.string(),
});
export type ProfileKansenstatuut = z.infer<typeof profileKansenstatuutSchema>;

export const profileCardStatusSchema = z.enum(["ACTIVE", "BLOCKED"]);

/**
 * The user profile of the spec. The spec's `{product}Number` is always the key `cardNumber` here,
 * whatever the product slug, so the shape never depends on configuration.
 */
export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /** "P." for Peeters. */
  lastNameInitial: z.string(),
  /** Municipality of residence, or null when unknown. */
  city: z.string().nullable(),
  /** 13 digits (the spec's {product}Number). */
  cardNumber: z.string().regex(/^\d{13}$/),
  cardStatus: profileCardStatusSchema,
  /** Region where the card was bought. */
  cardSystem: cardSystemRefSchema,
  /** Global points balance. */
  points: z.number().int().min(0),
  email: z.string(),
  gsm: z.string().nullable(),
  /** One entry per card system with a social tariff; MIA (analytics) = at least one entry. */
  kansenStatuut: z.array(profileKansenstatuutSchema),
  /** The regions the holder is an active member of, each with its last day (yyyy-mm-dd) or null
   * (no end): the digital card's regions and "geldig tot". */
  memberships: z.array(z.object({ cardSystem: cardSystemRefSchema, endDate: z.string().nullable() })),
  /** yyyy-mm-dd */
  birthDate: z.string(),
  /** Users under 16 cannot add family members (computed in Europe/Brussels). */
  isUnder16: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The analytics user type "MIA": at least one kansenStatuut entry. */
export function isMiaProfile(profile: Pick<Profile, "kansenStatuut">): boolean {
  return profile.kansenStatuut.length > 0;
}

/** Problem codes of the account, owned here and spread into the catalogue (problem.ts). */
export const accountProblemCodes = {
  /** The account has no linked card: the web shows the cardless state. */
  NO_CARD: {
    status: 404,
    title: "No card linked to this account",
    nl: "Aan je account is nog geen pas gekoppeld.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;
export type AccountProblemCode = keyof typeof accountProblemCodes;

export const getProfile = defineEndpoint({
  method: "GET",
  path: "/enduser/profile",
  operationId: "getEnduserProfile",
  summary: "Profiel van de aangemelde pashouder (404 NO_CARD zonder gekoppelde pas)",
  tag: "account",
  auth: "bearer",
  response: profileSchema,
  problems: ["NO_CARD"],
});

// --- Editing the profile (spec: PUT api/user/profile, PUT api/user/pin) -----------------------------

/** The spec's messages (§5), verbatim where it gives them. */
export const profileMessages = {
  email: "Dit moet een geldig email adres zijn.",
  emailRequired: "Vul je e-mailadres in.",
  gsmRequired: "Vul je gsm-nummer in.",
  gsmFormat: "Schrijf je gsm-nummer in internationaal formaat met landcode, bijvoorbeeld +32 470 12 34 56.",
  gsmLength: "Een gsm-nummer heeft 10 tot 13 tekens (spaties tellen niet mee).",
  onlyEmailAndGsm: "Je kunt hier alleen je e-mailadres en je gsm-nummer wijzigen.",
  pin: PIN_MESSAGE,
} as const;

/** The holder's contact e-mail: trimmed and lower-cased, at most 254 characters. */
export const profileEmailSchema = trimmedText({ error: profileMessages.emailRequired })
  .min(1, profileMessages.emailRequired)
  .max(254, profileMessages.email)
  .pipe(z.email({ error: profileMessages.email }))
  .transform((value) => value.toLowerCase());

/**
 * The gsm number: the online request's phone rule (spec §5: international format with a country code,
 * one normaliser for both, issue 22 §6), required here, and 10 to 13 characters as stored (spec), so
 * "+32 470 12 34 56" is stored as "+32470123456". Shown grouped again with formatPhone.
 */
export const gsmSchema = trimmedText({ error: profileMessages.gsmRequired })
  .min(1, profileMessages.gsmRequired)
  .max(40, profileMessages.gsmFormat)
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (phone === undefined) {
      ctx.addIssue({ code: "custom", message: profileMessages.gsmFormat });
      return z.NEVER;
    }
    return phone;
  })
  .pipe(z.string().min(10, profileMessages.gsmLength).max(13, profileMessages.gsmLength));

/**
 * Body of PUT /api/user/profile: only the e-mail and the gsm. A strict object, so any other key
 * (points, status, cardSystem, firstName ...) is a 400: mass assignment cannot happen.
 */
export const profileUpdateSchema = z.strictObject(
  { email: profileEmailSchema, gsm: gsmSchema },
  { error: (issue) => (issue.code === "unrecognized_keys" ? profileMessages.onlyEmailAndGsm : undefined) },
);
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** Body of PUT /api/user/pin: exactly four digits (spec §5). */
export const pinUpdateSchema = z.strictObject(
  { pin: pinSchema },
  { error: (issue) => (issue.code === "unrecognized_keys" ? profileMessages.pin : undefined) },
);
export type PinUpdate = z.input<typeof pinUpdateSchema>;

/** 200 of PUT /api/user/pin: the card (13 digits) whose pin was set. */
export const pinUpdateResponseSchema = z.object({ cardNumber: z.string().regex(/^\d{13}$/) });

/**
 * The profile's `email` is the holder's contact address (holders.email), not the login address of the
 * identity account: the login address belongs to the identity provider, and changing it would need
 * proof that the holder owns the new address (a mail link), which this form does not give. So a new
 * contact address can never take over another account's login, and a typo can never lock the holder
 * out. Until a holder has a contact address of his own, the profile shows the login address.
 */
export const updateProfile = defineEndpoint({
  method: "PUT",
  path: "/user/profile",
  operationId: "updateProfile",
  summary: "Contactgegevens (e-mailadres en gsm-nummer) van de aangemelde pashouder wijzigen; antwoordt het profiel",
  tag: "account",
  auth: "bearer",
  body: profileUpdateSchema,
  response: profileSchema,
  problems: ["NO_CARD"],
});

/** Sets the pin (scrypt hash) of the holder's current card, the one the legacy login checks. */
export const updatePin = defineEndpoint({
  method: "PUT",
  path: "/user/pin",
  operationId: "updatePin",
  summary: "Pincode (4 cijfers) van de huidige pas van de aangemelde pashouder instellen",
  tag: "account",
  auth: "bearer",
  body: pinUpdateSchema,
  response: pinUpdateResponseSchema,
  problems: ["NO_CARD"],
});
