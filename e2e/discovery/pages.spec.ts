// Every discovery page answers with its Dutch title and one <h1>, also under /nl, for a visitor.
import { pageTitle } from "../../apps/web/app/copy/titles.ts";
import { expect, test } from "../support/fixtures.ts";

const pages: [string, string][] = [
  ["/waar-vind-je-de-uitpas", "find"],
  ["/waar-vind-je-de-uitpas?view=list", "find"],
  ["/voordelen-zoeken", "search_discounts"],
  ["/activiteiten-in-de-regio", "activities"],
  ["/bovenlokaal-aanbod", "supra-local"],
];

for (const [path, name] of pages) {
  for (const prefix of ["", "/nl"]) {
    test(`${prefix}${path} answers with its title`, async ({ page }) => {
      const response = await page.goto(`${prefix}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(pageTitle(name, "UiTPAS")!);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("body")).toHaveAttribute("data-theme", "white");
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
for (const width of [320, 375]) {
  test(`no page of discovery scrolls sideways at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 700 } });
    const page = await context.newPage();
    for (const path of narrowPages) {
      // Loaded with everything it fetches (the map and its markers too).
      const response = await page.goto(path, { waitUntil: "networkidle" });
      expect(response?.status(), path).toBe(200);
      // The discount search's extra filters open (they are the widest part of that page).
      const more = page.getByText(/^Meer filters/);
      if (await more.isVisible()) await more.click();
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(clientWidth);
    }
    await context.close();
  });
}
