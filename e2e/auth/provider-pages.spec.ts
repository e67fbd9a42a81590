// The identity provider's own pages in a real browser: WCAG 2.2 AA (axe) on every page at 375 and 1280 px, keyboard use
// of the show-password toggle, and (with IDP_SHOTS_DIR set) screenshots at 375 and 1280 px wide next
// to the web app's own login-related pages, to compare the two as one product.
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DEMO_PASSWORD, sofie } from "@vtp/personas";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { loginAs } from "../support/auth.ts";
import { viewport } from "../support/widths.ts";

const shotsDir = process.env.IDP_SHOTS_DIR;
if (shotsDir) mkdirSync(shotsDir, { recursive: true });

async function shoot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: path.join(shotsDir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(viewport(1280));
}

/** Axe at both widths (a phone first: most holders log in on one), then the pictures. */
async function check(page: Page, axe: (page: Page) => Promise<void>, name: string): Promise<void> {
  const before = page.viewportSize();
  for (const width of [375, 1280] as const) {
    await page.setViewportSize(viewport(width));
    await axe(page);
  }
  if (before) await page.setViewportSize(before);
  await shoot(page, name);
}

test("the provider's pages are accessible and branded like the web app", async ({ page, axe, browser }) => {
  test.setTimeout(240_000); // sixteen provider pages, each with axe and two screenshots
  // The web app's own pages, for comparison.
  await page.goto("/uitid-registreren-stap1");
  await shoot(page, "web-registreren-stap1");

  // Login, with the show-password toggle (keyboard) and the error summary.
  await page.goto("/aanmelden-uitid");
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await check(page, axe, "idp-01-aanmelden");
  const password = page.getByLabel("Wachtwoord", { exact: true });
  const toggle = page.getByRole("button", { name: "Toon wachtwoord" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(toggle).toHaveAttribute("aria-controls", "password");
  await password.fill("geheim-geheim");
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(password).toHaveAttribute("type", "text");
  await expect(page.getByRole("button", { name: "Verberg wachtwoord" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Verberg wachtwoord" }).click();
  await expect(password).toHaveAttribute("type", "password");
  await expect(page.getByRole("link", { name: "E-mailadres vergeten?" })).toHaveAttribute("href", "/email-vergeten");
  await page.getByLabel("E-mailadres").fill("");
  await password.fill("");
  await page.getByRole("button", { name: "Aanmelden" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Controleer je gegevens" })).toBeFocused();
  await check(page, axe, "idp-02-aanmelden-fouten");
  await page.getByLabel("E-mailadres").fill("niemand.hier@voorbeeld.test");
  await page.getByLabel("Wachtwoord", { exact: true }).fill("Verkeerd-wachtwoord-1");
  await page.getByRole("button", { name: "Aanmelden" }).click();
  await expect(page.getByText("Dit e-mailadres en wachtwoord horen niet bij elkaar.")).toBeVisible();
  await check(page, axe, "idp-03-aanmelden-mislukt");

  // Registration, its errors and the "check your mailbox" answer.
  await page.getByRole("link", { name: "Account aanmaken" }).click();
  await check(page, axe, "idp-04-registreren");
  await page.getByLabel("Voornaam").fill("Nora");
  await page.getByLabel("E-mailadres").fill("nora@");
  await page.getByLabel("Wachtwoord", { exact: true }).fill("1234567890");
  await page.getByLabel("Bevestig je wachtwoord").fill("1234567890");
  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page.getByText("Dit wachtwoord komt voor in lijsten van gelekte wachtwoorden. Kies een ander.").first()).toBeVisible();
  await check(page, axe, "idp-05-registreren-fouten");
  const email = `nora.${Date.now()}@voorbeeld.test`;
  await page.getByLabel("Voornaam").fill("Nora");
  await page.getByLabel("Achternaam").fill("Vermeulen");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel("Bevestig je wachtwoord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Controleer je mailbox" })).toBeVisible();
  await check(page, axe, "idp-06-controleer-mailbox");

  // The development mailbox and the verification page (opened in another browser context, so it does
  // not continue the login: the "confirmed" page).
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await check(page, axe, "idp-07-ontwikkelmailbox");
  const link = await page
    .getByRole("link", { name: /\/idp\/email-bevestigen\?token=/ })
    .first()
    .getAttribute("href");
  const otherContext = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: "nl-BE" });
  const other = await otherContext.newPage();
  await other.goto(link!);
  await check(other, axe, "idp-08-email-bevestigen");
  await other.getByRole("button", { name: "E-mailadres bevestigen" }).click();
  await expect(other.getByRole("heading", { name: "E-mailadres bevestigd" })).toBeVisible();
  await check(other, axe, "idp-09-email-bevestigd");
  await other.goto(link!);
  await check(other, axe, "idp-10-link-ongeldig");

  // Forgot password and reset.
  await other.goto("/idp/wachtwoord-vergeten");
  await check(other, axe, "idp-11-wachtwoord-vergeten");
  await other.getByLabel("E-mailadres").fill(email);
  await other.getByRole("button", { name: "Verstuur de link" }).click();
  await check(other, axe, "idp-12-wachtwoord-vergeten-verstuurd");
  await other.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const reset = await other
    .getByRole("link", { name: /\/idp\/wachtwoord-herstellen\?token=/ })
    .first()
    .getAttribute("href");
  await other.goto(reset!);
  await check(other, axe, "idp-13-nieuw-wachtwoord");
  await other.getByLabel("Nieuw wachtwoord", { exact: true }).fill("Iets-anders-2026");
  await other.getByLabel("Bevestig je nieuwe wachtwoord").fill("Niet-hetzelfde-2026");
  await other.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await check(other, axe, "idp-14-nieuw-wachtwoord-fouten");
  await other.getByLabel("Nieuw wachtwoord", { exact: true }).fill("Iets-anders-2026");
  await other.getByLabel("Bevestig je nieuwe wachtwoord").fill("Iets-anders-2026");
  await other.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(other.getByRole("heading", { name: "Wachtwoord gewijzigd" })).toBeVisible();
  await check(other, axe, "idp-15-wachtwoord-gewijzigd");
  await otherContext.close();

  // An error page of the provider (a redirect URI that is not registered).
  await page.goto("/oidc/auth?client_id=vrijetijdspas-web&response_type=code&redirect_uri=https%3A%2F%2Fevil.example%2F&scope=openid");
  await check(page, axe, "idp-16-foutpagina");

  // The government login stand-in's persona picker.
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const origin = new URL(page.url()).origin;
  const auth = new URL("/overheid-oidc/auth", origin);
  for (const [k, v] of Object.entries({
    client_id: "overheid-login",
    response_type: "code",
    redirect_uri: `${origin}/online-aanvraag/overheid-callback`,
    scope: "openid profile insz",
    code_challenge: challenge,
    code_challenge_method: "S256",
    state: "schermafdruk",
  }))
    auth.searchParams.set(k, v);
  await page.goto(auth.href);
  await expect(page.getByRole("group", { name: "Kies een testpersoon" })).toBeVisible();
  await page.getByRole("radio").first().check();
  await check(page, axe, "idp-17-testpersoon-kiezen");

  // The logout confirmation (shown only without a valid id_token_hint).
  await loginAs(page, sofie, { skipOnboarding: true });
  await page.goto(`/oidc/session/end?client_id=vrijetijdspas-web&post_logout_redirect_uri=${encodeURIComponent(`${origin}/`)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Afmelden" })).toBeVisible();
  await check(page, axe, "idp-18-afmelden-bevestigen");
});
