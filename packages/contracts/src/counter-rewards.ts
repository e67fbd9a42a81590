// Rewards at the counter (balie) through the partner API, in the shape of UiTPAS API v4 (issue 20,
// decision 0037): the organiser's rewards a holder can take now (GET /v4/rewards), redeem one for the
// holder (POST /v4/rewards/redeemed, 201; the holder's own cash-in rule and statement), undo that
// (DELETE /v4/rewards/redeemed/:redeemedRewardId) and use a redeem code the holder got in the app
// (POST /v4/rewards/redeemed/:redeemCode/use; v4 has no such call). Every call names the organiser in the
// query (`organizerId`) and needs MEMBER there, as the rest of the counter (decision 0033). The holder is
// named by card number (`isRedeemableByPassholderId`, `uitpasNumber`): GET /v4/passes answers no
// passholder id. The wire keeps v4's names (`rewardId`, `redeemCode`, `redeemDate`).
import { z } from "zod";
import { defineEndpoint, type StaffAccess } from "./endpoint.ts";
import { databaseIdParam, ID_MAX, trimmedText } from "./fields.ts";
import type { ProblemCodeDefinition } from "./problem.ts";

/**
 * Problem codes of rewards at the counter: v4's type names where v4 has one (`reward-period`,
 * `reward-volume`, `reward-passholder-volume`, `reward-points`, `reward-no-applicable-cardsystems`,
 * `passholder-no-active-cardsystems`; `social-tariff-expired` is the ticket sales' one, ticket-sales.ts), the
 * same kebab-case for the others. A refusal carries the counter's sentence ("deze pashouder"), not the holder's.
 */
export const counterRewardProblemCodes = {
  "reward-not-found": {
    status: 404,
    title: "Reward not found",
    nl: "Dit voordeel werd niet gevonden bij je organisatie.",
  },
  "passholder-no-active-cardsystems": {
    status: 400,
    title: "Passholder has no active card systems",
    nl: "Deze pas is in geen enkele regio actief: omruilen is niet mogelijk.",
  },
  "reward-no-applicable-cardsystems": {
    status: 400,
    title: "Reward not applicable to the passholder's card systems",
    nl: "Dit voordeel geldt niet in de regio van deze pashouder.",
  },
  "reward-period": {
    status: 400,
    title: "Reward outside its redeem period",
    nl: "Dit voordeel kan nu niet omgeruild worden.",
  },
  "reward-not-eligible": {
    status: 400,
    title: "Passholder not eligible for the reward",
    nl: "Deze pashouder komt niet in aanmerking voor dit voordeel.",
  },
  "reward-volume": {
    status: 400,
    title: "Reward sold out",
    nl: "Dit voordeel is uitverkocht.",
  },
  "reward-passholder-volume": {
    status: 400,
    title: "Passholder reached the reward's limit",
    nl: "Deze pashouder heeft dit voordeel al het maximum aantal keer omgeruild.",
  },
  "reward-points": {
    status: 400,
    title: "Not enough points",
    nl: "Deze pashouder heeft niet genoeg punten voor dit voordeel.",
  },
  "redeemed-reward-not-found": {
    status: 404,
    title: "Redeemed reward not found",
    nl: "Deze omruiling werd niet gevonden bij je organisatie.",
  },
  "redeemed-reward-already-undone": {
    status: 409,
    title: "Redeemed reward already undone",
    nl: "Deze omruiling werd al ongedaan gemaakt.",
  },
  "redeem-code-not-found": {
    status: 404,
    title: "Redeem code not found",
    nl: "Deze code hoort niet bij een voordeel van je organisatie. Controleer de code.",
  },
  "redeem-code-already-used": {
    status: 409,
    title: "Redeem code already used",
    nl: "Deze code werd al gebruikt: het voordeel is al meegegeven.",
  },
  "redeem-code-undone": {
    status: 409,
    title: "Redeemed reward was undone",
    nl: "Deze omruiling werd ongedaan gemaakt: de code is niet meer geldig.",
  },
  "redeem-code-expired": {
    status: 409,
    title: "Redeem code expired",
    nl: "Deze code is verlopen: het voordeel kon maar omgeruild worden tot het einde van zijn periode.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;
export type CounterRewardProblemCode = keyof typeof counterRewardProblemCodes;

/** The organiser a counter call acts for, in the query: MEMBER there at least (decision 0032). */
const counterAccess = {
  scope: "organiser",
  role: "MEMBER",
  organiserFrom: { in: "query", name: "organizerId" },
} as const satisfies StaffAccess;

const uitpasNumber = z.string().regex(/^\d{13}$/, "Een pasnummer heeft 13 cijfers.");
const isoDateTime = z.string().describe("ISO 8601 timestamp");

export const counterRewardsQuerySchema = z
  .object({
    organizerId: databaseIdParam(),
    /** The holder, by card number (13 digits): v4's passholder id is not on our GET /v4/passes. */
    isRedeemableByPassholderId: uitpasNumber,
  })
  .strict();

export const counterRedeemStatusSchema = z.object({
  redeemable: z.boolean(),
  /** When not redeemable: the v4 problem type a redemption would answer now. */
  reason: z.string().optional(),
  /** Its Dutch sentence, to show at the counter. */
  message: z.string().optional(),
});

export const counterRewardSchema = z.object({
  /** The reward's id, as a string like every id of v4. */
  id: z.string(),
  title: z.string(),
  /** WELCOME: a welcome reward (0 points, once). */
  type: z.enum(["POINTS", "WELCOME"]),
  points: z.number().int().min(0),
  /** An online reward: the holder gets it by e-mail and in the app after the redemption. */
  online: z.boolean(),
  maxAvailableUnits: z.number().int().nullable(),
  unitsTaken: z.number().int().min(0),
  redeemPeriod: z.object({ begin: isoDateTime, end: isoDateTime.nullable() }),
  redeemStatus: counterRedeemStatusSchema,
});
export type CounterReward = z.infer<typeof counterRewardSchema>;

/** v4's list shape: redeemable first (then by points), the others with why not. */
export const counterRewardsSchema = z.object({
  totalItems: z.number().int().min(0),
  member: z.array(counterRewardSchema),
});
export type CounterRewards = z.infer<typeof counterRewardsSchema>;

export const counterRedeemRequestSchema = z
  .object({
    rewardId: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, "Onbekend voordeel.")
      .refine((id) => Number(id) <= ID_MAX, "Onbekend voordeel."),
    uitpasNumber,
  })
  .strict();
export type CounterRedeemRequest = z.infer<typeof counterRedeemRequestSchema>;

const rewardRefSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(["POINTS", "WELCOME"]),
  points: z.number().int().min(0),
  online: z.boolean(),
});

