// Card registration: linking a physical card to an identity account (spec: /uitid-registreren-stap1,
// /uitid-registreren-stap2, /email-vergeten; the card API `/passholders/me/uitid/*`).
//
// Flow (see docs/decisions/0010-card-registration-errors.md):
// 1. GET  /api/card/passholders/me/uitid/registration-token  Basic cardNumber:birthDate + x-client-id -> { token }
// 2. GET  /api/card/passholders/me/uitid/status              x-client-id + x-registration-token -> { status, email? }
// 3. POST /api/card/passholders/me/uitid/email-check         x-client-id, { token, email } -> { status, email }
// 4. POST /api/user/uitid/link                               Bearer access token, { registrationToken } -> { status: "LINKED", ... }
// Forgot e-mail: POST /api/card/passholders/me/uitid/email-lookup  x-client-id, { cardNumber, birthDate } -> { email }
import { z } from "zod";
import { CARD_NUMBER_LENGTH, isValidCardNumber, normalizeCardNumber } from "./card-number.ts";
import { isCalendarDate } from "./dates.ts";
import { defineEndpoint } from "./endpoint.ts";
import { text, trimmedText, typedBirthDate } from "./fields.ts";
import type { ProblemCodeDefinition } from "./problem.ts";

/** Header that carries the card API client id on every `/passholders/me/uitid/*` call. */
export const CARD_API_CLIENT_ID_HEADER = "x-client-id";
/** Header that carries the registration token on the status call. */
export const REGISTRATION_TOKEN_HEADER = "x-registration-token";
/** Lifetime of a registration token. */
export const REGISTRATION_TOKEN_TTL_SECONDS = 30 * 60;
/** Lifetime of the registration token in the mail of step 2 (the link to log in or create the account). */
export const INVITATION_TTL_SECONDS = 24 * 60 * 60;

export const cardNumberMessages = {
  required: "Vul je pasnummer in.",
  length: `Een pasnummer bestaat uit ${CARD_NUMBER_LENGTH} cijfers.`,
  invalid: "Dit pasnummer bestaat niet. Kijk het nog eens na.",
} as const;

/** A card number as people type it: spaces, dots and dashes allowed; output is the 13 digits. */
export const cardNumberInputSchema = trimmedText({ error: cardNumberMessages.required })
  .min(1, cardNumberMessages.required)
  .transform(normalizeCardNumber)
  .pipe(
    z
      .string()
      .regex(/^\d{13}$/, { error: cardNumberMessages.length, abort: true })
      .refine(isValidCardNumber, cardNumberMessages.invalid),
  );

export const birthDateMessages = {
  required: "Vul je geboortedatum in.",
  format: "Schrijf je geboortedatum als dag, maand en jaar, bv. 22/04/2011.",
  impossible: "Deze datum bestaat niet.",
  future: "Je geboortedatum kan niet in de toekomst liggen.",
} as const;

/**
 * The birth date field of the web forms: typed as 22/04/2011, 22042011, 22-04-2011, 22.04.2011 or
 * 22 04 2011, a real date, not after today (Europe/Brussels) relative to `now`. The output is
 * yyyy-mm-dd, what the api expects.
 */
export function birthDateInputSchema(now: Date = new Date()) {
  return typedBirthDate(birthDateMessages, now);
}

/** A birth date on the wire: yyyy-mm-dd (the api's format; the web converts what was typed). */
export const isoBirthDateSchema = text({ error: birthDateMessages.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: birthDateMessages.format, abort: true })
  .refine(isCalendarDate, birthDateMessages.impossible);

export const emailMessages = {
  required: "Vul je e-mailadres in.",
  invalid: "Dit is een ongeldig e-mailadres",
  alreadyUsed: "Dit e-mailadres wordt al gebruikt voor een andere pas.",
} as const;

/** The e-mail of registration step 2 (spec wording); trimmed and lower-cased. */
export const registrationEmailSchema = trimmedText({ error: emailMessages.required })
  .min(1, emailMessages.required)
  .max(254, emailMessages.invalid)
  .pipe(z.email({ error: emailMessages.invalid }))
  .transform((value) => value.toLowerCase());

