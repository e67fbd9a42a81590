// An organiser's reports in the back office (issue 20 "Reports", decision 0048): check-ins per activity
// per day, rewards redeemed (per day or in total) and the kansentarief ticket sales per municipality of
// the holder (the expense claim, "onkostennota", an organiser sends the municipality), for a period of
// calendar days in Europe/Brussels. A period of at most REPORT_SCREEN_MAX_DAYS days is answered at once,
// as JSON or as CSV for Excel; a longer one (up to REPORT_MAX_DAYS) is a report request that the job
// queue makes in the background (202, then its status, then its CSV for 7 days). Every call names the
// organiser in the query (`organizerId`): ADMIN there, or card-system staff of its region.
// Feature name in every layer: `reports` (api modules/reports, table report_requests).
import { z } from "zod";
import { daysBetween, isCalendarDate } from "./dates.ts";
import { defineEndpoint, type StaffAccess } from "./endpoint.ts";
import { databaseIdParam } from "./fields.ts";
import type { ProblemCodeDefinition } from "./problem.ts";

/** The longest period shown on screen (and as a direct CSV); a longer one is a report request. */
export const REPORT_SCREEN_MAX_DAYS = 92;
/** The longest period of a report request (two years). */
export const REPORT_MAX_DAYS = 731;
/** How long a finished report request's CSV can be downloaded. */
export const REPORT_KEPT_DAYS = 7;

