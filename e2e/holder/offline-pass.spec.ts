// The pass offline from the home-screen icon (issue 22 §3, decision 0039): the manifest's start URL
// opens the kept pass offline, the dashboard keeps its last state with "laatst bijgewerkt om", the
// offline page is branded and links to the pass; after logout, and for the next holder who signs in on
// the same phone, nothing of the previous holder is kept.
import type { BrowserContext, Page } from "@playwright/test";
import { formatCardNumber } from "@vtp/contracts/card-number";
import { an, sofie } from "@vtp/personas";
import { loginAs, logout } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";

// These journeys are about the offline app: the service worker that the suite blocks elsewhere runs here.
test.use({ serviceWorkers: "allow" });

const SHOTS = "/work/shots/offline";
const HOLDER_CACHE = "holder-v1";

/** The texts of the holder pages this device keeps. */
const keptPages = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return Promise.all(
      (await cache.keys()).map(async (request) => ({
        path: new URL(request.url).pathname,
        body: await (await cache.match(request))!.text(),
      })),
    );
  }, HOLDER_CACHE);

/** Lets the service worker control the page (it registers on the first load). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Opens the dashboard and, from it (an in-app navigation), the pass once online: the worker keeps both. */
async function visitPassAndDashboard(page: Page): Promise<void> {
  await page.goto("/overzicht");
  await page.getByRole("link", { name: "Toon pas op volledig scherm" }).click();
  await expect(page).toHaveURL(/\/pas$/);
  await expect(page.getByTestId("kaartnummer")).toBeVisible();
  await expect.poll(async () => (await keptPages(page)).map((p) => p.path).sort()).toEqual(["/overzicht", "/pas"]);
}

/** Offline reloads make Chromium log the failed requests; anything else (a hydration error) still fails. */
function onlyNetworkErrors(consoleErrors: string[]): void {
  const other = consoleErrors.filter(
    (e) => !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED|Failed to fetch manifest patches/.test(e),
  );
  expect(other, "console errors other than the offline network").toEqual([]);
  consoleErrors.length = 0;
}

async function goOffline(context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
}

