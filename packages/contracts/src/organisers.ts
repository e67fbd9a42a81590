// Organisers (the spec's map screen): the organisers where a visitor buys a card, saves points or
// exchanges them, found by name, municipality or distance (`POST /api/search/organiser`), their
// markers for the map, suggestions while typing, a location's details and its activities, and the
// activities of a region or across regions. PostgreSQL is the search engine (migration 0012's
// search_fold, dutch_folded, pg_trgm and earthdistance).
// Feature name in every layer: `organisers` (api modules/organisers, web features/organisers and routes/organisers;
// decision 0030). A location is an organiser's place on the map and its page (`getLocation`, /locaties/…).
import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";
import { databaseIdParam, trimmedText } from "./fields.ts";

const isoDateTime = z.string().describe("ISO 8601 timestamp");

/**
 * The spec's organiser filters, with their query-parameter names: pointOfSale (buy a card here),
 * pointOfSaleKansenstatuut (buy a card with the social tariff here), cidCheckin (save points here),
 * hasPointsPromotions (exchange points here).
 */
export const ORGANISER_FILTERS = ["pointOfSale", "pointOfSaleKansenstatuut", "cidCheckin", "hasPointsPromotions"] as const;
export const organiserFilterSchema = z.enum(ORGANISER_FILTERS);
export type OrganiserFilter = z.infer<typeof organiserFilterSchema>;

/**
 * A latitude or longitude in degrees from `min` to `max`, rounded to 7 decimals (about a centimetre): a
 * subnormal number such as 4e-323 is a valid JSON number that PostgreSQL's float8 refuses ("value out of
 * range: underflow", a 500 found by the fuzzer, issue 24); rounded, it is 0. `message`: the Dutch refusal.
 */
export function degreesBetween(min: number, max: number, message?: string) {
  return z
    .number(message === undefined ? undefined : { error: message })
    .min(min, message)
    .max(max, message)
    .transform((value) => Math.round(value * 1e7) / 1e7 || 0);
}

const degrees = (limit: number) => degreesBetween(-limit, limit);

/** A point on the earth (WGS 84), e.g. the visitor's position or a municipality's centre (in answers). */
export const geoPointSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});

/** A point a caller sends (the visitor's position): as geoPointSchema, rounded. */
export const geoPointInputSchema = z.object({
  lat: degrees(90),
  lon: degrees(180),
});
export type GeoPoint = z.infer<typeof geoPointSchema>;

/** The visible part of the map: south-west and north-east corners (south <= north, west <= east). */
export const boundingBoxSchema = z
  .object({
    south: degrees(90),
    west: degrees(180),
    north: degrees(90),
    east: degrees(180),
  })
  .refine((b) => b.south <= b.north && b.west <= b.east, "Het kader moet eerst de zuidwestelijke en dan de noordoostelijke hoek hebben.");
export type BoundingBox = z.infer<typeof boundingBoxSchema>;

const searchText = trimmedText().max(100);

/**
 * The organiser search. `text` matches the organiser's name, description, municipality, postal code and
 * the titles of its rewards (full text with Dutch stemming, accents folded, prefixes, typos on every word,
 * Dutch synonyms and compound parts, decision 0052: "zwemmen" finds a zwembad, "bieb" a bibliotheek; "gen"
 * finds Gent, "Sint-Niklaas" = "sint niklaas"). `filters` combine with OR: an organiser matches when it
 * satisfies at least one of them (as on the map: "buy a card here OR save points here"); the text and
 * the filters combine with AND. With `near` the results are
 * ordered by distance and carry it; without it by relevance (an exact name first), then name.
 */
export const organiserSearchBodySchema = z.object({
  text: searchText.optional(),
  filters: z.array(organiserFilterSchema).max(4).optional(),
  /** Order by distance from this point (and give each result its distance). */
  near: geoPointInputSchema.optional(),
  /** Only organisers within this many metres of `near` (default: no limit). */
  withinMeters: z.number().int().min(100).max(300_000).optional(),
  from: z.number().int().min(0).max(10_000).default(0),
  size: z.number().int().min(1).max(100).default(20),
});
export type OrganiserSearchBody = z.input<typeof organiserSearchBodySchema>;

export const organiserAddressSchema = z.object({
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
});
export type OrganiserAddress = z.infer<typeof organiserAddressSchema>;

