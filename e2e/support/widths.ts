// The two widths every screen is looked at (a phone and a desktop), and the one way the journeys do it: a
// journey walks its steps once, at the width its users have (a holder's phone, staff's desktop), and
// checks each screen it reaches at both widths (axe, and a full-page screenshot with SHOTS_DIR set:
// SHOTS_DIR=/work/shots/x). Walking the same steps again at the other width repeats them (decision 0068).
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";

export const WIDTHS = [375, 1280] as const;

/** The viewport of a width: a phone's height below 992 px, a laptop's above. */
export function viewport(width: number): { width: number; height: number } {
  return { width, height: width < 992 ? 812 : 900 };
}

/** A screenshot `<name>-<width>.png` in SHOTS_DIR, when it is set: the whole page unless told otherwise. */
export async function shot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  if (!process.env.SHOTS_DIR) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(process.env.SHOTS_DIR, `${name}-${width}.png`), fullPage: opts.fullPage ?? true });
}

/** A screenshot of one part of the page, `<name>-<width>.png` in SHOTS_DIR, when it is set. */
export async function shotOf(part: Locator, name: string): Promise<void> {
  if (!process.env.SHOTS_DIR) return;
  const width = part.page().viewportSize()?.width ?? 0;
  await part.screenshot({ path: join(process.env.SHOTS_DIR, `${name}-${width}.png`) });
}

/**
 * Axe (when given) and the screenshot at both widths; the page is back at the width it had after. Without
 * axe and without SHOTS_DIR there is nothing to look at: the page is not resized (a keyboard flow goes on
 * undisturbed).
 * `settleMs`: a wait after each resize, for a page that lays itself out again (the map measures its box).
 */
export async function checkBoth(
  page: Page,
  name: string,
  axe?: (page: Page) => Promise<void>,
  opts: { fullPage?: boolean; settleMs?: number } = {},
): Promise<void> {
  if (!axe && !process.env.SHOTS_DIR) return;
  const before = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize(viewport(width));
    if (opts.settleMs) await page.waitForTimeout(opts.settleMs);
    if (axe) await axe(page);
    await shot(page, name, opts);
  }
  if (before) await page.setViewportSize(before);
}
