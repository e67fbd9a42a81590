// Helpers for journeys that log in at the embedded identity provider as a demo persona.
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD, type DemoPersona } from "@vtp/personas";

/** Header the e2e server honours (test mode only) to shift the web app's clock per browser context. */
export const TEST_CLOCK_HEADER = "x-vtp-test-clock-offset-ms";

export async function setBffClockOffset(context: BrowserContext, offsetMs: number): Promise<void> {
  await context.setExtraHTTPHeaders({ [TEST_CLOCK_HEADER]: String(offsetMs) });
}

/** Fills the provider's login form (the page must show it). */
export async function submitProviderLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await expect(page.getByRole("heading", { level: 1, name: "Aanmelden" })).toBeVisible();
  const emailField = page.getByLabel("E-mailadres");
  if (!(await emailField.getAttribute("readonly"))) await emailField.fill(email);
  await page.getByLabel("Wachtwoord").fill(password);
  await page.getByRole("button", { name: "Aanmelden" }).click();
}

/**
 * Logs in as `persona` from `startPath` (default: the login route) and returns when the web app shows a
 * page of its own again. When `skipOnboarding` is set, a due onboarding is skipped on the way.
 */
export async function loginAs(
  page: Page,
  persona: DemoPersona,
  opts: { startPath?: string; skipOnboarding?: boolean } = {},
): Promise<void> {
  await page.goto(opts.startPath ?? "/aanmelden-uitid");
  await submitProviderLogin(page, persona.email!);
  await page.waitForURL((url) => !url.pathname.startsWith("/idp/") && !url.pathname.startsWith("/oidc/") && url.pathname !== "/callback");
  if (opts.skipOnboarding && new URL(page.url()).pathname === "/onboarding") {
    await page.getByRole("button", { name: "Overslaan" }).click();
    await page.waitForURL((url) => url.pathname !== "/onboarding");
  }
}

/**
 * Logs out (the web app's form). The web app sends the browser to the provider's end_session with its
 * id_token_hint; the provider ends its session and revokes the grant at once and returns to the home
 * page (no confirmation). Without a hint it would still ask, so a confirmation is answered if shown.
 */
export async function logout(page: Page): Promise<void> {
  await page.goto("/afmelden");
  await page.getByRole("button", { name: "Afmelden" }).click();
  await page.waitForURL((url) => url.pathname === "/" || url.pathname.startsWith("/oidc/"));
  for (let step = 0; step < 3 && new URL(page.url()).pathname.startsWith("/oidc/"); step++) {
    const button = page.getByRole("button", { name: /^(Doorgaan|Afmelden)$/ }).first();
    await button.click();
    await page.waitForLoadState();
  }
  await page.waitForURL((url) => url.pathname === "/");
}

/**
 * After a registration at the provider: the "check your mailbox" page, then the verification link
 * from the development mailbox, opened in the same browser, which continues the login.
 */
export async function confirmRegistrationFromMailbox(page: Page, email: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: "Controleer je mailbox" })).toBeVisible();
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page
    .getByRole("link", { name: /\/idp\/email-bevestigen\?token=/ })
    .first()
    .click();
  await page.getByRole("button", { name: "E-mailadres bevestigen" }).click();
}
