// Staff management (issue 20 "Staff", decision 0047): an organiser's ADMIN invites staff by e-mail with a
// role (POST /v4/staff/invitations, 201), lists them with the open invitations (GET /v4/staff), changes a
// role (PUT /v4/staff/:accountId) and removes someone (DELETE /v4/staff/:accountId); card-system staff of
// the organiser's region list them too and invite its (first) ADMIN. The invited person opens the mail's
// link, signs in with the invited address and accepts (POST /staff-invitations/accept, any signed-in
// account: they are nobody's staff yet). An organiser that has an ADMIN always keeps one (a database
// trigger backs the rule). Every call names its organiser in the query (`organizerId`, decision 0033).
// Feature name in code: `staff` (api modules/staff/members).
import { z } from "zod";
import { defineEndpoint, staffRoles, type StaffAccess } from "./endpoint.ts";
import { databaseIdParam, text, trimmedText } from "./fields.ts";
import type { ProblemCodeDefinition } from "./problem.ts";

export const staffMemberProblemCodes = {
  "already-staff": {
    status: 409,
    title: "Already staff of this organizer",
    nl: "Deze persoon is al medewerker van de organisatie. Pas de rol aan in de lijst van medewerkers.",
  },
  "staff-member-not-found": {
    status: 404,
    title: "Staff member not found",
    nl: "Deze persoon is geen medewerker (meer) van de organisatie. Vernieuw de lijst van medewerkers.",
  },
  "last-admin": {
    status: 409,
    title: "An organizer keeps at least one ADMIN",
    nl: "Een organisatie heeft altijd minstens één beheerder. Maak eerst iemand anders beheerder.",
  },
  "no-second-factor": {
    status: 409,
    title: "No second factor to reset",
    nl: "Deze medewerker heeft geen tweede factor ingesteld: er is niets te wissen.",
  },
  "invitation-role-not-allowed": {
    status: 403,
    title: "Card-system staff invite ADMINs only",
    nl: "Als medewerker van de regio nodig je enkel beheerders uit. De beheerder van de organisatie nodigt zelf de andere medewerkers uit.",
  },
  "invitation-not-found": {
    status: 404,
    title: "Invitation not found",
    nl: "Deze uitnodiging bestaat niet (meer). Gebruik de link in de laatste uitnodiging die je kreeg, of vraag de beheerder om je opnieuw uit te nodigen.",
  },
  "invitation-expired": {
    status: 410,
    title: "Invitation expired",
    nl: "Deze uitnodiging is verlopen. Vraag de beheerder van de organisatie om je opnieuw uit te nodigen.",
  },
  "invitation-used": {
    status: 409,
    title: "Invitation already accepted",
    nl: "Deze uitnodiging werd al aanvaard. Was jij dat niet? Vraag de beheerder van de organisatie om je opnieuw uit te nodigen.",
  },
  "invitation-other-address": {
    status: 403,
    title: "Invitation for another e-mail address",
    nl: "Deze uitnodiging is voor een ander e-mailadres. Meld je af en meld je aan met het e-mailadres waarop je de uitnodiging kreeg.",
  },
  "invitation-email-unverified": {
    status: 403,
    title: "E-mail address not verified",
    nl: "Bevestig eerst je e-mailadres met de link in de mail die je kreeg toen je je account maakte. Open daarna de uitnodiging opnieuw.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;
export type StaffMemberProblemCode = keyof typeof staffMemberProblemCodes;

/** How long an invitation's link works. */
export const STAFF_INVITATION_DAYS = 14;

/** Reading the staff and inviting: ADMIN of the organiser, or card-system staff of its region. */
const adminOrRegionAccess = {
  scope: "organiser",
  role: "ADMIN",
  organiserFrom: { in: "query", name: "organizerId" },
  cardSystemStaff: true,
} as const satisfies StaffAccess;
/** Changing a role and removing someone: the organiser's own ADMIN. */
const adminAccess = {
  scope: "organiser",
  role: "ADMIN",
  organiserFrom: { in: "query", name: "organizerId" },
} as const satisfies StaffAccess;

export const staffRoleSchema = z.enum(staffRoles, { error: "Kies een rol: MEMBER (medewerker) of ADMIN (beheerder)." });

export const staffEmailMessages = {
  required: "Vul het e-mailadres van de medewerker in.",
  invalid: "Dit is geen geldig e-mailadres. Schrijf het als naam@voorbeeld.be.",
} as const;

/** The invited address: trimmed and lower-cased (the invitation stores it so). */
export const staffEmailSchema = trimmedText({ error: staffEmailMessages.required })
  .min(1, staffEmailMessages.required)
  .max(254, staffEmailMessages.invalid)
  .pipe(z.email({ error: staffEmailMessages.invalid }))
  .transform((value) => value.toLowerCase());

export const staffQuerySchema = z.object({ organizerId: databaseIdParam() }).strict();
export const staffMemberParamsSchema = z.object({ accountId: z.uuid({ error: "Onbekende medewerker." }) }).strict();

export const inviteStaffRequestSchema = z.object({ email: staffEmailSchema, role: staffRoleSchema }).strict();
export type InviteStaffRequest = z.infer<typeof inviteStaffRequestSchema>;

export const staffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  /** ISO date-times. */
  invitedAt: z.string(),
  expiresAt: z.string(),
  /** True once the link no longer works; a new invitation to the address replaces it. */
  expired: z.boolean(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffMemberSchema = z.object({
  accountId: z.string(),
  /** The account's first and last name; empty when the account has none. */
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  /** The last time the person acted for this organiser (audit log, "Laatst gebruikt"); null when unknown. */
  lastActiveAt: z.string().nullable(),
  /** Whether the account has enrolled its second factor (TOTP, decision 0061). */
  hasSecondFactor: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({
  /** ADMINs first, then by name. */
  members: z.array(staffMemberSchema),
  /** Invitations not yet accepted (also expired ones, marked), newest first. */
  invitations: z.array(staffInvitationSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

export const changeStaffRoleRequestSchema = z.object({ role: staffRoleSchema }).strict();

export const acceptStaffInvitationRequestSchema = z
  .object({
    token: text({ error: "De link van de uitnodiging is onvolledig." })
      .min(20, "De link van de uitnodiging is onvolledig.")
      .max(200, "De link van de uitnodiging is onvolledig."),
  })
  .strict();

export const acceptedStaffInvitationSchema = z.object({
  organizer: z.object({ id: z.string(), name: z.string() }),
  role: z.enum(staffRoles),
});
export type AcceptedStaffInvitation = z.infer<typeof acceptedStaffInvitationSchema>;

export const listStaff = defineEndpoint({
  method: "GET",
  path: "/v4/staff",
  operationId: "listStaff",
  summary: "Backoffice: de medewerkers van een organisatie en de openstaande uitnodigingen",
  description:
    "Query: organizerId. Voor een ADMIN van de organisatie en voor medewerkers van haar regio (ORGANIZERS_ADMINS_READ). Per medewerker: naam, e-mailadres, rol, laatst actief (uit het logboek en 'Laatst gebruikt'; null als onbekend) en hasSecondFactor (true als de medewerker een tweede factor (TOTP) heeft ingesteld). Daarnaast de uitnodigingen die nog niet aanvaard zijn, ook verlopen (expired).",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: adminOrRegionAccess,
  query: staffQuerySchema,
  response: staffListSchema,
  problems: [],
});

export const inviteStaff = defineEndpoint({
  method: "POST",
  path: "/v4/staff/invitations",
  operationId: "inviteStaff",
  summary: "Backoffice: nodig een medewerker uit per e-mail, als MEMBER of ADMIN",
  description: `Query: organizerId; body { email, role }. Een ADMIN nodigt MEMBERs en ADMINs uit; een medewerker van de regio enkel ADMINs (de eerste beheerder van een organisatie; anders 403 invitation-role-not-allowed). De mail bevat een link die ${STAFF_INVITATION_DAYS} dagen werkt; de database bewaart enkel de hash van de code. Een nieuwe uitnodiging aan hetzelfde adres vervangt de vorige (de oude link werkt dan niet meer). 409 already-staff als het adres al van een medewerker is. Komt in het logboek (staff.invite). 201 met de uitnodiging.`,
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: adminOrRegionAccess,
  query: staffQuerySchema,
  body: inviteStaffRequestSchema,
  response: staffInvitationSchema,
  successStatus: 201,
  problems: ["already-staff", "invitation-role-not-allowed", "organizer-ended"],
});

export const changeStaffRole = defineEndpoint({
  method: "PUT",
  path: "/v4/staff/:accountId",
  operationId: "changeStaffRole",
  summary: "Backoffice: wijzig de rol van een medewerker",
  description:
    "Query: organizerId; body { role }. Enkel een ADMIN van de organisatie. De laatste ADMIN wordt geen MEMBER (409 last-admin). Komt in het logboek (staff.role-change).",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: adminAccess,
  query: staffQuerySchema,
  params: staffMemberParamsSchema,
  body: changeStaffRoleRequestSchema,
  response: staffMemberSchema,
  problems: ["staff-member-not-found", "last-admin", "organizer-ended"],
});

export const removeStaff = defineEndpoint({
  method: "DELETE",
  path: "/v4/staff/:accountId",
  operationId: "removeStaff",
  summary: "Backoffice: verwijder een medewerker uit de organisatie",
  description:
    "Query: organizerId. Enkel een ADMIN van de organisatie; ook zichzelf, behalve als laatste ADMIN (409 last-admin). Het account blijft bestaan, enkel de rol verdwijnt. Komt in het logboek (staff.remove).",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: adminAccess,
  query: staffQuerySchema,
  params: staffMemberParamsSchema,
  response: z.object({ removed: z.literal(true) }),
  problems: ["staff-member-not-found", "last-admin", "organizer-ended"],
});

export const resetStaffSecondFactor = defineEndpoint({
  method: "DELETE",
  path: "/v4/staff/:accountId/second-factor",
  operationId: "resetStaffSecondFactor",
  summary: "Backoffice: wis de tweede factor van een medewerker (een verloren gsm)",
  description:
    "Query: organizerId. Enkel een ADMIN van de organisatie, voor iemand van haar medewerkers (ook zichzelf). De tweede factor (TOTP) en de herstelcodes van het account verdwijnen; bij de volgende aanmelding stelt de medewerker een nieuwe in (met het eigen wachtwoord). De medewerker krijgt een mail. 409 no-second-factor als er geen is. Komt in het logboek (staff.second-factor-reset). Antwoordt met de medewerker (hasSecondFactor false).",
  tag: "partner-api-v4",
  auth: "staff",
  staffAccess: adminAccess,
  query: staffQuerySchema,
  params: staffMemberParamsSchema,
  response: staffMemberSchema,
  problems: ["staff-member-not-found", "no-second-factor", "organizer-ended"],
});

export const acceptStaffInvitation = defineEndpoint({
  method: "POST",
  path: "/staff-invitations/accept",
  operationId: "acceptStaffInvitation",
  summary: "Aanvaard een uitnodiging als medewerker (met de code uit de mail)",
  description:
    "Body { token } uit de link in de mail. Elk aangemeld account mag dit (de uitgenodigde is nog geen medewerker), maar het bevestigde e-mailadres van het account moet dat van de uitnodiging zijn (403 invitation-other-address, invitation-email-unverified). Onbekend of vervangen: 404 invitation-not-found; verlopen: 410 invitation-expired; al aanvaard: 409 invitation-used. Wie al medewerker is, wordt ADMIN als de uitnodiging dat zegt, nooit minder. Komt in het logboek (staff.invitation-accept).",
  tag: "staff",
  auth: "bearer",
  body: acceptStaffInvitationRequestSchema,
  response: acceptedStaffInvitationSchema,
  problems: [
    "invitation-not-found",
    "invitation-expired",
    "invitation-used",
    "invitation-other-address",
    "invitation-email-unverified",
    "organizer-ended",
  ],
});
