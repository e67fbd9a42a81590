// Family rules: my family as its main holder (the owner is families.main_holder_id, listed first and
// never removable), adding a member by card number + birth date within the caps, removing, leaving, and
// the one-time link in the member's mail. A family belongs to its main holder and is not mutual. A member
// aged 16 or more, or with an account of their own, is invited instead (invitations.ts, decision 0055).
import type { Kysely, Transaction } from "kysely";
import type {
  FamilyAgeGroup,
  FamilyMember,
  FamilyResponse,
  FamilyUndoInfo,
  AddFamilyMemberResponse,
  FamilyDoneResponse,
} from "@vtp/contracts/family";
import type { FamilyMemberPass } from "@vtp/contracts/family-pass";
import { brusselsDate } from "@vtp/contracts/dates";
import { ProblemError } from "@vtp/contracts/problem";
import { webPaths } from "@vtp/contracts/web-paths";
import type { DB } from "@vtp/db/schema";
import type { AttemptGuard } from "@vtp/db/limits";
import type { Mailer } from "@vtp/mailer";
import type { HolderIdentity } from "../auth/plugin.ts";
import { sendMessage, type MessagesDeps } from "../messages/service.ts";
import { ageOn, passOf } from "../account/service.ts";
import { verifyCardPair } from "../card-registration/service.ts";
import { hashToken, newOpaqueToken } from "../../shared/tokens.ts";
import { inviteFamilyMember, invitationsOf, needsConsent } from "./invitations.ts";
import {
  deleteByLeaveToken,
  deleteMemberOfOwner,
  deleteMembership,
  findFamilyOwner,
  findHolder,
  findMemberEmail,
  findOwnFamily,
  findUndo,
  insertMember,
  isFamilyOwner,
  listMembers,
  listMemberships,
  listOwnMembers,
  lockOwnFamily,
  type HolderRow,
} from "./repository.ts";

export interface FamilyDeps {
  db: Kysely<DB>;
  clock: () => Date;
  /** The per-card counter of card number + birth date checks, shared with card registration (CARD_PAIR_ATTEMPTS). */
  cardAttempts: AttemptGuard;
  /** config.family */
  caps: { maxAdults: number; maxChildren: number };
  mailer: Mailer;
  /** The inbox: the member added or removed gets a message (decision 0049). */
  messages: MessagesDeps;
  /** Origin of the link in the member's mail (config.publicUrl) and the product name. */
  publicUrl: string;
  productName: string;
}

/** Children are younger than 18 on `today` (Europe/Brussels); see the config's `family` comment. */
export const ADULT_AGE = 18;
/** Users under 16 cannot add family members (spec §4, §6). */
export const MIN_AGE_TO_ADD = 16;

export const ageGroup = (birthDate: string, today: string): FamilyAgeGroup => (ageOn(birthDate, today) >= ADULT_AGE ? "ADULT" : "CHILD");
const plural = (n: number, one: string, more: string) => `${n} ${n === 1 ? one : more}`;
export const initial = (lastName: string) => (lastName === "" ? "" : `${lastName.charAt(0).toUpperCase()}.`);
/** "Sofie J." */
export const shortName = (h: Pick<HolderRow, "firstName" | "lastName">) => `${h.firstName} ${initial(h.lastName)}`.trim();

export function requireHolder(identity: HolderIdentity): string {
  if (identity.holderId === null) throw new ProblemError("NO_CARD", { detail: "Dit account heeft geen gekoppelde pas." });
  return identity.holderId;
}

export async function currentHolder(deps: FamilyDeps, identity: HolderIdentity): Promise<HolderRow> {
  const holder = await findHolder(deps.db, requireHolder(identity));
  if (holder === undefined) throw new ProblemError("NO_CARD");
  return holder;
}

