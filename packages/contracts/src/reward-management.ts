// Rewards managed in the back office and through the partner API (issue 20 "Back office" → Rewards,
// decision 0046): an ADMIN of the organiser (v4's REWARDS_WRITE) creates a reward (POST /v4/rewards, 201),
// edits it (PUT /v4/rewards/:rewardId, the whole reward) and ends it (POST /v4/rewards/:rewardId/end: never a
// delete; the redemptions and their codes stay); staff of the organiser (REWARDS_READ, MEMBER) list its
// rewards, the ended ones too (GET /v4/rewards/managed). Every call names the organiser in the query
// (`organizerId`, decision 0033). Feature name in code: reward management (api modules/rewards/management);
// the wire keeps v4's names (`type` WELCOME, `maxAvailableUnits`, `redeemPeriod`, `organizerId`).
import { z } from "zod";
import { limitSchema } from "./activities.ts";
import { defineEndpoint, type StaffAccess } from "./endpoint.ts";
import { databaseIdParam, ID_MAX, multilineText, text, trimmedText } from "./fields.ts";
import type { ProblemCodeDefinition } from "./problem.ts";
import { REWARD_CATEGORIES } from "./rewards.ts";

/** Problem codes of managing rewards (they also answer the counter's `reward-not-found`). */
export const rewardManagementProblemCodes = {
  "reward-ended": {
    status: 409,
    title: "Reward ended",
    nl: "Dit voordeel is beëindigd. Je kan het niet meer wijzigen en niemand kan het nog omruilen.",
  },
  "reward-in-the-past": {
    status: 400,
    title: "Reward's redeem period in the past",
    nl: "Het einde van de omruilperiode ligt in het verleden. Kies een einde vanaf nu.",
  },
  "reward-units-below-taken": {
    status: 400,
    title: "Units below the units already taken",
    nl: "Er werden al meer eenheden omgeruild dan het aantal dat je opgeeft. Kies minstens het aantal omgeruilde eenheden.",
  },
  "reward-card-system-not-allowed": {
    status: 400,
    title: "Card system not allowed",
    nl: "Je kan een voordeel enkel aanbieden in de regio van je organisatie.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;
export type RewardManagementProblemCode = keyof typeof rewardManagementProblemCodes;

/** Creating, editing and ending: ADMIN of the organiser in the query (v4's REWARDS_WRITE, decision 0032). */
const writeAccess = {
  scope: "organiser",
  role: "ADMIN",
  organiserFrom: { in: "query", name: "organizerId" },
} as const satisfies StaffAccess;
/** The list: every staff member of the organiser (v4's REWARDS_READ). */
const readAccess = { ...writeAccess, role: "MEMBER" } as const satisfies StaffAccess;

const DATE_MESSAGE = "Geef een datum en uur in ISO 8601 met tijdzone, bv. 2026-12-05T14:00:00+01:00.";
const dateTime = z.iso.datetime({ offset: true, error: DATE_MESSAGE });

const POINTS_MESSAGE = "Het aantal punten is een geheel getal van 1 tot 10.000.";
const UNITS_MESSAGE = "Het aantal beschikbare eenheden is een geheel getal van 1 tot 1.000.000.";
const CATEGORY_MESSAGE = `Kies een categorie: ${REWARD_CATEGORIES.join(", ")}.`;

const cardSystemId = text()
  .regex(/^[1-9]\d{0,9}$/, "Onbekende regio.")
  .refine((id) => Number(id) <= ID_MAX, "Onbekende regio.");

/**
 * Create and edit send the whole reward. A WELCOME reward costs 0 points and each holder takes it once (it
 * has no limit of its own); a POINTS reward costs 1 point or more. It is taken at the counter, online, or both.
 */
export const rewardRequestSchema = z
  .object({
    title: trimmedText({ error: "Geef het voordeel een titel." })
      .min(1, "Geef het voordeel een titel.")
      .max(200, "Een titel is hoogstens 200 tekens."),
    /** Plain text or simple HTML (paragraphs, bold, lists, links): stored sanitised. */
    description: multilineText().max(5000, "Een beschrijving is hoogstens 5000 tekens.").nullable().optional(),
    type: z.enum(["POINTS", "WELCOME"], { error: "Kies het soort voordeel: POINTS (met punten) of WELCOME (welkomstvoordeel)." }),
    /** What it costs; a welcome reward 0 (may be left out). */
    points: z.number({ error: POINTS_MESSAGE }).int(POINTS_MESSAGE).min(0, POINTS_MESSAGE).max(10_000, POINTS_MESSAGE).optional(),
    category: z.enum(REWARD_CATEGORIES, { error: CATEGORY_MESSAGE }),
    /** How many there are in all; null or left out: no limit. */
    maxAvailableUnits: z
      .number({ error: UNITS_MESSAGE })
      .int(UNITS_MESSAGE)
      .min(1, UNITS_MESSAGE)
      .max(1_000_000, UNITS_MESSAGE)
      .nullable()
      .optional(),
    /** How often one holder may take it per period (ABSOLUTE: in all); null or left out: no limit. */
    redeemLimit: limitSchema.nullable().optional(),
    /** When it can be taken: from `begin`, until `end` (left out or null: until it is ended). */
    redeemPeriod: z
      .object({ begin: dateTime, end: dateTime.nullable().optional() }, { error: "Geef de omruilperiode: begin en eventueel einde." })
      .strict(),
    /** The regions it holds in: only the organiser's own (left out: the organiser's region). */
    cardSystemIds: z.array(cardSystemId).min(1, "Kies minstens één regio.").max(10, "Hoogstens 10 regio's.").optional(),
    /** Handed out at the organiser's counter. */
    atCounter: z.boolean({ error: "Zeg of het voordeel aan de balie omgeruild kan worden (true of false)." }),
    /** Taken online: the holder gets it by e-mail and in the app. */
    online: z.boolean({ error: "Zeg of het voordeel online omgeruild kan worden (true of false)." }),
  })
  .strict()
  .superRefine((reward, ctx) => {
    if (reward.type === "WELCOME") {
      if (reward.points !== undefined && reward.points !== 0) {
        ctx.addIssue({ code: "custom", path: ["points"], message: "Een welkomstvoordeel kost geen punten: laat 0 staan." });
      }
      if (reward.redeemLimit != null) {
        ctx.addIssue({ code: "custom", path: ["redeemLimit"], message: "Een welkomstvoordeel kan elke pashouder één keer omruilen." });
      }
    } else if (reward.points === undefined || reward.points < 1) {
      ctx.addIssue({ code: "custom", path: ["points"], message: "Een voordeel met punten kost minstens 1 punt." });
    }
    if (!reward.atCounter && !reward.online) {
      ctx.addIssue({
        code: "custom",
        path: ["atCounter"],
        message: "Kies waar het voordeel omgeruild kan worden: aan de balie, online of beide.",
      });
    }
    const { begin, end } = reward.redeemPeriod;
    if (end != null && Date.parse(end) < Date.parse(begin)) {
      ctx.addIssue({ code: "custom", path: ["redeemPeriod", "end"], message: "Het einde ligt voor het begin." });
    }
    const ids = reward.cardSystemIds ?? [];
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: "custom", path: ["cardSystemIds"], message: "Elke regio staat er maar één keer in." });
    }
  });
