// The family of step 5: the caps (2 adults and 8 children by default) shown and enforced, a member
// refused when it is the main holder or a national number used twice, the price error for a member
// below the region's minimum age (UiTPAS Dender: 6) that must be removed to go on, and main holders
// under 16 who cannot add members.
import { test, expect } from "../support/fixtures.ts";
import {
  addMember,
  check,
  chooseMunicipality,
  email,
  freshEmail,
  person,
  personalData,
  socialTariff,
  start,
  errorSummary,
  submitMember,
} from "./wizard.ts";

test.setTimeout(120_000);

test("caps, the main holder as a member, a number twice, and the price error", async ({ page, axe }) => {
  const main = { firstName: "Ruben", lastName: "Martens", ...person("1980-05-21", "MALE") };
  await start(page);
  await chooseMunicipality(page, "9300", "Aalst");
  await email(page, freshEmail("gezin"));
  await socialTariff(page, "Nee");
  await personalData(page, main);
  await expect(page.getByText("Stap 5 van 8")).toBeVisible();

  // The add-member form is closed until asked for; the caps are shown beside its button.
  await expect(page.getByText(/Je kan nog 1 volwassene en 8 kinderen toevoegen/)).toBeVisible();
  await expect(page.getByLabel("Voornaam")).toBeHidden();
  // It opens and closes from the keyboard.
  const toggle = page.locator("summary", { hasText: "Gezinslid toevoegen" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Voornaam")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Voornaam")).toBeHidden();

  // The main holder as a member: the form opens again with the error summary on top, focused, in the
  // danger style, its link leading to the field.
  await submitMember(page, main);
  const summary = errorSummary(page);
  await expect(summary.getByRole("link", { name: "Dit gezinslid is dezelfde persoon als de hoofdpashouder." })).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(summary).toHaveCSS("background-color", "rgb(253, 236, 236)");
  await summary.getByRole("link", { name: "Dit gezinslid is dezelfde persoon als de hoofdpashouder." }).click();
  await expect(page.getByLabel("Rijksregisternummer")).toBeFocused();
  await check(page, axe, "05-gezin-fout");

  // A partner fills the adults; a third adult is refused.
  const partner = { firstName: "Eva", lastName: "Martens", ...person("1982-06-22", "FEMALE") };
  await addMember(page, partner);
  await expect(page.getByText(/Je kan nog 0 volwassenen en 8 kinderen toevoegen/)).toBeVisible();
  await submitMember(page, partner);
  await expect(errorSummary(page)).toContainText(/dit rijksregisternummer is al gebruikt voor een ander gezinslid\./i);
  await submitMember(page, { firstName: "Opa", lastName: "Martens", ...person("1950-07-23", "MALE") });
  await expect(errorSummary(page)).toContainText(/je gezin telt al 2 volwassenen: meer kan niet in één aanvraag\./i);

  // A toddler: below UiTPAS Dender's minimum age of 6. The price error blocks the next step.
  await addMember(page, { firstName: "Lina", lastName: "Martens", ...person("2024-02-10", "FEMALE") });
  await expect(
    page.getByText("Lina is 2 jaar. In UiTPAS Dender krijg je een pas vanaf 6 jaar. Verwijder Lina om verder te gaan.").first(),
  ).toBeVisible();
  await check(page, axe, "05-gezin-prijsfout");
  await page.getByLabel(/Mijn gezinsleden \(of hun ouders\) gaan akkoord/).check();
  await page.getByRole("button", { name: "Volgende stap" }).click();
  await expect(page).toHaveURL(/\/online-aanvraag\/gezin$/);
  await expect(page.locator(".notice--danger")).toContainText("Verwijder Lina om verder te gaan.");
  await page.getByRole("button", { name: "Verwijder Lina Martens" }).click();
  await expect(page.getByText("Lina Martens")).toHaveCount(0);
  await page.getByLabel(/Mijn gezinsleden \(of hun ouders\) gaan akkoord/).check();
  await page.getByRole("button", { name: "Volgende stap" }).click();
  await expect(page).toHaveURL(/\/online-aanvraag\/betalen$/);
  await expect(page.getByRole("row", { name: /Totaal.*€ 6,00/ })).toBeVisible();
});

test("a main holder under 16 cannot add family members (and needs a parent's consent)", async ({ page, axe }) => {
  const teen = { firstName: "Noah", lastName: "Peeters", ...person("2012-09-01", "MALE") };
  await start(page);
  await chooseMunicipality(page, "9300", "Aalst");
  await email(page, freshEmail("tiener"));
  await socialTariff(page, "Nee");
  await personalData(page, teen);
  await expect(page).toHaveURL(/\/online-aanvraag\/gegevens$/);
  await expect(errorSummary(page)).toContainText(
    "Toestemming van je ouder of voogd: een ouder of voogd moet toestemming geven voor wie jonger is dan 18.",
  );
  await page.getByLabel(/mijn ouder of voogd geeft toestemming/).check();
  await page.getByLabel(/Ik ga akkoord met de privacyverklaring/).check();
  await page.getByLabel("Rijksregisternummer").fill(teen.insz);
  await page.getByRole("button", { name: "Volgende stap" }).click();
  await expect(page).toHaveURL(/\/online-aanvraag\/gezin$/);
  // An explanation and the way forward instead of a bare refusal.
  await expect(page.getByRole("heading", { level: 1, name: "Je vraagt een pas voor jezelf aan" })).toBeVisible();
  await expect(page.getByText("Wie jonger is dan 16 kan geen gezinsleden toevoegen.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Waarom kan ik niemand toevoegen?" })).toBeVisible();
  await expect(page.getByText(/je ouder of voogd jou later toevoegen aan zijn of haar gezin/)).toBeVisible();
  await expect(page.locator("summary", { hasText: "Gezinslid toevoegen" })).toHaveCount(0);
  await expect(page.getByLabel("Voornaam")).toHaveCount(0);
  await check(page, axe, "05-gezin-jonger-dan-16");
  await page.getByRole("button", { name: "Verder met alleen mijn pas" }).click();
  await expect(page).toHaveURL(/\/online-aanvraag\/betalen$/);
  await expect(page.getByRole("row", { name: /Noah Peeters.*gratis/ })).toBeVisible();
});
