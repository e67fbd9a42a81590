// POST /api/user/authenticate: the legacy login (ended 1 September 2022; see service.ts).
import type { FastifyInstance } from "fastify";
import { legacyAuthenticate } from "@vtp/contracts/legacy-login";
import { serveEndpoint } from "../../http/endpoint.ts";
import { authenticateLegacy, type LegacyLoginDeps } from "./service.ts";

export type LegacyLoginRoutesDeps = LegacyLoginDeps;

export async function legacyLoginRoutes(app: FastifyInstance, deps: LegacyLoginRoutesDeps): Promise<void> {
  serveEndpoint(app, legacyAuthenticate, { handler: async (request) => authenticateLegacy(deps, request.body) });
}
