// The onboarding: shown to a signed-in holder who has not skipped it, from every page but itself, five
// steps usable with the keyboard, skipped once and never shown again (skipOnboarding persisted).
import { DEMO_PASSWORD } from "@vtp/personas";
import { expect, test } from "../support/fixtures.ts";
import { confirmRegistrationFromMailbox, logout, submitProviderLogin } from "../support/auth.ts";

test("onboarding is shown once, navigable by keyboard, skipped, and not shown after the next login", async ({ page, axe }) => {
  // A long journey (registration, five steps, two accessibility checks, logout and a new login).
  test.setTimeout(90_000);
  const email = `nieuw.${Date.now()}@voorbeeld.test`;
  await page.goto("/aanmelden-uitid");
  await page.getByRole("link", { name: "Account aanmaken" }).click();
  await page.getByLabel("Voornaam").fill("Nina");
  await page.getByLabel("Achternaam").fill("Wouters");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel("Bevestig je wachtwoord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await confirmRegistrationFromMailbox(page, email);

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welkom, Nina!");
  await expect(page.getByText("Stap 1 van 5")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Spaar punten" })).toBeVisible();
  await axe(page);

  // Every other page sends to the onboarding while it is due.
  await page.goto("/overzicht");
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.goto("/uitid-registreren-stap1");
  await expect(page).toHaveURL(/\/onboarding$/);

  // Keyboard: "Volgende" moves on and the new step's title gets the focus.
  await page.getByRole("link", { name: "Volgende" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/onboarding\?stap=2$/);
  await expect(page.getByRole("heading", { level: 2, name: "Ruil je punten om" })).toBeFocused();
  for (const [n, title] of [
    [3, "Alles in je portefeuille"],
    [4, "Samen met je gezin"],
    [5, "Installeer de app"],
  ] as const) {
    await page.getByRole("link", { name: "Volgende" }).click();
    await expect(page.getByText(`Stap ${n} van 5`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  await page.getByRole("link", { name: "Vorige" }).click();
  await expect(page.getByText("Stap 4 van 5")).toBeVisible();

  await page.getByRole("button", { name: "Overslaan" }).click();
  await expect(page).toHaveURL(/\/overzicht$/);
  await expect(page.getByRole("heading", { name: "Je hebt nog geen pas gekoppeld" })).toBeVisible();
  await axe(page);
  await page.goto("/onboarding");
  await expect(page).toHaveURL(/\/overzicht$/);

  await logout(page);
  await page.goto("/aanmelden-uitid");
  await submitProviderLogin(page, email);
  await expect(page).toHaveURL(/\/overzicht$/);
});

test("the registration pages pass the accessibility check", async ({ page, axe }) => {
  // Eight pages, each through axe.
  test.setTimeout(90_000);
  await page.goto("/uitid-registreren-stap1");
  await axe(page);
  await page.getByRole("button", { name: "Volgende stap" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Controleer je gegevens" })).toBeFocused();
  await axe(page);
  for (const path of [
    "/email-vergeten",
    "/wachtwoord-vergeten",
    "/uitid-upgrade",
    "/geen-uitpas-gevonden",
    "/uitpas-al-geregistreerd",
    "/uitIdStatus",
  ]) {
    await page.goto(path);
    await axe(page);
  }
});
