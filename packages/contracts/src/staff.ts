// The organiser side's people (issue 20, decision 0032): staff roles, the permission names of UiTPAS API
// v4 that a role gives, the staff module's problem codes, and the partner API's first endpoint
// `GET /api/v4/permissions`. Feature name in every layer: `staff` (api modules/staff).
import { z } from "zod";
import { defineEndpoint, staffRoles } from "./endpoint.ts";
import type { ProblemCodeDefinition } from "./problem.ts";

export { staffRoles, type StaffRole } from "./endpoint.ts";

/** Problem codes of the staff checks, owned here and spread into the catalogue (problem.ts). */
export const staffProblemCodes = {
  "not-staff": {
    status: 403,
    title: "Not staff of any organiser or region",
    nl: "Dit deel is enkel voor medewerkers van een organisatie of een regio. Vraag de beheerder van je organisatie om je uit te nodigen.",
  },
  "second-factor-required": {
    status: 403,
    title: "Second factor required",
    nl: "Als medewerker meld je je aan met je wachtwoord én een code uit je authenticator-app. Meld je opnieuw aan: dan vragen we je code, of stel je je tweede factor in.",
  },
  "missing-permission": {
    status: 403,
    title: "Missing permission for this organiser or region",
    nl: "Je hebt niet de nodige rechten voor deze organisatie. Vraag een beheerder van de organisatie om je die rechten te geven.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;
export type StaffProblemCode = keyof typeof staffProblemCodes;

/**
 * The permission names of UiTPAS API v4 this product gives (a subset of the spec's 56), with their Dutch
 * label. Which role gives which is the api's rule (apps/api/src/modules/staff/service.ts).
 */
export const permissionLabels = {
  PERMISSIONS_READ: "Eigen rechten bekijken",
  EVENTS_READ: "Activiteiten bekijken",
  EVENTS_UPDATE: "Activiteiten aanmaken en wijzigen",
  EVENT_SETTINGS_READ: "Instellingen van activiteiten bekijken",
  EVENT_SETTINGS_UPDATE: "Instellingen van activiteiten wijzigen",
  EVENTS_QR_CHECKINCODE: "QR-spaarcodes downloaden",
  PASSES_READ: "Passen opzoeken",
  CHECKINS_READ: "Check-ins bekijken",
  CHECKINS_WRITE: "Punten sparen voor een pashouder",
  TARIFFS_READ: "Kortingstarieven opvragen",
  TICKETSALES_REGISTER: "Kortingstarieven toekennen",
  TICKETSALES_SEARCH: "Toegekende kortingen bekijken",
  REWARDS_READ: "Voordelen bekijken",
  REWARDS_WRITE: "Voordelen aanmaken en wijzigen",
  REWARDS_REDEEM: "Voordelen omruilen",
  REWARDS_PASSHOLDERS_READ: "Voordelen van een pashouder bekijken",
  ORGANIZERS_ADMINS_READ: "Medewerkers bekijken",
  ORGANIZERS_ADMINS_WRITE: "Medewerkers uitnodigen en verwijderen",
  ORGANIZERS_REPORTS: "Rapporten bekijken",
  ORGANIZERS_SEARCH: "Organisaties van de regio zoeken",
} as const;
export type Permission = keyof typeof permissionLabels;
export const permissionNames = Object.keys(permissionLabels) as [Permission, ...Permission[]];

export const permissionSchema = z.enum(permissionNames);

export const permissionOrganizerSchema = z.object({
  /** The organiser's id, as a string like every id of API v4. */
  id: z.string(),
  name: z.string(),
  /** Absent when the organiser has no known municipality. */
  address: z.object({ street: z.string().optional(), postalCode: z.string(), city: z.string() }).optional(),
  /** ISO date-time: present once its region ended it (not in UiTPAS API v4). Then only the region's staff see it, to read its reports, staff and log. */
  endDate: z.string().optional(),
});

export const organizerPermissionsSchema = z.object({
  organizer: permissionOrganizerSchema,
  /** The caller's role in the organiser; null when the rights come from staff of its region. */
  role: z.enum(staffRoles).nullable(),
  /** The organiser the caller acted for last ("Laatst gebruikt"); at most one entry, always the first. */
  lastUsed: z.boolean(),
  /** Deprecated in API v4 but still sent: the names of permissionDetails. */
  permissions: z.array(permissionSchema),
  permissionDetails: z.array(
    z.object({
      id: permissionSchema,
      label: z.object({ nl: z.string() }),
      /** The regions the permission holds in: the organiser's. */
      cardSystemIds: z.array(z.number().int()),
    }),
  ),
});
export type OrganizerPermissions = z.infer<typeof organizerPermissionsSchema>;

export const permissionsResponseSchema = z.array(organizerPermissionsSchema);
export type PermissionsResponse = z.infer<typeof permissionsResponseSchema>;

export const getPermissions = defineEndpoint({
  method: "GET",
  path: "/v4/permissions",
  operationId: "getPermissions",
  summary: "Partner-API v4: de organisaties waarvoor de aangemelde medewerker mag optreden, met rol en rechten",
  description:
    "Zoals GET /permissions van UiTPAS API v4. Per organisatie: de organisatie (id als tekst, naam, adres), de rol van de medewerker (MEMBER of ADMIN; null als de rechten van de regio komen), lastUsed en de rechten (permissions en permissionDetails met een Nederlandse label en de regio's). De laatst gebruikte organisatie staat eerst, daarna de overige op naam; medewerkers van een regio krijgen ook de organisaties van hun regio met de rechten van de regio. Een aangemelde pashouder die geen medewerker is krijgt 403 not-staff, zonder token 401.",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: { scope: "staff" },
  response: permissionsResponseSchema,
  problems: [],
});
