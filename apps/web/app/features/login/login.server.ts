// Login, callback, logout and onboarding skip: the flows of the backend-for-frontend.
import { redirect, redirectDocument } from "react-router";
import { getAccountState } from "@vtp/contracts/onboarding";
import { getProfile, type Profile } from "@vtp/contracts/account";
import { linkCard } from "@vtp/contracts/card-registration";
import type { WebIdTokenClaims } from "@vtp/contracts/identity";
import { readAppContext } from "../../context.server.ts";
import type { AppContextValue } from "../../context.ts";
import { pathTo } from "../../route-table.ts";
import { callApi, problemOf } from "../../server/api.server.ts";
import { bffNowMs } from "../../server/clock.server.ts";
import { currentAuth, throwLoginUnavailable, type RequestArgs } from "../../server/current.server.ts";
import { isMiaUser } from "../account/index.ts";
import { registrationMessages } from "../card-registration/index.ts";
import { SIGNED_OUT_STATE } from "./messages.ts";
import {
  clearLoginStateCookie,
  completeLogin,
  endSessionUrl,
  LoginFailedError,
  readLoginState,
  startLogin,
  type AuthorizeOptions,
  type CallbackParams,
} from "./oidc.server.ts";
import { clearRegistrationCookie } from "../card-registration/index.server.ts";
import { returnPathOrDashboard, safeReturnPath } from "../../navigation/return-path.ts";
import { IdentityProviderUnavailableError, revokeRefreshToken } from "../../server/oidc-client.server.ts";
import {
  clearSessionCookies,
  createSession,
  deleteSession,
  findSession,
  sessionCookies,
  sessionIdFromCookies,
  sessionKey,
  updateSessionData,
  type SessionData,
} from "../../server/session.server.ts";

/** Redirect to the provider's authorize endpoint; the pending login goes into a sealed cookie. */
export async function beginLogin(
  args: RequestArgs,
  input: { returnTo?: string | null; params?: CallbackParams; authorize?: AuthorizeOptions },
): Promise<Response> {
  const app = readAppContext(args.context);
  let started: Awaited<ReturnType<typeof startLogin>>;
  try {
    started = await startLogin(app.config, bffNowMs(args), {
      returnTo: returnPathOrDashboard(input.returnTo, app.config.product.slug),
      ...(input.params ? { params: input.params } : {}),
      ...(input.authorize ? { authorize: input.authorize } : {}),
    });
  } catch (error) {
    if (error instanceof IdentityProviderUnavailableError) throwLoginUnavailable(args, error);
    throw error;
  }
  const { url, cookie } = started;
  // A document redirect: the provider is outside the router, also when a <Form> or <Link> started it.
  return redirectDocument(url, { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
}

async function loadProfile(app: AppContextValue, accessToken: string): Promise<Profile | null> {
  try {
    return await callApi(app, getProfile, { bearer: accessToken });
  } catch (error) {
    if (problemOf(getProfile, error)?.code === "NO_CARD") return null;
    throw error;
  }
}

async function sessionDataFor(app: AppContextValue, accessToken: string, claims: WebIdTokenClaims): Promise<SessionData> {
  const [state, profile] = await Promise.all([callApi(app, getAccountState, { bearer: accessToken }), loadProfile(app, accessToken)]);
  return {
    firstName: profile?.firstName ?? claims.given_name ?? "",
    lastName: profile?.lastName ?? claims.family_name ?? "",
    email: claims.email ?? profile?.email ?? "",
    skipOnboarding: state.skipOnboarding,
    legacy: state.legacy,
    hasCard: state.hasCard,
    mia: isMiaUser(profile),
  };
}

function failedLogin(app: AppContextValue, reason: string): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", clearLoginStateCookie(app.config));
  return redirect(pathTo("login-uitid", app.config.product.slug, { query: { fout: reason } }), { headers });
}

/**
 * /callback: checks the pending login, exchanges the code, loads the account state and profile,
 * links a card when a registration token came along, and starts a new server-side session
 * (a fresh session id on every login; an older session of this browser is ended).
 */
export async function handleCallback(args: RequestArgs): Promise<Response> {
  const app = readAppContext(args.context);
  const nowMs = bffNowMs(args);
  const cookieHeader = args.request.headers.get("cookie");
  const loginState = readLoginState(app.config, cookieHeader, nowMs);
  let login: Awaited<ReturnType<typeof completeLogin>>;
  try {
    login = await completeLogin(app.config, new URL(args.request.url), loginState, nowMs);
  } catch (error) {
    // The provider cannot be reached: 503 "Aanmelden lukt even niet"; the pending login stays, so
    // reloading the callback once the provider is back can still finish it.
    if (error instanceof IdentityProviderUnavailableError) throwLoginUnavailable(args, error);
    const reason = error instanceof LoginFailedError ? error.reason : "exchange_failed";
    if (!(error instanceof LoginFailedError) || reason === "exchange_failed")
      console.error(`[auth] login failed (${app.requestId})`, error);
    // A login of the online request goes back into the wizard, which shows the spec's message.
    const back = safeReturnPath(loginState?.params.onlineRequestBack, app.config.product.slug);
    if (back !== undefined) {
      const headers = new Headers({ "Cache-Control": "no-store" });
      headers.append("Set-Cookie", clearLoginStateCookie(app.config));
      const url = new URL(back, "http://x");
      url.searchParams.set("aanmelden", reason === "cancelled" ? "geannuleerd" : "mislukt");
      return redirect(`${url.pathname}${url.search}`, { headers });
    }
    return failedLogin(app, reason);
  }
  const state = loginState!;
  const accessToken = login.tokens.accessToken;
  let registration: SessionData["registration"];
  if (state.params.registrationToken) {
    try {
      const linked = await callApi(app, linkCard, { bearer: accessToken, body: { registrationToken: state.params.registrationToken } });
      registration = {
        status: "LINKED",
        cardNumber: linked.cardNumber,
        holderFirstName: linked.holderFirstName,
        ...(login.claims.given_name ? { accountFirstName: login.claims.given_name } : {}),
      };
    } catch (error) {
      const problem = problemOf(linkCard, error);
      registration = problem
        ? { status: "FAILED", message: problem.userMessage, code: problem.code }
        : { status: "FAILED", message: registrationMessages.failed };
    }
  }
  let data: SessionData;
  try {
    data = await sessionDataFor(app, accessToken, login.claims);
  } catch (error) {
    console.error(`[auth] profile after login failed (${app.requestId})`, error);
    return failedLogin(app, "profile");
  }
  if (registration) data.registration = registration;

  const previous = sessionIdFromCookies(app.config, cookieHeader);
  if (previous) await deleteSession(app.db, sessionKey(previous));
  const { sessionId } = await createSession(app.db, { userSub: login.claims.sub, tokens: login.tokens, data }, nowMs);

  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const c of sessionCookies(app.config, sessionId, data)) headers.append("Set-Cookie", c);
  headers.append("Set-Cookie", clearLoginStateCookie(app.config));
  if (registration?.status === "LINKED") headers.append("Set-Cookie", clearRegistrationCookie(app.config));
  const slug = app.config.product.slug;
  // The online request goes on at its next step (which reads the link's outcome); a card registration
  // shows its confirmation; any other login returns where it started.
  const wizard = state.params.onlineRequest === true && state.params.onlineRequestBack !== undefined;
  const target = wizard
    ? state.returnTo
    : registration
      ? pathTo("registration-confirm", slug)
      : state.params.onlineRequest
        ? pathTo("online-request", slug)
        : state.returnTo;
  return redirect(target, { headers });
}

