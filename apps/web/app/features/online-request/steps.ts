// The eight steps of the online request and their pages (route-table ids; the Dutch slugs live in the
// table). Browser-safe: the focus layout reads it for "Stap 3 van 8".
import { ONLINE_REQUEST_STEP_COUNT, stepNumber, type OnlineRequestStep } from "@vtp/contracts/online-request/basics";
import { pathTo } from "../../route-table.ts";

export const stepRoutes = {
  region: "online-request-region",
  email: "online-request-email",
  "social-tariff": "online-request-social-tariff",
  person: "online-request-person",
  family: "online-request-family",
  payment: "online-request-payment",
  password: "online-request-password",
  install: "online-request-install",
} as const satisfies Record<OnlineRequestStep, string>;

export type StepRouteId = (typeof stepRoutes)[OnlineRequestStep];

/** What the focus layout reads from a step page's `handle`. */
export interface OnlineRequestHandle {
  onlineRequestStep: OnlineRequestStep;
}

export function stepLabel(step: OnlineRequestStep): string {
  return `Stap ${stepNumber(step)} van ${ONLINE_REQUEST_STEP_COUNT}`;
}

/** The short name of each step, for the step indicator and the summary. */
export const stepTitles: Record<OnlineRequestStep, string> = {
  region: "Je gemeente",
  email: "Je e-mailadres",
  "social-tariff": "Kansentarief",
  person: "Je gegevens",
  family: "Je gezin",
  payment: "Overzicht en betalen",
  password: "Je wachtwoord",
  install: "De app",
};

/**
 * The focus header's control on a page of the request: "Aanvraag stoppen" (asked first) while there is a
 * draft to wipe; "Klaar" on the install step; none once the order is paid (the password step and the
 * status page: nothing is left to stop, and "Wat je invulde, wordt gewist" would not be true; the logo
 * leads home) and none on the question's own page.
 */
export type StopControlKind = "stop" | "done" | "none";

export function stopControlKind(routeId: string | undefined, step: OnlineRequestStep | undefined): StopControlKind {
  const id = routeId?.replace(/^nl\./, "");
  if (step === "install") return "done";
  if (step === "password" || id === "online-request-status" || id === "online-request-stop") return "none";
  return "stop";
}

/**
 * Where the focus layout's close button goes after the reset (spec §2): the dashboard when signed in and
 * on the install step (either locale tree), otherwise the online-request start.
 */
export function focusCloseTarget(pathname: string, loggedIn: boolean, slug: string): string {
  if (loggedIn && pathname.replace(/^\/nl(?=\/)/, "").replace(/\/$/, "") === pathTo("online-request-install", slug))
    return pathTo("dashboard", slug);
  return pathTo("online-request", slug);
}

/**
 * Where "Verder invullen" goes back to (the close confirmation's page without JavaScript): the page of the
 * online request the visitor came from (either locale tree), anything else the online-request start.
 */
export function stopReturnTarget(from: string, slug: string): string {
  const start = pathTo("online-request", slug);
  const bare = from.replace(/^\/nl(?=\/)/, "").replace(/\/$/, "");
  const ownPages = [pathTo("online-request-stop", slug), pathTo("online-request-close", slug)];
  const ofTheRequest = /^(\/[a-z0-9-]+)+$/.test(bare) && (bare === start || bare.startsWith(`${start}/`));
  return ofTheRequest && !ownPages.includes(bare) ? from.replace(/\/$/, "") : start;
}
