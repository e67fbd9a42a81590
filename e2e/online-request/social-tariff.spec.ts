// The social-tariff path with the government login stand-in (eID / itsme): Fatima Benali is confirmed,
// her data is filled in (never asked twice), her children are added with one click and the price is the
// social tariff; and every outcome screen (not in region, not in city, not allowed, maybe not allowed,
// already has a card, residence not in region, confirmed) with its way on, checked with axe at 375 and
// 1280 px and screenshotted. A cancelled government login shows its message.
import { test, expect } from "../support/fixtures.ts";
import { check, checkout, chooseMunicipality, email, freshEmail, pay, pickPersona, socialTariff, start } from "./wizard.ts";

test.setTimeout(120_000);

test("Fatima: confirmed social tariff, data from the government login, children in one click, € 1 in total", async ({ page, axe }) => {
  await start(page);
  await chooseMunicipality(page, "9300", "Aalst");
  await email(page, freshEmail("fatima"));
  await socialTariff(page, "Ja");
  await expect(page).toHaveURL(/\/idp\/overheid\/interaction\//);
  await check(page, axe, "03-overheid-testpersoon");
  await pickPersona(page, "Fatima Benali");
  await expect(page).toHaveURL(/\/online-aanvraag\/kansentarief\/resultaat$/);
  await expect(page.getByRole("heading", { level: 1, name: "Je hebt recht op kansentarief" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Bevestigd" })).toBeVisible();
  await check(page, axe, "03-uitkomst-bevestigd");
  await page.getByRole("link", { name: "Volgende stap" }).click();

  // Step 4: what the government gave is shown, not asked again.
  await expect(page.getByText("Stap 4 van 8")).toBeVisible();
  const facts = page.locator(".facts").first();
  await expect(facts).toContainText("Fatima Benali");
  await expect(facts).toContainText("19/02/1987");
  await expect(facts).toContainText("Moorselbaan 150, 9300 Aalst");
  await expect(facts).toContainText("••.••.••-•••.87");
  await expect(page.getByLabel("Voornaam")).toHaveCount(0);
  await expect(page.getByLabel("Rijksregisternummer")).toHaveCount(0);
  await check(page, axe, "04-gegevens-overheid");
  await page.getByLabel(/Ik ga akkoord met de privacyverklaring/).check();
  await page.getByRole("button", { name: "Volgende stap" }).click();

  // Step 5: her children from the government login, with one click each.
  await expect(page.getByText("Stap 5 van 8")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Je kinderen volgens de overheid" })).toBeVisible();
  await check(page, axe, "05-gezin-overheid");
  await page.getByRole("button", { name: "Voeg Amira toe" }).click();
  await page.getByRole("button", { name: "Voeg Karim toe" }).click();
  await expect(page.locator(".members").first()).toContainText("Amira Benali");
  await expect(page.locator(".members").first()).toContainText("Karim Benali");
  await page.getByLabel(/Mijn gezinsleden \(of hun ouders\) gaan akkoord/).check();
  await page.getByRole("button", { name: "Volgende stap" }).click();

  await expect(page.getByText("Stap 6 van 8")).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("row", { name: /Fatima Benali.*kansentarief.*€ 1,00/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /Totaal.*€ 1,00/ })).toBeVisible();
  await pay(page);
  await checkout(page, "Betaald");
  await expect(page).toHaveURL(/\/online-aanvraag\/wachtwoord$/);
});

// Each refusal with its one primary action (the others are secondary).
const outcomes = [
  {
    persona: "Mohamed El Amrani",
    answer: "Ja",
    title: "Je hebt al een UiTPAS",
    shot: "ALREADY_HAS_CARD",
    regular: false,
    primary: "Meld je aan met je UiTPAS",
  },
  {
    persona: "Elke Wouters",
    answer: "Ja",
    title: "Je gemeente doet niet mee met UiTPAS",
    shot: "NOT_IN_REGION",
    regular: false,
    primary: "Ga naar een verkooppunt",
  },
  {
    persona: "Sara De Smet",
    answer: "Ja",
    title: "Je woont niet in de regio van UiTPAS Dender",
    shot: "RESIDENCE_NOT_IN_REGION",
    regular: true,
    primary: "Opnieuw proberen",
  },
  {
    persona: "Ines Goossens",
    answer: "Ja",
    title: "Kansentarief kan je hier niet online aanvragen",
    shot: "NOT_IN_CITY",
    regular: true,
    primary: "Ga naar een verkooppunt",
  },
  {
    persona: "Jan Vermeulen",
    answer: "Ja",
    title: "Je hebt geen recht op kansentarief",
    shot: "NOT_ALLOWED",
    regular: true,
    primary: "Verder zonder kansentarief",
  },
  {
    persona: "Jan Vermeulen",
    answer: "Ik weet het niet",
    title: "Je hebt waarschijnlijk geen recht op kansentarief",
    shot: "MAYBE_NOT_ALLOWED",
    regular: true,
    primary: "Verder zonder kansentarief",
  },
] as const;

test("every refusal screen of the social-tariff check, with 'opnieuw proberen' and 'ga naar een verkooppunt'", async ({ page, axe }) => {
  await start(page);
  await chooseMunicipality(page, "9300", "Aalst");
  await email(page, freshEmail("uitkomsten"));
  for (const o of outcomes) {
    await page.goto("/online-aanvraag/kansentarief");
    await socialTariff(page, o.answer);
    await pickPersona(page, o.persona);
    await expect(page.getByRole("heading", { level: 1, name: o.title })).toBeVisible();
    await expect(page.locator("[data-outcome]")).toHaveAttribute("data-outcome", o.shot);
    await expect(page.getByRole("button", { name: "Opnieuw proberen" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ga naar een verkooppunt" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Verder zonder kansentarief" })).toHaveCount(o.regular ? 1 : 0);
    // A status icon with a text equivalent, one primary action, the rest secondary.
    await expect(page.getByRole("img", { name: "Niet mogelijk" })).toBeVisible();
    const actions = page.locator(".wizard__actions");
    await expect(actions.locator(".button--primary")).toHaveCount(1);
    await expect(actions.locator(".button--primary")).toHaveText(o.primary);
    await expect(actions.locator(".button:not(.button--primary):not(.button--secondary)")).toHaveCount(0);
    await check(page, axe, `03-uitkomst-${o.shot}`);
  }
  // "Opnieuw proberen" goes back to the government login; another person is then confirmed... or not.
  await page.getByRole("button", { name: "Opnieuw proberen" }).click();
  await pickPersona(page, "Jan Vermeulen");
  await expect(page.getByRole("heading", { level: 1, name: "Je hebt waarschijnlijk geen recht op kansentarief" })).toBeVisible();
  // Going on without the social tariff: step 4 asks the data itself.
  await page.getByRole("button", { name: "Verder zonder kansentarief" }).click();
  await expect(page.getByText("Stap 4 van 8")).toBeVisible();
  await expect(page.getByLabel("Rijksregisternummer")).toBeVisible();
});

test("'not in city' at once where the city takes no online social tariff; a cancelled government login", async ({ page, axe }) => {
  await start(page);
  await chooseMunicipality(page, "9500", "Geraardsbergen");
  await email(page, freshEmail("gbergen"));
  await socialTariff(page, "Ja");
  await expect(page).toHaveURL(/\/kansentarief\/resultaat$/);
  await expect(page.getByRole("heading", { level: 1, name: "Kansentarief kan je hier niet online aanvragen" })).toBeVisible();
  await check(page, axe, "03-uitkomst-NOT_IN_CITY-zonder-login");
  // "Opnieuw proberen" here means another municipality.
  await page.getByRole("button", { name: "Opnieuw proberen" }).click();
  await expect(page).toHaveURL(/\/online-aanvraag\/gemeente$/);
  await chooseMunicipality(page, "9300", "Aalst");
  await expect(page).toHaveURL(/\/online-aanvraag\/kansentarief$/);
  await socialTariff(page, "Ik weet het niet");
  await expect(page).toHaveURL(/\/idp\/overheid\/interaction\//);
  await page.getByRole("link", { name: "Annuleren" }).click();
  await expect(page).toHaveURL(/\/online-aanvraag\/kansentarief\?overheid=geannuleerd$/);
  await expect(page.getByRole("alert").filter({ hasText: "Je hebt het aanmelden bij de overheid geannuleerd." })).toBeVisible();
});

test("'residence not in region': 'opnieuw proberen' goes back to step 1 to choose where the person lives", async ({ page }) => {
  await start(page);
  await chooseMunicipality(page, "9300", "Aalst");
  await email(page, freshEmail("sara"));
  await socialTariff(page, "Ja");
  await pickPersona(page, "Sara De Smet");
  await expect(page.getByRole("heading", { level: 1, name: "Je woont niet in de regio van UiTPAS Dender" })).toBeVisible();
  await expect(page.getByText("Je koos Aalst.")).toBeVisible();
  await page.getByRole("button", { name: "Opnieuw proberen" }).click();
  await expect(page).toHaveURL(/\/online-aanvraag\/gemeente$/);
  await expect(page.getByText("Stap 1 van 8")).toBeVisible();
});
