import { redirect, type MiddlewareFunction } from "react-router";
import { readAppContext } from "../context.server.ts";
import { parseCookies } from "../i18n/cookies.ts";
import { stripLocalePrefix } from "../i18n/locale.ts";

/** "Unknown middleware {name}": a route asked for a guard that does not exist. Rendered as a 500. */
export class UnknownMiddlewareError extends Error {
  readonly status = 500;
  constructor(name: string) {
    super(`Unknown middleware ${name}`);
    this.name = "UnknownMiddlewareError";
  }
}

export type GuardName = "authenticated" | "notAuthenticated" | "refreshToken" | "loginMethodReroute" | "onlineRequestFeatureFlag";

/** A holder is logged in when both the `user` and `auth` cookies are present (spec §6). */
export function isLoggedIn(cookieHeader: string | null): boolean {
  const cookies = parseCookies(cookieHeader);
  return Boolean(cookies.user) && Boolean(cookies.auth);
}

/** Paths whose login redirect carries no return path (spec §4: index, forgot, register). */
const noReturnPaths = new Set(["/", "/wachtwoord-vergeten", "/registreer"]);

/** Login URL for a visitor who asked for `pathname`: `?pathname=` carries the way back. */
export function loginRedirectTarget(pathname: string, search = ""): string {
  const path = stripLocalePrefix(pathname);
  if (noReturnPaths.has(path)) return "/aanmelden-uitid";
  return `/aanmelden-uitid?pathname=${encodeURIComponent(path + search)}`;
}

const authenticated: MiddlewareFunction<Response> = ({ request }) => {
  if (!isLoggedIn(request.headers.get("cookie"))) {
    const url = new URL(request.url);
    throw redirect(loginRedirectTarget(url.pathname, url.search));
  }
};

const notAuthenticated: MiddlewareFunction<Response> = ({ request }) => {
  if (isLoggedIn(request.headers.get("cookie"))) throw redirect("/overzicht");
};

const onlineRequestFeatureFlag: MiddlewareFunction<Response> = ({ context }) => {
  if (!readAppContext(context).publicConfig.onlineRequest) throw redirect("/");
};

// refreshToken and loginMethodReroute pass through here: the server-side session (issue 3) refreshes
// tokens before it calls the api, and the spec leaves the reroute behaviour open.
const passThrough: MiddlewareFunction<Response> = () => undefined;

const registry: Record<GuardName, MiddlewareFunction<Response>> = {
  authenticated,
  notAuthenticated,
  refreshToken: passThrough,
  loginMethodReroute: passThrough,
  onlineRequestFeatureFlag,
};

export const guardNames = Object.keys(registry) as GuardName[];

/** The guard for a name; throws UnknownMiddlewareError (a 500) for any other name. */
export function resolveMiddleware(name: string): MiddlewareFunction<Response> {
  if (!Object.hasOwn(registry, name)) throw new UnknownMiddlewareError(name);
  return registry[name as GuardName];
}
