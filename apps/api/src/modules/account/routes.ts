// The holder's profile: GET /api/enduser/profile, PUT /api/user/profile, PUT /api/user/pin (bearer
// access token; each acts on the caller's own holder only, there is no id in the request).
import type { FastifyInstance } from "fastify";
import type { DbRateLimiter } from "@vtp/db/limits";
import {
  getProfile as getProfileEndpoint,
  updatePin as updatePinEndpoint,
  updateProfile as updateProfileEndpoint,
} from "@vtp/contracts/account";
import { serveEndpoint } from "../../http/endpoint.ts";
import { createRequireHolderAuth, identityOf, type HolderAuthDeps } from "../auth/plugin.ts";
import { getProfile, updatePin, updateProfile } from "./service.ts";

export type AccountRoutesDeps = HolderAuthDeps & { rateLimiter: DbRateLimiter };

export async function accountRoutes(app: FastifyInstance, deps: AccountRoutesDeps): Promise<void> {
  const preHandler = createRequireHolderAuth(deps);
  serveEndpoint(app, getProfileEndpoint, {
    preHandler,
    handler: async (request) => getProfile(deps, identityOf(request)),
  });
  serveEndpoint(app, updateProfileEndpoint, {
    preHandler,
    handler: async (request) => updateProfile(deps, identityOf(request), request.body),
  });
  serveEndpoint(app, updatePinEndpoint, {
    preHandler,
    handler: async (request) => updatePin(deps, identityOf(request), request.body.pin),
  });
}
