// Rewards an organiser manages (decision 0046): the list (MEMBER), create, edit and end (ADMIN: v4's
// REWARDS_WRITE), each served by serveStaffEndpoint, which checks the declaration's staffAccess for the
// organizerId in the query before the service checks it again.
import type { FastifyInstance } from "fastify";
import { createReward, endReward, listManagedRewards, updateReward } from "@vtp/contracts/reward-management";
import { serveStaffEndpoint, staffOf, type StaffAuthDeps } from "../../staff/access.ts";
import { createManagedReward, editManagedReward, endManagedReward, listManagedRewards as listRewards } from "./service.ts";

export async function rewardManagementRoutes(app: FastifyInstance, deps: StaffAuthDeps): Promise<void> {
  serveStaffEndpoint(app, listManagedRewards, deps, async (request) =>
    listRewards(deps, staffOf(request), { organiserId: request.query.organizerId }),
  );
  serveStaffEndpoint(app, createReward, deps, async (request) =>
    createManagedReward(deps, staffOf(request), { organiserId: request.query.organizerId, reward: request.body }),
  );
  serveStaffEndpoint(app, updateReward, deps, async (request) =>
    editManagedReward(deps, staffOf(request), {
      organiserId: request.query.organizerId,
      rewardId: request.params.rewardId,
      reward: request.body,
    }),
  );
  serveStaffEndpoint(app, endReward, deps, async (request) =>
    endManagedReward(deps, staffOf(request), { organiserId: request.query.organizerId, rewardId: request.params.rewardId }),
  );
}
