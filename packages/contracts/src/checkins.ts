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
  CHECKIN_SCAN_NOT_FOUND: {
    status: 404,
    title: "Scan not found",
    nl: "We vinden je scan niet terug. Scan de QR-code opnieuw om punten te sparen.",
  },
  CHECKIN_FAMILY_NOT_YOURS: {
    status: 403,
    title: "Not a member of your own family",
    nl: "Je kan alleen punten sparen voor de leden van je eigen gezin. Er werden geen punten gespaard.",
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

// Saving for the family (issue 22 §4, decision 0054): after their own scan, the main holder of a family
// saves the same activity's points for the members who were there too. The request names the scan (its
// idempotency key), not the code again: a kiosk's code works one minute, choosing takes longer.

/** Most members one request may name (far above any family's caps). */
export const FAMILY_CHECKIN_MAX_MEMBERS = 20;

export const familyCheckinParamsSchema = z.object({
  /** The idempotency key of my own scan (POST /user/checkin) that the family save follows. */
  scan: z.uuid(),
});

/** Body of POST /user/checkin/:scan/family: the holder ids of the members of my own family who were there. */
export const familyCheckinRequestSchema = z
  .object({
    members: z.array(z.uuid()).min(1).max(FAMILY_CHECKIN_MAX_MEMBERS),
  })
  .strict();
export type FamilyCheckinRequest = z.infer<typeof familyCheckinRequestSchema>;

const familyPersonFields = {
  holderId: z.uuid(),
  firstName: z.string(),
  /** The scanning holder (always included, first). */
  self: z.boolean(),
};

/** What happened for one person: the points added, or the refusal of the one check-in rule in Dutch. */
export const familyCheckinPersonSchema = z.discriminatedUnion("outcome", [
  z.object({
    ...familyPersonFields,
    outcome: z.literal("saved"),
    addedPoints: z.number().int().min(0),
    totalPoints: z.number().int().min(0),
  }),
  z.object({
    ...familyPersonFields,
    outcome: z.literal("refused"),
    /** The check-in's problem code (CHECKIN_LIMIT_REACHED, CHECKIN_CARD_BLOCKED, …). */
    code: z.string(),
    /** Dutch, about the person: "vandaag al gespaard hier". */
    message: z.string(),
    /** With the limit reached: when the next point is possible (null: never). */
    nextPossibleAt: z.iso.datetime({ offset: true }).nullable(),
  }),
]);
export type FamilyCheckinPerson = z.infer<typeof familyCheckinPersonSchema>;

/** 200 of POST /user/checkin/:scan/family: per person, me first, then the chosen members. */
export const familyCheckinResultSchema = z.object({
  activity: checkInActivitySchema,
  people: z.array(familyCheckinPersonSchema),
});
export type FamilyCheckinResult = z.infer<typeof familyCheckinResultSchema>;

/** A member of my own family and whether the rule would give them the scan's point now. */
export const familyCheckinOptionSchema = z.object({
  holderId: z.uuid(),
  firstName: z.string(),
  canSave: z.boolean(),
  /** Why not, in Dutch ("vandaag al gespaard hier"); null when they can. */
  reason: z.string().nullable(),
});
export type FamilyCheckinOption = z.infer<typeof familyCheckinOptionSchema>;

/** 200 of GET /user/checkin/:scan/family: my family's members (empty when I am no main holder of one). */
export const familyCheckinOptionsSchema = z.object({
  activity: checkInActivitySchema,
  members: z.array(familyCheckinOptionSchema),
});
export type FamilyCheckinOptions = z.infer<typeof familyCheckinOptionsSchema>;

const familyScanProblems = ["NO_CARD", "CHECKIN_SCAN_NOT_FOUND", "CHECKIN_CODE_EXPIRED"] as const;

export const getFamilyCheckinOptions = defineEndpoint({
  method: "GET",
  path: "/user/checkin/:scan/family",
  operationId: "getFamilyCheckinOptions",
  summary: "Wie was er nog bij? De leden van mijn gezin en of ze voor mijn scan nog punten kunnen krijgen",
  description:
    "`scan` is de idempotencyKey van mijn eigen scan van vandaag (Europe/Brussels). Per lid van het gezin waarvan ik de hoofdgebruiker ben: canSave volgens dezelfde regel als de scan (venster, pas, lidmaatschap, limiet per periode), anders de reden. Schrijft niets. Geen gezin: een lege lijst. CHECKIN_SCAN_NOT_FOUND: geen scan van mij met die sleutel; CHECKIN_CODE_EXPIRED: de scan is niet van vandaag.",
  tag: "checkins",
  auth: "bearer",
  params: familyCheckinParamsSchema,
  response: familyCheckinOptionsSchema,
  problems: [...familyScanProblems],
});

export const checkInFamily = defineEndpoint({
  method: "POST",
  path: "/user/checkin/:scan/family",
  operationId: "checkInFamily",
  summary: "Punten sparen voor mijn gezin: de leden die er ook bij waren, na mijn eigen scan",
  description:
    "Enkel de hoofdgebruiker van een gezin spaart voor de leden van dat gezin (een lid niet voor de hoofdgebruiker). `scan` is de idempotencyKey van mijn eigen scan van vandaag; de leden krijgen de punten van dezelfde activiteit volgens dezelfde regel als de scan, elk lid apart: alles of niets per lid. Eerst wordt alles nagekeken: een holderId die geen lid is van mijn eigen gezin geeft 403 CHECKIN_FAMILY_NOT_YOURS en er wordt voor niemand gespaard. Het antwoord geeft per persoon (ik eerst, altijd) de toegevoegde punten of de weigering in het Nederlands. Dezelfde aanvraag opnieuw voegt niets meer toe en geeft hetzelfde antwoord.",
  tag: "checkins",
  auth: "bearer",
  params: familyCheckinParamsSchema,
  body: familyCheckinRequestSchema,
  response: familyCheckinResultSchema,
  problems: [...familyScanProblems, "CHECKIN_FAMILY_NOT_YOURS"],
});
