// GET /api/user/upcoming (bearer access token): "Binnenkort" on the dashboard, the caller's own (decision 0063).
import type { FastifyInstance } from "fastify";
import { getUpcoming as getUpcomingEndpoint } from "@vtp/contracts/upcoming";
import { serveEndpoint } from "../../http/endpoint.ts";
import { createRequireHolderAuth, identityOf, type HolderAuthDeps } from "../auth/plugin.ts";
import { getUpcoming } from "./service.ts";

export type UpcomingRoutesDeps = HolderAuthDeps;

export async function upcomingRoutes(app: FastifyInstance, deps: UpcomingRoutesDeps): Promise<void> {
  const preHandler = createRequireHolderAuth(deps);
  serveEndpoint(app, getUpcomingEndpoint, { preHandler, handler: async (request) => getUpcoming(deps, identityOf(request)) });
}
