// The organisers feature's server-only entry (loaders and the map's JSON resource routes).
export {
  loadFind,
  loadLocation,
  loadLocationActivities,
  loadRegionActivities,
  loadSupraLocal,
  markerJson,
  markersJson,
  nearestPointsOfSale,
  regionsOrEmpty,
  suggestionsJson,
} from "./organisers.server.ts";
export { loadActivity } from "./activity.server.ts";