export const reportProblemCodes = {
  "report-period-too-long": {
    status: 400,
    title: "Report period too long for the screen",
    nl: `Deze periode is te lang om meteen te tonen (hoogstens ${REPORT_SCREEN_MAX_DAYS} dagen). Vraag het rapport aan als download: het wordt dan op de achtergrond gemaakt.`,
  },
  "report-not-found": {
    status: 404,
    title: "Report not found",
    nl: "Dit rapport werd niet gevonden bij je organisatie.",
  },
  "report-invalid-status": {
    status: 409,
    title: "Report not ready",
    nl: "Dit rapport is (nog) niet klaar om te downloaden. Bekijk de status en probeer het opnieuw wanneer het klaar is.",
  },
  "report-expired": {
    status: 410,
    title: "Report expired",
    nl: `Dit rapport is niet meer beschikbaar: we bewaren een rapport ${REPORT_KEPT_DAYS} dagen. Vraag het opnieuw aan.`,
  },
  "report-queue-unavailable": {
    status: 503,
    title: "Report queue unavailable",
    nl: "Rapporten over een lange periode kunnen nu even niet aangevraagd worden. Probeer het later opnieuw, of kies een kortere periode.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;
export type ReportProblemCode = keyof typeof reportProblemCodes;

/** ADMIN of the organiser in the query, or card-system staff of its region (v4's ORGANIZERS_REPORTS). */
const reportAccess = {
  scope: "organiser",
  role: "ADMIN",
  organiserFrom: { in: "query", name: "organizerId" },
  cardSystemStaff: true,
} as const satisfies StaffAccess;

/** The three reports, as the wire names them. */
export const reportKinds = ["checkins", "rewards", "social-tariff-sales"] as const;
export type ReportKind = (typeof reportKinds)[number];
export const reportKindSchema = z.enum(reportKinds, { error: "Kies een rapport: checkins, rewards of social-tariff-sales." });

const calendarDate = (what: string) =>
  z
    .string({ error: `Geef ${what} als jjjj-mm-dd.` })
    .refine((value) => isCalendarDate(value), `Geef ${what} als een bestaande datum jjjj-mm-dd.`);

/** Calendar days from `from` to `to`, both included. */
export function periodDays(from: string, to: string): number {
  return daysBetween(from, to) + 1;
}

const periodFields = { from: calendarDate("de eerste dag"), to: calendarDate("de laatste dag") };
function checkPeriod(period: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (!isCalendarDate(period.from) || !isCalendarDate(period.to)) return;
  if (period.to < period.from) {
    ctx.addIssue({ code: "custom", path: ["to"], message: "De laatste dag valt vóór de eerste dag. Kies een periode die vooruit loopt." });
  } else if (periodDays(period.from, period.to) > REPORT_MAX_DAYS) {
    ctx.addIssue({ code: "custom", path: ["to"], message: `Een rapport gaat over hoogstens ${REPORT_MAX_DAYS} dagen (twee jaar).` });
  }
}

export const reportQuerySchema = z
  .object({ organizerId: databaseIdParam(), ...periodFields })
  .strict()
  .superRefine(checkPeriod);
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const rewardsReportQuerySchema = z
  .object({
    organizerId: databaseIdParam(),
    ...periodFields,
    /** Per day (default) or one line per reward for the whole period. */
    per: z.enum(["day", "total"], { error: "Kies per dag (day) of voor de hele periode (total)." }).default("day"),
  })
  .strict()
  .superRefine(checkPeriod);
export type RewardsReportQuery = z.infer<typeof rewardsReportQuerySchema>;

const periodSchema = z.object({ from: z.string(), to: z.string() });

export const checkinsReportSchema = z.object({
  period: periodSchema,
  /** Per Brussels day and activity, by day then title; only days with check-ins; undone check-ins left out. */
  rows: z.array(
    z.object({ date: z.string(), eventId: z.string(), eventTitle: z.string(), checkins: z.number().int(), points: z.number().int() }),
  ),
  totals: z.object({ checkins: z.number().int(), points: z.number().int() }),
});
export type CheckinsReport = z.infer<typeof checkinsReportSchema>;

export const rewardsReportSchema = z.object({
  period: periodSchema,
  per: z.enum(["day", "total"]),
  /** Per day (absent with per=total) and reward; undone redemptions left out. */
  rows: z.array(
    z.object({
      date: z.string().optional(),
      rewardId: z.string(),
      rewardTitle: z.string(),
      redeemed: z.number().int(),
      points: z.number().int(),
    }),
  ),
  totals: z.object({ redeemed: z.number().int(), points: z.number().int() }),
});
export type RewardsReport = z.infer<typeof rewardsReportSchema>;

const amountsSchema = {
  tickets: z.number().int(),
  /** Cents: the regular prices, what the holders paid, and the difference the municipality pays back. */
  regularPriceCents: z.number().int(),
  priceCents: z.number().int(),
  discountCents: z.number().int(),
};

export const socialTariffSalesReportSchema = z.object({
  period: periodSchema,
  /** Per municipality of the holder (today's address), by postal code; null: no municipality known. Cancelled sales left out. */
  rows: z.array(z.object({ municipality: z.object({ postalCode: z.string(), name: z.string() }).nullable(), ...amountsSchema })),
  totals: z.object(amountsSchema),
});
export type SocialTariffSalesReport = z.infer<typeof socialTariffSalesReportSchema>;

const tag = "reports";

export const getCheckinsReport = defineEndpoint({
  method: "GET",
  path: "/reports/checkins",
  operationId: "getCheckinsReport",
  summary: "Rapport: check-ins per activiteit per dag",
  description: `Query: organizerId (ADMIN, of medewerker van de regio), from en to (jjjj-mm-dd, dagen in Brussel, beide inbegrepen, hoogstens ${REPORT_SCREEN_MAX_DAYS} dagen). Per dag en activiteit het aantal check-ins en de punten; ongedaan gemaakte check-ins tellen niet. Een langere periode: 400 report-period-too-long (vraag ze aan met POST /reports/requests).`,
  tag,
  auth: "staff",
  staffAccess: reportAccess,
  query: reportQuerySchema,
  response: checkinsReportSchema,
  problems: ["report-period-too-long"],
});

export const getRewardsReport = defineEndpoint({
  method: "GET",
  path: "/reports/rewards",
  operationId: "getRewardsReport",
  summary: "Rapport: omgeruilde voordelen",
  description: `Query: organizerId, from, to (hoogstens ${REPORT_SCREEN_MAX_DAYS} dagen), per (day of total). Per voordeel (en per dag) hoe vaak het omgeruild werd en voor hoeveel punten: aan de balie van de organisatie, of in de app voor een voordeel van de organisatie. Ongedaan gemaakte omruilingen tellen niet.`,
  tag,
  auth: "staff",
  staffAccess: reportAccess,
  query: rewardsReportQuerySchema,
  response: rewardsReportSchema,
  problems: ["report-period-too-long"],
});

export const getSocialTariffSalesReport = defineEndpoint({
  method: "GET",
  path: "/reports/social-tariff-sales",
  operationId: "getSocialTariffSalesReport",
  summary: "Rapport: tickets aan kansentarief per gemeente (onkostennota)",
  description: `Query: organizerId, from, to (hoogstens ${REPORT_SCREEN_MAX_DAYS} dagen). Per gemeente van de pashouder: het aantal tickets aan kansentarief, de gewone prijzen, wat de pashouders betaalden en de korting (in cent), met de totalen. Geannuleerde verkopen tellen niet.`,
  tag,
  auth: "staff",
  staffAccess: reportAccess,
  query: reportQuerySchema,
  response: socialTariffSalesReportSchema,
  problems: ["report-period-too-long"],
});

export const reportCsvParamsSchema = z.object({ report: reportKindSchema }).strict();

export const downloadReportCsv = defineEndpoint({
  method: "GET",
  path: "/reports/:report/csv",
  operationId: "downloadReportCsv",
  summary: "Een rapport als CSV voor Excel",
  description: `Hetzelfde rapport als GET /reports/{report} (checkins, rewards of social-tariff-sales; query zoals daar, per enkel voor rewards) als text/csv: UTF-8 met BOM, puntkomma als scheidingsteken, Nederlandse kolomnamen, bedragen als 12,50 en datums als dd/mm/jjjj. Hoogstens ${REPORT_SCREEN_MAX_DAYS} dagen; langer: POST /reports/requests.`,
  tag,
  auth: "staff",
  staffAccess: reportAccess,
  params: reportCsvParamsSchema,
  query: rewardsReportQuerySchema,
  response: z.string().describe("Het rapport als text/csv."),
  responseContentType: "text/csv",
  problems: ["report-period-too-long"],
});

export const reportRequestStatuses = ["queued", "running", "ready", "failed", "expired"] as const;
export type ReportRequestStatus = (typeof reportRequestStatuses)[number];

export const reportRequestBodySchema = z
  .object({
    report: reportKindSchema,
    ...periodFields,
    per: z.enum(["day", "total"], { error: "Kies per dag (day) of voor de hele periode (total)." }).default("day"),
  })
  .strict()
  .superRefine(checkPeriod);
export type ReportRequestBody = z.infer<typeof reportRequestBodySchema>;

export const reportRequestSchema = z.object({
  id: z.uuid(),
  report: reportKindSchema,
  period: periodSchema,
  per: z.enum(["day", "total"]),
  /** queued → running → ready (or failed); a ready one is expired after REPORT_KEPT_DAYS days. */
  status: z.enum(reportRequestStatuses),
  /** ISO date-times. */
  creationDate: z.string(),
  readyDate: z.string().optional(),
  expiryDate: z.string().optional(),
  /** Why it failed, for the staff member. */
  message: z.object({ nl: z.string() }).optional(),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

export const reportRequestQuerySchema = z.object({ organizerId: databaseIdParam() }).strict();
export const reportRequestParamsSchema = z.object({ reportRequestId: z.uuid({ error: "Onbekend rapport." }) }).strict();

export const createReportRequest = defineEndpoint({
  method: "POST",
  path: "/reports/requests",
  operationId: "createReportRequest",
  summary: "Een rapport over een lange periode aanvragen (op de achtergrond)",
  description: `Query: organizerId. Body: { report, from, to, per? } (hoogstens ${REPORT_MAX_DAYS} dagen). Antwoordt meteen 202 met de aanvraag (status queued); de jobwachtrij maakt de CSV, één keer, ook met meerdere processen. Volg de status met GET /reports/requests/{id}; klaar: GET /reports/requests/{id}/csv, ${REPORT_KEPT_DAYS} dagen lang. 503 report-queue-unavailable als er geen jobwachtrij is.`,
  tag,
  auth: "staff",
  staffAccess: reportAccess,
  query: reportRequestQuerySchema,
  body: reportRequestBodySchema,
  response: reportRequestSchema,
  successStatus: 202,
  problems: ["report-queue-unavailable"],
});

/** How many of an organiser's requests the list shows, newest first. */
export const REPORT_REQUESTS_LISTED = 20;

export const reportRequestListSchema = z.object({ reportRequests: z.array(reportRequestSchema) });
export type ReportRequestList = z.infer<typeof reportRequestListSchema>;

export const listReportRequests = defineEndpoint({
  method: "GET",
  path: "/reports/requests",
  operationId: "listReportRequests",
  summary: "De aangevraagde rapporten van een organisatie, nieuwste eerst",
  description: `Query: organizerId. Hoogstens de ${REPORT_REQUESTS_LISTED} nieuwste aanvragen, met hun status zoals GET /reports/requests/{id} (een klaar rapport is na ${REPORT_KEPT_DAYS} dagen expired).`,
  tag,
  auth: "staff",
  staffAccess: reportAccess,
  query: reportRequestQuerySchema,
  response: reportRequestListSchema,
  problems: [],
});

export const getReportRequest = defineEndpoint({
  method: "GET",
  path: "/reports/requests/:reportRequestId",
  operationId: "getReportRequest",
  summary: "De status van een aangevraagd rapport",
  description:
    "Query: organizerId. queued, running, ready (met readyDate en expiryDate), failed (met een Nederlandse boodschap) of expired. 404 report-not-found (onbekend, of van een andere organisatie).",
  tag,
  auth: "staff",
  staffAccess: reportAccess,
  params: reportRequestParamsSchema,
  query: reportRequestQuerySchema,
  response: reportRequestSchema,
  problems: ["report-not-found"],
});

export const downloadReportRequestCsv = defineEndpoint({
  method: "GET",
  path: "/reports/requests/:reportRequestId/csv",
  operationId: "downloadReportRequestCsv",
  summary: "De CSV van een aangevraagd rapport",
  description: `Query: organizerId. text/csv zoals GET /reports/{report}/csv. 404 report-not-found, 409 report-invalid-status (nog niet klaar of mislukt), 410 report-expired (na ${REPORT_KEPT_DAYS} dagen).`,
  tag,
  auth: "staff",
  staffAccess: reportAccess,
  params: reportRequestParamsSchema,
  query: reportRequestQuerySchema,
  response: z.string().describe("Het rapport als text/csv."),
  responseContentType: "text/csv",
  problems: ["report-not-found", "report-invalid-status", "report-expired"],
});
