// Card registration journeys against the real api and provider: step 1, step 2, provider registration
// (e-mail fixed), the verification mail from the development outbox, the link, the outcome screens,
// the error messages and the throttling of registration tokens. Serial: the registration-token rate
// limit counts per client IP; the brute-force check runs last and as its own visitor.
import { makeCardNumber } from "@vtp/contracts/card-number";
import { formatCardNumber } from "@vtp/contracts/card-number";
import { an, DEMO_PASSWORD, sofie, unregisteredCards } from "@vtp/personas";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { confirmRegistrationFromMailbox, logout, submitProviderLogin } from "../support/auth.ts";

test.describe.configure({ mode: "serial" });

const [jonas, ilse, yusuf] = unregisteredCards as [(typeof unregisteredCards)[0], (typeof unregisteredCards)[0], (typeof unregisteredCards)[0]];
const dutch = (iso: string) => iso.split("-").reverse().join("/");
const unique = (name: string) => `${name}.${Date.now()}@voorbeeld.test`;

async function step1(page: Page, cardNumber: string, birthDate: string): Promise<void> {
  await page.goto("/uitid-registreren-stap1");
  await page.getByLabel("Kaartnummer").fill(cardNumber);
  await page.getByLabel("Geboortedatum").fill(birthDate);
  await page.getByRole("button", { name: "Volgende stap" }).click();
}

async function registerAtProvider(page: Page, first: string, last: string): Promise<void> {
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await expect(page.getByRole("heading", { level: 1, name: "Account aanmaken" })).toBeVisible();
  await page.getByLabel("Voornaam").fill(first);
  await page.getByLabel("Achternaam").fill(last);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel("Bevestig je wachtwoord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Account aanmaken" }).click();
}

