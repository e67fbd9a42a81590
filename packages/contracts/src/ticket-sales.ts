// Discounted tickets through the partner API, in the shape of UiTPAS API v4 (issue 20 "Kies tarief",
// decision 0036): the tariffs a holder gets for an activity, computed on the server (GET /v4/tariffs:
// the kansentarief first, then the holder's coupons, each with what remains of its limit), a ticket
// sale registered right before payment (POST /v4/ticket-sales, an array, all or nothing, 201) and its
// cancellation (DELETE /v4/ticket-sales/:ticketSaleId, which gives the limit back once). Every call
// names the organiser it acts for (`organizerId`) and needs MEMBER there. Feature name in every layer:
// `ticket-sales` (api modules/ticket-sales); the wire keeps v4's names (`regularPrice`, `tariff`,
// `uitpasNumber`, `eventId`). Prices are euros on the wire (v4), cents in the database.
import { z } from "zod";
import { defineEndpoint, type StaffAccess } from "./endpoint.ts";
import { databaseIdParam, ID_MAX, trimmedText } from "./fields.ts";
import type { ProblemCodeDefinition } from "./problem.ts";

/**
 * The ticket sales' own problem codes, v4's type names where v4 has one (`social-tariff-expired`, one
 * spelling; `ticket-sale-not-found`). They also answer `pass-not-found`, `invalid-card-status`,
 * `event-not-found` and `maximum-reached` (the counter's codes, counter.ts), the last with a sentence
 * about tickets.
 */
