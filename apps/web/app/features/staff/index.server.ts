// The staff feature's server-only entry: the invitation page's loader and action.
export {
  acceptStaffInvitationAction,
  loadStaffInvitation,
  staffInvitationHeaders,
  type StaffInvitationPage,
  type StaffInvitationResult,
} from "./invitation.server.ts";
