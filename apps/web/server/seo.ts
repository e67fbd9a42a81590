// robots.txt and sitemap.xml, from the configuration and the route table. Both honour NOINDEX
// (acceptance and test hosts): robots.txt then disallows everything and the sitemap lists nothing; the
// pages themselves carry the noindex meta and X-Robots-Tag (app/root.tsx, app/i18n/meta.ts).
import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppConfig } from "@vtp/config";
import { LOCALE_PREFIX, pageRoutes } from "../app/route-table.ts";

/** Pages that exist but are not for search engines: the style guide, the error pages. */
const NOT_LISTED = new Set(["styleguide", "error", "404"]);

/**
 * The public pages a search engine may list: pages (not resources) of the public layout in both locale
 * trees, once per route name (an alias such as /privacybeleid shares its page's name and is left out).
 */
export function sitemapPaths(slug: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const route of pageRoutes(slug)) {
    if (route.kind !== "page" || route.layout !== "public" || !route.localized || NOT_LISTED.has(route.name) || seen.has(route.name))
      continue;
    seen.add(route.name);
    out.push(`/${route.path ?? ""}`);
  }
  return out;
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Each page once, at its canonical address (the default locale has no prefix), with its /nl copy as an
 * alternate: the /nl pages name the plain address as canonical (app/i18n/meta.ts).
 */
export function sitemapXml(config: Pick<AppConfig, "publicUrl" | "noindex" | "product">): string {
  const origin = config.publicUrl;
  const urls = config.noindex
    ? []
    : sitemapPaths(config.product.slug).map((path) => {
        const plain = escapeXml(`${origin}${path}`);
        const nl = escapeXml(`${origin}/${LOCALE_PREFIX}${path === "/" ? "" : path}`);
        return `  <url>\n    <loc>${plain}</loc>\n    <xhtml:link rel="alternate" hreflang="nl-BE" href="${plain}"/>\n    <xhtml:link rel="alternate" hreflang="nl" href="${nl}"/>\n    <xhtml:link rel="alternate" hreflang="x-default" href="${plain}"/>\n  </url>`;
      });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}${urls.length ? "\n" : ""}</urlset>\n`;
}

export function robotsTxt(config: Pick<AppConfig, "publicUrl" | "noindex">): string {
  if (config.noindex) return "# Acceptance or test host (NOINDEX): not for search engines.\nUser-agent: *\nDisallow: /\n";
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /oidc/",
    "Disallow: /idp/",
    "Disallow: /cookies-accepteren",
    "",
    `Sitemap: ${config.publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

export async function seoRoutes(app: FastifyInstance, opts: { config: AppConfig }): Promise<void> {
  const robots = robotsTxt(opts.config);
  const sitemap = sitemapXml(opts.config);
  const headers = (reply: FastifyReply, type: string) => {
    reply.header("content-type", type).header("cache-control", "public, max-age=3600");
    if (opts.config.noindex) reply.header("x-robots-tag", "noindex, nofollow");
  };
  app.get("/robots.txt", async (_request, reply) => {
    headers(reply, "text/plain; charset=utf-8");
    return robots;
  });
  app.get("/sitemap.xml", async (_request, reply) => {
    headers(reply, "application/xml; charset=utf-8");
    return sitemap;
  });
}
