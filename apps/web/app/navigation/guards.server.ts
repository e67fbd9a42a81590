import { redirect, type MiddlewareFunction } from "react-router";
import { readAppContext } from "../context.server.ts";
import type { AppConfig } from "@vtp/config";
import { parseCookies } from "../i18n/cookies.ts";
import { pathTo } from "../route-table.ts";
import { authCookieName, USER_COOKIE } from "../server/session.server.ts";
import { authenticatedGuard, loginMethodRerouteGuard, notAuthenticatedGuard, refreshTokenGuard } from "../features/login/guards.server.ts";

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

// The login redirect with `?pathname=` (spec §4) lives with the other login rules.
export { loginRedirectTarget } from "../features/login/return-path.ts";

const onlineRequestFeatureFlag: MiddlewareFunction<Response> = ({ context }) => {
  const { publicConfig, config } = readAppContext(context);
  if (!publicConfig.onlineRequest) throw redirect(pathTo("index", config.product.slug));
};

// authenticated, notAuthenticated, refreshToken and loginMethodReroute work on the server-side session
// (features/login/guards.server.ts; decisions in features/login/guard-decisions.ts).
const registry: Record<GuardName, MiddlewareFunction<Response>> = {
  authenticated: authenticatedGuard,
  notAuthenticated: notAuthenticatedGuard,
  refreshToken: refreshTokenGuard,
  loginMethodReroute: loginMethodRerouteGuard,
  onlineRequestFeatureFlag,
};

export const guardNames = Object.keys(registry) as GuardName[];

/** The guard for a name; throws UnknownMiddlewareError (a 500) for any other name. */
export function resolveMiddleware(name: string): MiddlewareFunction<Response> {
  if (!Object.hasOwn(registry, name)) throw new UnknownMiddlewareError(name);
  return registry[name as GuardName];
}
