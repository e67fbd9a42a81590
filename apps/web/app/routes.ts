import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import { buildProductSlug } from "./build-product.ts";
import { allRoutes, layoutFiles, layoutRouteId, type LayoutName, type PageRoute } from "./route-table.ts";

// Explicit Dutch slugs from one list (app/route-table.ts). Each page exists twice: unprefixed
// (default locale) with id `<name>` and under /nl with id `nl.<name>`.
//
// The product slug (/wat-is-{product}, /mijn-{product}/...) is read from PRODUCT_SLUG when the app is
// built: this file runs at build time, so a different brand means a rebuild. The server bundle records
// the slug it was built with (`builtProductSlug` in entry.server.tsx) so the host can refuse a mismatch.
const slug = buildProductSlug(process.env);

// Only pages that exist are in allRoutes: the table declares the pages of later issues as `planned`
// (no module yet), so a missing module of a page is a broken build, not a page left out
// (app/routes.test.ts names it).
const entry = (r: PageRoute): RouteConfigEntry => (r.path === null ? index(r.file, { id: r.id }) : route(r.path, r.file, { id: r.id }));

const byLayout = new Map<LayoutName, RouteConfigEntry[]>();
for (const r of allRoutes(slug)) {
  byLayout.set(r.layout, [...(byLayout.get(r.layout) ?? []), entry(r)]);
}

// A layout without pages is left out: a childless pathless layout route would match "/" itself.
export default [...byLayout].map(([name, children]) =>
  layout(layoutFiles[name], { id: layoutRouteId(name) }, children),
) satisfies RouteConfig;
