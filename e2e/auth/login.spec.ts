// Logging in at the real (embedded) identity provider as each demo persona, the dashboard, logout,
// deep links through `pathname`, refresh after token expiry and session expiry (clock offset header).
import { an, lotte, mohamed, pieter, sofie, tom, type DemoPersona } from "@vtp/personas";
import { formatCardNumber } from "@vtp/contracts/card-number";
import { expect, test } from "../support/fixtures.ts";
import { loginAs, logout, setBffClockOffset, submitProviderLogin } from "../support/auth.ts";

const withCard: DemoPersona[] = [an, mohamed, sofie, lotte];

test.describe("login as each demo persona", () => {
  for (const persona of withCard) {
    test(`${persona.firstName} sees the dashboard with points and card`, async ({ page }) => {
      await loginAs(page, persona, { skipOnboarding: true });
      await expect(page).toHaveURL(/\/overzicht$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hallo ${persona.firstName} ${persona.lastName}`);
      await expect(page).toHaveTitle(`Hallo ${persona.firstName} ${persona.lastName} | UiTPAS`);
      await expect(page.getByTestId("kaartnummer")).toHaveText(formatCardNumber(persona.card!.number));
      await expect(page.getByText(persona.card!.cardSystemName, { exact: true })).toBeVisible();
      await expect(page.getByTestId("punten")).toContainText("punt");
      // The card is shown at counters: it never reveals the social tariff (the profile page tells it).
      await expect(page.getByTestId("digitale-pas")).not.toContainText(/kansen/i);
    });
  }

  test("Tom (no card) sees the cardless state with a link to register a card", async ({ page }) => {
    await loginAs(page, tom, { skipOnboarding: true });
    await expect(page).toHaveURL(/\/overzicht$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hallo ${tom.firstName} ${tom.lastName}`);
    await expect(page.getByRole("heading", { name: "Je hebt nog geen pas gekoppeld" })).toBeVisible();
    await page.getByRole("link", { name: "Registreer je UiTPAS" }).click();
    await expect(page).toHaveURL(/\/uitid-registreren-stap1$/);
  });
});

test("a logged-in holder opening the home page goes to the dashboard; content pages stay readable", async ({ page }) => {
  const home = await page.request.get("/");
  test.skip(!(await home.text()).includes('id="inhoud"'), "the home page (routes/content/home.tsx) is not built yet");
  await loginAs(page, sofie, { skipOnboarding: true });
  await page.goto("/");
  await expect(page).toHaveURL(/\/overzicht$/);
  await page.goto("/nl");
  await expect(page).toHaveURL(/\/overzicht$/);
  // Content pages of the public layout stay readable (the style guide stands in for them here).
  await page.goto("/styleguide");
  await expect(page).toHaveURL(/\/styleguide$/);
  await page.goto("/aanmelden-uitid?pathname=%2Fstyleguide");
  await expect(page).toHaveURL(/\/styleguide$/);
});

test("logout ends the session, clears the cookies and logs out at the provider", async ({ page, context }) => {
  await loginAs(page, lotte, { skipOnboarding: true });
  const before = await context.cookies();
  expect(before.map((c) => c.name)).toEqual(expect.arrayContaining(["auth", "user"]));
  // No page of the provider's on the way out: straight from end_session back to the home page.
  const providerPages: string[] = [];
  page.on("response", (r) => {
    if (r.request().isNavigationRequest() && new URL(r.url()).pathname.startsWith("/oidc/") && r.status() === 200)
      providerPages.push(r.url());
  });
  await logout(page);
  expect(providerPages).toEqual([]);
  // The home page says so.
  await expect(page).toHaveURL(/\/\?state=afgemeld$/);
  await expect(page.getByRole("status").filter({ hasText: "Je bent afgemeld." })).toBeVisible();
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain("auth");
  expect(names).not.toContain("user");
  // The old session reference is dead even if someone replays it.
  const auth = before.find((c) => c.name === "auth")!;
  const user = before.find((c) => c.name === "user")!;
  await context.addCookies([auth, user]);
  await page.goto("/overzicht");
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  // The provider session ended too: it asks for the password again.
  await expect(page.getByLabel("Wachtwoord")).toBeVisible();
});

test("a deep link to a protected page leads through the login and back via pathname", async ({ page }) => {
  await loginAs(page, mohamed, { skipOnboarding: true });
  await logout(page);
  await page.goto("/overzicht?bron=link");
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await submitProviderLogin(page, mohamed.email!);
  await expect(page).toHaveURL(/\/overzicht\?bron=link$/);
});

test("the login redirect carries pathname except for the index, forgot and register pages", async ({ page }) => {
  const response = await page.request.get("/overzicht", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/aanmelden-uitid?pathname=%2Foverzicht");
  // The same for a client-side navigation (a data request): the page's own path, not the .data URL.
  const data = await page.request.get("/overzicht.data?_routes=routes%2Faccount%2Fdashboard");
  expect(await data.text()).toContain('"/aanmelden-uitid?pathname=%2Foverzicht"');
});

test.describe("open redirects through pathname land on the dashboard", () => {
  for (const evil of ["//evil.example/", "/\\evil.example", "https://evil.example/", "/%2F%2Fevil.example", "javascript:alert(1)"]) {
    test(`pathname=${evil}`, async ({ page }) => {
      await page.goto(`/aanmelden-uitid?pathname=${encodeURIComponent(evil)}`);
      await submitProviderLogin(page, pieter.email!);
      await page.waitForURL((url) => url.pathname === "/overzicht" || url.pathname === "/onboarding");
      expect(new URL(page.url()).host).toBe("127.0.0.1:" + (process.env.E2E_PORT ?? "3210"));
    });
  }
});

test("tokens are refreshed after expiry (now > issuedAt + expiresIn) and the session stays", async ({ page, context }) => {
  await loginAs(page, an, { skipOnboarding: true });
  await expect(page).toHaveURL(/\/overzicht$/);
  const sessionBefore = (await context.cookies()).find((c) => c.name === "auth")!.value;
  // A new login (through the provider) would show up as a visit to /oidc/ and a new session id.
  const providerVisits: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname.startsWith("/oidc/")) providerVisits.push(frame.url());
  });
  await setBffClockOffset(context, 2 * 60 * 60 * 1000); // past the one-hour access token
  await page.goto("/overzicht");
  await expect(page).toHaveURL(/\/overzicht$/);
  await expect(page.getByTestId("kaartnummer")).toHaveText(formatCardNumber(an.card!.number));
  // The refreshed tokens work for the next requests too (issuedAt moved with the refresh).
  await page.reload();
  await expect(page.getByTestId("kaartnummer")).toBeVisible();
  await setBffClockOffset(context, 4 * 60 * 60 * 1000);
  await page.goto("/overzicht");
  await expect(page.getByTestId("kaartnummer")).toBeVisible();
  expect(providerVisits).toEqual([]);
  expect((await context.cookies()).find((c) => c.name === "auth")!.value).toBe(sessionBefore);
});

