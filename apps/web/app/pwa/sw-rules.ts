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

/** A holder page marks itself as keepable on this device for offline use with this header. Only two do:
 * the digital card (the page a holder needs at a counter without a connection) and the dashboard (its
 * last state, shown with "laatst bijgewerkt om"). */
export const OFFLINE_COPY_HEADER = "X-Offline-Copy";
export const OFFLINE_COPY_HOLDER_CARD = "holder-card";
export const OFFLINE_COPY_HOLDER_DASHBOARD = "holder-dashboard";
const KEPT_HOLDER_PAGES: readonly string[] = [OFFLINE_COPY_HOLDER_CARD, OFFLINE_COPY_HOLDER_DASHBOARD];
/** The cache of the holder's own pages; emptied when the holder logs out and when a login starts. */
export const HOLDER_CACHE = "holder-v1";

/** Whether a successful navigation response is a holder page that may be kept offline (private, but
 * never `no-store`: the server said so with the offline-copy header). */
export function mayKeepHolderCopy(status: number, cacheControl: string | null, offlineCopy: string | null): boolean {
  if (status !== 200 || offlineCopy === null || !KEPT_HOLDER_PAGES.includes(offlineCopy)) return false;
  return !(cacheControl ?? "").toLowerCase().includes("no-store");
}

/**
 * A navigation after which the kept holder pages must go: logging out, and every way into a login (the
 * login pages and the provider's return), so a holder who signs in on a phone where another holder's
 * session merely expired never sees that holder's pass.
 */
export function endsHolderSession(pathname: string): boolean {
  return /^\/(afmelden|aanmelden-uitid|inloggen|callback)(\/|$)/.test(pathname);
}

/** A kept page shown after an in-app (client-side) navigation asks the worker to keep it: no document
 * request passed the worker. Only these two paths are ever fetched for it. */
export const KEEP_PAGE_MESSAGE = "KEEP_PAGE";

export function isKeptHolderPath(path: unknown): path is string {
  return path === PASS_PATH || path === DASHBOARD_PATH;
}

/** The attribute a page's "laatst bijgewerkt" note carries; the worker flips it on a copy it serves. */
export const KEPT_COPY_ATTRIBUTE = "data-kept-copy";
const LIVE = `${KEPT_COPY_ATTRIBUTE}="live"`;

const brusselsDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels", year: "numeric", month: "2-digit", day: "2-digit" });

/**
 * A kept page served from this device's cache: its "laatst bijgewerkt om" note becomes visible, with the
 * day too ("past") when the copy is from an earlier day in Brussels than `nowMs` (the same length: the
 * body is only flipped). `keptAtMs`: when the copy was kept (its Date header); unknown counts as today.
 */
export function markKeptCopy(html: string, keptAtMs: number | null, nowMs: number): string {
  const past = keptAtMs !== null && Number.isFinite(keptAtMs) && brusselsDay.format(keptAtMs) !== brusselsDay.format(nowMs);
  return html.replaceAll(LIVE, `${KEPT_COPY_ATTRIBUTE}="${past ? "past" : "kept"}"`);
}

/** Marks in the offline page around the parts for a device with and without a kept pass. */
export const WITH_PASS = ["<!--met-pas-->", "<!--/met-pas-->"] as const;
export const WITHOUT_PASS = ["<!--zonder-pas-->", "<!--/zonder-pas-->"] as const;

/** The markup without every part between `open` and `close`. */
function cut(html: string, [open, close]: readonly [string, string]): string {
  let out = html;
  for (let start = out.indexOf(open); start >= 0; start = out.indexOf(open, start)) {
    const end = out.indexOf(close, start);
    if (end < 0) break;
    out = out.slice(0, start) + out.slice(end + close.length);
  }
  return out;
}

/** The offline page for this device: the link to the pass only when a pass is kept (on its own or on the
 * kept dashboard), the tip otherwise. */
export function offlinePageFor(html: string, passKept: boolean): string {
  return cut(html, passKept ? WITHOUT_PASS : WITH_PASS);
}

/** Which holder pages this device keeps. */
export interface KeptHolderPages {
  pass: boolean;
  dashboard: boolean;
}

/**
 * Where a navigation goes when the network fails, before the kept copy of the page itself: the app's
 * start URL (the manifest's `start_url`, the home page) opens the kept pass (decision 0039: a holder
 * opening the icon offline wants the pass), or else the kept dashboard, which shows the pass too; the
 * pass page, not kept itself, opens the kept dashboard. Null: the page's own kept copy or the offline page.
 */
export function offlineRedirect(pathname: string, kept: KeptHolderPages): string | null {
  if (pathname !== START_PATH && pathname !== PASS_PATH) return null;
  if (kept.pass) return pathname === PASS_PATH ? null : PASS_PATH;
  return kept.dashboard ? DASHBOARD_PATH : null;
}

/** The manifest's start URL, the card page and the dashboard (route table: `index`, `card`, `dashboard`; the
 * same for every product, under test): the worker stays small, without the route table. */
export const START_PATH = "/";
export const PASS_PATH = "/pas";
export const DASHBOARD_PATH = "/overzicht";

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

/** Where a notification leads when its push carries no usable path: the inbox. */
export const MESSAGES_PATH = "/berichten";

/**
 * A same-origin path of the app from a push's `path` ("/berichten", "/overzicht?x=1"), or null: never
 * another origin ("//evil.example", "https://…", "/\\evil"), never a scheme, never control characters.
 */
export function sameOriginPath(path: unknown, origin: string): string | null {
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (typeof path !== "string" || !/^\/(?![/\\])/.test(path) || /[\u0000-\u001f\u007f\\]/.test(path) || path.length > 500) return null;
  try {
    const url = new URL(path, origin);
    return url.origin === origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

export interface PushNotification {
  title: string;
  options: { tag: string; data: { path: string }; icon: string; badge: string; lang: string };
}

/**
 * What the worker shows for a push (decision 0060): the message's title only (the lock screen: no body,
 * no personal data beyond the title), tagged by title and path so a push delivered twice shows once;
 * a tap opens `path` (same origin), else the inbox. Null for a payload that is not ours.
 */
export function pushNotification(payload: unknown, origin: string): PushNotification | null {
  if (typeof payload !== "object" || payload === null) return null;
  const { title, path } = payload as { title?: unknown; path?: unknown };
  if (typeof title !== "string" || title.trim() === "") return null;
  const target = sameOriginPath(path, origin) ?? MESSAGES_PATH;
  const shown = title.trim().slice(0, 200);
  return {
    title: shown,
    options: { tag: `${target}|${shown}`, data: { path: target }, icon: "/icons/icon-192.png", badge: "/icons/icon-192.png", lang: "nl" },
  };
}

/** The URL a tap on a notification opens: its same-origin path, else the inbox. */
export function notificationTarget(data: unknown, origin: string): string {
  const path = typeof data === "object" && data !== null ? (data as { path?: unknown }).path : undefined;
  return new URL(sameOriginPath(path, origin) ?? MESSAGES_PATH, origin).href;
}
