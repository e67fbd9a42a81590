// The guards of the spec (§2 "Route guards") as React Router middleware, registered by name: each
// page's layout asks for them (its columns in app/route-table.ts). authenticated, notAuthenticated,
// refreshToken and loginMethodReroute work on the server-side session (app/server/current.server.ts);
// their decisions are pure (guard-decisions.ts).
import { redirect, type MiddlewareFunction } from "react-router";
import { readAppContext } from "../context.server.ts";
import type { AppConfig } from "@vtp/config";
import { parseCookies } from "../i18n/cookies.ts";
import { pathTo } from "../route-table.ts";
import { currentAuth, freshAuth, loginRedirect, type CurrentAuth } from "../server/current.server.ts";
import { authCookieName, clearSessionCookies, hasAccountCookie, USER_COOKIE } from "../server/session.server.ts";
import { decideAuthenticated, decideLoginMethodReroute, decideNotAuthenticated, type AuthView } from "./guard-decisions.ts";
import { requestedPage, type PageRequest } from "./return-path.ts";

/** "Unknown middleware {name}": a route asked for a guard that does not exist. Rendered as a 500. */
export class UnknownMiddlewareError extends Error {
  readonly status = 500;
  constructor(name: string) {
    super(`Unknown middleware ${name}`);
    this.name = "UnknownMiddlewareError";
  }
}

export type GuardName = "authenticated" | "notAuthenticated" | "refreshToken" | "loginMethodReroute" | "onlineRequestFeatureFlag";

/**
 * A holder is logged in when both the `user` and `auth` cookies are present (spec §6); `auth` is
 * `__Host-auth` in the public posture (server/session.server.ts).
 */
export function isLoggedIn(config: Pick<AppConfig, "posture">, cookieHeader: string | null): boolean {
  const cookies = parseCookies(cookieHeader);
  return Boolean(cookies[USER_COOKIE]) && Boolean(cookies[authCookieName(config)]);
}

// The login redirect with `?pathname=` (spec §4) lives with the other return-path rules.
export { loginRedirectTarget } from "./return-path.ts";

/** What the guards' decisions read of a session. */
function authView(auth: CurrentAuth | null): AuthView | null {
  if (auth === null) return null;
  const d = auth.session.data;
  return { skipOnboarding: d.skipOnboarding, legacy: d.legacy, hasCard: d.hasCard };
}

/** The requested page (path and query without the data-request suffix) and the product slug. */
function pageRequest(args: Parameters<MiddlewareFunction<Response>>[0]): PageRequest {
  return { ...requestedPage(args.url), slug: readAppContext(args.context).config.product.slug };
}

const authenticated: MiddlewareFunction<Response> = async (args) => {
  const auth = await currentAuth(args);
  if (auth === null) throw loginRedirect(args);
  const outcome = decideAuthenticated(authView(auth), pageRequest(args));
  if (outcome.kind === "redirect") throw redirect(outcome.to);
};

/** Spec §4: tokens are refreshed when the router is ready, i.e. on every navigation to a holder page. */
const refreshToken: MiddlewareFunction<Response> = async (args) => {
  if ((await currentAuth(args)) === null) return;
  if ((await freshAuth(args)) === null) throw loginRedirect(args);
};

const loginMethodReroute: MiddlewareFunction<Response> = async (args) => {
  const outcome = decideLoginMethodReroute(authView(await currentAuth(args)), pageRequest(args));
  if (outcome.kind === "redirect") throw redirect(outcome.to);
};

const notAuthenticated: MiddlewareFunction<Response> = async (args, next) => {
  const auth = await currentAuth(args);
  const outcome = decideNotAuthenticated(authView(auth), pageRequest(args));
  // A page for holders outside the holder layouts (the onboarding): the same login redirect as its loader's.
  if (outcome.kind === "login") throw loginRedirect(args);
  if (outcome.kind === "redirect") throw redirect(outcome.to);
  const response = await next();
  // Account cookies without a live session (expired, or logged out elsewhere) are removed.
  const { config } = readAppContext(args.context);
  const setsSession = response.headers.getSetCookie().some((c) => c.startsWith(`${authCookieName(config)}=`));
  if (auth === null && !setsSession && hasAccountCookie(config, args.request.headers.get("cookie"))) {
    for (const c of clearSessionCookies(config)) response.headers.append("Set-Cookie", c);
  }
  return response;
};

const onlineRequestFeatureFlag: MiddlewareFunction<Response> = ({ context }) => {
  const { publicConfig, config } = readAppContext(context);
  if (!publicConfig.onlineRequest) throw redirect(pathTo("index", config.product.slug));
};

const registry: Record<GuardName, MiddlewareFunction<Response>> = {
  authenticated,
  notAuthenticated,
  refreshToken,
  loginMethodReroute,
  onlineRequestFeatureFlag,
};

export const guardNames = Object.keys(registry) as GuardName[];

/** The guard for a name; throws UnknownMiddlewareError (a 500) for any other name. */
export function resolveMiddleware(name: string): MiddlewareFunction<Response> {
  if (!Object.hasOwn(registry, name)) throw new UnknownMiddlewareError(name);
  return registry[name as GuardName];
}
