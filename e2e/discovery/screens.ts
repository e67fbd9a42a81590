// Looking at the discovery screens: every screen is checked with axe at 375 and 1280 px wide and, with
// SHOTS_DIR set, photographed (discovery-*.png) so a person can open and judge them (e2e/support/widths.ts).
import { expect, type Page } from "@playwright/test";
import { runAxe, summarise } from "../support/axe.ts";
import { checkBoth } from "../support/widths.ts";

const MARKERS = ".find-map__canvas .map-marker";

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

/** Axe at both widths (the map's own rules where the page has one) and, with SHOTS_DIR set, a screenshot of each. */
export async function lookAt(
  page: Page,
  name: string,
  axe: (page: Page) => Promise<void>,
  options: { fullPage?: boolean; map?: boolean } = {},
): Promise<void> {
  // Layout settles (the map measures its box again) before the check and the picture.
  await checkBoth(page, `discovery-${name}`, options.map ? axeWithMap : axe, { fullPage: options.fullPage ?? true, settleMs: 250 });
}
