// Activities in the back office and the partner API (issue 20 "Back office" → Activities, Check-in codes;
// decision 0040): an ADMIN of the organiser creates, edits and ends an activity (POST /v4/events,
// PUT /v4/events/:eventId, POST /v4/events/:eventId/end), reads and sets its check-in and ticket limits in
// v4's shape (GET/PUT /v4/events/:eventId/settings), and gets its check-in codes: a poster's short-lived
// download link (GET /v4/events/:eventId/qr-checkincodes/download-link?format=pdf, v4's call) that serves
// an A4 PDF without a login (GET /checkin-posters/:code), and a kiosk's code that changes every 30 seconds
// (GET /v4/events/:eventId/kiosk-code, MEMBER). Every call names the organiser it acts for in the query
// (`organizerId`, decision 0033). Feature name in code: `activities` (api modules/activities); the wire
// keeps v4's names (event, `eventId`, `checkinPoints`, `checkinLimit`, `passholderTicketLimit`, `priceInfo`).
import { z } from "zod";
import { defineEndpoint, type StaffAccess } from "./endpoint.ts";
import { databaseIdParam, ID_MAX, multilineText, text, trimmedText } from "./fields.ts";
import type { ProblemCodeDefinition } from "./problem.ts";

/** The activities' own problem codes (they also answer the counter's `event-not-found`). */
export const activityProblemCodes = {
  "event-ended": {
    status: 409,
    title: "Event ended",
    nl: "Deze activiteit is beëindigd. Je kan ze niet meer wijzigen en er kan niemand meer voor inchecken.",
  },
  "event-in-the-past": {
    status: 400,
    title: "Event in the past",
    nl: "Het einde van deze activiteit ligt in het verleden. Kies een einde vanaf nu.",
  },
  "organizer-without-card-system": {
    status: 400,
    title: "Organizer without card system",
    nl: "Je organisatie hoort nog bij geen enkele regio. Vraag de medewerker van je regio om ze te koppelen.",
  },
  "download-link-invalid": {
    status: 404,
    title: "Download link invalid",
    nl: "Deze downloadlink is ongeldig of verlopen. Vraag in de backoffice een nieuwe aan.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;
export type ActivityProblemCode = keyof typeof activityProblemCodes;

/** Managing an activity, its settings and its poster: ADMIN of the organiser in the query (decision 0032). */
const adminAccess = {
  scope: "organiser",
  role: "ADMIN",
  organiserFrom: { in: "query", name: "organizerId" },
} as const satisfies StaffAccess;
/** The kiosk's code: a MEMBER runs the screen at the entrance, as the counter. */
const memberAccess = { ...adminAccess, role: "MEMBER" } as const satisfies StaffAccess;

/** The limits' periods (v4's periodType), calendar periods in Europe/Brussels. */
export const periodTypeSchema = z.enum(["ABSOLUTE", "DAY", "WEEK", "MONTH", "QUARTER", "YEAR"], {
  error: "Kies een periode: ABSOLUTE, DAY, WEEK, MONTH, QUARTER of YEAR.",
});

const LIMIT_MESSAGE = "Een limiet is een geheel getal van 1 tot 100.";
export const limitSchema = z
  .object({
    volume: z.number({ error: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(100, LIMIT_MESSAGE),
    periodType: periodTypeSchema,
  })
  .strict();
export type Limit = z.infer<typeof limitSchema>;

const POINTS_MESSAGE = "Het aantal punten per check-in is een geheel getal van 1 tot 100.";
const checkinPoints = z.number({ error: POINTS_MESSAGE }).int(POINTS_MESSAGE).min(1, POINTS_MESSAGE).max(100, POINTS_MESSAGE);

/** v4's EventSettings: the points of a check-in, the check-in limit and the kansentarief ticket limit per period. */
export const eventSettingsSchema = z.object({
  /** The activity's id, as a string like every id of v4. */
  id: z.string(),
  checkinPoints: z.number().int(),
  checkinLimit: z.object({ volume: z.number().int(), periodType: periodTypeSchema }),
  passholderTicketLimit: z.object({ volume: z.number().int(), periodType: periodTypeSchema }),
});
export type EventSettings = z.infer<typeof eventSettingsSchema>;

/** PUT /events/{id}/settings sends the whole object (v4); `id`, when sent, is the activity's. */
export const eventSettingsRequestSchema = z
  .object({
    id: trimmedText()
      .regex(/^\d{1,10}$/, "Onbekende activiteit.")
      .optional(),
    checkinPoints,
    checkinLimit: limitSchema,
    passholderTicketLimit: limitSchema,
  })
  .strict();
export type EventSettingsRequest = z.infer<typeof eventSettingsRequestSchema>;

const PRICE_MESSAGE = "Geef een prijs in euro van 0 tot 10.000, met hoogstens twee cijfers na de komma.";
export const priceCategorySchema = z
  .object({
    name: trimmedText({ error: "Geef de prijscategorie een naam." })
      .min(1, "Geef de prijscategorie een naam.")
      .max(80, "De naam van een prijscategorie is hoogstens 80 tekens."),
    /** Euros, as v4's prices. */
    price: z
      .number({ error: PRICE_MESSAGE })
      .min(0, PRICE_MESSAGE)
      .max(10_000, PRICE_MESSAGE)
      .refine((euros) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6, PRICE_MESSAGE),
  })
  .strict();

const DATE_MESSAGE = "Geef een datum en uur in ISO 8601 met tijdzone, bv. 2026-12-05T14:00:00+01:00.";
const dateTime = z.iso.datetime({ offset: true, error: DATE_MESSAGE });
/** The longest a dated activity may run (a longer one is permanent). */
export const MAX_EVENT_DAYS = 366;

/** Create and edit send the whole activity. A dated one has a start and an end; a permanent one neither. */
export const eventRequestSchema = z
  .object({
    title: trimmedText({ error: "Geef de activiteit een titel." })
      .min(1, "Geef de activiteit een titel.")
      .max(200, "Een titel is hoogstens 200 tekens."),
    /** Plain text or simple HTML (paragraphs, bold, lists, links): stored sanitised, as rewards' descriptions. */
    description: multilineText().max(5000, "Een beschrijving is hoogstens 5000 tekens.").nullable().optional(),
    permanent: z.boolean({ error: "Zeg of de activiteit permanent is (true) of op vaste data (false)." }),
    startDate: dateTime.optional(),
    endDate: dateTime.optional(),
    /** The price categories (v4's priceInfo): "Basistarief", "Kinderen", … */
    priceInfo: z.array(priceCategorySchema).max(10, "Hoogstens 10 prijscategorieën.").default([]),
    checkinPoints,
    checkinLimit: limitSchema,
    passholderTicketLimit: limitSchema,
  })
  .strict()
  .superRefine((event, ctx) => {
    if (event.permanent) {
      for (const field of ["startDate", "endDate"] as const) {
        if (event[field] !== undefined) {
          ctx.addIssue({ code: "custom", path: [field], message: "Een permanente activiteit heeft geen begin of einde." });
        }
      }
    } else {
      if (event.startDate === undefined)
        ctx.addIssue({ code: "custom", path: ["startDate"], message: "Geef het begin van de activiteit." });
      if (event.endDate === undefined) ctx.addIssue({ code: "custom", path: ["endDate"], message: "Geef het einde van de activiteit." });
      if (event.startDate !== undefined && event.endDate !== undefined) {
        const start = Date.parse(event.startDate);
        const end = Date.parse(event.endDate);
        if (end < start) ctx.addIssue({ code: "custom", path: ["endDate"], message: "Het einde ligt voor het begin." });
        else if (end - start > MAX_EVENT_DAYS * 86_400_000) {
          ctx.addIssue({
            code: "custom",
            path: ["endDate"],
            message: "Een activiteit op vaste data duurt hoogstens een jaar; maak ze anders permanent.",
          });
        }
      }
    }
    const names = new Set<string>();
    event.priceInfo.forEach((category, index) => {
      const key = category.name.toLocaleLowerCase("nl");
      if (names.has(key))
        ctx.addIssue({ code: "custom", path: ["priceInfo", index, "name"], message: "Elke prijscategorie heeft een eigen naam." });
      names.add(key);
    });
  });
export type EventRequest = z.infer<typeof eventRequestSchema>;

export const eventSchema = z.object({
  id: z.string(),
  organizerId: z.string(),
  title: z.string(),
  /** Sanitised HTML, or null. */
  description: z.string().nullable(),
  permanent: z.boolean(),
  /** ISO date-times; null for a permanent activity. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** ENDED once its organiser ended it: no check-in, no change. */
  status: z.enum(["ACTIVE", "ENDED"]),
  endedDate: z.string().nullable(),
  priceInfo: z.array(z.object({ name: z.string(), price: z.number() })),
  settings: eventSettingsSchema,
});
export type Event = z.infer<typeof eventSchema>;

export const eventParamsSchema = z
  .object({
    /** The activity's id, as a string like every id of v4. */
    eventId: text()
      .regex(/^[1-9]\d{0,9}$/, "Onbekende activiteit.")
      .refine((id) => Number(id) <= ID_MAX, "Onbekende activiteit."),
  })
  .strict();

export const organizerQuerySchema = z.object({ organizerId: databaseIdParam() }).strict();

export const downloadLinkQuerySchema = z
  .object({
    organizerId: databaseIdParam(),
    /** v4 offers pdf and zip; this product makes the A4 poster (pdf). */
    format: z.enum(["pdf"], { error: "Enkel format=pdf (een A4-affiche) is beschikbaar." }).default("pdf"),
  })
  .strict();

export const downloadLinkSchema = z.object({
  /** A pre-signed URL of the PDF: no login needed, valid a few minutes (v4's downloadLink). */
  downloadLink: z.string(),
  expiresAt: z.string(),
});
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

export const kioskCodeSchema = z.object({
  /** What the kiosk's QR code shows: the product's scan page with the signed code. */
  checkinUrl: z.string(),
  /** The code stops working then (about a minute after it was made). */
  expiresAt: z.string(),
  /** When the screen should ask for the next one (every 30 seconds). */
  refreshAt: z.string(),
});
export type KioskCode = z.infer<typeof kioskCodeSchema>;

/** The back office's list: every activity of the organiser, ended ones included (v4's list shape). */
export const organizerEventsSchema = z.object({
  totalItems: z.number().int().min(0),
  member: z.array(eventSchema),
});
export type OrganizerEvents = z.infer<typeof organizerEventsSchema>;

export const posterParamsSchema = z
  .object({ code: text().regex(/^vc1\.[A-Za-z0-9_-]{34}$/, "Deze downloadlink is ongeldig of verlopen.") })
  .strict();

const tag = "partner-api-v4";
const eventProblems = ["event-not-found", "event-ended"] as const;

export const createEvent = defineEndpoint({
  method: "POST",
  path: "/v4/events",
  operationId: "createEvent",
  summary: "Backoffice: een activiteit maken",
  description:
    "Query: organizerId (ADMIN). Body: titel, beschrijving (eenvoudige HTML, opgeslagen zonder scripts), permanent of met begin en einde (ISO 8601 met tijdzone, hoogstens een jaar), prijscategorieën (priceInfo, euro), punten per check-in, check-inlimiet en kansentarieflimiet per periode. 201 met de activiteit; ze hoort bij de regio van de organisatie. Ze heeft geen vaste check-incode: haar codes zijn ondertekend en verlopen (affiche, kiosk). Komt in het logboek.",
  tag,
  auth: "staff",
  staffAccess: adminAccess,
  query: organizerQuerySchema,
  body: eventRequestSchema,
  response: eventSchema,
  successStatus: 201,
  problems: ["event-in-the-past", "organizer-without-card-system", "organizer-ended"],
});

export const listOrganizerEvents = defineEndpoint({
  method: "GET",
  path: "/v4/organizer-events",
  operationId: "listOrganizerEvents",
  summary: "Backoffice: alle activiteiten van een organisatie",
  description:
    "Query: organizerId (MEMBER of ADMIN). Elke activiteit van de organisatie, ook beëindigde en voorbije (hoogstens 500): eerst wat loopt of nog komt (op begindatum, doorlopende daarna), dan wat voorbij of beëindigd is (laatst eerst). De balie gebruikt GET /events (vandaag en de komende 30 dagen).",
  tag,
  auth: "staff",
  staffAccess: memberAccess,
  query: organizerQuerySchema,
  response: organizerEventsSchema,
  problems: [],
});

export const getEvent = defineEndpoint({
  method: "GET",
  path: "/v4/events/:eventId",
  operationId: "getEvent",
  summary: "Backoffice: één activiteit",
  description:
    "Query: organizerId (MEMBER of ADMIN). De activiteit met haar prijscategorieën en instellingen. 404 event-not-found (onbekend of van een andere organisatie).",
  tag,
  auth: "staff",
  staffAccess: memberAccess,
  params: eventParamsSchema,
  query: organizerQuerySchema,
  response: eventSchema,
  problems: ["event-not-found"],
});

export const updateEvent = defineEndpoint({
  method: "PUT",
  path: "/v4/events/:eventId",
  operationId: "updateEvent",
  summary: "Backoffice: een activiteit wijzigen",
  description:
    "Query: organizerId (ADMIN). Body: de hele activiteit, zoals bij het maken; de prijscategorieën worden vervangen. Gemaakte check-ins en verkopen blijven zoals ze waren. 200 met de activiteit. 404 event-not-found (onbekend of van een andere organisatie), 409 event-ended. Komt in het logboek.",
  tag,
  auth: "staff",
  staffAccess: adminAccess,
  params: eventParamsSchema,
  query: organizerQuerySchema,
  body: eventRequestSchema,
  response: eventSchema,
  problems: [...eventProblems, "event-in-the-past"],
});

export const endEvent = defineEndpoint({
  method: "POST",
  path: "/v4/events/:eventId/end",
  operationId: "endEvent",
  summary: "Backoffice: een activiteit beëindigen",
  description:
    "Query: organizerId (ADMIN). Een activiteit wordt nooit verwijderd: beëindigd kan niemand er nog voor inchecken (ook niet met een gedrukte affiche of de kiosk; binnen de minuut), ze kan niet meer gewijzigd worden en dat is voorgoed. Check-ins en verkopen blijven. 200 met de activiteit (status ENDED). 404 event-not-found, 409 event-ended (al beëindigd). Komt in het logboek.",
  tag,
  auth: "staff",
  staffAccess: adminAccess,
  params: eventParamsSchema,
  query: organizerQuerySchema,
  response: eventSchema,
  problems: eventProblems,
});

export const getEventSettings = defineEndpoint({
  method: "GET",
  path: "/v4/events/:eventId/settings",
  operationId: "getEventSettings",
  summary: "Partner-API v4: de instellingen van een activiteit (punten, limieten)",
  description:
    "Zoals GET /events/{id}/settings van UiTPAS API v4. Query: organizerId (ADMIN). De punten per check-in, de check-inlimiet en de kansentarieflimiet per periode. 404 event-not-found.",
  tag,
  auth: "staff",
  staffAccess: adminAccess,
  params: eventParamsSchema,
  query: organizerQuerySchema,
  response: eventSettingsSchema,
  problems: ["event-not-found"],
});

export const updateEventSettings = defineEndpoint({
  method: "PUT",
  path: "/v4/events/:eventId/settings",
  operationId: "updateEventSettings",
  summary: "Partner-API v4: de instellingen van een activiteit wijzigen",
  description:
    "Zoals PUT /events/{id}/settings van UiTPAS API v4: het hele object. Query: organizerId (ADMIN). 200 met de instellingen (v4 antwoordt 204; wij antwoorden elk succes met een body, beslissing 0033). 404 event-not-found, 409 event-ended. Komt in het logboek.",
  tag,
  auth: "staff",
  staffAccess: adminAccess,
  params: eventParamsSchema,
  query: organizerQuerySchema,
  body: eventSettingsRequestSchema,
  response: eventSettingsSchema,
  problems: eventProblems,
});

export const getQrCheckinCodesDownloadLink = defineEndpoint({
  method: "GET",
  path: "/v4/events/:eventId/qr-checkincodes/download-link",
  operationId: "getQrCheckinCodesDownloadLink",
  summary: "Partner-API v4: een downloadlink van het A4-affiche met de QR-code van een activiteit",
  description:
    "Zoals GET /events/{id}/qr-checkincodes/download-link van UiTPAS API v4. Query: organizerId (ADMIN), format=pdf. Antwoordt een ondertekende link die 10 minuten geldig is en zonder aanmelding een A4-PDF geeft: de QR-code (een https-link naar de spaarpagina met een ondertekende code, geldig tot 5 uur na het einde, of een jaar voor een permanente activiteit), de titel, de data en drie regels uitleg. 404 event-not-found, 409 event-ended.",
  tag,
  auth: "staff",
  staffAccess: adminAccess,
  params: eventParamsSchema,
  query: downloadLinkQuerySchema,
  response: downloadLinkSchema,
  problems: eventProblems,
});

export const getEventKioskCode = defineEndpoint({
  method: "GET",
  path: "/v4/events/:eventId/kiosk-code",
  operationId: "getEventKioskCode",
  summary: "Backoffice: de wisselende QR-code van een kioskscherm",
  description:
    "Query: organizerId (MEMBER: wie de balie doet, zet ook de kiosk aan de ingang). De https-link voor de QR-code van het scherm, die ongeveer een minuut geldig is; vraag om de 30 seconden (refreshAt) een nieuwe. Een foto ervan werkt dus niet lang. 404 event-not-found, 409 event-ended.",
  tag,
  auth: "staff",
  staffAccess: memberAccess,
  params: eventParamsSchema,
  query: organizerQuerySchema,
  response: kioskCodeSchema,
  problems: eventProblems,
});

export const downloadCheckinPoster = defineEndpoint({
  method: "GET",
  path: "/checkin-posters/:code",
  operationId: "downloadCheckinPoster",
  summary: "Het A4-affiche (PDF) achter een downloadlink",
  description:
    "De link die GET /v4/events/{id}/qr-checkincodes/download-link gaf: geen aanmelding nodig, de ondertekende code in het pad is het bewijs. Antwoordt application/pdf (één A4-pagina). 404 download-link-invalid (vervalst, verlopen, of de activiteit is beëindigd).",
  tag,
  auth: "none",
  params: posterParamsSchema,
  response: z.string().describe("Het A4-affiche als application/pdf."),
  responseContentType: "application/pdf",
  problems: ["download-link-invalid"],
});
