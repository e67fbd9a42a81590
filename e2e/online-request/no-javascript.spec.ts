// The whole wizard with JavaScript disabled: every step is a plain HTML form, the stand-in checkout and
// the identity provider's pages too, from the start page to the new card on the dashboard.
import { test, expect } from "../support/fixtures.ts";
import { DEMO_PASSWORD } from "@vtp/personas";
import { freshEmail, person, errorSummary } from "./wizard.ts";

test.use({ javaScriptEnabled: false });
test.setTimeout(120_000);

test("the wizard without JavaScript, end to end", async ({ page }) => {
  const address = freshEmail("zonderjs");
  const main = person("1979-11-03", "FEMALE");
  await page.goto("/online-aanvraag");
  await page.getByRole("button", { name: "Begin je aanvraag" }).click();

  // Step 1: the lookup and the choice are two submits of the same form.
  await page.getByLabel("Postcode").fill("9042");
  await page.getByRole("button", { name: "Zoek gemeente" }).click();
  await expect(page.getByRole("radio")).toHaveCount(3);
  await page.getByRole("button", { name: "Volgende stap" }).click();
  await expect(errorSummary(page)).toContainText("Gemeente: kies een gemeente uit de lijst.");
  await page.getByRole("radio", { name: /^Mendonk/ }).check();
  await page.getByRole("button", { name: "Volgende stap" }).click();

  await expect(page).toHaveURL(/\/online-aanvraag\/e-mailadres$/);
  await page.getByRole("button", { name: "Volgende stap" }).click();
  await expect(errorSummary(page)).toContainText("E-mailadres: dit veld is verplicht");
  await page.getByLabel("E-mailadres").fill(address);
  await page.getByRole("button", { name: "Volgende stap" }).click();

  await expect(page).toHaveURL(/\/online-aanvraag\/kansentarief$/);
  await page.getByRole("radio", { name: "Nee", exact: true }).check();
  await page.getByRole("button", { name: "Volgende stap" }).click();

  // Step 4: the spec's messages for an empty form, a future date, a bad phone number.
  await expect(page).toHaveURL(/\/online-aanvraag\/gegevens$/);
  await page.getByLabel("Geboortedatum").fill("01/01/2099");
  await page.getByLabel("Telefoonnummer (niet verplicht)").fill("0470 12 34 56");
  await page.getByRole("button", { name: "Volgende stap" }).click();
  const summary = errorSummary(page);
  await expect(summary).toContainText("Voornaam: dit veld is verplicht");
  await expect(summary).toContainText("Geboortedatum: een geboortedatum kan niet in de toekomst liggen.");
  await expect(summary).toContainText("Telefoonnummer: schrijf je telefoonnummer in internationaal formaat met landcode");
  await page.getByLabel("Voornaam").fill("Hilde");
  await page.getByLabel("Achternaam").fill("Wuyts");
  await page.getByLabel("Rijksregisternummer").fill(main.insz);
  await page.getByRole("radio", { name: "Vrouw", exact: true }).check();
  await page.getByLabel("Geboortedatum").fill(main.birthDate);
  await page.getByLabel("Straat en huisnummer").fill("Dorp 1");
  await page.getByLabel("Telefoonnummer (niet verplicht)").fill("+32 470 12 34 56");
  await page.getByLabel(/Ik ga akkoord met de privacyverklaring/).check();
  await page.getByRole("button", { name: "Volgende stap" }).click();

  // Step 5: a child with its own address (the fields show without JavaScript too).
  await expect(page).toHaveURL(/\/online-aanvraag\/gezin$/);
  const child = person("2017-08-08", "MALE");
  // The add-member form opens without JavaScript too (a <details>).
  await expect(page.getByLabel("Voornaam")).toBeHidden();
  await page.locator("summary", { hasText: "Gezinslid toevoegen" }).click();
  await page.getByLabel("Voornaam").fill("Mats");
  await page.getByLabel("Achternaam").fill("Wuyts");
  await page.getByLabel("Rijksregisternummer").fill(child.insz);
  await page.getByRole("radio", { name: "Man", exact: true }).check();
  await page.getByLabel("Geboortedatum").fill(child.birthDate);
  await page.getByRole("button", { name: "Voeg dit gezinslid toe" }).click();
  await expect(page.getByRole("button", { name: "Verwijder Mats Wuyts" })).toBeVisible();
  await page.getByLabel(/Mijn gezinsleden \(of hun ouders\) gaan akkoord/).check();
  await page.getByRole("button", { name: "Volgende stap" }).click();

  // Step 6 and the stand-in checkout.
  await expect(page).toHaveURL(/\/online-aanvraag\/betalen$/);
  await expect(page.getByRole("row", { name: /Totaal.*€ 3,00/ })).toBeVisible();
  await page.getByLabel(/Ik ga akkoord met de verkoopsvoorwaarden/).check();
  await page.getByRole("button", { name: /Betalen/ }).click();
  await expect(page).toHaveURL(/\/test-betaalprovider\/checkout\//);
  await page.getByRole("button", { name: "Betaald", exact: true }).click();

  // Step 7: the account at the identity provider, confirmed from the mailbox.
  await expect(page).toHaveURL(/\/online-aanvraag\/wachtwoord$/);
  await page.getByRole("button", { name: "Wachtwoord kiezen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Account aanmaken" })).toBeVisible();
  await page.getByLabel("Wachtwoord", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel("Bevestig je wachtwoord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Controleer je mailbox" })).toBeVisible();
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(address)}`);
  await page
    .getByRole("link", { name: /\/idp\/email-bevestigen\?token=/ })
    .first()
    .click();
  await page.getByRole("button", { name: "E-mailadres bevestigen" }).click();

  // Step 8, then "Klaar" (the request is done: no question): the dashboard, with the new card.
  await expect(page).toHaveURL(/\/online-aanvraag\/installeer-app$/);
  await page.getByRole("button", { name: "Klaar" }).click();
  await expect(page).toHaveURL(/\/(overzicht|onboarding)$/);
  if (new URL(page.url()).pathname === "/onboarding") {
    await page.getByRole("button", { name: "Overslaan" }).click();
  }
  await expect(page).toHaveURL(/\/overzicht$/);
  await expect(page.getByText("UiTPAS Gent").first()).toBeVisible();
});
