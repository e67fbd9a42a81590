// What the counter's journeys share: the field's label, logging in at /balie (the cookie notice answered once,
// as staff do on their first day). Screens are looked at with e2e/support/widths.ts (SHOTS_DIR=/work/shots/counter).
import { expect, type Page } from "@playwright/test";
import { submitProviderLogin } from "../support/auth.ts";

export const FIELD = "Pasnummer of rijksregisternummer";
export async function loginAtCounter(page: Page, email: string, answerCookieNotice = true): Promise<void> {
  await page.goto("/balie");
  await submitProviderLogin(page, email);
  await page.waitForURL((url) => url.pathname === "/balie");
  // The cookie notice is answered once, as staff do on their first day.
  const notice = page.getByRole("region", { name: "Over cookies" }).getByRole("button", { name: "Sluiten" });
  if (answerCookieNotice && (await notice.isVisible())) await notice.click();
}

/**
 * The organiser's permanent activity that no other journey scans with An: each Gent organiser has the
 * fixed demo activity behind a demo code (the first ids of the seed) and a generated permanent one with
 * a later id; the counter takes the latter. Its name.
 */
export async function chooseActivity(page: Page): Promise<string> {
  const options = page.getByTestId("activiteiten").locator("a[data-permanent]");
  const ids = (await options.evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))).map((href) =>
    Number(new URL(href, "http://x").searchParams.get("activiteit")),
  );
  expect(ids.length, "de demo-activiteit en een doorlopende activiteit van de seed").toBeGreaterThanOrEqual(2);
  const option = options.nth(ids.indexOf(Math.max(...ids)));
  const name = (await option.locator(".counter-option__name").textContent())!;
  await option.click();
  return name;
}