export type RewardRequest = z.infer<typeof rewardRequestSchema>;

export const managedRewardSchema = z.object({
  /** The reward's id, as a string like every id of v4. */
  id: z.string(),
  organizerId: z.string(),
  title: z.string(),
  /** Sanitised HTML, or null. */
  description: z.string().nullable(),
  type: z.enum(["POINTS", "WELCOME"]),
  points: z.number().int().min(0),
  category: z.enum(REWARD_CATEGORIES),
  maxAvailableUnits: z.number().int().nullable(),
  /** Units taken so far (redemptions not undone, and imported counts). */
  unitsTaken: z.number().int().min(0),
  redeemLimit: z.object({ volume: z.number().int(), periodType: limitSchema.shape.periodType }).nullable(),
  redeemPeriod: z.object({ begin: z.string(), end: z.string().nullable() }),
  cardSystems: z.array(z.object({ id: z.string(), name: z.string() })),
  atCounter: z.boolean(),
  online: z.boolean(),
  /** ENDED once its organiser ended it: no redemption, no change; codes already given stay valid. */
  status: z.enum(["ACTIVE", "ENDED"]),
  endedDate: z.string().nullable(),
  creationDate: z.string(),
});
export type ManagedReward = z.infer<typeof managedRewardSchema>;

export const managedRewardsSchema = z.object({
  totalItems: z.number().int().min(0),
  /** Running ones first (newest first), then the ended ones (last ended first). */
  member: z.array(managedRewardSchema),
});
export type ManagedRewards = z.infer<typeof managedRewardsSchema>;

