// Locale choice: the `locale` cookie, then the browser language (Accept-Language), then nl.
// Only nl is supported for now; the default locale has no URL prefix, every page also lives under /nl.

export const supportedLocales = ["nl"] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = "nl";
export const LOCALE_COOKIE = "locale";
/** 365 days, in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const isSupported = (value: string): value is Locale => (supportedLocales as readonly string[]).includes(value);

/** Language tags of an Accept-Language header, best first (q-values honoured, q=0 dropped). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, position) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, position };
    })
    .filter((l) => l.tag !== "" && l.tag !== "*" && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.position - b.position)
    .map((l) => l.tag);
}

export function resolveLocale(input: { cookie?: string | undefined; acceptLanguage?: string | null | undefined }): Locale {
  const fromCookie = input.cookie?.trim().toLowerCase();
  if (fromCookie && isSupported(fromCookie)) return fromCookie;
  for (const tag of parseAcceptLanguage(input.acceptLanguage)) {
    const primary = tag.split("-")[0] ?? "";
    if (isSupported(primary)) return primary;
  }
  return defaultLocale;
}

/** The locale in a path's prefix (`/nl/...`), or undefined for the unprefixed default. */
export function localeFromPath(pathname: string): Locale | undefined {
  const first = pathname.split("/")[1] ?? "";
  return isSupported(first) ? first : undefined;
}

/** Path without a locale prefix: `/nl/privacy` -> `/privacy`, `/nl` -> `/`. */
export function stripLocalePrefix(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === undefined) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}