/** One organiser in a result list. */
export const organiserSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The `{name}` of the location page's path (`/locaties/{slug}/{id}`): the name in lower case ASCII with dashes. */
  slug: z.string(),
  address: organiserAddressSchema,
  /** Null when the organiser cannot be placed on the map (no coordinates). */
  location: geoPointSchema.nullable(),
  /** Which of the four filters this organiser satisfies. */
  types: z.array(organiserFilterSchema),
  /** Rewards of the public index handed out here (what the reward search finds with `organiser:<id>`; wire name kept). */
  promotionsCount: z.number().int().min(0),
  /** Metres from `near`, when the search had one and the organiser has coordinates. */
  distanceMeters: z.number().int().min(0).nullable(),
  cardSystem: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type OrganiserSummary = z.infer<typeof organiserSummarySchema>;

export const organiserSearchResultSchema = z.object({
  total: z.number().int().min(0),
  organisers: z.array(organiserSummarySchema),
  /**
   * Only when the text matched nothing: the text with every word that matches nothing on its own replaced
   * by the nearest known word, when that text finds something ("Bedoelde je …?").
   */
  didYouMean: z.string().optional(),
  /**
   * Only when the text matched nothing: the places that match the most of its words (the words that do
   * match something), with the same filters and order by distance from `near`; at most `size`.
   */
  partialMatches: z.array(organiserSummarySchema).optional(),
});
export type OrganiserSearchResult = z.infer<typeof organiserSearchResultSchema>;

export const searchOrganisers = defineEndpoint({
  method: "POST",
  path: "/search/organiser",
  operationId: "searchOrganisers",
  summary: "Organisatoren zoeken op naam, gemeente of afstand, met de vier filters van de kaart",
  tag: "organisers",
  auth: "none",
  body: organiserSearchBodySchema,
  response: organiserSearchResultSchema,
  problems: [],
});

/** The same search as markers for the map: every match inside the box, compact (`filters` ORed, as above). */
export const organiserMarkersBodySchema = z.object({
  text: searchText.optional(),
  filters: z.array(organiserFilterSchema).max(4).optional(),
  bbox: boundingBoxSchema.optional(),
});
export type OrganiserMarkersBody = z.input<typeof organiserMarkersBodySchema>;

/** Compact markers: `[id, lat, lon, typesBitmask]` keeps 6,000 markers small (bit i = ORGANISER_FILTERS[i]). */
export const organiserMarkersResultSchema = z.object({
  total: z.number().int().min(0),
  markers: z.array(z.tuple([z.number().int(), z.number(), z.number(), z.number().int().min(0).max(15)])),
});
export type OrganiserMarkersResult = z.infer<typeof organiserMarkersResultSchema>;

export const searchOrganiserMarkers = defineEndpoint({
  method: "POST",
  path: "/search/organiser/markers",
  operationId: "searchOrganiserMarkers",
  summary: "Alle treffers van de organisatorenzoektocht als compacte kaartmarkeringen (optioneel binnen een kader)",
  tag: "organisers",
  auth: "none",
  body: organiserMarkersBodySchema,
  response: organiserMarkersResultSchema,
  problems: [],
});

/** Suggestions while typing: a few organisers and municipalities (with their centre, for "near"). */
export const locationSuggestionsQuerySchema = z.object({ q: trimmedText().min(1).max(100) });
export const locationSuggestionsSchema = z.object({
  organisers: z.array(z.object({ id: z.number().int(), name: z.string(), city: z.string().nullable() })).max(5),
  municipalities: z.array(z.object({ postalCode: z.string(), name: z.string(), centre: geoPointSchema.nullable() })).max(5),
});
export type LocationSuggestions = z.infer<typeof locationSuggestionsSchema>;

export const suggestLocations = defineEndpoint({
  method: "GET",
  path: "/search/suggest",
  operationId: "suggestLocations",
  summary: "Suggesties tijdens het typen: organisatoren en gemeenten",
  tag: "organisers",
  auth: "none",
  query: locationSuggestionsQuerySchema,
  response: locationSuggestionsSchema,
  problems: [],
});

