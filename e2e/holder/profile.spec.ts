// The holder's profile pages as demo personas: the card data with the social tariff told privately,
// editing the e-mail and gsm (each invalid value with its exact message), setting a pin, the
// preferences kept after a reload, and logging out from a profile page on a phone.
import { expect, type Page } from "@playwright/test";
import { profileMessages } from "@vtp/contracts/account";
import { formatPhone } from "@vtp/contracts/online-request/basics";
import { PIN_MESSAGE } from "@vtp/contracts/legacy-login";
import { formatCardNumber } from "@vtp/contracts/card-number";
import { kansenstatuutEndDate, mohamed, pieter, sofie, type DemoPersona } from "@vtp/personas";
import { loginAs } from "../support/auth.ts";
import { test } from "../support/fixtures.ts";

const PROFILE = "/profiel/persoonlijke-gegevens";
const PREFERENCES = "/profiel/instellingen";

function longDutchDate(iso: string): string {
  const months = [
    "januari",
    "februari",
    "maart",
    "april",
    "mei",
    "juni",
    "juli",
    "augustus",
    "september",
    "oktober",
    "november",
    "december",
  ];
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return `${d} ${months[m - 1]} ${y}`;
}

/** Logs in (skipping a due onboarding, which ends on the dashboard) and opens `path`. */
async function openAs(page: Page, persona: DemoPersona, path: string) {
  await loginAs(page, persona, { skipOnboarding: true, startPath: path });
  if (new URL(page.url()).pathname !== path) await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

async function saveContact(page: Page, email: string, gsm: string) {
  const form = page.locator("form", { has: page.getByLabel("E-mailadres") });
  await form.getByLabel("E-mailadres").fill(email);
  await form.getByLabel("Gsm-nummer").fill(gsm);
  await form.getByRole("button", { name: "Opslaan" }).click();
}

/** The field's own error and the same message in the error summary, with "Opslaan mislukt". */
async function expectFieldError(page: Page, label: string, message: string) {
  const summary = page.getByRole("alert").filter({ hasText: "Controleer je gegevens" });
  await expect(summary).toContainText("Opslaan mislukt");
  await expect(summary.getByRole("link", { name: message })).toBeVisible();
  await expect(page.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(label)).toHaveAccessibleDescription(new RegExp(`${message.replace(/[.?()+]/g, "\\$&")}$`));
}

test("the card data, with the social tariff told only here", async ({ page, axe }) => {
  await openAs(page, mohamed, PROFILE);
  await expect(page.getByRole("heading", { level: 1, name: "Mijn pasgegevens" })).toBeVisible();
  await expect(page.getByTestId("profiel-naam")).toHaveText("Mohamed E.");
  await expect(page.getByTestId("profiel-kaartnummer")).toHaveText(formatCardNumber(mohamed.card!.number));
  // The balance itself moves when other journeys save points as Mohamed: its form is what counts here.
  await expect(page.getByTestId("profiel-punten")).toHaveText(/^\d+ punten?$/);
  await expect(page.getByText("UiTPAS Dender")).toBeVisible();
  await expect(page.getByTestId("kansentarief")).toContainText(
    `Je hebt recht op het kansentarief tot ${longDutchDate(kansenstatuutEndDate(new Date()))}`,
  );
  const subNav = page.getByRole("navigation", { name: "Profiel" });
  await expect(subNav.getByRole("link", { name: "Mijn pasgegevens" })).toHaveAttribute("aria-current", "page");
  await expect(subNav.getByRole("link", { name: "Mijn gezin" })).toBeVisible();
  await expect(subNav.getByRole("link", { name: "Mijn voorkeuren" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("button", { name: "Afmelden" })).toBeVisible();
  await axe(page);
});

test("editing the e-mail and gsm: every invalid value with its message, then saved", async ({ page, axe }) => {
  test.setTimeout(90_000); // seven form posts with an accessibility check
  await openAs(page, pieter, PROFILE);
  await expect(page.getByLabel("E-mailadres")).toHaveValue(pieter.email!);
  // Grouped as in the online request.
  await expect(page.getByLabel("Gsm-nummer")).toHaveValue(formatPhone(pieter.gsm!));

  await saveContact(page, "pieter@", "+32 470 12 34 56");
  await expectFieldError(page, "E-mailadres", profileMessages.email);
  // The summary names the field (issue 22 §6).
  await expect(page.getByRole("alert").filter({ hasText: "Controleer je gegevens" })).toContainText(
    "E-mailadres: dit moet een geldig email adres zijn.",
  );
  // What was typed stays in the form.
  await expect(page.getByLabel("E-mailadres")).toHaveValue("pieter@");
  await axe(page);

  for (const [gsm, message] of [
    ["", profileMessages.gsmRequired],
    ["+352 12 345", profileMessages.gsmLength],
    ["+49 170 1234 5678", profileMessages.gsmLength],
    // The online request's rule: a country code, as the wizard asks.
    ["0470 12 34 56", profileMessages.gsmFormat],
  ] as const) {
    await saveContact(page, "pieter.nieuw@voorbeeld.test", gsm);
    await expectFieldError(page, "Gsm-nummer", message);
  }

  await saveContact(page, "Pieter.Nieuw@Voorbeeld.test", "+32 477 99 88 77");
  await expect(page.getByRole("status").filter({ hasText: "Opgeslagen" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Controleer je gegevens" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("E-mailadres")).toHaveValue("pieter.nieuw@voorbeeld.test");
  await expect(page.getByLabel("Gsm-nummer")).toHaveValue("+32 477 99 88 77");
});

test("setting a pin: the spec's message for a wrong one, then saved", async ({ page }) => {
  await openAs(page, pieter, PROFILE);
  const pin = page.getByLabel("Nieuwe pincode");
  await expect(pin).toHaveAttribute("inputmode", "numeric");
  await expect(pin).toHaveAttribute("autocomplete", "off");
  for (const wrong of ["12a", "12345"]) {
    await pin.fill(wrong);
    await page.getByRole("button", { name: "Pincode opslaan" }).click();
    await expectFieldError(page, "Nieuwe pincode", PIN_MESSAGE);
    await expect(pin).toHaveValue("");
  }
  await pin.fill("4821");
  await page.getByRole("button", { name: "Pincode opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Opgeslagen" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Controleer je gegevens" })).toHaveCount(0);
  await expect(pin).toHaveValue("");
});

test("the preferences are kept after a reload", async ({ page, axe }) => {
  await openAs(page, pieter, PREFERENCES);
  await expect(page.getByRole("heading", { level: 1, name: "Mijn voorkeuren" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Profiel" }).getByRole("link", { name: "Mijn voorkeuren" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const box = (label: string) => page.getByRole("checkbox", { name: label, exact: true });
  // Pieter's stored choice: service mails only (the grid's e-mail column; decision 0060).
  await expect(box("Service per e-mail")).toBeChecked();
  await expect(box("Mijlpalen per e-mail")).not.toBeChecked();
  await expect(box("Sms")).toHaveAccessibleDescription(/gsm/);
  await axe(page);

  await box("Service per e-mail").uncheck();
  await box("Mijlpalen per e-mail").check();
  await box("Post").check();
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Opgeslagen" })).toBeVisible();
  await page.reload();
  await expect(box("Service per e-mail")).not.toBeChecked();
  await expect(box("Mijlpalen per e-mail")).toBeChecked();
  await expect(box("Nieuws en tips per e-mail")).not.toBeChecked();
  await expect(box("Sms")).not.toBeChecked();
  await expect(box("Post")).toBeChecked();
  await expect(page.getByRole("main").getByRole("button", { name: "Afmelden" })).toBeVisible();
});

test.describe("on a phone (375×667)", () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

  test("a holder logs out from a profile page", async ({ page }) => {
    await openAs(page, pieter, PREFERENCES);
    // The push block keeps the place of its usual answer (a note and a button) until the browser has answered
    // (preferences.spec.ts measures that the page does not shift); in this headless browser the answer is
    // "blocked", a note of a few lines instead, so the tap waits for the settled page, as a holder's would.
    await expect(page.locator(".push-device")).toHaveAttribute("data-push-state", /^(?!checking$)./);
    await page.getByRole("main").getByRole("button", { name: "Afmelden" }).tap();
    await expect(page).toHaveURL(/\/\?state=afgemeld$/);
    // The profile is closed again: the provider asks to log in.
    await page.goto(PROFILE);
    await expect(page).toHaveURL(/\/idp\/interaction\//);
    await expect(page.getByRole("heading", { level: 1, name: "Aanmelden" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Sofie: her choices are no other journey's starting point (preferences.spec.ts starts from An's and
  // Mohamed's defaults, in whatever order the files run).
  test("the forms are plain HTML: an error, then saved, on both pages", async ({ page }) => {
    await openAs(page, sofie, PROFILE);
    await saveContact(page, sofie.email!, "12");
    await expectFieldError(page, "Gsm-nummer", profileMessages.gsmFormat);
    await saveContact(page, sofie.email!, "0032 485 12 34 02");
    await expect(page.getByRole("status").filter({ hasText: "Opgeslagen" })).toBeVisible();
    await expect(page.getByLabel("Gsm-nummer")).toHaveValue("+32 485 12 34 02");

    await page.goto(PREFERENCES);
    await page.getByRole("checkbox", { name: "Nieuws en tips per e-mail", exact: true }).check();
    await page.getByRole("checkbox", { name: "Herinneringen per melding", exact: true }).check();
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Opgeslagen" })).toBeVisible();
    await page.goto(PREFERENCES);
    await expect(page.getByRole("checkbox", { name: "Nieuws en tips per e-mail", exact: true })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Herinneringen per melding", exact: true })).toBeChecked();
    // Without JavaScript the device's part offers no button (its <noscript> note is not seen by this
    // emulation, which turns script execution off but not the parser's scripting flag).
    await expect(page.getByRole("button", { name: "Meldingen aanzetten" })).toHaveCount(0);
  });
});
