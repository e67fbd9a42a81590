// Identity contracts shared by the embedded OpenID provider (apps/idp), the web app's login
// (backend-for-frontend) and the api's bearer-token check.
import { z } from "zod";
import { text } from "./fields.ts";

/** Client id of the government login stand-in (eID / itsme) used by the online card request. */
export const GOVERNMENT_CLIENT_ID = "overheid-login";

/** Scope the web app requests at the identity provider. */
export const WEB_LOGIN_SCOPE = "openid profile email offline_access";

/**
 * Scopes every access token must carry for the api: the scope set of the embedded provider's resource
 * server (apps/idp provider.ts API_SCOPE), which is exactly what the web app requests. An external
 * provider must put these in the access token's `scope` claim too.
 */
export const API_REQUIRED_SCOPES = ["openid", "profile", "email", "offline_access"] as const;

/**
 * The one scope of a partner client's access token (OAuth client credentials, decision 0045): the
 * embedded provider's resource server grants a partner client this scope only, and the web client never
 * gets it. The api acts for the client's organiser on the partner routes and refuses it elsewhere.
 */
export const PARTNER_API_SCOPE = "partner-api";

/** Scope the online request asks of the government login. */
export const GOVERNMENT_LOGIN_SCOPE = "openid profile insz";

/** Extra authorization request parameters the identity provider understands. */
export const extraAuthorizeParams = [
  "screen",
  "fixed_email",
  "email",
  "return_if_cancelled",
  "given_name",
  "family_name",
  // "enrol": a staff member asks to set up the second factor (decision 0061).
  "second_factor",
] as const;
export type ExtraAuthorizeParam = (typeof extraAuthorizeParams)[number];

/** Password rules shown on the registration and reset pages and enforced by the provider. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * Claims of the ID token issued to the web app (scope openid profile email). An answer of the provider,
 * not a request field: plain strings, so a name stored before the provider's forms refused control
 * characters (a tab) still logs in.
 */
export const webIdTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});
export type WebIdTokenClaims = z.infer<typeof webIdTokenClaimsSchema>;

/** What the api learns from a verified access token. */
export interface AccessTokenInfo {
  sub: string;
  scope: string;
  exp: number;
  /** Set for a partner client's client-credentials token (its client id); absent for a person's token. */
  partnerClientId?: string | undefined;
  /** How the person logged in (RFC 8176): ["pwd"], or ["pwd", "otp"] with the second factor (decision 0061). */
  amr?: string[] | undefined;
}

// The government login's claims go into the online request's draft: their texts refuse control
// characters as a request's fields do (fields.ts), so a claim PostgreSQL cannot store is a refused proof.
const addressSchema = z.object({
  street_address: text(),
  postal_code: text(),
  locality: text(),
  country: text(),
});

const governmentPersonSchema = z.object({
  insz: text().regex(/^\d{11}$/),
  given_name: text(),
  family_name: text(),
  birthdate: text().regex(/^\d{4}-\d{2}-\d{2}$/),
  gender: z.enum(["MALE", "FEMALE", "X"]),
  address: addressSchema,
  social_tariff: z.boolean(),
  /** Card number when the person already has a card (then no new card can be requested). */
  card_number: text().nullable(),
});

/** Claims of the government login's ID token (scope openid profile insz). */
export const governmentIdTokenClaimsSchema = governmentPersonSchema.extend({
  sub: text().min(1),
  name: text(),
  children: z.array(governmentPersonSchema),
});
export type GovernmentIdTokenClaims = z.infer<typeof governmentIdTokenClaimsSchema>;
export type GovernmentPersonClaims = z.infer<typeof governmentPersonSchema>;
