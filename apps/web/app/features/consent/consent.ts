// The visitor's cookie choice (decision 0023). Plain TypeScript without imports from React or the
// server, so the page render, the consent action, the render-once cache (apps/web/server) and the
// browser scripts (/pwa.js, /consent.js) all read the one format.
//
// Strictly necessary cookies are always on. The optional categories exist only when a service that
// needs them is configured: analytics (ANALYTICS_COLLECTOR_URL) and marketing (TAG_MANAGER_ID).
// - Nothing optional configured: the banner is a notice ("Sluiten"), stored as `cookie-accepted=true`.
// - Something configured: the banner asks for consent. The choice is stored as
//   `cookie-accepted=<version>:<granted>`, e.g. `1-analytics+marketing:analytics`, where the version is
//   the policy revision plus the configured categories. When the categories (or the revision) change,
//   the stored version no longer matches and the banner asks again.

/** The spec's cookie-accepted cookie (kept about 97 years, spec §9). */
export const COOKIE_ACCEPTED = "cookie-accepted";
/** About 97 years, in seconds (spec §9). */
export const COOKIE_ACCEPTED_MAX_AGE = 3_122_064_000;
/** Raise it when the cookie policy changes in a way that needs everyone's choice again. */
export const CONSENT_REVISION = 1;

export const OPTIONAL_CATEGORIES = ["analytics", "marketing"] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

/** What the configuration turns on, in a fixed order. */
export function configuredCategories(services: { analytics: boolean; tagManager: boolean }): OptionalCategory[] {
  const out: OptionalCategory[] = [];
  if (services.analytics) out.push("analytics");
  if (services.tagManager) out.push("marketing");
  return out;
}

/** The version a stored choice must carry: the revision and the configured categories. */
export function consentVersion(configured: readonly OptionalCategory[]): string {
  return `${CONSENT_REVISION}-${configured.join("+")}`;
}

export interface ConsentState {
  /** The optional categories this site has (empty: the banner is only a notice). */
  configured: OptionalCategory[];
  /** A choice for the current version (or, without optional categories, the notice was closed). */
  decided: boolean;
  /** Categories the visitor agreed to; always empty until decided. */
  granted: OptionalCategory[];
}

function isCategory(value: string): value is OptionalCategory {
  return (OPTIONAL_CATEGORIES as readonly string[]).includes(value);
}

/**
 * Reads the cookie's value against the current configuration. Anything unknown counts as "not decided".
 * It reads the canonical form only (consentRenderKey), so two values with one render-once key always
 * render the same page.
 */
export function readConsent(value: string | undefined, configured: readonly OptionalCategory[]): ConsentState {
  const base = { configured: [...configured], decided: false, granted: [] as OptionalCategory[] };
  const canonical = consentRenderKey(value);
  if (canonical === "") return base;
  if (configured.length === 0) return { ...base, decided: true };
  const sep = canonical.lastIndexOf(":");
  if (sep < 0 || canonical.slice(0, sep) !== consentVersion(configured)) return base;
  const names = canonical.slice(sep + 1).split("+");
  return { ...base, decided: true, granted: configured.filter((c) => names.includes(c)) };
}

/** The cookie value for a choice (only configured categories can be granted). */
export function consentValue(configured: readonly OptionalCategory[], granted: readonly OptionalCategory[]): string {
  if (configured.length === 0) return "true";
  return `${consentVersion(configured)}:${configured.filter((c) => granted.includes(c)).join("+")}`;
}

/** The buttons of the consent form: accept all, refuse all, or the ticked boxes (`selectie`). */
export type ConsentChoice = "alles" | "geen" | "selectie";

/** What a posted consent form asks for: `keuze` and one checkbox per category (value "ja"). */
export function grantedFromForm(form: { get(name: string): unknown }, configured: readonly OptionalCategory[]): OptionalCategory[] {
  const choice = form.get("keuze");
  if (choice === "alles") return [...configured];
  if (choice === "selectie") return configured.filter((c) => form.get(c) === "ja");
  return [];
}

/**
 * The part of the cookie a shared render depends on, in a bounded set of values (the render-once cache
 * key): a visitor cannot create new cache entries by sending made-up values. Only the current revision
 * and known category names survive; everything else is "" (as if there were no cookie).
 */
export function consentRenderKey(value: string | undefined): string {
  if (value === undefined) return "";
  if (value === "true") return "true";
  const match = /^(\d+)-([a-z+]*):([a-z+]*)$/.exec(value);
  if (match === null || Number(match[1]) !== CONSENT_REVISION) return "";
  const list = (s: string | undefined) => (s ?? "").split("+").filter(Boolean);
  const configured = list(match[2]);
  const granted = list(match[3]);
  if (![...configured, ...granted].every(isCategory)) return "";
  const canonical = (names: string[]) => OPTIONAL_CATEGORIES.filter((c) => names.includes(c)).join("+");
  return `${CONSENT_REVISION}-${canonical(configured)}:${canonical(granted)}`;
}
