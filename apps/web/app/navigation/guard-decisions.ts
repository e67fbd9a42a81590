// Pure decisions of the route guards (app/navigation/guards.server.ts wires them as middleware).
// Which public pages send a signed-in holder away, and why, is written down in
// docs/decisions/0011-login-method-reroute.md.
// What each page allows is a column of the route table (app/route-table.ts: `audience`,
// `duringOnboarding`); these functions only read it.
import { pathTo } from "../route-table.ts";
import { routeForPath } from "../route-lookup.ts";
import { loginRedirectTarget, returnPathOrDashboard, type PageRequest } from "./return-path.ts";

export type { PageRequest } from "./return-path.ts";

/** What the guards need to know about a signed-in holder (from the server-side session). */
export interface AuthView {
  skipOnboarding: boolean;
  legacy: boolean;
  hasCard: boolean;
}

/** `login`: to the login with the way back (`to`); the guard also clears stale account cookies. */
export type GuardOutcome = { kind: "next" } | { kind: "redirect"; to: string } | { kind: "login"; to: string };

const NEXT: GuardOutcome = { kind: "next" };
const to = (path: string): GuardOutcome => ({ kind: "redirect", to: path });
const toLogin = (request: PageRequest): GuardOutcome => ({ kind: "login", to: loginRedirectTarget(request) });

/** The onboarding, for a holder who has not skipped it, from every page not open `duringOnboarding`. */
export function onboardingRedirect(auth: AuthView, { pathname, slug }: PageRequest): string | undefined {
  if (auth.skipOnboarding || routeForPath(pathname, slug)?.duringOnboarding) return undefined;
  return pathTo("onboarding", slug);
}

/** `authenticated`: protected pages need a live session; the login carries the way back. */
export function decideAuthenticated(auth: AuthView | null, request: PageRequest): GuardOutcome {
  if (auth === null) return toLogin(request);
  const onboarding = onboardingRedirect(auth, request);
  return onboarding ? to(onboarding) : NEXT;
}

/**
 * `notAuthenticated` (public and login layouts), by the page's `audience`: a visitor passes, except on
 * a page for holders (the onboarding), which sends it to the login. A signed-in holder (both cookies
 * and a live session) is sent to the onboarding when it is due; from a page for visitors to the
 * dashboard (from the login: to its safe `pathname`); from the legacy upgrade unless the account is
 * legacy; from card registration when a card is already linked. Content pages stay readable.
 */
export function decideNotAuthenticated(auth: AuthView | null, request: PageRequest): GuardOutcome {
  const { slug, search = "" } = request;
  const page = routeForPath(request.pathname, slug);
  if (auth === null) return page?.audience === "holders" ? toLogin(request) : NEXT;
  const onboarding = onboardingRedirect(auth, request);
  if (onboarding) return to(onboarding);
  const dashboard = pathTo("dashboard", slug);
  switch (page?.audience) {
    case "visitors":
      if (page.name === "login-uitid") return to(returnPathOrDashboard(new URLSearchParams(search).get("pathname"), slug));
      return to(dashboard);
    case "legacy":
      return auth.legacy ? NEXT : to(dashboard);
    case "cardless":
      return auth.hasCard ? to(dashboard) : NEXT;
    default:
      return NEXT;
  }
}

/**
 * `loginMethodReroute` (holder layouts): an account that still dates from the legacy card + pin login
 * finishes its move to the identity-provider login on /uitid-upgrade before anything else.
 */
export function decideLoginMethodReroute(auth: AuthView | null, { pathname, slug }: PageRequest): GuardOutcome {
  if (auth === null || !auth.legacy) return NEXT;
  return routeForPath(pathname, slug)?.audience === "legacy" ? NEXT : to(pathTo("uitid-upgrade", slug));
}
