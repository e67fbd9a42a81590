// GET and PUT /api/user/optins (bearer access token): the caller's own communication preferences.
import type { FastifyInstance } from "fastify";
import { getOptins as getOptinsEndpoint, updateOptins as updateOptinsEndpoint } from "@vtp/contracts/preferences";
import { serveEndpoint } from "../../http/endpoint.ts";
import { createRequireHolderAuth, identityOf, type HolderAuthDeps } from "../auth/plugin.ts";
import { getOptins, updateOptins } from "./service.ts";

export type PreferencesRoutesDeps = HolderAuthDeps;

export async function preferencesRoutes(app: FastifyInstance, deps: PreferencesRoutesDeps): Promise<void> {
  const preHandler = createRequireHolderAuth(deps);
  serveEndpoint(app, getOptinsEndpoint, {
    preHandler,
    handler: async (request) => getOptins(deps, identityOf(request)),
  });
  serveEndpoint(app, updateOptinsEndpoint, {
    preHandler,
    handler: async (request) => updateOptins(deps, identityOf(request), request.body),
  });
}
