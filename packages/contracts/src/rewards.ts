// Rewards (the spec's promotions, "voordelen" on screen): the reward search, the holder's rewards with their
// redeem status, the welcome advantages and the cash-in. The refusals are the spec's ten cash-in codes,
// answered in the order of docs/decisions/0016-cash-in-precedence.md.
import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";
import { databaseId, databaseIdParam, trimmedText } from "./fields.ts";
import type { ProblemCodeDefinition } from "./problem.ts";

/** Problem codes of rewards, owned here and spread into the catalogue (problem.ts). */
export const rewardProblemCodes = {
  NOT_POSSIBLE_DISABLED_BY_CARD_SYSTEM: {
    status: 400,
    title: "Reward disabled by the card system",
    nl: "Dit voordeel werd uitgeschakeld in jouw regio en kan niet omgeruild worden.",
  },
  NOT_POSSIBLE_INVALID_CARD: {
    status: 400,
    title: "Card no longer valid",
    nl: "Je pas is niet meer geldig. Daardoor kan je dit voordeel niet omruilen.",
  },
  NOT_POSSIBLE_DATE_CONSTRAINT: {
    status: 400,
    title: "Outside the redeem period",
    nl: "Dit voordeel kan je nu niet omruilen: de periode is nog niet begonnen of is al voorbij.",
  },
  NOT_POSSIBLE_VOLUME_CONSTRAINT: {
    status: 400,
    title: "Sold out",
    nl: "Dit voordeel is uitverkocht.",
  },
  NOT_POSSIBLE_USER_VOLUME_CONSTRAINT: {
    status: 400,
    title: "Maximum exchanges reached",
    nl: "Je hebt dit voordeel al het maximum aantal keer omgeruild.",
  },
  NOT_POSSIBLE_POINTS_CONSTRAINT: {
    status: 400,
    title: "Not enough points",
    nl: "Je hebt niet genoeg punten om dit voordeel om te ruilen.",
  },
  NOT_POSSIBLE_USER_CONSTRAINT: {
    status: 400,
    title: "Not available for this holder",
    nl: "Dit voordeel is niet voor jou beschikbaar.",
  },
  NOT_APPLICABLE_TO_PASSHOLDER: {
    status: 400,
    title: "Not offered in the holder's region",
    nl: "Dit voordeel geldt niet in de regio van jouw pas.",
  },
  NOT_POSSIBLE_NO_ACTIVE_CARD_SYSTEM: {
    status: 400,
    title: "No active card system",
    nl: "Je pas is niet actief in deze regio.",
  },
  NOT_POSSIBLE_KANSENSTATUUT_EXPIRED: {
    status: 400,
    title: "Kansenstatuut expired",
    nl: "Je kansenstatuut is verlopen. Dit voordeel is enkel beschikbaar met een geldig kansenstatuut.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;
export type RewardProblemCode = keyof typeof rewardProblemCodes;

// --- endpoints ---------------------------------------------------------------------------------
// Feature name in every layer: `rewards` (api modules/rewards, web features/rewards and routes/rewards).

export const rewardProblemCodeSchema = z.enum(Object.keys(rewardProblemCodes) as [RewardProblemCode, ...RewardProblemCode[]]);

const isoDateTime = z.string().describe("ISO 8601 timestamp");
const cardSystemRef = z.object({ id: z.number().int(), name: z.string() });

/** A counter (organiser) where the reward is handed out. */
export const rewardCounterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.object({ street: z.string().nullable(), postalCode: z.string().nullable(), city: z.string().nullable() }),
  contact: z.object({ phone: z.string().nullable(), email: z.string().nullable(), website: z.string().nullable() }),
});
export type RewardCounter = z.infer<typeof rewardCounterSchema>;

/**
 * The public reward document of the search index, the spec's promotions index (the `_source` of a hit).
 * `description` is HTML that the api sanitised (an allow-list of inline and list elements, links with
 * http(s) only).
 */
