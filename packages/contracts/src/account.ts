// The holder's account: the profile (spec: GET {identity endpoint}/enduser/profile, served by the api
// at GET /api/enduser/profile). Feature name in every layer: `account` (api modules/account, web
// features/account).
import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";
import type { ProblemCodeDefinition } from "./problem.ts";

export const cardSystemRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type CardSystemRef = z.infer<typeof cardSystemRefSchema>;

export const kansenstatuutStatusSchema = z.enum(["ACTIVE", "EXPIRED", "SUSPENDED"]);

export const profileKansenstatuutSchema = z.object({
  cardSystem: cardSystemRefSchema,
  status: kansenstatuutStatusSchema,
  /** yyyy-mm-dd */
  kansenStatuutEndDate: z.string(),
});
export type ProfileKansenstatuut = z.infer<typeof profileKansenstatuutSchema>;

export const profileCardStatusSchema = z.enum(["ACTIVE", "BLOCKED"]);

/**
 * The user profile of the spec. The spec's `{product}Number` is always the key `cardNumber` here,
 * whatever the product slug, so the shape never depends on configuration.
 */
export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /** "P." for Peeters. */
  lastNameInitial: z.string(),
  /** Municipality of residence, or null when unknown. */
  city: z.string().nullable(),
  /** 13 digits (the spec's {product}Number). */
  cardNumber: z.string().regex(/^\d{13}$/),
  cardStatus: profileCardStatusSchema,
  /** Region where the card was bought. */
  cardSystem: cardSystemRefSchema,
  /** Global points balance. */
  points: z.number().int().min(0),
  email: z.string(),
  gsm: z.string().nullable(),
  /** One entry per card system with a social tariff; MIA (analytics) = at least one entry. */
  kansenStatuut: z.array(profileKansenstatuutSchema),
  /** The regions the holder is an active member of, each with its last day (yyyy-mm-dd) or null
   * (no end): the digital card's regions and "geldig tot". */
  memberships: z.array(z.object({ cardSystem: cardSystemRefSchema, endDate: z.string().nullable() })),
  /** yyyy-mm-dd */
  birthDate: z.string(),
  /** Users under 16 cannot add family members (computed in Europe/Brussels). */
  isUnder16: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The analytics user type "MIA": at least one kansenStatuut entry. */
export function isMiaProfile(profile: Pick<Profile, "kansenStatuut">): boolean {
  return profile.kansenStatuut.length > 0;
}

/** Problem codes of the account, owned here and spread into the catalogue (problem.ts). */
export const accountProblemCodes = {
  /** The account has no linked card: the web shows the cardless state. */
  NO_CARD: {
    status: 404,
    title: "No card linked to this account",
    nl: "Aan je account is nog geen pas gekoppeld.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;
export type AccountProblemCode = keyof typeof accountProblemCodes;

export const getProfile = defineEndpoint({
  method: "GET",
  path: "/enduser/profile",
  operationId: "getEnduserProfile",
  summary: "Profiel van de aangemelde pashouder (404 NO_CARD zonder gekoppelde pas)",
  tag: "account",
  auth: "bearer",
  response: profileSchema,
  problems: ["NO_CARD"],
});
