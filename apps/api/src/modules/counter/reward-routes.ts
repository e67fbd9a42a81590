// Rewards at the counter through the partner API (UiTPAS API v4 shape, decision 0037): GET /v4/rewards,
// POST /v4/rewards/redeemed (201), DELETE /v4/rewards/redeemed/:redeemedRewardId and
// POST /v4/rewards/redeemed/:redeemCode/use. Each is served by serveStaffEndpoint, which enforces the
// declaration's staffAccess (MEMBER of the organizerId in the query).
import type { FastifyInstance } from "fastify";
import { listCounterRewards, redeemCounterReward, undoCounterRedemption, useRedeemCode } from "@vtp/contracts/counter-rewards";
import { serveStaffEndpoint, staffOf } from "../staff/access.ts";
import { listCounterRewards as listRewards, redeemAtCounter, undoRedemptionAtCounter, useCodeAtCounter } from "./rewards.ts";
import type { CounterRoutesDeps } from "./routes.ts";

export async function counterRewardRoutes(app: FastifyInstance, deps: CounterRoutesDeps): Promise<void> {
  serveStaffEndpoint(app, listCounterRewards, deps, async (request) =>
    listRewards(deps, staffOf(request), {
      organiserId: request.query.organizerId,
      uitpasNumber: request.query.isRedeemableByPassholderId,
    }),
  );
  serveStaffEndpoint(app, redeemCounterReward, deps, async (request) =>
    redeemAtCounter(deps, staffOf(request), { organiserId: request.query.organizerId, ...request.body }),
  );
  serveStaffEndpoint(app, undoCounterRedemption, deps, async (request) =>
    undoRedemptionAtCounter(deps, staffOf(request), {
      organiserId: request.query.organizerId,
      redemptionId: request.params.redeemedRewardId,
    }),
  );
  serveStaffEndpoint(app, useRedeemCode, deps, async (request) =>
    useCodeAtCounter(deps, staffOf(request), { organiserId: request.query.organizerId, redeemCode: request.params.redeemCode }),
  );
}
