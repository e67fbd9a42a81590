// POST /api/user/checkin (bearer access token): scan to save points.
import type { FastifyInstance } from "fastify";
import { checkIn as checkInEndpoint } from "@vtp/contracts/checkins";
import { serveEndpoint } from "../../http/endpoint.ts";
import { createRequireHolderAuth, identityOf, type HolderAuthDeps } from "../auth/plugin.ts";
import { checkIn, type CheckinsDeps } from "./service.ts";

export type CheckinsRoutesDeps = HolderAuthDeps & CheckinsDeps;

export async function checkinsRoutes(app: FastifyInstance, deps: CheckinsRoutesDeps): Promise<void> {
  serveEndpoint(app, checkInEndpoint, {
    preHandler: createRequireHolderAuth(deps),
    handler: async (request) => checkIn(deps, identityOf(request), request.body),
  });
}
