// Check-ins: scanning an activity's QR code to save points (spec: POST api/user/checkin, the scan
// result). Feature name in every layer: `checkins` (api modules/checkins, web features/checkins).
import { z } from "zod";
import { cardSystemRefSchema } from "./account.ts";
import { defineEndpoint } from "./endpoint.ts";
import { trimmedText } from "./fields.ts";
import type { ProblemCodeDefinition } from "./problem.ts";

/** Problem codes of check-ins, owned here and spread into the catalogue (problem.ts). */
export const checkinProblemCodes = {
  CHECKIN_NOT_POSSIBLE: {
    status: 400,
    title: "Check-in not possible",
    nl: "Er konden geen punten toegevoegd worden.",
  },
  CHECKIN_CODE_INVALID: {
    status: 400,
    title: "Invalid check-in code",
    nl: "Deze QR-code is ongeldig.",
  },
  CHECKIN_CODE_EXPIRED: {
    status: 400,
    title: "Check-in code expired",
    nl: "Deze QR-code is niet meer geldig. Je kan enkel punten sparen kort voor, tijdens of kort na de activiteit.",
  },
  CHECKIN_LIMIT_REACHED: {
    status: 400,
    title: "Check-in limit reached",
    nl: "Je hebt voor deze activiteit al het maximum aantal punten gespaard. Dezelfde code kan je maximaal één keer per dag scannen.",
  },
  CHECKIN_NO_ACTIVE_CARD_SYSTEM: {
    status: 400,
    title: "No active card system for this activity",
    nl: "Je pas is niet actief in de regio van deze activiteit.",
  },
  CHECKIN_CARD_BLOCKED: {
    status: 400,
    title: "Card blocked",
    nl: "Je pas is geblokkeerd. Neem contact op met een balie in je regio.",
  },
  CHECKIN_TOO_MANY_INVALID_ATTEMPTS: {
    status: 429,
    title: "Too many invalid check-in attempts",
    nl: "Je hebt te veel ongeldige codes gescand. Probeer het later opnieuw.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;
export type CheckinProblemCode = keyof typeof checkinProblemCodes;

/** Longest scanned string the api accepts (a code, or a URL that carries one). */
export const CHECKIN_CODE_MAX_LENGTH = 500;

export const checkinMessages = {
  required: "Vul de code van de QR-code in.",
  tooLong: `Een code is maximaal ${CHECKIN_CODE_MAX_LENGTH} tekens lang.`,
} as const;

/**
 * What the app posts: the raw scanned string (the app never parses it; a plain code or a URL that
 * carries it) and an optional idempotency key, so a retried request is applied once.
 */
export const checkInRequestSchema = z
  .object({
    code: trimmedText().min(1, checkinMessages.required).max(CHECKIN_CODE_MAX_LENGTH, checkinMessages.tooLong),
    idempotencyKey: z.uuid().optional(),
  })
  .strict();
export type CheckInRequest = z.infer<typeof checkInRequestSchema>;

export const checkInActivitySchema = z.object({
  title: z.string(),
  organiserName: z.string(),
  /** Municipality of the organiser, or null when unknown. */
  place: z.string().nullable(),
});

/** The scan result: the points, the activity and the spec's profile fields of the scan result. */
export const checkInResultSchema = z.object({
  addedPoints: z.number().int().positive(),
  totalPoints: z.number().int().min(0),
  activity: checkInActivitySchema,
  firstName: z.string(),
  /** "P." for Peeters. */
  lastNameInitial: z.string(),
  city: z.string().nullable(),
  /** 13 digits (the spec's {product}Number). */
  cardNumber: z.string().regex(/^\d{13}$/),
  /** Region where the card was bought. */
  cardSystem: cardSystemRefSchema,
  /** Same as totalPoints (the profile field of the spec's scan result). */
  points: z.number().int().min(0),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

export const checkIn = defineEndpoint({
  method: "POST",
  path: "/user/checkin",
  operationId: "checkIn",
  summary: "Punten sparen: de gescande QR-code van een activiteit inchecken",
  description:
    "Body { code, idempotencyKey? }: de gescande tekst zoals hij is (een code, of een URL met de code in de queryparameter `code` of als laatste padsegment). 200 met de toegevoegde punten, het nieuwe saldo, de activiteit en de profielvelden. Weigeringen: CHECKIN_CODE_INVALID (onbekende code), CHECKIN_CODE_EXPIRED (buiten 5 uur voor de start tot 5 uur na het einde), CHECKIN_CARD_BLOCKED, CHECKIN_NO_ACTIVE_CARD_SYSTEM (geen actief lidmaatschap in de regio van de activiteit), CHECKIN_LIMIT_REACHED (de limiet van de activiteit per kalenderperiode in Europe/Brussels), 429 CHECKIN_TOO_MANY_INVALID_ATTEMPTS (10 ongeldige codes per 15 minuten per pashouder; zolang dat duurt wordt elke scan geweigerd), CHECKIN_NOT_POSSIBLE (dezelfde idempotencyKey voor een andere code). Dezelfde idempotencyKey opnieuw geeft hetzelfde resultaat zonder opnieuw punten toe te voegen.",
  tag: "checkins",
  auth: "bearer",
  body: checkInRequestSchema,
  response: checkInResultSchema,
  problems: [
    "NO_CARD",
    "CHECKIN_NOT_POSSIBLE",
    "CHECKIN_CODE_INVALID",
    "CHECKIN_CODE_EXPIRED",
    "CHECKIN_LIMIT_REACHED",
    "CHECKIN_NO_ACTIVE_CARD_SYSTEM",
    "CHECKIN_CARD_BLOCKED",
    "CHECKIN_TOO_MANY_INVALID_ATTEMPTS",
  ],
});
