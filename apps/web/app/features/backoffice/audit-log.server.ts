// /organisatie/:organisatie/logboek (issue 20 "Audit log", decision 0047): the organiser's audit log for its
// ADMIN (GET /v4/audit-log; the api checks the role again), newest first, filtered by a period and a card
// number from a GET form (a shareable URL, without JavaScript too), paged 25 at a time.
import { data, redirect } from "react-router";
import { normalizeCardNumber } from "@vtp/contracts/card-number";
import { parseDutchDate } from "@vtp/contracts/dates";
import { getOrganiserAuditLog, type AuditLogEntry } from "@vtp/contracts/staff-audit-log";
import { auditActions, auditLogCopy as copy, auditObject } from "../../copy/audit-log.ts";
import { readAppContext } from "../../context.server.ts";
import { pathTo } from "../../route-table.ts";
import { problemOf } from "../../server/api.server.ts";
import { callApiAsHolder } from "../../server/current.server.ts";
import { notStaff, organiserOf, type BackofficeArgs, type WithOrganiser } from "./backoffice.server.ts";
import { AUDIT_PAGE_SIZE, type AuditLogPageData, type AuditRow } from "./view.ts";

const when = new Intl.DateTimeFormat("nl-BE", {
  timeZone: "Europe/Brussels",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

function rowOf(entry: AuditLogEntry): AuditRow {
  const who =
    entry.actor.type === "PARTNER_CLIENT"
      ? `${copy.partnerClient} ${entry.actor.id}`
      : (entry.actor.name ?? entry.actor.email ?? copy.formerStaff);
  return {
    id: entry.id,
    when: when.format(new Date(entry.occurredAt)),
    at: entry.occurredAt,
    action: auditActions[entry.action] ?? entry.action,
    who,
    about: entry.object === null ? null : auditObject(entry.object),
  };
}

/** The api's names of the filter's fields -> the form's. */
const FORM_FIELD: Record<string, string> = { from: "van", to: "tot", uitpasNumber: "pas" };

export async function loadAuditLog(args: BackofficeArgs) {
  const at = await organiserOf(args);
  if (at === null) return notStaff();
  const slug = readAppContext(args.context).config.product.slug;
  if (!at.organiser.canReadAuditLog) throw redirect(pathTo("backoffice-organiser", slug, { params: { organisatie: at.organiser.id } }));

  const search = new URL(args.request.url).searchParams;
  const typed = (name: string) => (search.get(name) ?? "").trim().slice(0, 40);
  const filter = { van: typed("van"), tot: typed("tot"), pas: typed("pas") };
  const errors: AuditLogPageData["errors"] = [];
  const from = filter.van === "" ? undefined : parseDutchDate(filter.van);
  if (filter.van !== "" && from === undefined) errors.push({ field: "van", message: copy.dateFormat });
  const to = filter.tot === "" ? undefined : parseDutchDate(filter.tot);
  if (filter.tot !== "" && to === undefined) errors.push({ field: "tot", message: copy.dateFormat });
  const card = normalizeCardNumber(filter.pas);
  if (filter.pas !== "" && !/^\d{13}$/.test(card)) errors.push({ field: "pas", message: copy.cardFormat });
  const startParam = Number(search.get("start") ?? "0");
  const start = Number.isInteger(startParam) && startParam >= 0 && startParam <= 100_000 ? startParam : 0;

  const page = (more: Omit<AuditLogPageData, "filter">) => data<WithOrganiser<AuditLogPageData>>({ kind: "ok", ...at, filter, ...more });
  if (errors.length > 0) return page({ errors, rows: [], total: 0, start: 0 });
  try {
    const log = await callApiAsHolder(args, getOrganiserAuditLog, {
      query: {
        organizerId: at.organiser.id,
        ...(from !== undefined ? { from } : {}),
        ...(to !== undefined ? { to } : {}),
        ...(filter.pas !== "" ? { uitpasNumber: card } : {}),
        start,
        limit: AUDIT_PAGE_SIZE,
      },
    });
    return page({ errors: [], rows: log.member.map(rowOf), total: log.totalItems, start });
  } catch (error) {
    // The api's own checks of the period (the end before the start, more than a year) in its words.
    const problem = problemOf(getOrganiserAuditLog, error);
    if (problem?.code !== "validation") throw error;
    const fieldErrors = problem.fieldErrors.map((e) => ({ field: FORM_FIELD[e.field] ?? "van", message: e.message }));
    return page({ errors: fieldErrors, rows: [], total: 0, start: 0 });
  }
}
