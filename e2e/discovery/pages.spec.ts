// Every discovery page answers with its Dutch title and one <h1>, also under /nl, for a visitor.
import { pageTitle } from "../../apps/web/app/copy/titles.ts";
import { expect, test } from "../support/fixtures.ts";
import { decode, tag } from "../support/html.ts";

const pages: [string, string][] = [
  ["/waar-vind-je-de-uitpas", "find"],
  ["/waar-vind-je-de-uitpas?view=list", "find"],
  ["/voordelen-zoeken", "search_discounts"],
  ["/activiteiten-in-de-regio", "activities"],
  ["/bovenlokaal-aanbod", "supra-local"],
];

// As sent by the server, without a browser (e2e/support/html.ts).
for (const [path, name] of pages) {
  for (const prefix of ["", "/nl"]) {
    test(`${prefix}${path} answers with its title`, async ({ request }) => {
      const response = await request.get(`${prefix}${path}`, { headers: { accept: "text/html" } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(decode(tag(html, /<title>([^<]*)<\/title>/) ?? "")).toBe(pageTitle(name, "UiTPAS")!);
      expect(html.match(/<h1[\s>]/g)?.length).toBe(1);
      expect(tag(html, /<body[^>]*\sdata-theme="([^"]+)"/)).toBe("white");
    });
  }
}

test("the find page's data for the browser answers JSON", async ({ request }) => {
  const suggestions = await request.get("/waar-vind-je-de-uitpas/suggesties?q=gen");
  expect(suggestions.ok()).toBe(true);
  const body = (await suggestions.json()) as { municipalities: { name: string }[] };
  expect(body.municipalities.map((m) => m.name)).toContain("Gent");
  const markers = await request.get("/waar-vind-je-de-uitpas/kaartpunten?pointOfSale=true");
  expect(((await markers.json()) as { markers: unknown[] }).markers.length).toBeGreaterThan(10);
  expect((await request.get("/waar-vind-je-de-uitpas/kaartpunten/999999")).status()).toBe(404);
  expect((await request.get("/waar-vind-je-de-uitpas/kaartpunten/abc")).status()).toBe(404);
});

// No sideways scrolling on a small phone (320 px, the smallest width WCAG's reflow asks for, and 375 px):
// every discovery page, with its filters open and with results, for a visitor.
const narrowPages = [
  "/",
  "/?gemeente=9000",
  "/waar-vind-je-de-uitpas",
  "/waar-vind-je-de-uitpas?view=list&pointOfSale=true&cidCheckin=true",
  "/locaties/cultuurcentrum-gent/3",
  "/locaties/cultuurcentrum-gent/3/activiteiten",
  "/voordelen-zoeken?laatste-kans=ja",
  "/activiteiten-in-de-regio?regio=1",
  "/bovenlokaal-aanbod",
];
test("no page of discovery scrolls sideways at 320 or 375 px", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 700 } });
  const page = await context.newPage();
  for (const path of narrowPages) {
    await page.setViewportSize({ width: 320, height: 700 });
    // Loaded with everything it fetches (the map and its markers too).
    const response = await page.goto(path, { waitUntil: "networkidle" });
    expect(response?.status(), path).toBe(200);
    // The discount search's extra filters open (they are the widest part of that page).
    const more = page.getByText(/^Meer filters/);
    if (await more.isVisible()) await more.click();
    // Each width on the same page: the layout follows the viewport (CSS), no second load needed.
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 700 });
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(clientWidth);
    }
  }
  await context.close();
});
