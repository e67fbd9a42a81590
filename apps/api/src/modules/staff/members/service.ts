// Staff management rules (issue 20 "Staff", decision 0047): invite by e-mail (ADMIN: MEMBER or ADMIN;
// card-system staff of the region: ADMIN only, the organiser's first), accept with the mailed token when
// signed in with the invited, verified address, list, change a role, remove, reset a second factor. Every change runs in one
// transaction that locks the organiser's row first, re-reads the actor's own role under that lock, and
// never leaves an organiser that has an ADMIN without one (the trigger of migration 0029 backs it). Each
// change writes an audit entry in the same transaction; a refusal writes nothing. SQL in repository.ts.
import type { Kysely } from "kysely";
import { ProblemError } from "@vtp/contracts/problem";
import {
  STAFF_INVITATION_DAYS,
  type AcceptedStaffInvitation,
  type InviteStaffRequest,
  type StaffInvitation,
  type StaffList,
  type StaffMember,
} from "@vtp/contracts/staff-members";
import type { StaffRole } from "@vtp/contracts/staff";
import { webPaths } from "@vtp/contracts/web-paths";
import type { DB } from "@vtp/db/schema";
import type { Mailer } from "@vtp/mailer";
import { hashToken, newOpaqueToken } from "../../../shared/tokens.ts";
import { actorOf, hasOrganiserRole, recordAudit, type AccountPrincipal, type StaffPrincipal } from "../service.ts";
import {
  countAdmins,
  deleteRole,
  deleteSecondFactor,
  findAccountEmail,
  findInvitation,
  findRole,
  grantRole,
  isStaffByEmail,
  listOpenInvitations,
  listStaffMembers,
  lockOrganiser,
  markInvitationAccepted,
  replaceOpenInvitation,
  updateRole,
  type InvitationRow,
  type LockedOrganiserRow,
  type StaffMemberRow,
} from "./repository.ts";

export interface StaffMembersDeps {
  db: Kysely<DB>;
  clock: () => Date;
  mailer: Mailer;
  /** Origin of the invitation's link (config.publicUrl) and the product name. */
  publicUrl: string;
  productName: string;
}

const DAY_MS = 86_400_000;

function invitationOut(row: InvitationRow, now: Date): StaffInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
  };
}

function memberOut(row: StaffMemberRow): StaffMember {
  return {
    accountId: row.accountId,
    name: [row.firstName, row.lastName].filter((part) => part !== null && part !== "").join(" "),
    email: row.email,
    role: row.role,
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
    hasSecondFactor: row.hasSecondFactor,
  };
}

/** The trigger of migration 0029 refused: the organiser would lose its last ADMIN. */
function isLastAdminRefusal(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  return (
    typeof e === "object" &&
    e !== null &&
    e.code === "23514" &&
    (e.constraint === "organiser_staff_keeps_an_admin" || String(e.message).includes("without an ADMIN"))
  );
}

/** Runs a change of an organiser's staff in one transaction; the database's last-ADMIN refusal becomes `last-admin`. */
async function inStaffTransaction<T>(deps: Pick<StaffMembersDeps, "db">, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction().execute(work);
  } catch (error) {
    if (isLastAdminRefusal(error)) throw new ProblemError("last-admin");
    throw error;
  }
}

/** The organiser, locked; an organiser that vanished is one the caller has no rights for; an ended one changes no more (409). */
async function lockedOrganiser(trx: Kysely<DB>, organiserId: number): Promise<LockedOrganiserRow> {
  const organiser = await lockOrganiser(trx, organiserId);
  if (organiser === undefined) throw new ProblemError("missing-permission", { detail: `Geen organisatie ${organiserId}.` });
  if (organiser.ended_at !== null) throw new ProblemError("organizer-ended");
  return organiser;
}

/** The actor's own ADMIN role, read again under the organiser's lock (it may have been removed meanwhile). */
async function requireAdminNow(trx: Kysely<DB>, principal: StaffPrincipal, organiserId: number): Promise<void> {
  const own = principal.kind === "account" ? await findRole(trx, principal.accountId, organiserId) : undefined;
  if (own !== "ADMIN") throw new ProblemError("missing-permission", { detail: `Geen ADMIN (meer) van organisatie ${organiserId}.` });
}

/** GET /v4/staff: the organiser's staff and open invitations. */
export async function listStaffOfOrganiser(deps: Pick<StaffMembersDeps, "db" | "clock">, organiserId: number): Promise<StaffList> {
  const [members, invitations] = await Promise.all([listStaffMembers(deps.db, organiserId), listOpenInvitations(deps.db, organiserId)]);
  const now = deps.clock();
  return { members: members.map(memberOut), invitations: invitations.map((i) => invitationOut(i, now)) };
}

