// Steps of the online request as a visitor goes through them (e2e/online-request/*.spec.ts), the
// stand-in checkout page, the government-login persona picker, and screenshots at 375 and 1280 px.
import { expect, type Page } from "@playwright/test";
import { makeInsz } from "@vtp/contracts/insz";
import { shot } from "../support/widths.ts";

let serial = 0;
/** A fresh e-mail address per journey (the e2e database is shared by the journeys of a run). */
export function freshEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${(serial++).toString(36)}@voorbeeld.test`;
}

let counter = Math.floor(Math.random() * 300) + 100;
/** A valid national number (the counter keeps it unique per run), and its birth date dd/mm/jjjj. */
export function person(birthDate: string, gender: "MALE" | "FEMALE"): { insz: string; birthDate: string; gender: "MALE" | "FEMALE" } {
  counter += 1;
  const c = gender === "MALE" ? counter * 2 + 1 : counter * 2;
  const [y, mo, d] = birthDate.split("-");
  return { insz: makeInsz(birthDate, c % 998 || 2), birthDate: `${d}/${mo}/${y}`, gender };
}

/** The page has no sideways scroll at the current width (long e-mail addresses and notices wrap). */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${label}: the page scrolls sideways (${scrollWidth} px wide in a ${clientWidth} px window)`).toBeLessThanOrEqual(
    clientWidth,
  );
}

/**
 * Checks the page for sideways scroll at 320 and 375 px, with axe (WCAG 2.2 AA) at 375 and at 1280 px,
 * and screenshots it at both widths with SHOTS_DIR (e2e/support/widths.ts). The viewport goes
 * back to 1280 px.
 */
export async function check(page: Page, axe: (page: Page) => Promise<void>, name: string): Promise<void> {
  await page.setViewportSize({ width: 320, height: 900 });
  await expectNoSidewaysScroll(page, `${name} at 320 px`);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 375) await expectNoSidewaysScroll(page, `${name} at 375 px`);
    await axe(page);
    await shot(page, name);
  }
}

/** Closes the cookie notice (it would cover the screenshots). */
export async function acceptCookieNotice(page: Page): Promise<void> {
  const notice = page.getByRole("region", { name: "Over cookies" });
  if (await notice.isVisible()) await notice.getByRole("button", { name: "Sluiten" }).click();
  await expect(notice).toBeHidden();
}

