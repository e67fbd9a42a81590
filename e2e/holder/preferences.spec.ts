// The preferences grid on /profiel/instellingen (issue 23, decision 0060) at 375 and 1280 px: channel
// (in de app, always; e-mail; melding) × topic, sms and post recorded but not sent, the quiet hours
// (a wrong hour named in the error summary, nothing saved), one Save, the confirmation announced, the
// choice kept after a reload; and "Meldingen aanzetten": the browser's permission is not asked on the
// visit, only after a tap. Headless Chromium reaches no push service and the suite blocks service
// workers, so subscribing itself is not exercised here (the api's push test and the worker's rules
// test are). Axe on every screen; screenshots with SHOTS_DIR (e2e/support/widths.ts).
import { an, mohamed, type DemoPersona } from "@vtp/personas";
import { loginAs } from "../support/auth.ts";
import { desktopChromium } from "../support/browser.ts";
import { expect, test } from "../support/fixtures.ts";
import { layoutShift } from "../support/layout-shift.ts";
import { shot } from "../support/widths.ts";

const PREFERENCES = "/profiel/instellingen";

// The notification permission's states exist in the desktop build only (e2e/support/browser.ts).
test.use({ launchOptions: desktopChromium });

const journeys: { width: number; persona: DemoPersona }[] = [
  { width: 375, persona: an },
  { width: 1280, persona: mohamed },
];

for (const { width, persona } of journeys) {
  test(`${persona.firstName} chooses channels per topic and quiet hours at ${width} px; the choice is kept`, async ({ page, axe }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await loginAs(page, persona, { startPath: PREFERENCES, skipOnboarding: true });
    await page.goto(PREFERENCES);
    await page.getByRole("button", { name: "Sluiten" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mijn voorkeuren" })).toBeVisible();

    // In de app: always, said in words, not a box.
    await expect(page.getByRole("checkbox", { name: /in de app/i })).toHaveCount(0);
    await expect(page.getByRole("cell", { name: "Altijd in de app" })).toHaveCount(4);
    const box = (name: string) => page.getByRole("checkbox", { name, exact: true });
    for (const topic of ["Service", "Mijlpalen", "Nieuws en tips", "Herinneringen"]) {
      await expect(box(`${topic} per e-mail`)).toBeVisible();
      await expect(box(`${topic} per melding`)).not.toBeChecked();
    }
    await expect(page.getByText("We bewaren je keuze, maar we sturen nog geen sms'en en geen post.")).toBeVisible();
    await expect(page.getByLabel("Van")).toHaveValue("21:00");
    await expect(page.getByLabel("Tot")).toHaveValue("08:00");
    // The device's part: a button, and no permission asked by the visit.
    await expect(page.getByRole("button", { name: "Meldingen aanzetten" })).toBeVisible();
    expect(await page.evaluate(() => Notification.permission)).toBe("default");
    await axe(page);
    await shot(page, "voorkeuren");

    // Quiet hours that begin and end at the same time: refused, named in the summary, nothing saved.
    await box("Mijlpalen per melding").check();
    await page.getByLabel("Tot").fill("21:00");
    await page.getByRole("button", { name: "Opslaan" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Controleer je gegevens" });
    await expect(summary.getByRole("link", { name: /^Einde van de stille uren: / })).toBeVisible();
    await expect(box("Mijlpalen per melding")).toBeChecked();
    await axe(page);
    await shot(page, "voorkeuren-fout");

    await page.getByLabel("Tot").fill("07:30");
    await box("Herinneringen per e-mail").uncheck();
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Opgeslagen" })).toBeVisible();
    await page.reload();
    await expect(box("Mijlpalen per melding")).toBeChecked();
    await expect(box("Herinneringen per e-mail")).not.toBeChecked();
    await expect(page.getByLabel("Tot")).toHaveValue("07:30");
  });
}

test("Meldingen aanzetten asks the browser only after a tap, and says what to do when notifications are blocked", async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, an, { startPath: PREFERENCES, skipOnboarding: true });
  await page.goto(PREFERENCES);
  await page.getByRole("button", { name: "Sluiten" }).click();
  // Headless Chromium answers a permission request with "denied" unless granted: the page explains.
  expect(await page.evaluate(() => Notification.permission)).toBe("default");
  await page.getByRole("button", { name: "Meldingen aanzetten" }).click();
  await expect(page.getByText("Je browser blokkeert meldingen van deze site.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Meldingen aanzetten" })).toHaveCount(0);
  await shot(page, "meldingen-geblokkeerd");
});

// The logout control sits right under the device's block: the block keeps its place from the server's
// render while the browser is asked, so nothing moves under a holder's thumb (a tap aimed at "Afmelden"
// before the answer used to land beside it). The viewport is as tall as the page, so every shift counts.
test("the device's block keeps its place while the browser is asked: the page does not shift", async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, an, { startPath: PREFERENCES, skipOnboarding: true });
  await page.setViewportSize({ width: 375, height: 3_000 });
  await page.goto(PREFERENCES);
  await expect(page.locator(".push-device")).not.toHaveAttribute("data-push-state", "checking");
  await expect(page.getByRole("button", { name: "Meldingen aanzetten" })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.001);
});
