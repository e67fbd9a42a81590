import { matchPath } from "react-router";
// The route table: one list of named pages from which app/routes.ts generates both locale trees
// (unprefixed default locale and /nl) and the root middleware checks that every matched page is named.
// Route ids are the spec's route names; the /nl copy of a page has the id `nl.<id>`.

export type LayoutName = "public" | "default" | "focus" | "login" | "usercard" | "blank";

export interface PageRoute {
  /** Unique route id (also the id React Router uses). */
  id: string;
  /** The route name: key of the title catalogue (app/copy/titles.ts). Aliases share a name. */
  name: string;
  /** Path without leading slash; null for the index route. */
  path: string | null;
  /** Module path relative to app/. */
  file: string;
  layout: LayoutName;
  /** Resource routes (actions only) have no page and no title. */
  kind: "page" | "resource";
  /** false for routes that exist once (the 404 catch-all): no /nl copy. */
  localized: boolean;
  /**
   * The page is the same for every anonymous visitor: the host renders it once per start and serves it
   * from memory with the request's CSP nonce filled in (apps/web/server/render-once.ts).
   */
  renderOnce: boolean;
}

/** Module of each layout route, relative to app/. */
export const layoutFiles: Record<LayoutName, string> = {
  public: "layouts/public.tsx",
  default: "layouts/default.tsx",
  focus: "layouts/focus.tsx",
  login: "layouts/login.tsx",
  usercard: "layouts/usercard.tsx",
  blank: "layouts/blank.tsx",
};

export const LOCALE_PREFIX = "nl";

const page = (
  id: string,
  path: string | null,
  file: string,
  layout: LayoutName,
  extra: Partial<Pick<PageRoute, "name" | "kind" | "localized" | "renderOnce">> = {},
): PageRoute => ({
  id,
  name: extra.name ?? id,
  path,
  file,
  layout,
  kind: extra.kind ?? "page",
  localized: extra.localized ?? true,
  renderOnce: extra.renderOnce ?? false,
});

const once = { renderOnce: true } as const;

/**
 * Every page of the web app for a product slug. Later issues add their pages here
 * (login and registration in the `login` layout, dashboard/wallet/profile/scan in `default`,
 * the online request in `focus`).
 */
export function pageRoutes(slug: string): PageRoute[] {
  return [
    page("index", null, "routes/content/home.tsx", "public", once),
    page("about", `wat-is-${slug}`, "routes/content/about.tsx", "public", once),
    page("partner", "partner-worden", "routes/content/partner.tsx", "public", once),
    page("terms-general", "algemene-voorwaarden", "routes/content/terms-general.tsx", "public", once),
    page("terms-use", "gebruiksvoorwaarden", "routes/content/terms-use.tsx", "public", once),
    page("terms-sale", "verkoopsvoorwaarden", "routes/content/terms-sale.tsx", "public", once),
    page("privacy", "privacy", "routes/content/privacy.tsx", "public", once),
    page("privacy-policy", "privacybeleid", "routes/content/privacy.tsx", "public", { name: "privacy", ...once }),
    page("cookies", "cookieverklaring", "routes/content/cookies.tsx", "public", once),
    page("install-app", "app", "routes/content/install-app.tsx", "public", once),
    page("install-app-alias", "installeer-app", "routes/content/install-app.tsx", "public", { name: "install-app", ...once }),
    page("start", "start", "routes/content/start.tsx", "public", once),
    page("styleguide", "styleguide", "routes/shell/styleguide.tsx", "public"),
    page("error", "error", "routes/shell/error.tsx", "public"),
    page("cookie-consent", "cookies-accepteren", "routes/shell/cookie-consent.tsx", "blank", { kind: "resource" }),
    // Login, session and card registration (issue 3): the login layout; the dashboard in the default layout.
    page("login-uitid", "aanmelden-uitid", "routes/auth/login-uitid.tsx", "login"),
    page("login", "inloggen", "routes/auth/legacy-login.tsx", "login", { kind: "resource" }),
    page("register", "registreer", "routes/auth/register-redirect.tsx", "login", { kind: "resource" }),
    page("callback", "callback", "routes/auth/callback.tsx", "login", { kind: "resource" }),
    page("logout", "afmelden", "routes/auth/logout.tsx", "login"),
    page("register-uitid-step1", "uitid-registreren-stap1", "routes/auth/register-step1.tsx", "login"),
    page("register-uitid-step2", "uitid-registreren-stap2", "routes/auth/register-step2.tsx", "login"),
    page("register-invitation", "uitid-koppelen", "routes/auth/registration-invitation.tsx", "login"),
    page("registration-confirm", "registratie-bevestigen", "routes/auth/registration-confirm.tsx", "login", { name: "register-confirm" }),
    page("uitid-status", "uitIdStatus", "routes/auth/uitid-status.tsx", "login"),
    page("uitid-upgrade", "uitid-upgrade", "routes/auth/uitid-upgrade.tsx", "login"),
    page("forgot", "wachtwoord-vergeten", "routes/auth/forgot-password.tsx", "login"),
    page("forgot_email", "email-vergeten", "routes/auth/forgot-email.tsx", "login"),
    page("not_found_card", `geen-${slug}-gevonden`, "routes/auth/card-not-found.tsx", "login"),
    page("already_registered", `${slug}-al-geregistreerd`, "routes/auth/card-already-registered.tsx", "login"),
    page("onboarding", "onboarding", "routes/account/onboarding.tsx", "login"),
    page("dashboard", "overzicht", "routes/account/dashboard.tsx", "default"),
    page("404", "*", "routes/shell/not-found.tsx", "public", { localized: false }),
  ];
}

