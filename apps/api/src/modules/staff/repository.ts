// The SQL of the staff module: an account's roles in organisers and regions, the organisers a permissions
// answer lists, the last used organiser and the append-only audit log (tables of migration 0020).
import { sql, type Kysely } from "kysely";
import type { DB, StaffRole } from "@vtp/db/schema";

export interface OrganiserRoleRow {
  organiserId: number;
  role: StaffRole;
  /** The organiser's region, or null for a supra-local organiser. */
  cardSystemId: number | null;
}

export interface StaffRolesRow {
  organisers: OrganiserRoleRow[];
  cardSystemIds: number[];
  lastUsedOrganiserId: number | null;
}

/** The account behind a token's subject, with every role it has. */
export interface StaffAccountRow extends StaffRolesRow {
  accountId: string;
  holderId: string | null;
  email: string;
}

/**
 * The account of this subject with every role: in organisers (with the last used one) and in regions;
 * undefined when the subject has no account (yet). One statement: every staff request asks it first.
 */
export async function findStaffAccount(db: Kysely<DB>, sub: string): Promise<StaffAccountRow | undefined> {
  const { rows } = await sql<{
    id: string;
    holder_id: string | null;
    email: string;
    organisers: OrganiserRoleRow[];
    card_system_ids: number[];
    last_used: number | null;
  }>`
    SELECT a.id, a.holder_id, a.email,
      COALESCE((SELECT jsonb_agg(jsonb_build_object('organiserId', s.organiser_id, 'role', s.role, 'cardSystemId', o.card_system_id)
                 ORDER BY s.organiser_id)
                FROM organiser_staff s JOIN organisers o ON o.id = s.organiser_id
                WHERE s.account_id = a.id AND o.ended_at IS NULL), '[]'::jsonb) AS organisers,
      COALESCE((SELECT jsonb_agg(c.card_system_id ORDER BY c.card_system_id) FROM card_system_staff c WHERE c.account_id = a.id),
               '[]'::jsonb) AS card_system_ids,
      (SELECT l.organiser_id FROM staff_last_organisers l WHERE l.account_id = a.id) AS last_used
    FROM identity_accounts a
    WHERE a.sub = ${sub}`.execute(db);
  const row = rows[0];
  if (row === undefined) return undefined;
  return {
    accountId: row.id,
    holderId: row.holder_id,
    email: row.email,
    organisers: row.organisers,
    cardSystemIds: row.card_system_ids,
    lastUsedOrganiserId: row.last_used,
  };
}

export interface OrganiserSummaryRow {
  id: number;
  name: string;
  cardSystemId: number | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  /** When its region ended it (only its region's staff still see it); null while it runs. */
  endedAt: Date | null;
}

/** The organisers with these ids, or of these regions, with their address; running ones first, then by name. */
export async function listOrganiserSummaries(
  db: Kysely<DB>,
  where: { ids: readonly number[]; cardSystemIds: readonly number[] },
): Promise<OrganiserSummaryRow[]> {
  if (where.ids.length === 0 && where.cardSystemIds.length === 0) return [];
  const rows = await db
    .selectFrom("organisers")
    .leftJoin("municipalities", "municipalities.id", "organisers.municipality_id")
    .select([
      "organisers.id",
      "organisers.name",
      "organisers.card_system_id",
      "organisers.street_and_number",
      "municipalities.postal_code",
      "municipalities.name as city",
      "organisers.ended_at",
    ])
    .where((eb) =>
      eb.or([
        ...(where.ids.length > 0 ? [eb("organisers.id", "in", [...where.ids])] : []),
        ...(where.cardSystemIds.length > 0 ? [eb("organisers.card_system_id", "in", [...where.cardSystemIds])] : []),
      ]),
    )
    .orderBy(sql`organisers.ended_at IS NOT NULL`)
    .orderBy("organisers.name")
    .orderBy("organisers.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    cardSystemId: r.card_system_id,
    street: r.street_and_number,
    postalCode: r.postal_code,
    city: r.city,
    endedAt: r.ended_at,
  }));
}

/**
 * Whether the organiser has not ended, its row held (FOR SHARE) until the transaction ends: an end of it waits
 * for what is made now, and sees it. False when it has ended (or does not exist).
 */
export async function holdRunningOrganiser(trx: Kysely<DB>, organiserId: number): Promise<boolean> {
  const row = await trx.selectFrom("organisers").select("ended_at").where("id", "=", organiserId).forShare().executeTakeFirst();
  return row !== undefined && row.ended_at === null;
}

/** The region of an organiser: undefined when there is no such organiser, null for a supra-local one. */
export async function findOrganiserCardSystem(db: Kysely<DB>, organiserId: number): Promise<number | null | undefined> {
  const row = await db.selectFrom("organisers").select("card_system_id").where("id", "=", organiserId).executeTakeFirst();
  return row === undefined ? undefined : row.card_system_id;
}

/** Remembers the organiser an account acts for ("Laatst gebruikt"); the foreign key keeps it one of its own. */
export async function upsertLastOrganiser(db: Kysely<DB>, accountId: string, organiserId: number, now: Date): Promise<void> {
  await db
    .insertInto("staff_last_organisers")
    .values({ account_id: accountId, organiser_id: organiserId, used_at: now })
    .onConflict((oc) => oc.column("account_id").doUpdateSet({ organiser_id: organiserId, used_at: now }))
    .execute();
}

export interface AuditRow {
  /** Exactly one of the two: who acted (decision 0045). */
  accountId: string | null;
  partnerClientId: string | null;
  organiserId: number | null;
  cardSystemId: number | null;
  action: string;
  holderId: string | null;
  objectType: string | null;
  objectId: string | null;
  occurredAt: Date;
}

export async function insertAuditEntries(db: Kysely<DB>, entries: readonly AuditRow[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto("staff_audit_log")
    .values(
      entries.map((entry) => ({
        account_id: entry.accountId,
        partner_client_id: entry.partnerClientId,
        organiser_id: entry.organiserId,
        card_system_id: entry.cardSystemId,
        action: entry.action,
        holder_id: entry.holderId,
        object_type: entry.objectType,
        object_id: entry.objectId,
        occurred_at: entry.occurredAt,
      })),
    )
    .execute();
}

export interface PartnerClientRow {
  clientId: string;
  organiserId: number;
  cardSystemId: number | null;
}

/** A partner client that is not revoked, of an organiser that has not ended, with its organiser (decisions 0045, 0074); undefined otherwise. */
export async function findActivePartnerClient(db: Kysely<DB>, clientId: string): Promise<PartnerClientRow | undefined> {
  const row = await db
    .selectFrom("partner_clients")
    .innerJoin("organisers", "organisers.id", "partner_clients.organiser_id")
    .select(["partner_clients.client_id", "partner_clients.organiser_id", "organisers.card_system_id"])
    .where("partner_clients.client_id", "=", clientId)
    .where("partner_clients.revoked_at", "is", null)
    .where("organisers.ended_at", "is", null)
    .executeTakeFirst();
  return row === undefined ? undefined : { clientId: row.client_id, organiserId: row.organiser_id, cardSystemId: row.card_system_id };
}
