// GET and PUT /api/user/optins (the spec's five opt-ins) and GET and PUT /api/user/preferences (the whole
// channel × topic grid, decision 0060), bearer access token: the caller's own preferences only.
import type { FastifyInstance } from "fastify";
import {
  getOptins as getOptinsEndpoint,
  getPreferences as getPreferencesEndpoint,
  updateOptins as updateOptinsEndpoint,
  updatePreferences as updatePreferencesEndpoint,
} from "@vtp/contracts/preferences";
import { serveEndpoint } from "../../http/endpoint.ts";
import { createRequireHolderAuth, identityOf, type HolderAuthDeps } from "../auth/plugin.ts";
import { getOptins, getPreferences, updateOptins, updatePreferences } from "./service.ts";

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
  serveEndpoint(app, getPreferencesEndpoint, {
    preHandler,
    handler: async (request) => getPreferences(deps, identityOf(request)),
  });
  serveEndpoint(app, updatePreferencesEndpoint, {
    preHandler,
    handler: async (request) => updatePreferences(deps, identityOf(request), request.body),
  });
}
