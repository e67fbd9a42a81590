// Pure rules of the service worker (kept apart from sw.ts so they can be unit-tested).

/** Paths the worker never answers from a cache: the API (personal data), login, the identity provider. */
const NEVER_CACHED = [
  /^\/api\//,
  /^\/oidc(\/|$)/,
  /^\/overheid-oidc(\/|$)/,
  /^\/idp\//,
  /^\/dev\//,
  /^\/callback/,
  /^\/afmelden/,
  /^\/aanmelden-uitid/,
  /^\/cookies-accepteren/,
];

export function isNeverCached(pathname: string): boolean {
  return NEVER_CACHED.some((re) => re.test(pathname));
}

/** Hashed build assets never change: cache first. */
export function isImmutableAsset(pathname: string): boolean {
  return pathname.startsWith("/assets/");
}

/** A holder page marks itself as keepable on this device for offline use with this header. Only the
 * digital card does: it is the page a holder needs at a counter without a connection. */
export const OFFLINE_COPY_HEADER = "X-Offline-Copy";
export const OFFLINE_COPY_HOLDER_CARD = "holder-card";
/** The cache of the holder's own pages; emptied when the holder logs out. */
export const HOLDER_CACHE = "holder-v1";

/** Whether a successful navigation response is the holder's card that may be kept offline (private, but
 * never `no-store`: the server said so with the offline-copy header). */
export function mayKeepHolderCopy(status: number, cacheControl: string | null, offlineCopy: string | null): boolean {
  if (status !== 200 || offlineCopy !== OFFLINE_COPY_HOLDER_CARD) return false;
  return !(cacheControl ?? "").toLowerCase().includes("no-store");
}

/** A navigation that ends the holder's session: the worker forgets the holder's kept pages. */
export function endsHolderSession(pathname: string): boolean {
  return /^\/afmelden(\/|$)/.test(pathname);
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

/**
 * The server answered that it cannot reach its database right now (503, issue 18): a page this device
 * kept (the holder's card, a public page) is more use than the "even niet bereikbaar" page.
 */
export function prefersKeptCopy(status: number): boolean {
  return status === 503;
}
