// Every page of the platform answers with its Dutch title, also under /nl; unmatched paths give the 404.
import { allRoutes } from "../../apps/web/app/route-table.ts";
import { pageTitle } from "../../apps/web/app/copy/titles.ts";
import { test, expect } from "../support/fixtures.ts";
import { decode, tag } from "../support/html.ts";

const product = { name: "UiTPAS", slug: "uitpas" };
const pages = allRoutes(product.slug).filter(
  (r) => r.kind === "page" && r.path !== "*" && r.layout === "public" && r.id.replace(/^nl\./, "") !== "error",
);

// The server's HTML is what search engines, link previews and a phone without JavaScript get: it is checked
// as sent, without a browser (a browser per page cost the suite about 4 s a page).

for (const route of pages) {
  const path = `/${route.path ?? ""}`;
  test(`${path} answers with its title`, async ({ request }) => {
    const response = await request.get(path, { headers: { accept: "text/html" } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(decode(tag(html, /<title>([^<]*)<\/title>/) ?? "")).toBe(pageTitle(route.name, product.name)!);
    expect(tag(html, /<html[^>]*\slang="([^"]+)"/)).toBe("nl");
    expect(html.match(/<h1[\s>]/g)?.length).toBe(1);
    expect(tag(html, /<meta name="description" content="([^"]*)"/)).toMatch(/spaar- en voordelenpas/);
  });
}

test("an unmatched route shows the 404 page with status 404", async ({ page }) => {
  for (const path of ["/bestaat-niet", "/nl/bestaat-niet", "/wat-is-paspartoe"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Er liep iets mis");
    await expect(page.getByText("This page could not be found")).toBeVisible();
  }
});

test("the error page tells what happened and links home", async ({ page }) => {
  await page.goto("/error");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Er is een fout opgetreden");
  await expect(page.getByText("Tijdens het surfen is een fout opgetreden")).toBeVisible();
  await page.getByRole("link", { name: "Terug naar de startpagina" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("security headers are on every page", async ({ request }) => {
  for (const path of ["/", "/bestaat-niet", "/api/health"]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    // No eval or inline script; only the scan page and the counter may compile WebAssembly (their barcode decoder, decision 0031).
    expect(headers["content-security-policy"], path).not.toMatch(/script-src[^;]*'(?:unsafe-inline|unsafe-eval|wasm-unsafe-eval)'/);
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["strict-transport-security"], path).toContain("max-age=");
    expect(headers["x-powered-by"], path).toBeUndefined();
  }
});

test("pages and assets are served compressed", async ({ request }) => {
  const response = await request.get("/", { headers: { "accept-encoding": "br" } });
  expect(response.headers()["content-encoding"]).toBe("br");
});
