import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import path from "node:path";
import { loadConfig, repoRoot } from "@vtp/config";
import { webManifest } from "./pwa.ts";
import { offlinePage } from "./static-pages.ts";

describe("web manifest", () => {
  const manifest = webManifest(loadConfig({ PRODUCT_NAME: "Paspartoe", PRODUCT_SLUG: "paspartoe" }));

  it("is Dutch, standalone, scoped to / and named after the configured brand", () => {
    expect(manifest).toMatchObject({
      lang: "nl",
      display: "standalone",
      scope: "/",
      start_url: "/",
      name: "Paspartoe",
      theme_color: "#1aa5a8",
    });
  });

  it("has the shortcuts Toon mijn pas and Scan QR", () => {
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ["Toon mijn pas", "/pas"],
      ["Scan QR", "/sparen/scannen"],
    ]);
  });

  it("points at icon files that exist, including maskable ones", () => {
    for (const icon of manifest.icons) expect(existsSync(path.join(repoRoot, "apps/web/public", icon.src)), icon.src).toBe(true);
    expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
  });
});

describe("offline page", () => {
  it("is a Dutch page without scripts that escapes the brand", () => {
    const html = offlinePage(loadConfig({ PRODUCT_NAME: "Pas <b>" }), { nonce: "bm9uY2U=" });
    expect(html).toContain('<html lang="nl">');
    // Its style runs under the CSP with the response's nonce (no 'unsafe-inline').
    expect(html).toContain('<style nonce="bm9uY2U=">');
    expect(html).toContain("Je bent offline");
    expect(html).not.toContain("<script");
    expect(html).toContain("Pas &#60;b&#62;");
  });
});
