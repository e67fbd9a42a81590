// Security checks of the backend-for-frontend in a real browser. Provider-side checks (PKCE missing,
// plain or wrong; a reused code or refresh token fails and revokes the grant; exact redirect URIs) are
// covered by apps/idp/src/idp.test.ts and not repeated here. The provider holds an address back after 5
// failed logins (whatever the IP), so the journeys of this folder spread their logins over the personas.
import { an, DEMO_PASSWORD, mohamed, sofie } from "@vtp/personas";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { loginAs, setBffClockOffset } from "../support/auth.ts";

const JWT = /eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]+/g;

function jwtPayloads(text: string): Record<string, unknown>[] {
  return [...text.matchAll(JWT)].map((m) => {
    try {
      return JSON.parse(Buffer.from(m[0].split(".")[1]!, "base64url").toString("utf8")) as Record<string, unknown>;
    } catch {
      return {};
    }
  });
}

test("account cookies: auth is HttpOnly and SameSite=Lax, user holds display data only, max-age as the spec", async ({ page, context }) => {
  const setCookies: string[] = [];
  page.on("response", async (r) => {
    if (new URL(r.url()).pathname === "/callback") setCookies.push(...(await r.headerValues("set-cookie")));
  });
  await loginAs(page, an, { skipOnboarding: true });
  // The spec's max-age (3122064000 s, about 97 years) is sent; Chromium itself caps cookies at 400 days.
  const authHeader = setCookies.find((c) => c.startsWith("auth="))!;
  expect(authHeader).toMatch(/; Max-Age=3122064000(;|$)/);
  expect(authHeader).toMatch(/; HttpOnly(;|$)/);
  expect(authHeader).toMatch(/; SameSite=Lax(;|$)/);
  expect(setCookies.find((c) => c.startsWith("user="))).toMatch(/; Max-Age=3122064000(;|$)/);

  const cookies = await context.cookies();
  const auth = cookies.find((c) => c.name === "auth")!;
  const user = cookies.find((c) => c.name === "user")!;
  expect(auth.httpOnly).toBe(true);
  expect(auth.sameSite).toBe("Lax");
  expect(auth.path).toBe("/");
  expect(auth.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // Secure only on https (this run is http://127.0.0.1).
  expect(auth.secure).toBe(false);
  expect(user.httpOnly).toBe(false);
  expect(JSON.parse(decodeURIComponent(user.value))).toEqual({ firstName: "An", lastNameInitial: "P." });
  const documentCookie = await page.evaluate(() => document.cookie);
  expect(documentCookie).not.toContain("auth=");
  expect(documentCookie).toContain("user=");
});

test("no token in localStorage, sessionStorage, document.cookie or any request or response the browser sees", async ({ page, context }) => {
  const seen: string[] = [];
  page.on("request", (r) => {
    seen.push(`${r.method()} ${r.url()} ${JSON.stringify(r.headers())} ${r.postData() ?? ""}`);
  });
  page.on("response", async (r) => {
    let body = "";
    const type = r.headers()["content-type"] ?? "";
    if (r.status() < 300 || r.status() >= 400) {
      if (/json|html|text|javascript|x-component|octet-stream/.test(type)) body = await r.text().catch(() => "");
    }
    seen.push(`${r.status()} ${r.url()} ${JSON.stringify(await r.allHeaders())} ${body}`);
  });
  await loginAs(page, mohamed, { skipOnboarding: true });
  await page.goto("/overzicht");
  // A refresh (server-side) and a client-side navigation with data requests.
  await setBffClockOffset(context, 2 * 60 * 60 * 1000);
  await page.reload();
  await page.goto("/onboarding");
  await page.goto("/overzicht");

  const storage = await page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }),
  );
  const everything = [...seen, storage].join("\n");
  // Access tokens are JWTs for the api audience; none may reach the browser.
  const origin = new URL(page.url()).origin;
  const accessTokens = jwtPayloads(everything).filter(
    (p) => p.aud === `${origin}/api` || (Array.isArray(p.aud) && p.aud.includes(`${origin}/api`)),
  );
  expect(accessTokens).toEqual([]);
  expect(jwtPayloads(storage)).toEqual([]);
  for (const word of ["access_token", "refresh_token", "accessToken", "refreshToken", 'id_token":', "Bearer ey"]) {
    expect(everything, word).not.toContain(word);
  }
  expect(storage).not.toContain("auth=");
});

