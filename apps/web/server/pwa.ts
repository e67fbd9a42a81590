// The web manifest and the offline page are rendered from configuration, so a region running its own
// brand (PRODUCT_NAME) gets its own name in the installed app without a code change.
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "@vtp/config";
import { pathTo } from "../app/route-table.ts";

export const THEME_COLOUR = "#1aa5a8";

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

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A self-contained page (inline styles, no script) the service worker shows offline. */
export function offlinePage(config: AppConfig): string {
  const name = escapeHtml(config.product.name);
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOUR}">
<title>Je bent offline | ${name}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#fff;line-height:1.5}
header{background:${THEME_COLOUR};height:8px}
main{max-width:36rem;margin:0 auto;padding:2rem 1.25rem}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}
a{color:#0f7174;font-weight:600}
a:focus-visible{outline:3px solid #0f7174;outline-offset:2px}
</style>
</head>
<body>
<header></header>
<main>
<h1>Je bent offline</h1>
<p>We kunnen deze pagina nu niet laden, omdat je toestel geen verbinding met het internet heeft.</p>
<p>Pagina's die je eerder bekeek, kan je wel nog openen. Probeer het opnieuw zodra je weer verbinding hebt.</p>
<p><a href="${pathTo("index", config.product.slug)}">Opnieuw proberen</a></p>
</main>
</body>
</html>
`;
}

export async function pwaRoutes(app: FastifyInstance, opts: { config: AppConfig }): Promise<void> {
  const manifest = JSON.stringify(webManifest(opts.config));
  const offline = offlinePage(opts.config);
  app.get("/manifest.webmanifest", async (_request, reply) => {
    reply.header("content-type", "application/manifest+json; charset=utf-8").header("cache-control", "public, max-age=3600");
    return manifest;
  });
  app.get("/offline.html", async (_request, reply) => {
    reply.header("content-type", "text/html; charset=utf-8").header("cache-control", "no-cache");
    return offline;
  });
}
