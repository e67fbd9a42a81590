// The shell's behaviour in a real browser: cookie banner, alerts, locale prefix.
import { test, expect } from "../support/fixtures.ts";

test("the cookie notice stays until closed, and closing lasts about 97 years", async ({ page, context }) => {
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Over cookies" });
  // A notice, not a consent request: only strictly necessary cookies exist.
  await expect(banner.getByRole("link", { name: "Lees meer" })).toHaveAttribute("href", "/cookieverklaring");
  await expect(banner.getByRole("button", { name: /akkoord|accepteren/i })).toHaveCount(0);
  await expect(banner).toBeVisible();
  await page.reload();
  await expect(banner).toBeVisible();
  // Chromium caps a cookie's lifetime at 400 days whatever the server asks, so the ~97 years are
  // checked on the Set-Cookie header the server sends.
  // (Playwright's headers() leaves cookie headers out: headerValue reads them.)
  const setCookies: string[] = [];
  page.on("response", async (r) => {
    const value = await r.headerValue("set-cookie").catch(() => null);
    if (value) setCookies.push(value);
  });
  await banner.getByRole("button", { name: "Sluiten" }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => setCookies.join("\n")).toMatch(/cookie-accepted=[^;]+;.*Max-Age=3122064000/i);
  expect((await context.cookies()).some((c) => c.name === "cookie-accepted")).toBe(true);
  await page.reload();
  await expect(banner).toBeHidden();
  await page.goto("/partner-worden");
  await expect(banner).toBeHidden();
});

test.describe("the cookie notice on a small phone (375×667)", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("covers at most 20% of the screen and comes right after the skip link in the keyboard order", async ({ page }) => {
    for (const path of ["/", "/partner-worden", "/uitid-registreren-stap1"]) {
      await page.goto(path);
      const banner = page.getByRole("region", { name: "Over cookies" });
      const box = (await banner.boundingBox())!;
      expect(box.height, path).toBeLessThanOrEqual(667 * 0.2);
      expect(box.y + box.height, path).toBeLessThanOrEqual(667);
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: /naar de inhoud/i })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(banner.getByRole("link", { name: "Lees meer" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(banner.getByRole("button", { name: "Sluiten" })).toBeFocused();
    }
  });

  test("closes without JavaScript and returns to the same page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    await page.goto("/partner-worden?bron=test");
    await page.getByRole("region", { name: "Over cookies" }).getByRole("button", { name: "Sluiten" }).click();
    await expect(page).toHaveURL(/\/partner-worden\?bron=test$/);
    await expect(page.getByRole("region", { name: "Over cookies" })).toHaveCount(0);
    await context.close();
  });
});

test("alerts are announced and dismiss themselves after 6 seconds", async ({ page }) => {
  // Real time, not Playwright's fake clock: with the fake clock the page stopped rendering the alert
  // whenever other journeys ran beside it. A timer fires late under load, never early, so the checks
  // below cannot fail on a slow machine while the alert behaves.
  await page.goto("/styleguide");
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await page
    .getByRole("button", { name: /succes/i })
    .first()
    .click();
  const alert = page.locator("[data-alert-type=success]").first();
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("Succes");
  await expect(page.getByRole("status")).toContainText("Je voorkeuren zijn opgeslagen.");
  const box = await alert.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(350);
  // Still there well before 6 s, gone after them.
  await page.waitForTimeout(3_000);
  await expect(alert).toBeVisible();
  await expect(alert).toBeHidden({ timeout: 10_000 });
});

test("every page also lives under /nl with the same content", async ({ page }) => {
  await page.goto("/nl/partner-worden");
  const nl = await page.locator("h1").textContent();
  await page.goto("/partner-worden");
  expect(await page.locator("h1").textContent()).toBe(nl);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test("the open menu fits the screen (no sideways scrolling)", async ({ page }) => {
    await page.goto("/partner-worden");
    await page.getByText("Menu").first().click();
    await expect(page.getByRole("link", { name: "Partner worden" }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
