import { webPaths, type SharedWebPage } from "@vtp/contracts/web-paths";
// The route table: one list of named pages from which app/routes.ts generates both locale trees
// (unprefixed default locale and /nl) and the root middleware checks that every matched page is named.
// Route ids are the spec's route names; the /nl copy of a page has the id `nl.<id>`.
//
// The table also says per page what the route guards do there (`audience`, `duringOnboarding`, `returnAfterLogin`,
// `loginCarriesPath`), and gives every link and redirect its path: `pathTo(id, slug)`.

/**
 * `adaptive`: pages for visitors and holders alike (finding locations, rewards and activities): the
 * public shell for a visitor, the holder's shell (navigation, theme colour) for a signed-in holder.
 */
const LAYOUT_NAMES = ["public", "default", "focus", "login", "usercard", "blank", "adaptive", "counter", "backoffice"] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

/**
 * Who a page is for. The route guards read it (app/navigation/guard-decisions.ts, decision 0011):
 * - `everyone`: content and the steps of the login transaction; visitors and signed-in holders alike;
 * - `visitors`: pages that only make sense without an account (home, login, forgot, register): the
 *   `notAuthenticated` guard sends a signed-in holder to the dashboard (from the login: to its safe
 *   `pathname`);
 * - `cardless`: card registration, open to visitors and to signed-in accounts without a card;
 * - `legacy`: the move of a card + pin account, open to visitors and to signed-in legacy accounts;
 * - `holders`: needs a login; a visitor goes to the login with the way back. Every page of a holder
 *   layout (`holderLayouts`) is for holders, and so is the onboarding in the login layout.
 */
export type Audience = "everyone" | "visitors" | "cardless" | "legacy" | "holders";

/** A tab of the holder navigation: it stays marked on the pages of its section and below them. */
export type NavSection = "card" | "find" | "save" | "wallet" | "profile";

interface Columns<Id extends string, Path extends string | null = string | null> {
  /** Unique route id (also the id React Router uses). */
  id: Id;
  /** The route name: key of the title catalogue (app/copy/titles.ts). Aliases share a name. */
  name: string;
  /** Path without leading slash; null for the index route; `:name` segments are path parameters. */
  path: Path;
  layout: LayoutName;
  /** false for routes that exist once (the 404 catch-all): no /nl copy. */
  localized: boolean;
  /**
   * The page is the same for every anonymous visitor: the host renders it once per start and serves it
   * from memory with the request's CSP nonce filled in (apps/web/server/render-once.ts).
   */
  renderOnce: boolean;
  /**
   * The page compiles WebAssembly (the scan page's QR decoder): only its documents get 'wasm-unsafe-eval'
   * in the CSP (`wasmPagePaths`, decision 0031); links to it load a new document (`reloadDocument`).
   */
  wasm: boolean;
  audience: Audience;
  /**
   * Open to a signed-in holder whose onboarding is still due: the onboarding itself and the steps of the
   * login transaction (callback, logout, the confirmation of a card linked during the login). Every
   * other page sends that holder to the onboarding first.
   */
  duringOnboarding: boolean;
  /** A login may return here (`?pathname=`); not to the login pages, the callback or the logout (loops). */
  returnAfterLogin: boolean;
  /** A login started from this page carries it as `?pathname=` (spec §4: not the index, forgot and register pages). */
  loginCarriesPath: boolean;
  /** Holder navigation tab this page belongs to. */
  section: NavSection | undefined;
}

/** A page or resource route that exists: routes.ts registers it (both locale trees). */
export interface PageRoute<Id extends string = string, Path extends string | null = string | null> extends Columns<Id, Path> {
  /** Resource routes (actions only) have no page and no title. */
  kind: "page" | "resource";
  /** Module path relative to app/. */
  file: string;
}

/** Module of each layout route, relative to app/: `layouts/<name>.tsx`. */
export const layoutFiles = Object.fromEntries(LAYOUT_NAMES.map((name) => [name, `layouts/${name}.tsx`])) as Record<LayoutName, string>;

/** The id of a layout's route in React Router (app/routes.ts), also in the client's route manifest. */
export const layoutRouteId = (name: LayoutName): string => `layout-${name}`;

