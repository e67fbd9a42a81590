// The SQL of the reports (decision 0048): three aggregates over an organiser's own rows between two
// instants (the start of the first and the end of the last Brussels day), grouped per Brussels day where
// the report is per day; and the report requests that the job queue works through. A request moves
// queued → running → ready (or failed) by statements that name the state they leave, so a job that is
// delivered again changes nothing once its request is ready or failed.
import { sql, type Kysely } from "kysely";
import type { DB, ReportKindColumn, ReportRequestStatusColumn } from "@vtp/db/schema";

/** The instants of a period: [start, end). */
export interface Instants {
  start: Date;
  end: Date;
}

/** A Brussels calendar day of a timestamp column, as yyyy-mm-dd. */
const brusselsDayOf = (column: string) => sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'Europe/Brussels', 'YYYY-MM-DD')`;

export interface CheckinsRow {
  date: string;
  activityId: number;
  title: string;
  checkins: number;
  points: number;
}

/** Check-ins at the organiser's activities per Brussels day and activity; those undone at a counter left out. */
export async function sumCheckins(db: Kysely<DB>, organiserId: number, at: Instants): Promise<CheckinsRow[]> {
  const day = brusselsDayOf("c.checked_in_at");
  const rows = await db
    .selectFrom("checkins as c")
    .innerJoin("activities as a", "a.id", "c.activity_id")
    .select([
      day.as("date"),
      "a.id as activity_id",
      "a.title",
      sql<number>`count(*)::int`.as("checkins"),
      sql<number>`coalesce(sum(c.points), 0)::int`.as("points"),
    ])
    .where("a.organiser_id", "=", organiserId)
    .where("c.checked_in_at", ">=", at.start)
    .where("c.checked_in_at", "<", at.end)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("points_ledger as u").select("u.id").whereRef("u.undoes_checkin_id", "=", "c.id"))),
    )
    .groupBy([day, "a.id", "a.title"])
    .orderBy(day)
    .orderBy("a.title")
    .orderBy("a.id")
    .execute();
  return rows.map((r) => ({ date: r.date, activityId: r.activity_id, title: r.title, checkins: r.checkins, points: r.points }));
}

export interface RewardsRow {
  /** Absent when summed over the whole period. */
  date?: string;
  rewardId: number;
  title: string;
  redeemed: number;
  points: number;
}

/**
 * Redemptions of the organiser: at its counter (redemptions.organiser_id), or in the app (no organiser)
 * of a reward it offers (reward_organisers); those undone at a counter left out.
 */
export async function sumRedemptions(db: Kysely<DB>, organiserId: number, at: Instants, perDay: boolean): Promise<RewardsRow[]> {
  const day = brusselsDayOf("d.redeemed_at");
  let query = db
    .selectFrom("redemptions as d")
    .innerJoin("rewards as r", "r.id", "d.reward_id")
    .select([
      "r.id as reward_id",
      "r.title",
      sql<number>`count(*)::int`.as("redeemed"),
      sql<number>`coalesce(sum(d.points_spent), 0)::int`.as("points"),
    ])
    .where("d.redeemed_at", ">=", at.start)
    .where("d.redeemed_at", "<", at.end)
    .where(({ or, and, eb, exists, selectFrom }) =>
      or([
        eb("d.organiser_id", "=", organiserId),
        and([
          eb("d.organiser_id", "is", null),
          exists(
            selectFrom("reward_organisers as o")
              .select("o.reward_id")
              .whereRef("o.reward_id", "=", "d.reward_id")
              .where("o.organiser_id", "=", organiserId),
          ),
        ]),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("redemption_undos as u").select("u.redemption_id").whereRef("u.redemption_id", "=", "d.id"))),
    )
    .groupBy(["r.id", "r.title"]);
  if (perDay) query = query.select(day.as("date")).groupBy(day).orderBy(day);
  const rows = await query.orderBy("r.title").orderBy("r.id").execute();
  return rows.map((r) => ({
    ...("date" in r ? { date: (r as { date: string }).date } : {}),
    rewardId: r.reward_id,
    title: r.title,
    redeemed: r.redeemed,
    points: r.points,
  }));
}

export interface SalesRow {
  postalCode: string | null;
  municipality: string | null;
  tickets: number;
  regularPriceCents: number;
  priceCents: number;
}

/** Kansentarief sales of the organiser per municipality of the holder (today's address); cancelled ones left out. */
export async function sumSocialTariffSales(db: Kysely<DB>, organiserId: number, at: Instants): Promise<SalesRow[]> {
  const rows = await db
    .selectFrom("ticket_sales as s")
    .innerJoin("holders as h", "h.id", "s.holder_id")
    .leftJoin("municipalities as m", "m.id", "h.municipality_id")
    .select([
      "m.postal_code",
      "m.name",
      sql<number>`count(*)::int`.as("tickets"),
      sql<number>`coalesce(sum(s.regular_price_cents), 0)::int`.as("regular_price_cents"),
      sql<number>`coalesce(sum(s.price_cents), 0)::int`.as("price_cents"),
    ])
    .where("s.organiser_id", "=", organiserId)
    .where("s.tariff_type", "=", "SOCIALTARIFF")
    .where("s.cancelled_at", "is", null)
    .where("s.created_at", ">=", at.start)
    .where("s.created_at", "<", at.end)
    .groupBy(["m.id", "m.postal_code", "m.name"])
    .orderBy(sql`m.postal_code NULLS LAST`)
    .orderBy("m.name")
    .execute();
  return rows.map((r) => ({
    postalCode: r.postal_code,
    municipality: r.name,
    tickets: r.tickets,
    regularPriceCents: r.regular_price_cents,
    priceCents: r.price_cents,
  }));
}

export interface ReportRequestRow {
  id: string;
  organiserId: number;
  report: ReportKindColumn;
  per: "day" | "total";
  from: string;
  to: string;
  status: ReportRequestStatusColumn;
  hasCsv: boolean;
  failureMessage: string | null;
  createdAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
}

const requestColumns = [
  "id",
  "organiser_id",
  "report",
  "per",
  "period_from",
  "period_to",
  "status",
  "failure_message",
  "created_at",
  "ready_at",
  "expires_at",
  sql<boolean>`csv IS NOT NULL`.as("has_csv"),
] as const;

function toRequest(row: {
  id: string;
  organiser_id: number;
  report: ReportKindColumn;
  per: "day" | "total";
  period_from: string;
  period_to: string;
  status: ReportRequestStatusColumn;
  failure_message: string | null;
  created_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
  has_csv: boolean;
}): ReportRequestRow {
  return {
    id: row.id,
    organiserId: row.organiser_id,
    report: row.report,
    per: row.per,
    from: row.period_from,
    to: row.period_to,
    status: row.status,
    hasCsv: row.has_csv,
    failureMessage: row.failure_message,
    createdAt: row.created_at,
    readyAt: row.ready_at,
    expiresAt: row.expires_at,
  };
}

export async function insertReportRequest(
  db: Kysely<DB>,
  values: {
    organiserId: number;
    report: ReportKindColumn;
    per: "day" | "total";
    from: string;
    to: string;
    requestedBy: { accountId: string | null; partnerClientId: string | null };
    at: Date;
  },
): Promise<ReportRequestRow> {
  const row = await db
    .insertInto("report_requests")
    .values({
      organiser_id: values.organiserId,
      report: values.report,
      per: values.per,
      period_from: values.from,
      period_to: values.to,
      requested_by_account_id: values.requestedBy.accountId,
      requested_by_partner_client_id: values.requestedBy.partnerClientId,
      created_at: values.at,
    })
    .returning(requestColumns)
    .executeTakeFirstOrThrow();
  return toRequest(row);
}

/** The request of this organiser (another organiser's is not found). */
export async function findReportRequest(db: Kysely<DB>, id: string, organiserId: number): Promise<ReportRequestRow | undefined> {
  const row = await db
    .selectFrom("report_requests")
    .select(requestColumns)
    .where("id", "=", id)
    .where("organiser_id", "=", organiserId)
    .executeTakeFirst();
  return row === undefined ? undefined : toRequest(row);
}

/** The organiser's newest requests, newest first. */
export async function listReportRequests(db: Kysely<DB>, organiserId: number, limit: number): Promise<ReportRequestRow[]> {
  const rows = await db
    .selectFrom("report_requests")
    .select(requestColumns)
    .where("organiser_id", "=", organiserId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map(toRequest);
}

export async function findReportCsv(db: Kysely<DB>, id: string, organiserId: number): Promise<string | null> {
  const row = await db
    .selectFrom("report_requests")
    .select("csv")
    .where("id", "=", id)
    .where("organiser_id", "=", organiserId)
    .executeTakeFirst();
  return row?.csv ?? null;
}

/** The job takes its request: queued (or running, when a try before was cut off) becomes running; else undefined. */
export async function startReportRequest(db: Kysely<DB>, id: string, at: Date): Promise<ReportRequestRow | undefined> {
  const row = await db
    .updateTable("report_requests")
    .set({ status: "running", started_at: at })
    .where("id", "=", id)
    .where("status", "in", ["queued", "running"])
    .returning(requestColumns)
    .executeTakeFirst();
  return row === undefined ? undefined : toRequest(row);
}

export async function finishReportRequest(db: Kysely<DB>, id: string, csv: string, at: Date, expiresAt: Date): Promise<boolean> {
  const result = await db
    .updateTable("report_requests")
    .set({ status: "ready", csv, ready_at: at, expires_at: expiresAt })
    .where("id", "=", id)
    .where("status", "=", "running")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function failReportRequest(db: Kysely<DB>, id: string, message: string): Promise<void> {
  await db
    .updateTable("report_requests")
    .set({ status: "failed", failure_message: message })
    .where("id", "=", id)
    .where("status", "in", ["queued", "running"])
    .execute();
}

/** Empties the CSVs kept past their expiry; how many. */
export async function dropExpiredCsvs(db: Kysely<DB>, now: Date): Promise<number> {
  const result = await db
    .updateTable("report_requests")
    .set({ csv: null })
    .where("csv", "is not", null)
    .where("expires_at", "<=", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
