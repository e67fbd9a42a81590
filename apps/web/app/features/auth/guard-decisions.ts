// Pure decisions of the route guards (app/navigation/guards.ts wires them as middleware).
// Which public pages send a signed-in holder away, and why, is written down in
// docs/decisions/0011-login-method-reroute.md.
import { stripLocalePrefix } from "../../i18n/locale.ts";
import { DASHBOARD_PATH, LOGIN_PATH, loginRedirectTarget, returnPathOrDashboard } from "./return-path.ts";

/** What the guards need to know about a signed-in holder (from the server-side session). */
export interface AuthView {
  skipOnboarding: boolean;
  legacy: boolean;
  hasCard: boolean;
}

export type GuardOutcome = { kind: "next" } | { kind: "redirect"; to: string };

const NEXT: GuardOutcome = { kind: "next" };
const to = (path: string): GuardOutcome => ({ kind: "redirect", to: path });

export const ONBOARDING_PATH = "/onboarding";
export const UPGRADE_PATH = "/uitid-upgrade";

/**
 * Pages a holder who has not skipped the onboarding may still open: the onboarding itself, and the
 * steps of the login transaction (callback, logout, the confirmation of a card linked during login).
 */
const ONBOARDING_EXEMPT = new Set([ONBOARDING_PATH, "/callback", "/afmelden", "/registratie-bevestigen"]);

/** Public pages that make no sense for a signed-in holder: they lead to the dashboard. */
const SIGNED_IN_LEAVES = new Set(["/", LOGIN_PATH, "/inloggen", "/wachtwoord-vergeten", "/email-vergeten", "/registreer"]);

/** Card registration pages: open to visitors and to signed-in accounts without a card. */
const REGISTRATION_PAGES = new Set(["/uitid-registreren-stap1", "/uitid-registreren-stap2", "/uitIdStatus"]);

export function onboardingRedirect(auth: AuthView, pathname: string): string | undefined {
  const path = stripLocalePrefix(pathname);
  if (auth.skipOnboarding || ONBOARDING_EXEMPT.has(path)) return undefined;
  return ONBOARDING_PATH;
}

/** `authenticated`: protected pages need a live session; the login carries the way back. */
export function decideAuthenticated(auth: AuthView | null, pathname: string, search = ""): GuardOutcome {
  if (auth === null) return to(loginRedirectTarget(pathname, search));
  const onboarding = onboardingRedirect(auth, pathname);
  return onboarding ? to(onboarding) : NEXT;
}

/**
 * `notAuthenticated` (public and login layouts): a visitor passes; a signed-in holder (both cookies
 * and a live session) is sent to the onboarding when it is due, away from the home and login pages
 * to the dashboard (or to the login's safe `pathname`), and away from card registration when a card is
 * already linked. Content pages (privacy, terms, about, ...) stay readable.
 */
export function decideNotAuthenticated(auth: AuthView | null, pathname: string, search = ""): GuardOutcome {
  if (auth === null) return NEXT;
  const path = stripLocalePrefix(pathname);
  const onboarding = onboardingRedirect(auth, pathname);
  if (onboarding) return to(onboarding);
  if (path === LOGIN_PATH) return to(returnPathOrDashboard(new URLSearchParams(search).get("pathname")));
  if (SIGNED_IN_LEAVES.has(path)) return to(DASHBOARD_PATH);
  if (path === UPGRADE_PATH && !auth.legacy) return to(DASHBOARD_PATH);
  if (REGISTRATION_PAGES.has(path) && auth.hasCard) return to(DASHBOARD_PATH);
  return NEXT;
}

/**
 * `loginMethodReroute` (holder layouts): an account that still dates from the legacy card + pin login
 * finishes its move to the identity-provider login on /uitid-upgrade before anything else.
 */
export function decideLoginMethodReroute(auth: AuthView | null, pathname: string): GuardOutcome {
  if (auth === null || !auth.legacy) return NEXT;
  return stripLocalePrefix(pathname) === UPGRADE_PATH ? NEXT : to(UPGRADE_PATH);
}
