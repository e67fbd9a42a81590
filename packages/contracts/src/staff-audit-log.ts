// The audit log read (issue 20 "Audit log", decision 0047): who of the staff did what with a holder's data
// or an organiser's objects, when, for which organiser. An organiser's ADMIN (or card-system staff of its
// region) reads the organiser's log (GET /v4/audit-log?organizerId=), card-system staff read their region's
// (GET /v4/region-audit-log?cardSystemId=): a period of at most a year (default the last 30 days), optionally
// one holder by card number, newest first, paged as v4's lists (`start`, `limit`, `totalItems`, `member`).
// The log is never editable (a database trigger refuses UPDATE, DELETE and TRUNCATE).
import { z } from "zod";
import { isCalendarDate } from "./dates.ts";
import { defineEndpoint, type StaffAccess } from "./endpoint.ts";
import { databaseIdParam, text } from "./fields.ts";

/** The longest period one read covers, in days. */
export const AUDIT_LOG_MAX_DAYS = 366;
/** The period when none is given: the last 30 days up to today. */
export const AUDIT_LOG_DEFAULT_DAYS = 30;

const DATE_MESSAGE = "Geef een datum als jjjj-mm-dd, bv. 2026-11-26.";
const calendarDate = text({ error: DATE_MESSAGE }).refine(isCalendarDate, DATE_MESSAGE);
const paging = {
  start: z.coerce.number({ error: "start is een geheel getal vanaf 0." }).int().min(0).max(100_000).default(0),
  limit: z.coerce.number({ error: "limit is een geheel getal van 1 tot 100." }).int().min(1).max(100).default(20),
};

/** The filter of both reads: the period, one holder, the page. */
const auditFilterShape = {
  /** First and last day (Europe/Brussels), both included. */
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  /** Only what concerns the holder of this card. */
  uitpasNumber: text()
    .regex(/^\d{13}$/, "Een pasnummer heeft 13 cijfers.")
    .optional(),
  ...paging,
};

function checkPeriod(query: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void {
  if (query.from === undefined || query.to === undefined) return;
  const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
  if (days < 0) ctx.addIssue({ code: "custom", path: ["to"], message: "De einddatum ligt voor de begindatum." });
  else if (days >= AUDIT_LOG_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: "Kies een periode van hoogstens een jaar." });
}

export const organiserAuditLogQuerySchema = z
  .object({ organizerId: databaseIdParam(), ...auditFilterShape })
  .strict()
  .superRefine(checkPeriod);
export const regionAuditLogQuerySchema = z
  .object({ cardSystemId: databaseIdParam(), ...auditFilterShape })
  .strict()
  .superRefine(checkPeriod);
export type AuditLogFilter = Omit<z.infer<typeof organiserAuditLogQuerySchema>, "organizerId">;

export const auditLogEntrySchema = z.object({
  id: z.string(),
  /** ISO date-time. */
  occurredAt: z.string(),
  /** Dotted lower case: `holder.lookup`, `kansenstatuut.view`, `checkin.undo`, `staff.invite`, … */
  action: z.string(),
  /** A staff member's account (with name and address while the account exists) or a partner client. */
  actor: z.object({
    type: z.enum(["ACCOUNT", "PARTNER_CLIENT"]),
    id: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  organizer: z.object({ id: z.string(), name: z.string() }).nullable(),
  cardSystemId: z.number().int().nullable(),
  /** The holder concerned (our holder id), or null. */
  passholderId: z.string().nullable(),
  /** What the action was about (an activity, a check-in, an invitation, …), or null. */
  object: z.object({ type: z.string(), id: z.string() }).nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogPageSchema = z.object({
  /** Every entry of the period and filter; `member` holds those from `start`, at most `limit`. */
  totalItems: z.number().int(),
  member: z.array(auditLogEntrySchema),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

const organiserAccess = {
  scope: "organiser",
  role: "ADMIN",
  organiserFrom: { in: "query", name: "organizerId" },
  cardSystemStaff: true,
} as const satisfies StaffAccess;
const regionAccess = { scope: "card-system", cardSystemFrom: { in: "query", name: "cardSystemId" } } as const satisfies StaffAccess;

const filterText =
  "from en to (jjjj-mm-dd, Brussel, beide inbegrepen; hoogstens een jaar; zonder: de laatste 30 dagen), uitpasNumber (enkel wat die pashouder aanging), start en limit (1 tot 100, standaard 20). Nieuwste eerst; totalItems en member zoals de lijsten van API v4.";

export const getOrganiserAuditLog = defineEndpoint({
  method: "GET",
  path: "/v4/audit-log",
  operationId: "getOrganiserAuditLog",
  summary: "Backoffice: het logboek van een organisatie",
  description: `Query: organizerId (ADMIN van de organisatie, of medewerker van haar regio), ${filterText}`,
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: organiserAccess,
  query: organiserAuditLogQuerySchema,
  response: auditLogPageSchema,
  problems: [],
});

export const getRegionAuditLog = defineEndpoint({
  method: "GET",
  path: "/v4/region-audit-log",
  operationId: "getRegionAuditLog",
  summary: "Regio: het logboek van alle organisaties van een regio",
  description: `Query: cardSystemId (medewerker van die regio), ${filterText} Ook wat de medewerkers van de regio zelf deden.`,
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: regionAccess,
  query: regionAuditLogQuerySchema,
  response: auditLogPageSchema,
  problems: [],
});