/** Layouts whose middleware demands a login (authenticated, refreshToken, loginMethodReroute). */
export const holderLayouts: ReadonlySet<LayoutName> = new Set(["default", "usercard"]);

/**
 * The staff's layouts (the counter, the organiser's back office): their scripts are not precached by the
 * service worker for every visitor and holder (scripts/precache.ts); staff load them on their first visit.
 */
export const staffLayouts: ReadonlySet<LayoutName> = new Set(["counter", "backoffice"]);

export const LOCALE_PREFIX = "nl";

interface ColumnOptions {
  name?: string;
  localized?: boolean;
  renderOnce?: boolean;
  wasm?: boolean;
  /** Default: `holders` in a holder layout, `everyone` elsewhere. */
  audience?: Audience;
  duringOnboarding?: boolean;
  returnAfterLogin?: boolean;
  loginCarriesPath?: boolean;
  section?: NavSection;
}

function columns<Id extends string, Path extends string | null>(
  id: Id,
  path: Path,
  layout: LayoutName,
  extra: ColumnOptions,
): Columns<Id, Path> {
  return {
    id,
    name: extra.name ?? id,
    path,
    layout,
    localized: extra.localized ?? true,
    renderOnce: extra.renderOnce ?? false,
    wasm: extra.wasm ?? false,
    audience: extra.audience ?? (holderLayouts.has(layout) ? "holders" : "everyone"),
    duringOnboarding: extra.duringOnboarding ?? false,
    returnAfterLogin: extra.returnAfterLogin ?? true,
    loginCarriesPath: extra.loginCarriesPath ?? true,
    section: extra.section,
  };
}

const page = <Id extends string, Path extends string | null>(
  id: Id,
  path: Path,
  file: string,
  layout: LayoutName,
  extra: ColumnOptions & { kind?: PageRoute["kind"] } = {},
): PageRoute<Id, Path> => ({ ...columns(id, path, layout, extra), kind: extra.kind ?? "page", file });

/** The path of a page the identity provider and the api share with the web (@vtp/contracts/web-paths). */
function sharedPath(id: SharedWebPage): string | null {
  const path = webPaths[id];
  return path === "/" ? null : path.slice(1);
}

const once = { renderOnce: true } as const;
/** Home and login-type pages: a signed-in holder is sent on (to the dashboard). */
const visitors = { audience: "visitors" } as const;
/** Data for the browser's scripts (JSON): one path, never a login's return target. */
const jsonResource = { kind: "resource", localized: false, returnAfterLogin: false, loginCarriesPath: false } as const;
/** Steps of the login transaction: open while the onboarding is due, never a return target of a login. */
const loginStep = { duringOnboarding: true, returnAfterLogin: false } as const;
/** The back office's paths (an organiser, its activity) and page modules. */
const ORGANISER = "organisatie/:organisatie";
const ACTIVITY = `${ORGANISER}/activiteiten/:activiteit` as const;
const REWARD = `${ORGANISER}/voordelen/:voordeel` as const;
const REPORT_REQUEST = `${ORGANISER}/rapporten/aanvragen/:aanvraag` as const;
/** A file the browser downloads (a CSV): never a login's return target. */
const download = { kind: "resource", returnAfterLogin: false } as const;
const bo = (name: string) => `routes/backoffice/${name}.tsx`;

/**
 * Every page of the web app for a product slug: login and registration in the `login` layout, the
 * holder's pages in `default`, discovery in `adaptive`, the online request in `focus`.
 */