export function countGroups(birthDates: string[], today: string): { adults: number; children: number } {
  let adults = 0;
  for (const b of birthDates) if (ageGroup(b, today) === "ADULT") adults++;
  return { adults, children: birthDates.length - adults };
}

/** GET /api/user/family */
export async function getFamily(deps: FamilyDeps, identity: HolderIdentity): Promise<FamilyResponse> {
  const me = await currentHolder(deps, identity);
  const today = brusselsDate(deps.clock());
  const [family, memberOf] = await Promise.all([findOwnFamily(deps.db, me.holderId), listMemberships(deps.db, me.holderId)]);
  const others = family === undefined ? [] : await listMembers(deps.db, family.familyId);
  const invitations = await invitationsOf(deps, me.holderId, family?.familyId);
  const members: FamilyMember[] = [
    {
      holderId: me.holderId,
      firstName: me.firstName,
      lastName: me.lastName,
      ageGroup: ageGroup(me.birthDate, today),
      mainFamilyMember: true,
      addedAt: family?.createdAt.toISOString() ?? null,
    },
    ...others.map((m) => ({
      holderId: m.holderId,
      firstName: m.firstName,
      lastName: m.lastName,
      ageGroup: ageGroup(m.birthDate, today),
      mainFamilyMember: false,
      addedAt: m.addedAt.toISOString(),
    })),
  ];
  return {
    members,
    caps: { ...deps.caps, ...countGroups([me.birthDate, ...others.map((m) => m.birthDate)], today) },
    isUnder16: ageOn(me.birthDate, today) < MIN_AGE_TO_ADD,
    memberOf: memberOf.map((f) => ({
      familyId: f.familyId,
      mainHolderFirstName: f.mainHolderFirstName,
      mainHolderLastNameInitial: initial(f.mainHolderLastName),
      addedAt: f.addedAt.toISOString(),
    })),
    ...invitations,
  };
}

/**
 * My first name and the members of the family I am the main holder of (me not included; none when I own
 * no family). Only a main holder acts for a family's members (saving points for them, decision 0054); the
 * family is not mutual, so a member never acts for the main holder.
 */
export async function ownFamilyMembers(
  deps: Pick<FamilyDeps, "db">,
  holderId: string,
): Promise<{ firstName: string; members: { holderId: string; firstName: string }[] }> {
  const [me, members] = await Promise.all([findHolder(deps.db, holderId), listOwnMembers(deps.db, holderId)]);
  if (me === undefined) throw new ProblemError("NO_CARD");
  return { firstName: me.firstName, members };
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
}

/**
 * POST /api/user/family/members. Order: under 16 (nothing guessed yet), the card number + birth date
 * check of card registration (same per-card counter), same as main user, then in one transaction with
 * the family row locked: already a member, the cap of the new member's age group, the insert and the
 * member's notice (on the mail outbox, decision 0038). A member aged 16 or more, or with an account of
 * their own, gets an invitation instead (invitations.ts).
 */
