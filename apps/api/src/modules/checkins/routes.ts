// POST /api/user/checkin (bearer access token): scan to save points; GET and POST
// /api/user/checkin/:scan/family: after that scan, save the points for members of my own family.
import type { FastifyInstance } from "fastify";
import {
  checkIn as checkInEndpoint,
  checkInFamily as checkInFamilyEndpoint,
  getFamilyCheckinOptions as getFamilyCheckinOptionsEndpoint,
} from "@vtp/contracts/checkins";
import { serveEndpoint } from "../../http/endpoint.ts";
import { createRequireHolderAuth, identityOf, type HolderAuthDeps } from "../auth/plugin.ts";
import { checkInFamily, familyCheckinOptions } from "./family.ts";
import { checkIn, type CheckinsDeps } from "./service.ts";

export type CheckinsRoutesDeps = HolderAuthDeps & CheckinsDeps;

export async function checkinsRoutes(app: FastifyInstance, deps: CheckinsRoutesDeps): Promise<void> {
  const preHandler = createRequireHolderAuth(deps);
  serveEndpoint(app, checkInEndpoint, {
    preHandler,
    handler: async (request) => checkIn(deps, identityOf(request), request.body),
  });
  serveEndpoint(app, getFamilyCheckinOptionsEndpoint, {
    preHandler,
    handler: async (request) => familyCheckinOptions(deps, identityOf(request), request.params.scan),
  });
  serveEndpoint(app, checkInFamilyEndpoint, {
    preHandler,
    handler: async (request) => checkInFamily(deps, identityOf(request), request.params.scan, request.body),
  });
}
