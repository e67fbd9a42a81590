// The back office's reports (/organisatie/:organisatie/rapporten, issue 20 "Reports", decision 0048): a GET
// form (report, first and last day as dd/mm/jjjj: a shareable URL, without JavaScript too) and the api's report
// on screen for a period up to REPORT_SCREEN_MAX_DAYS days, with its CSV through the web's own path (the api's
// CSV with the session's token, never the token in the browser); a longer period is a report request
// (POST /reports/requests, 202) whose page says when its CSV is ready. ADMIN's (ORGANIZERS_REPORTS); the api
// checks every call again.
import { data, redirect } from "react-router";
import { brusselsDate, formatDutchDate, plusDays, readDutchDate } from "@vtp/contracts/dates";
import {
  createReportRequest,
  downloadReportCsv,
  downloadReportRequestCsv,
  getCheckinsReport,
  getReportRequest,
  getRewardsReport,
  getSocialTariffSalesReport,
  listReportRequests,
  periodDays,
  REPORT_SCREEN_MAX_DAYS,
  type ReportKind,
} from "@vtp/contracts/reports";
import { reportsCopy as copy } from "../../copy/reports.ts";
import { readAppContext } from "../../context.server.ts";
import { pathTo } from "../../route-table.ts";
import { ApiError, problemOf } from "../../server/api.server.ts";
import { bffNowMs } from "../../server/clock.server.ts";
import { callApiAsHolder, type RequestArgs } from "../../server/current.server.ts";
import { notStaff, organiserOf, type BackofficeArgs, type WithOrganiser } from "./backoffice.server.ts";
import { noRight } from "./reward-management.server.ts";
import { REPORT_SLUGS, slugOfReport, type ReportRequestPageData, type ReportResult, type ReportsPageData } from "./reports-view.ts";

type ReportArgs = BackofficeArgs & { params: { aanvraag?: string } };

const slugOf = (args: RequestArgs) => readAppContext(args.context).config.product.slug;
const homePath = (args: RequestArgs, organisatie: string) => pathTo("backoffice-organiser", slugOf(args), { params: { organisatie } });
const isUuid = (value: string | undefined): value is string =>
  value !== undefined && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The organiser of the path, when the staff member may read its reports; otherwise the answer to give. */
async function reportsOrganiser(args: BackofficeArgs) {
  const at = await organiserOf(args);
  if (at === null) return { answer: notStaff() };
  if (!at.organiser.canReadReports) return { answer: noRight(at, copy.noRight, homePath(args, at.organiser.id)) };
  return { at };
}

/** The api's names of the period's fields -> the form's. */
const FORM_FIELD: Record<string, string> = { from: "van", to: "tot" };

export async function loadReports(args: BackofficeArgs) {
  const { at, answer } = await reportsOrganiser(args);
  if (at === undefined) return answer;
  const search = new URL(args.request.url).searchParams;
  const today = brusselsDate(new Date(bffNowMs(args)));
  const typed = (name: string, otherwise: string) => (search.has(name) ? (search.get(name) ?? "").trim().slice(0, 40) : otherwise);
  const form = {
    rapport: REPORT_SLUGS[search.get("rapport") ?? ""] !== undefined ? search.get("rapport")! : "checkins",
    van: typed("van", formatDutchDate(plusDays(today, -29))),
    tot: typed("tot", formatDutchDate(today)),
  };
  // The organiser's earlier requests, asked beside the report.
  const listed = callApiAsHolder(args, listReportRequests, { query: { organizerId: at.organiser.id } });
  listed.catch(() => undefined); // awaited below; a refusal must not go unhandled while the report is asked
  const page = async (more: Omit<ReportsPageData, "form" | "requests">) =>
    data<WithOrganiser<ReportsPageData>>({ kind: "ok", ...at, form, requests: (await listed).reportRequests, ...more });
  const errors: ReportsPageData["errors"] = [];
  const days: Record<"van" | "tot", string | undefined> = { van: undefined, tot: undefined };
  for (const field of ["van", "tot"] as const) {
    const read = form[field] === "" ? undefined : readDutchDate(form[field]);
    if (read !== undefined && "iso" in read) days[field] = read.iso;
    else errors.push({ field, message: form[field] === "" ? copy.errors.required : copy.errors.date });
  }
  if (errors.length > 0 || days.van === undefined || days.tot === undefined) return page({ errors, result: null });
  const kind = REPORT_SLUGS[form.rapport]!;
  const period = { from: days.van, to: days.tot };
  const query = { organizerId: at.organiser.id, ...period };
  const length = periodDays(period.from, period.to);
  try {
    if (length > REPORT_SCREEN_MAX_DAYS && period.to >= period.from) {
      // The api's own limits (at most two years) answer the request; the page offers it.
      return page({ errors: [], result: { kind: "long", report: kind, ...period, days: length } });
    }
    let result: ReportResult;
    if (kind === "checkins") result = { kind, report: await callApiAsHolder(args, getCheckinsReport, { query }) };
    else if (kind === "rewards")
      result = { kind, report: await callApiAsHolder(args, getRewardsReport, { query: { ...query, per: "day" } }) };
    else result = { kind, report: await callApiAsHolder(args, getSocialTariffSalesReport, { query }) };
    return page({ errors: [], result });
  } catch (error) {
    // The api's checks of the period (the last day before the first, …) in its words, at their fields.
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    if (error.code === "report-period-too-long") {
      return page({ errors: [], result: { kind: "long", report: kind, ...period, days: length } });
    }
    const fieldErrors = error.fieldErrors.map((e) => ({ field: FORM_FIELD[e.field] ?? "van", message: e.message }));
    return page(fieldErrors.length > 0 ? { errors: fieldErrors, result: null } : { errors: [], general: error.userMessage, result: null });
  }
}

