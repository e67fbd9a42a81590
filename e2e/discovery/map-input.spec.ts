// The find map by keyboard and by touch (decision 0078): on the map itself + and - zoom and the arrows move
// it; a point opens its card from the keyboard with the card's link focused, and Escape closes the card and
// gives the focus back to the point (in full screen too, without leaving it); a mouse drag that begins on a
// point moves the map and opens no card. A finger moves the map, and the page's own scrolling never waits for
// the map's script (no touch listener on the window that is not passive).
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { viewport } from "../support/widths.ts";

const FIND = "/waar-vind-je-de-uitpas";

async function mapWithMarkers(page: Page) {
  await page.goto(`${FIND}?q=Brugge`);
  const map = page.getByTestId("kaart");
  await expect(map).toHaveAttribute("data-markers", /^\d+$/);
  await expect(page.locator("[data-cluster], [data-point]").first()).toBeVisible();
  return map;
}

/** The drawn outline of Belgium's width in pixels: what the map really shows at its zoom level. */
async function outlineWidth(page: Page): Promise<number> {
  return (await page.locator(".find-map__canvas svg path").first().boundingBox())!.width;
}

/** The point drawn nearest the map's middle (none near an edge, where a move could take it out of view). */
async function middlePoint(page: Page): Promise<string> {
  return page.locator("[data-point]").evaluateAll((els) => {
    const frame = document.querySelector(".find-map__canvas")!.getBoundingClientRect();
    const [mx, my] = [frame.x + frame.width / 2, frame.y + frame.height / 2];
    const dist = (e: Element) => {
      const r = e.getBoundingClientRect();
      return Math.hypot(r.x + r.width / 2 - mx, r.y + r.height / 2 - my);
    };
    return [...els].sort((a, b) => dist(a) - dist(b))[0]!.getAttribute("data-point")!;
  });
}

test("the keyboard: + and - zoom, the arrows move the map, Enter opens a card, Escape closes it", async ({ page }) => {
  await page.setViewportSize(viewport(1280));
  const map = await mapWithMarkers(page);
  await map.focus();
  // One level further out halves what the map draws; one closer doubles it back.
  const wide = await outlineWidth(page);
  await page.keyboard.press("-");
  await expect.poll(async () => (await outlineWidth(page)) / wide).toBeCloseTo(0.5, 1);
  await page.keyboard.press("+");
  await expect.poll(async () => (await outlineWidth(page)) / wide).toBeCloseTo(1, 1);

  // Closer until single points show.
  for (let i = 0; i < 6 && (await page.locator("[data-point]").count()) === 0; i++) {
    await page.keyboard.press("+");
    await page.waitForTimeout(400);
  }
  const id = await middlePoint(page);
  const point = page.locator(`[data-point="${id}"]`);
  const before = (await point.boundingBox())!;
  await page.keyboard.press("ArrowRight");
  // The view moves east: what is on it moves left, by the arrow's step.
  await expect.poll(async () => before.x - (await point.boundingBox())!.x).toBeGreaterThan(80);

  await point.focus();
  await page.keyboard.press("Enter");
  const card = page.locator(".map-card");
  await expect(card.getByRole("link")).toBeFocused();
  await expect(point).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(card).toHaveCount(0);
  await expect(point).toBeFocused();
});

test("full screen: Escape closes an open card first, and leaves full screen only the second time", async ({ page }) => {
  await page.setViewportSize(viewport(1280));
  await mapWithMarkers(page);
  await page.getByRole("button", { name: "Volledig scherm" }).click();
  const leave = page.getByRole("button", { name: "Volledig scherm sluiten" });
  await expect(leave).toHaveAttribute("aria-pressed", "true");
  for (let i = 0; i < 6 && (await page.locator("[data-point]").count()) === 0; i++) {
    await page.getByRole("button", { name: "Inzoomen", exact: true }).click();
    await page.waitForTimeout(400);
  }
  const point = page.locator(`[data-point="${await middlePoint(page)}"]`);
  await point.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator(".map-card").getByRole("link")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.locator(".map-card")).toHaveCount(0);
  await expect(leave).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Volledig scherm" })).toHaveAttribute("aria-pressed", "false");
});

test("a mouse drag that begins on a point moves the map and opens no card", async ({ page }) => {
  await page.setViewportSize(viewport(1280));
  await mapWithMarkers(page);
  for (let i = 0; i < 6 && (await page.locator("[data-point]").count()) === 0; i++) {
    await page.getByRole("button", { name: "Inzoomen", exact: true }).click();
    await page.waitForTimeout(400);
  }
  // The pointer needs the map in sight, not under the cookie notice.
  await page.getByRole("button", { name: "Sluiten", exact: true }).click();
  await page.getByTestId("kaart").scrollIntoViewIfNeeded();
  const point = page.locator(`[data-point="${await middlePoint(page)}"]`);
  const from = (await point.boundingBox())!;
  const [x, y] = [from.x + from.width / 2, from.y + from.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 5; step++) await page.mouse.move(x + step * 12, y + step * 4);
  await page.mouse.up();
  await expect.poll(async () => (await point.boundingBox())!.x - from.x).toBeGreaterThan(40);
  await expect(page.locator(".map-card")).toHaveCount(0);
  await expect(point).toHaveAttribute("aria-expanded", "false");
});

test.describe("by touch", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

  test("a finger moves the map; the page's scrolling never waits for the map", async ({ page }) => {
    const map = await mapWithMarkers(page);
    const cdp = await page.context().newCDPSession(page);
    const { result } = await cdp.send("Runtime.evaluate", { expression: "window" });
    const { listeners } = await cdp.send("DOMDebugger.getEventListeners", { objectId: result.objectId! });
    expect(listeners.filter((l) => l.type.startsWith("touch") && !l.passive).map((l) => l.type)).toEqual([]);

    await map.scrollIntoViewIfNeeded();
    // One marker, followed as an element (it stays the same element while the map moves).
    const marker = (await page.locator("[data-cluster], [data-point]").first().elementHandle())!;
    const before = (await marker.boundingBox())!;
    const box = (await map.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    for (let step = 1; step <= 6; step++) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + step * 10, y }] });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    // The same marker moved with the finger (to the right), and the map stayed at its zoom level.
    await expect.poll(async () => (await marker.boundingBox())!.x - before.x).toBeGreaterThan(40);
    expect(Math.abs((await marker.boundingBox())!.y - before.y)).toBeLessThan(5);
  });
});
