// The organisers feature's public entry for pages (browser-safe; server code: index.server.ts).
export { ActivityList, whenLabel } from "./activity-list.tsx";
export {
  backOf,
  backParam,
  backQuery,
  BACK_PARAM,
  findQueryParams,
  markerQueryParams,
  ORGANISER_FILTERS,
  parseFindQuery,
  REWARDS_STEP,
  type FindQuery,
} from "./find-query.ts";
export {
  addressLine,
  facilityLabel,
  MAP_MESSAGES,
  ORGANISER_FILTER_HINT,
  ORGANISER_FILTER_LABELS,
  ORGANISER_FILTER_LEGEND,
  ORGANISER_TYPE_LABELS,
} from "./format.ts";
export { LocationSearch } from "./location-search.tsx";
export { LazyMap } from "./map/lazy-map.tsx";
export { OrganiserList } from "./organiser-list.tsx";
