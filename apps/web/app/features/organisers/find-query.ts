// The find page's state in its URL (every state is a shareable link, and the plain GET form writes the
// same parameters): `q` free text, `gemeente` a chosen municipality (postal code: ordered by distance
// from its centre), `lat`/`lon` the visitor's position ("in mijn buurt", rounded to about 100 m),
// the spec's four filters as `pointOfSale=true` …, `view=list` for the list without the map, `pagina`.
// Pure and zod-free: the page, its loader and the map's script share it.
import type { OrganiserFilter } from "@vtp/contracts/organisers";

/**
 * The spec's four organiser filters in the contract's order (bit i of a marker's mask). The contract's
 * module builds zod schemas, which must not reach the browser; a test checks that this list is
 * `ORGANISER_FILTERS` of @vtp/contracts/organisers, and the type below that it names every filter.
 */
export const ORGANISER_FILTERS = [
  "pointOfSale",
  "pointOfSaleKansenstatuut",
  "cidCheckin",
  "hasPointsPromotions",
] as const satisfies readonly OrganiserFilter[];
type Missing = Exclude<OrganiserFilter, (typeof ORGANISER_FILTERS)[number]>;
const everyFilter: [Missing] extends [never] ? true : Missing = true;
void everyFilter;

export const FIND_PAGE_SIZE = 20;
/** A location's page shows its rewards 3 at a time ("toon meer": `?voordelen=6`, …). */
export const REWARDS_STEP = 3;
const MAX_PAGE = 50;

export interface FindQuery {
  q: string;
  /** A municipality's postal code (4 digits). */
  gemeente: string | undefined;
  /** The visitor's position, rounded to 3 decimals. */
  position: { lat: number; lon: number } | undefined;
  filters: OrganiserFilter[];
  view: "map" | "list";
  page: number;
}

export const emptyFindQuery: FindQuery = { q: "", gemeente: undefined, position: undefined, filters: [], view: "map", page: 1 };

const round3 = (v: number) => Math.round(v * 1000) / 1000;

function coordinate(value: string | null, limit: number): number | undefined {
  if (value === null || !/^-?\d{1,3}(?:\.\d{1,8})?$/.test(value)) return undefined;
  const n = Number(value);
  return Math.abs(n) <= limit ? round3(n) : undefined;
}

/**
 * A typed search text as the api gets it: white space (a pasted tab or line break too) as one space, none
 * around it, at most 100 characters. Other control characters stay: the api refuses them, and the page
 * says so at the field.
 */
export function searchText(value: string | null): string {
  return (value ?? "").replace(/\s+/g, " ").trim().slice(0, 100);
}

/** Reads the find page's URL; anything malformed is left out (a hand-edited link still shows a page). */
export function parseFindQuery(params: URLSearchParams): FindQuery {
  const q = searchText(params.get("q"));
  const gemeente = /^\d{4}$/.test(params.get("gemeente") ?? "") ? (params.get("gemeente") ?? undefined) : undefined;
  const lat = coordinate(params.get("lat"), 90);
  const lon = coordinate(params.get("lon"), 180);
  const page = Number(params.get("pagina") ?? "1");
  return {
    q,
    gemeente,
    position: lat !== undefined && lon !== undefined ? { lat, lon } : undefined,
    filters: ORGANISER_FILTERS.filter((f) => params.get(f) === "true"),
    view: params.get("view") === "list" ? "list" : "map",
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The URL query of a state, in a fixed order, defaults left out (`pathTo`'s `query`). */
export function findQueryParams(query: FindQuery): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {
    q: query.q === "" ? undefined : query.q,
    gemeente: query.gemeente,
    lat: query.position ? String(query.position.lat) : undefined,
    lon: query.position ? String(query.position.lon) : undefined,
  };
  for (const f of ORGANISER_FILTERS) out[f] = query.filters.includes(f) ? "true" : undefined;
  out.view = query.view === "list" ? "list" : undefined;
  out.pagina = query.page > 1 ? String(query.page) : undefined;
  return out;
}

/**
 * A location's page remembers the search it was opened from in one parameter, `terug` (the find page's
 * own query, e.g. `q=gent&pointOfSale=true&view=list`), so "← Alle locaties" goes back to it. Only the
 * find page's known parameters survive the round trip (parsed, then written again): never a free URL.
 */
export const BACK_PARAM = "terug";

/** The `terug` value of a search, or undefined for the find page without a search. */
export function backParam(query: FindQuery): string | undefined {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(findQueryParams(query))) if (value !== undefined) params.set(key, value);
  const text = params.toString();
  return text === "" ? undefined : text;
}

/** The search a location page was opened from (its `terug`, cleaned), or undefined. */
export function backOf(params: URLSearchParams): string | undefined {
  return backParam(parseFindQuery(new URLSearchParams(params.get(BACK_PARAM) ?? "")));
}

/** The find page's query to go back to, from a location page's URL (an empty search without `terug`). */
export function backQuery(params: URLSearchParams): Record<string, string | undefined> {
  return findQueryParams(parseFindQuery(new URLSearchParams(params.get(BACK_PARAM) ?? "")));
}

/** The same search for the map's markers: the text and the filters (every match, not one page). */
export function markerQueryParams(query: FindQuery): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = { q: query.q === "" ? undefined : query.q };
  for (const f of ORGANISER_FILTERS) out[f] = query.filters.includes(f) ? "true" : undefined;
  return out;
}

/** Bit i of a marker's type mask is ORGANISER_FILTERS[i]. */
export function typesOfMask(mask: number): OrganiserFilter[] {
  return ORGANISER_FILTERS.filter((_, i) => (mask & (1 << i)) !== 0);
}

/** The suggestions resource route's answer (`find-suggestions`). */
export interface SuggestionsJson {
  organisers: { id: number; name: string; city: string | null; path: string }[];
  municipalities: { postalCode: string; name: string }[];
}

/** The marker card resource route's answer (`find-marker`). */
export interface MarkerCardJson {
  id: number;
  name: string;
  address: { street: string | null; postalCode: string | null; city: string | null };
  types: OrganiserFilter[];
  path: string;
}
