// /voordelen-zoeken on the demo data: free text, each filter, the four sorts, pagination, the plain GET
// form without JavaScript, results that link to their exchange page, and for a signed-in holder the
// rewards of their own region with "er zijn ook N voordelen buiten je regio".
import { an } from "@vtp/personas";
import { loginAs } from "../support/auth.ts";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { lookAt } from "./screens.ts";

const SEARCH = "/voordelen-zoeken";

/** The page is interactive and shows the answer to its URL. */
async function ready(page: Page, js = true): Promise<void> {
  if (js) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator(".discovery__results")).toHaveAttribute("aria-busy", "false");
}

async function count(page: Page): Promise<number> {
  await ready(page);
  const text = await page.getByTestId("aantal-voordelen").innerText();
  return /^Geen/.test(text) ? 0 : Number(text.replace(/\D/g, ""));
}

async function pointsShown(page: Page, js = true): Promise<number[]> {
  await ready(page, js);
  return (await page.locator(".reward-item__points").allInnerTexts()).map((t) => (t === "Gratis" ? 0 : Number(t.replace(/\D/g, ""))));
}

test("free text, each filter and sort, pages; every result links to its exchange page", async ({ page, axe }) => {
  test.setTimeout(120_000);
  await page.goto(SEARCH);
  await expect(page.getByRole("heading", { level: 1, name: "Voordelen zoeken" })).toBeVisible();
  const all = await count(page);
  expect(all).toBeGreaterThan(20);
  await expect(page.locator(".reward-item")).toHaveCount(12);
  await expect(page.locator(".reward-item").first().getByRole("link")).toHaveAttribute("href", /^\/omruilen\/\d+$/);
  await lookAt(page, "search-discounts", axe);

  // Free text: the title of a demo reward.
  await page.getByLabel("Zoek op voordeel, organisatie, gemeente of postcode").fill("koffie");
  await page.getByRole("button", { name: "Toon voordelen" }).click();
  await expect(page).toHaveURL(/q=koffie/);
  await expect(page.locator(".reward-item").first()).toContainText(/koffie/i);
  const coffee = await count(page);
  expect(coffee).toBeLessThan(all);

  // Each filter narrows the search and shows in the URL.
  await page.goto(SEARCH);
  await ready(page);
  await page.getByText(/^Meer filters/).click();
  const checks: [string, RegExp][] = [
    ["Voor kinderen", /kinderen=ja/],
    ["Sport", /sport=ja/],
    ["Laatste kans (nog 2 weken of minder)", /laatste-kans=ja/],
    ["Online te gebruiken", /online=ja/],
  ];
  for (const [label, param] of checks) {
    await page.goto(SEARCH);
    await ready(page);
    await page.getByText(/^Meer filters/).click();
    await page.getByLabel(label, { exact: true }).check();
    await expect(page).toHaveURL(param);
    const n = await count(page);
    expect(n, label).toBeLessThan(all);
    await expect(page.getByText(/Meer filters \(1 actief\)/)).toBeVisible();
  }
  await page.goto(`${SEARCH}?laatste-kans=ja`);
  await ready(page);
  // The badges say it in words (never by colour alone).
  for (const item of await page.locator(".reward-item").all()) {
    await expect(item.locator(".reward-badge--last-chance")).toHaveText("Laatste kans");
    await expect(item).toContainText(/Omruilen kan tot \d/);
  }
  await page.goto(`${SEARCH}?online=ja`);
  await ready(page);
  for (const item of await page.locator(".reward-item").all()) await expect(item.locator(".reward-badge--online")).toHaveText("Online");

  await page.goto(SEARCH);
  await ready(page);
  await page.getByText(/^Meer filters/).click();
  await page.getByLabel("Soort").selectOption("welkom");
  await expect(page).toHaveURL(/soort=welkom/);
  await ready(page);
  for (const p of await page.locator(".reward-item__points").allInnerTexts()) expect(p).toBe("Gratis");
  for (const badge of await page.locator(".reward-badge--type").allInnerTexts()) expect(badge).toBe("Welkomstvoordeel");
  await page.getByLabel("Categorie").selectOption("Eten en drinken");
  await expect(page).toHaveURL(/categorie=Eten/);

  await page.goto(`${SEARCH}?punten-van=20&punten-tot=40`);
  for (const p of await pointsShown(page)) expect(p >= 20 && p <= 40).toBe(true);
  await page.goto(SEARCH);
  await ready(page);
  await page.getByText(/^Meer filters/).click();
  await page.getByLabel("Regio", { exact: true }).selectOption({ label: "UiTPAS Mechelen" });
  await expect(page).toHaveURL(/regio=5/);
  expect(await count(page)).toBeLessThan(all);
  await lookAt(page, "search-discounts-filters", axe);

  // The four sorts.
  await page.goto(SEARCH);
  await ready(page);
  await page.getByLabel("Sorteer").selectOption("punten-oplopend");
  await expect(page).toHaveURL(/sorteer=punten-oplopend/);
  const up = await pointsShown(page);
  expect([...up].sort((a, b) => a - b)).toEqual(up);
  await page.getByLabel("Sorteer").selectOption("punten-aflopend");
  await expect(page).toHaveURL(/sorteer=punten-aflopend/);
  const down = await pointsShown(page);
  expect([...down].sort((a, b) => b - a)).toEqual(down);
  await page.getByLabel("Sorteer").selectOption("populair");
  await expect(page).toHaveURL(/sorteer=populair/);
  await page.getByLabel("Sorteer").focus();
  await page.getByLabel("Sorteer").selectOption("uitgelicht");
  await expect(page).toHaveURL(SEARCH);
  // The focus stays on the field that changed the search.
  await expect(page.getByLabel("Sorteer")).toBeFocused();

  // Pages of 12.
  await page.getByRole("link", { name: /Volgende/ }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(page.getByText(/^Pagina 2 van \d+$/)).toBeVisible();
  await page.getByRole("link", { name: /Vorige/ }).click();
  await expect(page).toHaveURL(SEARCH);
});

test("without JavaScript: the same search as a plain GET form", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(SEARCH);
  await ready(page, false);
  await page.getByText(/^Meer filters/).click();
  await page.getByLabel("Voor kinderen", { exact: true }).check();
  await page.getByLabel("Sorteer").selectOption("punten-oplopend");
  await page.getByRole("button", { name: "Toon voordelen" }).click();
  await expect(page).toHaveURL(/kinderen=ja/);
  await expect(page).toHaveURL(/sorteer=punten-oplopend/);
  const up = await pointsShown(page, false);
  expect(up.length).toBeGreaterThan(0);
  expect([...up].sort((a, b) => a - b)).toEqual(up);
  await context.close();
});

test("a holder searches their own region and learns how many rewards there are outside it", async ({ page, axe }) => {
  await loginAs(page, an, { startPath: "/overzicht", skipOnboarding: true });
  await page.goto(SEARCH);
  await expect(page.getByTestId("aantal-voordelen")).toContainText("in je regio");
  const outside = page.getByTestId("buiten-regio");
  await expect(outside).toHaveText(/^Er zijn ook \d+ voordelen buiten je regio\./);
  const mine = await count(page);
  const more = Number((await outside.innerText()).replace(/^Er zijn ook (\d+).*$/s, "$1"));
  await expect(page.getByLabel("Regio", { exact: true })).toHaveValue("");
  await lookAt(page, "search-discounts-holder", axe);
  await outside.getByRole("link", { name: "Toon ook die voordelen" }).click();
  await expect(page).toHaveURL(/regio=alle/);
  expect(await count(page)).toBe(mine + more);
  await expect(page.getByTestId("buiten-regio")).toHaveCount(0);
});