test("register an unregistered card end to end: steps 1 and 2, provider registration, mail, link, dashboard", async ({ page }) => {
  const email = unique("jonas.maes");
  await step1(page, formatCardNumber(jonas.number), dutch(jonas.birthDate));
  await expect(page).toHaveURL(/\/uitid-registreren-stap2$/);
  await expect(page.getByText("Stap 2 van 2")).toBeVisible();
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByRole("button", { name: "Verder" }).click();

  // The provider's registration, with the e-mail fixed to the one of step 2.
  await expect(page.getByLabel("E-mailadres")).toHaveValue(email);
  await expect(page.getByLabel("E-mailadres")).toHaveAttribute("readonly", "");
  await registerAtProvider(page, jonas.firstName, jonas.lastName);

  // "Check your mailbox" (the same answer as for an address that has an account); the verification
  // link in the development outbox confirms the address and continues the login in this browser.
  await confirmRegistrationFromMailbox(page, email);
  await expect(page).toHaveURL(/\/registratie-bevestigen$/);
  await expect(page.getByRole("heading", { name: "Registratie gelukt" })).toBeVisible();
  await expect(page.getByText(formatCardNumber(jonas.number))).toBeVisible();

  // A new account sees the onboarding once; then the dashboard shows the linked card.
  await page.goto("/overzicht");
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole("button", { name: "Overslaan" }).click();
  await expect(page).toHaveURL(/\/overzicht$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hallo ${jonas.firstName} ${jonas.lastName}`);
  await expect(page.getByTestId("kaartnummer")).toHaveText(formatCardNumber(jonas.number));
});

test("an existing account without a card logs in at step 2 and gets the card linked", async ({ page }) => {
  // First an account without a card (made at the provider), then logged out.
  const email = unique("yusuf.demir");
  await page.goto("/aanmelden-uitid");
  await page.getByRole("link", { name: "Account aanmaken" }).click();
  await page.getByLabel("E-mailadres").fill(email);
  await registerAtProvider(page, yusuf.firstName, yusuf.lastName);
  await confirmRegistrationFromMailbox(page, email);
  await page.waitForURL(/\/onboarding$/);
  await page.getByRole("button", { name: "Overslaan" }).click();
  await expect(page.getByRole("heading", { name: "Je hebt nog geen pas gekoppeld" })).toBeVisible();
  await logout(page);

  await step1(page, yusuf.number, dutch(yusuf.birthDate));
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByRole("button", { name: "Verder" }).click();
  // The provider's login with the e-mail prefilled.
  await expect(page.getByLabel("E-mailadres")).toHaveValue(email);
  await submitProviderLogin(page, email);
  await expect(page).toHaveURL(/\/registratie-bevestigen$/);
  await page.getByRole("link", { name: "Naar je overzicht" }).click();
  await expect(page.getByTestId("kaartnummer")).toHaveText(formatCardNumber(yusuf.number));
});

test("outcome screen: no card with this number", async ({ page }) => {
  await step1(page, makeCardNumber("40100088888", false), "01/01/1990");
  await expect(page).toHaveURL(/\/geen-uitpas-gevonden$/);
  await expect(page.getByRole("heading", { level: 1, name: "Geen UiTPAS gevonden" })).toBeVisible();
  await expect(page).toHaveTitle("Geen UiTPAS gevonden | UiTPAS");
});

test("outcome screen: the card is already registered (masked e-mail)", async ({ page }) => {
  await step1(page, an.card!.number, dutch(an.birthDate));
  await expect(page).toHaveURL(/\/uitpas-al-geregistreerd$/);
  await expect(page.getByRole("heading", { level: 1, name: "UiTPAS al geregistreerd" })).toBeVisible();
  await expect(page.getByText("a***s@voorbeeld.test")).toBeVisible();
});

test("step 1 validates the fields and links the errors to them", async ({ page }) => {
  await step1(page, "", "");
  const summary = page.getByRole("alert").filter({ hasText: "Controleer je gegevens" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Vul je kaartnummer in." })).toHaveAttribute("href", "#kaartnummer");
  await expect(page.getByLabel("Kaartnummer")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Kaartnummer")).toHaveAttribute("aria-describedby", /kaartnummer-error/);

  await step1(page, "4010000120101", "14/05/2999");
  await expect(page.getByText("Dit kaartnummer bestaat niet. Kijk het nog eens na.").first()).toBeVisible();
  await expect(page.getByText("Je geboortedatum kan niet in de toekomst liggen.").first()).toBeVisible();
});

test("a wrong birth date for a card is refused with the neutral message", async ({ page }) => {
  await step1(page, an.card!.number, "01/01/1991");
  await expect(page).toHaveURL(/\/uitid-registreren-stap1$/);
  await expect(page.getByText("We vonden geen pas voor deze combinatie van kaartnummer en geboortedatum.")).toBeVisible();
});

test("step 2: empty, invalid and already used e-mail addresses", async ({ page }) => {
  await step1(page, ilse.number, dutch(ilse.birthDate));
  await expect(page).toHaveURL(/\/uitid-registreren-stap2$/);
  await page.getByRole("button", { name: "Verder" }).click();
  await expect(page.getByText("Vul je e-mailadres in.").first()).toBeVisible();
  await page.getByLabel("E-mailadres").fill("ilse@");
  await page.getByRole("button", { name: "Verder" }).click();
  await expect(page.getByText("Dit is een ongeldig e-mailadres").first()).toBeVisible();
  await page.getByLabel("E-mailadres").fill(sofie.email!);
  await page.getByRole("button", { name: "Verder" }).click();
  await expect(page.getByText("Dit e-mailadres wordt al gebruikt voor een andere pas.").first()).toBeVisible();
  await expect(page.getByLabel("E-mailadres")).toHaveAttribute("aria-invalid", "true");
});

test("step 2 without a registration in progress goes back to step 1; /registreer and /inloggen redirect", async ({ page }) => {
  await page.goto("/uitid-registreren-stap2");
  await expect(page).toHaveURL(/\/uitid-registreren-stap1$/);
  await page.goto("/registreer");
  await expect(page).toHaveURL(/\/uitid-registreren-stap1$/);
  const legacy = await page.request.get("/inloggen", { maxRedirects: 0 });
  expect(legacy.status()).toBe(302);
  expect(legacy.headers().location).toBe("/aanmelden-uitid");
});

test("forgot e-mail shows the linked address masked", async ({ page }) => {
  await page.goto("/email-vergeten");
  await page.getByLabel("Kaartnummer").fill(an.card!.number);
  await page.getByLabel("Geboortedatum").fill(dutch(an.birthDate));
  await page.getByRole("button", { name: "Toon mijn e-mailadres" }).click();
  await expect(page.getByText("a***s@voorbeeld.test")).toBeVisible();
});

test("forgot password leads to the provider's reset page", async ({ page }) => {
  await page.goto("/wachtwoord-vergeten");
  await page.getByRole("link", { name: "Nieuw wachtwoord aanvragen" }).click();
  await expect(page).toHaveURL(/\/idp\/wachtwoord-vergeten$/);
});

test("the legacy card + pin upgrade answers with the Dutch end-of-login message", async ({ page }) => {
  await page.goto("/uitid-upgrade");
  await page.getByLabel("Kaartnummer").fill(an.card!.number);
  await page.getByLabel("Pincode").fill("12");
  await page.getByLabel("Geboortedatum").fill(dutch(an.birthDate));
  await page.getByRole("button", { name: "Account overzetten" }).click();
  await expect(page.getByText("Zeker dat je vier cijfers hebt ingevuld?").first()).toBeVisible();
  await page.getByLabel("Pincode").fill("1234");
  await page.getByRole("button", { name: "Account overzetten" }).click();
  await expect(page.getByText("Aanmelden met kaartnummer en pincode kan niet meer sinds 1 september 2022.", { exact: false }).last()).toBeVisible();
});

test.describe("a visitor guessing birth dates", () => {
  // The web server forwards the visitor's address to the API, whose limit counts per visitor; this
  // visitor comes from a documentation address (RFC 5737), the other journeys from 127.0.0.1.
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "192.0.2.10" } });

  test("registration-token brute force is throttled with a Dutch message, for that visitor only", async ({ page, browser }) => {
    // Every attempt counts (10 per 15 minutes per client IP); keep guessing birth dates until refused.
    const tooMany = page.getByText("Te veel pogingen. Probeer het later opnieuw.");
    await page.goto("/uitid-registreren-stap1");
    let refused = false;
    let attempts = 0;
    for (let day = 1; day <= 15 && !refused; day++) {
      await page.getByLabel("Kaartnummer").fill(an.card!.number);
      await page.getByLabel("Geboortedatum").fill(`${String(day).padStart(2, "0")}/02/1980`);
      const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/uitid-registreren-stap1"));
      await page.getByRole("button", { name: "Volgende stap" }).click();
      await answered;
      attempts++;
      await expect(page.getByRole("alert").filter({ hasText: "Dat lukte niet" })).toBeVisible();
      refused = await tooMany.isVisible();
    }
    expect(refused).toBe(true);
    expect(attempts).toBe(11);

    // Another visitor is not affected by this one's attempts.
    const other = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "192.0.2.11" } });
    const otherPage = await other.newPage();
    await otherPage.goto("/uitid-registreren-stap1");
    await otherPage.getByLabel("Kaartnummer").fill(an.card!.number);
    await otherPage.getByLabel("Geboortedatum").fill("01/02/1980");
    await otherPage.getByRole("button", { name: "Volgende stap" }).click();
    await expect(otherPage.getByRole("alert").filter({ hasText: "Dat lukte niet" })).toBeVisible();
    await expect(otherPage.getByText("Te veel pogingen. Probeer het later opnieuw.")).toBeHidden();
    await other.close();
  });
});
