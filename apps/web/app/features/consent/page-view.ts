// The analytics event of a page view (spec §3 "Tracking page-view event"): `content-view` with
// pageType, pageUrl and routeName, the application context (environment, language) and, for a
// signed-in holder, the user type MIA and nothing else about the person. Plain TypeScript: the page
// render puts the page's values on <html>, the browser script (/consent.js) builds and checks the event.
// The JSON Schemas for the collector's pipeline are in docs/analytics/ (a test keeps them in step).
import type { LayoutName } from "../../route-table.ts";

/** The event /consent.js listens to for a page view after a client navigation (app/root.tsx sends it). */
export const PAGE_VIEW_EVENT = "vtp:pageview";

/** Iglu schema vendor of the product's own events and entities. */
export const SCHEMA_VENDOR = "be.vrijetijdspas";
export const CONTENT_VIEW_SCHEMA = `iglu:${SCHEMA_VENDOR}/content-view/jsonschema/1-0-0`;
export const APPLICATION_SCHEMA = `iglu:${SCHEMA_VENDOR}/application/jsonschema/1-0-0`;
export const USER_SCHEMA = `iglu:${SCHEMA_VENDOR}/user/jsonschema/1-0-0`;

export const PAGE_TYPES = ["home", "content", "discovery", "account", "holder", "online-request", "error", "not-found"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const ENVIRONMENTS = ["production", "acceptance", "development", "test"] as const;
export const LANGUAGES = ["nl"] as const;

/** The route-table columns that decide a page's type. */
export interface PageTypeInput {
  name: string;
  layout: LayoutName;
  section: string | undefined;
}

/** Discovery pages: finding providers, discounts and activities (public, no account needed). */
const DISCOVERY_NAMES = new Set([
  "find",
  "map",
  "map-id",
  "map-activities",
  "activities",
  "activity",
  "search-discounts",
  "search_discounts",
  "supra-local",
]);

/** The kind of page, from its route-table entry (unknown paths are the 404 page). */
export function pageTypeFor(route: PageTypeInput | undefined): PageType {
  if (route === undefined || route.name === "404") return "not-found";
  if (route.name === "error") return "error";
  if (route.name === "index") return "home";
  if (route.layout === "default" || route.layout === "usercard") return "holder";
  if (route.layout === "focus") return "online-request";
  if (route.layout === "login") return "account";
  if (route.section === "find" || DISCOVERY_NAMES.has(route.name)) return "discovery";
  return "content";
}

export interface ContentView {
  pageType: PageType;
  pageUrl: string;
  routeName: string;
}

export interface ApplicationContext {
  environment: (typeof ENVIRONMENTS)[number];
  language: (typeof LANGUAGES)[number];
}

export interface UserContext {
  /** The user type MIA: at least one kansenStatuut entry. */
  mia: boolean;
}

/**
 * The page's address as analytics may see it: origin and path only. Query strings and fragments can
 * carry what a visitor typed (a search, an address, coordinates, an e-mail in a return link), so they
 * never leave the browser.
 */
export function analyticsUrl(href: string): string {
  try {
    const url = new URL(href);
    return `${url.origin}${url.pathname}`;
  } catch {
    return "";
  }
}

/** The referrer as analytics may see it: our own pages by path, another site only by its origin. */
export function analyticsReferrer(referrer: string, ownOrigin: string): string {
  if (referrer === "") return "";
  try {
    const url = new URL(referrer);
    return url.origin === ownOrigin ? `${url.origin}${url.pathname}` : url.origin;
  } catch {
    return "";
  }
}

const PERSONAL_DATA: Array<[string, RegExp]> = [
  ["e-mailadres", /[^\s@/]+@[^\s@/]+\.[a-z]{2,}/i],
  // INSZ: 11 digits, often written 85.07.30-033.28 or 850730 033 28.
  ["rijksregisternummer", /\b\d{2}[.\s]?\d{2}[.\s]?\d{2}[-.\s]?\d{3}[.\s]?\d{2}\b/],
  // A card number: 13 digits.
  ["kaartnummer", /\d{13}/],
  // Coordinates: two decimal degrees with at least 3 decimals (about 100 m or better).
  ["exacte locatie", /-?\d{1,3}\.\d{3,}\s*(?:,|%2C|;)\s*-?\d{1,3}\.\d{3,}/i],
];

/** The kind of personal data found anywhere in a value (strings inside objects too), or undefined. */
export function personalDataIn(value: unknown): string | undefined {
  const text = typeof value === "string" ? value : JSON.stringify(value ?? null);
  for (const [kind, pattern] of PERSONAL_DATA) if (pattern.test(text)) return kind;
  return undefined;
}

/** What is wrong with an event and its contexts (empty: it may be sent). */
export function contentViewProblems(view: ContentView, app: ApplicationContext, user: UserContext | null): string[] {
  const problems: string[] = [];
  const v = view as unknown as Record<string, unknown>;
  if (!(PAGE_TYPES as readonly unknown[]).includes(v.pageType)) problems.push(`pageType ${JSON.stringify(v.pageType)} is onbekend`);
  if (typeof v.pageUrl !== "string" || !/^https?:\/\/[^/?#\s]+\/[^?#\s]*$/.test(v.pageUrl))
    problems.push("pageUrl moet een adres zonder query of fragment zijn");
  if (typeof v.routeName !== "string" || !/^[A-Za-z0-9_.-]{1,64}$/.test(v.routeName)) problems.push("routeName ontbreekt of is ongeldig");
  if (Object.keys(v).some((k) => !["pageType", "pageUrl", "routeName"].includes(k))) problems.push("content-view heeft onbekende velden");
  if (!(ENVIRONMENTS as readonly unknown[]).includes(app.environment)) problems.push("environment is onbekend");
  if (!(LANGUAGES as readonly unknown[]).includes(app.language)) problems.push("language is onbekend");
  if (user !== null && (typeof user.mia !== "boolean" || Object.keys(user).length !== 1))
    problems.push("de gebruikerscontext mag alleen mia (true/false) bevatten");
  const personal = personalDataIn([view, app, user]);
  if (personal !== undefined) problems.push(`het event bevat een ${personal}`);
  return problems;
}
