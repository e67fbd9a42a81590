// The counter (balie) through the partner API, in the shape of UiTPAS API v4 (issue 20, decision 0033):
// identify a holder (GET /v4/passes), check them in for an activity of the organiser (POST /v4/checkins,
// the same rule and statement as the self-scan) and undo that (DELETE /v4/checkins/:checkinId, a
// compensating ledger row). Every call names the organiser it acts for in the query (`organizerId`, as v4
// does for its organiser-scoped calls) and needs MEMBER there. Feature name in every layer: `counter`
// (api modules/counter); the wire keeps v4's names (`uitpasNumber`, `eventId`, `organizerId`).
import { z } from "zod";
import { cardSystemRefSchema } from "./account.ts";
import { defineEndpoint, type StaffAccess } from "./endpoint.ts";
import { databaseIdParam, ID_MAX, trimmedText } from "./fields.ts";
import type { ProblemCodeDefinition } from "./problem.ts";

/**
 * Problem codes of the counter: v4's type names where v4 has one (`pass-not-found`,
 * `invalid-card-status`, `checkin-not-allowed`, `maximum-reached`), in its kebab-case for the others.
 * A refusal of the check-in rule carries the self-scan's Dutch sentence as its endUserMessage.
 */
export const counterProblemCodes = {
  "pass-not-found": {
    status: 404,
    title: "Pass not found",
    nl: "Er werd geen pas gevonden met dit nummer. Controleer het pasnummer of het rijksregisternummer.",
  },
  "invalid-card-status": {
    status: 400,
    title: "Invalid card status",
    nl: "Deze pas is geblokkeerd. De pashouder kan terecht bij een balie van de regio.",
  },
  "event-not-found": {
    status: 404,
    title: "Event not found",
    nl: "Deze activiteit werd niet gevonden bij je organisatie.",
  },
  "checkin-not-allowed": {
    status: 400,
    title: "Check-in not allowed",
    nl: "Er konden geen punten toegevoegd worden.",
  },
  "maximum-reached": {
    status: 400,
    title: "Maximum reached",
    nl: "Je hebt voor deze activiteit al het maximum aantal punten gespaard.",
  },
  "checkin-not-found": {
    status: 404,
    title: "Check-in not found",
    nl: "Deze check-in werd niet gevonden bij je organisatie.",
  },
  "checkin-already-undone": {
    status: 409,
    title: "Check-in already undone",
    nl: "Deze check-in werd al ongedaan gemaakt.",
  },
  "points-already-spent": {
    status: 409,
    title: "Points already spent",
    nl: "Deze check-in kan niet meer ongedaan gemaakt worden: de pashouder heeft de punten al uitgegeven.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;
export type CounterProblemCode = keyof typeof counterProblemCodes;

/** The organiser a counter call acts for, in the query: MEMBER there at least (decision 0032). */
const counterAccess = {
  scope: "organiser",
  role: "MEMBER",
  organiserFrom: { in: "query", name: "organizerId" },
} as const satisfies StaffAccess;

export const organizerQuerySchema = z.object({ organizerId: databaseIdParam() }).strict();

export const passQuerySchema = z
  .object({
    organizerId: databaseIdParam(),
    /** A card number (13 digits) or a national number (INSZ, 11 digits, dots and dashes allowed). */
    identifier: trimmedText().min(1).max(40),
  })
  .strict();
export type PassQuery = z.infer<typeof passQuerySchema>;

export const passMessageSchema = z.object({
  /** How the counter shows it: INFO quietly, WARNING so it is seen. */
  level: z.enum(["INFO", "WARNING"]),
  text: z.object({ nl: z.string() }),
});
export type PassMessage = z.infer<typeof passMessageSchema>;

/**
 * The holder's kansentarief in the organiser's region (v4's `socialTariff`, with the grace period and a
 * suspension this product also knows). Only for staff with TARIFFS_READ there; the counter shows it small.
 */
export const socialTariffStateSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("NONE") }).strict(),
  z
    .object({
      status: z.literal("ACTIVE"),
      /** yyyy-mm-dd: the kansenstatuut's last day. */
      endDate: z.string(),
      /** yyyy-mm-dd: past the end date, the last day of the region's grace period (absent before the end date). */
      graceUntil: z.string().optional(),
    })
    .strict(),
  z.object({ status: z.literal("EXPIRED"), endDate: z.string() }).strict(),
  z
    .object({
      status: z.literal("SUSPENDED"),
      endDate: z.string(),
      /** yyyy-mm-dd; null: until further notice. */
      suspendedUntil: z.string().nullable(),
    })
    .strict(),
]);
export type SocialTariffState = z.infer<typeof socialTariffStateSchema>;

