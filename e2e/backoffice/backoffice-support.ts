// What the back office's journeys share: logging in at /organisatie (the cookie notice answered once, as staff
// do on their first day) and the screenshots (with SHOTS_DIR set).
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { submitProviderLogin } from "../support/auth.ts";

export async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS_DIR) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(process.env.SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
}

/** Axe and the screenshot at 1280 and 375 px, back at 375 px after (a journey runs its flow on a phone). */
export async function checkBoth(page: Page, axe: (page: Page) => Promise<void>, name: string): Promise<void> {
  for (const width of [1280, 375] as const) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await axe(page);
    await shot(page, name);
  }
}

export async function login(page: Page, email: string, answerCookieNotice = true): Promise<void> {
  await page.goto("/organisatie");
  await submitProviderLogin(page, email);
  await page.waitForURL((url) => url.pathname.startsWith("/organisatie"));
  if (!answerCookieNotice) return;
  const notice = page.getByRole("region", { name: "Over cookies" }).getByRole("button", { name: "Sluiten" });
  if (await notice.isVisible()) await notice.click();
}
