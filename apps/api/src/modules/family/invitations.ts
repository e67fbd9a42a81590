// Family invitations (issue 22 §4, decision 0055): who must consent, the invitation the add makes for
// them, the lists of pending invitations, and accepting (a membership within the caps, re-checked with
// the family row locked), declining and withdrawing. An invitation can be accepted for
// FAMILY_INVITATION_DAYS; at most one is pending per family and person (the database's partial UNIQUE index).
import type { Kysely } from "kysely";
import type { AddFamilyMemberResponse, FamilyResponse } from "@vtp/contracts/family";
import { FAMILY_INVITATION_DAYS, type FamilyInvitationDoneResponse } from "@vtp/contracts/family-invitations";
import { brusselsDate } from "@vtp/contracts/dates";
import { ProblemError } from "@vtp/contracts/problem";
import { webPaths } from "@vtp/contracts/web-paths";
import type { DB } from "@vtp/db/schema";
import type { HolderIdentity } from "../auth/plugin.ts";
import { ageOn } from "../account/service.ts";
import { sendMessage } from "../messages/service.ts";
import {
  closeExpiredInvitation,
  closeInvitationOfInvitee,
  findHolder,
  findMemberEmail,
  findPendingInvitation,
  hasOwnAccount,
  insertInvitation,
  listMembers,
  listReceivedInvitations,
  listSentInvitations,
  lockFamily,
  lockOwnFamily,
  withdrawInvitationOfOwner,
  type HolderRow,
} from "./repository.ts";
import {
  ageGroup,
  assertRoomFor,
  countGroups,
  currentHolder,
  initial,
  insertMembership,
  isUniqueViolation,
  MIN_AGE_TO_ADD,
  shortName,
  type FamilyDeps,
} from "./service.ts";

const DAY_MS = 86_400_000;
/** dd/mm/jjjj of an instant in Europe/Brussels. */
const dutchDay = (at: Date) => brusselsDate(at).split("-").reverse().join("/");

/** Consent is needed from a member aged 16 or more (Europe/Brussels) or with an account of their own. */
export async function needsConsent(db: Kysely<DB>, member: HolderRow, today: string): Promise<boolean> {
  return ageOn(member.birthDate, today) >= MIN_AGE_TO_ADD || (await hasOwnAccount(db, member.holderId));
}

/** The pending invitations of GET /api/user/family: sent as main holder of `familyId`, and received. */
export async function invitationsOf(
  deps: FamilyDeps,
  holderId: string,
  familyId: string | undefined,
): Promise<Pick<FamilyResponse, "pendingInvitations" | "invitationsForMe">> {
  const now = deps.clock();
  const today = brusselsDate(now);
  const [sent, received] = await Promise.all([
    familyId === undefined ? [] : listSentInvitations(deps.db, familyId, now),
    listReceivedInvitations(deps.db, holderId, now),
  ]);
  return {
    pendingInvitations: sent.map((i) => ({
      invitationId: i.invitationId,
      holderId: i.holderId,
      firstName: i.firstName,
      lastName: i.lastName,
      ageGroup: ageGroup(i.birthDate, today),
      invitedAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
    })),
    invitationsForMe: received.map((i) => ({
      invitationId: i.invitationId,
      familyId: i.familyId,
      mainHolderFirstName: i.mainHolderFirstName,
      mainHolderLastNameInitial: initial(i.mainHolderLastName),
      mainHolderGender: i.mainHolderGender === "FEMALE" || i.mainHolderGender === "MALE" ? i.mainHolderGender : null,
      invitedAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
    })),
  };
}

/**
 * The add of a member who must consent: in one transaction with the family row locked, already a member
 * and the cap of the member's age group (checked again at acceptance), an expired invitation closed,
 * the invitation (a second pending one is refused by the UNIQUE index), the invitee's mail and inbox message.
 */
