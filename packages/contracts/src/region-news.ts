// News of a region (issue 23's "info" topic, decision 0071): staff of a card system write a short message
// to the holders of their region (POST /v4/news?cardSystemId=, 202: the job queue delivers it) and see
// what they sent and to how many holders (GET /v4/news?cardSystemId=). Every holder with an active
// membership there finds it in "Berichten", once; a mail or a push only where their preferences ask for
// news ("info"). UiTPAS API v4 has no such call (its newsletters are mailings outside the API). Feature
// name in every layer: region news (api modules/region-news, web features/backoffice's region-news).
import { z } from "zod";
import { defineEndpoint, type StaffAccess } from "./endpoint.ts";
import { databaseIdParam, multilineText, trimmedText } from "./fields.ts";
import type { ProblemCodeDefinition } from "./problem.ts";
import { webPaths } from "./web-paths.ts";

export const regionNewsProblemCodes = {
  "news-queue-unavailable": {
    status: 503,
    title: "News queue unavailable",
    nl: "Nieuws kan nu even niet verstuurd worden. Probeer het later opnieuw; er werd niets verstuurd.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;

/** Staff of the region in the query. */
const regionAccess = { scope: "card-system", cardSystemFrom: { in: "query", name: "cardSystemId" } } as const satisfies StaffAccess;

/** The pages news can send a holder to: where they act on it. */
export const REGION_NEWS_LINKS = ["dashboard", "search-discounts", "save"] as const;
export type RegionNewsLink = (typeof REGION_NEWS_LINKS)[number];
export const regionNewsLinkPaths: Record<RegionNewsLink, string> = {
  dashboard: webPaths.dashboard,
  "search-discounts": webPaths["search-discounts"],
  save: webPaths.save,
};

export const regionNewsFieldMessages = {
  title: "Geef het nieuws een titel van 5 tot 80 tekens.",
  body: "Schrijf het nieuws in 10 tot 1000 tekens.",
  link: "Kies waar pashouders verder kunnen: hun overzicht, voordelen zoeken of punten sparen.",
} as const;

export const regionNewsRequestSchema = z
  .object({
    /** The message's title: on the lock screen too (a push), so nothing personal. */
    title: trimmedText({ error: regionNewsFieldMessages.title })
      .min(5, regionNewsFieldMessages.title)
      .max(80, regionNewsFieldMessages.title),
    /** Plain text; line breaks are kept. */
    body: multilineText({ error: regionNewsFieldMessages.body })
      .transform((value) => value.trim())
      .pipe(z.string().min(10, regionNewsFieldMessages.body).max(1000, regionNewsFieldMessages.body)),
    link: z.enum(REGION_NEWS_LINKS, { error: regionNewsFieldMessages.link }),
  })
  .strict();
export type RegionNewsRequest = z.infer<typeof regionNewsRequestSchema>;

export const regionNewsSchema = z.object({
  id: z.uuid(),
  cardSystemId: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.enum(REGION_NEWS_LINKS),
  /** ISO date-time: when it was written. */
  creationDate: z.string(),
  /** Delivery: SENDING until every holder of the region has it; then SENT, when, and to how many holders. */
  status: z.enum(["SENDING", "SENT"]),
  deliveredAt: z.string().nullable(),
  recipients: z.number().int().min(0).nullable(),
});
export type RegionNews = z.infer<typeof regionNewsSchema>;

/** How many of the region's news the list shows (the newest). */
export const REGION_NEWS_SHOWN = 20;

export const regionNewsListSchema = z.object({ member: z.array(regionNewsSchema) });
export type RegionNewsList = z.infer<typeof regionNewsListSchema>;

const regionQuery = z.object({ cardSystemId: databaseIdParam() }).strict();

export const sendRegionNews = defineEndpoint({
  method: "POST",
  path: "/v4/news",
  operationId: "sendRegionNews",
  summary: "Regio: nieuws versturen naar de pashouders van de regio",
  description:
    "Query: cardSystemId (medewerker van die regio). Body: title (5 tot 80 tekens), body (10 tot 1000 tekens, platte tekst) en link (dashboard, search-discounts of save: waar pashouders verder kunnen). Antwoordt meteen 202 met het nieuws (status SENDING); de jobwachtrij bezorgt het één keer aan elke pashouder met een actief lidmaatschap in de regio, in Berichten, en per e-mail of push enkel wie dat voor nieuws (info) wil. 503 news-queue-unavailable als er geen jobwachtrij is (er wordt dan niets verstuurd). Komt in het logboek van de regio (news.send).",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: regionAccess,
  query: regionQuery,
  body: regionNewsRequestSchema,
  response: regionNewsSchema,
  successStatus: 202,
  problems: ["news-queue-unavailable"],
});

export const listRegionNews = defineEndpoint({
  method: "GET",
  path: "/v4/news",
  operationId: "listRegionNews",
  summary: "Regio: het verstuurde nieuws",
  description: `Query: cardSystemId (medewerker van die regio). Het nieuws van de regio, nieuwste eerst (hoogstens ${REGION_NEWS_SHOWN}), met de bezorging: SENDING, of SENT met wanneer en aan hoeveel pashouders.`,
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: regionAccess,
  query: regionQuery,
  response: regionNewsListSchema,
  problems: [],
});
