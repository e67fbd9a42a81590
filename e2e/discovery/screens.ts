// Looking at the discovery screens: every screen is checked with axe and photographed at 375 and 1280 px
// wide (.test-output/screenshots/discovery-*.png), so a person can open and judge them.
import type { Page } from "@playwright/test";

export const WIDTHS = [375, 1280] as const;

/** axe at both widths and a full-page screenshot of each, then back to the width the test had. */
export async function lookAt(page: Page, name: string, axe: (page: Page) => Promise<void>, options: { fullPage?: boolean } = {}): Promise<void> {
  const before = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 992 ? 812 : 900 });
    // Layout settles (the map measures its box again) before the check and the picture.
    await page.waitForTimeout(250);
    await axe(page);
    await page.screenshot({ path: `.test-output/screenshots/discovery-${name}-${width}.png`, fullPage: options.fullPage ?? true });
  }
  if (before) await page.setViewportSize(before);
}
