// The legacy login (POST /api/user/authenticate): card number + pin + birth date, ended on 1 September
// 2022. Feature name in every layer: `legacy-login` (api modules/legacy-login, web features/legacy-login).
import { z } from "zod";
import { cardNumberInputSchema, isoBirthDateSchema } from "./card-registration.ts";
import { defineEndpoint } from "./endpoint.ts";
import { text } from "./fields.ts";
import type { ProblemCodeDefinition } from "./problem.ts";

export const PIN_MESSAGE = "Zeker dat je vier cijfers hebt ingevuld?";
export const pinSchema = text({ error: PIN_MESSAGE }).regex(/^\d{4}$/, PIN_MESSAGE);

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

/** Problem codes of the legacy login, owned here and spread into the catalogue (problem.ts). */
export const legacyLoginProblemCodes = {
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
export type LegacyLoginProblemCode = keyof typeof legacyLoginProblemCodes;

export const legacyAuthenticate = defineEndpoint({
  method: "POST",
  path: "/user/authenticate",
  operationId: "legacyAuthenticate",
  summary: "Oude aanmelding met kaartnummer, pincode en geboortedatum (410 LEGACY_LOGIN_ENDED sinds 1 september 2022)",
  tag: "legacy-login",
  auth: "none",
  body: legacyLoginRequestSchema,
  response: legacyLoginResponseSchema,
  problems: ["LEGACY_LOGIN_ENDED", "invalid_credentials", "PIN_INVALID", "PIN_LOCKED"],
});
