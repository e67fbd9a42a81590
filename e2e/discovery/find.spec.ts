// The find page (/waar-vind-je-de-uitpas) on the demo data: the list (rendered on the server) with each of
// the four filters and their combinations, the suggestions while typing (an accessible combobox), a
// municipality and a position in Gent that order Gent first, the geolocation error state, the map with
// clustered markers at several zoom levels and its fullscreen toggle, the list view without
// JavaScript, and Dutch words with "Bedoelde je …?" when nothing matches (decision 0052). axe on every
// screen at 375 and 1280 px, and screenshots of each with SHOTS_DIR set.
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { shot, viewport } from "../support/widths.ts";
import { lookAt } from "./screens.ts";

const FIND = "/waar-vind-je-de-uitpas";
const FILTERS = ["pointOfSale", "pointOfSaleKansenstatuut", "cidCheckin", "hasPointsPromotions"] as const;
// The group reads as one sentence: "Toon alleen plaatsen waar je … een pas kunt kopen".
const LABELS: Record<(typeof FILTERS)[number], string> = {
  pointOfSale: "een pas kunt kopen",
  pointOfSaleKansenstatuut: "een pas met kansentarief kunt kopen",
  cidCheckin: "punten kunt sparen",
  hasPointsPromotions: "punten kunt omruilen",
};
const CHIPS: Record<(typeof FILTERS)[number], string> = {
  pointOfSale: "Pas kopen",
  pointOfSaleKansenstatuut: "Pas met kansentarief kopen",
  cidCheckin: "Punten sparen",
  hasPointsPromotions: "Punten omruilen",
};
const GENT = { latitude: 51.0543, longitude: 3.7174 };

/** The page is interactive (React took over). */
async function ready(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** The list shows the answer to the current URL (no navigation under way). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator(".find-results")).toHaveAttribute("aria-busy", "false");
}

async function resultCount(page: Page): Promise<number> {
  await settled(page);
  const text = await page.locator("#resultaten").innerText();
  if (/^Geen/.test(text)) return 0;
  return Number(text.replace(/\D/g, ""));
}

