// Rewards: POST /api/search/promotion (anyone), and for the signed-in holder GET /api/user/promotions,
// GET /api/user/promotion/:promotionId/status, GET /api/user/wallet/welcomeadvantages and
// POST /api/user/promotion/cashin.
import type { FastifyInstance } from "fastify";
import {
  cashIn as cashInEndpoint,
  getRedeemStatus as getRedeemStatusEndpoint,
  getWelcomeAdvantages as getWelcomeAdvantagesEndpoint,
  listHolderRewards as listHolderRewardsEndpoint,
  searchPromotion as searchPromotionEndpoint,
} from "@vtp/contracts/rewards";
import { serveEndpoint } from "../../http/endpoint.ts";
import { createRequireHolderAuth, identityOf, type HolderAuthDeps } from "../auth/plugin.ts";
import { cashIn, getRedeemStatus, getWelcomeAdvantages, listHolderRewards, searchRewards } from "./service.ts";

export type RewardsRoutesDeps = HolderAuthDeps;

export async function rewardsRoutes(app: FastifyInstance, deps: RewardsRoutesDeps): Promise<void> {
  const requireHolder = createRequireHolderAuth(deps);
  serveEndpoint(app, searchPromotionEndpoint, {
    handler: async (request) => searchRewards(deps, request.body),
  });
  serveEndpoint(app, listHolderRewardsEndpoint, {
    preHandler: requireHolder,
    handler: async (request) => listHolderRewards(deps, identityOf(request)),
  });
  serveEndpoint(app, getRedeemStatusEndpoint, {
    preHandler: requireHolder,
    handler: async (request) => getRedeemStatus(deps, identityOf(request), request.params.promotionId),
  });
  serveEndpoint(app, getWelcomeAdvantagesEndpoint, {
    preHandler: requireHolder,
    handler: async (request) => getWelcomeAdvantages(deps, identityOf(request)),
  });
  serveEndpoint(app, cashInEndpoint, {
    preHandler: requireHolder,
    handler: async (request) => cashIn(deps, identityOf(request), request.body),
  });
}
