// Families and their members. The only SQL of the family module.
import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "@vtp/db/schema";

type Executor = Kysely<DB> | Transaction<DB>;

export interface HolderRow {
  holderId: string;
  firstName: string;
  lastName: string;
  /** yyyy-mm-dd */
  birthDate: string;
}

export interface FamilyRow {
  familyId: string;
  createdAt: Date;
}

export interface MemberRow extends HolderRow {
  addedAt: Date;
}

export interface MembershipRow {
  familyId: string;
  mainHolderFirstName: string;
  mainHolderLastName: string;
  addedAt: Date;
}

export interface UndoRow {
  familyId: string;
  memberFirstName: string;
  mainHolderFirstName: string;
  mainHolderLastName: string;
}

export async function findHolder(db: Executor, holderId: string): Promise<HolderRow | undefined> {
  const row = await db
    .selectFrom("holders")
    .select(["id", "first_name", "last_name", "birth_date"])
    .where("id", "=", holderId)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : { holderId: row.id, firstName: row.first_name, lastName: row.last_name, birthDate: row.birth_date };
}

/** The family whose main holder is `holderId`, if it was ever created. */
export async function findOwnFamily(db: Executor, holderId: string): Promise<FamilyRow | undefined> {
  const row = await db.selectFrom("families").select(["id", "created_at"]).where("main_holder_id", "=", holderId).executeTakeFirst();
  return row === undefined ? undefined : { familyId: row.id, createdAt: row.created_at };
}

/**
 * The family of `holderId`, created when missing, and locked until the transaction ends: every add to
 * one family runs after the previous one has committed, so the caps hold under parallel adds.
 */
export async function lockOwnFamily(trx: Transaction<DB>, holderId: string, now: Date): Promise<FamilyRow> {
  const row = await trx
    .insertInto("families")
    .values({ main_holder_id: holderId, created_at: now })
    .onConflict((oc) => oc.column("main_holder_id").doUpdateSet({ main_holder_id: (eb) => eb.ref("excluded.main_holder_id") }))
    .returning(["id", "created_at"])
    .executeTakeFirstOrThrow();
  return { familyId: row.id, createdAt: row.created_at };
}

export async function listMembers(db: Executor, familyId: string): Promise<MemberRow[]> {
  const rows = await db
    .selectFrom("family_members as fm")
    .innerJoin("holders as h", "h.id", "fm.holder_id")
    .select(["h.id", "h.first_name", "h.last_name", "h.birth_date", "fm.added_at"])
    .where("fm.family_id", "=", familyId)
    .orderBy("fm.added_at")
    .orderBy("h.id")
    .execute();
  return rows.map((r) => ({
    holderId: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    birthDate: r.birth_date,
    addedAt: r.added_at,
  }));
}

/** The members of the family whose main holder is `mainHolderId` (not the owner), in the order they were added. */
export async function listOwnMembers(db: Executor, mainHolderId: string): Promise<{ holderId: string; firstName: string }[]> {
  const rows = await db
    .selectFrom("families as f")
    .innerJoin("family_members as fm", "fm.family_id", "f.id")
    .innerJoin("holders as h", "h.id", "fm.holder_id")
    .select(["h.id", "h.first_name"])
    .where("f.main_holder_id", "=", mainHolderId)
    .orderBy("fm.added_at")
    .orderBy("h.id")
    .execute();
  return rows.map((r) => ({ holderId: r.id, firstName: r.first_name }));
}

/** The families `holderId` was added to (not the own one). */
export async function listMemberships(db: Executor, holderId: string): Promise<MembershipRow[]> {
  const rows = await db
    .selectFrom("family_members as fm")
    .innerJoin("families as f", "f.id", "fm.family_id")
    .innerJoin("holders as m", "m.id", "f.main_holder_id")
    .select(["f.id", "m.first_name", "m.last_name", "fm.added_at"])
    .where("fm.holder_id", "=", holderId)
    .orderBy("fm.added_at")
    .orderBy("f.id")
    .execute();
  return rows.map((r) => ({ familyId: r.id, mainHolderFirstName: r.first_name, mainHolderLastName: r.last_name, addedAt: r.added_at }));
}

export async function insertMember(
  trx: Transaction<DB>,
  member: { familyId: string; holderId: string; addedAt: Date; leaveTokenHash: string },
): Promise<void> {
  await trx
    .insertInto("family_members")
    .values({ family_id: member.familyId, holder_id: member.holderId, added_at: member.addedAt, leave_token_hash: member.leaveTokenHash })
    .execute();
}