export const rewardDocumentSchema = z.object({
  id: z.number().int(),
  docType: z.enum(["points-promotion", "welcome-advantage"]),
  type: z.enum(["POINTS", "WELCOME"]),
  title: z.string(),
  description: z.string(),
  points: z.number().int().min(0),
  category: z.string(),
  status: z.literal("ACTIVE"),
  creationDate: isoDateTime,
  spotlight: z.boolean(),
  publicationPeriod: z.object({ begin: isoDateTime, end: isoDateTime.nullable() }),
  cashingPeriod: z.object({ begin: isoDateTime, end: isoDateTime.nullable() }),
  maxAvailableUnits: z.number().int().nullable(),
  unitsTaken: z.number().int().min(0),
  /** Per holder: at most `volume` per calendar `period` (Europe/Brussels); null without a limit. */
  periodConstraint: z
    .object({ volume: z.number().int().min(1), period: z.enum(["ABSOLUTE", "DAY", "WEEK", "MONTH", "QUARTER", "YEAR"]) })
    .nullable(),
  online: z.boolean(),
  forKids: z.boolean(),
  sport: z.boolean(),
  requiresKansenstatuut: z.boolean(),
  pictures: z.array(z.string()),
  moreInfoUrl: z.string().nullable(),
  owningCardSystem: cardSystemRef,
  /** Every card system of the programme when `allCardSystems`; else the listed ones (switched-off ones left out). */
  allCardSystems: z.boolean(),
  applicableCardSystems: z.array(cardSystemRef),
  validForCities: z.array(z.object({ postalCode: z.string(), name: z.string() })),
  counters: z.array(rewardCounterSchema),
});
export type RewardDocument = z.infer<typeof rewardDocumentSchema>;

/**
 * The reward search, Elasticsearch style (the spec's "search service", the domain notes' promotions
 * index), so an external Elasticsearch/OpenSearch index can answer the same body later. Always on:
 * status ACTIVE, inside the publication period, redeem period not over.
 *
 * `query.query_string.query` is a Lucene-style query string: terms joined by spaces are ANDed; several
 * terms of one field mean any of them. Fields:
 * - `id:<n>` (the spec's detail lookup), `organiser:<n>` (handed out at that counter),
 * - `cardSystem:<n>` (valid for holders of that region: owned by it, valid in all regions, or listed
 *   and not switched off),
 * - `type:POINTS` or `type:WELCOME`, `category:"Eten en drinken"` (the four categories),
 * - `points:[10 TO 50]` (`*` for an open end), `forKids:true`, `sport:true`, `online:true`,
 *   `lastChance:true` (the redeem period ends within two weeks);
 * - every other word is free text over the title, the counters' names, municipalities and postal
 *   codes, and the owning region's name: each word must match (accents and case folded, the start of a
 *   word is enough, Dutch stems, small typos forgiven); `"…"` keeps words together as one word.
 * Anything else (an unknown field, a broken range) is refused with 400 and a Dutch message.
 * `rewardSearchQuery` writes a query string from form values.
 */
export const rewardSearchBodySchema = z.object({
  size: z.number().int().min(0).max(100).default(10),
  from: z.number().int().min(0).max(10_000).optional(),
  query: z.object({ query_string: z.object({ query: trimmedText().max(500) }) }).optional(),
  /** At most three keys; default: `REWARD_SORTS.featured`. Free text without a sort ranks by relevance first. */
  sort: z
    .array(
      z
        .partialRecord(z.enum(["spotlight", "creationDate", "unitsTaken", "points", "id"]), z.object({ order: z.enum(["asc", "desc"]) }))
        .refine((key) => Object.keys(key).length === 1, "Eén veld per sorteersleutel"),
    )
    .max(3)
    .optional(),
});
export type RewardSearchBody = z.input<typeof rewardSearchBodySchema>;

/** The four sorts of the search page (domain notes), as `sort` of the body. */
export const REWARD_SORTS = {
  /** Featured first, then the newest. */
  featured: [{ spotlight: { order: "desc" } }, { creationDate: { order: "desc" } }],
  /** Most exchanged first. */
  popular: [{ unitsTaken: { order: "desc" } }, { creationDate: { order: "desc" } }],
  pointsAsc: [{ points: { order: "asc" } }, { creationDate: { order: "desc" } }],
  pointsDesc: [{ points: { order: "desc" } }, { creationDate: { order: "desc" } }],
} as const satisfies Record<string, NonNullable<RewardSearchBody["sort"]>>;
export type RewardSort = keyof typeof REWARD_SORTS;

export const REWARD_CATEGORIES = ["Eten en drinken", "Doen", "Gadget of item", "Goede doel"] as const;

/** What the search page's form can ask; every field optional. */
export interface RewardFilters {
  text?: string | undefined;
  ids?: number[] | undefined;
  organiserId?: number | undefined;
  cardSystemIds?: number[] | undefined;
  type?: "POINTS" | "WELCOME" | undefined;
  category?: (typeof REWARD_CATEGORIES)[number] | undefined;
  pointsMin?: number | undefined;
  pointsMax?: number | undefined;
  forKids?: boolean | undefined;
  sport?: boolean | undefined;
  online?: boolean | undefined;
  lastChance?: boolean | undefined;
}

