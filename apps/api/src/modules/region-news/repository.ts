// The SQL of a region's news (table `region_news`, migration 0040): writing it, the region's list, the
// delivery's next page of holders (an active membership in the region, not anonymised; keyset on the
// holder's id, so a long region is read in pages of one index range each) and recording the delivery once. The only
// SQL of the region-news module; the messages themselves are written by the messages module.
import { sql, type Kysely } from "kysely";
import type { DB } from "@vtp/db/schema";

export interface RegionNewsRow {
  id: string;
  cardSystemId: number;
  title: string;
  body: string;
  linkPath: string;
  createdAt: Date;
  deliveredAt: Date | null;
  recipients: number | null;
}

const columns = ["id", "card_system_id", "title", "body", "link_path", "created_at", "delivered_at", "recipients"] as const;

function toRow(row: {
  id: string;
  card_system_id: number;
  title: string;
  body: string;
  link_path: string;
  created_at: Date;
  delivered_at: Date | null;
  recipients: number | null;
}): RegionNewsRow {
  return {
    id: row.id,
    cardSystemId: row.card_system_id,
    title: row.title,
    body: row.body,
    linkPath: row.link_path,
    createdAt: new Date(row.created_at),
    deliveredAt: row.delivered_at === null ? null : new Date(row.delivered_at),
    recipients: row.recipients,
  };
}

export async function insertRegionNews(
  db: Kysely<DB>,
  news: { cardSystemId: number; title: string; body: string; linkPath: string; writtenBy: string; at: Date },
): Promise<RegionNewsRow> {
  const row = await db
    .insertInto("region_news")
    .values({
      card_system_id: news.cardSystemId,
      title: news.title,
      body: news.body,
      link_path: news.linkPath,
      written_by_account_id: news.writtenBy,
      created_at: news.at,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toRow(row);
}

export async function listRegionNews(db: Kysely<DB>, cardSystemId: number, limit: number): Promise<RegionNewsRow[]> {
  const rows = await db
    .selectFrom("region_news")
    .select(columns)
    .where("card_system_id", "=", cardSystemId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toRow);
}

export async function findRegionNews(db: Kysely<DB>, id: string): Promise<RegionNewsRow | undefined> {
  const row = await db.selectFrom("region_news").select(columns).where("id", "=", id).executeTakeFirst();
  return row === undefined ? undefined : toRow(row);
}

/** The next holders (by id, after `after`) with an active membership in the region, not anonymised. */
export async function regionHoldersAfter(db: Kysely<DB>, cardSystemId: number, after: string | null, limit: number): Promise<string[]> {
  let query = db
    .selectFrom("memberships_card_system as m")
    .innerJoin("holders as h", "h.id", "m.holder_id")
    .select("m.holder_id")
    .where("m.card_system_id", "=", cardSystemId)
    .where("m.status", "=", "ACTIVE")
    .where("h.anonymised_at", "is", null);
  if (after !== null) query = query.where("m.holder_id", ">", after);
  const rows = await query.orderBy("m.holder_id").limit(limit).execute();
  return rows.map((r) => r.holder_id);
}

/**
 * Records the delivery, once: a second job that reaches delivered news changes nothing. Never before the
 * news was written (the job's process may have a clock behind the writer's).
 */
export async function markDelivered(db: Kysely<DB>, id: string, recipients: number, at: Date): Promise<void> {
  await db
    .updateTable("region_news")
    .set({ delivered_at: sql<Date>`GREATEST(created_at, ${at}::timestamptz)`, recipients })
    .where("id", "=", id)
    .where("delivered_at", "is", null)
    .execute();
}
