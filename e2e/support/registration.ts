// The card registration as a visitor goes through it (e2e/auth/registration.spec.ts, e2e/scale-out):
// step 1 (card number + birth date), step 2 (the e-mail; the same "we sent a mail" for every address),
// the link in the development mailbox, and the provider's registration form.
import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "@vtp/personas";

export async function step1(page: Page, cardNumber: string, birthDate: string): Promise<void> {
  await page.goto("/uitid-registreren-stap1");
  await page.getByLabel("Pasnummer").fill(cardNumber);
  await page.getByLabel("Geboortedatum").fill(birthDate);
  await page.getByRole("button", { name: "Volgende stap" }).click();
}

/** Step 2: the e-mail address, then the same "we sent a mail" answer for every address. */
export async function step2(page: Page, email: string): Promise<void> {
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByRole("button", { name: "Stuur de link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kijk in je mailbox" })).toBeVisible();
  await expect(page.getByText(`We stuurden een mail naar ${email}.`)).toBeVisible();
}

/** Opens the link of the newest mail of step 2 to `email` from the development mailbox. */
export async function followMailLink(page: Page, email: string): Promise<void> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const link = page.getByRole("link", { name: /\/uitid-koppelen\?token=/ }).first();
  const href = (await link.getAttribute("href")) ?? "";
  // The link carries a one-time token, never the card number or the birth date.
  expect(href).not.toMatch(/\d{13}|\d{4}-\d{2}-\d{2}/);
  await link.click();
}

export async function registerAtProvider(page: Page, first: string, last: string): Promise<void> {
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await expect(page.getByRole("heading", { level: 1, name: "Account aanmaken" })).toBeVisible();
  await page.getByLabel("Voornaam").fill(first);
  await page.getByLabel("Achternaam").fill(last);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel("Bevestig je wachtwoord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Account aanmaken" }).click();
}
