// The staff's second factor (decision 0061), walked once at 1280 px with every screen checked at 375 too, in the
// local demo where it is a choice: Els invites a new MEMBER of the Gent library; the newcomer makes an account
// through the invitation's link and accepts; asks for the second factor (/tweede-factor), sees the QR code and the
// key after the password, confirms with a code the test computes from that key (a wrong code first: the Dutch
// error), sees the ten recovery codes once; logs out, logs in with the password and a code from the app; and Els's
// staff list says "Tweede factor: aan" for the newcomer. Then the newcomer "loses the phone": Els wipes the factor
// (a question first, keyboard only), the newcomer gets a mail and is asked to set up a new one at the next login. In
// between, a login with a recovery code, after which the provider makes ten new ones. Axe and screenshots on the
// provider's pages and the question.
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, els } from "@vtp/personas";
import { generate } from "otplib";
import { confirmRegistrationFromMailbox, logout, submitProviderLogin } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { registerAtProvider } from "../support/registration.ts";
import { login } from "./backoffice-support.ts";
import { checkBoth, shot, viewport } from "../support/widths.ts";

/** The code an authenticator app shows `offsetSeconds` from now for this key. */
function codeFor(key: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret: key, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

async function openStaffPage(page: Page) {
  await page
    .getByTestId("organisaties")
    .getByRole("link", { name: /bibliotheek/i })
    .click();
  await page
    .getByTestId("onderdelen")
    .getByRole("link", { name: /^Medewerkers/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Medewerkers" })).toBeVisible();
}

test("a new staff member sets up the second factor, logs in with a code, and the staff list says so", async ({ page, axe }) => {
  test.setTimeout(120_000);
  // Staff work at a desktop; every screen is also checked on a phone (checkBoth).
  await page.setViewportSize(viewport(1280));
  const newcomer = `tweede.factor.${Date.now()}@voorbeeld.test`;

  // Els invites the newcomer as MEMBER of the library.
  await login(page, els.email);
  await openStaffPage(page);
  await page.getByLabel("E-mailadres").fill(newcomer);
  await page.getByLabel("Rol", { exact: true }).selectOption("MEMBER");
  await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(page.getByTestId("medewerkers-melding")).toHaveText(`De uitnodiging is verstuurd naar ${newcomer}.`);
  await logout(page);

  // The newcomer opens the invitation, makes an account (the address confirmed from the mailbox) and accepts.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(newcomer)}`);
  const invitationLink = (await page
    .getByRole("link", { name: /\/medewerker-uitnodiging\?token=/ })
    .first()
    .getAttribute("href"))!;
  await page.goto(invitationLink);
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await page.getByRole("link", { name: "Account aanmaken" }).click();
  await page.getByLabel("E-mailadres").fill(newcomer);
  await registerAtProvider(page, "Nina", "Tweede");
  await confirmRegistrationFromMailbox(page, newcomer);
  await page.waitForURL((url) => !url.pathname.startsWith("/idp/") && !url.pathname.startsWith("/oidc/") && url.pathname !== "/callback");
  if (!page.url().includes("/medewerker-uitnodiging")) await page.goto(invitationLink);
  await page.getByRole("button", { name: "Uitnodiging aanvaarden" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Welkom bij/ })).toBeVisible();

  // The choice of the local demo: set up the second factor. The password is asked again, then the enrolment.
  await page.goto("/tweede-factor?pathname=/organisatie");
  await submitProviderLogin(page, newcomer, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Tweede factor instellen" })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR-code/ })).toBeVisible();
  const key = (await page.getByTestId("sleutel").textContent())!.replaceAll(" ", "").trim();
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  const field = page.getByLabel("Code uit je authenticator-app");
  await expect(field).toHaveAttribute("autocomplete", "one-time-code");
  await expect(field).toHaveAttribute("inputmode", "numeric");
  await checkBoth(page, "40-tweede-factor-instellen", axe);

  // A wrong code: the Dutch message in the summary and at the field; nothing enrolled.
  const right = await codeFor(key);
  await field.fill(right === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Tweede factor instellen" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Code: deze code klopt niet.");
  await checkBoth(page, "41-tweede-factor-fout", axe);

  await page.getByLabel("Code uit je authenticator-app").fill(await codeFor(key));
  await page.getByRole("button", { name: "Tweede factor instellen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bewaar je herstelcodes" })).toBeVisible();
  await expect(page.getByTestId("herstelcodes").getByRole("listitem")).toHaveCount(10);
  const recoveryCodes = await page.getByTestId("herstelcodes").getByRole("listitem").allTextContents();
  await checkBoth(page, "42-herstelcodes", axe);
  await page.getByRole("button", { name: "Ik heb ze bewaard, verder" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/idp/") && !url.pathname.startsWith("/oidc/") && url.pathname !== "/callback");
  // A new account without a card: the onboarding first, once.
  if (new URL(page.url()).pathname === "/onboarding") await page.getByRole("button", { name: "Overslaan" }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/organisatie"));

  // Out and in again: the password, then a code from the app (the next step's: the enrolment used this one).
  await logout(page);
  await page.goto("/organisatie");
  await submitProviderLogin(page, newcomer, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Code uit je authenticator-app" })).toBeVisible();
  await checkBoth(page, "43-tweede-factor-code", axe);
  await page.getByLabel("Code uit je authenticator-app").fill(await codeFor(key, 30));
  await page.getByRole("button", { name: "Aanmelden", exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/organisatie"));
  await logout(page);

  // The phone not at hand: a recovery code; the provider says how many are left and makes ten new ones (keyboard).
  await page.goto("/organisatie");
  await submitProviderLogin(page, newcomer, DEMO_PASSWORD);
  await page.getByText("Je telefoon niet bij de hand? Gebruik een herstelcode").click();
  await page.getByLabel("Herstelcode").fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Aanmelden met herstelcode" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Je gebruikte een herstelcode" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Je hebt nog 9 herstelcodes.");
  await checkBoth(page, "43b-herstelcode-gebruikt", axe);
  await page.getByRole("button", { name: "Nieuwe herstelcodes maken" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Je nieuwe herstelcodes zijn gemaakt. Je oude herstelcodes werken niet meer.")).toBeVisible();
  const renewed = await page.getByTestId("herstelcodes").getByRole("listitem").allTextContents();
  expect(renewed).toHaveLength(10);
  expect(renewed.filter((c) => recoveryCodes.includes(c))).toEqual([]);
  await checkBoth(page, "43c-nieuwe-herstelcodes", axe);
  await page.getByRole("button", { name: "Ik heb ze bewaard, verder" }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/organisatie"));
  await logout(page);

  // Els's list: the newcomer's second factor is on, hers is not set up.
  await login(page, els.email);
  await openStaffPage(page);
  await expect(page.getByTestId("medewerker").filter({ hasText: newcomer })).toContainText("Tweede factor: aan");
  await expect(page.getByTestId("medewerker").filter({ hasText: els.email })).toContainText("Tweede factor: nog niet ingesteld");
  await checkBoth(page, "44-medewerkers-tweede-factor", axe);

  // The newcomer lost their phone: Els wipes the factor, keyboard only, after the question (decision 0066).
  const line = page.getByTestId("medewerker").filter({ hasText: newcomer });
  await line.getByRole("button", { name: /^Tweede factor wissen van / }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("tweede-factor-vraag")).toContainText("wissen? Doe dit enkel als");
  await checkBoth(page, "45-tweede-factor-wissen-vraag", axe);
  await page.getByRole("button", { name: "Ja, wissen" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("medewerkers-melding")).toContainText("is gewist");
  await expect(line).toContainText("Tweede factor: nog niet ingesteld");
  await expect(line.getByRole("button", { name: /^Tweede factor wissen van / })).toHaveCount(0);
  await shot(page, "46-tweede-factor-gewist");
  await logout(page);

  // The newcomer logs in with the password alone and is asked to set up a new factor (/tweede-factor), with a mail.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(newcomer)}`);
  await expect(page.getByText(/Je tweede factor voor .* is gewist/).first()).toBeVisible();
  await page.goto("/tweede-factor?pathname=/organisatie");
  await submitProviderLogin(page, newcomer, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Tweede factor instellen" })).toBeVisible();
});
