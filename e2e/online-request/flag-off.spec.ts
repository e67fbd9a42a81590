// FEATURE_ONLINE_REQUEST unless exactly "true": every online-request page redirects to "/", and the public
// pages show a login button where the buy button would be. Runs its own server with the flag off
// (journeyPorts.onlineRequestOff).
import { journeyPorts } from "../support/ports.ts";
import { startConfiguredProduct, type ConfiguredProduct } from "../support/stand-ins.ts";
import { test, expect } from "../support/fixtures.ts";

const port = journeyPorts.onlineRequestOff;
const origin = `http://127.0.0.1:${port}`;
let server: ConfiguredProduct | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startConfiguredProduct(port, { FEATURE_ONLINE_REQUEST: "false" });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await server?.stop();
});

test("every online-request page redirects to / and the buy button is a login button", async ({ page }) => {
  for (const path of [
    "/online-aanvraag",
    "/online-aanvraag/gemeente",
    "/online-aanvraag/e-mailadres",
    "/online-aanvraag/kansentarief",
    "/online-aanvraag/kansentarief/resultaat",
    "/online-aanvraag/gegevens",
    "/online-aanvraag/gezin",
    "/online-aanvraag/betalen",
    "/online-aanvraag/wachtwoord",
    "/online-aanvraag/installeer-app",
    "/online-aanvraag/status",
    "/online-aanvraag/verder-gaan?code=abcdefghijklmnopqrstuvwxyz",
    "/online-aanvraag/betaling?bestelling=x",
    "/online-aanvraag/overheid-callback?code=x&state=y",
    "/nl/online-aanvraag/gezin",
  ]) {
    const res = await page.request.get(`${origin}${path}`, { maxRedirects: 0 });
    expect(res.status(), path).toBe(302);
    expect(new URL(res.headers().location!, origin).pathname, path).toBe("/");
  }
  const close = await page.request.post(`${origin}/online-aanvraag/sluiten`, { maxRedirects: 0, form: { vanaf: "/" } });
  expect(close.status()).toBe(302);

  await page.goto(`${origin}/`);
  await expect(page.getByRole("link", { name: "Koop je pas" })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "Aanmelden" })).toBeVisible();
  await page.goto(`${origin}/wat-is-uitpas`);
  await expect(page.getByRole("link", { name: "Koop je pas" })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "Aanmelden" })).toBeVisible();
});
