// What the counter's journeys share: the field's label, logging in at /balie (the cookie notice answered once,
// as staff do on their first day) and the screenshots (with SHOTS_DIR set: SHOTS_DIR=/work/shots/counter).
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { submitProviderLogin } from "../support/auth.ts";

export const FIELD = "Pasnummer of rijksregisternummer";
export async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS_DIR) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(process.env.SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
}

/** The screenshot at 375 and at 1280 px, back at 375 after. */
export async function shotBoth(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS_DIR) return;
  await shot(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, name);
  await page.setViewportSize({ width: 375, height: 812 });
}

export async function loginAtCounter(page: Page, email: string, answerCookieNotice = true): Promise<void> {
  await page.goto("/balie");
  await submitProviderLogin(page, email);
  await page.waitForURL((url) => url.pathname === "/balie");
  // The cookie notice is answered once, as staff do on their first day.
  const notice = page.getByRole("region", { name: "Over cookies" }).getByRole("button", { name: "Sluiten" });
  if (answerCookieNotice && (await notice.isVisible())) await notice.click();
}
