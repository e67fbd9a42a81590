// Organisers managed by card-system staff (issue 20 "Who", decision 0067): staff of a region add an organiser
// to it (POST /v4/organizers?cardSystemId=, 201) with its name, address in one of the region's
// municipalities and how to reach it; then they invite its first ADMIN (POST /v4/staff/invitations, which
// region staff may). They read and change its details later (GET and PUT /v4/organizers/{organizerId}, the
// whole organiser each time, as the form shows it), and end it for good (POST /v4/organizers/{organizerId}/end). GET /v4/staff-regions names their regions, also one that has
// no organiser yet (GET /v4/permissions lists organisers only). The region is in the query, as for the region's audit log. UiTPAS API v4 has no such
// call (organisers come from UiTdatabank there): the shape follows its organiser (`address` with street,
// postal code and city, as GET /v4/permissions answers it). Feature name in code: organiser management
// (api modules/organisers/management).
import { z } from "zod";
import { databaseIdParam, multilineText, trimmedText } from "./fields.ts";
import { defineEndpoint, type StaffAccess } from "./endpoint.ts";
import { degreesBetween, geoPointSchema, organiserFilterSchema, regionsSchema } from "./organisers.ts";
import type { ProblemCodeDefinition } from "./problem.ts";

/**
 * How far (km) an organiser's place on the map may lie from its municipality's own point: the largest Flemish
 * municipalities reach about 15 km from their centre; a typo in a coordinate lands much further.
 */
export const ORGANISER_LOCATION_MAX_KM = 20;

