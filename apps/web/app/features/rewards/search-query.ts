// The search page's state in its URL (/voordelen-zoeken): every filter and sort is a query parameter, so
// a search is a shareable link and the plain GET form writes the same parameters. Pure and zod-free.
import type { RewardFilters, RewardSort } from "@vtp/contracts/rewards";

export const SEARCH_PAGE_SIZE = 12;
/** The last page a search links to (and the URL accepts). */
export const MAX_PAGE = 100;

/** The four sorts with their Dutch URL values (domain notes: featured then newest, most exchanged, points up and down). */
export const SORT_OPTIONS: readonly { value: string; sort: RewardSort; label: string }[] = [
  { value: "uitgelicht", sort: "featured", label: "Uitgelicht en nieuwste eerst" },
  { value: "populair", sort: "popular", label: "Meest omgeruild" },
  { value: "punten-oplopend", sort: "pointsAsc", label: "Minste punten eerst" },
  { value: "punten-aflopend", sort: "pointsDesc", label: "Meeste punten eerst" },
];

export const CATEGORY_OPTIONS = ["Eten en drinken", "Doen", "Gadget of item", "Goede doel"] as const;

export interface RewardSearchState {
  q: string;
  pointsMin: number | undefined;
  pointsMax: number | undefined;
  type: "POINTS" | "WELCOME" | undefined;
  category: (typeof CATEGORY_OPTIONS)[number] | undefined;
  forKids: boolean;
  sport: boolean;
  lastChance: boolean;
  online: boolean;
  /** A region's id, "all" (every region, the holder's choice), or undefined (the holder's regions; a visitor: every region). */
  region: number | "all" | undefined;
  sort: string;
  page: number;
}

function points(value: string | null): number | undefined {
  if (value === null || !/^\d{1,6}$/.test(value)) return undefined;
  return Number(value);
}

export function parseRewardSearch(params: URLSearchParams): RewardSearchState {
  let pointsMin = points(params.get("punten-van"));
  let pointsMax = points(params.get("punten-tot"));
  if (pointsMin !== undefined && pointsMax !== undefined && pointsMin > pointsMax) [pointsMin, pointsMax] = [pointsMax, pointsMin];
  const type = params.get("soort");
  const category = params.get("categorie");
  const region = params.get("regio");
  const sort = params.get("sorteer") ?? "";
  const page = Number(params.get("pagina") ?? "1");
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    pointsMin,
    pointsMax,
    type: type === "punten" ? "POINTS" : type === "welkom" ? "WELCOME" : undefined,
    category: CATEGORY_OPTIONS.find((c) => c === category),
    forKids: params.get("kinderen") === "ja",
    sport: params.get("sport") === "ja",
    lastChance: params.get("laatste-kans") === "ja",
    online: params.get("online") === "ja",
    region: region === "alle" ? "all" : region !== null && /^[1-9]\d{0,8}$/.test(region) ? Number(region) : undefined,
    sort: SORT_OPTIONS.some((o) => o.value === sort) ? sort : "uitgelicht",
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The URL query of a search, defaults left out. */
export function rewardSearchParams(s: RewardSearchState): Record<string, string | undefined> {
  const yes = (b: boolean) => (b ? "ja" : undefined);
  return {
    q: s.q === "" ? undefined : s.q,
    "punten-van": s.pointsMin?.toString(),
    "punten-tot": s.pointsMax?.toString(),
    soort: s.type === "POINTS" ? "punten" : s.type === "WELCOME" ? "welkom" : undefined,
    categorie: s.category,
    kinderen: yes(s.forKids),
    sport: yes(s.sport),
    "laatste-kans": yes(s.lastChance),
    online: yes(s.online),
    regio: s.region === "all" ? "alle" : s.region?.toString(),
    sorteer: s.sort === "uitgelicht" ? undefined : s.sort,
    pagina: s.page > 1 ? String(s.page) : undefined,
  };
}

/** The search's filters for the reward search's query string, with the regions to search in. */
export function rewardFiltersOf(s: RewardSearchState, cardSystemIds: number[] | undefined): RewardFilters {
  return {
    text: s.q === "" ? undefined : s.q,
    pointsMin: s.pointsMin,
    pointsMax: s.pointsMax,
    type: s.type,
    category: s.category,
    forKids: s.forKids || undefined,
    sport: s.sport || undefined,
    lastChance: s.lastChance || undefined,
    online: s.online || undefined,
    cardSystemIds,
  };
}

export function sortOf(value: string): RewardSort {
  return SORT_OPTIONS.find((o) => o.value === value)?.sort ?? "featured";
}
