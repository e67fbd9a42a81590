// Card registration journeys against the real api and provider: step 1, step 2 (the same "we sent a
// mail" for every address), the mail in the development outbox, its link to the provider (registration
// with the e-mail fixed, or login), the link, the outcome screens, the error messages, the verified-e-mail
// rule and the throttling of registration tokens. The brute-force check runs last, as its own visitors.
// A journey that links or locks a card takes its spare on CI's second try (the first try may have linked or
// locked its card), so a retry repeats one journey, not the file.
import { makeCardNumber } from "@vtp/contracts/card-number";
import { formatCardNumber } from "@vtp/contracts/card-number";
import { an, lotte, mohamed, sofie, spareUnregisteredCards, unregisteredCards, type UnregisteredCard } from "@vtp/personas";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { confirmRegistrationFromMailbox, logout, submitProviderLogin } from "../support/auth.ts";
import { followMailLink, registerAtProvider, step1, step2 } from "../support/registration.ts";

const [jonas, ilse, yusuf] = unregisteredCards as [UnregisteredCard, UnregisteredCard, UnregisteredCard];
const [spareJonas, spareIlse, spareYusuf, spareLocked] = spareUnregisteredCards as [
  UnregisteredCard,
  UnregisteredCard,
  UnregisteredCard,
  UnregisteredCard,
];
/** The card a journey links or locks: its own on the first try, its spare on the retry. */
const cardOfTry = (first: UnregisteredCard, spare: UnregisteredCard) => (test.info().retry === 0 ? first : spare);
const dutch = (iso: string) => iso.split("-").reverse().join("/");
const unique = (name: string) => `${name}.${Date.now()}@voorbeeld.test`;

