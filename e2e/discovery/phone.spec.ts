// Finding things on a phone (issue 22 §7): at 375×667 the first result of the find list, the discount
// search and a region's activities shows without scrolling (the filters fold into one row), with and
// without JavaScript; at 1280 px the filters stay open beside the search as before. "← Alle locaties"
// goes back to the search the holder came from; the map says in words when it cannot load without
// JavaScript; an activity has a page of its own; the region choice offers towns. Screenshots at 375
// and 1280 px (with SHOTS_DIR: discovery-phone-*.png, e2e/support/widths.ts).
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { shot, viewport } from "../support/widths.ts";

const PHONE = { width: 375, height: 667 };
const DESKTOP = viewport(1280);

/** A phone that has already closed the cookie notice (the notice is a passing overlay, not the page). */
async function phone(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
  await context.addCookies([{ name: "cookie-accepted", value: "true", url: test.info().project.use.baseURL! }]);
  return context.newPage();
}

/** The whole first result lies inside the first screen (no scrolling). */
async function aboveTheFold(page: Page, selector: string): Promise<void> {
  const first = page.locator(selector).first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect(box, `${selector} has a box`).not.toBeNull();
  expect(box!.y + box!.height, `the first result ends above the fold on ${page.url()}`).toBeLessThanOrEqual(PHONE.height);
}

const FIRST_RESULT = [
  { name: "find-list", path: "/waar-vind-je-de-uitpas?view=list", item: ".organiser-item" },
  { name: "discounts", path: "/voordelen-zoeken", item: ".reward-item" },
  { name: "activities", path: "/activiteiten-in-de-regio?regio=1", item: ".activity-item" },
] as const;

test.describe("the first result above the fold at 375×667", () => {
  for (const javaScript of [true, false]) {
    test(`on the find list, the discount search and a region's activities (${javaScript ? "with" : "without"} JavaScript)`, async ({
      browser,
    }) => {
      const page = await phone(browser, javaScript);
      for (const p of FIRST_RESULT) {
        await page.goto(p.path);
        await shot(page, `discovery-phone-${p.name}-${javaScript ? "js" : "nojs"}`, { fullPage: false });
        await aboveTheFold(page, p.item);
      }
      await page.context().close();
    });
  }
});

test.describe("the find page's folded filters", () => {
  test("one row on a phone that opens to the four filters (with and without JavaScript); open as before at 1280 px", async ({
    browser,
    axe,
  }) => {
    for (const javaScript of [true, false]) {
      const page = await phone(browser, javaScript);
      await page.goto("/waar-vind-je-de-uitpas?view=list&cidCheckin=true");
      const group = page.getByRole("group", { name: /^Toon alleen plaatsen waar je/ });
      await expect(group).toBeHidden();
      // The row says how many filters are on.
      const row = page.getByText("Filters (1 aan)");
      await row.click();
      await expect(group).toBeVisible();
      await expect(page.getByRole("checkbox", { name: "punten kunt sparen" })).toBeChecked();
      if (javaScript) {
        // Ticking a filter searches at once; the filters stay open meanwhile.
        await page.getByText("een pas kunt kopen", { exact: true }).click();
        await expect(page).toHaveURL(/pointOfSale=true/);
        await expect(page.getByText("Filters (2 aan)")).toBeVisible();
        await expect(group).toBeVisible();
        await axe(page);
        await shot(page, "discovery-phone-filters-open", { fullPage: false });
      }
      await page.context().close();
    }
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto("/waar-vind-je-de-uitpas?view=list");
    await expect(page.getByRole("group", { name: /^Toon alleen plaatsen waar je/ })).toBeVisible();
    await expect(page.getByText("Filters", { exact: true })).toBeHidden();
    await axe(page);
    await shot(page, "discovery-phone-find-list", { fullPage: false });
    await context.close();
  });
});

test.describe("a location page goes back to the search", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`"← Alle locaties" keeps the text, the filters and the list view (${viewport.width} px, without JavaScript too)`, async ({
      browser,
    }) => {
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ viewport, javaScriptEnabled });
        const page = await context.newPage();
        await page.goto("/waar-vind-je-de-uitpas?q=gent&pointOfSale=true&view=list");
        const first = page.locator(".organiser-item a").first();
        const name = await first.innerText();
        await first.click();
        await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
        // Through the location's own tab and back: the search is still remembered.
        await page
          .getByRole("navigation", { name: `Over ${name}` })
          .getByRole("link", { name: /Activiteiten/ })
          .click();
        await expect(page).toHaveURL(/\/activiteiten\?terug=/);
        await page.getByRole("link", { name: "← Alle locaties" }).click();
        await expect(page).toHaveURL(/\/waar-vind-je-de-uitpas\?q=gent&pointOfSale=true&view=list$/);
        await expect(page.getByRole("combobox", { name: /Zoek op organisatie of gemeente/ })).toHaveValue("gent");
        await expect(page.locator("#filter-pointOfSale")).toBeChecked();
        await expect(page.getByRole("link", { name: "Lijst" })).toHaveAttribute("aria-current", "page");
        await context.close();
      }
    });
  }
});

