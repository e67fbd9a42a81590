import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { pageTitle } from "./copy/titles.ts";
import { allRoutes } from "./route-table.ts";
import { routeNameForId } from "./route-lookup.ts";
import routes from "./routes.ts";

const appDir = path.dirname(fileURLToPath(import.meta.url));

function leaves(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((e) => (e.children && e.children.length > 0 ? leaves(e.children) : [e]));
}

describe("routes.ts", () => {
  const config = routes as RouteConfigEntry[];

  it("gives every page route an explicit id with a title", () => {
    const slug = process.env.PRODUCT_SLUG || "uitpas";
    for (const leaf of leaves(config)) {
      const name = routeNameForId(leaf.id ?? "", slug);
      expect(name, `route ${leaf.file}`).toBeTypeOf("string");
      const kind = allRoutes(slug).find((r) => r.id === leaf.id)?.kind;
      if (kind === "page") expect(pageTitle(name as string, "UiTPAS"), leaf.id).toMatch(/ \| UiTPAS$/);
    }
  });

  it("nests pages in layout routes only", () => {
    for (const top of config) {
      expect(top.path).toBeUndefined();
      expect(top.id).toMatch(/^layout-/);
    }
  });

  it("registers exactly the pages of the table (no module check decides)", () => {
    const slug = process.env.PRODUCT_SLUG || "uitpas";
    const registered = leaves(config).map((leaf) => leaf.id);
    expect(registered.sort()).toEqual(
      allRoutes(slug)
        .map((r) => r.id)
        .sort(),
    );
  });

  it("finds every module of the route table", () => {
    const missing = [...new Set(allRoutes("uitpas").map((r) => r.file))].filter((f) => !existsSync(path.join(appDir, f)));
    expect(missing).toEqual([]);
  });
});
