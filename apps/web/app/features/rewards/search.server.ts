// Server side of /voordelen-zoeken: the reward search with the page's filters and sort, one page of
// 12. A signed-in holder searches their own regions by default and learns how many rewards there are
// outside them ("er zijn ook N voordelen buiten je regio"), one click away.
import { getProfile } from "@vtp/contracts/account";
import { listRegions } from "@vtp/contracts/organisers";
import { REWARD_SORTS, rewardSearchQuery, searchPromotion, type RewardDocument, type RewardSearchResult } from "@vtp/contracts/rewards";
import { readAppContext } from "../../context.server.ts";
import { callApi, fieldProblemOf, TECHNICAL_ERROR } from "../../server/api.server.ts";
import { callApiAsHolder, freshAuth, type RequestArgs } from "../../server/current.server.ts";
import { parseRewardSearch, rewardFiltersOf, SEARCH_PAGE_SIZE, sortOf, type RewardSearchState } from "./search-query.ts";

export interface RewardSearchData {
  search: RewardSearchState;
  regions: { id: number; name: string }[];
  /** The signed-in holder's regions (their memberships), or null for a visitor. */
  holderRegions: { id: number; name: string }[] | null;
  /** `more`: there are more than `total` (the api counts a search without text, counter or ids up to 1.000, decision 0080). */
  result: { total: number; more: boolean; items: RewardDocument[] } | null;
  /**
   * Rewards the same search finds outside the holder's regions (holders searching their own regions only):
   * how many, or `more` when the search everywhere has more than 1.000 and how many more is not known.
   */
  outsideRegion: number | "more" | null;
  error: string | undefined;
  /** The api refused the search text (a control character): its Dutch message, shown at the search field. */
  queryError: string | undefined;
  pageSize: number;
  nowMs: number;
}

/** The body's query for a query string; none for "" (every active reward). */
function queryOf(query: string): { query?: { query_string: { query: string } } } {
  return query === "" ? {} : { query: { query_string: { query } } };
}

async function holderRegions(args: RequestArgs): Promise<{ id: number; name: string }[] | null> {
  if ((await freshAuth(args)) === null) return null;
  try {
    const profile = await callApiAsHolder(args, getProfile, {});
    const ids = new Map<number, string>([[profile.cardSystem.id, profile.cardSystem.name]]);
    for (const m of profile.memberships) ids.set(m.cardSystem.id, m.cardSystem.name);
    return [...ids].map(([id, name]) => ({ id, name }));
  } catch {
    // No card, or the session ended: search as a visitor.
    return null;
  }
}

export async function loadRewardSearch(args: RequestArgs): Promise<RewardSearchData> {
  const app = readAppContext(args.context);
  const search = parseRewardSearch(new URL(args.request.url).searchParams);
  const [regions, own] = await Promise.all([
    callApi(app, listRegions, {}).then(
      (r) => r.regions.map(({ id, name }) => ({ id, name })),
      () => [],
    ),
    holderRegions(args),
  ]);
  const cardSystemIds =
    typeof search.region === "number" ? [search.region] : search.region === undefined && own !== null ? own.map((r) => r.id) : undefined;
  const sort = [...REWARD_SORTS[sortOf(search.sort)]];
  const base = { search, regions, holderRegions: own, pageSize: SEARCH_PAGE_SIZE, nowMs: app.clock().getTime() };
  try {
    const [found, everywhere] = await Promise.all([
      callApi(app, searchPromotion, {
        body: {
          size: SEARCH_PAGE_SIZE,
          from: (search.page - 1) * SEARCH_PAGE_SIZE,
          ...queryOf(rewardSearchQuery(rewardFiltersOf(search, cardSystemIds))),
          sort,
        },
      }),
      // The holder's own regions only: how many more the same search finds everywhere.
      own !== null && search.region === undefined
        ? callApi(app, searchPromotion, { body: { size: 0, ...queryOf(rewardSearchQuery(rewardFiltersOf(search, undefined))) } })
        : Promise.resolve(null),
    ]);
    const total = found.hits.total;
    return {
      ...base,
      result: { total: total.value, more: total.relation === "gte", items: found.hits.hits.map((h) => h._source) },
      outsideRegion: everywhere === null ? null : outsideRegionOf(total, everywhere.hits.total),
      error: undefined,
      queryError: undefined,
    };
  } catch (error) {
    // The page's filters are checked on the way in; the free text goes into the query string as typed.
    const queryError = fieldProblemOf(searchPromotion, error, "query");
    if (queryError !== undefined) return { ...base, result: null, outsideRegion: null, error: undefined, queryError };
    console.error("[rewards] reward search failed", error);
    return { ...base, result: null, outsideRegion: null, error: TECHNICAL_ERROR, queryError: undefined };
  }
}

type Total = RewardSearchResult["hits"]["total"];

/** How many the search everywhere finds beyond the holder's regions; unknown (null) when the regions alone have more than 1.000. */
export function outsideRegionOf(own: Total, everywhere: Total): number | "more" | null {
  if (own.relation === "gte") return null;
  if (everywhere.relation === "gte") return "more";
  return Math.max(0, everywhere.value - own.value);
}

/** A few featured rewards (featured, then the newest) for the home page; null when the search cannot answer. */
export async function featuredRewards(args: RequestArgs, size = 3): Promise<RewardDocument[] | null> {
  try {
    const found = await callApi(readAppContext(args.context), searchPromotion, { body: { size, sort: [...REWARD_SORTS.featured] } });
    return found.hits.hits.map((h) => h._source);
  } catch (error) {
    console.error("[rewards] featured rewards unavailable", error);
    return null;
  }
}
