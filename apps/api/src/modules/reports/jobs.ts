// The report requests' worker on the job queue (decision 0048, on decision 0038): the host declares the
// queue `reports` and this process's worker before the queue starts. pg-boss gives each job to one
// process; the request's state moves only forwards (queued → running → ready or failed), so a job that
// reaches a ready or failed request again changes nothing. A failing try is retried; after the last one
// the request is failed with a Dutch sentence for the staff member.
import type { Kysely } from "kysely";
import type { DB } from "@vtp/db/schema";
import type { JobQueue, RetryPolicy } from "@vtp/jobs";
import { failReportRequest, finishReportRequest, startReportRequest } from "./repository.ts";
import { buildReportCsv, expiryOf, REPORT_QUEUE, type ReportJob } from "./service.ts";

/** Two more tries, 10 s then 20 s later; a try of more than 10 minutes counts as failed. */
export const REPORT_RETRY: RetryPolicy = { retryLimit: 2, retryDelay: 10, retryDelayMax: 60, expireInSeconds: 600 };

/** What a staff member reads when a report could not be made. */
export const REPORT_FAILED_MESSAGE =
  "Het rapport kon niet gemaakt worden. Vraag het opnieuw aan; lukt het dan nog niet, neem contact op met de medewerker van je regio.";

export interface ReportJobDeps {
  db: Kysely<DB>;
  clock: () => Date;
  /** Tests: a faster retry policy. */
  retry?: RetryPolicy;
  /** Where the error of a request's last, failed try is reported (the host's log; earlier tries the queue logs). */
  onFailure?: (error: unknown, job: { id: string; retryCount: number }) => void;
}

/** Makes one request's CSV: the handler of the queue `reports`. */
export async function runReportJob(deps: ReportJobDeps, data: ReportJob, job: { id: string; retryCount: number }): Promise<void> {
  const retryLimit = (deps.retry ?? REPORT_RETRY).retryLimit;
  const request = await startReportRequest(deps.db, data.reportRequestId, deps.clock());
  // Ready or failed already (or gone with its organiser): this job has nothing left to do.
  if (request === undefined) return;
  try {
    const csv = await buildReportCsv(deps.db, request.organiserId, request);
    const readyAt = deps.clock();
    await finishReportRequest(deps.db, request.id, csv, readyAt, expiryOf(readyAt));
  } catch (error) {
    // Tries left: pg-boss tries again later (the request stays running); the last one fails the request.
    if (job.retryCount < retryLimit) throw error;
    deps.onFailure?.(error, job);
    await failReportRequest(deps.db, request.id, REPORT_FAILED_MESSAGE);
  }
}

/** Declares the queue `reports` and this process's worker on it; call before jobs.start(). */
export function registerReportJobs(jobs: JobQueue, deps: ReportJobDeps): void {
  jobs.define(REPORT_QUEUE, deps.retry ?? REPORT_RETRY);
  jobs.work<ReportJob>(REPORT_QUEUE, (data, job) => runReportJob(deps, data, job));
}
