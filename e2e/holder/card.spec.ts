// The digital card: on the dashboard first, one tap from the bottom bar, full screen at /pas with the
// barcode; never the social tariff; kept offline after one visit and forgotten at logout.
import { formatCardNumber } from "@vtp/contracts/card-number";
import { an, mohamed } from "@vtp/personas";
import { loginAs, logout } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";

// These journeys are about the offline app: the service worker that the suite blocks elsewhere runs here.
test.use({ serviceWorkers: "allow" });

test("the dashboard opens on the card; the bottom bar's first tab shows it full screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, mohamed, { skipOnboarding: true });
  await expect(page).toHaveURL(/\/overzicht$/);
  const card = page.getByTestId("digitale-pas");
  await expect(card.getByTestId("kaartnummer")).toHaveText(formatCardNumber(mohamed.card!.number));
  await expect(card.getByRole("img", { name: `Streepjescode van pasnummer ${formatCardNumber(mohamed.card!.number)}` })).toBeVisible();
  await expect(card).toContainText(/Geldig tot \d{2}\/\d{2}\/\d{4}/);
  // Mohamed has the social tariff: the card, shown at counters, never says so.
  expect(mohamed.kansenstatuut).toBeTruthy();
  await expect(card).not.toContainText(/kansen/i);
  // The card comes first on a phone: above the balance.
  const cardBox = (await card.boundingBox())!;
  const pointsBox = (await page.getByTestId("punten").boundingBox())!;
  expect(cardBox.y).toBeLessThan(pointsBox.y);

  await page.getByRole("navigation", { name: "Hoofdnavigatie" }).getByRole("link", { name: "Mijn pas" }).click();
  await expect(page).toHaveURL(/\/pas$/);
  await expect(page.getByRole("heading", { level: 1, name: "UiTPAS" })).toBeVisible();
  await expect(page.getByTestId("kaartnummer")).toHaveText(formatCardNumber(mohamed.card!.number));
  await page.getByRole("link", { name: "Sluiten" }).click();
  await expect(page).toHaveURL(/\/overzicht$/);
});

test("the card page and the dashboard are private and marked for the device's offline copy only", async ({ page }) => {
  await loginAs(page, an, { skipOnboarding: true });
  const response = await page.goto("/pas");
  expect(response!.headers()["cache-control"]).toBe("private, no-cache");
  expect(response!.headers()["x-offline-copy"]).toBe("holder-card");
  const dashboard = await page.goto("/overzicht");
  expect(dashboard!.headers()["cache-control"]).toBe("private, no-cache");
  expect(dashboard!.headers()["x-offline-copy"]).toBe("holder-dashboard");
  // Every other holder page is never stored.
  const profile = await page.goto("/profiel/persoonlijke-gegevens");
  expect(profile!.headers()["cache-control"]).toContain("no-store");
  expect(profile!.headers()["x-offline-copy"]).toBeUndefined();
});

test("the card shows offline after one visit, and is gone after logging out", async ({ page, context, consoleErrors }) => {
  await loginAs(page, an, { skipOnboarding: true });
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Let the worker control the page, then visit the card once online.
  await page.reload();
  await page.goto("/pas");
  await expect(page.getByTestId("kaartnummer")).toHaveText(formatCardNumber(an.card!.number));
  await expect
    .poll(() => page.evaluate(async () => (await caches.open("holder-v1").then((c) => c.keys())).some((r) => r.url.endsWith("/pas"))))
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("kaartnummer")).toHaveText(formatCardNumber(an.card!.number));
  await context.setOffline(false);

  await logout(page);
  // Logging out empties the kept copy (the worker on the way to the logout page, Clear-Site-Data after).
  expect(await page.evaluate(() => caches.has("holder-v1"))).toBe(false);
  await context.setOffline(true);
  await page.goto("/pas").catch(() => {}); // the browser's or our offline page, never the card
  await expect(page.getByTestId("kaartnummer")).toHaveCount(0);
  await context.setOffline(false);
  consoleErrors.length = 0;
});
