// Kysely table types of the report requests (migration 0030, decision 0048): a report over a long period,
// made by the job queue. schema.ts puts them into DB, tableColumns and nullableColumns;
// schema-drift.test.ts checks them against the database.
import type { ColumnType, Generated } from "kysely";

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A calendar date (yyyy-mm-dd) read back as text. */
type CalendarDate = ColumnType<string, string, string>;

export type ReportKindColumn = "checkins" | "rewards" | "social-tariff-sales";
export type ReportRequestStatusColumn = "queued" | "running" | "ready" | "failed";

export interface ReportRequestsTable {
  id: Generated<string>;
  organiser_id: number;
  report: ReportKindColumn;
  per: ColumnType<"day" | "total", "day" | "total" | undefined, "day" | "total">;
  period_from: CalendarDate;
  period_to: CalendarDate;
  /** Who asked: an account or a partner client (exactly one, CHECK). */
  requested_by_account_id: string | null;
  requested_by_partner_client_id: string | null;
  status: ColumnType<ReportRequestStatusColumn, ReportRequestStatusColumn | undefined, ReportRequestStatusColumn>;
  /** The CSV (UTF-8, no BOM) while ready and not expired; only with status ready (CHECK). */
  csv: string | null;
  /** The Dutch sentence of a failed request (exactly when failed, CHECK). */
  failure_message: string | null;
  created_at: GeneratedTimestamp;
  started_at: Timestamp | null;
  ready_at: Timestamp | null;
  expires_at: Timestamp | null;
}

export interface ReportTables {
  report_requests: ReportRequestsTable;
}

export const reportTableColumns = {
  report_requests: [
    "id",
    "organiser_id",
    "report",
    "per",
    "period_from",
    "period_to",
    "requested_by_account_id",
    "requested_by_partner_client_id",
    "status",
    "csv",
    "failure_message",
    "created_at",
    "started_at",
    "ready_at",
    "expires_at",
  ],
} as const;

export const reportNullableColumns = {
  report_requests: [
    "requested_by_account_id",
    "requested_by_partner_client_id",
    "csv",
    "failure_message",
    "started_at",
    "ready_at",
    "expires_at",
  ],
} as const;
