// Report requests over a long period (decision 0048) on the job queue of the test database (PGlite, and
// PostgreSQL with DATABASE_URL): 202 and a job written with the request, the worker's CSV the same as the
// direct one, the status, the 7 days' expiry, a failure marked failed with a Dutch sentence, two queues
// (two processes) making each report once, and the refusals with nothing written.
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { reportRequestListSchema, reportRequestSchema } from "@vtp/contracts/reports";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { createJobQueue, type JobQueue, type RetryPolicy } from "@vtp/jobs";
import { bram, els, katrien } from "@vtp/personas";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { callAs, organiserOf } from "../../testing/staff.ts";
import { problem } from "../../testing/ticket-sales.ts";
import { REPORT_FAILED_MESSAGE, registerReportJobs, runReportJob } from "./jobs.ts";
import { REPORT_QUEUE } from "./service.ts";

/** No waiting between tries in the tests. */
const FAST: RetryPolicy = { retryLimit: 1, retryDelay: 1, retryDelayMax: 1 };

let database: Database;
let server: IdentityTestServer;
let library: number;
let now: Date;
const queues: JobQueue[] = [];

/** A process's job queue with the reports' worker (not started). */
function newQueue(): JobQueue {
  const queue = createJobQueue(database, { pollingIntervalSeconds: 0.5, onError: () => undefined });
  registerReportJobs(queue, { db: database.db, clock: () => now, retry: FAST });
  queues.push(queue);
  return queue;
}

async function start(opts: { jobs?: JobQueue | undefined } = {}): Promise<void> {
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW, ...(opts.jobs !== undefined ? { jobs: opts.jobs } : {}) });
}

beforeEach(async () => {
  now = FIXTURE_NOW;
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  library = await organiserOf(database.db, els, 0);
}, 180_000);

afterEach(async () => {
  await server?.app.close();
  for (const queue of queues.splice(0)) await queue.stop(2_000);
  await database?.close();
});

const request = (who: { sub: string | null }, organiserId: number, body: object) =>
  callAs(server, who, "POST", `/api/reports/requests?organizerId=${organiserId}`, body);
const status = async (who: { sub: string | null }, organiserId: number, id: string) =>
  callAs(server, who, "GET", `/api/reports/requests/${id}?organizerId=${organiserId}`);
const download = (who: { sub: string | null }, organiserId: number, id: string) =>
  callAs(server, who, "GET", `/api/reports/requests/${id}/csv?organizerId=${organiserId}`);

