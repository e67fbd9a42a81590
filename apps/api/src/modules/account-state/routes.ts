// GET /api/user/account-state and PUT /api/user/onboarding (bearer access token).
import type { FastifyInstance } from "fastify";
import { accountStateSchema, onboardingUpdateSchema } from "@vtp/contracts/account-state";
import { createRequireHolderAuth, identityOf, type HolderAuthDeps } from "../auth/plugin.ts";
import { getAccountState, skipOnboarding } from "./service.ts";

export type AccountStateRoutesDeps = HolderAuthDeps;

export async function accountStateRoutes(app: FastifyInstance, deps: AccountStateRoutesDeps): Promise<void> {
  const requireHolderAuth = createRequireHolderAuth(deps);

  app.get(
    "/user/account-state",
    {
      preHandler: requireHolderAuth,
      schema: {
        summary: "Status van het aangemelde account: onboarding overgeslagen, legacy-account, pas gekoppeld",
        tags: ["account"],
        operationId: "getAccountState",
        security: [{ bearerAuth: [] }],
        response: { 200: accountStateSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getAccountState(deps, identityOf(request));
    },
  );

  app.put(
    "/user/onboarding",
    {
      preHandler: requireHolderAuth,
      schema: {
        summary: "Onboarding overslaan (skipOnboarding wordt bewaard)",
        tags: ["account"],
        operationId: "skipOnboarding",
        security: [{ bearerAuth: [] }],
        body: onboardingUpdateSchema,
        response: { 200: accountStateSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return skipOnboarding(deps, identityOf(request));
    },
  );
}