/** A holder as the counter sees them: no last name or birth date; the kansentarief only with its permission. */
export const passSchema = z.object({
  uitpasNumber: z.string().regex(/^\d{13}$/),
  firstName: z.string(),
  points: z.number().int().min(0),
  /** The status of the card that was found (ACTIVE; a BLOCKED card is refused as invalid-card-status). */
  cardStatus: z.enum(["ACTIVE"]),
  /** The region the card belongs to. */
  cardSystem: cardSystemRefSchema,
  /** The holder's memberships per region. */
  memberships: z.array(z.object({ cardSystem: cardSystemRefSchema, status: z.enum(["ACTIVE", "INACTIVE", "BLOCKED"]) })),
  /** What the counter must show, in this order. */
  messages: z.array(passMessageSchema),
  /** Absent without TARIFFS_READ for the organiser (every answer with it is in the audit log as `kansenstatuut.view`). */
  socialTariff: socialTariffStateSchema.optional(),
});
export type Pass = z.infer<typeof passSchema>;

export const counterCheckinRequestSchema = z
  .object({
    uitpasNumber: z.string().regex(/^\d{13}$/, "Een pasnummer heeft 13 cijfers."),
    /** The activity's id, as a string like every id of v4. */
    eventId: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, "Onbekende activiteit.")
      .refine((id) => Number(id) <= ID_MAX, "Onbekende activiteit."),
  })
  .strict();
export type CounterCheckinRequest = z.infer<typeof counterCheckinRequestSchema>;

export const counterCheckinSchema = z.object({
  /** The check-in's id: DELETE /v4/checkins/{id} undoes it. */
  id: z.uuid(),
  uitpasNumber: z.string(),
  eventId: z.string(),
  /** Points added by this check-in. */
  addedPoints: z.number().int().positive(),
  /** The holder's balance afterwards. */
  totalPoints: z.number().int().min(0),
  /** ISO date-time. */
  checkinDate: z.string(),
});
export type CounterCheckin = z.infer<typeof counterCheckinSchema>;

export const checkinIdParamsSchema = z.object({ checkinId: z.uuid() }).strict();

export const undoneCheckinSchema = z.object({
  id: z.uuid(),
  /** Points taken back (the check-in's points). */
  removedPoints: z.number().int().positive(),
  totalPoints: z.number().int().min(0),
});
export type UndoneCheckin = z.infer<typeof undoneCheckinSchema>;

export const getPass = defineEndpoint({
  method: "GET",
  path: "/v4/passes",
  operationId: "getPass",
  summary: "Partner-API v4: een pashouder aan de balie opzoeken met pasnummer of rijksregisternummer",
  description:
    "Zoals GET /passes van UiTPAS API v4. Query: organizerId (de organisatie waarvoor de medewerker optreedt; MEMBER of ADMIN) en identifier (een pasnummer van 13 cijfers of een rijksregisternummer met geldige controle mod 97). Antwoordt de voornaam, de punten, de status van de pas, de lidmaatschappen per regio en de boodschappen die de balie moet tonen. Elke opzoeking komt in het logboek. 404 pass-not-found (verkeerd of onbekend nummer), 400 invalid-card-status (geblokkeerde pas).",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: counterAccess,
  query: passQuerySchema,
  response: passSchema,
  problems: ["pass-not-found", "invalid-card-status"],
});

