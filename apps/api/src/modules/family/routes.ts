// The family: GET /api/user/family, POST /api/user/family/members, DELETE /api/user/family/members/:holderId,
// GET /api/user/family/members/:holderId/pass, POST /api/user/families/:familyId/leave (bearer access token),
// and the mailed link without a login: GET and POST /api/family/undo; the invitations (decision 0055):
// POST /api/user/family-invitations/:id/accept and /decline (the invitee), DELETE
// /api/user/family/invitations/:id (the main holder).
import type { FastifyInstance } from "fastify";
import {
  addFamilyMember as addFamilyMemberEndpoint,
  FAMILY_UNDO_TOKEN_HEADER,
  getFamily as getFamilyEndpoint,
  getFamilyUndo,
  leaveFamily as leaveFamilyEndpoint,
  removeFamilyMember as removeFamilyMemberEndpoint,
  undoFamilyMembership as undoFamilyMembershipEndpoint,
} from "@vtp/contracts/family";
import {
  acceptFamilyInvitation as acceptFamilyInvitationEndpoint,
  declineFamilyInvitation as declineFamilyInvitationEndpoint,
  withdrawFamilyInvitation as withdrawFamilyInvitationEndpoint,
} from "@vtp/contracts/family-invitations";
import { getFamilyMemberPass as getFamilyMemberPassEndpoint } from "@vtp/contracts/family-pass";
import { serveEndpoint } from "../../http/endpoint.ts";
import { createRequireHolderAuth, identityOf, type HolderAuthDeps } from "../auth/plugin.ts";
import {
  addFamilyMember,
  familyUndoInfo,
  getFamily,
  getFamilyMemberPass,
  leaveFamily,
  removeFamilyMember,
  undoFamilyMembership,
  type FamilyDeps,
} from "./service.ts";
import { acceptFamilyInvitation, declineFamilyInvitation, withdrawFamilyInvitation } from "./invitations.ts";

export type FamilyRoutesDeps = HolderAuthDeps & FamilyDeps;

export async function familyRoutes(app: FastifyInstance, deps: FamilyRoutesDeps): Promise<void> {
  const preHandler = createRequireHolderAuth(deps);
  serveEndpoint(app, getFamilyEndpoint, { preHandler, handler: async (request) => getFamily(deps, identityOf(request)) });
  serveEndpoint(app, addFamilyMemberEndpoint, {
    preHandler,
    handler: async (request) => addFamilyMember(deps, identityOf(request), request.body),
  });
  serveEndpoint(app, removeFamilyMemberEndpoint, {
    preHandler,
    handler: async (request) => removeFamilyMember(deps, identityOf(request), request.params.holderId),
  });
  serveEndpoint(app, getFamilyMemberPassEndpoint, {
    preHandler,
    handler: async (request) => getFamilyMemberPass(deps, identityOf(request), request.params.holderId),
  });
  serveEndpoint(app, leaveFamilyEndpoint, {
    preHandler,
    handler: async (request) => leaveFamily(deps, identityOf(request), request.params.familyId),
  });
  serveEndpoint(app, acceptFamilyInvitationEndpoint, {
    preHandler,
    handler: async (request) => acceptFamilyInvitation(deps, identityOf(request), request.params.invitationId),
  });
  serveEndpoint(app, declineFamilyInvitationEndpoint, {
    preHandler,
    handler: async (request) => declineFamilyInvitation(deps, identityOf(request), request.params.invitationId),
  });
  serveEndpoint(app, withdrawFamilyInvitationEndpoint, {
    preHandler,
    handler: async (request) => withdrawFamilyInvitation(deps, identityOf(request), request.params.invitationId),
  });
  serveEndpoint(app, getFamilyUndo, { handler: async (request) => familyUndoInfo(deps, request.headers[FAMILY_UNDO_TOKEN_HEADER]) });
  serveEndpoint(app, undoFamilyMembershipEndpoint, { handler: async (request) => undoFamilyMembership(deps, request.body.token) });
}
