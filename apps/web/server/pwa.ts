// The web manifest and the offline page are rendered from configuration, so a region running its own
// brand (PRODUCT_NAME) gets its own name in the installed app without a code change.
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "@vtp/config";
import { pathTo } from "../app/route-table.ts";
import { offlinePage, THEME_COLOUR } from "./static-pages.ts";

export function webManifest(config: AppConfig) {
  const name = config.product.name;
  const slug = config.product.slug;
  return {
    name,
    short_name: name,
    description: `${name}: je spaar- en voordelenpas voor vrije tijd`,
    lang: "nl",
    dir: "ltr",
    start_url: pathTo("index", slug),
    scope: "/",
    id: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: THEME_COLOUR,
    background_color: "#ffffff",
    categories: ["lifestyle", "entertainment"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      {
        name: "Toon mijn pas",
        short_name: "Mijn pas",
        url: pathTo("card", slug),
        icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }],
      },
      { name: "Scan QR", short_name: "Scan", url: pathTo("scan", slug), icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
    ],
  };
}

export async function pwaRoutes(app: FastifyInstance, opts: { config: AppConfig }): Promise<void> {
  const manifest = JSON.stringify(webManifest(opts.config));
  app.get("/manifest.webmanifest", async (_request, reply) => {
    reply.header("content-type", "application/manifest+json; charset=utf-8").header("cache-control", "public, max-age=3600");
    return manifest;
  });
  // With this response's nonce: the service worker keeps the page with its headers, so they still match offline.
  app.get("/offline.html", async (request, reply) => {
    reply.header("content-type", "text/html; charset=utf-8").header("cache-control", "no-cache");
    return offlinePage(opts.config, { nonce: request.cspNonce });
  });
}