export const ticketSaleProblemCodes = {
  "social-tariff-expired": {
    status: 400,
    title: "Social tariff expired",
    nl: "Het kansentarief van deze pashouder is niet (meer) geldig in deze regio. De pashouder kan terecht bij een balie van de regio.",
  },
  "tariff-not-available": {
    status: 400,
    title: "Tariff not available",
    nl: "Dit tarief is niet (meer) beschikbaar voor deze pashouder en deze activiteit. Vraag de tarieven opnieuw op.",
  },
  "ticket-sale-not-found": {
    status: 404,
    title: "Ticket sale not found",
    nl: "Deze verkoop werd niet gevonden bij je organisatie.",
  },
  "ticket-sale-already-cancelled": {
    status: 409,
    title: "Ticket sale already cancelled",
    nl: "Deze verkoop werd al geannuleerd.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;
export type TicketSaleProblemCode = keyof typeof ticketSaleProblemCodes;

/** The organiser a ticket call acts for, in the query: MEMBER there at least (decision 0032). */
const ticketAccess = {
  scope: "organiser",
  role: "MEMBER",
  organiserFrom: { in: "query", name: "organizerId" },
} as const satisfies StaffAccess;

/** The kansentarief's one tariff id (v4 also wrote "SOCIALTARIFF-1"; we never do). */
export const SOCIAL_TARIFF_ID = "SOCIALTARIFF";
/** A coupon's tariff id: `COUPON_` and the holder's coupon id (the wallet's coupon id). */
export const COUPON_TARIFF_PREFIX = "COUPON_";

const uitpasNumber = z.string().regex(/^\d{13}$/, "Een pasnummer heeft 13 cijfers.");
/** The activity's id, as a string like every id of v4. */
const eventId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, "Onbekende activiteit.")
  .refine((id) => Number(id) <= ID_MAX, "Onbekende activiteit.");

const PRICE_MESSAGE = "Geef een prijs in euro tussen 0,01 en 10.000, met hoogstens twee cijfers na de komma.";
/** A regular price in a query string: euros with at most two decimals ("12", "12.5", "12.50"), as cents. */
const regularPriceParam = z
  .string()
  .regex(/^\d{1,5}(\.\d{1,2})?$/, PRICE_MESSAGE)
  .transform((value) => Math.round(Number(value) * 100))
  .pipe(z.number().int().min(1, PRICE_MESSAGE).max(1_000_000, PRICE_MESSAGE));
/** A regular price in a JSON body: euros with at most two decimals, as cents. */
const regularPriceBody = z
  .number()
  .min(0.01, PRICE_MESSAGE)
  .max(10_000, PRICE_MESSAGE)
  .refine((euros) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6, PRICE_MESSAGE)
  .transform((euros) => Math.round(euros * 100));

export const tariffTypeSchema = z.enum(["SOCIALTARIFF", "COUPON"]);
export type TariffType = z.infer<typeof tariffTypeSchema>;

export const tariffsQuerySchema = z
  .object({
    organizerId: databaseIdParam(),
    /** The ticket's regular price in euros (a price category of the activity, or another). */
    regularPrice: regularPriceParam,
    eventId,
    uitpasNumber,
    /** v4's filter: ANY (default), only the kansentarief, or only coupons. */
    type: z.enum(["ANY", "SOCIALTARIFF", "COUPON"]).default("ANY"),
  })
  .strict();
export type TariffsQuery = z.infer<typeof tariffsQuerySchema>;

export const tariffSchema = z.object({
  /** "SOCIALTARIFF", or "COUPON_<the holder's coupon id>". */
  id: z.string(),
  name: z.string(),
  /** What the holder pays, in euros. */
  price: z.number().min(0),
  type: tariffTypeSchema,
  /** Tickets left at this tariff in the current period; null: no limit. */
  remaining: z.number().int().min(0).nullable(),
});
export type Tariff = z.infer<typeof tariffSchema>;

export const tariffsSchema = z.object({
  /** The kansentarief first (at most one), then the coupons; only what can be sold now. */
  available: z.array(tariffSchema),
  /** Why the kansentarief is not among them (expired, or its limit reached), for the holder. */
  endUserMessage: z.object({ nl: z.string() }).optional(),
});
export type Tariffs = z.infer<typeof tariffsSchema>;

export const ticketSaleRequestSchema = z
  .object({
    regularPrice: regularPriceBody,
    /** The price category's name ("Basistarief"), kept with the sale for the expense claim. */
    regularPriceLabel: trimmedText().min(1).max(80).optional(),
    tariff: z.object({ id: trimmedText().min(1).max(60) }).strict(),
    eventId,
    uitpasNumber,
  })
  .strict();
export type TicketSaleRequest = z.infer<typeof ticketSaleRequestSchema>;

/** One to ten tickets in one call: all of them are registered, or none. */
export const ticketSalesRequestSchema = z
  .array(ticketSaleRequestSchema)
  .min(1, "Geef minstens één ticket.")
  .max(10, "Hoogstens 10 tickets tegelijk.");

export const ticketSaleSchema = z.object({
  /** The sale's id: DELETE /v4/ticket-sales/{id} cancels it. */
  id: z.uuid(),
  /** ISO date-time. */
  creationDate: z.string(),
  /** Euros. */
  regularPrice: z.number().positive(),
  regularPriceLabel: z.string().optional(),
  tariff: tariffSchema.omit({ remaining: true }),
  eventId: z.string(),
  eventTitle: z.string(),
  uitpasNumber: z.string(),
});
export type TicketSale = z.infer<typeof ticketSaleSchema>;

export const cancelledTicketSaleSchema = ticketSaleSchema.extend({
  /** ISO date-time of the cancellation. */
  cancellationDate: z.string(),
});
export type CancelledTicketSale = z.infer<typeof cancelledTicketSaleSchema>;

export const ticketSaleQuerySchema = z.object({ organizerId: databaseIdParam() }).strict();
export const ticketSaleIdParamsSchema = z.object({ ticketSaleId: z.uuid() }).strict();

export const getTariffs = defineEndpoint({
  method: "GET",
  path: "/v4/tariffs",
  operationId: "getTariffs",
  summary: "Partner-API v4: de kortingstarieven van een pashouder voor een activiteit",
  description:
    "Zoals GET /tariffs van UiTPAS API v4. Query: organizerId (MEMBER of ADMIN), regularPrice (euro), eventId (een activiteit van die organisatie), uitpasNumber, type (ANY, SOCIALTARIFF of COUPON). De server berekent de prijzen: eerst het kansentarief (met een geldig kansenstatuut in de regio; de deelnemer betaalt 25% van de gewone prijs, naar beneden afgerond op 10 cent, minstens 0,50 euro en nooit meer dan de gewone prijs), dan de kortingsbonnen van de pashouder in die regio, elk met wat er van de limiet per periode overblijft (remaining; null: geen limiet). Een verlopen kansenstatuut of een bereikte limiet geeft geen kansentarief en een endUserMessage. Elke opvraging komt in het logboek (kansenstatuut.view). 404 pass-not-found, event-not-found; 400 invalid-card-status.",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: ticketAccess,
  query: tariffsQuerySchema,
  response: tariffsSchema,
  problems: ["pass-not-found", "invalid-card-status", "event-not-found"],
});

export const staticTariffsQuerySchema = z
  .object({
    organizerId: databaseIdParam(),
    /** The ticket's regular price in euros. */
    regularPrice: regularPriceParam,
    eventId,
  })
  .strict();
export type StaticTariffsQuery = z.infer<typeof staticTariffsQuerySchema>;

export const getStaticTariffs = defineEndpoint({
  method: "GET",
  path: "/v4/tariffs/static",
  operationId: "getStaticTariffs",
  summary: "Partner-API v4: het kansentarief van een activiteit, voor de pashouder gekend is",
  description:
    "Zoals GET /tariffs/static van UiTPAS API v4: de prijs die een pashouder met een geldig kansenstatuut in de regio van de organisatie betaalt, om op een kassa of affiche te tonen voor er een pas gescand is. Query: organizerId (MEMBER of ADMIN), regularPrice (euro), eventId (een activiteit van die organisatie). Dezelfde berekening als GET /v4/tariffs; remaining is het aantal tickets aan kansentarief per periode van de activiteit. Niemand wordt opgezocht: dit komt niet in het logboek. 404 event-not-found.",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: ticketAccess,
  query: staticTariffsQuerySchema,
  response: tariffsSchema,
  problems: ["event-not-found"],
});

export const createTicketSales = defineEndpoint({
  method: "POST",
  path: "/v4/ticket-sales",
  operationId: "createTicketSales",
  summary: "Partner-API v4: tickets aan kansentarief of met een kortingsbon registreren",
  description:
    "Zoals POST /ticket-sales van UiTPAS API v4: een lijst van 1 tot 10 tickets, alles of niets, vlak voor de betaling. Query: organizerId; elk ticket { regularPrice (euro), regularPriceLabel?, tariff: { id }, eventId, uitpasNumber }. De server berekent de prijs opnieuw; de limiet per periode wordt in de database bewaakt. 201 met de geregistreerde verkopen (ook waar v4 200 antwoordt: een POST die iets maakt dat een latere oproep noemt, antwoordt 201). Weigeringen, waarna niets geschreven is: social-tariff-expired, maximum-reached, tariff-not-available, pass-not-found, invalid-card-status, event-not-found.",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: ticketAccess,
  query: ticketSaleQuerySchema,
  body: ticketSalesRequestSchema,
  response: z.array(ticketSaleSchema),
  successStatus: 201,
  problems: [
    "pass-not-found",
    "invalid-card-status",
    "event-not-found",
    "social-tariff-expired",
    "maximum-reached",
    "tariff-not-available",
  ],
});

export const cancelTicketSale = defineEndpoint({
  method: "DELETE",
  path: "/v4/ticket-sales/:ticketSaleId",
  operationId: "cancelTicketSale",
  summary: "Partner-API v4: een ticketverkoop annuleren",
  description:
    "Zoals DELETE /ticket-sales/{id} van UiTPAS API v4. Query: organizerId. De verkoop blijft bewaard met de datum van annulering (er wordt niets verwijderd) en de limiet komt één keer terug. 200 met wat geannuleerd werd (v4 antwoordt 204; wij geven de verkoop terug, zoals DELETE /v4/checkins). 404 ticket-sale-not-found (onbekend of van een andere organisatie), 409 ticket-sale-already-cancelled.",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: ticketAccess,
  params: ticketSaleIdParamsSchema,
  query: ticketSaleQuerySchema,
  response: cancelledTicketSaleSchema,
  problems: ["ticket-sale-not-found", "ticket-sale-already-cancelled"],
});

export const ticketSalesQuerySchema = z
  .object({
    organizerId: databaseIdParam(),
    /** The holder's card number: the sales of the holder behind it (on any of their cards). */
    uitpasNumber: uitpasNumber.optional(),
    /** Only the sales for this activity; alone, every holder's sales for it. */
    eventId: eventId.optional(),
    /** v4's paging: the first item (0-based) and how many. */
    start: z.coerce.number().int().min(0, "start moet 0 of meer zijn.").max(10_000, "start mag hoogstens 10000 zijn.").default(0),
    limit: z.coerce.number().int().min(1, "limit moet minstens 1 zijn.").max(100, "limit mag hoogstens 100 zijn.").default(20),
  })
  .strict()
  .refine((q) => q.uitpasNumber !== undefined || q.eventId !== undefined, {
    error: "Geef een pasnummer (uitpasNumber), een activiteit (eventId) of beide.",
    path: ["uitpasNumber"],
  });
export type TicketSalesQuery = z.infer<typeof ticketSalesQuerySchema>;

export const registeredTicketSaleSchema = ticketSaleSchema.extend({
  /** Whether the sale was cancelled (it stays, its limit was given back). */
  cancelled: z.boolean(),
  /** ISO date-time of the cancellation, when cancelled. */
  cancellationDate: z.string().optional(),
});
export type RegisteredTicketSale = z.infer<typeof registeredTicketSaleSchema>;

export const ticketSalesPageSchema = z.object({
  totalItems: z.number().int().min(0),
  /** Newest first. */
  member: z.array(registeredTicketSaleSchema),
});
export type TicketSalesPage = z.infer<typeof ticketSalesPageSchema>;

export const getTicketSales = defineEndpoint({
  method: "GET",
  path: "/v4/ticket-sales",
  operationId: "getTicketSales",
  summary: "Partner-API v4: de geregistreerde ticketverkopen van een pashouder of een activiteit bij je organisatie",
  description:
    "Zoals GET /ticket-sales van UiTPAS API v4. Query: organizerId (MEMBER of ADMIN), uitpasNumber? (de pashouder achter dat pasnummer), eventId? (enkel die activiteit van de organisatie; zonder uitpasNumber de verkopen van alle pashouders voor die activiteit), minstens een van beide, start (standaard 0), limit (1 tot 100, standaard 20). Enkel de verkopen van deze organisatie, de nieuwste eerst; een geannuleerde verkoop staat erbij met cancelled: true en cancellationDate. Komt in het logboek (kansenstatuut.view: de lijst toont kansentarieven). 404 pass-not-found, event-not-found.",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: ticketAccess,
  query: ticketSalesQuerySchema,
  response: ticketSalesPageSchema,
  problems: ["pass-not-found", "event-not-found"],
});
