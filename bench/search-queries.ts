// The query mix of `npm run bench:search` (bench/search.ts): realistic organiser and reward searches
// (free text, typos, prefixes, the map filters, near me, markers, suggestions, sorts, the detail lookup).
import type { Database } from "@vtp/db";
import { organiserMarkersBodySchema, organiserSearchBodySchema, type OrganiserFilter } from "@vtp/contracts/organisers";
import { REWARD_SORTS, rewardLookupBody, rewardSearchBodySchema, type RewardSearchBody } from "@vtp/contracts/rewards";
import { searchOrganiserMarkers, searchOrganisers, suggestLocations } from "@vtp/api/modules/organisers/service";
import { searchRewards } from "@vtp/api/modules/rewards/service";

// --- the query mix --------------------------------------------------------------------------------

/** Centres of places across Flanders: cities, towns and a village. */
const PLACES = [
  { lat: 51.0543, lon: 3.7174 }, // Gent
  { lat: 51.2194, lon: 4.4025 }, // Antwerpen
  { lat: 51.2093, lon: 3.2247 }, // Brugge
  { lat: 50.8798, lon: 4.7005 }, // Leuven
  { lat: 50.9307, lon: 5.3378 }, // Hasselt
  { lat: 51.0259, lon: 4.4776 }, // Mechelen
  { lat: 50.9378, lon: 4.0403 }, // Aalst
  { lat: 50.8277, lon: 3.2649 }, // Kortrijk
  { lat: 51.3227, lon: 4.9447 }, // Turnhout
  { lat: 51.2154, lon: 2.9286 }, // Oostende
  { lat: 50.7467, lon: 3.6005 }, // Ronse
  { lat: 51.0966, lon: 5.7868 }, // Maaseik
];
const FILTER_SETS: OrganiserFilter[][] = [
  ["pointOfSale"],
  ["cidCheckin", "hasPointsPromotions"],
  ["pointOfSaleKansenstatuut"],
  ["hasPointsPromotions"],
];

type Call = (i: number) => Promise<unknown>;
export interface QueryType {
  name: string;
  /** The call in the api process (service functions), per iteration i. */
  direct: (deps: { db: Database["db"]; clock: () => Date }) => Call;
  /** The same query over HTTP: method, path and body (or query string) for request i. */
  http?: (i: number) => { method: "GET" | "POST"; path: string; body?: unknown };
}

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

function organiserQuery(name: string, body: (i: number) => Record<string, unknown>): QueryType {
  return {
    name,
    direct: (deps) => (i) => searchOrganisers(deps, organiserSearchBodySchema.parse(body(i))),
    http: (i) => ({ method: "POST", path: "/api/search/organiser", body: body(i) }),
  };
}

function rewardQuery(name: string, body: (i: number) => RewardSearchBody): QueryType {
  return {
    name,
    direct: (deps) => (i) => searchRewards(deps, rewardSearchBodySchema.parse(body(i))),
    http: (i) => ({ method: "POST", path: "/api/search/promotion", body: body(i) }),
  };
}

export function queryMix(rewardIds: number[], cardSystemIds: number[]): QueryType[] {
  const query = (q: string) => ({ query_string: { query: q } });
  return [
    {
      name: "floor: prepared primary-key lookup",
      direct: (deps) => (i) =>
        deps.db
          .selectFrom("organisers")
          .select(["id", "name"])
          .where("id", "=", 1 + (i % 300))
          .executeTakeFirst(),
    },
    organiserQuery("organisers: free text", (i) => ({
      text: pick(
        [
          "bibliotheek",
          "cultuurcentrum",
          "museum gent",
          "zwembad",
          "jeugdhuis leuven",
          "koffie",
          "2800",
          "sporthal",
          "toerisme brugge",
          "theater",
        ],
        i,
      ),
    })),
    organiserQuery("organisers: typos", (i) => ({
      text: pick(["mechlen", "bibliotek", "zwembat gent", "antwerpn", "cultuurcentrm", "musem hasselt"], i),
    })),
    organiserQuery("organisers: prefixes and dashes", (i) => ({
      text: pick(["gen", "bib", "sint-nik", "sint niklaas", "stadsbib", "kort"], i),
    })),
    organiserQuery("organisers: map filters", (i) => ({ filters: pick(FILTER_SETS, i) })),
    organiserQuery("organisers: near me", (i) => ({
      near: pick(PLACES, i),
      ...(i % 2 === 0 ? {} : { filters: pick(FILTER_SETS, i >> 1) }),
    })),
    organiserQuery("organisers: near me + text", (i) => ({
      near: pick(PLACES, i),
      text: pick(["bibliotheek", "zwembad", "cultuurcentrum"], i),
    })),
    {
      name: "map markers in a box",
      direct: (deps) => (i) => searchOrganiserMarkers(deps, organiserMarkersBodySchema.parse(markersBody(i))),
      http: (i) => ({ method: "POST", path: "/api/search/organiser/markers", body: markersBody(i) }),
    },
    {
      name: "suggestions while typing",
      direct: (deps) => (i) => suggestLocations(deps, suggestion(i)),
      http: (i) => ({ method: "GET", path: `/api/search/suggest?q=${encodeURIComponent(suggestion(i))}` }),
    },
    rewardQuery("promotions: detail lookup (id)", (i) => rewardLookupBody(pick(rewardIds, i * 7919))),
    rewardQuery("promotions: free text", (i) => ({
      size: 20,
      query: query(pick(["koffie", "rondleiding", "gent", "zwembeurt", "mechelen", "gratis ticket", "2800", "uitpas dender"], i)),
    })),
    rewardQuery("promotions: typos", (i) => ({
      size: 20,
      query: query(pick(["rondleidng", "koffe", "zwembeurd", "voorstelingen"], i)),
    })),
    rewardQuery("promotions: filters", (i) => ({
      size: 20,
      query: query(
        pick(
          [
            `cardSystem:${pick(cardSystemIds, i)}`,
            "type:POINTS points:[10 TO 50]",
            'category:"Eten en drinken" forKids:true',
            "lastChance:true",
            "online:true",
            "sport:true cardSystem:1",
          ],
          i,
        ),
      ),
    })),
    rewardQuery("promotions: sorts with a region", (i) => ({
      size: 20,
      sort: [...pick(Object.values(REWARD_SORTS), i)],
      ...(i % 3 === 2 ? {} : { query: query(`cardSystem:${pick(cardSystemIds, i)}`) }),
    })),
    rewardQuery("promotions: text, filters and a sort", (i) => ({
      size: 20,
      sort: [...REWARD_SORTS.pointsAsc],
      query: query(`${pick(["gratis", "ticket", "koffie"], i)} points:[* TO 50] cardSystem:${pick(cardSystemIds, i)}`),
    })),
  ];
}

function markersBody(i: number) {
  const p = pick(PLACES, i);
  return {
    bbox: { south: p.lat - 0.15, west: p.lon - 0.25, north: p.lat + 0.15, east: p.lon + 0.25 },
    ...(i % 2 === 0 ? {} : { filters: pick(FILTER_SETS, i) }),
  };
}

function suggestion(i: number): string {
  return pick(["ge", "gen", "sint", "mech", "bib", "9000", "antw", "leuv", "kortr", "zwem"], i);
}