/**
 * POST /v4/staff/invitations. An ADMIN invites MEMBERs and ADMINs; card-system staff of the region (the
 * declared access let them through) invite ADMINs only. The mail is written with the invitation.
 */
export async function inviteStaffMember(
  deps: StaffMembersDeps,
  principal: StaffPrincipal,
  input: { organiserId: number } & InviteStaffRequest,
): Promise<StaffInvitation> {
  const asAdmin = hasOrganiserRole(principal, input.organiserId, "ADMIN");
  if (!asAdmin && input.role !== "ADMIN") throw new ProblemError("invitation-role-not-allowed");
  const now = deps.clock();
  const token = newOpaqueToken();
  return inStaffTransaction(deps, async (trx) => {
    const organiser = await lockedOrganiser(trx, input.organiserId);
    if (asAdmin) await requireAdminNow(trx, principal, input.organiserId);
    if (await isStaffByEmail(trx, input.organiserId, input.email)) throw new ProblemError("already-staff");
    const invitation = await replaceOpenInvitation(trx, {
      organiserId: input.organiserId,
      email: input.email,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: actorOf(principal).accountId,
      now,
      expiresAt: new Date(now.getTime() + STAFF_INVITATION_DAYS * DAY_MS),
    });
    await sendInvitation(deps, trx, { organiser, email: input.email, role: input.role, token });
    await recordAudit({ db: trx, clock: deps.clock }, principal, {
      action: "staff.invite",
      organiserId: input.organiserId,
      object: { type: "staff-invitation", id: invitation.id },
    });
    return invitationOut(invitation, now);
  });
}

const roleInDutch: Record<StaffRole, string> = { MEMBER: "medewerker", ADMIN: "beheerder" };

async function sendInvitation(
  deps: StaffMembersDeps,
  trx: Kysely<DB>,
  invite: { organiser: LockedOrganiserRow; email: string; role: StaffRole; token: string },
): Promise<void> {
  const link = `${deps.publicUrl}${webPaths["staff-invitation"]}?token=${encodeURIComponent(invite.token)}`;
  await deps.mailer.send(
    {
      kind: "staff-invitation",
      to: invite.email,
      subject: `Uitnodiging: word ${roleInDutch[invite.role]} van ${invite.organiser.name} in ${deps.productName}`,
      text: [
        "Hallo,",
        `Je bent uitgenodigd als ${roleInDutch[invite.role]} van ${invite.organiser.name} in ${deps.productName}.`,
        invite.role === "ADMIN"
          ? "Als beheerder werk je aan de balie, beheer je de activiteiten en voordelen en nodig je medewerkers uit."
          : "Als medewerker werk je aan de balie: je zoekt pashouders op, spaart punten en ruilt voordelen om.",
        `Open deze link en meld je aan met dit e-mailadres (${invite.email}). Heb je nog geen account, maak er dan een met dit adres:`,
        link,
        `De link werkt ${STAFF_INVITATION_DAYS} dagen en één keer. Verwachtte je deze uitnodiging niet? Dan mag je deze mail negeren.`,
        deps.productName,
      ].join("\n\n"),
    },
    { within: trx },
  );
}

/**
 * POST /staff-invitations/accept: the signed-in account's verified address must be the invitation's.
 * Lock order as every change: the organiser first, then the invitation.
 */
export async function acceptInvitation(
  deps: Pick<StaffMembersDeps, "db" | "clock">,
  account: { accountId: string },
  token: string,
): Promise<AcceptedStaffInvitation> {
  const tokenHash = hashToken(token);
  const now = deps.clock();
  const first = await findInvitation(deps.db, tokenHash);
  if (first === undefined) throw new ProblemError("invitation-not-found");
  return inStaffTransaction(deps, async (trx) => {
    const organiser = await lockOrganiser(trx, first.organiserId);
    const invitation = await findInvitation(trx, tokenHash, true);
    if (organiser === undefined || invitation === undefined) throw new ProblemError("invitation-not-found");
    if (invitation.acceptedAt !== null) throw new ProblemError("invitation-used");
    if (organiser.ended_at !== null) throw new ProblemError("organizer-ended");
    if (invitation.expiresAt.getTime() <= now.getTime()) throw new ProblemError("invitation-expired");
    const own = await findAccountEmail(trx, account.accountId);
    if (own === undefined || own.email.toLowerCase() !== invitation.email) throw new ProblemError("invitation-other-address");
    if (!own.verified) throw new ProblemError("invitation-email-unverified");
    const role = await grantRole(trx, account.accountId, organiser.id, invitation.role);
    await markInvitationAccepted(trx, invitation.id, account.accountId, now);
    const principal: AccountPrincipal = {
      kind: "account",
      accountId: account.accountId,
      organisers: new Map(),
      cardSystemIds: new Set(),
      lastUsedOrganiserId: null,
    };
    await recordAudit({ db: trx, clock: deps.clock }, principal, {
      action: "staff.invitation-accept",
      organiserId: organiser.id,
      object: { type: "staff-invitation", id: invitation.id },
    });
    return { organizer: { id: String(organiser.id), name: organiser.name }, role };
  });
}

