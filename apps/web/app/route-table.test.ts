import { describe, expect, it } from "vitest";
import { titles } from "./copy/titles.ts";
import { allRoutes, pageRoutes, routeForPath, routeNameForId, routeNameForPath, routeNameForPattern, themedLayouts } from "./route-table.ts";

describe("route table", () => {
  const routes = allRoutes("uitpas");

  it("has unique ids and unique paths", () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it("puts every localized page under /nl with id nl.<id>", () => {
    for (const r of pageRoutes("uitpas").filter((p) => p.localized)) {
      const copy = routes.find((c) => c.id === `nl.${r.id}`);
      expect(copy?.path).toBe(r.path === null ? "nl" : `nl/${r.path}`);
      expect(copy?.name).toBe(r.name);
    }
  });

  it("uses the spec's Dutch slugs with the configured product", () => {
    const path = (id: string, slug = "uitpas") => allRoutes(slug).find((r) => r.id === id)?.path;
    expect(path("about")).toBe("wat-is-uitpas");
    expect(path("about", "paspartoe")).toBe("wat-is-paspartoe");
    expect(path("nl.about")).toBe("nl/wat-is-uitpas");
    expect(path("partner")).toBe("partner-worden");
    expect(path("privacy-policy")).toBe("privacybeleid");
    expect(path("install-app-alias")).toBe("installeer-app");
    expect(path("index")).toBeNull();
    expect(path("nl.index")).toBe("nl");
  });

  it("has a title for every page name", () => {
    for (const r of routes.filter((x) => x.kind === "page")) expect(titles[r.name], r.id).toBeTypeOf("string");
  });

  it("names routes by id, pattern and path", () => {
    expect(routeNameForId("nl.privacy-policy", "uitpas")).toBe("privacy");
    expect(routeNameForId("routes/content/about", "uitpas")).toBeUndefined();
    expect(routeNameForPattern("nl/wat-is-uitpas", "uitpas")).toBe("about");
    expect(routeNameForPattern("/", "uitpas")).toBe("index");
    expect(routeNameForPattern("", "uitpas")).toBe("index");
    expect(routeNameForPattern("*", "uitpas")).toBe("404");
    expect(routeNameForPattern("verborgen-pagina", "uitpas")).toBeUndefined();
    expect(routeNameForPath("/nl/installeer-app", "uitpas")).toBe("install-app");
    expect(routeNameForPath("/nl", "uitpas")).toBe("index");
    expect(routeNameForPath("/wat-is-uitpas/", "uitpas")).toBe("about");
    expect(routeNameForPath("/wat-is-iets-anders", "uitpas")).toBe("404");
  });
});

describe("routeForPath", () => {
  it("gives the layout of a path", () => {
    expect(routeForPath("/nl/styleguide", "uitpas")?.layout).toBe("public");
    expect(routeForPath("/iets", "uitpas")?.id).toBe("404");
    expect(themedLayouts.has("default")).toBe(true);
    expect(themedLayouts.has("public")).toBe(false);
  });
});
