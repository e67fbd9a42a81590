// The counter's choice of activity (issue 20, decision 0035): the organiser's activities of today and the
// next 30 days, permanent ones included, in the shape of UiTPAS API v4's list (`GET /events?organizerId=`:
// `{ totalItems, member[] }`, ids as strings). The code says activity; the wire keeps v4's "event".
import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";
import { organizerQuerySchema } from "./counter.ts";

/** How far ahead the counter lists activities (the real counter app searches the next 30 days). */
export const COUNTER_EVENT_DAYS = 30;

export const counterEventSchema = z.object({
  /** The activity's id, as a string like every id of v4: POST /v4/checkins takes it as `eventId`. */
  id: z.string(),
  name: z.string(),
  /** ISO date-times; absent for a permanent activity. */
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  /** A permanent activity has no dates (a library visit, a swim). */
  permanent: z.boolean(),
  /** Points a check-in gives. */
  points: z.number().int().min(0),
  /** v4's priceInfo: the price categories in euros ("Basistarief" 14), where "Kies tarief" starts. */
  priceInfo: z.array(z.object({ name: z.string(), price: z.number().min(0) })),
});
export type CounterEvent = z.infer<typeof counterEventSchema>;

export const counterEventsSchema = z.object({
  totalItems: z.number().int().min(0),
  member: z.array(counterEventSchema),
});
export type CounterEvents = z.infer<typeof counterEventsSchema>;

export const getEvents = defineEndpoint({
  method: "GET",
  path: "/v4/events",
  operationId: "getEvents",
  summary: "Partner-API v4: de activiteiten van een organisatie van vandaag en de komende 30 dagen",
  description:
    "Zoals GET /events van UiTPAS API v4 (de lijst die de balie toont). Query: organizerId (MEMBER of ADMIN). De activiteiten die vandaag of in de komende 30 dagen lopen, eerst wat vandaag loopt, dan de doorlopende activiteiten, dan de komende op datum. Een medewerker die de lijst opvraagt, kiest die organisatie: ze wordt zijn 'Laatst gebruikt'.",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: { scope: "organiser", role: "MEMBER", organiserFrom: { in: "query", name: "organizerId" } },
  query: organizerQuerySchema,
  response: counterEventsSchema,
  problems: [],
});