test.describe("the list", () => {
  test("lists every location on the server, filters each way and in combination, every state a URL", async ({ page, axe }) => {
    test.setTimeout(120_000);
    await page.goto(`${FIND}?view=list`);
    await expect(page.getByRole("heading", { level: 1, name: "Waar vind je de UiTPAS?" })).toBeVisible();
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(300);
    await expect(page.locator(".organiser-item")).toHaveCount(20);
    await lookAt(page, "find-list", axe);
    // The filters are one group whose legend says how they combine.
    const group = page.getByRole("group", { name: /^Toon alleen plaatsen waar je/ });
    await expect(group).toBeVisible();
    await expect(group).toHaveAccessibleDescription(/minstens één/);

    // Each filter alone: fewer locations, and every one says in words that it offers that.
    const counts: Record<string, number> = {};
    for (const f of FILTERS) {
      await page.goto(`${FIND}?view=list`);
      await ready(page);
      await page.getByLabel(LABELS[f], { exact: true }).check();
      await expect(page).toHaveURL(new RegExp(`[?&]${f}=true`));
      await expect(page.getByRole("checkbox", { name: LABELS[f], exact: true })).toBeChecked();
      counts[f] = await resultCount(page);
      expect(counts[f], f).toBeGreaterThan(0);
      expect(counts[f], f).toBeLessThan(all);
      for (const item of await page.locator(".organiser-item").all()) await expect(item.locator(".type-chips"), f).toContainText(CHIPS[f]);
    }
    // Combinations are ORed: a place that offers either, so at least as many as each filter alone and
    // never more than both together; every place shown offers one of them.
    for (const [a, b] of [
      ["pointOfSale", "cidCheckin"],
      ["pointOfSaleKansenstatuut", "hasPointsPromotions"],
      ["cidCheckin", "hasPointsPromotions"],
    ] as const) {
      await page.goto(`${FIND}?view=list&${a}=true&${b}=true`);
      const either = await resultCount(page);
      expect(either).toBeGreaterThanOrEqual(Math.max(counts[a]!, counts[b]!));
      expect(either).toBeLessThanOrEqual(counts[a]! + counts[b]!);
      for (const item of await page.locator(".organiser-item").all()) {
        await expect(item.locator(".type-chips")).toContainText(new RegExp(`${CHIPS[a]}|${CHIPS[b]}`));
      }
    }
    // Saving and exchanging points: neither holds the other, so OR shows more than either alone.
    await page.goto(`${FIND}?view=list&cidCheckin=true&hasPointsPromotions=true`);
    expect(await resultCount(page)).toBeGreaterThan(Math.max(counts.cidCheckin!, counts.hasPointsPromotions!));
    await page.goto(`${FIND}?view=list&${FILTERS.map((f) => `${f}=true`).join("&")}`);
    await ready(page);
    for (const f of FILTERS) await expect(page.getByRole("checkbox", { name: LABELS[f], exact: true })).toBeChecked();
    await lookAt(page, "find-list-four-filters", axe);

    // Unchecking updates in place (no full reload: the document stays the same).
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    for (const f of FILTERS) await page.getByLabel(LABELS[f], { exact: true }).uncheck();
    await expect(page).toHaveURL(`${FIND}?view=list`);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    // All of them again: at least as many as at the start (the back office's journey on the same server may have
    // added an organiser in between; none is ever removed), never a filtered count.
    expect(await resultCount(page)).toBeGreaterThanOrEqual(all);

    // Pages of 20.
    await page.getByRole("link", { name: /Volgende/ }).click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(page.getByText("Pagina 2 van")).toBeVisible();
  });

  test("finds by name with typos and by municipality; suggestions while typing order the list from a municipality", async ({
    page,
    axe,
  }) => {
    await page.goto(`${FIND}?view=list`);
    await ready(page);
    const field = page.getByRole("combobox", { name: "Zoek op organisatie of gemeente" });
    await field.fill("Stadsbibliotheek Gent");
    await page.getByRole("button", { name: "Zoeken" }).click();
    await expect(page).toHaveURL(/q=Stadsbibliotheek\+Gent|q=Stadsbibliotheek%20Gent/);
    await expect(page.locator(".organiser-item").first().getByRole("heading")).toHaveText("Stadsbibliotheek Gent");

    // The combobox: typing shows suggestions; arrows and Enter choose a municipality.
    await field.fill("");
    await field.pressSequentially("gen", { delay: 40 });
    const list = page.getByRole("listbox", { name: "Suggesties" });
    await expect(list).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");
    const gent = list.getByRole("option", { name: /^Gent\s*9000/ });
    await expect(gent).toBeVisible();
    await lookAt(page, "find-suggestions", axe, { fullPage: false });
    // Down to the option for Gent, then Enter.
    for (let i = 0; i < 10 && (await gent.getAttribute("aria-selected")) !== "true"; i++) await field.press("ArrowDown");
    await expect(field).toHaveAttribute("aria-activedescendant", (await gent.getAttribute("id"))!);
    await field.press("Enter");
    await expect(page).toHaveURL(/gemeente=9000/);
    await expect(page.getByText("Dichtst bij Gent (9000) eerst")).toBeVisible();
    await expect(page.locator(".organiser-item").first()).toContainText("9000 Gent");
    await expect(page.locator(".organiser-item").first().getByTestId("afstand")).toHaveText(/(\d+ m|\d+,\d km)$/);

    // Escape closes the suggestions.
    await field.fill("");
    await field.pressSequentially("brug", { delay: 40 });
    await expect(list).toBeVisible();
    await field.press("Escape");
    await expect(list).toBeHidden();
  });

  test("understands Dutch, and when nothing matches offers 'Bedoelde je …?' and the places that match part of the words", async ({
    page,
    axe,
  }) => {
    await page.goto(`${FIND}?view=list&${new URLSearchParams({ q: "zwemmen gent" })}`);
    await expect(page.locator(".organiser-item").getByRole("heading", { name: "Stedelijk zwembad Gent" })).toBeVisible();

    await page.goto(`${FIND}?view=list&${new URLSearchParams({ q: "kunstencentrum" })}`);
    expect(await resultCount(page)).toBe(0);
    const suggestion = page.getByTestId("bedoelde-je");
    await expect(suggestion).toHaveText(/^Bedoelde je \S.*\?$/);
    await expect(page.getByTestId("deels-gevonden").getByRole("heading", { level: 3 })).toHaveText(
      "Locaties die bij een deel van je zoekwoorden passen",
    );
    await lookAt(page, "find-did-you-mean", axe);
    const link = suggestion.getByRole("link", { name: /^Zoek op "/ });
    const suggested = (await link.innerText()).trim();
    await link.click();
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(suggested);
    expect(await resultCount(page)).toBeGreaterThan(0);

    await page.goto(`${FIND}?view=list&${new URLSearchParams({ q: "zwembad xyzzy" })}`);
    expect(await resultCount(page)).toBe(0);
    await expect(page.getByTestId("bedoelde-je")).toHaveCount(0);
    await expect(page.getByTestId("deels-gevonden").locator(".organiser-item").first()).toContainText(/zwem|bad/i);
  });

  test("without JavaScript: a plain GET form with the filters, the list rendered on the server", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${FIND}?view=list`);
    await page.getByLabel(LABELS.hasPointsPromotions, { exact: true }).check();
    await page.getByRole("combobox", { name: "Zoek op organisatie of gemeente" }).fill("Brugge");
    await page.getByRole("button", { name: "Zoeken" }).click();
    await expect(page).toHaveURL(/q=Brugge/);
    await expect(page).toHaveURL(/hasPointsPromotions=true/);
    await expect(page).toHaveURL(/view=list/);
    await expect(page.locator(".organiser-item").first()).toContainText("Brugge");
    await expect(page.locator(".organiser-item").first().locator(".type-chips")).toContainText("Punten omruilen");
    // The map view without JavaScript says that it needs JavaScript and where the same places are (issue 22 §7).
    await page.goto(FIND);
    await expect(
      page.getByText(/De kaart werkt alleen met JavaScript\. Alle locaties van je zoekopdracht staan in de lijst/),
    ).toBeVisible();
    await expect(page.locator(".organiser-item")).toHaveCount(20);
    await context.close();
  });
});

test.describe("near me", () => {
  test("a position in Gent orders Gent first, with distances", async ({ browser, axe }) => {
    const context = await browser.newContext({ geolocation: GENT, permissions: ["geolocation"], viewport: viewport(1280) });
    const page = await context.newPage();
    await page.goto(`${FIND}?view=list`);
    await page.getByRole("button", { name: "In mijn buurt" }).click();
    await expect(page).toHaveURL(/lat=51\.054&lon=3\.717/);
    await settled(page);
    await expect(page.getByText("Dichtst bij jou eerst")).toBeVisible();
    const first = page.locator(".organiser-item").first();
    await expect(first).toContainText("9000 Gent");
    const distances = (await page.getByTestId("afstand").allInnerTexts()).map((d) => d.replace(/^Afstand:\s*/, ""));
    const meters = distances.map((d) =>
      d.endsWith(" km") ? Number(d.replace(" km", "").replace(",", ".")) * 1000 : Number(d.replace(" m", "")),
    );
    expect(meters.length).toBe(20);
    expect([...meters].sort((a, b) => a - b)).toEqual(meters);
    expect(meters[0]).toBeLessThan(1500);
    await lookAt(page, "find-near-me", axe);
    await context.close();
  });

  test("a refused position shows the geolocation error state", async ({ browser, axe }) => {
    // No permission granted: the browser refuses the position.
    const context = await browser.newContext({ permissions: [], viewport: viewport(375) });
    const page = await context.newPage();
    await page.goto(`${FIND}?view=list`);
    await page.getByRole("button", { name: "In mijn buurt" }).click();
    const error = page.getByTestId("geolocatie-fout");
    await expect(error).toHaveText(/Je locatie bepalen is niet mogelijk/);
    await expect(error).toHaveAttribute("role", "alert");
    await expect(page).toHaveURL(`${FIND}?view=list`);
    await lookAt(page, "find-geolocation-error", axe, { fullPage: false });
    await context.close();
  });
});

test.describe("the map", () => {
  test("clusters the markers per zoom level, opens a location's card, goes full screen and back", async ({ page, axe }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport(1280));
    await page.goto(FIND);
    const map = page.getByTestId("kaart");
    await expect(map).toHaveAttribute("data-markers", /^\d+$/);
    const total = Number(await map.getAttribute("data-markers"));
    expect(total).toBeGreaterThan(300);
    // Zoomed out over Belgium: a few clusters hold every location.
    const clusters = page.locator("[data-cluster]");
    await expect(clusters.first()).toBeVisible();
    const clusteredOut = await clusters.count();
    const inClusters = (await clusters.evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-cluster"))))).reduce(
      (a, b) => a + b,
      0,
    );
    const pointsOut = await page.locator("[data-point]").count();
    expect(clusteredOut).toBeLessThan(40);
    expect(inClusters + pointsOut).toBe(total);
    // Without configured tiles the page says plainly, for a visitor, that this is the simplified map.
    await expect(page.getByTestId("kaart-zonder-achtergrond")).toHaveText(
      "Vereenvoudigde kaart: je ziet alleen de grens van België, zonder straten. De volledige kaart is op deze website nog niet ingesteld. Het adres van elke plaats staat in de lijst.",
    );
    await lookAt(page, "find-map", axe, { map: true });

    // A cluster opens into smaller clusters and single points as the map zooms in.
    const biggest = await clusters.evaluateAll((els) => {
      let best = 0;
      els.forEach((e, i) => {
        if (Number(e.getAttribute("data-cluster")) > Number(els[best]!.getAttribute("data-cluster"))) best = i;
      });
      return best;
    });
    await clusters.nth(biggest).click();
    await page.waitForTimeout(800);
    await page.getByRole("button", { name: "Inzoomen", exact: true }).click();
    await page.waitForTimeout(600);
    await page.getByRole("button", { name: "Inzoomen", exact: true }).click();
    await page.waitForTimeout(600);
    await expect.poll(async () => page.locator("[data-point]").count()).toBeGreaterThan(0);
    await lookAt(page, "find-map-zoomed", axe, { fullPage: false, map: true });
    // A point's card: its name links to its page. (An open card covers the markers under it, as on any
    // map: the picture is taken with it open, the check ran above with it closed.)
    await page.locator("[data-point]").first().click();
    const card = page.locator(".map-card");
    await expect(card.getByRole("link")).toHaveAttribute("href", /^\/locaties\/[a-z0-9-]+\/\d+$/);
    await expect(card.locator(".map-card__address")).toBeVisible();
    // The map moves so the whole card stands inside it.
    await expect
      .poll(async () => {
        const [c, m] = [(await card.boundingBox())!, (await map.boundingBox())!];
        return c.x >= m.x && c.y >= m.y && c.x + c.width <= m.x + m.width && c.y + c.height <= m.y + m.height;
      })
      .toBe(true);
    await shot(page, "discovery-find-map-card", { fullPage: false });
    await expect(card.getByRole("button", { name: "Sluiten" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(card).toHaveCount(0);

    // Full screen: the map fills the screen; the button says how to leave; Escape leaves too.
    const toggle = page.getByRole("button", { name: "Volledig scherm" });
    await toggle.click();
    await expect(page.getByRole("button", { name: "Volledig scherm sluiten" })).toHaveAttribute("aria-pressed", "true");
    const box = await map.boundingBox();
    expect(box!.width).toBeGreaterThan(1200);
    expect(box!.height).toBeGreaterThan(800);
    await lookAt(page, "find-map-fullscreen", axe, { fullPage: false, map: true });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Volledig scherm" })).toHaveAttribute("aria-pressed", "false");
    expect((await map.boundingBox())!.height).toBeLessThan(700);
  });

  test("fits its view to what was found: a search, a filter", async ({ page, axe }) => {
    await page.setViewportSize(viewport(375));
    await page.goto(FIND);
    const map = page.getByTestId("kaart");
    await expect(map).toHaveAttribute("data-markers", /^\d+$/);
    await expect(map).toHaveAttribute("data-zoom", /\d/);
    const wide = Number(await map.getAttribute("data-zoom"));
    /** Every cluster and point lies inside the map's box (none cut off at an edge). */
    async function everyMarkerInView(): Promise<void> {
      const box = (await map.boundingBox())!;
      const markers = await page.locator("[data-cluster], [data-point]").evaluateAll((els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
        }),
      );
      expect(markers.length).toBeGreaterThan(0);
      for (const m of markers) {
        expect(m.x).toBeGreaterThan(box.x);
        expect(m.x).toBeLessThan(box.x + box.width);
        expect(m.y).toBeGreaterThan(box.y);
        expect(m.y).toBeLessThan(box.y + box.height);
      }
    }
    await everyMarkerInView();
    const inClusters = async () =>
      (await page.locator("[data-cluster]").evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-cluster"))))).reduce(
        (a, b) => a + b,
        0,
      ) + (await page.locator("[data-point]").count());
    expect(await inClusters()).toBe(Number(await map.getAttribute("data-markers")));

    // A search in Brugge: the map closes in on Brugge's places, and shows them all.
    await ready(page);
    await page.getByRole("combobox", { name: "Zoek op organisatie of gemeente" }).fill("Brugge");
    await page.getByRole("button", { name: "Zoeken" }).click();
    await expect(page).toHaveURL(/q=Brugge/);
    await expect.poll(async () => Number(await map.getAttribute("data-zoom"))).toBeGreaterThan(wide + 2);
    await everyMarkerInView();
    await expect.poll(inClusters).toBe(Number(await map.getAttribute("data-markers")));
    await lookAt(page, "find-map-search", axe, { fullPage: false, map: true });

    // A filter changes the set: the view fits the new set again.
    await page.goto(`${FIND}?pointOfSaleKansenstatuut=true`);
    // The markers came (the view was fitted to them before they are counted).
    await expect(map).toHaveAttribute("data-markers", /^\d+$/);
    await everyMarkerInView();
    await expect.poll(inClusters).toBe(Number(await map.getAttribute("data-markers")));
  });

  test("the list view never loads the map's code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto(`${FIND}?view=list`);
    await expect(page.locator(".organiser-item").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts.some((s) => /find-map/.test(s))).toBe(false);
    await page.getByRole("link", { name: "Kaart", exact: true }).click();
    await expect(page.getByTestId("kaart")).toBeVisible();
    expect(scripts.some((s) => /find-map/.test(s))).toBe(true);
  });
});

test("a signed-in holder keeps the holder navigation and the yellow find theme", async ({ page }) => {
  const { an } = await import("@vtp/personas");
  const { loginAs } = await import("../support/auth.ts");
  await loginAs(page, an, { startPath: "/overzicht", skipOnboarding: true });
  await page.goto(`${FIND}?view=list`);
  await expect(page.locator("body")).toHaveAttribute("data-theme", "yellow");
  await expect(page.getByRole("heading", { level: 1, name: "Waar vind je de UiTPAS?" })).toBeVisible();
  await expect(page.locator("meta[name=theme-color]")).toHaveAttribute("content", "#ffc72c");
});