/** A location's page: its details. `description` is sanitised HTML. */
export const locationDetailSchema = organiserSummarySchema.omit({ distanceMeters: true }).extend({
  description: z.string(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  facilities: z.array(z.string()),
  /** Upcoming activities here (for the sub-navigation's count). */
  activitiesCount: z.number().int().min(0),
});
export type LocationDetail = z.infer<typeof locationDetailSchema>;

export const locationIdParamsSchema = z.object({ id: databaseIdParam() });

export const getLocation = defineEndpoint({
  method: "GET",
  path: "/locations/:id",
  operationId: "getLocation",
  summary: "De gegevens van één locatie (organisator)",
  tag: "organisers",
  auth: "none",
  params: locationIdParamsSchema,
  response: locationDetailSchema,
  problems: ["not-found"],
});

// --- activities -----------------------------------------------------------------------------------

/**
 * Upcoming activities where the card is valid: dated ones that have not ended, permanent ones always.
 * Filters are ANDed: at one organiser, in one card system (region), only the supra-local offer (of
 * organisers without a card system, valid across regions) or only the local one, words of the title or
 * the organiser. Ordered by start (permanent ones after the dated ones), then title.
 */
export const activitySearchQuerySchema = z.object({
  organiserId: databaseIdParam().optional(),
  cardSystemId: databaseIdParam().optional(),
  supraLocal: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  text: searchText.optional(),
  from: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type ActivitySearchQuery = z.input<typeof activitySearchQuerySchema>;

export const activitySummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  startsAt: isoDateTime.nullable(),
  endsAt: isoDateTime.nullable(),
  permanent: z.boolean(),
  /** Points a check-in saves. */
  points: z.number().int().min(0),
  organiser: z.object({ id: z.number().int(), name: z.string(), city: z.string().nullable() }),
  cardSystem: z.object({ id: z.number().int(), name: z.string() }),
  supraLocal: z.boolean(),
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;

export const activitySearchResultSchema = z.object({
  total: z.number().int().min(0),
  activities: z.array(activitySummarySchema),
});
export type ActivitySearchResult = z.infer<typeof activitySearchResultSchema>;

export const searchActivities = defineEndpoint({
  method: "GET",
  path: "/search/activities",
  operationId: "searchActivities",
  summary: "Komende activiteiten waar de pas geldt: van een locatie, een regio of bovenlokaal",
  tag: "organisers",
  auth: "none",
  query: activitySearchQuerySchema,
  response: activitySearchResultSchema,
  problems: [],
});

/** One upcoming activity for its own page: the summary with the place, the prices and the kansentarief. */
export const activityDetailSchema = activitySummarySchema.extend({
  organiser: z.object({
    id: z.number().int(),
    name: z.string(),
    city: z.string().nullable(),
    /** The `{name}` of the location page's path. */
    slug: z.string(),
    address: organiserAddressSchema,
    /** Null when the place has no coordinates (no route link then). */
    location: geoPointSchema.nullable(),
  }),
  /** The price categories in euro cents, each with what a holder with kansentarief pays (the server's rule). */
  prices: z.array(z.object({ name: z.string(), cents: z.number().int().min(0), kansentariefCents: z.number().int().min(0) })),
  /** How many kansentarief tickets a holder may buy per period. */
  kansentariefLimit: z.object({
    volume: z.number().int().min(0),
    period: z.enum(["ABSOLUTE", "DAY", "WEEK", "MONTH", "QUARTER", "YEAR"]),
  }),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

export const activityIdParamsSchema = z.object({ id: databaseIdParam() });

export const getActivity = defineEndpoint({
  method: "GET",
  path: "/activities/:id",
  operationId: "getActivity",
  summary: "Eén komende activiteit waar de pas geldt: data, plaats, punten, prijzen en kansentarief",
  description:
    "Zoals een activiteit in GET /search/activities, met het adres en de coördinaten van de plaats, de prijscategorieën (eurocent) met wat je met kansentarief betaalt, en hoeveel tickets met kansentarief je per periode kan kopen. 404 not-found voor een onbekende, beëindigde of voorbije activiteit, of een van een regio die niet meer actief is.",
  tag: "organisers",
  auth: "none",
  params: activityIdParamsSchema,
  response: activityDetailSchema,
  problems: ["not-found"],
});

// --- regions --------------------------------------------------------------------------------------

/** The card systems (regions) with their municipalities, for choosing a region (activities, home). */
export const regionsSchema = z.object({
  regions: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      municipalities: z.array(z.object({ postalCode: z.string(), name: z.string() })),
    }),
  ),
});
export type Regions = z.infer<typeof regionsSchema>;

export const listRegions = defineEndpoint({
  method: "GET",
  path: "/regions",
  operationId: "listRegions",
  summary: "De actieve regio's (kaartsystemen) met hun gemeenten",
  tag: "organisers",
  auth: "none",
  response: regionsSchema,
  problems: [],
});
