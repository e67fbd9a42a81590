// Which page a URL path, a matched pattern or a route id is (the root's meta and theme, the route guards,
// the login's return path, the server's render-once and WebAssembly pages): lookups over the route table.
import { matchPath } from "react-router";
import { tableFor, type PageRoute } from "./route-table.ts";

/** Route name for a route id (`nl.about` -> `about`), or undefined for ids outside the table. */
export function routeNameForId(id: string, slug: string): string | undefined {
  return tableFor(slug).routes.find((r) => r.id === id)?.name;
}

/** Route pattern as React Router reports it to middleware, without slashes (`wat-is-uitpas`, `nl`, `*`, `` for the index). */
export function patternOf(route: PageRoute): string {
  return route.path ?? "";
}

/** Route name for a matched pattern, or undefined when the page has no name. */
export function routeNameForPattern(pattern: string, slug: string): string | undefined {
  const normalized = pattern.replace(/^\/+|\/+$/g, "");
  return tableFor(slug).routes.find((r) => patternOf(r) === normalized)?.name;
}

/**
 * The page of a URL path (used where only the location is known: the root `meta` and theme, the route
 * guards, the login's return path): the first page that exists whose path matches exactly (as the router
 * matches: case-insensitive, a trailing slash allowed); the 404 catch-all when none does.
 */
export function routeForPath(pathname: string, slug: string): PageRoute | undefined {
  const routes = tableFor(slug).routes;
  for (const r of routes) {
    if (r.path === "*") continue;
    if (matchPath({ path: `/${r.path ?? ""}`, end: true, caseSensitive: false }, pathname)) return r;
  }
  return routes.find((r) => r.path === "*");
}

export function routeNameForPath(pathname: string, slug: string): string | undefined {
  return routeForPath(pathname, slug)?.name;
}

/** URL paths of the pages rendered once per start (both locale trees): `/`, `/nl`, `/privacy`, `/nl/privacy`, … */
export function renderOncePaths(slug: string): Set<string> {
  return new Set(
    tableFor(slug)
      .routes.filter((r) => r.renderOnce)
      .map((r) => `/${r.path ?? ""}`),
  );
}

/** URL paths (lower case) of the pages that compile WebAssembly, both locale trees: `/sparen/scannen`, `/nl/sparen/scannen`. */
export function wasmPagePaths(slug: string): Set<string> {
  return new Set(
    tableFor(slug)
      .routes.filter((r) => r.wasm)
      .map((r) => `/${r.path ?? ""}`.toLowerCase()),
  );
}