export const organiserManagementProblemCodes = {
  "organizer-exists": {
    status: 409,
    title: "Organizer already exists in this municipality",
    nl: "Er is al een organisatie met deze naam in deze gemeente. Zoek ze in de lijst van organisaties.",
  },
  "municipality-not-in-region": {
    status: 400,
    title: "Municipality not in the card system's region",
    nl: "Deze gemeente hoort niet bij je regio. Kies een gemeente uit de lijst.",
  },
  "location-far-from-municipality": {
    status: 400,
    title: "Location far from the organizer's municipality",
    nl: `Deze plaats op de kaart ligt meer dan ${ORGANISER_LOCATION_MAX_KM} km van de gekozen gemeente. Controleer de breedtegraad en de lengtegraad (bv. 51.0543, 3.7174), of kies een andere gemeente.`,
  },
  "organizer-ended": {
    status: 409,
    title: "Organizer ended",
    nl: "Deze organisatie is beëindigd. Je kan haar rapporten en logboek nog lezen, maar niets meer wijzigen.",
  },
  "organizer-not-found": {
    status: 404,
    title: "Organizer not found in this card system",
    nl: "Deze organisatie bestaat niet of hoort niet bij je regio. Kies ze in de lijst van organisaties.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;
export type OrganiserManagementProblemCode = keyof typeof organiserManagementProblemCodes;

/** Staff of the region in the query (never an organiser's own staff: they belong to one already). */
const regionAccess = { scope: "card-system", cardSystemFrom: { in: "query", name: "cardSystemId" } } as const satisfies StaffAccess;

export const organiserFieldMessages = {
  name: "Vul de naam van de organisatie in.",
  nameLength: "De naam van een organisatie is 2 tot 120 tekens lang.",
  postalCode: "Kies de gemeente van de organisatie.",
  city: "Kies de gemeente van de organisatie.",
  street: "Straat en huisnummer zijn hoogstens 120 tekens.",
  email: "Dit is geen geldig e-mailadres. Schrijf het als naam@voorbeeld.be.",
  phone: "Een telefoonnummer bevat enkel cijfers, spaties en + / . ( ) -, 8 tot 20 tekens.",
  website: "Een website begint met https:// en is hoogstens 200 tekens, bv. https://www.voorbeeld.be.",
  description: "Een beschrijving is hoogstens 2000 tekens.",
  location:
    "Een plaats op de kaart is een breedtegraad en een lengtegraad in België, bv. 51.0543, 3.7174 (breedtegraad 49,4 tot 51,6; lengtegraad 2,5 tot 6,6).",
  types: "Kies wat pashouders er kunnen doen: pointOfSale, pointOfSaleKansenstatuut, cidCheckin of hasPointsPromotions, elk één keer.",
} as const;

/** An optional text: left out, null or empty is none. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), schema.nullable().optional());

/** An organiser as staff of its region add or change it: every field each time (PUT replaces what POST wrote). */
export const organiserRequestSchema = z
  .object({
    name: trimmedText({ error: organiserFieldMessages.name })
      .min(1, organiserFieldMessages.name)
      .min(2, organiserFieldMessages.nameLength)
      .max(120, organiserFieldMessages.nameLength),
    /** In one of the region's municipalities (GET /regions lists them). */
    address: z
      .object(
        {
          street: optional(trimmedText().max(120, organiserFieldMessages.street)),
          postalCode: trimmedText({ error: organiserFieldMessages.postalCode }).regex(/^\d{4}$/, organiserFieldMessages.postalCode),
          city: trimmedText({ error: organiserFieldMessages.city })
            .min(1, organiserFieldMessages.city)
            .max(80, organiserFieldMessages.city),
        },
        { error: organiserFieldMessages.city },
      )
      .strict(),
    email: optional(
      trimmedText()
        .max(254, organiserFieldMessages.email)
        .pipe(z.email({ error: organiserFieldMessages.email }))
        .transform((value) => value.toLowerCase()),
    ),
    phone: optional(trimmedText().regex(/^\+?[\d\s/.()-]{8,20}$/, organiserFieldMessages.phone)),
    websiteUrl: optional(
      trimmedText()
        .max(200, organiserFieldMessages.website)
        .regex(/^https:\/\/[^\s/]+\.[^\s]+$/i, organiserFieldMessages.website),
    ),
    /** Plain text. */
    description: optional(multilineText().max(2000, organiserFieldMessages.description)),
    /** Its place on the map (WGS 84, in Belgium, as the find page's `location`); left out or null: the lists and the search find it, the map does not. */
    location: z
      .object(
        {
          lat: degreesBetween(49.4, 51.6, organiserFieldMessages.location),
          lon: degreesBetween(2.5, 6.6, organiserFieldMessages.location),
        },
        { error: organiserFieldMessages.location },
      )
      .strict()
      .nullable()
      .optional(),
    /** What holders can do there, as the find page's filters name it (its chips and filters read it); left out: nothing yet. */
    types: z
      .array(organiserFilterSchema, { error: organiserFieldMessages.types })
      .max(4, organiserFieldMessages.types)
      .refine((types) => new Set(types).size === types.length, organiserFieldMessages.types)
      .optional(),
  })
  .strict();
export type OrganiserRequest = z.infer<typeof organiserRequestSchema>;

export const managedOrganiserSchema = z.object({
  /** The organiser's id, as a string like every id of API v4. */
  id: z.string(),
  name: z.string(),
  address: z.object({ street: z.string().optional(), postalCode: z.string(), city: z.string() }),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  description: z.string().nullable(),
  /** Its place on the map, or null (not on the map; the lists and the search find it). */
  location: geoPointSchema.nullable(),
  cardSystemId: z.string(),
  types: z.array(organiserFilterSchema),
  /** ISO date-time. */
  creationDate: z.string(),
  /** ISO date-time: present once its region ended it (for good). */
  endDate: z.string().optional(),
});
export type ManagedOrganiser = z.infer<typeof managedOrganiserSchema>;

export const createOrganiser = defineEndpoint({
  method: "POST",
  path: "/v4/organizers",
  operationId: "createOrganiser",
  summary: "Regio: een organisatie toevoegen",
  description:
    "Query: cardSystemId (medewerker van die regio). Body: naam (2 tot 120 tekens), adres (straat optioneel; postcode en gemeente: een gemeente van de regio), e-mailadres, telefoon, website (https), beschrijving, de plaats op de kaart (location: lat en lon in België) en wat pashouders er kunnen doen (types, zoals de filters van de kaart: pointOfSale, pointOfSaleKansenstatuut, cidCheckin, hasPointsPromotions) (optioneel). 201 met de organisatie; daarna nodigt de regio haar eerste beheerder uit (POST /v4/staff/invitations, rol ADMIN). 409 organizer-exists als de regio al een organisatie met die naam in die gemeente heeft (hoofdletters en accenten tellen niet), 400 municipality-not-in-region, 400 location-far-from-municipality als de plaats meer dan 20 km van de gemeente ligt. Komt in het logboek (organiser.create).",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: regionAccess,
  query: z.object({ cardSystemId: databaseIdParam() }).strict(),
  body: organiserRequestSchema,
  response: managedOrganiserSchema,
  successStatus: 201,
  problems: ["organizer-exists", "municipality-not-in-region", "location-far-from-municipality"],
});

const organiserParamsSchema = z.object({ organizerId: databaseIdParam() }).strict();

export const getManagedOrganiser = defineEndpoint({
  method: "GET",
  path: "/v4/organizers/:organizerId",
  operationId: "getManagedOrganiser",
  summary: "Regio: de gegevens van een organisatie",
  description:
    "Query: cardSystemId (medewerker van die regio). De organisatie zoals ze toegevoegd of laatst gewijzigd is, om ze te wijzigen. 404 organizer-not-found als ze niet bij die regio hoort.",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: regionAccess,
  params: organiserParamsSchema,
  query: z.object({ cardSystemId: databaseIdParam() }).strict(),
  response: managedOrganiserSchema,
  problems: ["organizer-not-found"],
});

export const updateOrganiser = defineEndpoint({
  method: "PUT",
  path: "/v4/organizers/:organizerId",
  operationId: "updateOrganiser",
  summary: "Regio: de gegevens van een organisatie wijzigen",
  description:
    "Query: cardSystemId (medewerker van die regio). Body: de hele organisatie, zoals bij POST /v4/organizers (wat ontbreekt, wordt leeg). 200 met de organisatie; pashouders zien de wijziging meteen in de lijst, de zoekfunctie en op de kaart. 404 organizer-not-found als ze niet bij die regio hoort, 409 organizer-ended als ze beëindigd is, 409 organizer-exists als een andere organisatie van de regio die naam in die gemeente heeft, 400 municipality-not-in-region, 400 location-far-from-municipality. Komt in het logboek (organiser.update).",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: regionAccess,
  params: organiserParamsSchema,
  query: z.object({ cardSystemId: databaseIdParam() }).strict(),
  body: organiserRequestSchema,
  response: managedOrganiserSchema,
  problems: ["organizer-not-found", "organizer-ended", "organizer-exists", "municipality-not-in-region", "location-far-from-municipality"],
});

export const endOrganiser = defineEndpoint({
  method: "POST",
  path: "/v4/organizers/:organizerId/end",
  operationId: "endOrganiser",
  summary: "Regio: een organisatie beëindigen",
  description:
    "Query: cardSystemId (medewerker van die regio). Een organisatie wordt nooit verwijderd: beëindigd verdwijnt ze uit de lijst, de zoekfunctie en de kaart van pashouders, verliezen haar medewerkers en partnerclients hun toegang, eindigen haar lopende en komende activiteiten (niemand kan er nog voor inchecken) en haar voordelen (ook die van de regio die enkel bij beëindigde organisaties te krijgen waren, behalve online voordelen), verdwijnt ze als plaats bij voordelen, en kan ze niet meer gewijzigd worden; dat is voorgoed. Check-ins, verkopen, omruilingen, rapporten en logboek blijven; de regio leest ze nog. 200 met de organisatie (endDate). 404 organizer-not-found als ze niet bij die regio hoort, 409 organizer-ended als ze al beëindigd is. Komt in het logboek (organiser.end), in dezelfde transactie.",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: regionAccess,
  params: organiserParamsSchema,
  query: z.object({ cardSystemId: databaseIdParam() }).strict(),
  response: managedOrganiserSchema,
  problems: ["organizer-not-found", "organizer-ended"],
});

export const listStaffRegions = defineEndpoint({
  method: "GET",
  path: "/v4/staff-regions",
  operationId: "listStaffRegions",
  summary: "Regio: de regio's waarvan je medewerker bent",
  description:
    "De regio's (kaartsystemen) waarvan de aangemelde medewerker medewerker van de regio is, met hun gemeenten, zoals GET /regions; leeg voor wie enkel medewerker van organisaties is. Daar voegt die organisaties toe (POST /v4/organizers), ook in een regio die er nog geen heeft (GET /v4/permissions noemt enkel organisaties).",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: { scope: "staff" },
  response: regionsSchema,
  problems: [],
});
