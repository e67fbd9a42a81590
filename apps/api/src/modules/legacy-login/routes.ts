// POST /api/user/authenticate: the legacy login (ended 1 September 2022; see service.ts).
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { legacyLoginRequestSchema, legacyLoginResponseSchema } from "@vtp/contracts/account";
import { authenticateLegacy, type LegacyLoginDeps } from "./service.ts";

export type LegacyLoginRoutesDeps = LegacyLoginDeps;

export async function legacyLoginRoutes(app: FastifyInstance, deps: LegacyLoginRoutesDeps): Promise<void> {
  app.post(
    "/user/authenticate",
    {
      schema: {
        summary: "Oude aanmelding met kaartnummer, pincode en geboortedatum (410 LEGACY_LOGIN_ENDED sinds 1 september 2022)",
        tags: ["account"],
        operationId: "legacyAuthenticate",
        body: legacyLoginRequestSchema,
        response: { 200: legacyLoginResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return authenticateLegacy(deps, request.body as z.output<typeof legacyLoginRequestSchema>);
    },
  );
}
