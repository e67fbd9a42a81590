// Where a login may send the holder back to (the `pathname` query parameter). Only paths inside this
// site are accepted; anything else (other origins, protocol-relative `//host`, backslash tricks,
// schemes, control characters, encoded variants of these) falls back to the dashboard.
import { stripLocalePrefix } from "../../i18n/locale.ts";

export const DASHBOARD_PATH = "/overzicht";
export const LOGIN_PATH = "/aanmelden-uitid";

const MAX_LENGTH = 2048;
const PROBE_ORIGIN = "http://return-path.invalid";

/** Paths that make no sense to return to after a login (they would loop or log out again). */
const NO_RETURN_TO = new Set(["/aanmelden-uitid", "/inloggen", "/callback", "/afmelden"]);

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

/**
 * The path (with query and fragment) when `value` is a same-site path, otherwise undefined.
 * Pure: used by the login route and the callback.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value === "" || value.length > MAX_LENGTH) return undefined;
  for (const form of decodedForms(value)) {
    if (!form.startsWith("/")) return undefined;
    if (form.startsWith("//") || form.startsWith("/\\")) return undefined;
    if (form.includes("\\")) return undefined;
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(form)) return undefined;
  }
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  if (NO_RETURN_TO.has(stripLocalePrefix(url.pathname))) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The safe return path, or the dashboard. */
export function returnPathOrDashboard(value: unknown): string {
  return safeReturnPath(value) ?? DASHBOARD_PATH;
}

/** Paths whose login redirect carries no return path (spec §4: the index, forgot and register pages). */
const NO_RETURN_PATHS = new Set(["/", "/wachtwoord-vergeten", "/registreer"]);

/** Login URL for a visitor who asked for `pathname`: `?pathname=` carries the way back (spec §4). */
export function loginRedirectTarget(pathname: string, search = ""): string {
  const path = stripLocalePrefix(pathname);
  if (NO_RETURN_PATHS.has(path)) return LOGIN_PATH;
  return `${LOGIN_PATH}?pathname=${encodeURIComponent(path + search)}`;
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
