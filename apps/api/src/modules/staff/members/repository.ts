// The SQL of staff management (decision 0047): the organiser's row as the lock every change of its staff
// takes first, its staff with their accounts and last activity, invitations (one open per organiser and
// address, only the token's hash stored), and the role rows (a trigger keeps an organiser's last ADMIN).
import { sql, type Kysely } from "kysely";
import type { DB, StaffRole } from "@vtp/db/schema";

export interface LockedOrganiserRow {
  id: number;
  name: string;
  /** Ended by its region (decision 0074): no one joins its staff any more. */
  ended_at: Date | null;
}

/**
 * Locks the organiser's row for the rest of the transaction (FOR NO KEY UPDATE: rows that only refer to it
 * are not held up): every change of its staff queues here, so "is this the last ADMIN?" is answered on
 * what committed before. Undefined when there is no such organiser.
 */
export async function lockOrganiser(trx: Kysely<DB>, organiserId: number): Promise<LockedOrganiserRow | undefined> {
  return trx.selectFrom("organisers").select(["id", "name", "ended_at"]).where("id", "=", organiserId).forNoKeyUpdate().executeTakeFirst();
}

export async function findRole(trx: Kysely<DB>, accountId: string, organiserId: number): Promise<StaffRole | undefined> {
  const row = await trx
    .selectFrom("organiser_staff")
    .select("role")
    .where("account_id", "=", accountId)
    .where("organiser_id", "=", organiserId)
    .executeTakeFirst();
  return row?.role;
}

