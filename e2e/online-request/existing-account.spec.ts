// Step 2 with an address that has an account: log in (the address fixed) and come back into the wizard; a
// cancelled login shows the spec's message; an account that has a card already cannot request another.
// Signed in, step 7 links the new card to the account at once.
import { test, expect } from "../support/fixtures.ts";
import { an, tom } from "@vtp/personas";
import { submitProviderLogin } from "../support/auth.ts";
import { check, checkout, chooseMunicipality, finishFamily, pay, person, personalData, socialTariff, start } from "./wizard.ts";

test.setTimeout(120_000);

test("an account without a card: log in at step 2, then the card is linked at step 7", async ({ page, axe }) => {
  await start(page);
  await chooseMunicipality(page, "8000", "Brugge");
  await page.getByLabel("E-mailadres").fill(tom.email!);
  await page.getByRole("button", { name: "Volgende stap" }).click();
  await expect(page.getByRole("heading", { name: "Je hebt al een account" })).toBeVisible();
  await check(page, axe, "02-e-mailadres-account");

  // Cancelled: back on step 2 with the message.
  await page.getByRole("button", { name: "Aanmelden" }).click();
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await page.getByRole("link", { name: "Annuleren" }).click();
  await expect(page).toHaveURL(/\/online-aanvraag\/e-mailadres\?aanmelden=geannuleerd$/);
  await expect(page.getByRole("alert").filter({ hasText: "Je hebt het aanmelden geannuleerd." })).toBeVisible();
  // Step 3 is closed until the login.
  await page.goto("/online-aanvraag/kansentarief");
  await expect(page).toHaveURL(/\/online-aanvraag\/e-mailadres$/);

  await page.getByRole("button", { name: "Aanmelden" }).click();
  await submitProviderLogin(page, tom.email!);
  await expect(page).toHaveURL(/\/online-aanvraag\/kansentarief$/);
  await socialTariff(page, "Nee");
  await personalData(page, { firstName: "Tom", lastName: "De Clercq", ...person("1988-12-01", "MALE") }, "Oude Burg 7");
  await finishFamily(page, false);
  await pay(page);
  await checkout(page, "Betaald");
  await expect(page).toHaveURL(/\/online-aanvraag\/wachtwoord$/);
  await expect(page.getByRole("heading", { level: 1, name: "Koppel je pas aan je account" })).toBeVisible();
  await page.getByRole("button", { name: "Pas koppelen" }).click();
  await expect(page).toHaveURL(/\/online-aanvraag\/installeer-app$/);
  await page.getByRole("link", { name: "Naar mijn overzicht" }).click();
  await expect(page).toHaveURL(/\/(overzicht|onboarding)$/);
  if (new URL(page.url()).pathname === "/onboarding") {
    await page.getByRole("button", { name: "Overslaan" }).click();
  }
  await expect(page.getByText("Paspartoe").first()).toBeVisible();
});

test("an account that has a card already cannot request a second one", async ({ page }) => {
  await start(page);
  await chooseMunicipality(page, "9000", "Gent");
  await page.getByLabel("E-mailadres").fill(an.email!);
  await page.getByRole("button", { name: "Volgende stap" }).click();
  await page.getByRole("button", { name: "Aanmelden" }).click();
  await submitProviderLogin(page, an.email!);
  await expect(page).toHaveURL(/\/online-aanvraag\/e-mailadres$/);
  await expect(page.getByRole("heading", { name: "Aan je account is al een UiTPAS gekoppeld" })).toBeVisible();
});
