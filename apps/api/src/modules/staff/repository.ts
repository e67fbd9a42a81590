// The SQL of the staff module: an account's roles in organisers and regions, the organisers a permissions
// answer lists, the last used organiser and the append-only audit log (tables of migration 0020).
import type { Kysely } from "kysely";
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

/** Every role of an account: in organisers (with the last used one) and in regions. */
export async function findStaffRoles(db: Kysely<DB>, accountId: string): Promise<StaffRolesRow> {
  const [organisers, regions, last] = await Promise.all([
    db
      .selectFrom("organiser_staff")
      .innerJoin("organisers", "organisers.id", "organiser_staff.organiser_id")
      .select(["organiser_staff.organiser_id", "organiser_staff.role", "organisers.card_system_id"])
      .where("organiser_staff.account_id", "=", accountId)
      .execute(),
    db.selectFrom("card_system_staff").select("card_system_id").where("account_id", "=", accountId).execute(),
    db.selectFrom("staff_last_organisers").select("organiser_id").where("account_id", "=", accountId).executeTakeFirst(),
  ]);
  return {
    organisers: organisers.map((r) => ({ organiserId: r.organiser_id, role: r.role, cardSystemId: r.card_system_id })),
    cardSystemIds: regions.map((r) => r.card_system_id),
    lastUsedOrganiserId: last?.organiser_id ?? null,
  };
}

export interface OrganiserSummaryRow {
  id: number;
  name: string;
  cardSystemId: number | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
}

/** The organisers with these ids, or of these regions, with their address; by name. */
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
    ])
    .where((eb) =>
      eb.or([
        ...(where.ids.length > 0 ? [eb("organisers.id", "in", [...where.ids])] : []),
        ...(where.cardSystemIds.length > 0 ? [eb("organisers.card_system_id", "in", [...where.cardSystemIds])] : []),
      ]),
    )
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
  }));
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

export async function insertAuditEntry(db: Kysely<DB>, entry: AuditRow): Promise<void> {
  await db
    .insertInto("staff_audit_log")
    .values({
      account_id: entry.accountId,
      partner_client_id: entry.partnerClientId,
      organiser_id: entry.organiserId,
      card_system_id: entry.cardSystemId,
      action: entry.action,
      holder_id: entry.holderId,
      object_type: entry.objectType,
      object_id: entry.objectId,
      occurred_at: entry.occurredAt,
    })
    .execute();
}

export interface PartnerClientRow {
  clientId: string;
  organiserId: number;
  cardSystemId: number | null;
}

/** A partner client that is not revoked, with its organiser (decision 0045); undefined otherwise. */
export async function findActivePartnerClient(db: Kysely<DB>, clientId: string): Promise<PartnerClientRow | undefined> {
  const row = await db
    .selectFrom("partner_clients")
    .innerJoin("organisers", "organisers.id", "partner_clients.organiser_id")
    .select(["partner_clients.client_id", "partner_clients.organiser_id", "organisers.card_system_id"])
    .where("partner_clients.client_id", "=", clientId)
    .where("partner_clients.revoked_at", "is", null)
    .executeTakeFirst();
  return row === undefined ? undefined : { clientId: row.client_id, organiserId: row.organiser_id, cardSystemId: row.card_system_id };
}