export async function countAdmins(trx: Kysely<DB>, organiserId: number): Promise<number> {
  const row = await trx
    .selectFrom("organiser_staff")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("organiser_id", "=", organiserId)
    .where("role", "=", "ADMIN")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the account with this address (any case) is staff of the organiser. */
export async function isStaffByEmail(trx: Kysely<DB>, organiserId: number, email: string): Promise<boolean> {
  const row = await trx
    .selectFrom("organiser_staff")
    .innerJoin("identity_accounts", "identity_accounts.id", "organiser_staff.account_id")
    .select("organiser_staff.account_id")
    .where("organiser_staff.organiser_id", "=", organiserId)
    .where(sql<string>`lower(identity_accounts.email)`, "=", email)
    .executeTakeFirst();
  return row !== undefined;
}

export interface InvitationRow {
  id: string;
  organiserId: number;
  email: string;
  role: StaffRole;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
}

const invitationColumns = ["id", "organiser_id", "email", "role", "created_at", "expires_at", "accepted_at"] as const;
type InvitationSelect = {
  id: string;
  organiser_id: number;
  email: string;
  role: StaffRole;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
};
const toInvitation = (r: InvitationSelect): InvitationRow => ({
  id: r.id,
  organiserId: r.organiser_id,
  email: r.email,
  role: r.role,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  acceptedAt: r.accepted_at,
});

/** A new invitation in place of the open one to the same address (which stops working). */
export async function replaceOpenInvitation(
  trx: Kysely<DB>,
  values: { organiserId: number; email: string; role: StaffRole; tokenHash: string; invitedBy: string | null; now: Date; expiresAt: Date },
): Promise<InvitationRow> {
  await trx
    .deleteFrom("staff_invitations")
    .where("organiser_id", "=", values.organiserId)
    .where("email", "=", values.email)
    .where("accepted_at", "is", null)
    .execute();
  const row = await trx
    .insertInto("staff_invitations")
    .values({
      organiser_id: values.organiserId,
      email: values.email,
      role: values.role,
      token_hash: values.tokenHash,
      invited_by_account_id: values.invitedBy,
      created_at: values.now,
      expires_at: values.expiresAt,
    })
    .returning(invitationColumns)
    .executeTakeFirstOrThrow();
  return toInvitation(row);
}

/** The invitation of a token's hash; locked for the transaction with `lock`. */
export async function findInvitation(trx: Kysely<DB>, tokenHash: string, lock = false): Promise<InvitationRow | undefined> {
  let query = trx.selectFrom("staff_invitations").select(invitationColumns).where("token_hash", "=", tokenHash);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row === undefined ? undefined : toInvitation(row);
}

export async function markInvitationAccepted(trx: Kysely<DB>, invitationId: string, accountId: string, now: Date): Promise<void> {
  await trx
    .updateTable("staff_invitations")
    .set({ accepted_at: now, accepted_by_account_id: accountId })
    .where("id", "=", invitationId)
    .where("accepted_at", "is", null)
    .execute();
}

/** The open invitations of an organiser (expired ones too), newest first. */
export async function listOpenInvitations(db: Kysely<DB>, organiserId: number): Promise<InvitationRow[]> {
  const rows = await db
    .selectFrom("staff_invitations")
    .select(invitationColumns)
    .where("organiser_id", "=", organiserId)
    .where("accepted_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("email")
    .execute();
  return rows.map(toInvitation);
}

export async function findAccountEmail(trx: Kysely<DB>, accountId: string): Promise<{ email: string; verified: boolean } | undefined> {
  const row = await trx.selectFrom("identity_accounts").select(["email", "email_verified"]).where("id", "=", accountId).executeTakeFirst();
  return row === undefined ? undefined : { email: row.email, verified: row.email_verified };
}

/** Gives the account the role, or keeps the one it has when that is ADMIN (an invitation never demotes); the role it has now. */
export async function grantRole(trx: Kysely<DB>, accountId: string, organiserId: number, role: StaffRole): Promise<StaffRole> {
  const row = await trx
    .insertInto("organiser_staff")
    .values({ account_id: accountId, organiser_id: organiserId, role })
    .onConflict((oc) =>
      oc
        .columns(["account_id", "organiser_id"])
        .doUpdateSet({ role: sql<StaffRole>`CASE WHEN excluded.role = 'ADMIN' THEN 'ADMIN' ELSE organiser_staff.role END` }),
    )
    .returning("role")
    .executeTakeFirstOrThrow();
  return row.role;
}

export async function updateRole(trx: Kysely<DB>, accountId: string, organiserId: number, role: StaffRole): Promise<boolean> {
  const result = await trx
    .updateTable("organiser_staff")
    .set({ role })
    .where("account_id", "=", accountId)
    .where("organiser_id", "=", organiserId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteRole(trx: Kysely<DB>, accountId: string, organiserId: number): Promise<boolean> {
  const result = await trx
    .deleteFrom("organiser_staff")
    .where("account_id", "=", accountId)
    .where("organiser_id", "=", organiserId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export interface StaffMemberRow {
  accountId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: StaffRole;
  lastActiveAt: Date | null;
  /** The account has enrolled a second factor (second_factors, decision 0061). */
  hasSecondFactor: boolean;
}

/**
 * The organiser's staff (one account with `accountId`), ADMINs first, then by name. Last active: the
 * latest of the account's audit entries for the organiser and the moment it chose the organiser last.
 * The second factor: whether the account has enrolled one (it is the account's, for every organiser).
 */
export async function listStaffMembers(db: Kysely<DB>, organiserId: number, accountId?: string): Promise<StaffMemberRow[]> {
  let query = db
    .selectFrom("organiser_staff")
    .innerJoin("identity_accounts", "identity_accounts.id", "organiser_staff.account_id")
    .leftJoin("staff_last_organisers", (join) =>
      join
        .onRef("staff_last_organisers.account_id", "=", "organiser_staff.account_id")
        .onRef("staff_last_organisers.organiser_id", "=", "organiser_staff.organiser_id"),
    )
    .select([
      "organiser_staff.account_id",
      "organiser_staff.role",
      "identity_accounts.first_name",
      "identity_accounts.last_name",
      "identity_accounts.email",
      sql<Date | null>`greatest(staff_last_organisers.used_at, (
        SELECT max(l.occurred_at) FROM staff_audit_log l
        WHERE l.account_id = organiser_staff.account_id AND l.organiser_id = organiser_staff.organiser_id))`.as("last_active_at"),
      sql<boolean>`EXISTS (SELECT 1 FROM second_factors f WHERE f.account_id = organiser_staff.account_id)`.as("has_second_factor"),
    ])
    .where("organiser_staff.organiser_id", "=", organiserId);
  if (accountId !== undefined) query = query.where("organiser_staff.account_id", "=", accountId);
  const rows = await query
    .orderBy(sql`organiser_staff.role = 'ADMIN'`, "desc")
    .orderBy("identity_accounts.last_name")
    .orderBy("identity_accounts.first_name")
    .orderBy("identity_accounts.email")
    .execute();
  return rows.map((r) => ({
    accountId: r.account_id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    role: r.role,
    lastActiveAt: r.last_active_at === null ? null : new Date(r.last_active_at),
    hasSecondFactor: r.has_second_factor === true,
  }));
}

/** Removes the account's second factor (its recovery codes go with it: ON DELETE CASCADE, migration 0038); false when it had none. */
export async function deleteSecondFactor(trx: Kysely<DB>, accountId: string): Promise<boolean> {
  const result = await trx.deleteFrom("second_factors").where("account_id", "=", accountId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