export function pageTable(slug: string) {
  return [
    page("index", sharedPath("index"), "routes/content/home.tsx", "public", { ...once, ...visitors, loginCarriesPath: false }),
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
    // Issue 11: the FAQ (the top menu's "Vragen" without a help widget) and the accessibility statement.
    page("faq", "veelgestelde-vragen", "routes/content/faq.tsx", "public", once),
    page("accessibility", "toegankelijkheidsverklaring", "routes/content/accessibility.tsx", "public", once),
    page("styleguide", "styleguide", "routes/shell/styleguide.tsx", "public"),
    page("error", "error", "routes/shell/error.tsx", "public"),
    page("cookie-consent", "cookies-accepteren", "routes/shell/cookie-consent.tsx", "blank", { kind: "resource" }),
    // Login, session and card registration (issue 3): the login layout; the dashboard in the default layout.
    page("login-uitid", sharedPath("login-uitid"), "routes/login/login-uitid.tsx", "login", { ...visitors, returnAfterLogin: false }),
    page("login", "inloggen", "routes/legacy-login/legacy-login.tsx", "login", { kind: "resource", ...visitors, returnAfterLogin: false }),
    page("register", "registreer", "routes/card-registration/register-redirect.tsx", "login", {
      kind: "resource",
      ...visitors,
      loginCarriesPath: false,
    }),
    page("callback", sharedPath("callback"), "routes/login/callback.tsx", "login", { kind: "resource", ...loginStep }),
    page("logout", "afmelden", "routes/login/logout.tsx", "login", loginStep),
    // The staff's second factor (decision 0061): a new login that asks the provider for the enrolment (or the code).
    page("second-factor", "tweede-factor", "routes/login/second-factor.tsx", "login", { kind: "resource", ...loginStep }),
    page("register-uitid-step1", "uitid-registreren-stap1", "routes/card-registration/register-step1.tsx", "login", {
      audience: "cardless",
    }),
    page("register-uitid-step2", "uitid-registreren-stap2", "routes/card-registration/register-step2.tsx", "login", {
      audience: "cardless",
    }),
    page("register-invitation", sharedPath("register-invitation"), "routes/card-registration/registration-invitation.tsx", "login"),
    page("registration-confirm", "registratie-bevestigen", "routes/card-registration/registration-confirm.tsx", "login", {
      name: "register-confirm",
      duringOnboarding: true,
    }),
    page("uitid-status", "uitIdStatus", "routes/card-registration/uitid-status.tsx", "login", { audience: "cardless" }),
    page("uitid-upgrade", "uitid-upgrade", "routes/legacy-login/uitid-upgrade.tsx", "login", { audience: "legacy" }),
    page("forgot", "wachtwoord-vergeten", "routes/login/forgot-password.tsx", "login", { ...visitors, loginCarriesPath: false }),
    page("forgot_email", sharedPath("forgot_email"), "routes/card-registration/forgot-email.tsx", "login", visitors),
    // The link in the mail to a new family member: no login needed; a login from it never carries its token.
    page("undo-family", sharedPath("undo-family"), "routes/family/undo-family.tsx", "login", { loginCarriesPath: false }),
    page("not_found_card", `geen-${slug}-gevonden`, "routes/card-registration/card-not-found.tsx", "login"),
    page("already_registered", `${slug}-al-geregistreerd`, "routes/card-registration/card-already-registered.tsx", "login"),
    // The onboarding lives in the login layout (no holder chrome) but needs a login like the dashboard.
    page("onboarding", "onboarding", "routes/onboarding/onboarding.tsx", "login", { audience: "holders", duringOnboarding: true }),
    page("dashboard", sharedPath("dashboard")!, "routes/account/dashboard.tsx", "default"),
    // The digital card full screen (the user-card layout: nothing but the card, for a counter's scanner).
    page("card", sharedPath("card")!, "routes/card/card.tsx", "usercard", { section: "card" }),
    // A family member's pass, full screen like the own one: a parent shows a child's pass at a counter (decision 0056).
    page("family-member-pass", "profiel/gezin/:gezinslid/pas", "routes/family/member-pass.tsx", "usercard", { section: "profile" }),
    page("404", "*", "routes/shell/not-found.tsx", "public", { localized: false }),
    // Discovery (issue 9): for visitors and holders alike, in the adaptive layout. The find page's data
    // for the browser (suggestions while typing, the map's markers, one marker's card) are resource routes.
    page("find", `waar-vind-je-de-${slug}`, "routes/organisers/find.tsx", "adaptive", { section: "find" }),
    page("find-suggestions", `waar-vind-je-de-${slug}/suggesties`, "routes/organisers/suggestions.tsx", "blank", jsonResource),
    page("find-markers", `waar-vind-je-de-${slug}/kaartpunten`, "routes/organisers/markers.tsx", "blank", jsonResource),
    page("find-marker", `waar-vind-je-de-${slug}/kaartpunten/:id`, "routes/organisers/marker.tsx", "blank", jsonResource),
    page("map-id", "locaties/:name/:id", "routes/organisers/location.tsx", "adaptive", { section: "find" }),
    page("map-activities", "locaties/:name/:id/activiteiten", "routes/organisers/location-activities.tsx", "adaptive", { section: "find" }),
    page("search-discounts", sharedPath("search-discounts")!, "routes/rewards/search-discounts.tsx", "adaptive", {
      name: "search_discounts",
    }),
    page("activities", "activiteiten-in-de-regio", "routes/organisers/activities.tsx", "adaptive"),
    page("activity", "activiteiten/:name/:id", "routes/organisers/activity.tsx", "adaptive"),
    page("supra-local", "bovenlokaal-aanbod", "routes/organisers/supra-local.tsx", "adaptive"),
    page("save", sharedPath("save"), "routes/checkins/save.tsx", "default", { name: "scan", section: "save" }),
    page("scan", "sparen/scannen", "routes/checkins/scan.tsx", "default", { name: "scan-scannen", section: "save", wasm: true }),
    page("scan-result", "sparen/mijn-punten", "routes/checkins/scan-result.tsx", "default", { name: "scan-result", section: "save" }),
    page("wallet", `mijn-${slug}/voordelen`, "routes/rewards/wallet.tsx", "default", { section: "wallet" }),
    page("discounts", `mijn-${slug}/kortingen`, "routes/wallet/discounts.tsx", "default", { name: "wallet-discounts", section: "wallet" }),
    page("memberships", `mijn-${slug}/lidmaatschappen`, "routes/wallet/memberships.tsx", "default", {
      name: "wallet-memberships",
      section: "wallet",
    }),
    // Favourites (issue 23, decision 0059): what the holder keeps ("Bewaar"), and the savings goal among the rewards.
    page("favourites", `mijn-${slug}/bewaard`, "routes/favourites/favourites.tsx", "default", { section: "wallet" }),
    // Beyond the spec: the points history and the redeemed rewards with their codes.
    page("points-history", `mijn-${slug}/geschiedenis`, "routes/wallet/history.tsx", "default", { section: "wallet" }),
    page("exchange", "omruilen/:voordeelid", "routes/rewards/exchange.tsx", "default", {
      name: "cashin-cashin-discounts",
      section: "wallet",
    }),
    page("exchange-success", "omruilen/:voordeelid/success", "routes/rewards/exchange-success.tsx", "default", {
      name: "cashin-cashin-success",
      section: "wallet",
    }),
    page("profile", "profiel/persoonlijke-gegevens", "routes/account/profile.tsx", "default", { section: "profile" }),
    page("family", sharedPath("family")!, "routes/family/family.tsx", "default", { name: "profile-family", section: "profile" }),
    // The inbox (issue 23, decision 0049): every message the product sends the holder; the header and the profile tab count the unread.
    page("messages", sharedPath("messages")!, "routes/messages/messages.tsx", "default", { section: "profile" }),
    page("preferences", "profiel/instellingen", "routes/preferences/preferences.tsx", "default", {
      section: "profile",
      name: "profile-settings",
    }),
    // This device's push subscription (decision 0060): the page's "Meldingen aanzetten" posts it as JSON.
    page("push-subscription", "profiel/instellingen/meldingen", "routes/preferences/push-subscription.tsx", "blank", jsonResource),
    // My data (issue 23, decision 0044): the readable page, its JSON download, the block of a lost card and
    // the account's deletion; after the deletion a public page says what happened.
    page("my-data", "profiel/mijn-gegevens", "routes/my-data/my-data.tsx", "default", { section: "profile" }),
    // The download is a file, not a page: its loader asks for a login like every holder's api call.
    page("my-data-download", "profiel/mijn-gegevens/download", "routes/my-data/download.tsx", "blank", jsonResource),
    page("account-deleted", "account-verwijderd", "routes/my-data/account-deleted.tsx", "public", { returnAfterLogin: false }),
    // The online request (issue 10), in the focus layout behind the onlineRequestFeatureFlag guard: the
    // start, the eight steps (Dutch slugs), the outcome of the social-tariff check, the returns from the
    // government login and the payment provider, the status page, the "verder gaan" link, the stop question and the close route.
    page("online-request", "online-aanvraag", "routes/online-request/start.tsx", "focus", { name: "online_request" }),
    page("online-request-region", "online-aanvraag/gemeente", "routes/online-request/region.tsx", "focus"),
    page("online-request-email", "online-aanvraag/e-mailadres", "routes/online-request/email.tsx", "focus"),
    page("online-request-social-tariff", "online-aanvraag/kansentarief", "routes/online-request/social-tariff.tsx", "focus"),
    page(
      "online-request-social-tariff-outcome",
      "online-aanvraag/kansentarief/resultaat",
      "routes/online-request/social-tariff-outcome.tsx",
      "focus",
    ),
    page(
      "online-request-government-callback",
      sharedPath("online-request-government-callback")!,
      "routes/online-request/government-callback.tsx",
      "focus",
      { kind: "resource", returnAfterLogin: false },
    ),
    page("online-request-person", "online-aanvraag/gegevens", "routes/online-request/person.tsx", "focus"),
    page("online-request-family", "online-aanvraag/gezin", "routes/online-request/family.tsx", "focus"),
    page("online-request-payment", "online-aanvraag/betalen", "routes/online-request/payment.tsx", "focus"),
    page(
      "online-request-payment-return",
      sharedPath("online-request-payment-return")!,
      "routes/online-request/payment-return.tsx",
      "focus",
      { returnAfterLogin: false },
    ),
    page("online-request-password", "online-aanvraag/wachtwoord", "routes/online-request/password.tsx", "focus"),
    page("online-request-install", "online-aanvraag/installeer-app", "routes/online-request/install.tsx", "focus"),
    page("online-request-status", sharedPath("online-request-status")!, "routes/online-request/status.tsx", "focus"),
    page("online-request-resume", sharedPath("online-request-resume")!, "routes/online-request/resume.tsx", "focus", {
      loginCarriesPath: false,
    }),
    // "Aanvraag stoppen" without JavaScript: the question as a page; its form posts to the close route.
    page("online-request-stop", "online-aanvraag/stoppen", "routes/online-request/stop.tsx", "focus", { returnAfterLogin: false }),
    page("online-request-close", "online-aanvraag/sluiten", "routes/online-request/close.tsx", "focus", {
      kind: "resource",
      returnAfterLogin: false,
    }),
    // The counter (issue 20): staff serve holders. Its layout runs no guard: the page's loader asks for a
    // login (with the way back), and the api says who is staff (anyone else gets its 403 page). Its camera
    // reads a card's Code 128 with the scan page's decoder (WebAssembly where the browser has none).
    page("counter", "balie", "routes/counter/counter.tsx", "counter", { wasm: true }),
    // The back office (issue 20): staff manage their organiser's activities. As the counter, no guard in the
    // layout: each loader asks for a login and the api says who is staff (anyone else gets the 403 page).
    // The kiosk is a full screen (blank layout) whose code comes from a JSON route, without reloads.
    page("backoffice", "organisatie", bo("start"), "backoffice"),
    page("staff-invitation", sharedPath("staff-invitation"), "routes/staff/invitation.tsx", "backoffice"),
    page("backoffice-organiser-new", "organisatie/nieuw", bo("organiser-new"), "backoffice"),
    page("backoffice-news", "organisatie/nieuws", bo("news"), "backoffice"),
    page("backoffice-organiser", ORGANISER, bo("home"), "backoffice"),
    page("backoffice-organiser-edit", `${ORGANISER}/gegevens`, bo("organiser-edit"), "backoffice"),
    page("backoffice-organiser-end", `${ORGANISER}/beeindigen`, bo("organiser-end"), "backoffice"),
    page("backoffice-staff", `${ORGANISER}/medewerkers`, bo("staff"), "backoffice"),
    page("backoffice-audit-log", `${ORGANISER}/logboek`, bo("audit-log"), "backoffice"),
    page("backoffice-activities", `${ORGANISER}/activiteiten`, bo("activities"), "backoffice"),
    page("backoffice-activity-new", `${ORGANISER}/activiteiten/nieuw`, bo("activity-new"), "backoffice"),
    page("backoffice-activity", ACTIVITY, bo("activity"), "backoffice"),
    page("backoffice-activity-edit", `${ACTIVITY}/wijzigen`, bo("activity-edit"), "backoffice"),
    page("backoffice-activity-end", `${ACTIVITY}/beeindigen`, bo("activity-end"), "backoffice"),
    page("backoffice-poster", `${ACTIVITY}/affiche`, bo("poster"), "backoffice", download),
    page("backoffice-rewards", `${ORGANISER}/voordelen`, bo("rewards"), "backoffice"),
    page("backoffice-reward-new", `${ORGANISER}/voordelen/nieuw`, bo("reward-new"), "backoffice"),
    page("backoffice-reward", REWARD, bo("reward"), "backoffice"),
    page("backoffice-reward-edit", `${REWARD}/wijzigen`, bo("reward-edit"), "backoffice"),
    page("backoffice-reward-end", `${REWARD}/beeindigen`, bo("reward-end"), "backoffice"),
    page("backoffice-reports", `${ORGANISER}/rapporten`, bo("reports"), "backoffice"),
    page("backoffice-report-csv", `${ORGANISER}/rapporten/csv`, bo("report-csv"), "backoffice", download),
    page("backoffice-report-request", REPORT_REQUEST, bo("report-request"), "backoffice"),
    page("backoffice-report-request-csv", `${REPORT_REQUEST}/csv`, bo("report-request-csv"), "backoffice", download),
    page("backoffice-kiosk", `${ACTIVITY}/kiosk`, bo("kiosk"), "blank"),
    page("backoffice-kiosk-code", `${ACTIVITY}/kiosk/code`, bo("kiosk-code"), "blank", jsonResource),
  ];
}