/** Removes `holderId` from the family owned by `mainHolderId` in one guarded statement; false when it was no member there. */
export async function deleteMemberOfOwner(db: Executor, mainHolderId: string, holderId: string): Promise<boolean> {
  const { rows } = await sql<{ holder_id: string }>`
    DELETE FROM family_members AS fm USING families AS f
    WHERE fm.family_id = f.id AND f.main_holder_id = ${mainHolderId} AND fm.holder_id = ${holderId}
    RETURNING fm.holder_id`.execute(db);
  return rows.length > 0;
}

/** Removes `holderId` from family `familyId`; false when it was no member of it. */
export async function deleteMembership(db: Executor, familyId: string, holderId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("family_members")
    .where("family_id", "=", familyId)
    .where("holder_id", "=", holderId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function isFamilyOwner(db: Executor, familyId: string, holderId: string): Promise<boolean> {
  const row = await db
    .selectFrom("families")
    .select("id")
    .where("id", "=", familyId)
    .where("main_holder_id", "=", holderId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Who added whom, for a mailed leave token (nothing changes). */
export async function findUndo(db: Executor, tokenHash: string): Promise<UndoRow | undefined> {
  const row = await db
    .selectFrom("family_members as fm")
    .innerJoin("families as f", "f.id", "fm.family_id")
    .innerJoin("holders as m", "m.id", "f.main_holder_id")
    .innerJoin("holders as h", "h.id", "fm.holder_id")
    .select(["f.id", "h.first_name as member_first_name", "m.first_name as main_first_name", "m.last_name as main_last_name"])
    .where("fm.leave_token_hash", "=", tokenHash)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : {
        familyId: row.id,
        memberFirstName: row.member_first_name,
        mainHolderFirstName: row.main_first_name,
        mainHolderLastName: row.main_last_name,
      };
}

/** Deletes the membership of a leave token: the token works once because its row is gone afterwards. */
export async function deleteByLeaveToken(db: Executor, tokenHash: string): Promise<{ familyId: string; holderId: string } | undefined> {
  const row = await db
    .deleteFrom("family_members")
    .where("leave_token_hash", "=", tokenHash)
    .returning(["family_id", "holder_id"])
    .executeTakeFirst();
  return row === undefined ? undefined : { familyId: row.family_id, holderId: row.holder_id };
}

/** The main holder of a family. */
export async function findFamilyOwner(db: Executor, familyId: string): Promise<string | undefined> {
  const row = await db.selectFrom("families").select("main_holder_id").where("id", "=", familyId).executeTakeFirst();
  return row?.main_holder_id;
}

/** The address for the member's mail: the linked account's, else the one on the holder record. */
export async function findMemberEmail(db: Executor, holderId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("holders as h")
    .leftJoin("identity_accounts as a", "a.holder_id", "h.id")
    .select(["a.email as account_email", "h.email as holder_email"])
    .where("h.id", "=", holderId)
    .executeTakeFirst();
  return row?.account_email ?? row?.holder_email ?? undefined;
}

// --- invitations (migration 0034, decision 0055) ------------------------------------------------

export interface SentInvitationRow extends HolderRow {
  invitationId: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface ReceivedInvitationRow {
  invitationId: string;
  familyId: string;
  mainHolderFirstName: string;
  mainHolderLastName: string;
  mainHolderGender: "MALE" | "FEMALE" | "X" | null;
  createdAt: Date;
  expiresAt: Date;
}

export interface PendingInvitationRow {
  invitationId: string;
  familyId: string;
  holderId: string;
  mainHolderId: string;
  expiresAt: Date;
}

/** Whether `holderId` has an account of their own (an identity account linked to the holder). */
export async function hasOwnAccount(db: Executor, holderId: string): Promise<boolean> {
  const row = await db.selectFrom("identity_accounts").select("id").where("holder_id", "=", holderId).executeTakeFirst();
  return row !== undefined;
}

/** Closes a PENDING invitation of (family, holder) that expired before `now`, so a new one can be made. */
export async function closeExpiredInvitation(db: Executor, familyId: string, holderId: string, now: Date): Promise<void> {
  await db
    .updateTable("family_invitations")
    .set({ state: "EXPIRED", closed_at: now })
    .where("family_id", "=", familyId)
    .where("holder_id", "=", holderId)
    .where("state", "=", "PENDING")
    .where("expires_at", "<=", now)
    .execute();
}

/** A new PENDING invitation; the partial UNIQUE index refuses a second pending one for (family, holder). */
export async function insertInvitation(
  trx: Transaction<DB>,
  invitation: { familyId: string; holderId: string; createdAt: Date; expiresAt: Date },
): Promise<string> {
  const row = await trx
    .insertInto("family_invitations")
    .values({
      family_id: invitation.familyId,
      holder_id: invitation.holderId,
      created_at: invitation.createdAt,
      expires_at: invitation.expiresAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The invitations still open at `now` (pending, not expired), oldest first: what both lists below read. */
function openInvitations(db: Executor, now: Date) {
  return db
    .selectFrom("family_invitations as fi")
    .where("fi.state", "=", "PENDING")
    .where("fi.expires_at", ">", now)
    .orderBy("fi.created_at")
    .orderBy("fi.id");
}

/** The pending, not yet expired invitations of a family, oldest first. */
export async function listSentInvitations(db: Executor, familyId: string, now: Date): Promise<SentInvitationRow[]> {
  const rows = await openInvitations(db, now)
    .innerJoin("holders as h", "h.id", "fi.holder_id")
    .select(["fi.id", "fi.created_at", "fi.expires_at", "h.id as holder_id", "h.first_name", "h.last_name", "h.birth_date"])
    .where("fi.family_id", "=", familyId)
    .execute();
  return rows.map((r) => ({
    invitationId: r.id,
    holderId: r.holder_id,
    firstName: r.first_name,
    lastName: r.last_name,
    birthDate: r.birth_date,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
  }));
}

/** The pending, not yet expired invitations of `holderId` into other families, oldest first. */
export async function listReceivedInvitations(db: Executor, holderId: string, now: Date): Promise<ReceivedInvitationRow[]> {
  const rows = await openInvitations(db, now)
    .innerJoin("families as f", "f.id", "fi.family_id")
    .innerJoin("holders as m", "m.id", "f.main_holder_id")
    .select(["fi.id", "fi.family_id", "fi.created_at", "fi.expires_at", "m.first_name", "m.last_name", "m.gender"])
    .where("fi.holder_id", "=", holderId)
    .execute();
  return rows.map((r) => ({
    invitationId: r.id,
    familyId: r.family_id,
    mainHolderFirstName: r.first_name,
    mainHolderLastName: r.last_name,
    mainHolderGender: r.gender,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
  }));
}

/** The PENDING invitation `invitationId` of invitee `holderId` (expired or not); `lock`: FOR UPDATE. */
export async function findPendingInvitation(
  db: Executor,
  invitationId: string,
  holderId: string,
  lock = false,
): Promise<PendingInvitationRow | undefined> {
  let query = db
    .selectFrom("family_invitations as fi")
    .innerJoin("families as f", "f.id", "fi.family_id")
    .select(["fi.id", "fi.family_id", "fi.holder_id", "fi.expires_at", "f.main_holder_id"])
    .where("fi.id", "=", invitationId)
    .where("fi.holder_id", "=", holderId)
    .where("fi.state", "=", "PENDING");
  if (lock) query = query.forUpdate("fi");
  const row = await query.executeTakeFirst();
  return row === undefined
    ? undefined
    : {
        invitationId: row.id,
        familyId: row.family_id,
        holderId: row.holder_id,
        mainHolderId: row.main_holder_id,
        expiresAt: row.expires_at,
      };
}

/** Locks family `familyId` until the transaction ends (the same row lock as lockOwnFamily: the caps hold). */
export async function lockFamily(trx: Transaction<DB>, familyId: string): Promise<void> {
  await trx.selectFrom("families").select("id").where("id", "=", familyId).forUpdate().executeTakeFirstOrThrow();
}

/** Closes a PENDING invitation of invitee `holderId`; the family id, or undefined when there was none. */
export async function closeInvitationOfInvitee(
  db: Executor,
  invitationId: string,
  holderId: string,
  state: "ACCEPTED" | "DECLINED",
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .updateTable("family_invitations")
    .set({ state, closed_at: now })
    .where("id", "=", invitationId)
    .where("holder_id", "=", holderId)
    .where("state", "=", "PENDING")
    .returning("family_id")
    .executeTakeFirst();
  return row?.family_id;
}

/** Withdraws a PENDING invitation of the family owned by `mainHolderId` in one guarded statement. */
export async function withdrawInvitationOfOwner(
  db: Executor,
  mainHolderId: string,
  invitationId: string,
  now: Date,
): Promise<{ familyId: string; holderId: string } | undefined> {
  const { rows } = await sql<{ family_id: string; holder_id: string }>`
    UPDATE family_invitations AS fi SET state = 'WITHDRAWN', closed_at = ${now}
    FROM families AS f
    WHERE fi.family_id = f.id AND f.main_holder_id = ${mainHolderId} AND fi.id = ${invitationId} AND fi.state = 'PENDING'
    RETURNING fi.family_id, fi.holder_id`.execute(db);
  const row = rows[0];
  return row === undefined ? undefined : { familyId: row.family_id, holderId: row.holder_id };
}
