// What the back office's pages show of the api's activities (browser-safe, zod-free): the state of an
// activity in words (never by colour alone), its dates, and the form's values both ways (an activity's
// dates as a Brussels day and hour; a typed day and hour as ISO 8601 with Brussels' offset).
import type { Event } from "@vtp/contracts/activities";
import type { StaffMember } from "@vtp/contracts/staff-members";
import { brusselsDate, formatDutchDate } from "@vtp/contracts/dates";
import { backofficeCopy as copy } from "../../copy/backoffice.ts";

/** What a staff member may do at the chosen organiser: the api's rights, never the web's guess. */
export interface BackofficeOrganiser {
  id: string;
  name: string;
  city?: string;
  role: "MEMBER" | "ADMIN" | null;
  /** ISO date-time its region ended it (decision 0074): the region reads its reports and log, nothing changes. */
  endDate?: string;
  /** EVENTS_UPDATE: make, change and end activities. */
  canEdit: boolean;
  /** EVENTS_QR_CHECKINCODE: download a poster. */
  canPoster: boolean;
  /** PASSES_READ: the counter. */
  canCounter: boolean;
  /** EVENTS_READ: the organiser's activities (its staff; not card-system staff). */
  canReadActivities: boolean;
  /** Card-system staff of the organiser's region (ORGANIZERS_SEARCH): reports, staff and audit log. */
  regionStaff: boolean;
  /** ORGANIZERS_ADMINS_WRITE: read the staff and invite (the organiser's ADMIN, or card-system staff). */
  canManageStaff: boolean;
  /** Change a role and remove someone: the organiser's own ADMIN (the api's rule). */
  canChangeStaff: boolean;
  /** The organiser's audit log: its ADMIN or card-system staff of its region (the api's rule for GET /v4/audit-log). */
  canReadAuditLog: boolean;
  /** REWARDS_READ: the organiser's own rewards. */
  canReadRewards: boolean;
  /** REWARDS_WRITE: make, change and end them. */
  canEditRewards: boolean;
  /** ORGANIZERS_REPORTS: the reports. */
  canReadReports: boolean;
}

export type ActivityState = "running" | "coming" | "over" | "ended";

export interface ActivityRow {
  id: string;
  title: string;
  when: string;
  state: ActivityState;
  points: number;
}