export const redeemedRewardSchema = z.object({
  /** The redemption's id: DELETE /v4/rewards/redeemed/{id} undoes it. */
  id: z.uuid(),
  reward: rewardRefSchema,
  redeemDate: isoDateTime,
  /** The holder's code of this redemption (already used: handed over at the counter, unless online). */
  redeemCode: z.string(),
  /** For an online reward: how the holder gets it. */
  redeemInfo: z.object({ text: z.string() }).nullable(),
  uitpasNumber: z.string(),
  /** Points spent and the holder's balance afterwards. */
  pointsSpent: z.number().int().min(0),
  totalPoints: z.number().int().min(0),
});
export type RedeemedReward = z.infer<typeof redeemedRewardSchema>;

export const redeemedRewardIdParamsSchema = z.object({ redeemedRewardId: z.uuid() }).strict();

export const undoneRedeemedRewardSchema = z.object({
  id: z.uuid(),
  /** Points given back (the redemption's cost; 0 for a welcome reward). */
  returnedPoints: z.number().int().min(0),
  totalPoints: z.number().int().min(0),
});
export type UndoneRedeemedReward = z.infer<typeof undoneRedeemedRewardSchema>;

/** A code as the holder shows it (`K7M2Q9XA`, or the older `VTP-…`): letters, digits and dashes; spaces are dropped. */
export const redeemCodeParamsSchema = z
  .object({
    redeemCode: trimmedText()
      .min(4)
      .max(24)
      .regex(/^[A-Za-z0-9 -]+$/, "Een code bestaat uit letters, cijfers en streepjes."),
  })
  .strict();

export const usedRedeemCodeSchema = z.object({
  /** The redemption's id. */
  id: z.uuid(),
  redeemCode: z.string(),
  reward: rewardRefSchema,
  /** The holder's first name, so the counter can check who shows the code. */
  firstName: z.string(),
  redeemDate: isoDateTime,
  usedDate: isoDateTime,
});
export type UsedRedeemCode = z.infer<typeof usedRedeemCodeSchema>;

const organizerQuerySchema = z.object({ organizerId: databaseIdParam() }).strict();