export async function addFamilyMember(
  deps: FamilyDeps,
  identity: HolderIdentity,
  input: { cardNumber: string; birthDate: string },
): Promise<AddFamilyMemberResponse> {
  const me = await currentHolder(deps, identity);
  const now = deps.clock();
  const today = brusselsDate(now);
  if (ageOn(me.birthDate, today) < MIN_AGE_TO_ADD) throw new ProblemError("FAMILY_UNDER_16");

  let card: Awaited<ReturnType<typeof verifyCardPair>>;
  try {
    card = await verifyCardPair(deps, input.cardNumber, input.birthDate);
  } catch (error) {
    // One neutral answer for an unknown, unsold or blocked card and a wrong birth date; a lock stays a lock.
    if (error instanceof ProblemError && error.code !== "CARD_ATTEMPTS_LOCKED")
      throw new ProblemError("FAMILY_HOLDER_NOT_FOUND", { detail: error.code });
    throw error;
  }
  if (card.holderId === me.holderId) throw new ProblemError("FAMILY_MEMBER_SAME_AS_MAIN_USER");
  const member = await findHolder(deps.db, card.holderId);
  if (member === undefined) throw new ProblemError("FAMILY_HOLDER_NOT_FOUND");
  const group = ageGroup(member.birthDate, today);
  if (await needsConsent(deps.db, member, today)) return inviteFamilyMember(deps, me, member, now);

  let notified = false;
  try {
    await deps.db.transaction().execute(async (trx) => {
      const own = await lockOwnFamily(trx, me.holderId, now);
      const current = await listMembers(trx, own.familyId);
      if (current.some((m) => m.holderId === member.holderId)) throw new ProblemError("FAMILY_MEMBER_ALREADY_ADDED");
      assertRoomFor(deps, group, countGroups([me.birthDate, ...current.map((m) => m.birthDate)], today));
      notified = await insertMembership(deps, trx, { owner: me, member, familyId: own.familyId, now, how: "added" });
    });
  } catch (error) {
    // The primary key (family, holder) is the last word on "already a member".
    if (isUniqueViolation(error)) throw new ProblemError("FAMILY_MEMBER_ALREADY_ADDED");
    throw error;
  }

  return {
    status: "ADDED",
    expiresAt: null,
    member: {
      holderId: member.holderId,
      firstName: member.firstName,
      lastName: member.lastName,
      ageGroup: group,
      mainFamilyMember: false,
      addedAt: now.toISOString(),
    },
    notified,
  };
}

/** `counts` (the family now) leaves room for one more of `group`, or the Dutch refusal; `invitee`: told to the one who accepts. */
export function assertRoomFor(
  deps: Pick<FamilyDeps, "caps">,
  group: FamilyAgeGroup,
  counts: { adults: number; children: number },
  invitee?: { familyName: string },
): void {
  if (group === "ADULT" && counts.adults >= deps.caps.maxAdults) {
    throw new ProblemError("FAMILY_TOO_MANY_ADULTS", {
      nl:
        invitee === undefined
          ? `Je gezin heeft al ${plural(deps.caps.maxAdults, "volwassene", "volwassenen")}, het maximum. Verwijder eerst een volwassene om iemand anders toe te voegen.`
          : `${invitee.familyName} heeft al ${plural(deps.caps.maxAdults, "volwassene", "volwassenen")}, het maximum. Je kan nu geen lid worden; de hoofdgebruiker kan eerst een volwassene verwijderen.`,
    });
  }
  if (group === "CHILD" && counts.children >= deps.caps.maxChildren) {
    throw new ProblemError("FAMILY_TOO_MANY_CHILDREN", {
      nl:
        invitee === undefined
          ? `Je gezin heeft al ${plural(deps.caps.maxChildren, "kind", "kinderen")}, het maximum. Verwijder eerst een kind om iemand anders toe te voegen.`
          : `${invitee.familyName} heeft al ${plural(deps.caps.maxChildren, "kind", "kinderen")}, het maximum. Je kan nu geen lid worden; de hoofdgebruiker kan eerst een kind verwijderen.`,
    });
  }
}

/**
 * The membership, in the caller's transaction with the family locked and the caps checked: the row with
 * the hash of a one-time leave token, the member's notice with the /undo-family link (the mail outbox)
 * and the inbox message (its mail is the notice). `how`: added at once, or by accepting an invitation.
 */