export const createCheckin = defineEndpoint({
  method: "POST",
  path: "/v4/checkins",
  operationId: "createCheckin",
  summary: "Partner-API v4: een pashouder aan de balie punten laten sparen voor een activiteit",
  description:
    "Zoals POST /checkins van UiTPAS API v4. Query: organizerId; body { uitpasNumber, eventId }. Dezelfde regel en hetzelfde statement als het zelf scannen (venster van 5 uur voor tot 5 uur na, limiet per periode, punten). 201 met de check-in (id, toegevoegde punten, nieuw saldo). Weigeringen met de zin van het zelf scannen: checkin-not-allowed (buiten het venster, geen actief lidmaatschap in de regio), maximum-reached (limiet), invalid-card-status (geblokkeerde pas), pass-not-found, event-not-found (onbekende activiteit of een activiteit van een andere organisatie); dan wordt niets geschreven.",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: counterAccess,
  query: organizerQuerySchema,
  body: counterCheckinRequestSchema,
  response: counterCheckinSchema,
  successStatus: 201,
  problems: ["pass-not-found", "invalid-card-status", "event-not-found", "checkin-not-allowed", "maximum-reached"],
});

export const undoCheckin = defineEndpoint({
  method: "DELETE",
  path: "/v4/checkins/:checkinId",
  operationId: "undoCheckin",
  summary: "Partner-API v4: een check-in ongedaan maken",
  description:
    "Zoals DELETE /checkins/{id} van UiTPAS API v4. Query: organizerId. Schrijft een compenserende regel in het puntenoverzicht (er wordt niets verwijderd), één keer, en komt in het logboek. 200 met de teruggenomen punten en het nieuwe saldo. 404 checkin-not-found (onbekend of van een andere organisatie), 409 checkin-already-undone, 409 points-already-spent (het saldo zou negatief worden).",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: counterAccess,
  params: checkinIdParamsSchema,
  query: organizerQuerySchema,
  response: undoneCheckinSchema,
  problems: ["checkin-not-found", "checkin-already-undone", "points-already-spent"],
});

export const checkinStatusQuerySchema = z.object({ organizerId: databaseIdParam() }).extend(counterCheckinRequestSchema.shape).strict();
export type CheckinStatusQuery = z.infer<typeof checkinStatusQuerySchema>;

/**
 * Whether the pass can check in for the activity now (v4's `{allowed, endUserMessage?}`), decided by the
 * check-in's own rule. When not: `reason` is the problem type POST /v4/checkins would answer, and for
 * `maximum-reached` `nextPossibleAt` the next moment it can (null: never again for this activity).
 */
export const checkinStatusSchema = z.object({
  allowed: z.boolean(),
  reason: z.enum(["checkin-not-allowed", "maximum-reached", "invalid-card-status"]).optional(),
  /** The check-in's Dutch sentence for the holder, when not allowed. */
  endUserMessage: z.object({ nl: z.string() }).optional(),
  /** ISO date-time; only with `maximum-reached`. */
  nextPossibleAt: z.string().nullable().optional(),
});
export type CheckinStatus = z.infer<typeof checkinStatusSchema>;

export const getCheckinStatus = defineEndpoint({
  method: "GET",
  path: "/v4/checkin-status",
  operationId: "getCheckinStatus",
  summary: "Partner-API v4: kan deze pas nu inchecken voor deze activiteit, en zo niet, waarom",
  description:
    "Zoals GET /checkin-status van UiTPAS API v4. Query: organizerId (MEMBER of ADMIN), uitpasNumber, eventId (een activiteit van die organisatie). Dezelfde regel als POST /v4/checkins (venster, lidmaatschap, limiet per periode), zonder iets te schrijven. 200 { allowed: true }, of { allowed: false, reason, endUserMessage } met als reason het probleemtype dat de check-in zou geven (checkin-not-allowed, maximum-reached, invalid-card-status); bij maximum-reached ook nextPossibleAt (het volgende moment, null: nooit meer voor deze activiteit). Komt in het logboek (holder.lookup). 404 pass-not-found, event-not-found.",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: counterAccess,
  query: checkinStatusQuerySchema,
  response: checkinStatusSchema,
  problems: ["pass-not-found", "event-not-found"],
});