export const rewardParamsSchema = z
  .object({
    rewardId: text()
      .regex(/^[1-9]\d{0,9}$/, "Onbekend voordeel.")
      .refine((id) => Number(id) <= ID_MAX, "Onbekend voordeel."),
  })
  .strict();

const organizerQuerySchema = z.object({ organizerId: databaseIdParam() }).strict();

const tag = "partner-api-v4";

export const createReward = defineEndpoint({
  method: "POST",
  path: "/v4/rewards",
  operationId: "createReward",
  summary: "Backoffice: een voordeel maken",
  description:
    "Zoals POST /rewards van UiTPAS API v4 (REWARDS_WRITE). Query: organizerId (ADMIN). Body: titel, beschrijving (eenvoudige HTML, opgeslagen zonder scripts), type (POINTS of WELCOME: een welkomstvoordeel kost 0 punten en elke pashouder neemt het één keer), punten, categorie, aantal beschikbare eenheden (maxAvailableUnits, optioneel), limiet per pashouder per periode (redeemLimit, optioneel), omruilperiode (ISO 8601 met tijdzone), regio's (enkel die van de organisatie) en waar: aan de balie (atCounter) en/of online. 201 met het voordeel. Komt in het logboek.",
  tag,
  auth: "staff",
  staffAccess: writeAccess,
  query: organizerQuerySchema,
  body: rewardRequestSchema,
  response: managedRewardSchema,
  successStatus: 201,
  problems: ["reward-in-the-past", "reward-card-system-not-allowed", "organizer-without-card-system", "organizer-ended"],
});

export const updateReward = defineEndpoint({
  method: "PUT",
  path: "/v4/rewards/:rewardId",
  operationId: "updateReward",
  summary: "Backoffice: een voordeel wijzigen",
  description:
    "Zoals PUT /rewards/{id} van UiTPAS API v4. Query: organizerId (ADMIN). Body: het hele voordeel, zoals bij het maken; het soort (POINTS of WELCOME) blijft. Het aantal beschikbare eenheden kan niet lager dan wat al omgeruild werd. Omruilingen en hun codes blijven zoals ze waren. 200 met het voordeel. 404 reward-not-found (onbekend of van een andere organisatie), 409 reward-ended. Komt in het logboek.",
  tag,
  auth: "staff",
  staffAccess: writeAccess,
  params: rewardParamsSchema,
  query: organizerQuerySchema,
  body: rewardRequestSchema,
  response: managedRewardSchema,
  problems: ["reward-not-found", "reward-ended", "reward-in-the-past", "reward-units-below-taken", "reward-card-system-not-allowed"],
});

export const endReward = defineEndpoint({
  method: "POST",
  path: "/v4/rewards/:rewardId/end",
  operationId: "endReward",
  summary: "Backoffice: een voordeel beëindigen",
  description:
    "Query: organizerId (ADMIN). Een voordeel wordt nooit verwijderd: beëindigd kan niemand het nog omruilen (in de app of aan de balie), het kan niet meer gewijzigd worden en dat is voorgoed. De omruilingen blijven, en een code die een pashouder al kreeg, blijft geldig tot het einde van de omruilperiode. 200 met het voordeel (status ENDED). 404 reward-not-found, 409 reward-ended (al beëindigd). Komt in het logboek.",
  tag,
  auth: "staff",
  staffAccess: writeAccess,
  params: rewardParamsSchema,
  query: organizerQuerySchema,
  response: managedRewardSchema,
  problems: ["reward-not-found", "reward-ended"],
});

export const listManagedRewards = defineEndpoint({
  method: "GET",
  path: "/v4/rewards/managed",
  operationId: "listManagedRewards",
  summary: "Backoffice: de voordelen die een organisatie beheert, ook de beëindigde",
  description:
    "Query: organizerId (MEMBER of ADMIN, REWARDS_READ). De voordelen die deze organisatie maakte, met het aantal omgeruilde eenheden: eerst de lopende (nieuwste eerst), dan de beëindigde. Voor de balie is er GET /v4/rewards (wat een pashouder nu kan omruilen).",
  tag,
  auth: "staff",
  staffAccess: readAccess,
  query: organizerQuerySchema,
  response: managedRewardsSchema,
  problems: [],
});
