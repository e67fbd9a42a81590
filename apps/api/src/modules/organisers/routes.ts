// Organisers (anyone): POST /api/search/organiser, POST /api/search/organiser/markers,
// GET /api/search/suggest, GET /api/locations/:id, GET /api/search/activities and GET /api/regions.
import type { FastifyInstance } from "fastify";
import {
  getLocation as getLocationEndpoint,
  listRegions as listRegionsEndpoint,
  searchActivities as searchActivitiesEndpoint,
  searchOrganiserMarkers as searchOrganiserMarkersEndpoint,
  searchOrganisers as searchOrganisersEndpoint,
  suggestLocations as suggestLocationsEndpoint,
} from "@vtp/contracts/organisers";
import { serveEndpoint } from "../../http/endpoint.ts";
import {
  getLocation,
  listRegions,
  searchActivities,
  searchOrganiserMarkers,
  searchOrganisers,
  suggestLocations,
  type OrganisersDeps,
} from "./service.ts";

/** Public answers that change slowly may be kept a minute (regions: five). */
const MINUTE = "public, max-age=60";

export async function organisersRoutes(app: FastifyInstance, deps: OrganisersDeps): Promise<void> {
  serveEndpoint(app, searchOrganisersEndpoint, { handler: async (request) => searchOrganisers(deps, request.body) });
  serveEndpoint(app, searchOrganiserMarkersEndpoint, { handler: async (request) => searchOrganiserMarkers(deps, request.body) });
  serveEndpoint(app, suggestLocationsEndpoint, {
    cacheControl: MINUTE,
    handler: async (request) => suggestLocations(deps, request.query.q),
  });
  serveEndpoint(app, getLocationEndpoint, { cacheControl: MINUTE, handler: async (request) => getLocation(deps, request.params.id) });
  serveEndpoint(app, searchActivitiesEndpoint, { cacheControl: MINUTE, handler: async (request) => searchActivities(deps, request.query) });
  serveEndpoint(app, listRegionsEndpoint, { cacheControl: "public, max-age=300", handler: async () => listRegions(deps) });
}
