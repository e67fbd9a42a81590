// A family member's pass, for the main holder (issue 22 §4, decision 0056): children under 16 rarely
// have a phone, so a parent shows a child's pass at a counter from their own phone. Only what the pass
// shows: name, card number (the barcode is drawn from it), regions, points. Never the national number,
// contact data or the social tariff (the pass is shown to staff and bystanders).
import { z } from "zod";
import { profileSchema } from "./account.ts";
import { defineEndpoint } from "./endpoint.ts";
import { removeFamilyMemberParamsSchema } from "./family.ts";

/** 200 of GET /api/user/family/members/:holderId/pass. */
export const familyMemberPassSchema = profileSchema
  .pick({ firstName: true, lastName: true, cardNumber: true, cardStatus: true, cardSystem: true, memberships: true, points: true })
  .extend({ holderId: z.uuid() })
  .strict();
export type FamilyMemberPass = z.infer<typeof familyMemberPassSchema>;

export const getFamilyMemberPass = defineEndpoint({
  method: "GET",
  path: "/user/family/members/:holderId/pass",
  operationId: "getFamilyMemberPass",
  summary: "De pas van een lid van mijn gezin (naam, pasnummer, regio's, punten), om aan de balie te tonen",
  description:
    "Alleen voor de hoofdgebruiker en alleen voor leden van het eigen gezin; een ander lid of een onbekende persoon krijgt hetzelfde 404 FAMILY_MEMBER_NOT_FOUND. Nooit het rijksregisternummer, contactgegevens of het kansentarief.",
  tag: "family",
  auth: "bearer",
  params: removeFamilyMemberParamsSchema,
  response: familyMemberPassSchema,
  problems: ["NO_CARD", "FAMILY_MEMBER_NOT_FOUND"],
});
