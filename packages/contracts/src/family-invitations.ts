// Family invitations (issue 22 §4, decision 0055): a member aged 16 or more, or anyone with an account of
// their own, is invited by POST /api/user/family/members and becomes a member by accepting here. The
// invitee accepts or declines; the main holder withdraws. Both see the pending invitations in
// GET /api/user/family (pendingInvitations, invitationsForMe). Problem codes: familyProblemCodes.
import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";

/** How long an invitation can be accepted. */
export const FAMILY_INVITATION_DAYS = 14;

export const familyInvitationParamsSchema = z.object({ invitationId: z.uuid() });

export const familyInvitationDoneResponseSchema = z.object({
  status: z.enum(["ACCEPTED", "DECLINED", "WITHDRAWN"]),
  /** The family the invitation was about. */
  familyId: z.uuid(),
});
export type FamilyInvitationDoneResponse = z.infer<typeof familyInvitationDoneResponseSchema>;

export const acceptFamilyInvitation = defineEndpoint({
  method: "POST",
  path: "/user/family-invitations/:invitationId/accept",
  operationId: "acceptFamilyInvitation",
  summary:
    "Aanvaard een uitnodiging in een gezin: ik word lid (binnen de grenzen van dat gezin) en krijg een mail met een link om het te verlaten",
  tag: "family",
  auth: "bearer",
  params: familyInvitationParamsSchema,
  response: familyInvitationDoneResponseSchema,
  problems: [
    "NO_CARD",
    "FAMILY_INVITATION_NOT_FOUND",
    "FAMILY_INVITATION_EXPIRED",
    "FAMILY_MEMBER_ALREADY_ADDED",
    "FAMILY_TOO_MANY_ADULTS",
    "FAMILY_TOO_MANY_CHILDREN",
  ],
});

export const declineFamilyInvitation = defineEndpoint({
  method: "POST",
  path: "/user/family-invitations/:invitationId/decline",
  operationId: "declineFamilyInvitation",
  summary: "Weiger een uitnodiging in een gezin",
  tag: "family",
  auth: "bearer",
  params: familyInvitationParamsSchema,
  response: familyInvitationDoneResponseSchema,
  problems: ["NO_CARD", "FAMILY_INVITATION_NOT_FOUND"],
});

export const withdrawFamilyInvitation = defineEndpoint({
  method: "DELETE",
  path: "/user/family/invitations/:invitationId",
  operationId: "withdrawFamilyInvitation",
  summary: "Trek een uitnodiging in mijn gezin in die nog op antwoord wacht",
  tag: "family",
  auth: "bearer",
  params: familyInvitationParamsSchema,
  response: familyInvitationDoneResponseSchema,
  problems: ["NO_CARD", "FAMILY_INVITATION_NOT_FOUND"],
});
