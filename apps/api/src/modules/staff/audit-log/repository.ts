// The SQL of the audit log's read (decision 0047): entries of one organiser, or of every organiser of a
// region plus what the region's own staff did, in a period, optionally about one holder; newest first,
// with the total for paging. The log itself is append-only (migration 0020's trigger).
import { sql, type Kysely } from "kysely";
import type { DB } from "@vtp/db/schema";

export interface AuditLogWhere {
  /** One organiser, or a region. */
  scope: { organiserId: number } | { cardSystemId: number };
  /** [from, to) */
  from: Date;
  to: Date;
  /** Only entries about the holder of this card (none when no card has the number). */
  cardNumber?: string | undefined;
}

export interface AuditLogRow {
  id: number;
  occurredAt: Date;
  action: string;
  accountId: string | null;
  partnerClientId: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorEmail: string | null;
  organiserId: number | null;
  organiserName: string | null;
  cardSystemId: number | null;
  holderId: string | null;
  objectType: string | null;
  objectId: string | null;
}

function filtered(db: Kysely<DB>, where: AuditLogWhere) {
  let query = db.selectFrom("staff_audit_log as l").where("l.occurred_at", ">=", where.from).where("l.occurred_at", "<", where.to);
  const scope = where.scope;
  query =
    "organiserId" in scope
      ? query.where("l.organiser_id", "=", scope.organiserId)
      : query.where((eb) =>
          eb.or([
            eb("l.card_system_id", "=", scope.cardSystemId),
            eb("l.organiser_id", "in", eb.selectFrom("organisers").select("id").where("card_system_id", "=", scope.cardSystemId)),
          ]),
        );
  if (where.cardNumber !== undefined) {
    const cardNumber = where.cardNumber;
    query = query.where("l.holder_id", "in", (eb) =>
      eb
        .selectFrom("cards")
        .select(sql<string>`holder_id`.as("holder_id"))
        .where("card_number", "=", cardNumber)
        .where("holder_id", "is not", null),
    );
  }
  return query;
}

export async function countAuditEntries(db: Kysely<DB>, where: AuditLogWhere): Promise<number> {
  const row = await filtered(db, where)
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listAuditEntries(
  db: Kysely<DB>,
  where: AuditLogWhere,
  page: { start: number; limit: number },
): Promise<AuditLogRow[]> {
  const rows = await filtered(db, where)
    .leftJoin("identity_accounts as a", "a.id", "l.account_id")
    .leftJoin("organisers as o", "o.id", "l.organiser_id")
    .select([
      "l.id",
      "l.occurred_at",
      "l.action",
      "l.account_id",
      "l.partner_client_id",
      "a.first_name",
      "a.last_name",
      "a.email",
      "l.organiser_id",
      "o.name as organiser_name",
      "l.card_system_id",
      "l.holder_id",
      "l.object_type",
      "l.object_id",
    ])
    .orderBy("l.occurred_at", "desc")
    .orderBy("l.id", "desc")
    .offset(page.start)
    .limit(page.limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    occurredAt: r.occurred_at,
    action: r.action,
    accountId: r.account_id,
    partnerClientId: r.partner_client_id,
    actorFirstName: r.first_name,
    actorLastName: r.last_name,
    actorEmail: r.email,
    organiserId: r.organiser_id,
    organiserName: r.organiser_name,
    cardSystemId: r.card_system_id,
    holderId: r.holder_id,
    objectType: r.object_type,
    objectId: r.object_id,
  }));
}