/** Web form, step 1 of 2. */
export function registrationStep1FormSchema(now: Date = new Date()) {
  return z.object({ cardNumber: cardNumberInputSchema, birthDate: birthDateInputSchema(now) });
}

/** Web form, step 2 of 2. */
export const registrationStep2FormSchema = z.object({ email: registrationEmailSchema });

/** Web form of /email-vergeten (same fields as step 1). */
export const forgotEmailFormSchema = registrationStep1FormSchema;

// --- card API -------------------------------------------------------------------------------

/** 200 of GET /passholders/me/uitid/registration-token. */
export const registrationTokenResponseSchema = z.object({
  /** Opaque, single use, valid for REGISTRATION_TOKEN_TTL_SECONDS. */
  token: z.string().min(32),
  expiresIn: z.number().int().positive(),
});
export type RegistrationTokenResponse = z.infer<typeof registrationTokenResponseSchema>;

export const registrationStatusSchema = z.enum(["REGISTERED", "UNREGISTERED"]);
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

/** 200 of GET /passholders/me/uitid/status; `email` (masked) only when REGISTERED. */
export const registrationStatusResponseSchema = z.object({
  status: registrationStatusSchema,
  email: z.string().optional(),
  /** First name of the card's holder ("de pas van Jonas"). */
  holderFirstName: z.string(),
});
export type RegistrationStatusResponse = z.infer<typeof registrationStatusResponseSchema>;

/** Body of POST /passholders/me/uitid/email-check. */
export const emailCheckRequestSchema = z.object({
  token: text().min(1).max(200),
  email: registrationEmailSchema,
});
export type EmailCheckRequest = z.input<typeof emailCheckRequestSchema>;

export const emailCheckStatusSchema = z.enum(["UITPAS_ALREADY_LINKED", "MAIL_SENT"]);
export type EmailCheckStatus = z.infer<typeof emailCheckStatusSchema>;

/**
 * 200 of POST /passholders/me/uitid/email-check. It never tells whether the address has an account:
 * - UITPAS_ALREADY_LINKED: the card already has an account (`email` is that account's e-mail, masked);
 *   about the card, which the caller proved with card number + birth date
 * - MAIL_SENT: a mail went to `email`: to an account without a card a link to log in and link the card,
 *   to a new address a link to create the account with the card, to an account that has another card a
 *   notice without a link.
 */
export const emailCheckResponseSchema = z.object({
  status: emailCheckStatusSchema,
  email: z.string(),
});
export type EmailCheckResponse = z.infer<typeof emailCheckResponseSchema>;

/** 200 of GET /passholders/me/uitid/invitation: what the mailed registration token is for. */
export const invitationResponseSchema = z.object({
  /** The address the mail went to. */
  email: z.string(),
  /** REGISTERED: log in with that address; UNREGISTERED: create the account with it. */
  account: registrationStatusSchema,
  holderFirstName: z.string(),
});
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;

/** Body of POST /passholders/me/uitid/email-lookup (forgot e-mail). */
export const emailLookupRequestSchema = z.object({
  cardNumber: cardNumberInputSchema,
  birthDate: isoBirthDateSchema,
});
export type EmailLookupRequest = z.input<typeof emailLookupRequestSchema>;

/** 200 of POST /passholders/me/uitid/email-lookup: the linked account's e-mail, masked. */
export const emailLookupResponseSchema = z.object({ email: z.string() });
export type EmailLookupResponse = z.infer<typeof emailLookupResponseSchema>;

/** Body of POST /api/user/uitid/link (bearer access token of the account to link). */
export const linkCardRequestSchema = z.object({ registrationToken: text().min(1).max(200) });
export type LinkCardRequest = z.infer<typeof linkCardRequestSchema>;

/** 200 of POST /api/user/uitid/link. */
export const linkCardResponseSchema = z.object({
  status: z.literal("LINKED"),
  /** The linked card's number (13 digits). */
  cardNumber: z.string().regex(/^\d{13}$/),
  /** First name of the card's holder ("de pas van Jonas"). */
  holderFirstName: z.string(),
});
export type LinkCardResponse = z.infer<typeof linkCardResponseSchema>;

