// Server side of the discovery pages of feature `organisers`: the find page (search, "near" a municipality
// or the visitor's position, filters, one page of the list), the map's data for the browser (markers,
// one marker's card, suggestions while typing), a location with the rewards handed out there, its
// activities, and the activities of a region or across regions. Every call is one declared endpoint
// (@vtp/contracts/organisers, searchPromotion of @vtp/contracts/rewards); a failure becomes the spec's
// Dutch map error on the page instead of an error page.
import { data, redirect } from "react-router";
import { getProfile } from "@vtp/contracts/account";
import { locationSlug } from "@vtp/contracts/web-paths";
import {
  getLocation,
  listRegions,
  searchActivities,
  searchOrganiserMarkers,
  searchOrganisers,
  suggestLocations,
  type ActivitySummary,
  type GeoPoint,
  type LocationDetail,
  type OrganiserSearchResult,
  type Regions,
} from "@vtp/contracts/organisers";
import { REWARD_SORTS, rewardSearchQuery, searchPromotion, type RewardDocument } from "@vtp/contracts/rewards";
import { readAppContext } from "../../context.server.ts";
import { pathTo } from "../../route-table.ts";
import { callApi, fieldProblemOf, problemOf } from "../../server/api.server.ts";
import { callApiAsHolder, freshAuth, type RequestArgs } from "../../server/current.server.ts";
import { detectA2hsPlatform } from "../../pwa/platform.ts";
import {
  BACK_PARAM,
  backOf,
  FIND_PAGE_SIZE,
  parseFindQuery,
  REWARDS_STEP,
  searchText,
  type FindQuery,
  type MarkerCardJson,
  type SuggestionsJson,
} from "./find-query.ts";
import { MAP_MESSAGES, routeLink } from "./format.ts";

export interface MapTilesView {
  url: string;
  attribution: string;
}

/** Where the list is ordered from: a chosen municipality or the visitor's position. */
export type NearView = { kind: "municipality"; name: string; postalCode: string; point: GeoPoint } | { kind: "position"; point: GeoPoint };

export interface FindData {
  query: FindQuery;
  near: NearView | undefined;
  /** The municipality in `gemeente` is unknown (no centre to order by). */
  unknownMunicipality: boolean;
  result: OrganiserSearchResult | null;
  /** The spec's "technical error" when the search failed. */
  error: string | undefined;
  /** The api refused the search text (a control character): its Dutch message, shown at the search field. */
  queryError: string | undefined;
  pageSize: number;
  /** Configured tiles, or null: the map then draws its bundled outline of Belgium. */
  tiles: MapTilesView | null;
}

function app(args: RequestArgs) {
  return readAppContext(args.context);
}

/** A municipality's name and centre by postal code (the suggestions endpoint knows them), or undefined. */
export async function municipalityCentre(
  args: RequestArgs,
  postalCode: string,
): Promise<{ name: string; postalCode: string; point: GeoPoint } | undefined> {
  const found = await callApi(app(args), suggestLocations, { query: { q: postalCode } });
  const m = found.municipalities.find((x) => x.postalCode === postalCode);
  return m?.centre ? { name: m.name, postalCode: m.postalCode, point: m.centre } : undefined;
}

export async function loadFind(args: RequestArgs): Promise<FindData> {
  const { config } = app(args);
  const query = parseFindQuery(new URL(args.request.url).searchParams);
  const tiles = config.integrations.mapTiles
    ? { url: config.integrations.mapTiles.url, attribution: config.integrations.mapTiles.attribution }
    : null;
  const base = { query, pageSize: FIND_PAGE_SIZE, tiles, unknownMunicipality: false };
  try {
    let near: NearView | undefined;
    let unknownMunicipality = false;
    if (query.position) near = { kind: "position", point: query.position };
    else if (query.gemeente !== undefined) {
      const m = await municipalityCentre(args, query.gemeente);
      if (m) near = { kind: "municipality", name: m.name, postalCode: m.postalCode, point: m.point };
      else unknownMunicipality = true;
    }
    const result = await callApi(app(args), searchOrganisers, {
      body: {
        ...(query.q !== "" && near?.kind !== "municipality" ? { text: query.q } : {}),
        ...(query.filters.length > 0 ? { filters: query.filters } : {}),
        ...(near ? { near: near.point } : {}),
        from: (query.page - 1) * FIND_PAGE_SIZE,
        size: FIND_PAGE_SIZE,
      },
    });
    return { ...base, near, unknownMunicipality, result, error: undefined, queryError: undefined };
  } catch (error) {
    const queryError = fieldProblemOf(searchOrganisers, error, "text");
    if (queryError !== undefined) return { ...base, near: undefined, result: null, error: undefined, queryError };
    console.error("[organisers] organiser search failed", error);
    return { ...base, near: undefined, result: null, error: MAP_MESSAGES.technical, queryError: undefined };
  }
}