test.describe("the map without JavaScript", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`says it needs JavaScript, not that it is loading, and links to the list (${viewport.width} px)`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false });
      await context.addCookies([{ name: "cookie-accepted", value: "true", url: test.info().project.use.baseURL! }]);
      const page = await context.newPage();
      await page.goto("/waar-vind-je-de-uitpas?q=gent");
      const map = page.getByRole("region", { name: "Kaart" });
      await expect(map.getByText(/De kaart laadt/)).toBeHidden();
      // Nothing to enlarge either.
      await expect(page.getByRole("button", { name: "Volledig scherm" })).toHaveCount(0);
      await expect(map.getByTestId("kaart-zonder-javascript")).toHaveText(
        "De kaart werkt alleen met JavaScript. Alle locaties van je zoekopdracht staan in de lijst. Toon alleen de lijst.",
      );
      await shot(page, "discovery-phone-map-nojs", { fullPage: false });
      await map.getByRole("link", { name: "Toon alleen de lijst" }).click();
      await expect(page).toHaveURL(/\?q=gent&view=list$/);
      await context.close();
    });
  }
});

test.describe("an activity's own page", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`from the region's list: title, dates, place with the route, points, prices with kansentarief (${viewport.width} px)`, async ({
      browser,
      axe,
    }) => {
      const context = await browser.newContext({ viewport });
      await context.addCookies([{ name: "cookie-accepted", value: "true", url: test.info().project.use.baseURL! }]);
      const page = await context.newPage();
      await page.goto("/activiteiten-in-de-regio?regio=1");
      const item = page.locator(".activity-item").first();
      const title = await item.locator(".activity-item__title").innerText();
      const when = await item.locator(".activity-item__when").innerText();
      const place = await item.locator(".activity-item__where a").innerText();
      const points = await item.locator(".activity-item__points").innerText();
      await item.getByRole("link", { name: title }).click();
      await expect(page).toHaveURL(/\/activiteiten\/[a-z0-9-]+\/\d+$/);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | UiTPAS`);
      await expect(page.getByTestId("wanneer")).toHaveText(when);
      await expect(page.getByTestId("waar").getByRole("link", { name: place })).toHaveAttribute("href", /^\/locaties\/[a-z0-9-]+\/\d+$/);
      await expect(page.getByTestId("punten")).toHaveText(points);
      await expect(page.getByTestId("route")).toHaveAttribute("href", /openstreetmap\.org\/directions\?to=/);
      await expect(page.getByRole("heading", { name: "Prijs" })).toBeVisible();
      await expect(page.getByTestId("kansentarief")).toContainText(/Heb je een pas met kansentarief\? Dan betaal je minder/);
      await axe(page);
      await shot(page, "discovery-phone-activity");
      // Back to the region's activities.
      await page.getByRole("link", { name: "← Activiteiten in UiTPAS Gent" }).click();
      await expect(page).toHaveURL(/\/activiteiten-in-de-regio\?regio=1$/);
      await context.close();
    });
  }

  test("shows the prices with what a holder with kansentarief pays; an unknown activity is not found; no JavaScript needed", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    // Find an activity with prices in the demo data from the supra-local offer and every region's first page.
    await page.goto("/bovenlokaal-aanbod");
    await page.locator(".activity-item__title a").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "← Bovenlokaal aanbod" })).toBeVisible();
    const prices = page.getByTestId("prijzen");
    if ((await prices.count()) > 0) {
      await expect(prices.getByRole("columnheader", { name: "Met kansentarief" })).toBeVisible();
      await expect(prices.getByRole("cell", { name: /^€ \d+,\d\d$/ }).first()).toBeVisible();
    } else {
      await expect(page.getByText("De organisator gaf geen prijs op.")).toBeVisible();
    }
    const missing = await page.goto("/activiteiten/niets/999999");
    expect(missing?.status()).toBe(404);
    await context.close();
  });
});

test.describe("the region choice offers towns", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`a visitor picks their town and sees its region's activities (${viewport.width} px, without JavaScript too)`, async ({
      browser,
      axe,
    }) => {
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ viewport, javaScriptEnabled });
        await context.addCookies([{ name: "cookie-accepted", value: "true", url: test.info().project.use.baseURL! }]);
        const page = await context.newPage();
        await page.goto("/activiteiten-in-de-regio");
        const choice = page.getByLabel("Je gemeente of regio", { exact: true });
        await expect(choice.locator("optgroup[label='Gemeenten'] option").first()).toBeAttached();
        await expect(choice.locator('optgroup[label="Regio\'s"] option', { hasText: "UiTPAS Gent" })).toBeAttached();
        await choice.selectOption({ label: "Gent (9000), UiTPAS Gent" });
        if (!javaScriptEnabled) await page.getByRole("button", { name: "Toon activiteiten" }).click();
        await expect(page).toHaveURL(/regio=1-9000/);
        await expect(page.getByRole("heading", { name: /\d+ activiteiten in UiTPAS Gent/ })).toBeVisible();
        await expect(page.getByTestId("gemeente-in-regio")).toHaveText(
          "Gent hoort bij UiTPAS Gent: dit zijn de activiteiten van die hele regio.",
        );
        await expect(choice).toHaveValue("1-9000");
        if (javaScriptEnabled) {
          await axe(page);
          await shot(page, "discovery-phone-activities-town", { fullPage: false });
        }
        await context.close();
      }
    });
  }
});
