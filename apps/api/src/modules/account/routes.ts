// GET /api/enduser/profile (bearer access token).
import type { FastifyInstance } from "fastify";
import { getProfile as getProfileEndpoint } from "@vtp/contracts/account";
import { serveEndpoint } from "../../http/endpoint.ts";
import { createRequireHolderAuth, identityOf, type HolderAuthDeps } from "../auth/plugin.ts";
import { getProfile } from "./service.ts";

export type AccountRoutesDeps = HolderAuthDeps;

export async function accountRoutes(app: FastifyInstance, deps: AccountRoutesDeps): Promise<void> {
  serveEndpoint(app, getProfileEndpoint, {
    preHandler: createRequireHolderAuth(deps),
    handler: async (request) => getProfile(deps, identityOf(request)),
  });
}
