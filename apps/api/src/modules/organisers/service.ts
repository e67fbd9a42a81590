// The rules of organisers (the spec's map screen): the organiser search with the four map filters and
// "near me", map markers, suggestions while typing, a location's page, activities and regions.
// PostgreSQL is the search engine (decision 0020); the SQL is in repository.ts.
import type { Kysely } from "kysely";
import type { z } from "zod";
import {
  ORGANISER_FILTERS,
  type ActivitySearchResult,
  type LocationDetail,
  type LocationSuggestions,
  type OrganiserFilter,
  type OrganiserMarkersResult,
  type OrganiserSearchResult,
  type OrganiserSummary,
  type Regions,
  type activitySearchQuerySchema,
  type organiserMarkersBodySchema,
  type organiserSearchBodySchema,
} from "@vtp/contracts/organisers";
import { ProblemError } from "@vtp/contracts/problem";
import { locationSlug } from "@vtp/contracts/web-paths";
import type { DB } from "@vtp/db/schema";
import { sanitizeDescription } from "../rewards/service.ts";
import {
  findLocation,
  listRegions as listRegionRows,
  searchActivities as searchActivityRows,
  searchOrganiserMarkers as searchMarkerRows,
  nearestMatchDistance,
  searchOrganiserPage,
  searchOrganisersByAnyWord,
  suggestMunicipalities,
  suggestOrganisersByName,
  suggestOrganisersByWords,
  type OrganiserRow,
  type TextQuery,
  wordsOfText,
} from "./repository.ts";

export interface OrganisersDeps {
  db: Kysely<DB>;
  clock: () => Date;
}

type OrganiserSearchBody = z.output<typeof organiserSearchBodySchema>;
type OrganiserMarkersBody = z.output<typeof organiserMarkersBodySchema>;
type ActivitySearchQuery = z.output<typeof activitySearchQuerySchema>;

/**
 * "Near me" without a limit and without text (decision 0079): the position index finds how far the last
 * organiser of the asked page is (nearest first, it stops there); the page is then the circle of that
 * radius, sorted exactly (distance, then id: organisers at the same distance keep one order from page to
 * page). With at most FEW_MATCHES matches in all, or fewer placed matches than the page needs, every
 * match is sorted at once, those without coordinates last.
 */
export const FEW_MATCHES = 200;
const SUGGESTIONS = 5;

/** What was typed, as words; a dashed word stays one group ("sint-niklaas" is the phrase "sint niklaas"). */
export function textQuery(text: string | undefined): TextQuery | undefined {
  const groups = (text ?? "")
    .split(/\s+/)
    .map((w) => w.trim())
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .slice(0, 12);
  return groups.length === 0 ? undefined : { raw: groups.join(" "), groups };
}

export function typesMask(filters: readonly OrganiserFilter[] | undefined): number {
  let mask = 0;
  for (const f of filters ?? []) mask |= 1 << ORGANISER_FILTERS.indexOf(f);
  return mask;
}

export function typesOf(mask: number): OrganiserFilter[] {
  return ORGANISER_FILTERS.filter((_, i) => (mask & (1 << i)) !== 0);
}

function summaryOf(r: OrganiserRow): OrganiserSummary {
  return {
    id: r.id,
    name: r.name,
    slug: locationSlug(r.name),
    address: { street: r.street, postalCode: r.postalCode, city: r.city },
    location: r.latitude !== null && r.longitude !== null ? { lat: r.latitude, lon: r.longitude } : null,
    types: typesOf(r.types),
    promotionsCount: r.rewardsCount,
    distanceMeters: r.distanceMeters === null ? null : Math.round(r.distanceMeters),
    cardSystem: r.cardSystem,
  };
}

/**
 * The organiser search. When the text matches nothing (on the first page), the answer also says what was
 * probably meant and shows the places that match the most of its words: never an empty page with nothing
 * to do (decision 0052).
 */
export async function searchOrganisers(deps: OrganisersDeps, body: OrganiserSearchBody): Promise<OrganiserSearchResult> {
  const result = await searchOrganiserResults(deps, body);
  const text = textQuery(body.text);
  if (result.total > 0 || text === undefined || body.from > 0) return result;
  return { ...result, ...(await nothingFound(deps, body, text)) };
}

/**
 * What to offer when the text matched nothing: "Bedoelde je …?" (every word that matches nothing on its
 * own replaced by the nearest known word, only when that text finds something with the same filters)
 * and the places that match the most of the words that do match something (of the suggestion when
 * none does).
 */
async function nothingFound(
  deps: OrganisersDeps,
  body: OrganiserSearchBody,
  text: TextQuery,
): Promise<Pick<OrganiserSearchResult, "didYouMean" | "partialMatches">> {
  const words = await wordsOfText(deps.db, text.groups);
  const mask = typesMask(body.filters);
  const now = deps.clock();
  let didYouMean: string | undefined;
  if (words.some((w) => !w.matches && w.nearest !== null)) {
    const suggestion = words.map((w) => (!w.matches && w.nearest !== null ? w.nearest : w.group)).join(" ");
    const check = await searchOrganiserPage(deps.db, { text: textQuery(suggestion), typesMask: mask, size: 1, from: 0, now });
    if (check.total > 0) didYouMean = suggestion;
  }
  // The words that match something; when none does, those of the suggestion.
  const matching = words.filter((w) => w.matches).map((w) => w.group);
  const groups = matching.length > 0 ? matching : (textQuery(didYouMean)?.groups ?? []);
  const partial =
    groups.length > 0 ? await searchOrganisersByAnyWord(deps.db, { groups, typesMask: mask, near: body.near, size: body.size, now }) : [];
  return { ...(didYouMean !== undefined ? { didYouMean } : {}), partialMatches: partial.map(summaryOf) };
}