const day = new Intl.DateTimeFormat("nl-BE", {
  timeZone: "Europe/Brussels",
  weekday: "short",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const time = new Intl.DateTimeFormat("nl-BE", { timeZone: "Europe/Brussels", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

export function activityState(event: Pick<Event, "status" | "startDate" | "endDate">, now: Date): ActivityState {
  if (event.status === "ENDED") return "ended";
  if (event.endDate !== null && Date.parse(event.endDate) < now.getTime()) return "over";
  if (event.startDate !== null && Date.parse(event.startDate) > now.getTime()) return "coming";
  return "running";
}

/** "za 5 december 2026, 14:00–17:00", "za 5 december 2026 14:00 – zo 6 december 2026 12:00", or "Doorlopend". */
export function whenInWords(event: Pick<Event, "permanent" | "startDate" | "endDate">): string {
  if (event.permanent || event.startDate === null) return copy.list.permanent;
  const start = new Date(event.startDate);
  if (event.endDate === null) return `${day.format(start)}, ${time.format(start)}`;
  const end = new Date(event.endDate);
  if (day.format(start) === day.format(end)) return `${day.format(start)}, ${time.format(start)}–${time.format(end)}`;
  return `${day.format(start)} ${time.format(start)} – ${day.format(end)} ${time.format(end)}`;
}

export function activityRow(event: Event, now: Date): ActivityRow {
  return {
    id: event.id,
    title: event.title,
    when: whenInWords(event),
    state: activityState(event, now),
    points: event.settings.checkinPoints,
  };
}

/** The api's sanitised text with its entities as characters ("Tom &amp; Jerry" → "Tom & Jerry"). */
export function decodeEntities(html: string): string {
  return html
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/** The description as plain paragraphs: a line or a paragraph of its HTML each (the page shows no HTML). */
export function descriptionParagraphs(html: string): string[] {
  return decodeEntities(html.replace(/<\/(p|li|h\d)>|<br\s*\/?>/gi, "\n").replace(/<[^>]*>/g, ""))
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The form's fields (their names are the request's where one field is one value). */
export const ACTIVITY_FIELDS = [
  "title",
  "description",
  "permanent",
  "startDate",
  "startTime",
  "endDate",
  "endTime",
  "checkinPoints",
  "checkinLimitVolume",
  "checkinLimitPeriod",
  "ticketLimitVolume",
  "ticketLimitPeriod",
] as const;
/** Rows of price categories the form offers (the api takes up to 10). */
export const PRICE_ROWS = 4;
export const priceFields = (row: number) => ({ name: `priceName${row}`, price: `priceValue${row}` });

export type ActivityFormValues = Record<string, string>;

/** The values of a new activity's form: one check-in a day worth 1 point, one kansentarief ticket a month. */
export function newActivityValues(): ActivityFormValues {
  return {
    permanent: "nee",
    checkinPoints: "1",
    checkinLimitVolume: "1",
    checkinLimitPeriod: "DAY",
    ticketLimitVolume: "1",
    ticketLimitPeriod: "MONTH",
  };
}

const euro = new Intl.NumberFormat("nl-BE", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/** An activity as its edit form shows it: Brussels days and hours, prices with a decimal comma. */
export function activityFormValues(event: Event): ActivityFormValues {
  const values: ActivityFormValues = {
    title: event.title,
    description: decodeEntities(event.description ?? ""),
    permanent: event.permanent ? "ja" : "nee",
    checkinPoints: String(event.settings.checkinPoints),
    checkinLimitVolume: String(event.settings.checkinLimit.volume),
    checkinLimitPeriod: event.settings.checkinLimit.periodType,
    ticketLimitVolume: String(event.settings.passholderTicketLimit.volume),
    ticketLimitPeriod: event.settings.passholderTicketLimit.periodType,
  };
  for (const [field, iso] of [
    ["start", event.startDate],
    ["end", event.endDate],
  ] as const) {
    if (iso === null) continue;
    values[`${field}Date`] = formatDutchDate(brusselsDate(new Date(iso)));
    values[`${field}Time`] = time.format(new Date(iso));
  }
  event.priceInfo.forEach((category, index) => {
    const row = priceFields(index + 1);
    values[row.name] = category.name;
    values[row.price] = euro.format(category.price);
  });
  return values;
}

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Brussels",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** Brussels' offset from UTC in minutes at this moment (60 in winter, 120 in summer). */
function brusselsOffset(utcMs: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(utcMs)).map((x) => [x.type, x.value]));
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return Math.round((local - Math.floor(utcMs / 60_000) * 60_000) / 60_000);
}

/** A Brussels day (YYYY-MM-DD) and hour (HH:MM) as ISO 8601 with its offset: "2026-12-05T14:00:00+01:00". */
export function brusselsIso(isoDay: string, hour: string): string {
  const [y, m, d] = isoDay.split("-").map(Number) as [number, number, number];
  const [h, min] = hour.split(":").map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, h, min);
  const offset = brusselsOffset(asUtc - brusselsOffset(asUtc) * 60_000);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${isoDay}T${pad(h)}:${pad(min)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** "14:00", "9:30", "14u", "14.00" → "14:00"; undefined when it is no hour of the day. */
export function readHour(input: string): string | undefined {
  const match = /^(\d{1,2})(?:[:.hu](\d{2})?)?$/i.exec(input.trim());
  if (match === null) return undefined;
  const h = Number(match[1]);
  const m = Number(match[2] ?? "0");
  if (h > 23 || m > 59) return undefined;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** A kiosk's code as the page draws it: the QR (SVG), until when it works, and when to ask for the next. */
export interface KioskCodeView {
  qr: { viewBox: string; d: string };
  expiresAt: string;
  refreshInMs: number;
}

/** A staff member's name as the list shows it: the e-mail address when the account has no name. */
export function staffMemberName(m: Pick<StaffMember, "name" | "email">): string {
  return m.name.trim() === "" ? m.email : m.name;
}

/** What the action answers: done (a sentence), the api's refusal, the invitation form's own errors, or the removal's question. */
export type StaffActionResult =
  | { kind: "done"; message: string }
  | { kind: "refused"; message: string }
  | { kind: "invite-invalid"; fieldErrors: { field: string; message: string }[]; values: { email: string; role: string } }
  | { kind: "remove-ask"; accountId: string; name: string }
  | { kind: "reset-factor-ask"; accountId: string; name: string };

/** Entries per page of the Logboek. */
export const AUDIT_PAGE_SIZE = 25;

/** An entry of the organiser's audit log as the Logboek shows it (audit-log.server.ts). */
export interface AuditRow {
  id: string;
  /** "26 nov. 2026, 14:05" (Brussels). */
  when: string;
  /** ISO 8601, for <time>. */
  at: string;
  action: string;
  who: string;
  about: string | null;
}

/** The filter as typed (shown again), its errors by field (`van`, `tot`, `pas`), and the page. */
export interface AuditLogPageData {
  filter: { van: string; tot: string; pas: string };
  errors: { field: string; message: string }[];
  rows: AuditRow[];
  total: number;
  start: number;
}