/** "an.peeters@voorbeeld.test" -> "a***s@voorbeeld.test". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const first = local[0] ?? "";
  const last = local.length > 1 ? local[local.length - 1] : "";
  return `${first}***${last}@${domain}`;
}

/**
 * Problem codes of card registration, owned here and spread into the catalogue (problem.ts). Each
 * refusal has its own stable code; see decision 0010 for which distinctions are made and why.
 */
export const cardRegistrationProblemCodes = {
  /** Card number + birth date do not match (the neutral refusal, also of the legacy login). */
  invalid_credentials: {
    status: 401,
    title: "Invalid credentials",
    nl: "We vonden geen pas voor deze combinatie van pasnummer en geboortedatum.",
  },
  /** Card number unknown (or deleted): the web shows /geen-{product}-gevonden. */
  CARD_NOT_FOUND: {
    status: 401,
    title: "Card number not found",
    nl: "We vonden geen pas met dit pasnummer. Heb je nog geen pas? Registreer of koop er een.",
  },
  /** The card exists but was never sold (stock). */
  CARD_NOT_SOLD: {
    status: 401,
    title: "Card not sold",
    nl: "Deze pas werd nog niet verkocht en kan nog niet geregistreerd worden. Neem contact op met een verkooppunt.",
  },
  CARD_BLOCKED: {
    status: 403,
    title: "Card blocked",
    nl: "Deze pas is geblokkeerd. Neem contact op met een balie in je regio.",
  },
  INVALID_CLIENT: {
    status: 401,
    title: "Missing or unknown client id",
    nl: "Deze toepassing mag de pasgegevens niet opvragen.",
  },
  REGISTRATION_TOKEN_INVALID: {
    status: 400,
    title: "Unknown registration token",
    nl: "Je registratie werd niet gevonden. Begin opnieuw met je pasnummer en geboortedatum.",
  },
  REGISTRATION_TOKEN_EXPIRED: {
    status: 410,
    title: "Registration token expired or already used",
    nl: "Je registratie is verlopen. Begin opnieuw met je pasnummer en geboortedatum.",
  },
  UITPAS_ALREADY_LINKED: {
    status: 409,
    title: "Card already linked to an account",
    nl: "Deze pas is al gekoppeld aan een account. Meld je aan met dat e-mailadres.",
  },
  ACCOUNT_ALREADY_LINKED: {
    status: 409,
    title: "Account already linked to a card",
    nl: "Aan je account is al een pas gekoppeld.",
  },
  EMAIL_ALREADY_USED: {
    status: 409,
    title: "E-mail already used for another card",
    nl: emailMessages.alreadyUsed,
  },
  /** Too many wrong birth dates for this card (per card, whatever the visitor's address): locked a while. */
  CARD_ATTEMPTS_LOCKED: {
    status: 429,
    title: "Too many failed attempts for this card",
    nl: "Te veel foute pogingen voor deze pas. Probeer het later opnieuw.",
  },
  /** Linking needs an account whose e-mail address is confirmed. */
  EMAIL_NOT_VERIFIED: {
    status: 403,
    title: "E-mail address of the account not verified",
    nl: "Bevestig eerst je e-mailadres met de link in de mail die we je stuurden. Daarna kan je je pas koppelen.",
  },
  EMAIL_NOT_LINKED: {
    status: 404,
    title: "No account linked to this card",
    nl: "Aan deze pas is nog geen e-mailadres gekoppeld. Registreer je pas eerst.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;
export type CardRegistrationProblemCode = keyof typeof cardRegistrationProblemCodes;

/** The neutral refusal for a card number + birth date pair that does not match (code invalid_credentials). */
export const NEUTRAL_CREDENTIALS_MESSAGE = "We vonden geen pas voor deze combinatie van pasnummer en geboortedatum.";

// --- endpoints ------------------------------------------------------------------------------

const CARD_API = "/card/passholders/me/uitid";

export const getRegistrationToken = defineEndpoint({
  method: "GET",
  path: `${CARD_API}/registration-token`,
  operationId: "getRegistrationToken",
  summary: "Registratietoken voor kaartnummer + geboortedatum (Basic-authenticatie, x-client-id)",
  description:
    "Authorization: Basic base64(kaartnummer:geboortedatum yyyy-mm-dd). 200 { token, expiresIn }; anders 401 invalid_credentials, CARD_NOT_FOUND of CARD_NOT_SOLD, 403 CARD_BLOCKED, 429 rate-limited (10 pogingen per 15 minuten per bezoeker: IPv4-adres of IPv6-/64) of 429 CARD_ATTEMPTS_LOCKED (5 foute geboortedata voor deze pas binnen een uur: de pas is een uur geblokkeerd voor deze controle).",
  tag: "card-registration",
  auth: "card-client-basic",
  response: registrationTokenResponseSchema,
  problems: ["INVALID_CLIENT", "invalid_credentials", "CARD_NOT_FOUND", "CARD_NOT_SOLD", "CARD_BLOCKED", "CARD_ATTEMPTS_LOCKED"],
});

export const getRegistrationStatus = defineEndpoint({
  method: "GET",
  path: `${CARD_API}/status`,
  operationId: "getRegistrationStatus",
  summary: "Registratiestatus van de pas van een registratietoken (header x-registration-token)",
  tag: "card-registration",
  auth: "card-client",
  response: registrationStatusResponseSchema,
  problems: ["INVALID_CLIENT", "REGISTRATION_TOKEN_INVALID", "REGISTRATION_TOKEN_EXPIRED"],
});

export const checkRegistrationEmail = defineEndpoint({
  method: "POST",
  path: `${CARD_API}/email-check`,
  operationId: "checkRegistrationEmail",
  summary: "Stap 2: mail het e-mailadres de link om aan te melden of een account te maken (zelfde antwoord voor elk adres)",
  description:
    "200 { status: MAIL_SENT, email } voor elk adres, met of zonder account: het adres krijgt een mail met een link (/uitid-koppelen?token=…, een nieuw registratietoken gebonden aan dat adres, 24 uur geldig). 200 { status: UITPAS_ALREADY_LINKED, email (gemaskeerd) } als de pas al een account heeft.",
  tag: "card-registration",
  auth: "card-client",
  body: emailCheckRequestSchema,
  response: emailCheckResponseSchema,
  problems: ["INVALID_CLIENT", "REGISTRATION_TOKEN_INVALID", "REGISTRATION_TOKEN_EXPIRED"],
});

export const getRegistrationInvitation = defineEndpoint({
  method: "GET",
  path: `${CARD_API}/invitation`,
  operationId: "getRegistrationInvitation",
  summary:
    "De link uit de mail van stap 2: het e-mailadres, of het een account heeft, en de voornaam van de pashouder (header x-registration-token)",
  tag: "card-registration",
  auth: "card-client",
  response: invitationResponseSchema,
  problems: ["INVALID_CLIENT", "REGISTRATION_TOKEN_INVALID", "REGISTRATION_TOKEN_EXPIRED"],
});

export const lookupRegistrationEmail = defineEndpoint({
  method: "POST",
  path: `${CARD_API}/email-lookup`,
  operationId: "lookupRegistrationEmail",
  summary: "E-mailadres vergeten: het gekoppelde e-mailadres (gemaskeerd) voor kaartnummer + geboortedatum",
  tag: "card-registration",
  auth: "card-client",
  body: emailLookupRequestSchema,
  response: emailLookupResponseSchema,
  problems: [
    "INVALID_CLIENT",
    "invalid_credentials",
    "CARD_NOT_FOUND",
    "CARD_NOT_SOLD",
    "CARD_BLOCKED",
    "CARD_ATTEMPTS_LOCKED",
    "EMAIL_NOT_LINKED",
  ],
});

export const linkCard = defineEndpoint({
  method: "POST",
  path: "/user/uitid/link",
  operationId: "linkCard",
  summary:
    "Koppel de pas van een registratietoken aan het aangemelde account (e-mailadres bevestigd, of het token werd naar dat adres gemaild)",
  tag: "card-registration",
  auth: "bearer",
  body: linkCardRequestSchema,
  response: linkCardResponseSchema,
  problems: [
    "REGISTRATION_TOKEN_INVALID",
    "REGISTRATION_TOKEN_EXPIRED",
    "UITPAS_ALREADY_LINKED",
    "ACCOUNT_ALREADY_LINKED",
    "EMAIL_NOT_VERIFIED",
  ],
});
