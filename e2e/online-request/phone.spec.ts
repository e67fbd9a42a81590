// The online request on a phone (issue 22): a birth date typed as 8 digits on a number pad (formatted as
// it is typed; read by the server without JavaScript too), and the cookie notice, which never covers a
// step's primary action and never shares its "Sluiten" with the request's own control.
import { test, expect } from "../support/fixtures.ts";
import { shot, shotOf } from "../support/widths.ts";
import { chooseMunicipality, email, freshEmail, person, socialTariff, start } from "./wizard.ts";

test.setTimeout(90_000);

test("a birth date typed as 8 digits is formatted as it is typed and accepted", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await start(page);
  await chooseMunicipality(page, "8000", "Brugge");
  await email(page, freshEmail("datum"));
  await socialTariff(page, "Nee");
  const p = person("1977-04-09", "MALE");
  await page.getByLabel("Voornaam").fill("Jef");
  await page.getByLabel("Achternaam").fill("Goris");
  await page.getByLabel("Rijksregisternummer").fill(p.insz);
  await page.getByRole("radio", { name: "Man", exact: true }).check();
  const date = page.getByLabel("Geboortedatum");
  await expect(date).toHaveAttribute("inputmode", "numeric");
  await expect(page.getByText("Dag, maand en jaar, bv. 22/04/2011.")).toBeVisible();
  await date.pressSequentially("0904");
  await expect(date).toHaveValue("09/04");
  await date.press("Backspace");
  await expect(date).toHaveValue("09/0");
  await date.pressSequentially("41977");
  await expect(date).toHaveValue("09/04/1977");
  await shotOf(date, "date-typed");
  await page.getByLabel("Straat en huisnummer").fill("Langestraat 3");
  await page.getByLabel(/Ik ga akkoord met de privacyverklaring/).check();
  await page.getByRole("button", { name: "Volgende stap" }).click();
  await expect(page.getByText("Stap 5 van 8")).toBeVisible();
  await expect(page.getByText("Jef Goris (jij)")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server reads 8 digits and refuses 31/02 in plain Dutch", async ({ page }) => {
    await start(page);
    await chooseMunicipality(page, "8000", "Brugge");
    await email(page, freshEmail("datumzonderjs"));
    await socialTariff(page, "Nee");
    const p = person("1981-02-28", "FEMALE");
    await page.getByLabel("Voornaam").fill("Mia");
    await page.getByLabel("Achternaam").fill("Goris");
    await page.getByLabel("Rijksregisternummer").fill(p.insz);
    await page.getByRole("radio", { name: "Vrouw", exact: true }).check();
    await page.getByLabel("Straat en huisnummer").fill("Langestraat 3");
    await page.getByLabel(/Ik ga akkoord met de privacyverklaring/).check();
    await page.getByLabel("Geboortedatum").fill("31021981");
    await page.getByRole("button", { name: "Volgende stap" }).click();
    await expect(page.locator(".error-summary")).toContainText("Geboortedatum: deze datum bestaat niet.");
    await page.setViewportSize({ width: 375, height: 667 });
    await page.getByLabel("Geboortedatum").scrollIntoViewIfNeeded();
    await shot(page, "date-refused", { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel("Geboortedatum").fill("28021981");
    await page.getByRole("button", { name: "Volgende stap" }).click();
    await expect(page.getByText("Stap 5 van 8")).toBeVisible();
    // The question as a page, for the eye.
    await page.getByRole("link", { name: "Aanvraag stoppen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Aanvraag stoppen?" })).toBeVisible();
    for (const [width, height] of [
      [375, 667],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await shot(page, "stop-page", { fullPage: false });
    }
  });
});

test("the cookie notice never covers a step's primary action, and the two controls never share a label", async ({ page, axe }) => {
  await page.goto("/online-aanvraag");
  await page.getByRole("button", { name: "Begin je aanvraag" }).click();
  await expect(page).toHaveURL(/\/online-aanvraag\/gemeente$/);
  const notice = page.getByRole("region", { name: "Over cookies" });
  await expect(notice).toBeVisible();
  await expect(page.getByRole("button", { name: "Sluiten" })).toHaveCount(1);
  await expect(notice.getByRole("button", { name: "Sluiten" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Aanvraag stoppen" })).toHaveCount(1);
  await page.getByLabel("Postcode").fill("8000");
  await page.getByRole("button", { name: "Zoek gemeente" }).click();
  await expect(page.getByRole("radio").first()).toBeVisible();
  for (const [width, height] of [
    [375, 667],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    const next = page.getByRole("button", { name: "Volgende stap" });
    await next.scrollIntoViewIfNeeded();
    // What is on top at the middle of the button is the button itself.
    const onTop = await next.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && button.contains(hit);
    });
    expect(onTop, `the primary action is covered at ${width} px`).toBe(true);
    await shot(page, "cookie-notice-step1", { fullPage: false });
    await shot(page, "cookie-notice-step1-full");
  }
  // The dialog, for the eye.
  await page.setViewportSize({ width: 375, height: 667 });
  await page.getByRole("button", { name: "Aanvraag stoppen" }).click();
  await expect(page.getByRole("dialog", { name: "Aanvraag stoppen?" })).toBeVisible();
  await axe(page);
  await shot(page, "stop-dialog", { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, "stop-dialog", { fullPage: false });
  // The question's page (where the control leads before React runs), checked with axe.
  await page.goto("/online-aanvraag/stoppen?vanaf=%2Fonline-aanvraag%2Fgemeente");
  await expect(page.getByRole("heading", { level: 1, name: "Aanvraag stoppen?" })).toBeVisible();
  await axe(page);
});
