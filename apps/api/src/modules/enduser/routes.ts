// GET /api/enduser/profile (bearer access token).
import type { FastifyInstance } from "fastify";
import { profileSchema } from "@vtp/contracts/account";
import { createRequireHolderAuth, identityOf, type HolderAuthDeps } from "../auth/plugin.ts";
import { getProfile } from "./service.ts";

export type EnduserRoutesDeps = HolderAuthDeps;

export async function enduserRoutes(app: FastifyInstance, deps: EnduserRoutesDeps): Promise<void> {
  const requireHolderAuth = createRequireHolderAuth(deps);
  app.get(
    "/enduser/profile",
    {
      preHandler: requireHolderAuth,
      schema: {
        summary: "Profiel van de aangemelde pashouder (404 NO_CARD zonder gekoppelde pas)",
        tags: ["account"],
        operationId: "getEnduserProfile",
        security: [{ bearerAuth: [] }],
        response: { 200: profileSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getProfile(deps, identityOf(request));
    },
  );
}