/** An entry of the table: a page or a resource route. */
export type TableEntry = ReturnType<typeof pageTable>[number];

/** Every route id of the table (a misspelt id is a type error). */
export type RouteId = TableEntry["id"];

/** The names of the `:name` segments of a path (`omruilen/:voordeelid` -> "voordeelid"); never for a path without. */
type ParamNames<P> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | ParamNames<Tail>
    : Rest
  : never;

type LinkTarget = Extract<TableEntry, { kind: "page" | "resource" }>;

/** Pages whose path has parameters: `pathTo` needs their values (`params`). */
export type ParamPageId = { [E in LinkTarget as E["id"]]: [ParamNames<E["path"]>] extends [never] ? never : E["id"] }[LinkTarget["id"]];

/** The path parameters of a page: `{ voordeelid: string }` for `exchange`. */
export type PathParams<Id extends ParamPageId> = { [K in ParamNames<Extract<LinkTarget, { id: Id }>["path"]>]: string };

/** Ids a link or redirect can point to without parameters: pages and resources; not the 404 catch-all or a page with path parameters (`ParamPageId`). */
export type LinkableId = Exclude<LinkTarget["id"], "404" | ParamPageId>;

export interface Indexed {
  entries: readonly TableEntry[];
  byId: ReadonlyMap<string, TableEntry>;
  /** The built routes, default locale. */
  built: readonly PageRoute[];
  /** The built routes of both locale trees, default locale first. */
  routes: readonly PageRoute[];
}

