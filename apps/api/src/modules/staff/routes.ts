// The staff module's endpoints, each served by serveStaffEndpoint, which enforces the declaration's
// staffAccess (access.ts): the partner API's GET /v4/permissions; staff management (decision 0047:
// GET /v4/staff, POST /v4/staff/invitations, PUT and DELETE /v4/staff/:accountId, DELETE …/second-factor) and the audit log's
// read (GET /v4/audit-log, GET /v4/region-audit-log); and the invitation's acceptance, which any signed-in
// account may call (POST /staff-invitations/accept: the invited person is nobody's staff yet).
import type { FastifyInstance } from "fastify";
import { getPermissions } from "@vtp/contracts/staff";
import { getOrganiserAuditLog, getRegionAuditLog } from "@vtp/contracts/staff-audit-log";
import {
  acceptStaffInvitation,
  changeStaffRole,
  inviteStaff,
  listStaff,
  removeStaff,
  resetStaffSecondFactor,
} from "@vtp/contracts/staff-members";
import { serveEndpoint } from "../../http/endpoint.ts";
import { createRequireHolderAuth, identityOf } from "../auth/plugin.ts";
import { serveStaffEndpoint, staffOf, type StaffAuthDeps } from "./access.ts";
import { readAuditLog } from "./audit-log/service.ts";
import {
  acceptInvitation,
  changeRole,
  inviteStaffMember,
  listStaffOfOrganiser,
  removeMember,
  resetSecondFactor,
  type StaffMembersDeps,
} from "./members/service.ts";
import { listPermissions, type StaffDeps } from "./service.ts";

export type StaffRoutesDeps = StaffAuthDeps & StaffDeps & StaffMembersDeps;

export async function staffRoutes(app: FastifyInstance, deps: StaffRoutesDeps): Promise<void> {
  serveStaffEndpoint(app, getPermissions, deps, async (request) => listPermissions(deps, staffOf(request)));
  serveStaffEndpoint(app, listStaff, deps, async (request) => listStaffOfOrganiser(deps, request.query.organizerId));
  serveStaffEndpoint(app, inviteStaff, deps, async (request) =>
    inviteStaffMember(deps, staffOf(request), { organiserId: request.query.organizerId, ...request.body }),
  );
  serveStaffEndpoint(app, changeStaffRole, deps, async (request) =>
    changeRole(deps, staffOf(request), {
      organiserId: request.query.organizerId,
      accountId: request.params.accountId,
      role: request.body.role,
    }),
  );
  serveStaffEndpoint(app, removeStaff, deps, async (request) =>
    removeMember(deps, staffOf(request), { organiserId: request.query.organizerId, accountId: request.params.accountId }),
  );
  serveStaffEndpoint(app, resetStaffSecondFactor, deps, async (request) =>
    resetSecondFactor(deps, staffOf(request), { organiserId: request.query.organizerId, accountId: request.params.accountId }),
  );
  serveStaffEndpoint(app, getOrganiserAuditLog, deps, async (request) => {
    const { organizerId, ...filter } = request.query;
    return readAuditLog(deps, { organiserId: organizerId }, filter);
  });
  serveStaffEndpoint(app, getRegionAuditLog, deps, async (request) => {
    const { cardSystemId, ...filter } = request.query;
    return readAuditLog(deps, { cardSystemId }, filter);
  });
  serveEndpoint(app, acceptStaffInvitation, {
    preHandler: createRequireHolderAuth(deps),
    handler: async (request) => acceptInvitation(deps, identityOf(request), request.body.token),
  });
}
