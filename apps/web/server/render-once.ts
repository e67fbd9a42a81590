// Pages that are the same for every anonymous visitor (home, about, partner, terms, privacy, cookies,
// install, start: `renderOnce` in app/route-table.ts) are rendered by React once and then served from
// memory for five minutes (rendered again in the background after that, decision 0022). The render uses a random placeholder as CSP nonce; every response gets its
// own request's nonce in its place, so the Content-Security-Policy stays per request. A page without
// any placeholder (no inline script: the content pages ship as plain HTML, decision 0005, and stylesheet
// links carry no nonce, root.tsx) is identical for every request, so it is also compressed once
// (brotli and gzip) at that first render.
//
// Only anonymous GET/HEAD requests without a query string are served this way, and only when the
// request carries no cookie besides the ones the shared render depends on (the cookie choice and a
// supported locale): those cookies are part of the cache key, the cookie choice in its canonical form
// (a bounded set of values, so made-up values cannot grow the cache). Anything else (a session, a flash
// message, a query, another status than 200) is rendered per request as before.
import { randomBytes } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { parseCookies } from "../app/i18n/cookies.ts";
import { LOCALE_COOKIE, supportedLocales } from "../app/i18n/locale.ts";
import { COOKIE_ACCEPTED, consentRenderKey } from "../app/features/consent/index.server.ts";

/** Cookies the shared render reads; their values are part of the cache key. */
const VARYING_COOKIES = [COOKIE_ACCEPTED, LOCALE_COOKIE] as const;

export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  setCookies: string[];
  /** The HTML split at the nonce placeholder: joined with the request's nonce. */
  parts: string[];
  /** Brotli and gzip of the HTML when it has no placeholder (the same bytes for every request). */
  compressed: { br: Buffer; gzip: Buffer } | undefined;
}

export interface RenderOnceRequest {
  method: string;
  url: string;
  cookie: string | undefined;
}

/** The cache key of a request that may be served from memory, or undefined when it must be rendered. */
export function renderOnceKey(request: RenderOnceRequest, paths: ReadonlySet<string>): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  if (request.url.includes("?") || !paths.has(request.url)) return undefined;
  const cookies = parseCookies(request.cookie);
  const names = Object.keys(cookies);
  if (names.some((name) => !(VARYING_COOKIES as readonly string[]).includes(name))) return undefined;
  const locale = cookies[LOCALE_COOKIE];
  if (locale !== undefined && !(supportedLocales as readonly string[]).includes(locale)) return undefined;
  return [request.url, consentRenderKey(cookies[COOKIE_ACCEPTED]), locale ?? ""].join("\u0000");
}

export interface RenderOnceCache {
  /** The nonce to render with for a cached page. */
  placeholder: string;
  /**
   * The cached page for `key`, rendering it with `render` the first time (concurrent first requests
   * share that render). Undefined when the page cannot be cached (not a plain 200), or its render failed
   * or said no-store (the next request tries again).
   */
  get(key: string, render: () => Promise<Response>): Promise<CachedPage | undefined>;
  /** The body of a cached page with this request's nonce. */
  body(page: CachedPage, nonce: string): string;
}

/**
 * How long a rendered copy is served before it is rendered again (decision 0022): the home page's featured
 * rewards and the figures are at most this old. The old copy is served while the new one renders.
 */
export const RENDER_ONCE_MAX_AGE_MS = 5 * 60_000;

interface Entry {
  page: Promise<CachedPage | undefined>;
  renderedAt: number;
  refreshing: boolean;
}

export function createRenderOnceCache(options: { maxAgeMs?: number; now?: () => number } = {}): RenderOnceCache {
  const placeholder = `n${randomBytes(18).toString("hex")}`;
  const maxAgeMs = options.maxAgeMs ?? RENDER_ONCE_MAX_AGE_MS;
  const now = options.now ?? Date.now;
  const pages = new Map<string, Entry>();

  async function capture(response: Response): Promise<CachedPage | undefined> {
    const html = await response.text();
    if (response.status !== 200 || !(response.headers.get("content-type") ?? "").startsWith("text/html")) return undefined;
    // A page that says no-store (it rendered without data it could not fetch) is not kept, and the next
    // request tries again.
    if (/\bno-store\b/i.test(response.headers.get("cache-control") ?? "")) throw new Error("no-store: not kept");
    const headers = [...response.headers].filter(([name]) => name !== "set-cookie");
    const parts = html.split(placeholder);
    const compressed =
      parts.length === 1
        ? {
            br: brotliCompressSync(html, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
            }),
            gzip: gzipSync(html, { level: 9 }),
          }
        : undefined;
    return { status: response.status, headers, setCookies: response.headers.getSetCookie(), parts, compressed };
  }

  return {
    placeholder,
    get(key, render) {
      let entry = pages.get(key);
      if (entry === undefined) {
        const fresh: Entry = { page: render().then(capture), renderedAt: now(), refreshing: false };
        pages.set(key, fresh);
        fresh.page.catch(() => {
          if (pages.get(key) === fresh) pages.delete(key);
        });
        entry = fresh;
      } else if (!entry.refreshing && now() - entry.renderedAt > maxAgeMs) {
        // Stale: serve this copy, render the next one once; a failed render keeps the old copy for
        // another period (better a few minutes old than an error).
        const stale = entry;
        stale.refreshing = true;
        render()
          .then(capture)
          .then(
            (page) => {
              if (page !== undefined) pages.set(key, { page: Promise.resolve(page), renderedAt: now(), refreshing: false });
              else Object.assign(stale, { refreshing: false, renderedAt: now() });
            },
            () => Object.assign(stale, { refreshing: false, renderedAt: now() }),
          );
      }
      return entry.page.catch(() => undefined);
    },
    body(page, nonce) {
      return page.parts.join(nonce);
    },
  };
}