test("an idle session expires: an old cookie leads to the login, not to access", async ({ page, context }) => {
  await loginAs(page, lotte, { skipOnboarding: true });
  await setBffClockOffset(context, 31 * 24 * 60 * 60 * 1000);
  const response = await page.request.get("/overzicht", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/aanmelden-uitid?pathname=%2Foverzicht");
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain("auth");
  expect(names).not.toContain("user");
});

test.describe("on a phone (375×667)", () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

  test("a holder logs out with taps only, from the header's account menu", async ({ page }) => {
    await loginAs(page, an, { skipOnboarding: true });
    await expect(page).toHaveURL(/\/overzicht$/);
    const header = page.getByRole("banner");
    // The dashboard is one tap away from every signed-in screen: the logo.
    await expect(header.getByRole("link", { name: /Mijn overzicht/ })).toHaveAttribute("href", "/overzicht");
    await header.getByText("Account").tap();
    await header.getByRole("button", { name: "Afmelden" }).tap();
    await expect(page).toHaveURL(/\/\?state=afgemeld$/);
    await expect(page.getByRole("status").filter({ hasText: "Je bent afgemeld." })).toBeVisible();
  });

  test("the dashboard offers logout too, and the bottom bar marks no tab there", async ({ page }) => {
    await loginAs(page, mohamed, { skipOnboarding: true });
    await expect(page.getByRole("navigation", { name: "Hoofdnavigatie" }).locator('[aria-current="page"]')).toHaveCount(0);
    await page.getByRole("main").getByRole("button", { name: "Afmelden" }).tap();
    await expect(page).toHaveURL(/\/\?state=afgemeld$/);
  });
});
