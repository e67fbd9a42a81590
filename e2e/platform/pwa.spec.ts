// The installable web app: manifest, service worker at /sw.js with scope /, offline reload.
import { test, expect } from "../support/fixtures.ts";

// These journeys are about the offline app: the service worker that the suite blocks elsewhere runs here.
test.use({ serviceWorkers: "allow" });

test("the web manifest is Dutch, standalone, with the two shortcuts", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest.lang).toBe("nl");
  expect(manifest.display).toBe("standalone");
  expect(manifest.scope).toBe("/");
  expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(["Toon mijn pas", "Scan QR"]));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

test("the service worker registers at /sw.js with scope / and a visited page reloads offline", async ({ page, context, consoleErrors }) => {
  await page.goto("/");
  const registration = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return { scope: reg.scope, script: reg.active?.scriptURL };
  });
  expect(new URL(registration.scope).pathname).toBe("/");
  expect(new URL(registration.script!).pathname).toBe("/sw.js");
  const sw = await page.request.get("/sw.js");
  expect(sw.headers()["cache-control"]).toContain("no-cache");

  await page.goto("/partner-worden");
  const heading = await page.locator("h1").textContent();
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator("h1")).toHaveText(heading!);
  await context.setOffline(false);
  consoleErrors.length = 0;
});

test("an unvisited page offline shows the Dutch offline page", async ({ page, context, consoleErrors }) => {
  await page.goto("/");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload(); // the worker now controls the page
  await context.setOffline(true);
  await page.goto("/verkoopsvoorwaarden");
  await expect(page.getByText(/offline/i).first()).toBeVisible();
  await context.setOffline(false);
  consoleErrors.length = 0;
});
