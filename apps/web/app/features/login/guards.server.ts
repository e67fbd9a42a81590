// The guards of the spec (§2 "Route guards") as React Router middleware; app/navigation/guards.ts
// registers them by name. The decisions themselves are pure (guard-decisions.ts).
import { redirect, type MiddlewareFunction } from "react-router";
import { readAppContext } from "../../context.server.ts";
import { authView, currentAuth, freshAuth, loginRedirect } from "../../server/current.server.ts";
import { decideAuthenticated, decideLoginMethodReroute, decideNotAuthenticated } from "./guard-decisions.ts";
import { requestedPage, type PageRequest } from "./return-path.ts";
import { authCookieName, clearSessionCookies, hasAccountCookie } from "../../server/session.server.ts";

/** The requested page (path and query without the data-request suffix) and the product slug. */
function pageRequest(args: Parameters<MiddlewareFunction<Response>>[0]): PageRequest {
  return { ...requestedPage(args.url), slug: readAppContext(args.context).config.product.slug };
}

export const authenticatedGuard: MiddlewareFunction<Response> = async (args) => {
  const auth = await currentAuth(args);
  if (auth === null) throw loginRedirect(args);
  const outcome = decideAuthenticated(authView(auth), pageRequest(args));
  if (outcome.kind === "redirect") throw redirect(outcome.to);
};

/** Spec §4: tokens are refreshed when the router is ready, i.e. on every navigation to a holder page. */
export const refreshTokenGuard: MiddlewareFunction<Response> = async (args) => {
  if ((await currentAuth(args)) === null) return;
  if ((await freshAuth(args)) === null) throw loginRedirect(args);
};

export const loginMethodRerouteGuard: MiddlewareFunction<Response> = async (args) => {
  const outcome = decideLoginMethodReroute(authView(await currentAuth(args)), pageRequest(args));
  if (outcome.kind === "redirect") throw redirect(outcome.to);
};

export const notAuthenticatedGuard: MiddlewareFunction<Response> = async (args, next) => {
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
