// The card registration in progress (between step 1, step 2 and the login): the registration token and
// the card's status, in a sealed HttpOnly cookie that lives as long as the token (30 minutes).
import type { AppConfig } from "@vtp/config";
import { REGISTRATION_TOKEN_TTL_SECONDS, type RegistrationStatus } from "@vtp/contracts/card-registration";
import { parseCookies, serializeCookie } from "../../i18n/cookies.ts";
import { seal, sealingKey, unseal } from "../../server/sealed-cookie.server.ts";

export const REGISTRATION_COOKIE = "registratie";

export interface RegistrationState {
  token: string;
  /** Spec: the status of GET /passholders/me/uitid/status is stored. */
  status: RegistrationStatus;
  /** Masked e-mail of the account the card is linked to (REGISTERED). */
  maskedEmail?: string;
  /** Masked card number for display ("4010 *** *** 509"). */
  cardLabel: string;
  /** First name of the card's holder ("de pas van Jonas"). */
  holderFirstName?: string;
}

const secure = (config: AppConfig) => config.publicUrl.startsWith("https://");

export function registrationCookie(config: AppConfig, state: RegistrationState, nowMs: number): string {
  const sealed = seal(sealingKey(config, "registration"), state, nowMs + REGISTRATION_TOKEN_TTL_SECONDS * 1000);
  return serializeCookie(REGISTRATION_COOKIE, sealed, { maxAge: REGISTRATION_TOKEN_TTL_SECONDS, secure: secure(config), httpOnly: true });
}

export function readRegistrationState(config: AppConfig, cookieHeader: string | null, nowMs: number): RegistrationState | undefined {
  return unseal<RegistrationState>(sealingKey(config, "registration"), parseCookies(cookieHeader)[REGISTRATION_COOKIE], nowMs);
}

export function clearRegistrationCookie(config: AppConfig): string {
  return serializeCookie(REGISTRATION_COOKIE, "", { maxAge: 0, secure: secure(config), httpOnly: true });
}