async function requestCount(): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM report_requests`.execute(database.db);
  return rows[0]!.n;
}

describe("POST /api/reports/requests", () => {
  it("accepts a long period with 202, makes the CSV in the background, the same as the direct CSV, and keeps it 7 days", async () => {
    const queue = newQueue();
    await queue.start();
    await start({ jobs: queue });
    const res = await request(els, library, { report: "checkins", from: "2025-01-01", to: "2026-11-20" });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const accepted = reportRequestSchema.parse(res.body);
    expect(accepted).toMatchObject({ report: "checkins", period: { from: "2025-01-01", to: "2026-11-20" }, status: "queued" });
    const audit = await database.db.selectFrom("staff_audit_log").selectAll().where("action", "=", "report.request").execute();
    expect(audit).toMatchObject([{ organiser_id: library, object_type: "report-request", object_id: accepted.id }]);

    await queue.drained(REPORT_QUEUE);
    const ready = reportRequestSchema.parse((await status(els, library, accepted.id)).body);
    expect(ready.status).toBe("ready");
    expect(Date.parse(ready.expiryDate!) - Date.parse(ready.readyDate!)).toBe(7 * 86_400_000);
    const csv = await download(els, library, accepted.id);
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect([...csv.res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.res.rawPayload.subarray(3).toString("utf8")).toMatch(/^Datum;Activiteit-ID;Activiteit;Check-ins;Punten\r\n/);
    // The region's staff download it too.
    expect((await download(katrien, library, accepted.id)).status).toBe(200);

    // A short period in the background gives exactly the direct CSV: one set of functions.
    const short = reportRequestSchema.parse(
      (await request(els, library, { report: "rewards", from: "2026-10-01", to: "2026-11-20", per: "total" })).body,
    );
    await queue.drained(REPORT_QUEUE);
    const direct = await callAs(
      server,
      els,
      "GET",
      `/api/reports/rewards/csv?organizerId=${library}&from=2026-10-01&to=2026-11-20&per=total`,
    );
    expect((await download(els, library, short.id)).res.rawPayload.equals(direct.res.rawPayload)).toBe(true);

    // After 7 days: expired, the download 410, and the next request empties the CSV.
    now = new Date(FIXTURE_NOW.getTime() + 8 * 86_400_000);
    server.setNow(now);
    expect(reportRequestSchema.parse((await status(els, library, accepted.id)).body).status).toBe("expired");
    expect(problem(await download(els, library, accepted.id))).toMatchObject({ status: 410, code: "report-expired" });
    expect((await request(els, library, { report: "checkins", from: "2026-01-01", to: "2026-11-20" })).status).toBe(202);
    const kept = await database.db
      .selectFrom("report_requests")
      .select(["id", "csv"])
      .where("id", "=", accepted.id)
      .executeTakeFirstOrThrow();
    expect(kept.csv).toBeNull();
  });

  it("marks a request failed with a Dutch sentence after its last try, and says it is not ready meanwhile", async () => {
    // The api's process enqueues only; the worker's process starts after the first checks.
    const sender = createJobQueue(database, { pollingIntervalSeconds: 0.5, onError: () => undefined });
    sender.define(REPORT_QUEUE, FAST);
    queues.push(sender);
    await sender.start();
    await start({ jobs: sender });
    const queue = newQueue();
    const res = await request(els, library, { report: "social-tariff-sales", from: "2026-01-01", to: "2026-11-20" });
    const id = reportRequestSchema.parse(res.body).id;
    // Not started yet: queued, and the download is refused.
    expect(reportRequestSchema.parse((await status(els, library, id)).body).status).toBe("queued");
    expect(problem(await download(els, library, id))).toMatchObject({ status: 409, code: "report-invalid-status" });
    // The report's table is away: every try fails.
    await sql`ALTER TABLE ticket_sales RENAME TO ticket_sales_away`.execute(database.db);
    try {
      await queue.start();
      await queue.drained(REPORT_QUEUE, 30_000);
    } finally {
      await sql`ALTER TABLE ticket_sales_away RENAME TO ticket_sales`.execute(database.db);
    }
    const failed = reportRequestSchema.parse((await status(els, library, id)).body);
    expect(failed).toMatchObject({ status: "failed", message: { nl: REPORT_FAILED_MESSAGE } });
    expect(failed.message!.nl).toMatch(/^Het rapport kon niet gemaakt worden\./);
    expect(problem(await download(els, library, id))).toMatchObject({ status: 409, code: "report-invalid-status" });
    // The job was tried twice (the policy's one retry), then completed as failed.
    const { rows } = await sql<{ retry_count: number; state: string }>`
      SELECT retry_count, state::text AS state FROM pgboss.job WHERE name = ${REPORT_QUEUE} AND id = ${id}::uuid`.execute(database.db);
    expect(rows).toEqual([{ retry_count: 1, state: "completed" }]);
  });

  it("makes each report once with two processes on one queue, and a job delivered again changes nothing", async () => {
    const first = newQueue();
    const second = newQueue();
    await first.start();
    await second.start();
    await start({ jobs: first });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await request(els, library, { report: "checkins", from: `2026-0${1 + (i % 3)}-01`, to: "2026-11-20" });
      expect(res.status).toBe(202);
      ids.push(reportRequestSchema.parse(res.body).id);
    }
    await first.drained(REPORT_QUEUE, 30_000);
    const rows = await database.db.selectFrom("report_requests").select(["id", "status", "ready_at"]).where("id", "in", ids).execute();
    expect(rows.map((r) => r.status)).toEqual(ids.map(() => "ready"));
    const jobs = await sql<{ id: string; retry_count: number }>`
      SELECT id::text AS id, retry_count FROM pgboss.job WHERE name = ${REPORT_QUEUE} AND state = 'completed'`.execute(database.db);
    expect(jobs.rows.map((j) => j.id).sort()).toEqual([...ids].sort());
    expect(jobs.rows.every((j) => j.retry_count === 0)).toBe(true);
    // The same job once more (a redelivery): the ready request and its CSV stay as they were.
    const before = await database.db.selectFrom("report_requests").selectAll().where("id", "=", ids[0]!).executeTakeFirstOrThrow();
    now = new Date(FIXTURE_NOW.getTime() + 3_600_000);
    await runReportJob({ db: database.db, clock: () => now }, { reportRequestId: ids[0]! }, { id: ids[0]!, retryCount: 0 });
    expect(await database.db.selectFrom("report_requests").selectAll().where("id", "=", ids[0]!).executeTakeFirstOrThrow()).toEqual(before);
  });

  it("refuses bad input, another organiser's request and a missing queue, with nothing written", async () => {
    await start();
    // No job queue (an api without its host): 503, no row.
    expect(problem(await request(els, library, { report: "checkins", from: "2026-01-01", to: "2026-11-20" }))).toMatchObject({
      status: 503,
      code: "report-queue-unavailable",
    });
    await server.app.close();
    const queue = newQueue();
    await queue.start();
    await start({ jobs: queue });
    const bad = [
      { report: "holders", from: "2026-01-01", to: "2026-11-20" },
      { report: "checkins", from: "2026-11-20", to: "2026-01-01" },
      { report: "checkins", from: "2020-01-01", to: "2026-11-20" },
      { report: "checkins", from: "2026-13-01", to: "2026-11-20" },
      { report: "checkins", from: "2026-01-01", to: "2026-11-20", extra: 1 },
    ];
    for (const body of bad)
      expect(problem(await request(els, library, body)), JSON.stringify(body)).toMatchObject({ status: 400, code: "validation" });
    // A MEMBER, and another organiser's staff: 403.
    const pool = await organiserOf(database.db, els, 1);
    const aalst = await organiserOf(database.db, bram, 0);
    expect(problem(await request(els, pool, { report: "checkins", from: "2026-01-01", to: "2026-11-20" })).code).toBe("missing-permission");
    expect(problem(await request(katrien, aalst, { report: "checkins", from: "2026-01-01", to: "2026-11-20" })).code).toBe(
      "missing-permission",
    );
    expect(await requestCount()).toBe(0);
    // The library's request is not found through another organiser, even by staff of both.
    const id = reportRequestSchema.parse(
      (await request(els, library, { report: "checkins", from: "2026-01-01", to: "2026-11-20" })).body,
    ).id;
    await database.db.insertInto("organiser_staff").values({ account_id: els.accountId, organiser_id: aalst, role: "ADMIN" }).execute();
    expect(problem(await status(els, aalst, id))).toMatchObject({ status: 404, code: "report-not-found" });
    expect(problem(await download(els, aalst, id))).toMatchObject({ status: 404, code: "report-not-found" });
    expect(problem(await status(els, library, "not-a-uuid"))).toMatchObject({ status: 400, code: "validation" });
  });
});

describe("GET /api/reports/requests", () => {
  it("lists the organiser's own requests, newest first, each as its status says; another organiser's never; not for a MEMBER", async () => {
    const queue = newQueue();
    await queue.start();
    await start({ jobs: queue });
    const list = async (who: { sub: string | null }, organiserId: number) =>
      callAs(server, who, "GET", `/api/reports/requests?organizerId=${organiserId}`);
    expect(reportRequestListSchema.parse((await list(els, library)).body)).toEqual({ reportRequests: [] });
    const first = reportRequestSchema.parse(
      (await request(els, library, { report: "checkins", from: "2025-01-01", to: "2026-11-20" })).body,
    );
    const second = reportRequestSchema.parse(
      (await request(els, library, { report: "rewards", from: "2025-06-01", to: "2026-11-20" })).body,
    );
    // The server's clock stands still: the first request is made a minute older.
    await database.db
      .updateTable("report_requests")
      .set({ created_at: new Date(FIXTURE_NOW.getTime() - 60_000) })
      .where("id", "=", first.id)
      .execute();
    const aalst = await organiserOf(database.db, bram, 0);
    await database.db.insertInto("organiser_staff").values({ account_id: els.accountId, organiser_id: aalst, role: "ADMIN" }).execute();
    await request(els, aalst, { report: "checkins", from: "2025-01-01", to: "2026-11-20" });
    await queue.drained(REPORT_QUEUE);

    const listed = reportRequestListSchema.parse((await list(els, library)).body).reportRequests;
    expect(listed.map((r) => [r.id, r.report, r.status])).toEqual([
      [second.id, "rewards", "ready"],
      [first.id, "checkins", "ready"],
    ]);
    // Katrien (the region's staff) reads the library's list too; a MEMBER of the pool does not.
    expect(reportRequestListSchema.parse((await list(katrien, library)).body).reportRequests).toHaveLength(2);
    const pool = await organiserOf(database.db, els, 1);
    expect(problem(await list(els, pool)).code).toBe("missing-permission");
  });
});

describe("the table report_requests", () => {
  it("refuses a CSV that is not ready, a ready one without expiry, a failure without a sentence, two requesters and a long period", async () => {
    const base = {
      organiser_id: library,
      report: "checkins" as const,
      period_from: "2026-01-01",
      period_to: "2026-11-20",
      requested_by_account_id: els.accountId,
    };
    const refused = async (values: object) => {
      const error = await database.db
        .insertInto("report_requests")
        .values({ ...base, ...values })
        .execute()
        .then(() => undefined)
        .catch((e: unknown) => e as { code?: string });
      expect(error?.code, JSON.stringify(values)).toBe("23514");
    };
    await refused({ csv: "Datum\r\n" });
    await refused({ status: "ready", ready_at: FIXTURE_NOW });
    await refused({ status: "failed" });
    await refused({ failure_message: "Mislukt." });
    await refused({ requested_by_partner_client_id: "partner-gent-zwembad" });
    await refused({ period_from: "2024-01-01" });
    await refused({ period_to: "2025-12-31" });
    await refused({ report: "holders" });
    expect(await requestCount()).toBe(0);
  });
});
