// The holder's account: the profile (spec: GET {identity endpoint}/enduser/profile, served by the api
// at GET /api/enduser/profile) and the legacy login (POST /api/user/authenticate).
import { z } from "zod";
import { cardNumberInputSchema, isoBirthDateSchema } from "./card-registration.ts";
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

// --- legacy login ------------------------------------------------------------------------------

export const PIN_MESSAGE = "Zeker dat je vier cijfers hebt ingevuld?";
export const pinSchema = z.string({ error: PIN_MESSAGE }).regex(/^\d{4}$/, PIN_MESSAGE);

/** The legacy login ended at 1 September 2022 00:00 in Europe/Brussels (CEST, UTC+2). */
export const LEGACY_LOGIN_CUTOFF = new Date("2022-09-01T00:00:00+02:00");
/** At most this many wrong pins per card per 24 hours (only relevant while the legacy login exists). */
export const LEGACY_LOGIN_MAX_FAILURES = 5;

/** Body of POST /api/user/authenticate; birthDate is yyyy-mm-dd. */
export const legacyLoginRequestSchema = z.object({
  cardNumber: cardNumberInputSchema,
  pin: pinSchema,
  birthDate: isoBirthDateSchema,
});
export type LegacyLoginRequest = z.input<typeof legacyLoginRequestSchema>;

/**
 * 200 of POST /api/user/authenticate (only before the cut-off with the legacyLogin flag): a card
 * registration token (see card-registration.ts) that moves the legacy account to the provider login
 * (/uitid-upgrade -> e-mail check -> provider login or registration -> link).
 */
export const legacyLoginResponseSchema = z.object({
  token: z.string().min(32),
  tokenType: z.literal("registration"),
  expiresIn: z.number().int().positive(),
});
export type LegacyLoginResponse = z.infer<typeof legacyLoginResponseSchema>;

/** Problem codes of the account module, meant to be spread into `problemCodes` (problem.ts). */
export const accountProblemCodes = {
  /** The account has no linked card: the web shows the cardless state. */
  NO_CARD: {
    status: 404,
    title: "No card linked to this account",
    nl: "Aan je account is nog geen pas gekoppeld.",
  },
  LEGACY_LOGIN_ENDED: {
    status: 410,
    title: "Legacy login ended",
    nl: "Aanmelden met kaartnummer en pincode kan niet meer sinds 1 september 2022. Meld je aan met je e-mailadres en wachtwoord.",
  },
  PIN_INVALID: {
    status: 401,
    title: "Wrong pin",
    nl: "Deze pincode is niet juist.",
  },
  PIN_LOCKED: {
    status: 429,
    title: "Too many wrong pins",
    nl: "Je hebt te vaak een verkeerde pincode ingevuld. Probeer het morgen opnieuw.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;