test("register an unregistered card end to end: steps 1 and 2, the mail, provider registration, link, dashboard", async ({ page }) => {
  const card = cardOfTry(jonas, spareJonas);
  const email = unique("jonas.maes");
  await step1(page, formatCardNumber(card.number), dutch(card.birthDate));
  await expect(page).toHaveURL(/\/uitid-registreren-stap2$/);
  await expect(page.getByText("Stap 2 van 2")).toBeVisible();
  await expect(page.getByText(new RegExp(`We vonden de pas van ${card.firstName}`))).toBeVisible();
  await step2(page, email);

  // The mail's link leads to the provider's registration, with the e-mail fixed to the mailed one.
  await followMailLink(page, email);
  await expect(page.getByLabel("E-mailadres")).toHaveValue(email);
  await expect(page.getByLabel("E-mailadres")).toHaveAttribute("readonly", "");
  await registerAtProvider(page, card.firstName, card.lastName);

  // "Check your mailbox" (the same answer as for an address that has an account); the verification
  // link in the development outbox confirms the address and continues the login in this browser.
  await confirmRegistrationFromMailbox(page, email);
  await expect(page).toHaveURL(/\/registratie-bevestigen$/);
  await expect(page.getByRole("heading", { name: `Welkom, ${card.firstName}!` })).toBeVisible();
  await expect(page.getByText(`De pas van ${card.firstName} is gekoppeld aan je account.`)).toBeVisible();
  await expect(page.getByText(formatCardNumber(card.number))).toBeVisible();

  // A new account sees the onboarding once; then the dashboard shows the linked card.
  await page.goto("/overzicht");
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole("button", { name: "Overslaan" }).click();
  await expect(page).toHaveURL(/\/overzicht$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hallo ${card.firstName} ${card.lastName}`);
  await expect(page.getByTestId("kaartnummer")).toHaveText(formatCardNumber(card.number));
});

test("an existing account without a card gets a mail to log in, and the card is linked", async ({ page }) => {
  // First an account without a card (made at the provider), then logged out.
  const card = cardOfTry(yusuf, spareYusuf);
  const email = unique("yusuf.demir");
  await page.goto("/aanmelden-uitid");
  await page.getByRole("link", { name: "Account aanmaken" }).click();
  await page.getByLabel("E-mailadres").fill(email);
  await registerAtProvider(page, card.firstName, card.lastName);
  await confirmRegistrationFromMailbox(page, email);
  await page.waitForURL(/\/onboarding$/);
  await page.getByRole("button", { name: "Overslaan" }).click();
  await expect(page.getByRole("heading", { name: "Je hebt nog geen pas gekoppeld" })).toBeVisible();
  await logout(page);

  await step1(page, card.number, dutch(card.birthDate));
  await step2(page, email);
  // The mail's link leads to the provider's login with the e-mail prefilled.
  await followMailLink(page, email);
  await expect(page.getByLabel("E-mailadres")).toHaveValue(email);
  await submitProviderLogin(page, email);
  await expect(page).toHaveURL(/\/registratie-bevestigen$/);
  await expect(page.getByText(`De pas van ${card.firstName} is gekoppeld aan je account.`)).toBeVisible();
  await page.getByRole("link", { name: "Naar je overzicht" }).click();
  await expect(page.getByTestId("kaartnummer")).toHaveText(formatCardNumber(card.number));
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
  await expect(summary.getByRole("link", { name: "Pasnummer: vul je pasnummer in.", exact: true })).toHaveAttribute("href", "#kaartnummer");
  await expect(page.getByLabel("Pasnummer")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Pasnummer")).toHaveAttribute("aria-describedby", /kaartnummer-error/);

  await step1(page, "4010000120101", "14/05/2999");
  await expect(page.getByText("Dit pasnummer bestaat niet. Kijk het nog eens na.").first()).toBeVisible();
  await expect(page.getByText("Je geboortedatum kan niet in de toekomst liggen.").first()).toBeVisible();

  await step1(page, an.card!.number, "31/02/2010");
  await expect(page.getByText("Deze datum bestaat niet.").first()).toBeVisible();
});

test("a wrong birth date for a card is refused with the neutral message", async ({ page }) => {
  await step1(page, an.card!.number, "01/01/1991");
  await expect(page).toHaveURL(/\/uitid-registreren-stap1$/);
  await expect(page.getByText("We vonden geen pas voor deze combinatie van pasnummer en geboortedatum.")).toBeVisible();
});

test("step 2 validates the address and answers the same for a known and an unknown one", async ({ page }) => {
  await step1(page, ilse.number, dutch(ilse.birthDate));
  await expect(page).toHaveURL(/\/uitid-registreren-stap2$/);
  await page.getByRole("button", { name: "Stuur de link" }).click();
  await expect(page.getByText("Vul je e-mailadres in.").first()).toBeVisible();
  await page.getByLabel("E-mailadres").fill("ilse@");
  await page.getByRole("button", { name: "Stuur de link" }).click();
  await expect(page.getByText("Dit is een ongeldig e-mailadres").first()).toBeVisible();

  // An address with an account (and a card) and a new one: the same page, apart from the address.
  const known = sofie.email!;
  const fresh = unique("ilse.claes");
  await step2(page, known);
  const knownText = (await page.locator("main").innerText()).replace(known, "ADRES");
  await page.getByRole("link", { name: "Een ander e-mailadres gebruiken" }).click();
  await step2(page, fresh);
  const freshText = (await page.locator("main").innerText()).replace(fresh, "ADRES");
  expect(freshText).toBe(knownText);

  // The owners learn the rest by mail.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(known)}`);
  await expect(page.getByText("Je e-mailadres is al gekoppeld aan een UiTPAS").first()).toBeVisible();
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(fresh)}`);
  await expect(page.getByText("Maak je account aan voor de pas van Ilse").first()).toBeVisible();
});

test("linking needs a confirmed e-mail address: the holder is told, and a koppellink confirms it", async ({ page }) => {
  test.setTimeout(90_000); // a registration at the provider, two mails and two logins
  // A new account at the provider, not confirmed yet; its password works, so it signs in unverified.
  const card = cardOfTry(ilse, spareIlse);
  const email = unique("ilse.nieuw");
  await page.goto("/aanmelden-uitid");
  await page.getByRole("link", { name: "Account aanmaken" }).click();
  await page.getByLabel("E-mailadres").fill(email);
  await registerAtProvider(page, card.firstName, card.lastName);
  await expect(page.getByRole("heading", { level: 1, name: "Controleer je mailbox" })).toBeVisible();
  await page.goto("/aanmelden-uitid");
  await submitProviderLogin(page, email);
  await page.waitForURL(/\/onboarding$/);
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await page.getByRole("button", { name: "Overslaan" }).click();
  await page.waitForURL(/\/overzicht$/);

  await step1(page, card.number, dutch(card.birthDate));
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByRole("button", { name: "Stuur de link" }).click();
  await expect(
    page.getByText("Bevestig eerst je e-mailadres met de link in de mail die we je stuurden. Daarna kan je je pas koppelen."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Stuur me een koppellink" }).click();
  await expect(page.getByText(`We stuurden een mail naar ${email}.`)).toBeVisible();

  await followMailLink(page, email);
  await submitProviderLogin(page, email);
  await expect(page).toHaveURL(/\/registratie-bevestigen$/);
  await expect(page.getByText(`De pas van ${card.firstName} is gekoppeld aan je account.`)).toBeVisible();
});

test("a used or broken mail link says so", async ({ page }) => {
  await page.goto("/uitid-koppelen?token=onzin");
  await expect(page.getByRole("heading", { level: 1, name: "Deze link werkt niet meer" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Opnieuw beginnen" })).toBeVisible();
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
  await page.getByLabel("Pasnummer").fill(an.card!.number);
  // Typed as 8 digits on a number pad: /pwa.js formats it on this page without React (issue 22).
  await page.getByLabel("Geboortedatum").pressSequentially(dutch(an.birthDate).replaceAll("/", ""));
  await expect(page.getByLabel("Geboortedatum")).toHaveValue(dutch(an.birthDate));
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
  await page.getByLabel("Pasnummer").fill(an.card!.number);
  await page.getByLabel("Pincode").fill("12");
  await page.getByLabel("Geboortedatum").fill(dutch(an.birthDate));
  await page.getByRole("button", { name: "Account overzetten" }).click();
  await expect(page.getByText("Zeker dat je vier cijfers hebt ingevuld?").first()).toBeVisible();
  await page.getByLabel("Pincode").fill("1234");
  await page.getByRole("button", { name: "Account overzetten" }).click();
  await expect(
    page.getByText("Aanmelden met kaartnummer en pincode kan niet meer sinds 1 september 2022.", { exact: false }).last(),
  ).toBeVisible();
});

test.describe("a visitor guessing birth dates", () => {
  test("birth-date guessing locks the card for everyone, and the visitor is throttled", async ({ page, browser }) => {
    test.setTimeout(90_000); // a dozen form posts, two visitors
    // The web server forwards the visitor's address to the API, whose limit counts per visitor; these two
    // visitors come from documentation addresses (RFC 5737), the other journeys from 127.0.0.1. A retry comes
    // from two others (the first try's limit lasts 15 minutes) and locks the spare card.
    const visitor = (n: number) => `192.0.2.${10 + 2 * test.info().retry + n}`;
    const locked = cardOfTry(ilse, spareLocked);
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": visitor(0) });
    const attempt = async (p: Page, cardNumber: string, birthDate: string) => {
      await p.getByLabel("Pasnummer").fill(cardNumber);
      await p.getByLabel("Geboortedatum").fill(birthDate);
      const answered = p.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/uitid-registreren-stap1"));
      await p.getByRole("button", { name: "Volgende stap" }).click();
      await answered;
      await expect(p.getByRole("alert").filter({ hasText: "Dat lukte niet" })).toBeVisible();
    };
    const cardLocked = "Te veel foute pogingen voor deze pas. Probeer het later opnieuw.";
    await page.goto("/uitid-registreren-stap1");
    // Five wrong birth dates for one card lock that card (per card, whatever the address). Ilse's card (or its
    // spare): the lock lasts an hour and is shared with the family add, so no other journey may need it.
    for (let day = 1; day <= 5; day++) {
      await attempt(page, locked.number, `${String(day).padStart(2, "0")}/02/1980`);
      await expect(page.getByText(cardLocked)).toBeHidden();
    }
    await attempt(page, locked.number, dutch(locked.birthDate));
    await expect(page.getByText(cardLocked)).toBeVisible();

    // Another visitor gets the same lock for that card, but can use other cards.
    const other = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": visitor(1) } });
    const otherPage = await other.newPage();
    await otherPage.goto("/uitid-registreren-stap1");
    await attempt(otherPage, locked.number, dutch(locked.birthDate));
    await expect(otherPage.getByText(cardLocked)).toBeVisible();

    // The visitor's own limit: 10 attempts per 15 minutes, whatever the card (these are 7 to 11).
    const tooMany = page.getByText("Te veel pogingen. Probeer het later opnieuw.");
    for (const card of [an.card!, sofie.card!, mohamed.card!, lotte.card!]) {
      await attempt(page, card.number, "01/01/1950");
      await expect(tooMany).toBeHidden();
    }
    await attempt(page, an.card!.number, dutch(an.birthDate));
    await expect(tooMany).toBeVisible();

    // The other visitor is not throttled by this one's attempts.
    await attempt(otherPage, mohamed.card!.number, "02/01/1950");
    await expect(otherPage.getByText("Te veel pogingen. Probeer het later opnieuw.")).toBeHidden();
    await other.close();
  });
});
