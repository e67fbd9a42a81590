// Exchanging points as the demo personas: An exchanges a reward end to end on a phone (every reward names
// its place; the reward page, the success page's code and the wallet's history tell the same story of
// where and until when; the balance drops), the same journey without JavaScript, a refusal with its Dutch
// message (not enough points), and the welcome advantage that can be fetched once.
import { randomUUID } from "node:crypto";
import { an, pieter } from "@vtp/personas";
import { DEMO_REWARD_IDS as R } from "@vtp/api/seeds";
import { loginAs } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";

const CODE = /^[A-HJ-NP-Z2-9]{4} [A-HJ-NP-Z2-9]{4}$/;

const PHONE = { width: 375, height: 667 };
const WIDE = { width: 1280, height: 800 };
const VALID = /^(Geldig tot en met \d{1,2} \p{L}+ \d{4}|Je code heeft geen einddatum\.)$/u;

test("An exchanges points for a reward: explicit confirmation, the code on the success page, the balance drops", async ({ page, axe }) => {
  // A long journey: the login with its onboarding, four pages with an accessibility check each.
  test.setTimeout(120_000);
  // A phone first (issue 22 §5); the code is checked again at 1280 px below.
  await page.setViewportSize(PHONE);
  await loginAs(page, an, { startPath: "/mijn-uitpas/voordelen", skipOnboarding: true });
  // A due onboarding, once skipped, lands on the dashboard.
  if (!page.url().endsWith("/mijn-uitpas/voordelen")) await page.goto("/mijn-uitpas/voordelen");
  await expect(page.getByRole("heading", { level: 1, name: "Punten omruilen" })).toBeVisible();
  const balanceBefore = Number((await page.getByTestId("saldo").innerText()).replace(/\D/g, ""));
  expect(balanceBefore).toBeGreaterThanOrEqual(10);
  await expect(page.getByRole("heading", { level: 2, name: "Nu om te ruilen" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Sparen voor" })).toBeVisible();
  await axe(page);

  const cheap = page.getByTestId(`voordeel-${R.cheapPoints}`);
  // Six rewards per section show at once; the rest sit behind "Toon nog …".
  if (!(await cheap.isVisible()))
    await page
      .getByRole("region", { name: "Nu om te ruilen" })
      .getByText(/^Toon nog \d+ voordelen$/)
      .click();
  // Every reward names where it is handed out; two with the same title differ by it.
  await expect(cheap.getByTestId("waar")).toHaveText(/^Bij .+, Gent$/);
  const place = (await cheap.getByTestId("waar").innerText()).replace(/^Bij /, "");
  const items = page.locator('[data-testid^="voordeel-"]');
  const seen = new Map<string, string>();
  for (const item of await items.all()) {
    // textContent: the rewards behind "Toon nog …" are not rendered until it opens.
    const title = (await item.locator(".reward-item__title").textContent())?.trim() ?? "";
    const where = (await item.getByTestId("waar").textContent())?.trim() ?? "";
    expect(where).toMatch(/^(Bij .+|Online.*|Aan de balie van je regio)$/);
    if (seen.has(title)) expect(where, `two rewards "${title}"`).not.toBe(seen.get(title));
    seen.set(title, where);
  }
  const how = `Toon je code aan de balie van ${place}.`;

  await cheap.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/omruilen/${R.cheapPoints}$`));
  await expect(page.getByRole("heading", { level: 2, name: "Gratis koffie bij je voorstelling" })).toBeVisible();
  await expect(page.getByTestId("kost")).toHaveText("10 punten");
  await expect(page.getByRole("heading", { name: "Waar haal je het?" })).toBeVisible();
  // The reward page tells the code's story: exchanged in the app, the code shown at that counter.
  await expect(page.getByTestId("waar-gebruik")).toHaveText(`Je ruilt om hier in de app en krijgt meteen een code. ${how}`);
  await axe(page);

  await page.getByRole("button", { name: "Omruilen voor 10 punten" }).click();
  const confirm = page.getByRole("heading", { name: "Bevestig: 10 punten omruilen voor Gratis koffie bij je voorstelling" });
  await expect(confirm).toBeFocused();
  await expect(page.locator(".exchange__confirm")).toContainText(how);
  // Cancelling changes nothing.
  await page.getByRole("link", { name: "Annuleren" }).click();
  await expect(page.getByRole("button", { name: "Omruilen voor 10 punten" })).toBeVisible();
  await page.getByRole("button", { name: "Omruilen voor 10 punten" }).click();
  await page.getByRole("button", { name: "Bevestigen" }).click();

  await expect(page).toHaveURL(new RegExp(`/omruilen/${R.cheapPoints}/success$`));
  await expect(page.getByRole("heading", { level: 1, name: "Voordeel omgeruild" })).toBeVisible();
  await expect(page.getByTestId("ruilcode")).toHaveText(CODE);
  await expect(page.getByTestId("nieuw-saldo")).toHaveText(`${balanceBefore - 10} punten`);
  // The code says how to use it and until when.
  await expect(page.getByTestId("ruilcode-gebruik")).toHaveText(how);
  await expect(page.getByTestId("ruilcode-geldig")).toHaveText(VALID);
  const code = await page.getByTestId("ruilcode").innerText();
  const valid = await page.getByTestId("ruilcode-geldig").innerText();
  await axe(page);
  const success = page.url();

  await page.getByRole("link", { name: "Naar mijn voordelen" }).click();
  await expect(page.getByTestId("saldo")).toHaveText(`${balanceBefore - 10} punten`);

  // The wallet's history shows the same code the same way, at 375 and 1280 px; the success page too.
  for (const viewport of [PHONE, WIDE]) {
    await page.setViewportSize(viewport);
    await page.goto("/mijn-uitpas/geschiedenis");
    const block = page.getByTestId("ruilcode-blok").filter({ hasText: code });
    await expect(block).toHaveCount(1);
    await expect(block.getByTestId("ruilcode-gebruik")).toHaveText(how);
    await expect(block.getByTestId("ruilcode-geldig")).toHaveText(valid);
    await expect(page.getByTestId("geschiedenis").getByRole("listitem").first()).toContainText(place);
    await axe(page);
    await page.goto(success);
    await expect(page.getByTestId("ruilcode")).toHaveText(code);
    await expect(page.getByTestId("ruilcode-gebruik")).toHaveText(how);
  }
});

test("the exchange works without JavaScript (plain forms)", async ({ page, browser }) => {
  await loginAs(page, pieter, { startPath: "/overzicht", skipOnboarding: true });
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  await plain.goto(`/omruilen/${R.allRegions}`);
  const before = Number((await plain.getByTestId("saldo").innerText()).replace(/\D/g, ""));
  await plain.getByRole("button", { name: "Omruilen voor 25 punten" }).click();
  await expect(plain).toHaveURL(new RegExp(`/omruilen/${R.allRegions}\\?stap=bevestigen$`));
  await plain.getByRole("button", { name: "Bevestigen" }).click();
  await expect(plain).toHaveURL(new RegExp(`/omruilen/${R.allRegions}/success$`));
  await expect(plain.getByTestId("ruilcode")).toHaveText(CODE);
  await expect(plain.getByTestId("nieuw-saldo")).toHaveText(`${before - 25} punten`);
  await context.close();
});

test("a refusal tells why in Dutch: not enough points", async ({ page, axe }) => {
  await loginAs(page, an, { startPath: "/overzicht", skipOnboarding: true });
  await page.goto(`/omruilen/${R.tooExpensive}`);
  await expect(page.getByTestId("kost")).toHaveText("150 punten");
  const status = page.getByTestId("status");
  await expect(status).toContainText("Nu niet om te ruilen");
  await expect(status).toContainText("Je hebt niet genoeg punten om dit voordeel om te ruilen.");
  const balance = Number((await page.getByTestId("saldo").innerText()).replace(/\D/g, ""));
  await expect(status).toContainText(`Nog ${150 - balance} punten te sparen.`);
  await expect(page.getByRole("button", { name: /Omruilen voor/ })).toHaveCount(0);
  await axe(page);
  // A form posted anyway (a stale page, no JavaScript) gets the api's refusal on the page, nothing changes.
  const response = await page.request.post(`/omruilen/${R.tooExpensive}`, { form: { idempotencyKey: randomUUID() } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Omruilen lukte niet");
  expect(html).toContain("Je hebt niet genoeg punten om dit voordeel om te ruilen.");
});

test("the welcome advantage is fetched once", async ({ page }) => {
  await loginAs(page, an, { startPath: "/overzicht", skipOnboarding: true });
  await page.goto("/mijn-uitpas/voordelen");
  const welcome = page.getByTestId(`welkomstvoordeel-${R.welcome}`);
  await expect(welcome).toContainText("Eén keer op te halen");
  await welcome.getByRole("link").click();
  await expect(page.getByTestId("kost")).toHaveText("Gratis");
  await expect(page.getByRole("heading", { level: 2, name: /^Welkomstvoordeel/ })).toBeVisible();
  // A second tab at the confirmation step: it will be too late once the first has fetched it.
  const stale = await page.context().newPage();
  await stale.goto(`/omruilen/${R.welcome}?stap=bevestigen`);
  await page.getByRole("button", { name: "Welkomstvoordeel ophalen" }).click();
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await expect(page).toHaveURL(new RegExp(`/omruilen/${R.welcome}/success$`));
  await expect(page.getByTestId("ruilcode")).toHaveText(CODE);

  await stale.getByRole("button", { name: "Bevestigen" }).click();
  await expect(stale.getByTestId("weigering")).toContainText("Je hebt dit voordeel al het maximum aantal keer omgeruild.");
  await stale.close();

  await page.goto("/mijn-uitpas/voordelen");
  await expect(page.getByTestId(`welkomstvoordeel-${R.welcome}`)).toContainText("Opgehaald op");
  await page.goto(`/omruilen/${R.welcome}`);
  await expect(page.getByTestId("status")).toContainText("Je hebt dit voordeel al het maximum aantal keer omgeruild.");
  await expect(page.getByRole("button", { name: "Welkomstvoordeel ophalen" })).toHaveCount(0);
});

test("an unknown reward is the 404 page", async ({ page }) => {
  await loginAs(page, an, { startPath: "/overzicht", skipOnboarding: true });
  const response = await page.goto("/omruilen/987654");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Er liep iets mis" })).toBeVisible();
});

// Screenshots for review (not a check): SHOTS_DIR=/work/shots/rewards.
test.describe("screenshots", () => {
  test.skip(!process.env.SHOTS_DIR, "only with SHOTS_DIR");
  test("the wallet, a reward, its code and the history at 375 and 1280 px", async ({ page }) => {
    test.setTimeout(120_000);
    const dir = process.env.SHOTS_DIR!;
    await loginAs(page, an, { startPath: "/overzicht", skipOnboarding: true });
    await page.goto("/mijn-uitpas/voordelen");
    // The cookie notice would cover the bottom of every full-page shot.
    await page.getByRole("button", { name: "Sluiten" }).click();
    await page.goto(`/omruilen/${R.lastChance}?stap=bevestigen`);
    await page.getByRole("button", { name: "Bevestigen" }).click();
    await expect(page.getByTestId("ruilcode")).toBeVisible();
    const success = page.url();
    const shots: [string, string][] = [
      ["voordelen", "/mijn-uitpas/voordelen"],
      ["omruilen", `/omruilen/${R.cheapPoints}?stap=bevestigen`],
      ["omgeruild", success],
      ["geschiedenis", "/mijn-uitpas/geschiedenis"],
    ];
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 667 : 900 });
      for (const [name, path] of shots) {
        await page.goto(path);
        await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
      }
    }
  });
});
