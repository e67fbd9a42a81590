import { describe, expect, it } from "vitest";
import { loadConfig } from "@vtp/config";
import { robotsTxt, sitemapPaths, sitemapXml } from "./seo.ts";

const config = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://127.0.0.1:3000", ...env });

describe("robots.txt and sitemap.xml", () => {
  it("list the public pages once each at the canonical address, with the /nl copy as an alternate", () => {
    const paths = sitemapPaths("uitpas");
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/wat-is-uitpas",
        "/cookieverklaring",
        "/veelgestelde-vragen",
        "/toegankelijkheidsverklaring",
        "/privacy",
        "/app",
      ]),
    );
    // Not the style guide, the error pages, aliases, resources or holder pages.
    for (const path of [
      "/styleguide",
      "/error",
      "/privacybeleid",
      "/installeer-app",
      "/cookies-accepteren",
      "/overzicht",
      "/aanmelden-uitid",
    ])
      expect(paths).not.toContain(path);
    const xml = sitemapXml(config());
    expect(xml).toContain("<loc>http://127.0.0.1:3000/wat-is-uitpas</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="nl" href="http://127.0.0.1:3000/nl/wat-is-uitpas"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="nl" href="http://127.0.0.1:3000/nl"/>');
    expect(xml.match(/<loc>/g)).toHaveLength(paths.length);
    expect(xml).not.toContain("<loc>http://127.0.0.1:3000/nl");
    const robots = robotsTxt(config());
    expect(robots).toContain("Allow: /\n");
    expect(robots).toContain("Disallow: /api/\n");
    expect(robots).toContain("Sitemap: http://127.0.0.1:3000/sitemap.xml");
  });

  it("keep acceptance and test hosts (NOINDEX) out of search engines", () => {
    expect(robotsTxt(config({ NOINDEX: "true" }))).toMatch(/User-agent: \*\nDisallow: \/\n$/);
    expect(robotsTxt(config({ NOINDEX: "true" }))).not.toContain("Sitemap:");
    expect(sitemapXml(config({ NOINDEX: "true" }))).not.toContain("<url>");
  });

  it("use the configured slug", () => {
    expect(sitemapPaths("paspartoe")).toContain("/wat-is-paspartoe");
  });
});
