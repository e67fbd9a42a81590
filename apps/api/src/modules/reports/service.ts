// The reports' rules (issue 20 "Reports", decision 0048). The route has checked the declared access
// (ADMIN of the organiser, or card-system staff of its region) and the period's form (two calendar dates,
// forwards, at most REPORT_MAX_DAYS); here: a period on screen is at most REPORT_SCREEN_MAX_DAYS days,
// its days are Brussels days (from 00:00 of the first to 00:00 after the last, @vtp/db/periods), and
// only the organiser's own rows count. A longer period is a report request: a row and a job on the queue
// `reports` in one transaction, answered 202; the worker (jobs.ts) makes the CSV with the same functions
// as the screen. SQL only in repository.ts.
import type { Kysely } from "kysely";
import { ProblemError } from "@vtp/contracts/problem";
import {
  periodDays,
  REPORT_KEPT_DAYS,
  REPORT_REQUESTS_LISTED,
  REPORT_SCREEN_MAX_DAYS,
  type CheckinsReport,
  type ReportKind,
  type ReportRequest,
  type ReportRequestList,
  type RewardsReport,
  type SocialTariffSalesReport,
} from "@vtp/contracts/reports";
import { brusselsDateTime } from "@vtp/db/periods";
import type { DB } from "@vtp/db/schema";
import type { JobQueue } from "@vtp/jobs";
import { actorOf, recordAudit, type StaffPrincipal } from "../staff/service.ts";
import { checkinsCsv, rewardsCsv, socialTariffSalesCsv } from "./csv.ts";
import {
  dropExpiredCsvs,
  findReportCsv,
  findReportRequest,
  insertReportRequest,
  listReportRequests as listRequestRows,
  sumCheckins,
  sumRedemptions,
  sumSocialTariffSales,
  type Instants,
  type ReportRequestRow,
} from "./repository.ts";

/** The job queue's queue of report requests. */
export const REPORT_QUEUE = "reports";

export interface ReportsDeps {
  db: Kysely<DB>;
  clock: () => Date;
  /** The job queue (the host's); without it a report request is refused with 503 report-queue-unavailable. */
  jobs?: Pick<JobQueue, "send"> | undefined;
}

export interface Period {
  from: string;
  to: string;
}

/** The job's data: the request's id (also the job's id, so a second send adds nothing). */
export interface ReportJob {
  reportRequestId: string;
}