/**
 * Logout (spec §4): revokes the refresh token at the provider, ends the server-side session (tokens),
 * clears the account, login and registration cookies and the browser's storage (Clear-Site-Data), then
 * logs out at the provider, which returns to the home page with "Je bent afgemeld".
 */
export async function performLogout(args: RequestArgs): Promise<Response> {
  const app = readAppContext(args.context);
  const sessionId = sessionIdFromCookies(app.config, args.request.headers.get("cookie"));
  const session = sessionId ? await findSession(app.db, sessionKey(sessionId)) : undefined;
  if (session?.refreshToken) {
    try {
      await revokeRefreshToken(app.config, session.refreshToken);
    } catch (error) {
      // The logout goes on: the session below is gone either way and the provider logout ends the grant.
      console.error(`[auth] refresh token revocation failed (${app.requestId})`, error);
    }
  }
  if (session) await deleteSession(app.db, session.key);
  const headers = new Headers({ "Cache-Control": "no-store", "Clear-Site-Data": '"cookies", "storage"' });
  for (const c of clearSessionCookies(app.config)) headers.append("Set-Cookie", c);
  headers.append("Set-Cookie", clearLoginStateCookie(app.config));
  headers.append("Set-Cookie", clearRegistrationCookie(app.config));
  const slug = app.config.product.slug;
  let target = pathTo("index", slug, { query: { state: SIGNED_OUT_STATE } });
  if (session?.idToken) {
    try {
      target = await endSessionUrl(app.config, session.idToken, `${app.config.publicUrl}${pathTo("index", slug)}`);
    } catch (error) {
      console.error(`[auth] provider logout unavailable (${app.requestId})`, error);
    }
  }
  return redirectDocument(target, { headers });
}

/**
 * After the account was deleted (my data, decision 0044): the api ended its sessions and tokens in the
 * deletion's transaction; here the browser's side ends too (the session row if any, the cookies, the
 * browser's storage with Clear-Site-Data), and the visitor lands on the public page that says so.
 */
export async function endSessionOfDeletedAccount(args: RequestArgs): Promise<Response> {
  const app = readAppContext(args.context);
  const sessionId = sessionIdFromCookies(app.config, args.request.headers.get("cookie"));
  if (sessionId) await deleteSession(app.db, sessionKey(sessionId));
  const headers = new Headers({ "Cache-Control": "no-store", "Clear-Site-Data": '"cookies", "storage"' });
  for (const c of clearSessionCookies(app.config)) headers.append("Set-Cookie", c);
  headers.append("Set-Cookie", clearLoginStateCookie(app.config));
  headers.append("Set-Cookie", clearRegistrationCookie(app.config));
  return redirectDocument(pathTo("account-deleted", app.config.product.slug), { headers });
}

/** Reads and forgets the outcome of a card link made during the login (for /registratie-bevestigen). */
export async function takeRegistrationOutcome(args: RequestArgs): Promise<SessionData["registration"] | undefined> {
  const auth = await currentAuth(args);
  if (!auth?.session.data.registration) return undefined;
  const outcome = auth.session.data.registration;
  const patch: Partial<SessionData> = { registration: undefined };
  if (outcome.status === "LINKED") patch.hasCard = true;
  await updateSessionData(readAppContext(args.context).db, auth.session.key, patch);
  return outcome;
}