/**
 * Logs in as Sofie with the context's request client (same cookie jar as the page), following redirects
 * by hand, and stops before /callback: returns that URL, unused.
 */
async function captureCallback(page: Page): Promise<string> {
  const request = page.context().request;
  const base = "http://127.0.0.1:" + (process.env.E2E_PORT ?? "3210");
  async function follow(start: string): Promise<string> {
    let url = new URL(start, base).href;
    for (let hop = 0; hop < 10; hop++) {
      const response = await request.get(url, { maxRedirects: 0 });
      if (response.status() < 300 || response.status() >= 400) return url;
      url = new URL(response.headers().location!, url).href;
      if (url.includes("/callback?")) return url;
    }
    throw new Error("te veel redirects");
  }
  const loginPage = await follow("/aanmelden-uitid");
  expect(loginPage).toMatch(/\/idp\/interaction\/[^/]+$/);
  const posted = await request.post(`${loginPage}/aanmelden`, { form: { email: sofie.email!, password: DEMO_PASSWORD }, maxRedirects: 0 });
  expect(posted.status()).toBe(303);
  const callback = await follow(new URL(posted.headers().location!, loginPage).href);
  expect(callback).toContain("/callback?code=");
  return callback;
}

test("a tampered state at /callback is refused and leads back to the login with a Dutch message", async ({ page }) => {
  const callback = new URL(await captureCallback(page));
  callback.searchParams.set("state", "aanvaller");
  await page.goto(callback.href);
  await expect(page).toHaveURL(/\/aanmelden-uitid\?fout=exchange_failed$/);
  await expect(page.getByRole("alert").filter({ hasText: "Aanmelden is niet gelukt" })).toBeVisible();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain("auth");
});

test("a callback bound to another browser's login (state, nonce and PKCE verifier) is refused", async ({ page, browser }) => {
  // The victim's pending login cookie comes from a second browser; the attacker's code cannot be used with it.
  const victim = await browser.newContext();
  const victimPage = await victim.newPage();
  await victimPage.goto("/aanmelden-uitid");
  const victimCookies = await victim.cookies();
  await victim.close();
  const callback = await captureCallback(page);
  await page.context().addCookies(victimCookies.filter((c) => c.name === "auth_login"));
  await page.goto(callback);
  await expect(page).toHaveURL(/\/aanmelden-uitid\?fout=exchange_failed$/);
});

test("a callback without a pending login is refused; replaying a used one makes no new session", async ({ page, browser }) => {
  const callback = await captureCallback(page);
  // Another browser (no pending login cookie) cannot use the code.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(callback);
  await expect(otherPage).toHaveURL(/\/aanmelden-uitid\?fout=missing_state$/);
  await expect(otherPage.getByText("Je aanmelding is verlopen. Meld je opnieuw aan.")).toBeVisible();
  expect((await other.cookies()).map((c) => c.name)).not.toContain("auth");
  await other.close();
  // The browser that started the login still can (the code was never exchanged), once.
  await page.goto(callback);
  await page.waitForURL((url) => url.pathname === "/overzicht" || url.pathname === "/onboarding");
  const session = (await page.context().cookies()).find((c) => c.name === "auth")!.value;
  await page.goto(callback);
  await page.waitForURL((url) => url.pathname === "/overzicht" || url.pathname === "/onboarding");
  expect((await page.context().cookies()).find((c) => c.name === "auth")!.value).toBe(session);
});

test("a forged auth cookie gives no access", async ({ page, context }) => {
  await context.addCookies([
    { name: "auth", value: "A".repeat(43), url: new URL(page.url() === "about:blank" ? "http://127.0.0.1:3210" : page.url()).origin },
    {
      name: "user",
      value: encodeURIComponent(JSON.stringify({ firstName: "X", lastNameInitial: "Y." })),
      url: "http://127.0.0.1:" + (process.env.E2E_PORT ?? "3210"),
    },
  ]);
  const response = await page.request.get("/overzicht", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/aanmelden-uitid?pathname=%2Foverzicht");
});
