// GET /api/user/account-state and PUT /api/user/onboarding (bearer access token).
import type { FastifyInstance } from "fastify";
import { getAccountState as getAccountStateEndpoint, skipOnboarding as skipOnboardingEndpoint } from "@vtp/contracts/onboarding";
import { serveEndpoint } from "../../http/endpoint.ts";
import { createRequireHolderAuth, identityOf, type HolderAuthDeps } from "../auth/plugin.ts";
import { getAccountState, skipOnboarding } from "./service.ts";

export type OnboardingRoutesDeps = HolderAuthDeps;

export async function onboardingRoutes(app: FastifyInstance, deps: OnboardingRoutesDeps): Promise<void> {
  const preHandler = createRequireHolderAuth(deps);
  serveEndpoint(app, getAccountStateEndpoint, { preHandler, handler: async (request) => getAccountState(deps, identityOf(request)) });
  serveEndpoint(app, skipOnboardingEndpoint, { preHandler, handler: async (request) => skipOnboarding(deps, identityOf(request)) });
}
