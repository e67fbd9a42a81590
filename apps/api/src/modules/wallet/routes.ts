// GET /api/user/wallet/{coupons,memberships,history,redemptions} (bearer access token).
import type { FastifyInstance } from "fastify";
import { getPointsHistory, getRedemptions as getRedemptionsEndpoint, getWalletCoupons, getWalletMemberships } from "@vtp/contracts/wallet";
import { serveEndpoint } from "../../http/endpoint.ts";
import { createRequireHolderAuth, identityOf, type HolderAuthDeps } from "../auth/plugin.ts";
import { getCoupons, getHistory, getMemberships, getRedemptions } from "./service.ts";

export type WalletRoutesDeps = HolderAuthDeps;

export async function walletRoutes(app: FastifyInstance, deps: WalletRoutesDeps): Promise<void> {
  const preHandler = createRequireHolderAuth(deps);
  serveEndpoint(app, getWalletCoupons, { preHandler, handler: async (request) => getCoupons(deps, identityOf(request)) });
  serveEndpoint(app, getWalletMemberships, { preHandler, handler: async (request) => getMemberships(deps, identityOf(request)) });
  serveEndpoint(app, getPointsHistory, { preHandler, handler: async (request) => getHistory(deps, identityOf(request), request.query) });
  serveEndpoint(app, getRedemptionsEndpoint, { preHandler, handler: async (request) => getRedemptions(deps, identityOf(request)) });
}