export async function insertMembership(
  deps: FamilyDeps,
  trx: Transaction<DB>,
  m: { owner: HolderRow; member: HolderRow; familyId: string; now: Date; how: "added" | "accepted" },
): Promise<boolean> {
  const token = newOpaqueToken();
  await insertMember(trx, { familyId: m.familyId, holderId: m.member.holderId, addedAt: m.now, leaveTokenHash: hashToken(token) });
  // The notice is written with the membership: the member is told exactly when the add committed.
  const notified = await sendFamilyNotice(deps, trx, m.owner, m.member, token, m.how);
  // The inbox always gets it; the notice above is its mail.
  const by = shortName(m.owner);
  await sendMessage(
    deps.messages,
    {
      holderId: m.member.holderId,
      topic: "service",
      dedupKey: `family:added:${m.familyId}:${m.now.toISOString()}`,
      title: m.how === "added" ? `${by} heeft je toegevoegd aan een gezin` : `Je bent lid van het gezin van ${by}`,
      body: `${m.how === "added" ? `${by} heeft je toegevoegd aan het gezin` : `Je hebt de uitnodiging van ${by} aanvaard en bent nu lid van het gezin`} in ${deps.productName}. Gezinsleden kunnen samen punten sparen en voordelen omruilen. Wil je niet in dit gezin? Verlaat het bij Mijn gezin.`,
      linkPath: webPaths.family,
    },
    { within: trx, mail: false },
  );
  return notified;
}

/** The notice to the new member, written with the membership's transaction; false when the member has no address. */
async function sendFamilyNotice(
  deps: FamilyDeps,
  trx: Kysely<DB>,
  me: HolderRow,
  member: HolderRow,
  token: string,
  how: "added" | "accepted",
): Promise<boolean> {
  const email = await findMemberEmail(trx, member.holderId);
  if (email === undefined) return false;
  const link = `${deps.publicUrl}${webPaths["undo-family"]}?token=${encodeURIComponent(token)}`;
  const by = shortName(me);
  await deps.mailer.send(
    {
      kind: "family-notice",
      to: email,
      subject:
        how === "added"
          ? `${by} heeft je toegevoegd aan een gezin in ${deps.productName}`
          : `Je bent lid van het gezin van ${by} in ${deps.productName}`,
      text: [
        `Hallo ${member.firstName},`,
        how === "added"
          ? `${by} heeft je toegevoegd aan het gezin in ${deps.productName}. Gezinsleden kunnen samen punten sparen en voordelen omruilen.`
          : `Je hebt de uitnodiging van ${by} aanvaard: je bent nu lid van het gezin in ${deps.productName}. Gezinsleden kunnen samen punten sparen en voordelen omruilen.`,
        `Wil je niet in dit gezin? Verlaat het via deze link, je hoeft daarvoor niet aan te melden:`,
        link,
        "De link werkt één keer. Je kan een gezin ook verlaten in de app, bij Mijn gezin.",
        deps.productName,
      ].join("\n\n"),
    },
    { within: trx },
  );
  return true;
}

/** DELETE /api/user/family/members/:holderId: only from my own family; never me, the owner. */
export async function removeFamilyMember(deps: FamilyDeps, identity: HolderIdentity, holderId: string): Promise<FamilyDoneResponse> {
  const me = requireHolder(identity);
  if (holderId === me) throw new ProblemError("FAMILY_OWNER_CANNOT_BE_REMOVED");
  const owner = await currentHolder(deps, identity);
  const now = deps.clock();
  // The removed member is told in the inbox (and by mail when the opt-ins allow), with the removal.
  await deps.db.transaction().execute(async (trx) => {
    if (!(await deleteMemberOfOwner(trx, me, holderId))) throw new ProblemError("FAMILY_MEMBER_NOT_FOUND");
    const by = `${owner.firstName} ${initial(owner.lastName)}`.trim();
    await sendMessage(
      deps.messages,
      {
        holderId,
        topic: "service",
        dedupKey: `family:removed:${me}:${now.toISOString()}`,
        title: `${by} heeft je uit een gezin gehaald`,
        body: `${by} heeft je uit het gezin in ${deps.productName} gehaald. Je pas blijft gewoon geldig.`,
        linkPath: webPaths.family,
      },
      { within: trx },
    );
  });
  return { status: "REMOVED" };
}