function dayAfter(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** From 00:00 of the first Brussels day to 00:00 of the day after the last. */
export function periodInstants(period: Period): Instants {
  return { start: brusselsDateTime(period.from, 0), end: brusselsDateTime(dayAfter(period.to), 0) };
}

function requireScreenPeriod(period: Period): void {
  if (periodDays(period.from, period.to) > REPORT_SCREEN_MAX_DAYS) {
    throw new ProblemError("report-period-too-long", {
      detail: `${periodDays(period.from, period.to)} dagen; op het scherm hoogstens ${REPORT_SCREEN_MAX_DAYS}.`,
    });
  }
}

export async function buildCheckinsReport(db: Kysely<DB>, organiserId: number, period: Period): Promise<CheckinsReport> {
  const rows = await sumCheckins(db, organiserId, periodInstants(period));
  return {
    period: { from: period.from, to: period.to },
    rows: rows.map((r) => ({ date: r.date, eventId: String(r.activityId), eventTitle: r.title, checkins: r.checkins, points: r.points })),
    totals: { checkins: rows.reduce((n, r) => n + r.checkins, 0), points: rows.reduce((n, r) => n + r.points, 0) },
  };
}

export async function buildRewardsReport(
  db: Kysely<DB>,
  organiserId: number,
  period: Period,
  per: "day" | "total",
): Promise<RewardsReport> {
  const rows = await sumRedemptions(db, organiserId, periodInstants(period), per === "day");
  return {
    period: { from: period.from, to: period.to },
    per,
    rows: rows.map((r) => ({
      ...(r.date !== undefined ? { date: r.date } : {}),
      rewardId: String(r.rewardId),
      rewardTitle: r.title,
      redeemed: r.redeemed,
      points: r.points,
    })),
    totals: { redeemed: rows.reduce((n, r) => n + r.redeemed, 0), points: rows.reduce((n, r) => n + r.points, 0) },
  };
}

export async function buildSocialTariffSalesReport(db: Kysely<DB>, organiserId: number, period: Period): Promise<SocialTariffSalesReport> {
  const rows = (await sumSocialTariffSales(db, organiserId, periodInstants(period))).map((r) => ({
    municipality: r.postalCode !== null && r.municipality !== null ? { postalCode: r.postalCode, name: r.municipality } : null,
    tickets: r.tickets,
    regularPriceCents: r.regularPriceCents,
    priceCents: r.priceCents,
    discountCents: r.regularPriceCents - r.priceCents,
  }));
  const sum = (key: "tickets" | "regularPriceCents" | "priceCents" | "discountCents") => rows.reduce((n, r) => n + r[key], 0);
  return {
    period: { from: period.from, to: period.to },
    rows,
    totals: {
      tickets: sum("tickets"),
      regularPriceCents: sum("regularPriceCents"),
      priceCents: sum("priceCents"),
      discountCents: sum("discountCents"),
    },
  };
}

/** A report as CSV (without the BOM, which the download adds): the screen's direct CSV and the worker's. */
export async function buildReportCsv(
  db: Kysely<DB>,
  organiserId: number,
  input: Period & { report: ReportKind; per: "day" | "total" },
): Promise<string> {
  switch (input.report) {
    case "checkins":
      return checkinsCsv(await buildCheckinsReport(db, organiserId, input));
    case "rewards":
      return rewardsCsv(await buildRewardsReport(db, organiserId, input, input.per));
    case "social-tariff-sales":
      return socialTariffSalesCsv(await buildSocialTariffSalesReport(db, organiserId, input));
  }
}

export async function checkinsReport(deps: ReportsDeps, input: Period & { organiserId: number }): Promise<CheckinsReport> {
  requireScreenPeriod(input);
  return buildCheckinsReport(deps.db, input.organiserId, input);
}

export async function rewardsReport(
  deps: ReportsDeps,
  input: Period & { organiserId: number; per: "day" | "total" },
): Promise<RewardsReport> {
  requireScreenPeriod(input);
  return buildRewardsReport(deps.db, input.organiserId, input, input.per);
}

export async function socialTariffSalesReport(
  deps: ReportsDeps,
  input: Period & { organiserId: number },
): Promise<SocialTariffSalesReport> {
  requireScreenPeriod(input);
  return buildSocialTariffSalesReport(deps.db, input.organiserId, input);
}

/** GET /reports/:report/csv: at most the screen's period. */
export async function reportCsv(
  deps: ReportsDeps,
  input: Period & { organiserId: number; report: ReportKind; per: "day" | "total" },
): Promise<{ csv: string; fileName: string }> {
  requireScreenPeriod(input);
  return { csv: await buildReportCsv(deps.db, input.organiserId, input), fileName: csvFileName(input) };
}

export function csvFileName(input: Period & { report: ReportKind }): string {
  const name = { checkins: "check-ins", rewards: "voordelen", "social-tariff-sales": "kansentarief-per-gemeente" }[input.report];
  return `${name}-${input.from}-tot-${input.to}.csv`;
}

function requestView(row: ReportRequestRow, now: Date): ReportRequest {
  const expired = row.status === "ready" && (row.expiresAt === null || row.expiresAt <= now);
  return {
    id: row.id,
    report: row.report,
    period: { from: row.from, to: row.to },
    per: row.per,
    status: expired ? "expired" : row.status,
    creationDate: row.createdAt.toISOString(),
    ...(row.readyAt !== null ? { readyDate: row.readyAt.toISOString() } : {}),
    ...(row.expiresAt !== null ? { expiryDate: row.expiresAt.toISOString() } : {}),
    ...(row.failureMessage !== null ? { message: { nl: row.failureMessage } } : {}),
  };
}

/**
 * POST /reports/requests: the request and its job in one transaction (the job exists exactly when the
 * request does), and the audit log; the CSVs past their expiry are emptied on the way.
 */
export async function requestReport(
  deps: ReportsDeps,
  principal: StaffPrincipal,
  input: Period & { organiserId: number; report: ReportKind; per: "day" | "total" },
): Promise<ReportRequest> {
  const jobs = deps.jobs;
  if (jobs === undefined) throw new ProblemError("report-queue-unavailable");
  const now = deps.clock();
  await dropExpiredCsvs(deps.db, now);
  const row = await deps.db.transaction().execute(async (trx) => {
    const created = await insertReportRequest(trx, {
      organiserId: input.organiserId,
      report: input.report,
      per: input.report === "rewards" ? input.per : "day",
      from: input.from,
      to: input.to,
      requestedBy: actorOf(principal),
      at: now,
    });
    await jobs.send<ReportJob>(REPORT_QUEUE, { reportRequestId: created.id }, { within: trx, id: created.id });
    await recordAudit({ db: trx, clock: deps.clock }, principal, {
      action: "report.request",
      organiserId: input.organiserId,
      object: { type: "report-request", id: created.id },
    });
    return created;
  });
  return requestView(row, now);
}

async function ownRequest(deps: ReportsDeps, input: { organiserId: number; reportRequestId: string }): Promise<ReportRequestRow> {
  const row = await findReportRequest(deps.db, input.reportRequestId, input.organiserId);
  if (row === undefined) throw new ProblemError("report-not-found");
  return row;
}

export async function reportRequestStatus(
  deps: ReportsDeps,
  input: { organiserId: number; reportRequestId: string },
): Promise<ReportRequest> {
  return requestView(await ownRequest(deps, input), deps.clock());
}

/** GET /reports/requests: the organiser's newest requests, each in the same view as its own status. */
export async function listReportRequests(deps: ReportsDeps, input: { organiserId: number }): Promise<ReportRequestList> {
  const now = deps.clock();
  const rows = await listRequestRows(deps.db, input.organiserId, REPORT_REQUESTS_LISTED);
  return { reportRequests: rows.map((row) => requestView(row, now)) };
}

/** The CSV of a ready request, before its expiry. */
export async function reportRequestCsv(
  deps: ReportsDeps,
  input: { organiserId: number; reportRequestId: string },
): Promise<{ csv: string; fileName: string }> {
  const view = requestView(await ownRequest(deps, input), deps.clock());
  if (view.status === "expired") throw new ProblemError("report-expired");
  if (view.status !== "ready") throw new ProblemError("report-invalid-status", { detail: `Status: ${view.status}.` });
  const csv = await findReportCsv(deps.db, input.reportRequestId, input.organiserId);
  if (csv === null) throw new ProblemError("report-expired");
  return { csv, fileName: csvFileName({ report: view.report, ...view.period }) };
}

/** When a ready request's CSV expires. */
export function expiryOf(readyAt: Date): Date {
  return new Date(readyAt.getTime() + REPORT_KEPT_DAYS * 86_400_000);
}