const indexed = new Map<string, Indexed>();

/** The indexed table of a product (built once per slug); route-lookup.ts reads it too. */
export function tableFor(slug: string): Indexed {
  let t = indexed.get(slug);
  if (t === undefined) {
    const entries = pageTable(slug);
    const built = entries.filter(
      (e): e is Extract<TableEntry, { kind: "page" | "resource" }> => e.kind === "page" || e.kind === "resource",
    );
    t = {
      entries,
      byId: new Map(entries.map((e) => [e.id, e])),
      built,
      routes: [...built, ...built.filter((r) => r.localized).map(localizedCopy)],
    };
    indexed.set(slug, t);
  }
  return t;
}

/** The pages, default locale. */
export function pageRoutes(slug: string): PageRoute[] {
  return [...tableFor(slug).built];
}

/** The table's entry for an id. */
export function tableEntry(id: RouteId, slug: string): TableEntry {
  const entry = tableFor(slug).byId.get(id);
  if (entry === undefined) throw new Error(`Route id ${id} is not in the route table`);
  return entry;
}

export interface PathOptions {
  /** Query parameters, in this order, each name and value URI-encoded; undefined values are left out. */
  query?: Record<string, string | undefined>;
  /** Fragment without `#`. */
  hash?: string;
}

/** The options of a page with path parameters: their values, each URI-encoded into its segment. */
export interface ParamPathOptions<Id extends ParamPageId> extends PathOptions {
  params: PathParams<Id>;
}