/** "Rapport aanvragen": POST /reports/requests and on to the request's page; the api's refusal otherwise. */
export async function reportsAction(args: BackofficeArgs): Promise<{ general: string }> {
  const { at } = await reportsOrganiser(args);
  if (at === undefined) throw data(null, { status: 403 });
  const form = await args.request.formData();
  const report = REPORT_SLUGS[String(form.get("rapport") ?? "")];
  const body = { report: report as ReportKind, from: String(form.get("van") ?? ""), to: String(form.get("tot") ?? "") };
  try {
    const request = await callApiAsHolder(args, createReportRequest, { query: { organizerId: at.organiser.id }, body });
    throw redirect(requestPath(args, at.organiser.id, request.id));
  } catch (error) {
    // The queue unavailable (503) is said in the api's words too: nothing was requested.
    if (error instanceof ApiError && (error.status < 500 || error.code === "report-queue-unavailable"))
      return { general: error.userMessage };
    throw error;
  }
}

function requestPath(args: RequestArgs, organisatie: string, aanvraag: string): string {
  return pathTo("backoffice-report-request", slugOf(args), { params: { organisatie, aanvraag } });
}

/** /…/rapporten/aanvragen/:aanvraag: the request's state; 404 for an unknown one or another organiser's. */
export async function loadReportRequest(args: ReportArgs) {
  const { at, answer } = await reportsOrganiser(args);
  if (at === undefined) return answer;
  if (!isUuid(args.params.aanvraag)) throw data(null, { status: 404 });
  try {
    const reportRequest = await callApiAsHolder(args, getReportRequest, {
      params: { reportRequestId: args.params.aanvraag },
      query: { organizerId: at.organiser.id },
    });
    return data<WithOrganiser<ReportRequestPageData>>({ kind: "ok", ...at, reportRequest });
  } catch (error) {
    if (problemOf(getReportRequest, error)?.code === "report-not-found") throw data(null, { status: 404 });
    throw error;
  }
}

/** The CSV for Excel, with its byte order mark (a `fetch` over HTTP reads the api's text without it). */
function csvResponse(csv: string, name: string): Response {
  return new Response(csv.startsWith("\uFEFF") ? csv : `\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** /…/rapporten/csv?rapport=&van=&tot= (ISO days): the api's CSV; a refusal goes back to the page, which says why. */
export async function reportCsv(args: BackofficeArgs): Promise<Response> {
  const { at } = await reportsOrganiser(args);
  if (at === undefined) throw data(null, { status: 403 });
  const search = new URL(args.request.url).searchParams;
  const report = REPORT_SLUGS[search.get("rapport") ?? ""];
  const from = search.get("van") ?? "";
  const to = search.get("tot") ?? "";
  const back = pathTo("backoffice-reports", slugOf(args), {
    params: { organisatie: at.organiser.id },
    query: { rapport: search.get("rapport") ?? undefined, van: formatDutchDate(from), tot: formatDutchDate(to) },
  });
  if (report === undefined) return redirect(back);
  try {
    const csv = await callApiAsHolder(args, downloadReportCsv, {
      params: { report },
      query: { organizerId: at.organiser.id, from, to, per: "day" },
    });
    return csvResponse(csv, `rapport-${slugOfReport(report)}-${from}-${to}`);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return redirect(back);
    throw error;
  }
}

/** /…/rapporten/aanvragen/:aanvraag/csv: a ready request's CSV; otherwise back to its page, which says why. */
export async function reportRequestCsv(args: ReportArgs): Promise<Response> {
  const { at } = await reportsOrganiser(args);
  if (at === undefined) throw data(null, { status: 403 });
  if (!isUuid(args.params.aanvraag)) throw data(null, { status: 404 });
  const reportRequestId = args.params.aanvraag;
  try {
    const params = { reportRequestId };
    const query = { organizerId: at.organiser.id };
    const reportRequest = await callApiAsHolder(args, getReportRequest, { params, query });
    const csv = await callApiAsHolder(args, downloadReportRequestCsv, { params, query });
    const { period } = reportRequest;
    return csvResponse(csv, `rapport-${slugOfReport(reportRequest.report)}-${period.from}-${period.to}`);
  } catch (error) {
    if (problemOf(getReportRequest, error)?.code === "report-not-found") throw data(null, { status: 404 });
    if (error instanceof ApiError && error.status < 500) return redirect(requestPath(args, at.organiser.id, reportRequestId));
    throw error;
  }
}
