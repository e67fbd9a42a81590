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