export async function start(page: Page): Promise<void> {
  await page.goto("/online-aanvraag");
  await acceptCookieNotice(page);
  await page
    .getByRole("button", { name: /Begin je aanvraag|Opnieuw beginnen/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/online-aanvraag\/gemeente$/);
  await expect(page.getByText("Stap 1 van 8")).toBeVisible();
}

export async function chooseMunicipality(page: Page, postalCode: string, municipality: string): Promise<void> {
  await page.getByLabel("Postcode").fill(postalCode);
  await page.getByRole("button", { name: "Zoek gemeente" }).click();
  await page.getByRole("radio", { name: new RegExp(`^${municipality}\\b`) }).check();
  await page.getByRole("button", { name: "Volgende stap" }).click();
  await expect(page).not.toHaveURL(/\/online-aanvraag\/gemeente$/);
}

export async function email(page: Page, address: string): Promise<void> {
  await expect(page).toHaveURL(/\/online-aanvraag\/e-mailadres/);
  await page.getByLabel("E-mailadres").fill(address);
  await page.getByRole("button", { name: "Volgende stap" }).click();
  await expect(page).not.toHaveURL(/\/online-aanvraag\/e-mailadres$/);
}

export async function socialTariff(page: Page, answer: "Ja" | "Nee" | "Ik weet het niet"): Promise<void> {
  await expect(page).toHaveURL(/\/online-aanvraag\/kansentarief/);
  await page.getByRole("radio", { name: answer, exact: true }).check();
  await page.getByRole("button", { name: "Volgende stap" }).click();
}

/** The government login stand-in: pick a persona. */
export async function pickPersona(page: Page, fullName: string): Promise<void> {
  await expect(page).toHaveURL(/\/idp\/overheid\/interaction\//);
  await page.getByRole("radio", { name: new RegExp(fullName) }).check();
  await page
    .getByRole("button", { name: /Aanmelden|Verder|Bevestig/ })
    .first()
    .click();
}

export interface PersonInput {
  firstName: string;
  lastName: string;
  insz: string;
  birthDate: string;
  gender: "MALE" | "FEMALE";
}

export async function fillIdentity(page: Page, p: PersonInput): Promise<void> {
  await page.getByLabel("Voornaam").fill(p.firstName);
  await page.getByLabel("Achternaam").fill(p.lastName);
  await page.getByLabel("Rijksregisternummer").fill(p.insz);
  await page.getByRole("radio", { name: p.gender === "MALE" ? "Man" : "Vrouw", exact: true }).check();
  await page.getByLabel("Geboortedatum").fill(p.birthDate);
}

/** Step 4 for a visitor without the government login: identity, address (the region's place is chosen already), consent. */
export async function personalData(page: Page, p: PersonInput, street = "Kerkstraat 12"): Promise<void> {
  await expect(page).toHaveURL(/\/online-aanvraag\/gegevens/);
  await fillIdentity(page, p);
  await page.getByLabel("Straat en huisnummer").fill(street);
  await page.getByLabel(/Ik ga akkoord met de privacyverklaring/).check();
  await page.getByRole("button", { name: "Volgende stap" }).click();
  // On to step 5, or the form again with its errors.
  await expect(page.getByText("Stap 5 van 8").or(errorSummary(page))).toBeVisible();
}

/** The form's error summary ("Controleer je gegevens" / "Dat lukte niet"). */
export function errorSummary(page: Page) {
  return page.locator(".error-summary");
}

/** Step 5: opens the add-member form (a <details> behind the button "Gezinslid toevoegen") when closed. */
export async function openMemberForm(page: Page): Promise<void> {
  const toggle = page.locator("summary", { hasText: "Gezinslid toevoegen" });
  await expect(toggle).toBeVisible();
  if (!(await page.locator("details.disclosure").evaluate((d) => (d as HTMLDetailsElement).open))) await toggle.click();
  await expect(page.getByLabel("Voornaam")).toBeVisible();
}

/** Step 5: fills the add-member form and sends it ("Voeg dit gezinslid toe"). */
export async function submitMember(page: Page, p: PersonInput): Promise<void> {
  await openMemberForm(page);
  await fillIdentity(page, p);
  await page.getByRole("button", { name: "Voeg dit gezinslid toe" }).click();
}

export async function addMember(page: Page, p: PersonInput): Promise<void> {
  await submitMember(page, p);
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: `${p.firstName} ${p.lastName}` })
      .first(),
  ).toBeVisible();
}

export async function finishFamily(page: Page, withMembers: boolean): Promise<void> {
  if (withMembers) await page.getByLabel(/Mijn gezinsleden \(of hun ouders\) gaan akkoord/).check();
  await page.getByRole("button", { name: "Volgende stap" }).click();
  await expect(page.getByText("Stap 6 van 8").or(errorSummary(page))).toBeVisible();
}

/** Step 6: accept the terms of sale and pay; lands on the stand-in's test checkout page. */
export async function pay(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/online-aanvraag\/betalen/);
  await page.getByLabel(/Ik ga akkoord met de verkoopsvoorwaarden/).check();
  await page.getByRole("button", { name: /Betalen|Opnieuw betalen/ }).click();
  await expect(page).toHaveURL(/\/test-betaalprovider\/checkout\/tr_/);
  await expect(page.getByText("dit is geen echte betaalpagina")).toBeVisible();
}

export async function checkout(page: Page, outcome: "Betaald" | "Mislukt" | "Geannuleerd"): Promise<void> {
  await page.getByRole("button", { name: outcome, exact: true }).click();
}

/** The newest mail to `to` of a kind, from the development mailbox (loopback only). */
export async function mailText(page: Page, to: string, subjectPart: string): Promise<string> {
  const response = await page.request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  const html = await response.text();
  expect(html).toContain(subjectPart);
  return html;
}