// --- the map's data for the browser (resource routes, JSON) ---------------------------------------

const jsonHeaders = { "Cache-Control": "public, max-age=60" };

/** Every match of the text and filters as compact markers (`[id, lat, lon, typesMask]`). */
export async function markersJson(args: RequestArgs): Promise<Response> {
  const query = parseFindQuery(new URL(args.request.url).searchParams);
  try {
    const result = await callApi(app(args), searchOrganiserMarkers, {
      body: { ...(query.q !== "" ? { text: query.q } : {}), ...(query.filters.length > 0 ? { filters: query.filters } : {}) },
    });
    return Response.json(result, { headers: jsonHeaders });
  } catch (error) {
    const textError = fieldProblemOf(searchOrganiserMarkers, error, "text");
    if (textError !== undefined) return Response.json({ error: textError }, { status: 400, headers: { "Cache-Control": "no-store" } });
    console.error("[organisers] markers failed", error);
    return Response.json({ error: MAP_MESSAGES.technical }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}

/** One marker's card: the name, the address, what can be done there and the link to its page. */
export async function markerJson(args: RequestArgs & { params: { id?: string } }): Promise<Response> {
  const id = locationIdOf(args.params.id);
  try {
    const l = await callApi(app(args), getLocation, { params: { id } });
    const slug = app(args).config.product.slug;
    const card: MarkerCardJson = {
      id: l.id,
      name: l.name,
      address: l.address,
      types: l.types,
      path: pathTo("map-id", slug, {
        params: { name: l.slug, id: String(l.id) },
        query: { [BACK_PARAM]: backOf(new URL(args.request.url).searchParams) },
      }),
    };
    return Response.json(card, { headers: jsonHeaders });
  } catch (error) {
    if (problemOf(getLocation, error)?.code === "not-found")
      return Response.json({ error: "Deze locatie bestaat niet (meer)." }, { status: 404 });
    return Response.json({ error: MAP_MESSAGES.technical }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}

/** Suggestions while typing: municipalities (to order by distance from) and organisers (to open). */
export async function suggestionsJson(args: RequestArgs): Promise<Response> {
  const q = searchText(new URL(args.request.url).searchParams.get("q"));
  if (q === "") return Response.json({ organisers: [], municipalities: [] } satisfies SuggestionsJson, { headers: jsonHeaders });
  try {
    const found = await callApi(app(args), suggestLocations, { query: { q } });
    const slug = app(args).config.product.slug;
    const body: SuggestionsJson = {
      municipalities: found.municipalities.map((m) => ({ postalCode: m.postalCode, name: m.name })),
      organisers: found.organisers.map((o) => ({
        id: o.id,
        name: o.name,
        city: o.city,
        path: pathTo("map-id", slug, { params: { name: locationSlug(o.name), id: String(o.id) } }),
      })),
    };
    return Response.json(body, { headers: jsonHeaders });
  } catch (error) {
    // A text the api refuses (a control character) has no suggestions; the search itself says why.
    if (fieldProblemOf(suggestLocations, error, "q") !== undefined)
      return Response.json({ organisers: [], municipalities: [] } satisfies SuggestionsJson, { headers: { "Cache-Control": "no-store" } });
    console.error("[organisers] suggestions failed", error);
    return Response.json({ error: MAP_MESSAGES.technical }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}

// --- a location --------------------------------------------------------------------------------------

/** The page's id: 1 to 9 digits, else the page does not exist (404). */
export function locationIdOf(param: string | undefined): number {
  if (param === undefined || !/^[1-9]\d{0,8}$/.test(param)) throw data(null, { status: 404 });
  return Number(param);
}

const MAX_REWARDS = 60;

export type LocationLoad =
  | {
      state: "ok";
      location: LocationDetail;
      pageTitle: string;
      /** Opens the phone's maps app; null without coordinates (the spec's "cannot be linked to an address"). */
      routeHref: string | null;
      rewards: { total: number; items: RewardDocument[]; shown: number } | { error: string };
      nowMs: number;
    }
  | { state: "error"; message: string };

/** `/locaties/{name}/{id}`: an unknown id is the 404; a wrong `{name}` goes to the canonical path. */
async function resolveLocation(
  args: RequestArgs & { params: { name?: string; id?: string } },
  page: "map-id" | "map-activities",
): Promise<LocationDetail | { error: string }> {
  const id = locationIdOf(args.params.id);
  let location: LocationDetail;
  try {
    location = await callApi(app(args), getLocation, { params: { id } });
  } catch (error) {
    if (problemOf(getLocation, error)?.code === "not-found") throw data(null, { status: 404 });
    console.error("[organisers] location failed", error);
    return { error: MAP_MESSAGES.technical };
  }
  if (args.params.name !== location.slug) {
    const url = new URL(args.request.url);
    const slug = app(args).config.product.slug;
    const target = pathTo(page, slug, { params: { name: location.slug, id: String(location.id) } });
    throw redirect(`${url.pathname.startsWith("/nl/") ? "/nl" : ""}${target}${url.search}`, 301);
  }
  return location;
}

export async function loadLocation(args: RequestArgs & { params: { name?: string; id?: string } }): Promise<LocationLoad> {
  const location = await resolveLocation(args, "map-id");
  if ("error" in location) return { state: "error", message: location.error };
  const asked = Number(new URL(args.request.url).searchParams.get("voordelen") ?? REWARDS_STEP);
  const shown = Number.isInteger(asked) && asked >= REWARDS_STEP ? Math.min(MAX_REWARDS, asked) : REWARDS_STEP;
  let rewards: Extract<LocationLoad, { state: "ok" }>["rewards"];
  try {
    const found = await callApi(app(args), searchPromotion, {
      body: {
        size: shown,
        query: { query_string: { query: rewardSearchQuery({ organiserId: location.id }) } },
        sort: [...REWARD_SORTS.featured],
      },
    });
    rewards = { total: found.hits.total.value, items: found.hits.hits.map((h) => h._source), shown };
  } catch (error) {
    console.error("[organisers] rewards of a location failed", error);
    rewards = { error: MAP_MESSAGES.rewards };
  }
  const ua = args.request.headers.get("user-agent") ?? "";
  const platform = detectA2hsPlatform(ua);
  return {
    state: "ok",
    location,
    pageTitle: location.name,
    routeHref: location.location ? routeLink(location.location, location.name, platform) : null,
    rewards,
    nowMs: app(args).clock().getTime(),
  };
}

export const ACTIVITIES_PAGE_SIZE = 12;

export type ActivitiesPage =
  | { state: "ok"; total: number; items: (ActivitySummary & { path: string; organiserPath: string })[]; page: number; pageSize: number }
  | { state: "error"; message: string; field?: "text" };

function pageOf(url: URL): number {
  const page = Number(url.searchParams.get("pagina") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 200 ? page : 1;
}

async function activitiesPage(
  args: RequestArgs,
  filter: { organiserId?: number; cardSystemId?: number; supraLocal?: "true"; text?: string },
  page: number,
): Promise<ActivitiesPage> {
  try {
    const found = await callApi(app(args), searchActivities, {
      query: { ...filter, from: (page - 1) * ACTIVITIES_PAGE_SIZE, size: ACTIVITIES_PAGE_SIZE },
    });
    const slug = app(args).config.product.slug;
    const items = found.activities.map((a) => ({
      ...a,
      path: pathTo("activity", slug, { params: { name: locationSlug(a.title), id: String(a.id) } }),
      organiserPath: pathTo("map-id", slug, { params: { name: locationSlug(a.organiser.name), id: String(a.organiser.id) } }),
    }));
    return { state: "ok", total: found.total, items, page, pageSize: ACTIVITIES_PAGE_SIZE };
  } catch (error) {
    // A search text the api refuses (a control character, issue 24) is shown at the search field, not logged.
    const textError = filter.text !== undefined ? fieldProblemOf(searchActivities, error, "text") : undefined;
    if (textError !== undefined) return { state: "error", message: textError, field: "text" };
    console.error("[organisers] activities failed", error);
    return { state: "error", message: MAP_MESSAGES.technical };
  }
}

export async function loadLocationActivities(args: RequestArgs & { params: { name?: string; id?: string } }) {
  const location = await resolveLocation(args, "map-activities");
  if ("error" in location) return { state: "error" as const, message: location.error };
  const page = pageOf(new URL(args.request.url));
  return {
    state: "ok" as const,
    location,
    pageTitle: `Activiteiten van ${location.name}`,
    activities: await activitiesPage(args, { organiserId: location.id }, page),
  };
}

// --- activities of a region, supra-local offer ----------------------------------------------------------

/** The regions for a choice, or an empty list when they cannot be loaded (the page still works). */
export async function regionsOrEmpty(args: RequestArgs): Promise<Regions["regions"]> {
  try {
    return (await callApi(app(args), listRegions, {})).regions;
  } catch (error) {
    console.error("[organisers] regions failed", error);
    return [];
  }
}

/** The signed-in holder's region (the card's card system), or undefined for a visitor or without a card. */
export async function holderRegion(args: RequestArgs): Promise<{ id: number; name: string } | undefined> {
  if ((await freshAuth(args)) === null) return undefined;
  try {
    return (await callApiAsHolder(args, getProfile, {})).cardSystem;
  } catch (error) {
    if (error instanceof Response) return undefined;
    return undefined;
  }
}

/**
 * The region choice offers towns (issue 22 §7): `regio` is a region's id, or a town's `{id}-{postal code}`
 * (the region it belongs to, remembered so the choice shows the town). Towns alphabetically, each with
 * its postal code and region; then the regions themselves.
 */
export async function loadRegionActivities(args: RequestArgs) {
  const url = new URL(args.request.url);
  const [regions, own] = await Promise.all([regionsOrEmpty(args), holderRegion(args)]);
  const raw = url.searchParams.get("regio") ?? "";
  const parts = /^(\d{1,9})(?:-(\d{4}))?$/.exec(raw);
  const asked = parts ? Number(parts[1]) : Number.NaN;
  const chosen = regions.find((r) => r.id === asked) ?? (url.searchParams.has("regio") ? undefined : regions.find((r) => r.id === own?.id));
  const town = chosen && parts?.[2] !== undefined ? chosen.municipalities.find((m) => m.postalCode === parts[2]) : undefined;
  const page = pageOf(url);
  const towns = regions
    .flatMap((r) =>
      r.municipalities.map((m) => ({ value: `${r.id}-${m.postalCode}`, name: m.name, postalCode: m.postalCode, region: r.name })),
    )
    .sort(
      (a, b) => a.name.localeCompare(b.name, "nl") || a.postalCode.localeCompare(b.postalCode) || a.region.localeCompare(b.region, "nl"),
    );
  return {
    regions: regions.map((r) => ({ id: r.id, name: r.name })),
    towns,
    /** The choice's value as the form shows it (a town or a region), "" for none. */
    choice: chosen ? (town ? `${chosen.id}-${town.postalCode}` : String(chosen.id)) : "",
    town: town ? { name: town.name, postalCode: town.postalCode } : null,
    region: chosen ? { id: chosen.id, name: chosen.name } : null,
    holderRegionId: own?.id ?? null,
    activities: chosen ? await activitiesPage(args, { cardSystemId: chosen.id }, page) : null,
  };
}

export async function loadSupraLocal(args: RequestArgs) {
  const url = new URL(args.request.url);
  const text = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  return { q: text, activities: await activitiesPage(args, { supraLocal: "true", ...(text !== "" ? { text } : {}) }, pageOf(url)) };
}

// --- home: the nearest points of sale of a chosen municipality ---------------------------------------

export interface NearestPointsOfSale {
  municipality: { postalCode: string; name: string } | null;
  organisers: OrganiserSearchResult["organisers"];
  error: string | undefined;
}

/** The three points of sale nearest to a municipality's centre (`?gemeente=9000` on the home page). */
export async function nearestPointsOfSale(args: RequestArgs, postalCode: string): Promise<NearestPointsOfSale> {
  try {
    const m = await municipalityCentre(args, postalCode);
    if (m === undefined) return { municipality: null, organisers: [], error: "Die gemeente kennen we niet. Kies ze uit de lijst." };
    const found = await callApi(app(args), searchOrganisers, { body: { filters: ["pointOfSale"], near: m.point, size: 3 } });
    return { municipality: { postalCode: m.postalCode, name: m.name }, organisers: found.organisers, error: undefined };
  } catch (error) {
    console.error("[organisers] nearest points of sale failed", error);
    return { municipality: null, organisers: [], error: MAP_MESSAGES.technical };
  }
}
