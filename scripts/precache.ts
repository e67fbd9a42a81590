// The service worker's precache list (scripts/build.ts injects it into sw.js): every hashed asset of the
// client build that a visitor or a holder may need, so the installed app works offline, without what only
// staff load. The counter's and the back office's own chunks (staffLayouts in app/route-table.ts: about a
// seventh of the build) would otherwise be fetched by every visitor's phone in the background; staff get
// them on their first visit, and the worker keeps them (cache first, /assets/* is immutable).
//
// Which files belong to which pages comes from React Router's client manifest (assets/manifest-*.js):
// every route's module, its static imports and its CSS. A file is left out only when every route that
// names it sits under a staff layout and no file that stays in names it (a page's lazy import of a chunk
// the counter also uses); what no route names (the lazy chunks of a page, the fonts) stays in.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { layoutRouteId, staffLayouts } from "../apps/web/app/route-table.ts";

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  css?: string[];
}

export interface RouteManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
}

const MANIFEST_FILE = /^manifest-[\w-]+\.js$/;

/** The client's route manifest of a build (`window.__reactRouterManifest={...};`). */
export function readRouteManifest(clientDir: string): RouteManifest {
  const name = readdirSync(path.join(clientDir, "assets")).find((n) => MANIFEST_FILE.test(n));
  if (name === undefined) throw new Error("geen routemanifest in de build (assets/manifest-*.js)");
  const text = readFileSync(path.join(clientDir, "assets", name), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as RouteManifest;
}

/** The files (URL paths) that only routes under one of `layoutIds` name. */
export function filesOnlyUnder(manifest: RouteManifest, layoutIds: ReadonlySet<string>): Set<string> {
  const under = (route: ManifestRoute | undefined): boolean =>
    route !== undefined && (layoutIds.has(route.id) || (route.parentId !== undefined && under(manifest.routes[route.parentId])));
  const staff = new Set<string>();
  const others = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const route of Object.values(manifest.routes)) {
    const files = [route.module, ...(route.imports ?? []), ...(route.css ?? [])];
    for (const file of files) (under(route) ? staff : others).add(file);
  }
  return new Set([...staff].filter((file) => !others.has(file)));
}

/**
 * The precache list: the hashed JS, CSS and fonts but the staff's own and the lazy chunks of /consent.js
 * (`assets/lazy-*`: the analytics tracker, loaded only after consent: a worker that fetched it ahead would
 * do so without it), then the icons, the manifest, /pwa.js and /consent.js.
 */
export function precacheList(clientDir: string): string[] {
  const staffOnly = filesOnlyUnder(readRouteManifest(clientDir), new Set([...staffLayouts].map(layoutRouteId)));
  const all = readdirSync(path.join(clientDir, "assets"))
    .filter((name) => /\.(js|css|woff2)$/.test(name) && !name.startsWith("lazy-"))
    .map((name) => `/assets/${name}`);
  // A file that stays and names a staff-only file (a dynamic import) brings it back, until none does. The
  // route manifest names every route's files: it is not a reason to keep one.
  const read = (file: string) => readFileSync(path.join(clientDir, file), "utf8");
  let queue = all.filter((file) => file.endsWith(".js") && !staffOnly.has(file) && !MANIFEST_FILE.test(path.basename(file)));
  while (queue.length > 0) {
    const texts = queue.map(read);
    queue = [...staffOnly].filter((file) => texts.some((text) => text.includes(path.basename(file))));
    for (const file of queue) staffOnly.delete(file);
    queue = queue.filter((file) => file.endsWith(".js"));
  }
  const assets = all.filter((file) => !staffOnly.has(file)).sort();
  const icons = readdirSync(path.join(clientDir, "icons"))
    .filter((n) => n.endsWith(".png"))
    .map((n) => `/icons/${n}`)
    .sort();
  return [...assets, ...icons, "/manifest.webmanifest", "/pwa.js", "/consent.js"];
}
