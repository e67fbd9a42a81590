// The signed-in holder of the current request: the session behind the `auth` cookie, read once per
// request (cached in the router context), with tokens refreshed per the spec's rule before any api call.
import { createContext, data, redirect, type RouterContextProvider } from "react-router";
import { readAppContext } from "../context.server.ts";
import type { AppContextValue } from "../context.ts";
import type { EndpointDeclaration, EndpointResponse } from "@vtp/contracts/endpoint";
import { callApi, problemOf, type CallInput } from "./api.server.ts";
import { bffNowMs } from "./clock.server.ts";
import { loginRedirectTarget, requestedPage } from "../navigation/return-path.ts";
import { IdentityProviderUnavailableError, refreshTokens } from "./oidc-client.server.ts";
import {
  claimRefreshLease,
  clearSessionCookies,
  deleteSession,
  findSession,
  hasAccountCookie,
  readSession,
  releaseRefreshLease,
  sessionIdFromCookies,
  storeRefreshedTokens,
  type WebSession,
} from "./session.server.ts";
import { tokenNeedsRefresh } from "./token-rules.ts";

export interface CurrentAuth {
  sessionId: string;
  session: WebSession;
}

interface AuthBox {
  read?: Promise<CurrentAuth | null>;
  fresh?: Promise<CurrentAuth | null>;
}

const authBoxContext = createContext<AuthBox | null>(null);

export interface RequestArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

function box(context: Readonly<RouterContextProvider>): AuthBox {
  let value = context.get(authBoxContext);
  if (value === null) {
    value = {};
    (context as RouterContextProvider).set(authBoxContext, value);
  }
  return value;
}

/** The live session (idle and absolute expiry enforced), without refreshing tokens. */
export function currentAuth(args: RequestArgs): Promise<CurrentAuth | null> {
  const b = box(args.context);
  b.read ??= (async () => {
    const app = readAppContext(args.context);
    const sessionId = sessionIdFromCookies(app.config, args.request.headers.get("cookie"));
    if (sessionId === undefined) return null;
    const session = await readSession(app.db, sessionId, bffNowMs(args));
    return session ? { sessionId, session } : null;
  })();
  return b.read;
}

const REFRESH_LEASE_MS = 15_000;
const WAIT_STEP_MS = 200;

/**
 * Refreshes the tokens when now > issuedAt + expiresIn. Without a refresh token, or when the provider
 * refuses the refresh, the session ends (undefined): a new login starts. When the provider cannot be
 * reached, the session stays (lease released) and IdentityProviderUnavailableError is thrown: 503, and
 * the same session works again once the provider is back. Only one request refreshes a session at a
 * time (lease in the row); the others wait for its result.
 */
export async function ensureFreshTokens(app: AppContextValue, session: WebSession, now: () => number): Promise<WebSession | undefined> {
  for (let waited = 0; ; waited += WAIT_STEP_MS) {
    const nowMs = now();
    if (!tokenNeedsRefresh(session, nowMs)) return session;
    if (session.refreshToken === null) {
      await deleteSession(app.db, session.key);
      return undefined;
    }
    if (await claimRefreshLease(app.db, session, nowMs, REFRESH_LEASE_MS)) {
      try {
        const tokens = await refreshTokens(app.config, session.refreshToken, nowMs);
        await storeRefreshedTokens(app.db, session.key, tokens);
        return { ...session, ...tokens };
      } catch (error) {
        if (error instanceof IdentityProviderUnavailableError) {
          await releaseRefreshLease(app.db, session.key);
          throw error;
        }
        await deleteSession(app.db, session.key);
        return undefined;
      }
    }
    if (waited >= REFRESH_LEASE_MS) return undefined;
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    const reread = await findSession(app.db, session.key);
    if (reread === undefined) return undefined;
    session = reread;
  }
}

/** What an error boundary receives while the identity provider cannot be reached (status 503). */
export const LOGIN_UNAVAILABLE = { unavailable: "identity-provider" } as const;

/**
 * Throws the answer of a page that needed the identity provider while it cannot be reached (decision
 * 0041): a document request gets the host's 503 "Aanmelden lukt even niet" page, a client navigation a
 * 503 that its error boundary shows with the same text.
 */
export function throwLoginUnavailable(args: RequestArgs, error: IdentityProviderUnavailableError): never {
  const app = readAppContext(args.context);
  app.reportUnavailable("identity-provider");
  console.warn(`[auth] identiteitsprovider niet bereikbaar (${app.requestId}): ${error.message}`);
  throw data(LOGIN_UNAVAILABLE, { status: 503, headers: { "Retry-After": "60", "Cache-Control": "no-store" } });
}

/** The session with usable tokens (refreshed when due), or null when the holder must log in. */
export function freshAuth(args: RequestArgs): Promise<CurrentAuth | null> {
  const b = box(args.context);
  b.fresh ??= (async () => {
    const auth = await currentAuth(args);
    if (auth === null) return null;
    try {
      const session = await ensureFreshTokens(readAppContext(args.context), auth.session, () => bffNowMs(args));
      return session ? { sessionId: auth.sessionId, session } : null;
    } catch (error) {
      if (error instanceof IdentityProviderUnavailableError) throwLoginUnavailable(args, error);
      throw error;
    }
  })();
  return b.fresh;
}

/** A redirect to the login that carries the requested path and clears stale account cookies. */
export function loginRedirect(args: RequestArgs): Response {
  const { pathname, search } = requestedPage(new URL(args.request.url));
  const headers = new Headers();
  const { config } = readAppContext(args.context);
  if (hasAccountCookie(config, args.request.headers.get("cookie"))) {
    for (const c of clearSessionCookies(config)) headers.append("Set-Cookie", c);
  }
  return redirect(loginRedirectTarget({ pathname, search, slug: config.product.slug }), { headers });
}

/** For loaders and actions of protected pages: the fresh session, or a redirect to the login. */
export async function requireAuth(args: RequestArgs): Promise<CurrentAuth> {
  const auth = await freshAuth(args);
  if (auth === null) throw loginRedirect(args);
  return auth;
}

/** An api call with the signed-in account's bearer token (a holder's, or staff's for a staff endpoint); a 401 from the api ends the session (new login). */
export async function callApiAsHolder<E extends EndpointDeclaration & { auth: "bearer" | "staff" }>(
  args: RequestArgs,
  endpoint: E,
  input: Omit<CallInput<E>, "bearer">,
): Promise<EndpointResponse<E>> {
  const auth = await requireAuth(args);
  const app = readAppContext(args.context);
  try {
    return await callApi(app, endpoint, { ...input, bearer: auth.session.accessToken } as CallInput<E>);
  } catch (error) {
    if (problemOf(endpoint, error)?.code === "unauthorized") {
      await deleteSession(app.db, auth.session.key);
      throw loginRedirect(args);
    }
    throw error;
  }
}