export const listCounterRewards = defineEndpoint({
  method: "GET",
  path: "/v4/rewards",
  operationId: "listCounterRewards",
  summary: "Partner-API v4: de voordelen van de organisatie die een pashouder nu kan omruilen",
  description:
    "Zoals GET /rewards?organizerId&isRedeemableByPassholderId&type=ANY van UiTPAS API v4. Query: organizerId (MEMBER of ADMIN) en isRedeemableByPassholderId: het pasnummer (13 cijfers) van de pashouder. Antwoordt { totalItems, member } met de voordelen die aan de balie van deze organisatie omgeruild kunnen worden en voor deze pashouder gelden (ook welkomstvoordelen van 0 punten), met per voordeel redeemStatus: omruilbaar, of de reden (het v4-probleemtype) en de Nederlandse zin. Eerst de omruilbare. 404 pass-not-found, 400 invalid-card-status.",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: counterAccess,
  query: counterRewardsQuerySchema,
  response: counterRewardsSchema,
  problems: ["pass-not-found", "invalid-card-status"],
});

export const redeemCounterReward = defineEndpoint({
  method: "POST",
  path: "/v4/rewards/redeemed",
  operationId: "redeemCounterReward",
  summary: "Partner-API v4: een voordeel omruilen voor een pashouder aan de balie",
  description:
    "Zoals POST /rewards/redeemed van UiTPAS API v4. Query: organizerId; body { rewardId, uitpasNumber }. Dezelfde regels en hetzelfde statement als het omruilen door de pashouder zelf (de punten, de eenheid en de limiet per pashouder in één transactie); een voordeel dat niet online is, is meteen meegegeven (de code is gebruikt). 201 met de omruiling (id, code, punten, nieuw saldo). Weigeringen: reward-not-found (onbekend of niet van deze organisatie), pass-not-found, invalid-card-status, passholder-no-active-cardsystems, reward-no-applicable-cardsystems, reward-period, social-tariff-expired, reward-not-eligible, reward-volume, reward-passholder-volume, reward-points; dan wordt niets geschreven.",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: counterAccess,
  query: organizerQuerySchema,
  body: counterRedeemRequestSchema,
  response: redeemedRewardSchema,
  successStatus: 201,
  problems: [
    "reward-not-found",
    "pass-not-found",
    "invalid-card-status",
    "passholder-no-active-cardsystems",
    "reward-no-applicable-cardsystems",
    "reward-period",
    "social-tariff-expired",
    "reward-not-eligible",
    "reward-volume",
    "reward-passholder-volume",
    "reward-points",
  ],
});

export const undoCounterRedemption = defineEndpoint({
  method: "DELETE",
  path: "/v4/rewards/redeemed/:redeemedRewardId",
  operationId: "undoCounterRedemption",
  summary: "Partner-API v4: een omruiling aan de balie ongedaan maken",
  description:
    "Zoals DELETE /rewards/redeemed/{id} van UiTPAS API v4, maar 200 met een antwoord (beslissing 0033). Query: organizerId. Enkel een omruiling aan de balie van deze organisatie. Geeft de punten terug met een compenserende regel in het puntenoverzicht, en de eenheid en de plaats binnen de limiet per pashouder; er wordt niets verwijderd, één keer. 404 redeemed-reward-not-found, 409 redeemed-reward-already-undone.",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: counterAccess,
  params: redeemedRewardIdParamsSchema,
  query: organizerQuerySchema,
  response: undoneRedeemedRewardSchema,
  problems: ["redeemed-reward-not-found", "redeemed-reward-already-undone"],
});

export const useRedeemCode = defineEndpoint({
  method: "POST",
  path: "/v4/rewards/redeemed/:redeemCode/use",
  operationId: "useRedeemCode",
  summary: "Partner-API: de code van een omgeruild voordeel aan de balie gebruiken",
  description:
    "Geen v4-oproep (v4 heeft er geen). Query: organizerId. De code die een pashouder in de app kreeg (gescand of getypt; hoofdletters of kleine letters) wordt één keer gebruikt: het voordeel is meegegeven. 200 met de omruiling en de voornaam van de pashouder. 404 redeem-code-not-found (onbekend, of een voordeel van een andere organisatie), 409 redeem-code-already-used, 409 redeem-code-undone, 409 redeem-code-expired (na het einde van de omruilperiode van het voordeel: zo lang is een code geldig).",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: counterAccess,
  params: redeemCodeParamsSchema,
  query: organizerQuerySchema,
  response: usedRedeemCodeSchema,
  problems: ["redeem-code-not-found", "redeem-code-already-used", "redeem-code-undone", "redeem-code-expired"],
});