async function searchOrganiserResults(deps: OrganisersDeps, body: OrganiserSearchBody): Promise<OrganiserSearchResult> {
  const base = { text: textQuery(body.text), typesMask: typesMask(body.filters), size: body.size, from: body.from, now: deps.clock() };
  if (body.near === undefined) {
    const page = await searchOrganiserPage(deps.db, base);
    return { total: page.total, organisers: page.rows.map(summaryOf) };
  }
  if (body.withinMeters !== undefined) {
    const page = await searchOrganiserPage(deps.db, { ...base, near: body.near, radiusMeters: body.withinMeters });
    return { total: page.inRadius, organisers: page.rows.map(summaryOf) };
  }
  // Text bounds the matches already (an index): sort them all by distance.
  if (base.text !== undefined) {
    const page = await searchOrganiserPage(deps.db, { ...base, near: body.near });
    return { total: page.total, organisers: page.rows.map(summaryOf) };
  }
  // Otherwise the circle that holds the page (see above); a metre more, so the last one is inside it
  // whatever the rounding of the box.
  const edge = await nearestMatchDistance(deps.db, {
    typesMask: base.typesMask,
    near: body.near,
    rank: body.from + body.size,
    few: FEW_MATCHES,
  });
  if (edge !== null) {
    const page = await searchOrganiserPage(deps.db, { ...base, near: body.near, radiusMeters: edge + 1 });
    // An organiser moved or ended between the two statements: sort every match instead.
    if (page.inRadius >= body.from + body.size) return { total: page.total, organisers: page.rows.map(summaryOf) };
  }
  const page = await searchOrganiserPage(deps.db, { ...base, near: body.near });
  return { total: page.total, organisers: page.rows.map(summaryOf) };
}

/** Coordinates to five decimals (about a metre): smaller answers for thousands of markers. */
function round5(n: number): number {
  return Math.round(n * 1e5) / 1e5;
}

export async function searchOrganiserMarkers(deps: OrganisersDeps, body: OrganiserMarkersBody): Promise<OrganiserMarkersResult> {
  const markers = await searchMarkerRows(deps.db, { text: textQuery(body.text), typesMask: typesMask(body.filters), bbox: body.bbox });
  return {
    total: markers.length,
    markers: markers.map(([id, lat, lon, types]) => [id, round5(lat), round5(lon), types]),
  };
}

/**
 * Organisers whose name starts with the text first (an exact name first of all), then, from three
 * characters on, those whose words match (two letters start too many words to be a useful suggestion).
 */
async function suggestOrganisers(db: OrganisersDeps["db"], text: TextQuery): Promise<LocationSuggestions["organisers"]> {
  const byName = await suggestOrganisersByName(db, text.raw, SUGGESTIONS);
  if (byName.length >= SUGGESTIONS || text.raw.length < 3) return byName;
  const byWords = await suggestOrganisersByWords(db, text, SUGGESTIONS);
  return [...byName, ...byWords.filter((o) => !byName.some((n) => n.id === o.id))].slice(0, SUGGESTIONS);
}

export async function suggestLocations(deps: OrganisersDeps, q: string): Promise<LocationSuggestions> {
  const text = textQuery(q);
  if (text === undefined) return { organisers: [], municipalities: [] };
  const [organisers, municipalities] = await Promise.all([
    suggestOrganisers(deps.db, text),
    suggestMunicipalities(deps.db, text.raw, SUGGESTIONS),
  ]);
  return {
    organisers,
    municipalities: municipalities.map((m) => ({
      postalCode: m.postalCode,
      name: m.name,
      centre: m.latitude !== null && m.longitude !== null ? { lat: m.latitude, lon: m.longitude } : null,
    })),
  };
}

export async function getLocation(deps: OrganisersDeps, id: number): Promise<LocationDetail> {
  const row = await findLocation(deps.db, id, deps.clock());
  if (row === undefined) throw new ProblemError("not-found", { nl: "Deze locatie werd niet gevonden.", detail: `organiser ${id}` });
  const summary = summaryOf({ ...row, distanceMeters: null });
  return {
    id: summary.id,
    name: summary.name,
    slug: summary.slug,
    address: summary.address,
    location: summary.location,
    types: summary.types,
    promotionsCount: summary.promotionsCount,
    cardSystem: summary.cardSystem,
    description: sanitizeDescription(row.description),
    website: row.website,
    phone: row.phone,
    email: row.email,
    facilities: row.facilities,
    activitiesCount: row.activitiesCount,
  };
}

export async function searchActivities(deps: OrganisersDeps, query: ActivitySearchQuery): Promise<ActivitySearchResult> {
  const { total, rows } = await searchActivityRows(deps.db, {
    organiserId: query.organiserId,
    cardSystemId: query.cardSystemId,
    supraLocal: query.supraLocal,
    text: textQuery(query.text),
    size: query.size,
    from: query.from,
    now: deps.clock(),
  });
  return {
    total,
    activities: rows.map((a) => ({
      id: a.id,
      title: a.title,
      description: sanitizeDescription(a.description),
      startsAt: a.startsAt === null ? null : new Date(a.startsAt).toISOString(),
      endsAt: a.endsAt === null ? null : new Date(a.endsAt).toISOString(),
      permanent: a.permanent,
      points: a.points,
      organiser: a.organiser,
      cardSystem: a.cardSystem,
      supraLocal: a.supraLocal,
    })),
  };
}

export async function listRegions(deps: OrganisersDeps): Promise<Regions> {
  return { regions: await listRegionRows(deps.db) };
}