/** Free text as query-string words: the grammar's own characters become spaces. */
function freeTextWords(text: string): string[] {
  return text
    .replace(/[:"[\]{}()*\\^~!?+]/g, " ")
    .split(/\s+/)
    .filter((w) => w !== "" && !/^(?:AND|OR|NOT|TO)$/.test(w))
    .slice(0, 12);
}

/** The query string of `filters` (see rewardSearchBodySchema); "" when nothing is asked. */
export function rewardSearchQuery(filters: RewardFilters): string {
  const terms: string[] = [];
  for (const id of filters.ids ?? []) terms.push(`id:${id}`);
  if (filters.organiserId !== undefined) terms.push(`organiser:${filters.organiserId}`);
  for (const id of filters.cardSystemIds ?? []) terms.push(`cardSystem:${id}`);
  if (filters.type !== undefined) terms.push(`type:${filters.type}`);
  if (filters.category !== undefined) terms.push(`category:"${filters.category}"`);
  if (filters.pointsMin !== undefined || filters.pointsMax !== undefined) {
    terms.push(`points:[${filters.pointsMin ?? "*"} TO ${filters.pointsMax ?? "*"}]`);
  }
  for (const flag of ["forKids", "sport", "online", "lastChance"] as const) if (filters[flag] === true) terms.push(`${flag}:true`);
  if (filters.text !== undefined) terms.push(...freeTextWords(filters.text));
  return terms.join(" ");
}

/**
 * Searches without text, counter or ids count their matches up to this many (Elasticsearch's `track_total_hits`): beyond,
 * the total is `{ value: 1000, relation: "gte" }`, "meer dan 1.000" (decision 0080). A total the search knew
 * exactly anyway (text, a counter, ids) is given exactly, `relation: "eq"`, however large.
 */
export const REWARD_TOTAL_TRACKED = 1000;

export const rewardSearchResultSchema = z.object({
  hits: z.object({
    total: z.object({ value: z.number().int().min(0), relation: z.enum(["eq", "gte"]) }),
    hits: z.array(z.object({ _id: z.string(), _source: rewardDocumentSchema })),
  }),
});
export type RewardSearchResult = z.infer<typeof rewardSearchResultSchema>;

/** The body of the detail lookup as the spec's client sends it: size 1, a query string on the id. */
export function rewardLookupBody(id: number): RewardSearchBody {
  return { size: 1, query: { query_string: { query: `id:${id}` } } };
}

// The endpoint keeps the wire's name: its operationId (in /api/docs) mirrors the spec's call
// `POST api/search/promotion` (ARCHITECTURE.md, "Vocabulary"); the code around it says reward.
export const searchPromotion = defineEndpoint({
  method: "POST",
  path: "/search/promotion",
  operationId: "searchPromotion",
  summary: "Voordelen zoeken (Elasticsearch-stijl): vrije tekst, filters, sorteringen, paginering; opzoeken op id met size 1",
  description:
    'Body `{ size, from?, query?: { query_string: { query } }, sort? }`. De query: woorden (vrije tekst) en velden `id:<n>`, `organiser:<n>`, `cardSystem:<n>`, `type:POINTS|WELCOME`, `category:"…"`, `points:[a TO b]`, `forKids:true`, `sport:true`, `online:true`, `lastChance:true`. Sorteren op `spotlight`, `creationDate`, `unitsTaken`, `points`, `id`. Antwoord `{ hits: { total: { value, relation }, hits: [{ _id, _source }] } }`: het totaal is exact tot 1.000, daarboven kan het `{ value: 1000, relation: "gte" }` zijn (zoals de Elasticsearch-optie `track_total_hits`). Altijd actief: status ACTIVE, binnen de publicatieperiode, omruilperiode niet voorbij.',
  tag: "rewards",
  auth: "none",
  body: rewardSearchBodySchema,
  response: rewardSearchResultSchema,
  problems: [],
});

/** Whether the holder can redeem a reward now, and if not the first reason (decision 0016). */
export const redeemStatusSchema = z.object({
  redeemable: z.boolean(),
  reason: rewardProblemCodeSchema.optional(),
  /** Dutch end-user message of the reason. */
  message: z.string().optional(),
});
export type RedeemStatus = z.infer<typeof redeemStatusSchema>;

export const holderRewardSchema = z.object({
  id: z.number().int(),
  type: z.enum(["POINTS", "WELCOME"]),
  title: z.string(),
  points: z.number().int().min(0),
  /** The holder has the points now. */
  affordable: z.boolean(),
  /** Points still to save (0 when affordable). */
  pointsMissing: z.number().int().min(0),
  /** Units left, or null without a maximum. */
  unitsLeft: z.number().int().min(0).nullable(),
  cashingPeriodEnd: isoDateTime.nullable(),
  status: redeemStatusSchema,
  /** Used online with its code. */
  online: z.boolean(),
  /** Where it is handed out: its counters as "Vooruit, Gent", so two rewards with one title differ. */
  places: z.array(z.string()),
});
export type HolderReward = z.infer<typeof holderRewardSchema>;

export const holderRewardsSchema = z.object({
  /** The holder's balance. */
  points: z.number().int().min(0),
  /** Redeemable first (cheapest first), then the nearest to afford, then the rest. */
  rewards: z.array(holderRewardSchema),
  /** The holder's savings goal (decision 0059), when it is one of these rewards; else null. */
  savingsGoal: z.number().int().nullable(),
});
export type HolderRewards = z.infer<typeof holderRewardsSchema>;

export const listHolderRewards = defineEndpoint({
  method: "GET",
  path: "/user/promotions",
  operationId: "listHolderRewards",
  summary: "Voordelen van de regio's van de pashouder met hun omruilstatus, eerst wat nu kan",
  tag: "rewards",
  auth: "bearer",
  response: holderRewardsSchema,
  problems: ["NO_CARD"],
});

export const rewardIdParamsSchema = z.object({ promotionId: databaseIdParam() });

export const getRedeemStatus = defineEndpoint({
  method: "GET",
  path: "/user/promotion/:promotionId/status",
  operationId: "getRedeemStatus",
  summary: "Kan de pashouder dit voordeel nu omruilen? (redeemable, reason, message)",
  tag: "rewards",
  auth: "bearer",
  params: rewardIdParamsSchema,
  response: redeemStatusSchema,
  problems: ["NO_CARD", "not-found"],
});

export const welcomeAdvantageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  cashingPeriodEnd: isoDateTime.nullable(),
  /** Already redeemed (a welcome advantage is redeemed once). */
  redeemed: z.boolean(),
  redeemedAt: isoDateTime.nullable(),
  status: redeemStatusSchema,
  /** Used online with its code. */
  online: z.boolean(),
  /** Where it is handed out: its counters as "Vooruit, Gent". */
  places: z.array(z.string()),
});
export type WelcomeAdvantage = z.infer<typeof welcomeAdvantageSchema>;