/** The /nl copy of a route: id `nl.<id>`, path `nl/<path>` (the index becomes `nl`). */
export function localizedCopy(route: PageRoute): PageRoute {
  return { ...route, id: `${LOCALE_PREFIX}.${route.id}`, path: route.path === null ? LOCALE_PREFIX : `${LOCALE_PREFIX}/${route.path}` };
}

/** Both locale trees, default locale first. */
export function allRoutes(slug: string): PageRoute[] {
  const routes = pageRoutes(slug);
  return [...routes, ...routes.filter((r) => r.localized).map(localizedCopy)];
}

/** Route name for a route id (`nl.about` -> `about`), or undefined for ids outside the table. */
export function routeNameForId(id: string, slug: string): string | undefined {
  return allRoutes(slug).find((r) => r.id === id)?.name;
}

/** Route pattern as React Router reports it to middleware, without slashes (`wat-is-uitpas`, `nl`, `*`, `` for the index). */
export function patternOf(route: PageRoute): string {
  return route.path ?? "";
}

/** Route name for a matched pattern, or undefined when the page has no name. */
export function routeNameForPattern(pattern: string, slug: string): string | undefined {
  const normalized = pattern.replace(/^\/+|\/+$/g, "");
  return allRoutes(slug).find((r) => patternOf(r) === normalized)?.name;
}

/**
 * The page of a URL path (used where only the location is known, e.g. the root `meta` and theme):
 * the first page whose path matches exactly; the 404 catch-all when none does.
 */
export function routeForPath(pathname: string, slug: string): PageRoute | undefined {
  const routes = allRoutes(slug);
  for (const r of routes) {
    if (r.path === "*") continue;
    if (matchPath({ path: `/${r.path ?? ""}`, end: true, caseSensitive: false }, pathname)) return r;
  }
  return routes.find((r) => r.path === "*");
}

export function routeNameForPath(pathname: string, slug: string): string | undefined {
  return routeForPath(pathname, slug)?.name;
}

/** URL paths of the pages rendered once per start (both locale trees): `/`, `/nl`, `/privacy`, `/nl/privacy`, … */
export function renderOncePaths(slug: string): Set<string> {
  return new Set(allRoutes(slug).filter((r) => r.renderOnce).map((r) => `/${r.path ?? ""}`));
}

/** Layouts that show a logged-in holder's themed chrome; every other layout is white. */
export const themedLayouts: ReadonlySet<LayoutName> = new Set(["default", "usercard"]);
