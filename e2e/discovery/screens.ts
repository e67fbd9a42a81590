// Looking at the discovery screens: every screen is checked with axe and photographed at 375 and 1280 px
// wide (.test-output/screenshots/discovery-*.png), so a person can open and judge them.
import { expect, type Page } from "@playwright/test";
import { runAxe, summarise } from "../support/axe.ts";

export const WIDTHS = [375, 1280] as const;

const MARKERS = ".leaflet-marker-pane";

/**
 * axe on a page with the map: every rule everywhere, except that the map's markers are not held to
 * target-size (WCAG 2.2 SC 2.5.8): a marker can lie under a map control or a neighbour, which the
 * criterion's "equivalent" exception covers: every location is also a full-size link in the list on the
 * same page. Every other rule (names, roles, contrast, focus) still checks the markers.
 */
async function axeWithMap(page: Page): Promise<void> {
  expect(summarise(await runAxe(page, { exclude: [MARKERS] })), `axe violations on ${page.url()}`).toEqual([]);
  if ((await page.locator(MARKERS).count()) > 0) {
    const markers = await runAxe(page, { include: [MARKERS], disableRules: ["target-size"] });
    expect(summarise(markers), `axe violations on the markers of ${page.url()}`).toEqual([]);
  }
}

/** axe at both widths and a full-page screenshot of each, then back to the width the test had. */
export async function lookAt(
  page: Page,
  name: string,
  axe: (page: Page) => Promise<void>,
  options: { fullPage?: boolean; map?: boolean } = {},
): Promise<void> {
  const before = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 992 ? 812 : 900 });
    // Layout settles (the map measures its box again) before the check and the picture.
    await page.waitForTimeout(250);
    if (options.map) await axeWithMap(page);
    else await axe(page);
    await page.screenshot({ path: `.test-output/screenshots/discovery-${name}-${width}.png`, fullPage: options.fullPage ?? true });
  }
  if (before) await page.setViewportSize(before);
}
