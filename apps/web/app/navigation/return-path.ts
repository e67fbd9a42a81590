// Where a login may send the holder back to (the `pathname` query parameter). Only paths inside this
// site are accepted; anything else (other origins, protocol-relative `//host`, backslash tricks,
// schemes, control characters, encoded variants of these) falls back to the dashboard.
// Which pages a login never returns to, and which carry no way back, are columns of the route table
// (`returnAfterLogin`, `loginCarriesPath` in app/route-table.ts).
import { stripLocalePrefix } from "../i18n/locale.ts";
import { pathTo } from "../route-table.ts";
import { routeForPath } from "../route-lookup.ts";

const MAX_LENGTH = 2048;
const PROBE_ORIGIN = "http://return-path.invalid";

function decodedForms(value: string): string[] {
  const forms = [value];
  let current = value;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return [...forms, "\u0000"];
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/** A path the browser resolves on this site: `/x`, never `//host` or `/\\host`. */
function isSiteRelative(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}

/** C0 control characters (U+0000–U+001F) and DEL (U+007F): browsers strip or mangle them in a URL. */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}

function staysOnSite(path: string): boolean {
  try {
    const url = new URL(path, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && isSiteRelative(url.pathname);
  } catch {
    return false;
  }
}

/**
 * The normalised path (with query and fragment) when `value` is a same-site path, otherwise undefined.
 * The one return-path sanitiser of the web app (login, callback, cookie notice, …). Every decoded form
 * of the value is checked, then the value is normalised the way a browser would (dot segments, tabs
 * and newlines removed) and the normalised result is checked again: `/.//evil.example` normalises to
 * `//evil.example`, which a browser would read as another host.
 */
export function safeReturnPath(value: unknown, slug: string): string | undefined {
  if (typeof value !== "string" || value === "" || value.length > MAX_LENGTH) return undefined;
  for (const form of decodedForms(value)) {
    if (!isSiteRelative(form) || form.includes("\\")) return undefined;
    if (hasControlCharacter(form)) return undefined;
    // Normalised as a browser would (dot segments): still a path on this site?
    if (!staysOnSite(form)) return undefined;
  }
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  // What the browser will make of the Location header must be this same path on this site.
  const again = new URL(normalised, PROBE_ORIGIN);
  if (again.origin !== PROBE_ORIGIN || again.href !== url.href) return undefined;
  // Not to the login pages, the callback or the logout: they would loop or log out again.
  if (routeForPath(url.pathname, slug)?.returnAfterLogin === false) return undefined;
  return normalised;
}

/** The safe return path, or the dashboard. */
export function returnPathOrDashboard(value: unknown, slug: string): string {
  return safeReturnPath(value, slug) ?? pathTo("dashboard", slug);
}

/** A page request as the guards see it: path and query of the page, and the product slug of the table. */
export interface PageRequest {
  pathname: string;
  search?: string;
  slug: string;
}

/**
 * Login URL for a visitor who asked for a page: `?pathname=` carries the way back (spec §4), except from
 * the pages whose login carries none (the index, forgot and register pages).
 */
export function loginRedirectTarget({ pathname, search = "", slug }: PageRequest): string {
  if (routeForPath(pathname, slug)?.loginCarriesPath === false) return pathTo("login-uitid", slug);
  return pathTo("login-uitid", slug, { query: { pathname: stripLocalePrefix(pathname) + search } });
}

/**
 * The page a request is for. Client-side navigations fetch `<path>.data` (the index: `/_root.data`)
 * with a `_routes` parameter; guards and login redirects must see the page's own path and query.
 */
export function requestedPage(url: URL): { pathname: string; search: string } {
  let pathname = url.pathname;
  if (pathname.endsWith(".data")) {
    pathname = pathname.slice(0, -".data".length);
    if (pathname === "/_root") pathname = "/";
  }
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  const query = params.toString();
  return { pathname, search: query ? `?${query}` : "" };
}