/**
 * GET /api/user/family/members/:holderId/pass: a member's pass for the main holder, to show at a counter
 * (decision 0056). Only members of my own family; anyone else, me included, is the same 404.
 */
export async function getFamilyMemberPass(deps: FamilyDeps, identity: HolderIdentity, holderId: string): Promise<FamilyMemberPass> {
  const me = requireHolder(identity);
  // The one "members of my own family" read (also the family save's): never the owner itself.
  const members = await listOwnMembers(deps.db, me);
  if (!members.some((m) => m.holderId === holderId)) throw new ProblemError("FAMILY_MEMBER_NOT_FOUND");
  const pass = await passOf(deps, holderId);
  if (pass === undefined) throw new ProblemError("FAMILY_MEMBER_NOT_FOUND", { detail: "Dit gezinslid heeft geen geldige pas." });
  return { holderId, ...pass };
}

/**
 * POST /api/user/families/:familyId/leave: only a family I was added to. A member under 16 may leave on
 * their own too (decision 0056): the main holder is told in the inbox, with the leave.
 */
export async function leaveFamily(deps: FamilyDeps, identity: HolderIdentity, familyId: string): Promise<FamilyDoneResponse> {
  const me = requireHolder(identity);
  const left = await deps.db.transaction().execute(async (trx) => {
    if (!(await deleteMembership(trx, familyId, me))) return false;
    await tellOwnerAboutLeave(deps, trx, familyId, me);
    return true;
  });
  if (left) return { status: "LEFT" };
  if (await isFamilyOwner(deps.db, familyId, me)) throw new ProblemError("FAMILY_OWNER_CANNOT_BE_REMOVED");
  throw new ProblemError("FAMILY_NOT_A_MEMBER");
}

/** The main holder's inbox message when a member leaves (in the app or with the mailed link), written with the leave. */
async function tellOwnerAboutLeave(deps: FamilyDeps, trx: Kysely<DB>, familyId: string, memberId: string): Promise<void> {
  const [ownerId, member] = await Promise.all([findFamilyOwner(trx, familyId), findHolder(trx, memberId)]);
  if (ownerId === undefined || member === undefined) return;
  await sendMessage(
    deps.messages,
    {
      holderId: ownerId,
      topic: "service",
      dedupKey: `family:left:${familyId}:${memberId}:${deps.clock().toISOString()}`,
      title: `${member.firstName} heeft je gezin verlaten`,
      body: `${`${member.firstName} ${initial(member.lastName)}`.trim()} is geen lid meer van je gezin in ${deps.productName}. Wil je ${member.firstName} opnieuw toevoegen? Dat kan bij Mijn gezin, met het pasnummer en de geboortedatum.`,
      linkPath: webPaths.family,
    },
    { within: trx },
  );
}

/** GET /api/family/undo: who added whom; changes nothing (mail scanners open links). */
export async function familyUndoInfo(deps: FamilyDeps, token: string): Promise<FamilyUndoInfo> {
  const row = await findUndo(deps.db, hashToken(token));
  if (row === undefined) throw new ProblemError("FAMILY_UNDO_TOKEN_INVALID");
  return {
    memberFirstName: row.memberFirstName,
    mainHolderFirstName: row.mainHolderFirstName,
    mainHolderLastNameInitial: initial(row.mainHolderLastName),
  };
}

/** POST /api/family/undo: the membership of the token ends; the token works once (its row is gone). The main holder is told. */
export async function undoFamilyMembership(deps: FamilyDeps, token: string): Promise<FamilyDoneResponse> {
  const left = await deps.db.transaction().execute(async (trx) => {
    const membership = await deleteByLeaveToken(trx, hashToken(token));
    if (membership === undefined) return false;
    await tellOwnerAboutLeave(deps, trx, membership.familyId, membership.holderId);
    return true;
  });
  if (!left) throw new ProblemError("FAMILY_UNDO_TOKEN_INVALID");
  return { status: "LEFT" };
}