/** `pathTo` bound to a product slug (`pathsFor`, `usePathTo`). */
export interface BoundPathTo {
  (id: LinkableId, options?: PathOptions): string;
  <Id extends ParamPageId>(id: Id, options: ParamPathOptions<Id>): string;
}

/**
 * The URL path of a page (default locale): `pathTo("about", "uitpas")` is `/wat-is-uitpas`,
 * `pathTo("login-uitid", slug, { query: { pathname: "/sparen" } })` is `/aanmelden-uitid?pathname=%2Fsparen`,
 * `pathTo("start", slug, { hash: "vragen" })` is `/start#vragen`. The one way links and redirects of the
 * web app get a page path.
 */
export function pathTo(id: LinkableId, slug: string, options?: PathOptions): string;
/** A page with path parameters: `pathTo("exchange", slug, { params: { voordeelid: "42" } })` is `/omruilen/42`. */
export function pathTo<Id extends ParamPageId>(id: Id, slug: string, options: ParamPathOptions<Id>): string;
export function pathTo(
  id: LinkableId | ParamPageId,
  slug: string,
  options: PathOptions & { params?: Record<string, string> } = {},
): string {
  const entry = tableEntry(id, slug);
  if (entry.path === "*") throw new Error(`Route ${id} has no single path to link to`);
  const path = (entry.path ?? "").replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = options.params?.[name];
    if (value === undefined || value === "") throw new Error(`Route ${id} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const query = Object.entries(options.query ?? {})
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join("&");
  return `/${path}${query ? `?${query}` : ""}${options.hash ? `#${options.hash}` : ""}`;
}

/** `pathTo` bound to a product slug: `const to = pathsFor(slug); to("about")`. */
export function pathsFor(slug: string): BoundPathTo {
  return ((id: LinkableId, options?: PathOptions) => pathTo(id, slug, options)) as BoundPathTo;
}

/**
 * URL path prefixes of a navigation section (default locale): the paths of its pages (up to their first
 * path parameter). A tab is marked on these paths and every path below them.
 */
export function sectionPaths(section: NavSection, slug: string): string[] {
  return tableFor(slug)
    .entries.filter((e) => e.section === section)
    .map((e) => `/${(e.path ?? "").replace(/\/:.*$/, "")}`)
    .filter((prefix, i, all) => all.indexOf(prefix) === i);
}

/** The /nl copy of a route: id `nl.<id>`, path `nl/<path>` (the index becomes `nl`). */
export function localizedCopy(route: PageRoute): PageRoute {
  return { ...route, id: `${LOCALE_PREFIX}.${route.id}`, path: route.path === null ? LOCALE_PREFIX : `${LOCALE_PREFIX}/${route.path}` };
}

/** Both locale trees of the pages that exist, default locale first: what routes.ts registers. */
export function allRoutes(slug: string): PageRoute[] {
  return [...tableFor(slug).routes];
}

/** Layouts that show a logged-in holder's themed chrome; every other layout is white. */
export const themedLayouts: ReadonlySet<LayoutName> = new Set(["default", "usercard", "adaptive"]);