export async function inviteFamilyMember(deps: FamilyDeps, me: HolderRow, member: HolderRow, now: Date): Promise<AddFamilyMemberResponse> {
  const today = brusselsDate(now);
  const group = ageGroup(member.birthDate, today);
  const expiresAt = new Date(now.getTime() + FAMILY_INVITATION_DAYS * DAY_MS);
  let notified = false;
  try {
    await deps.db.transaction().execute(async (trx) => {
      const own = await lockOwnFamily(trx, me.holderId, now);
      const current = await listMembers(trx, own.familyId);
      if (current.some((m) => m.holderId === member.holderId)) throw new ProblemError("FAMILY_MEMBER_ALREADY_ADDED");
      assertRoomFor(deps, group, countGroups([me.birthDate, ...current.map((m) => m.birthDate)], today));
      await closeExpiredInvitation(trx, own.familyId, member.holderId, now);
      const invitationId = await insertInvitation(trx, { familyId: own.familyId, holderId: member.holderId, createdAt: now, expiresAt });
      const by = shortName(me);
      const link = `${deps.publicUrl}${webPaths.family}`;
      const email = await findMemberEmail(trx, member.holderId);
      if (email !== undefined) {
        await deps.mailer.send(
          {
            kind: "family-invitation",
            to: email,
            subject: `${by} nodigt je uit in een gezin in ${deps.productName}`,
            text: [
              `Hallo ${member.firstName},`,
              `${by} nodigt je uit in het gezin in ${deps.productName}. Gezinsleden kunnen samen punten sparen en voordelen omruilen.`,
              `Aanvaard of weiger de uitnodiging in de app, bij Mijn gezin:`,
              link,
              `De uitnodiging is geldig tot ${dutchDay(expiresAt)}. Doe je niets, dan word je geen lid van het gezin.`,
              deps.productName,
            ].join("\n\n"),
          },
          { within: trx },
        );
        notified = true;
      }
      // The inbox always gets it; the mail above is its mail.
      await sendMessage(
        deps.messages,
        {
          holderId: member.holderId,
          topic: "service",
          dedupKey: `family:invited:${invitationId}`,
          title: `${by} nodigt je uit in een gezin`,
          body: `${by} nodigt je uit in het gezin in ${deps.productName}. Gezinsleden kunnen samen punten sparen en voordelen omruilen. Aanvaard of weiger de uitnodiging bij Mijn gezin, tot ${dutchDay(expiresAt)}.`,
          linkPath: webPaths.family,
        },
        { within: trx, mail: false },
      );
    });
  } catch (error) {
    // The partial UNIQUE index (family, holder) WHERE PENDING is the last word on "already invited".
    if (isUniqueViolation(error)) throw new ProblemError("FAMILY_ALREADY_INVITED");
    throw error;
  }
  return {
    status: "INVITED",
    member: {
      holderId: member.holderId,
      firstName: member.firstName,
      lastName: member.lastName,
      ageGroup: group,
      mainFamilyMember: false,
      addedAt: null,
    },
    notified,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * POST /api/user/family-invitations/:invitationId/accept: only the invitee, only before it expires; in
 * one transaction with the family row locked (as the add): still pending, not yet a member, the cap of
 * my age group, then the invitation closed and the membership (with the /undo-family mail) written.
 */
export async function acceptFamilyInvitation(
  deps: FamilyDeps,
  identity: HolderIdentity,
  invitationId: string,
): Promise<FamilyInvitationDoneResponse> {
  const me = await currentHolder(deps, identity);
  const now = deps.clock();
  const today = brusselsDate(now);
  const found = await findPendingInvitation(deps.db, invitationId, me.holderId);
  if (found === undefined) throw new ProblemError("FAMILY_INVITATION_NOT_FOUND");
  if (found.expiresAt <= now) throw new ProblemError("FAMILY_INVITATION_EXPIRED");
  const owner = await findHolder(deps.db, found.mainHolderId);
  if (owner === undefined) throw new ProblemError("FAMILY_INVITATION_NOT_FOUND");
  try {
    await deps.db.transaction().execute(async (trx) => {
      await lockFamily(trx, found.familyId);
      const invitation = await findPendingInvitation(trx, invitationId, me.holderId, true);
      if (invitation === undefined) throw new ProblemError("FAMILY_INVITATION_NOT_FOUND");
      if (invitation.expiresAt <= now) throw new ProblemError("FAMILY_INVITATION_EXPIRED");
      const current = await listMembers(trx, invitation.familyId);
      if (current.some((m) => m.holderId === me.holderId)) throw new ProblemError("FAMILY_MEMBER_ALREADY_ADDED");
      assertRoomFor(deps, ageGroup(me.birthDate, today), countGroups([owner.birthDate, ...current.map((m) => m.birthDate)], today), {
        familyName: `Het gezin van ${shortName(owner)}`,
      });
      await closeInvitationOfInvitee(trx, invitationId, me.holderId, "ACCEPTED", now);
      await insertMembership(deps, trx, { owner, member: me, familyId: invitation.familyId, now, how: "accepted" });
      await sendMessage(
        deps.messages,
        {
          holderId: owner.holderId,
          topic: "service",
          dedupKey: `family:accepted:${invitationId}`,
          title: `${shortName(me)} is nu lid van je gezin`,
          body: `${shortName(me)} heeft je uitnodiging aanvaard en spaart nu samen met je gezin in ${deps.productName}.`,
          linkPath: webPaths.family,
        },
        { within: trx },
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ProblemError("FAMILY_MEMBER_ALREADY_ADDED");
    throw error;
  }
  return { status: "ACCEPTED", familyId: found.familyId };
}

/** POST /api/user/family-invitations/:invitationId/decline: only the invitee; the main holder is told in the inbox. */
export async function declineFamilyInvitation(
  deps: FamilyDeps,
  identity: HolderIdentity,
  invitationId: string,
): Promise<FamilyInvitationDoneResponse> {
  const me = await currentHolder(deps, identity);
  const now = deps.clock();
  const familyId = await deps.db.transaction().execute(async (trx) => {
    const invitation = await findPendingInvitation(trx, invitationId, me.holderId, true);
    if (invitation === undefined) throw new ProblemError("FAMILY_INVITATION_NOT_FOUND");
    await closeInvitationOfInvitee(trx, invitationId, me.holderId, "DECLINED", now);
    await sendMessage(
      deps.messages,
      {
        holderId: invitation.mainHolderId,
        topic: "service",
        dedupKey: `family:declined:${invitationId}`,
        title: `${shortName(me)} heeft je uitnodiging geweigerd`,
        body: `${shortName(me)} wil geen lid worden van je gezin in ${deps.productName}.`,
        linkPath: webPaths.family,
      },
      { within: trx },
    );
    return invitation.familyId;
  });
  return { status: "DECLINED", familyId };
}

/** DELETE /api/user/family/invitations/:invitationId: only a pending invitation of my own family. */
export async function withdrawFamilyInvitation(
  deps: FamilyDeps,
  identity: HolderIdentity,
  invitationId: string,
): Promise<FamilyInvitationDoneResponse> {
  const owner = await currentHolder(deps, identity);
  const now = deps.clock();
  const familyId = await deps.db.transaction().execute(async (trx) => {
    const withdrawn = await withdrawInvitationOfOwner(trx, owner.holderId, invitationId, now);
    if (withdrawn === undefined) throw new ProblemError("FAMILY_INVITATION_NOT_FOUND");
    await sendMessage(
      deps.messages,
      {
        holderId: withdrawn.holderId,
        topic: "service",
        dedupKey: `family:withdrawn:${invitationId}`,
        title: `${shortName(owner)} heeft de uitnodiging in een gezin ingetrokken`,
        body: `${shortName(owner)} heeft de uitnodiging in het gezin in ${deps.productName} ingetrokken. Je hoeft niets te doen.`,
        linkPath: webPaths.family,
      },
      { within: trx },
    );
    return withdrawn.familyId;
  });
  return { status: "WITHDRAWN", familyId };
}
