// Pure rules of the service worker (kept apart from sw.ts so they can be unit-tested).

/** Paths the worker never answers from a cache: the API (personal data), login, the identity provider. */
const NEVER_CACHED = [/^\/api\//, /^\/oidc(\/|$)/, /^\/overheid-oidc(\/|$)/, /^\/idp\//, /^\/dev\//, /^\/callback/, /^\/afmelden/, /^\/aanmelden-uitid/, /^\/cookies-accepteren/];

export function isNeverCached(pathname: string): boolean {
  return NEVER_CACHED.some((re) => re.test(pathname));
}

/** Hashed build assets never change: cache first. */
export function isImmutableAsset(pathname: string): boolean {
  return pathname.startsWith("/assets/");
}

/**
 * A navigation response may be kept for offline use only when it is a complete, successful page that
 * the server did not mark private (pages with a holder's data are `private, no-store`).
 */
export function mayCacheNavigation(status: number, cacheControl: string | null, type: string): boolean {
  if (status !== 200 || type === "opaqueredirect") return false;
  const cc = (cacheControl ?? "").toLowerCase();
  return !cc.includes("no-store") && !cc.includes("private");
}