export const getWelcomeAdvantages = defineEndpoint({
  method: "GET",
  path: "/user/wallet/welcomeadvantages",
  operationId: "getWelcomeAdvantages",
  summary: "Welkomstvoordelen van de pashouder (0 punten, één keer), met of ze al omgeruild zijn",
  tag: "rewards",
  auth: "bearer",
  response: z.object({ advantages: z.array(welcomeAdvantageSchema) }),
  problems: ["NO_CARD"],
});

export const cashInBodySchema = z.object({
  /** Spec §5: sent as an integer. */
  promotionId: databaseId(),
  /** The client's key: the same key again answers the same redemption without redeeming twice. */
  idempotencyKey: z.uuid().optional(),
});
export type CashInBody = z.infer<typeof cashInBodySchema>;

export const cashInResultSchema = z.object({
  redemptionId: z.uuid(),
  /** 8 characters without 0/O/1/I: read aloud or typed at the counter. */
  redeemCode: z.string(),
  promotionId: z.number().int(),
  title: z.string(),
  pointsSpent: z.number().int().min(0),
  /** The holder's balance after the cash-in (now, for a replayed request). */
  newBalance: z.number().int().min(0),
  redeemedAt: isoDateTime,
  online: z.boolean(),
  counters: z.array(rewardCounterSchema),
  /** Where an online reward's code is used (its "meer info" address), or null. */
  link: z.string().nullable(),
  /** The code is valid until the reward's cashing period ends (decision 0043); null: no end. */
  validUntil: isoDateTime.nullable(),
});
export type CashInResult = z.infer<typeof cashInResultSchema>;

export const cashIn = defineEndpoint({
  method: "POST",
  path: "/user/promotion/cashin",
  operationId: "cashInPromotion",
  summary: "Punten omruilen voor een voordeel (weigeringen in de volgorde van beslissing 0016)",
  tag: "rewards",
  auth: "bearer",
  body: cashInBodySchema,
  response: cashInResultSchema,
  problems: ["NO_CARD", "not-found", "conflict", ...(Object.keys(rewardProblemCodes) as RewardProblemCode[])],
});
