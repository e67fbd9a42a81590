// The login at the OpenID provider: the authorization code flow with PKCE (S256), state and nonce, and
// the RP-initiated logout. The pending login lives in a sealed, HttpOnly, 10-minute cookie; the tokens
// end up in the server-side session (app/server/session.server.ts), never in the browser. The client's
// configuration, the refresh grant and revocation are shared with the session: app/server/oidc-client.server.ts.
import * as client from "openid-client";
import type { AppConfig } from "@vtp/config";
import { WEB_LOGIN_SCOPE, webIdTokenClaimsSchema, type WebIdTokenClaims } from "@vtp/contracts/identity";
import { parseCookies, serializeCookie } from "../../i18n/cookies.ts";
import { pathTo } from "../../route-table.ts";
import { SIGNED_OUT_STATE } from "./messages.ts";
import {
  IdentityProviderUnavailableError,
  isProviderUnreachable,
  oidcConfiguration,
  sessionTokens,
} from "../../server/oidc-client.server.ts";
import { seal, sealingKey, unseal } from "../../server/sealed-cookie.server.ts";
import type { NewTokens } from "../../server/session.server.ts";

export const LOGIN_STATE_COOKIE = "auth_login";
const LOGIN_STATE_TTL_MS = 10 * 60 * 1000;

/** The spec's callback parameters, carried through the login on the server side. */
export interface CallbackParams {
  /** Card registration token: the card is linked to the account right after the login. */
  registrationToken?: string;
  /** The login was started from the online request: return to `returnTo` (the next step), also after linking a card. */
  onlineRequest?: boolean;
  /** The online request's page to go back to when the login fails (it shows the spec's message). */
  onlineRequestBack?: string;
  /** The holder chose to continue without a card (online request). */
  cardless?: boolean;
  /** Card number and birth date given before the login (online request); never put in a URL. */
  card?: string;
  dob?: string;
}

export interface LoginState {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Safe same-site path to return to after the login. */
  returnTo: string;
  params: CallbackParams;
}

/** Extra authorization request parameters the provider understands (spec §7). */
export interface AuthorizeOptions {
  screen?: "register";
  email?: string;
  fixedEmail?: string;
  /** Absolute URL on this site where the provider returns when the user cancels. */
  returnIfCancelled?: string;
  /** Force the provider to ask for credentials even when it has a session (e.g. registration flows). */
  forceLogin?: boolean;
  /** Names the registration form shows filled in (the online request knows them: never ask twice). */
  givenName?: string;
  familyName?: string;
  /** A staff member asks to set up the second factor (decision 0061): the provider's enrolment after the password. */
  secondFactor?: "enrol";
}

export function redirectUri(config: AppConfig): string {
  return `${config.publicUrl}${pathTo("callback", config.product.slug)}`;
}

const secure = (config: AppConfig) => config.publicUrl.startsWith("https://");

/** The authorize URL and the Set-Cookie header holding the pending login. */
export async function startLogin(
  config: AppConfig,
  nowMs: number,
  input: { returnTo: string; params?: CallbackParams; authorize?: AuthorizeOptions },
): Promise<{ url: string; cookie: string }> {
  const oidc = await oidcConfiguration(config);
  const state: LoginState = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    returnTo: input.returnTo,
    params: input.params ?? {},
  };
  const parameters: Record<string, string> = {
    redirect_uri: redirectUri(config),
    scope: WEB_LOGIN_SCOPE,
    state: state.state,
    nonce: state.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(state.codeVerifier),
    code_challenge_method: "S256",
    ui_locales: "nl",
  };
  const a = input.authorize ?? {};
  if (a.screen) parameters.screen = a.screen;
  if (a.fixedEmail) parameters.fixed_email = a.fixedEmail;
  else if (a.email) parameters.email = a.email;
  if (a.returnIfCancelled) parameters.return_if_cancelled = a.returnIfCancelled;
  if (a.forceLogin) parameters.prompt = "login";
  if (a.givenName) parameters.given_name = a.givenName;
  if (a.familyName) parameters.family_name = a.familyName;
  if (a.secondFactor) parameters.second_factor = a.secondFactor;
  const url = client.buildAuthorizationUrl(oidc, parameters).href;
  const sealed = seal(sealingKey(config, "login"), state, nowMs + LOGIN_STATE_TTL_MS);
  const cookie = serializeCookie(LOGIN_STATE_COOKIE, sealed, { maxAge: LOGIN_STATE_TTL_MS / 1000, secure: secure(config), httpOnly: true });
  return { url, cookie };
}

export function readLoginState(config: AppConfig, cookieHeader: string | null, nowMs: number): LoginState | undefined {
  return unseal<LoginState>(sealingKey(config, "login"), parseCookies(cookieHeader)[LOGIN_STATE_COOKIE], nowMs);
}

export function clearLoginStateCookie(config: AppConfig): string {
  return serializeCookie(LOGIN_STATE_COOKIE, "", { maxAge: 0, secure: secure(config), httpOnly: true });
}

export class LoginFailedError extends Error {
  readonly reason: "missing_state" | "provider_error" | "cancelled" | "exchange_failed";
  constructor(reason: LoginFailedError["reason"], message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "LoginFailedError";
    this.reason = reason;
  }
}

/**
 * Validates the authorization response at /callback (state, issuer, PKCE via the token request,
 * nonce and signature of the ID token) and exchanges the code. `issuedAtMs` is taken before the
 * token request, so issuedAt + expiresIn never lies after the real expiry.
 */
export async function completeLogin(
  config: AppConfig,
  callbackUrl: URL,
  loginState: LoginState | undefined,
  nowMs: number,
): Promise<{ tokens: NewTokens; claims: WebIdTokenClaims }> {
  const error = callbackUrl.searchParams.get("error");
  if (error === "access_denied") throw new LoginFailedError("cancelled", "De gebruiker annuleerde de aanmelding.");
  if (error) throw new LoginFailedError("provider_error", `De identiteitsprovider meldde ${error}.`);
  if (loginState === undefined) throw new LoginFailedError("missing_state", "Geen lopende aanmelding (cookie ontbreekt of is verlopen).");
  const oidc = await oidcConfiguration(config);
  try {
    const response = await client.authorizationCodeGrant(oidc, callbackUrl, {
      pkceCodeVerifier: loginState.codeVerifier,
      expectedState: loginState.state,
      expectedNonce: loginState.nonce,
      idTokenExpected: true,
    });
    const claims = webIdTokenClaimsSchema.parse(response.claims());
    return { tokens: sessionTokens(response, nowMs, null), claims };
  } catch (cause) {
    if (isProviderUnreachable(cause)) throw new IdentityProviderUnavailableError("code exchange: identity provider unreachable", { cause });
    throw new LoginFailedError("exchange_failed", "De code kon niet ingewisseld worden.", { cause });
  }
}

/** RP-initiated logout at the provider, returning to `postLogoutRedirectUri` with `state=afgemeld`. */
export async function endSessionUrl(config: AppConfig, idToken: string | null, postLogoutRedirectUri: string): Promise<string> {
  const oidc = await oidcConfiguration(config);
  const parameters: Record<string, string> = {
    post_logout_redirect_uri: postLogoutRedirectUri,
    client_id: config.oidc.clientId,
    state: SIGNED_OUT_STATE,
  };
  if (idToken) parameters.id_token_hint = idToken;
  return client.buildEndSessionUrl(oidc, parameters).href;
}
