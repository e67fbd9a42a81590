// Report requests (issue 20 "Reports", decision 0048): a report over a long period is made in the
// background by the job queue. A request names its organiser, report and period (calendar days in
// Europe/Brussels, at most two years), who asked it (an account or a partner client, exactly one), and
// its state: queued → running → ready (with the CSV, kept until expires_at, then emptied) or failed (with
// the Dutch message the staff member reads). The CSV is UTF-8 text; the download adds the BOM. One
// statement per query (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `CREATE TABLE report_requests (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    organiser_id integer NOT NULL REFERENCES organisers (id) ON DELETE CASCADE,
    report text NOT NULL CONSTRAINT report_requests_report_known CHECK (report IN ('checkins', 'rewards', 'social-tariff-sales')),
    per text NOT NULL DEFAULT 'day' CONSTRAINT report_requests_per_known CHECK (per IN ('day', 'total')),
    period_from date NOT NULL,
    period_to date NOT NULL,
    requested_by_account_id uuid,
    requested_by_partner_client_id text,
    status text NOT NULL DEFAULT 'queued'
      CONSTRAINT report_requests_status_known CHECK (status IN ('queued', 'running', 'ready', 'failed')),
    csv text,
    failure_message text,
    created_at timestamptz NOT NULL DEFAULT now(),
    started_at timestamptz,
    ready_at timestamptz,
    expires_at timestamptz,
    CONSTRAINT report_requests_period CHECK (period_to >= period_from AND period_to - period_from < 731),
    CONSTRAINT report_requests_one_requester CHECK ((requested_by_account_id IS NULL) <> (requested_by_partner_client_id IS NULL)),
    CONSTRAINT report_requests_ready_complete CHECK (status <> 'ready' OR (ready_at IS NOT NULL AND expires_at IS NOT NULL AND expires_at > ready_at)),
    CONSTRAINT report_requests_csv_when_ready CHECK (csv IS NULL OR status = 'ready'),
    CONSTRAINT report_requests_failed_says_why CHECK ((status = 'failed') = (failure_message IS NOT NULL))
  )`,
  `CREATE INDEX report_requests_organiser_idx ON report_requests (organiser_id, created_at)`,
  `CREATE INDEX report_requests_expiry_idx ON report_requests (expires_at) WHERE csv IS NOT NULL`,
];

const down: string[] = [`DROP TABLE IF EXISTS report_requests`];

export const migration0030ReportRequests = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
