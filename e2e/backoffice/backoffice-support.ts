// What the back office's journeys share: logging in at /organisatie (the cookie notice answered once, as staff
// do on their first day). Screens are looked at with e2e/support/widths.ts.
import type { Page } from "@playwright/test";
import { submitProviderLogin } from "../support/auth.ts";

export async function login(page: Page, email: string, answerCookieNotice = true): Promise<void> {
  await page.goto("/organisatie");
  await submitProviderLogin(page, email);
  await page.waitForURL((url) => url.pathname.startsWith("/organisatie"));
  if (!answerCookieNotice) return;
  const notice = page.getByRole("region", { name: "Over cookies" }).getByRole("button", { name: "Sluiten" });
  if (await notice.isVisible()) await notice.click();
}