test("from the icon offline: the pass, the dashboard's last state, a branded offline page; nothing after logout", async ({
  page,
  context,
  consoleErrors,
  axe,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 667 });
  await loginAs(page, an, { skipOnboarding: true });
  await controlled(page);
  // An closed the cookie notice long ago (the kept pages are kept as An saw them).
  await page
    .getByRole("region", { name: /cookies/i })
    .getByRole("button", { name: "Sluiten" })
    .click();
  await visitPassAndDashboard(page);
  // Online, the page is fresh: no "laatst bijgewerkt" note.
  await expect(page.getByTestId("laatst-bijgewerkt")).toBeHidden();

  // What is kept holds no token or session cookie: only the page.
  const cookies = (await context.cookies()).filter((c) => c.value.length >= 16);
  expect(cookies.length).toBeGreaterThan(0);
  for (const kept of await keptPages(page)) {
    for (const cookie of cookies) expect(kept.body.includes(cookie.value), `${cookie.name} in ${kept.path}`).toBe(false);
    expect(kept.body).not.toMatch(/access_token|refresh_token|id_token/);
  }

  const number = formatCardNumber(an.card!.number);
  const manifest = await (await page.request.get("/manifest.webmanifest")).json();
  await goOffline(context, true);
  // The home-screen icon opens the start URL: offline, that is the pass with its barcode.
  await page.goto(manifest.start_url);
  await expect(page).toHaveURL(/\/pas$/);
  await expect(page.getByTestId("kaartnummer")).toHaveText(number);
  await expect(page.getByRole("img", { name: `Streepjescode van pasnummer ${number}` })).toBeVisible();
  await expect(page.getByTestId("laatst-bijgewerkt")).toHaveText(/^Offline · laatst bijgewerkt om \d{2}:\d{2}$/, { useInnerText: true });
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("laatst-bijgewerkt")).toBeVisible(); // still after the page hydrated
  await page.screenshot({ path: `${SHOTS}/pass-375.png`, fullPage: true });
  await axe(page);

  // "Sluiten" opens the dashboard as it was, saying when.
  await page.getByRole("link", { name: "Sluiten" }).click();
  await expect(page).toHaveURL(/\/overzicht$/);
  await expect(page.getByTestId("laatst-bijgewerkt")).toHaveText(/^Je bent offline\. Laatst bijgewerkt om \d{2}:\d{2}: /, {
    useInnerText: true,
  });
  await expect(page.getByTestId("digitale-pas").getByTestId("kaartnummer")).toHaveText(number);
  await expect(page.getByTestId("punten")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dashboard-375.png`, fullPage: true });
  await axe(page);

  // A page this device never kept: the branded offline page, which leads to the pass.
  await page.goto("/verkoopsvoorwaarden");
  await expect(page.getByRole("heading", { level: 1, name: "Je bent offline" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link")).toBeVisible(); // the product's logo
  await expect(page.getByText("Wat werkt er zonder verbinding?")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline-page-375.png`, fullPage: true });
  await axe(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/offline-page-1280.png`, fullPage: true });
  await page.getByRole("link", { name: "Toon mijn pas" }).click();
  await expect(page).toHaveURL(/\/pas$/);
  await expect(page.getByTestId("kaartnummer")).toHaveText(number);
  await page.screenshot({ path: `${SHOTS}/pass-1280.png`, fullPage: true });
  await page.goto("/overzicht");
  await expect(page.getByTestId("laatst-bijgewerkt")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
  await goOffline(context, false);
  onlyNetworkErrors(consoleErrors);

  // After logout nothing of An's stays on the phone.
  await logout(page);
  expect(await page.evaluate((name) => caches.has(name), HOLDER_CACHE)).toBe(false);
  await controlled(page); // the worker again (logging out cleared the site's storage)
  await goOffline(context, true);
  await page.goto(manifest.start_url);
  await expect(page).not.toHaveURL(/\/pas$/);
  await expect(page.getByTestId("kaartnummer")).toHaveCount(0);
  await page.goto("/pas");
  await expect(page.getByRole("heading", { level: 1, name: "Je bent offline" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Toon mijn pas" })).toHaveCount(0);
  await expect(page.getByText(/open je pas één keer terwijl je online bent/)).toBeVisible();
  await page.setViewportSize({ width: 375, height: 667 });
  await page.screenshot({ path: `${SHOTS}/offline-page-no-pass-375.png`, fullPage: true });
  await expect(page.getByText(number)).toHaveCount(0);
  await goOffline(context, false);
  onlyNetworkErrors(consoleErrors);
});

test("a holder signing in on a phone where another holder's session ended never sees that holder's pass", async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 667 });
  await loginAs(page, an, { skipOnboarding: true });
  await controlled(page);
  await visitPassAndDashboard(page);

  // An's session ends without logging out (expired, or the cookies went); Sofie signs in on the same phone.
  await context.clearCookies();
  await loginAs(page, sofie, { skipOnboarding: true });
  const anNumber = formatCardNumber(an.card!.number);
  await expect.poll(async () => (await keptPages(page)).map((p) => p.path)).toEqual(["/overzicht"]);
  for (const kept of await keptPages(page)) expect(kept.body, kept.path).not.toContain(anNumber);

  const sofieNumber = formatCardNumber(sofie.card!.number);
  await goOffline(context, true);
  // Sofie landed on her dashboard (kept): offline, the icon opens it, with her card, never An's.
  await page.goto("/");
  await expect(page).toHaveURL(/\/overzicht$/);
  await expect(page.getByTestId("kaartnummer")).toHaveText(sofieNumber);
  await expect(page.getByText(anNumber)).toHaveCount(0);
  await goOffline(context, false);

  // Once Sofie opened her pass, the icon offline shows it full screen.
  await page.getByRole("link", { name: "Toon pas op volledig scherm" }).click();
  await expect(page.getByTestId("kaartnummer")).toHaveText(sofieNumber);
  await expect.poll(async () => (await keptPages(page)).map((p) => p.path)).toContain("/pas");
  await goOffline(context, true);
  await page.goto("/");
  await expect(page).toHaveURL(/\/pas$/);
  await expect(page.getByTestId("kaartnummer")).toHaveText(sofieNumber);
  await goOffline(context, false);
  onlyNetworkErrors(consoleErrors);
});
