// The family (spec §2 /profiel/gezin and /undo-family, §4-6: maxAdults/maxChildren, no adding under 16,
// "family member same as main user"): my family as its main holder, the families I am a member of,
// adding a member by card number + birth date, removing one, leaving, and the one-time link in the mail
// that removes a member without logging in. Feature name in every layer: `family`.
import { z } from "zod";
import { cardNumberInputSchema, isoBirthDateSchema } from "./card-registration.ts";
import { isValidCardNumber, normalizeCardNumber } from "./card-number.ts";
import { defineEndpoint } from "./endpoint.ts";
import { text, trimmedText, typedBirthDate } from "./fields.ts";
import type { ProblemCodeDefinition } from "./problem.ts";

/** The header that carries the mailed token when the undo page looks it up (never a query parameter: URLs end up in logs). */
export const FAMILY_UNDO_TOKEN_HEADER = "x-family-undo-token";

/** ADULT: 18 or older on today's date in Europe/Brussels; CHILD: younger. */
export const familyAgeGroupSchema = z.enum(["ADULT", "CHILD"]);
export type FamilyAgeGroup = z.infer<typeof familyAgeGroupSchema>;

export const familyMemberSchema = z.object({
  holderId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  ageGroup: familyAgeGroupSchema,
  /** The owner of the family (families.main_holder_id): listed first, never removable. */
  mainFamilyMember: z.boolean(),
  /** When the member was added (ISO 8601); for the owner, when the family was created (null before its first member). */
  addedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

export const familyCapsSchema = z.object({
  maxAdults: z.number().int().min(1),
  maxChildren: z.number().int().min(0),
  /** Adults in the family now, the main holder included when adult. */
  adults: z.number().int().min(0),
  /** Children in the family now, the main holder included when under 18. */
  children: z.number().int().min(0),
});
export type FamilyCaps = z.infer<typeof familyCapsSchema>;

/** A family I am a member of (not its owner): only the main holder's first name and last-name initial. */
export const familyMembershipSchema = z.object({
  familyId: z.uuid(),
  mainHolderFirstName: z.string(),
  /** "J." for Janssens. */
  mainHolderLastNameInitial: z.string(),
  addedAt: z.iso.datetime({ offset: true }),
});
export type FamilyMembership = z.infer<typeof familyMembershipSchema>;

/** An invitation I sent as main holder that waits for an answer (not yet expired): decision 0055. */
export const sentFamilyInvitationSchema = z.object({
  invitationId: z.uuid(),
  holderId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  ageGroup: familyAgeGroupSchema,
  invitedAt: z.iso.datetime({ offset: true }),
  /** After this instant the invitation can no longer be accepted. */
  expiresAt: z.iso.datetime({ offset: true }),
});
export type SentFamilyInvitation = z.infer<typeof sentFamilyInvitationSchema>;

/** An invitation into someone else's family that waits for my answer (not yet expired). */
export const receivedFamilyInvitationSchema = z.object({
  invitationId: z.uuid(),
  familyId: z.uuid(),
  mainHolderFirstName: z.string(),
  /** "J." for Janssens. */
  mainHolderLastNameInitial: z.string(),
  /** For "haar gezin" / "zijn gezin"; null: unknown or X ("het gezin"). */
  mainHolderGender: z.enum(["FEMALE", "MALE"]).nullable(),
  invitedAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type ReceivedFamilyInvitation = z.infer<typeof receivedFamilyInvitationSchema>;

/** 200 of GET /api/user/family. */
export const familyResponseSchema = z.object({
  /** My own family: always at least me (mainFamilyMember: true), first. */
  members: z.array(familyMemberSchema),
  caps: familyCapsSchema,
  /** Users under 16 cannot add family members (age in Europe/Brussels). */
  isUnder16: z.boolean(),
  /** The families whose main holder added me. */
  memberOf: z.array(familyMembershipSchema),
  /** The invitations I sent that wait for an answer, oldest first. */
  pendingInvitations: z.array(sentFamilyInvitationSchema),
  /** The invitations into other families that wait for my answer, oldest first. */
  invitationsForMe: z.array(receivedFamilyInvitationSchema),
});
export type FamilyResponse = z.infer<typeof familyResponseSchema>;

/** Body of POST /api/user/family/members: the member's card number and birth date (yyyy-mm-dd). */
export const addFamilyMemberRequestSchema = z.object({
  cardNumber: cardNumberInputSchema,
  birthDate: isoBirthDateSchema,
});
export type AddFamilyMemberRequest = z.input<typeof addFamilyMemberRequestSchema>;

/** The Dutch messages of the add form (about the member's card, not the holder's own). */
export const familyFormMessages = {
  cardNumberRequired: "Vul het pasnummer van je gezinslid in.",
  cardNumberLength: "Een pasnummer bestaat uit 13 cijfers.",
  cardNumberInvalid: "Dit pasnummer bestaat niet. Kijk het nog eens na.",
  birthDateRequired: "Vul de geboortedatum van je gezinslid in.",
  birthDateFormat: "Schrijf de geboortedatum als dag, maand en jaar, bv. 22/04/2011.",
  birthDateImpossible: "Deze datum bestaat niet.",
  birthDateFuture: "Een geboortedatum kan niet in de toekomst liggen.",
} as const;

/** The web's add form: card number as people type it, birth date as typed (22/04/2011, 22042011 …; not after today in Europe/Brussels) -> the api's body. */
export function familyAddFormSchema(now: Date = new Date()) {
  const m = familyFormMessages;
  return z.object({
    cardNumber: trimmedText({ error: m.cardNumberRequired })
      .min(1, m.cardNumberRequired)
      .transform(normalizeCardNumber)
      .pipe(
        z
          .string()
          .regex(/^\d{13}$/, { error: m.cardNumberLength, abort: true })
          .refine(isValidCardNumber, m.cardNumberInvalid),
      ),
    birthDate: typedBirthDate(
      { required: m.birthDateRequired, format: m.birthDateFormat, impossible: m.birthDateImpossible, future: m.birthDateFuture },
      now,
    ),
  });
}

/** 200 of POST /api/user/family/members. */
export const addFamilyMemberResponseSchema = z.object({
  /**
   * ADDED: a member at once (a child under 16 without an account of their own); member.addedAt is set.
   * INVITED: 16 or older, or with an account of their own: an invitation they accept in their app
   * (decision 0055); member.addedAt is null until then.
   */
  status: z.enum(["ADDED", "INVITED"]),
  member: familyMemberSchema,
  /** Whether the member got a mail: the link to leave (ADDED) or the invitation (INVITED); none without a known address. */
  notified: z.boolean(),
  /** INVITED: until when the invitation can be accepted; ADDED: null. */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type AddFamilyMemberResponse = z.infer<typeof addFamilyMemberResponseSchema>;

export const removeFamilyMemberParamsSchema = z.object({ holderId: z.uuid() });
export const leaveFamilyParamsSchema = z.object({ familyId: z.uuid() });

export const familyDoneResponseSchema = z.object({ status: z.enum(["REMOVED", "LEFT"]) });
export type FamilyDoneResponse = z.infer<typeof familyDoneResponseSchema>;

const undoTokenSchema = text().min(1).max(200);

/** What the mailed link is about: who added whom (shown before anything is done). */
export const familyUndoInfoSchema = z.object({
  memberFirstName: z.string(),
  mainHolderFirstName: z.string(),
  mainHolderLastNameInitial: z.string(),
});
export type FamilyUndoInfo = z.infer<typeof familyUndoInfoSchema>;

export const undoFamilyRequestSchema = z.object({ token: undoTokenSchema });

/** Problem codes of the family, owned here and spread into the catalogue (problem.ts). */
export const familyProblemCodes = {
  FAMILY_UNDER_16: {
    status: 403,
    title: "Users under 16 cannot add family members",
    nl: "Je bent jonger dan 16 jaar. Gezinsleden toevoegen kan vanaf 16 jaar.",
  },
  /** Spec §5: "Family member same as main user is rejected". */
  FAMILY_MEMBER_SAME_AS_MAIN_USER: {
    status: 422,
    title: "Family member same as main user",
    nl: "Dit is je eigen pas. Je bent de hoofdgebruiker van je gezin en hoeft jezelf niet toe te voegen.",
  },
  FAMILY_MEMBER_ALREADY_ADDED: {
    status: 409,
    title: "Already a member of this family",
    nl: "Deze persoon is al lid van je gezin.",
  },
  FAMILY_TOO_MANY_ADULTS: {
    status: 409,
    title: "Too many adults in the family",
    nl: "Je gezin heeft al het maximum aantal volwassenen. Verwijder eerst een volwassene om iemand anders toe te voegen.",
  },
  FAMILY_TOO_MANY_CHILDREN: {
    status: 409,
    title: "Too many children in the family",
    nl: "Je gezin heeft al het maximum aantal kinderen. Verwijder eerst een kind om iemand anders toe te voegen.",
  },
  /** The answer of the card number + birth date check (unknown card, unsold, blocked or a wrong birth date: one neutral answer). */
  FAMILY_HOLDER_NOT_FOUND: {
    status: 404,
    title: "No card holder for this card number and birth date",
    nl: "We vonden geen pashouder met dit pasnummer en deze geboortedatum. Kijk beide nog eens na.",
  },
  FAMILY_MEMBER_NOT_FOUND: {
    status: 404,
    title: "Not a member of your family",
    nl: "Deze persoon is geen lid van je gezin.",
  },
  FAMILY_NOT_A_MEMBER: {
    status: 404,
    title: "Not a member of this family",
    nl: "Je bent geen lid van dit gezin.",
  },
  FAMILY_OWNER_CANNOT_BE_REMOVED: {
    status: 409,
    title: "The main holder cannot be removed from the family",
    nl: "De hoofdgebruiker kan niet uit het eigen gezin verwijderd worden.",
  },
  FAMILY_ALREADY_INVITED: {
    status: 409,
    title: "This person already has a pending invitation to the family",
    nl: "Je hebt deze persoon al uitgenodigd. De uitnodiging wacht nog op antwoord.",
  },
  FAMILY_INVITATION_NOT_FOUND: {
    status: 404,
    title: "No pending family invitation with this id for you",
    nl: "Deze uitnodiging bestaat niet of werd al beantwoord of ingetrokken.",
  },
  FAMILY_INVITATION_EXPIRED: {
    status: 410,
    title: "The family invitation has expired",
    nl: "Deze uitnodiging is verlopen. Vraag de hoofdgebruiker om je opnieuw uit te nodigen.",
  },
  FAMILY_UNDO_TOKEN_INVALID: {
    status: 410,
    title: "Unknown or used family link",
    nl: "Deze link werd al gebruikt of bestaat niet. Ben je nog lid van het gezin? Meld je aan en verlaat het via Mijn gezin.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;
export type FamilyProblemCode = keyof typeof familyProblemCodes;

export const getFamily = defineEndpoint({
  method: "GET",
  path: "/user/family",
  operationId: "getFamily",
  summary: "Mijn gezin (ik als hoofdgebruiker, met de grenzen) en de gezinnen waarvan ik lid ben",
  tag: "family",
  auth: "bearer",
  response: familyResponseSchema,
  problems: ["NO_CARD"],
});

export const addFamilyMember = defineEndpoint({
  method: "POST",
  path: "/user/family/members",
  operationId: "addFamilyMember",
  summary:
    "Voeg een gezinslid toe met pasnummer + geboortedatum: een kind jonger dan 16 zonder eigen account meteen (met een mail met een eenmalige link om het gezin te verlaten), anders een uitnodiging die het lid aanvaardt",
  description:
    "Dezelfde controle van pasnummer + geboortedatum als de registratie, met dezelfde teller per pas (5 foute geboortedata per uur: 429 CARD_ATTEMPTS_LOCKED). Grenzen: maxAdults en maxChildren (de hoofdgebruiker telt mee; kind = jonger dan 18 in Europe/Brussels), opnieuw gecontroleerd bij het aanvaarden. Wie 16 of ouder is of een eigen account heeft, krijgt een uitnodiging (status INVITED, geldig tot expiresAt).",
  tag: "family",
  auth: "bearer",
  body: addFamilyMemberRequestSchema,
  response: addFamilyMemberResponseSchema,
  problems: [
    "NO_CARD",
    "FAMILY_UNDER_16",
    "FAMILY_HOLDER_NOT_FOUND",
    "CARD_ATTEMPTS_LOCKED",
    "FAMILY_MEMBER_SAME_AS_MAIN_USER",
    "FAMILY_MEMBER_ALREADY_ADDED",
    "FAMILY_ALREADY_INVITED",
    "FAMILY_TOO_MANY_ADULTS",
    "FAMILY_TOO_MANY_CHILDREN",
  ],
});

export const removeFamilyMember = defineEndpoint({
  method: "DELETE",
  path: "/user/family/members/:holderId",
  operationId: "removeFamilyMember",
  summary: "Verwijder een lid uit mijn gezin (de hoofdgebruiker kan niet verwijderd worden)",
  tag: "family",
  auth: "bearer",
  params: removeFamilyMemberParamsSchema,
  response: familyDoneResponseSchema,
  problems: ["NO_CARD", "FAMILY_MEMBER_NOT_FOUND", "FAMILY_OWNER_CANNOT_BE_REMOVED"],
});

export const leaveFamily = defineEndpoint({
  method: "POST",
  path: "/user/families/:familyId/leave",
  operationId: "leaveFamily",
  summary: "Verlaat een gezin waarvan ik lid ben",
  tag: "family",
  auth: "bearer",
  params: leaveFamilyParamsSchema,
  response: familyDoneResponseSchema,
  problems: ["NO_CARD", "FAMILY_NOT_A_MEMBER", "FAMILY_OWNER_CANNOT_BE_REMOVED"],
});

export const getFamilyUndo = defineEndpoint({
  method: "GET",
  path: "/family/undo",
  operationId: "getFamilyUndo",
  summary: "De link uit de mail aan een nieuw gezinslid: wie voegde wie toe (header x-family-undo-token; doet niets)",
  tag: "family",
  auth: "none",
  headers: z.object({ [FAMILY_UNDO_TOKEN_HEADER]: undoTokenSchema }),
  response: familyUndoInfoSchema,
  problems: ["FAMILY_UNDO_TOKEN_INVALID"],
});

export const undoFamilyMembership = defineEndpoint({
  method: "POST",
  path: "/family/undo",
  operationId: "undoFamilyMembership",
  summary: "Verlaat het gezin met de eenmalige link uit de mail (zonder aan te melden)",
  tag: "family",
  auth: "none",
  body: undoFamilyRequestSchema,
  response: familyDoneResponseSchema,
  problems: ["FAMILY_UNDO_TOKEN_INVALID"],
});