/** Refuses a change that would leave the organiser without an ADMIN (the trigger's rule, said first and in Dutch). */
async function keepAnAdmin(trx: Kysely<DB>, organiserId: number, current: StaffRole, next: StaffRole | null): Promise<void> {
  if (current === "ADMIN" && next !== "ADMIN" && (await countAdmins(trx, organiserId)) <= 1) throw new ProblemError("last-admin");
}

/** PUT /v4/staff/:accountId: the organiser's ADMIN gives someone of its staff another role. */
export async function changeRole(
  deps: Pick<StaffMembersDeps, "db" | "clock">,
  principal: StaffPrincipal,
  input: { organiserId: number; accountId: string; role: StaffRole },
): Promise<StaffMember> {
  return inStaffTransaction(deps, async (trx) => {
    await lockedOrganiser(trx, input.organiserId);
    await requireAdminNow(trx, principal, input.organiserId);
    const current = await findRole(trx, input.accountId, input.organiserId);
    if (current === undefined) throw new ProblemError("staff-member-not-found");
    await keepAnAdmin(trx, input.organiserId, current, input.role);
    if (current !== input.role) {
      await updateRole(trx, input.accountId, input.organiserId, input.role);
      await recordAudit({ db: trx, clock: deps.clock }, principal, {
        action: "staff.role-change",
        organiserId: input.organiserId,
        object: { type: "account", id: input.accountId },
      });
    }
    const [member] = await listStaffMembers(trx, input.organiserId, input.accountId);
    return memberOut(member!);
  });
}

/** DELETE /v4/staff/:accountId: the organiser's ADMIN removes someone (also themselves, unless the last ADMIN). */
export async function removeMember(
  deps: Pick<StaffMembersDeps, "db" | "clock">,
  principal: StaffPrincipal,
  input: { organiserId: number; accountId: string },
): Promise<{ removed: true }> {
  return inStaffTransaction(deps, async (trx) => {
    await lockedOrganiser(trx, input.organiserId);
    await requireAdminNow(trx, principal, input.organiserId);
    const current = await findRole(trx, input.accountId, input.organiserId);
    if (current === undefined) throw new ProblemError("staff-member-not-found");
    await keepAnAdmin(trx, input.organiserId, current, null);
    await deleteRole(trx, input.accountId, input.organiserId);
    await recordAudit({ db: trx, clock: deps.clock }, principal, {
      action: "staff.remove",
      organiserId: input.organiserId,
      object: { type: "account", id: input.accountId },
    });
    return { removed: true };
  });
}

/**
 * DELETE /v4/staff/:accountId/second-factor: the organiser's ADMIN wipes the second factor of someone of its
 * staff who lost their phone (decision 0066). Nothing else changes: the person logs in with their own password
 * and enrols a new one (the provider asks it of staff where it is required). A mail tells them, in the same
 * transaction as the change and its audit line.
 */
export async function resetSecondFactor(
  deps: StaffMembersDeps,
  principal: StaffPrincipal,
  input: { organiserId: number; accountId: string },
): Promise<StaffMember> {
  return inStaffTransaction(deps, async (trx) => {
    const organiser = await lockedOrganiser(trx, input.organiserId);
    await requireAdminNow(trx, principal, input.organiserId);
    const [member] = await listStaffMembers(trx, input.organiserId, input.accountId);
    if (member === undefined) throw new ProblemError("staff-member-not-found");
    if (!(await deleteSecondFactor(trx, input.accountId))) throw new ProblemError("no-second-factor");
    await recordAudit({ db: trx, clock: deps.clock }, principal, {
      action: "staff.second-factor-reset",
      organiserId: input.organiserId,
      object: { type: "account", id: input.accountId },
    });
    await deps.mailer.send(
      {
        kind: "staff-second-factor-reset",
        to: member.email,
        subject: `Je tweede factor voor ${deps.productName} is gewist`,
        text: [
          "Hallo,",
          `Een beheerder van ${organiser.name} heeft de tweede factor van je account in ${deps.productName} gewist (de code uit je authenticator-app en je herstelcodes).`,
          "Bij je volgende aanmelding met je wachtwoord stel je een nieuwe in: scan de QR-code met je authenticator-app en bewaar de nieuwe herstelcodes.",
          "Had je dit niet gevraagd? Neem dan contact op met de beheerder van je organisatie en kies een nieuw wachtwoord.",
          deps.productName,
        ].join("\n\n"),
      },
      { within: trx },
    );
    const [after] = await listStaffMembers(trx, input.organiserId, input.accountId);
    return memberOut(after!);
  });
}
