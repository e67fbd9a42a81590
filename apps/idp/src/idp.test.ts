import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOutbox } from "@vtp/mailer";
import {
  Browser,
  authorizeUrl,
  createAccount,
  formAction,
  loginFlow,
  pkcePair,
  startTestServer,
  tokenRequest,
  type TestServer,
  TEST_PASSWORD,
  uniqueEmail,
  loginAndExchange,
} from "./testing/test-support.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe("authorization code flow with PKCE", () => {
  it("logs in, exchanges the code with client_secret_basic and returns profile claims and a JWT access token", async () => {
    const email = uniqueEmail("an");
    const account = await createAccount(server, { email, password: TEST_PASSWORD, firstName: "An", lastName: "Peeters" });
    const { tokens } = await loginAndExchange(server, email);
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.scope!.split(" ").sort()).toEqual(["email", "offline_access", "openid", "profile"]);
    const idToken = decodeJwt(tokens.id_token!);
    expect(idToken).toMatchObject({
      iss: `${server.origin}/oidc`,
      aud: server.config.oidc.clientId,
      sub: account.sub,
      email,
      email_verified: true,
      given_name: "An",
      family_name: "Peeters",
      name: "An Peeters",
    });
    expect(idToken).not.toHaveProperty("holder_id");
    const accessToken = decodeJwt(tokens.access_token!);
    expect(accessToken).toMatchObject({ sub: account.sub, aud: `${server.origin}/api`, iss: `${server.origin}/oidc` });
  });

  it("reuses the provider session silently, and asks again with prompt=login while keeping offline_access", async () => {
    const email = uniqueEmail("sessie");
    await createAccount(server, { email, password: TEST_PASSWORD });
    const { browser } = await loginAndExchange(server, email);
    const silent = await loginFlow(server, browser, { email, password: "niet-gebruikt" });
    expect(silent.callbackUrl.searchParams.get("code")).toBeTruthy();

    const { verifier, challenge } = pkcePair();
    const callback = `${server.origin}/callback`;
    const page = await browser.follow(
      authorizeUrl(server, { code_challenge: challenge, code_challenge_method: "S256", prompt: "login" }),
      callback,
    );
    expect(page.url.startsWith(callback)).toBe(false);
    const done = await browser.postForm(
      new URL(formAction(await page.res.text()), server.origin).href,
      { email, password: TEST_PASSWORD },
      callback,
    );
    const tokens = await tokenRequest(server, {
      grant_type: "authorization_code",
      code: new URL(done.url).searchParams.get("code")!,
      redirect_uri: callback,
      code_verifier: verifier,
    });
    expect(tokens.status).toBe(200);
    expect(tokens.body.refresh_token).toBeTruthy();
  });

  it("answers a wrong password with the same Dutch message as an unknown e-mail", async () => {
    const email = uniqueEmail("fout");
    await createAccount(server, { email, password: TEST_PASSWORD });
    for (const [tryEmail, tryPassword] of [
      [email, "Verkeerd-wachtwoord"],
      [uniqueEmail("onbekend"), TEST_PASSWORD],
    ] as const) {
      const browser = new Browser();
      const { challenge } = pkcePair();
      const page = await browser.follow(
        authorizeUrl(server, { code_challenge: challenge, code_challenge_method: "S256" }),
        `${server.origin}/callback`,
      );
      const html = await page.res.text();
      expect(html).toContain('<html lang="nl">');
      expect(html).toContain("Wachtwoord vergeten?");
      expect(html).toContain("Account aanmaken");
      expect(html).not.toMatch(/<script(?![^>]*\ssrc="\/idp\/static\/)/i);
      const res = await browser.fetch(new URL(formAction(html), server.origin).href, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: tryEmail, password: tryPassword }).toString(),
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("Dit e-mailadres en wachtwoord horen niet bij elkaar.");
    }
  });

  it("rejects an authorization request without PKCE", async () => {
    const browser = new Browser();
    const { url } = await browser.follow(authorizeUrl(server, {}), `${server.origin}/callback`);
    const callback = new URL(url);
    expect(callback.pathname).toBe("/callback");
    expect(callback.searchParams.get("error")).toBe("invalid_request");
    expect(callback.searchParams.get("code")).toBeNull();
  });

  it("refuses the plain PKCE method", async () => {
    const browser = new Browser();
    const { url } = await browser.follow(
      authorizeUrl(server, { code_challenge: "a".repeat(43), code_challenge_method: "plain" }),
      `${server.origin}/callback`,
    );
    expect(new URL(url).searchParams.get("error")).toBe("invalid_request");
  });

  it("refuses a wrong code_verifier with invalid_grant", async () => {
    const email = uniqueEmail("pkce");
    await createAccount(server, { email, password: TEST_PASSWORD });
    const { callbackUrl } = await loginFlow(server, new Browser(), { email, password: TEST_PASSWORD });
    const result = await tokenRequest(server, {
      grant_type: "authorization_code",
      code: callbackUrl.searchParams.get("code")!,
      redirect_uri: `${server.origin}/callback`,
      code_verifier: pkcePair().verifier,
    });
    expect(result.status).toBe(400);
    expect(result.body.error).toBe("invalid_grant");
  });

  it("refuses a redirect_uri that is not registered exactly, without redirecting", async () => {
    for (const redirect of [`${server.origin}/callback/`, `${server.origin}/callback?x=1`, "https://evil.example/callback"]) {
      const browser = new Browser();
      const { challenge } = pkcePair();
      const res = await browser.fetch(
        authorizeUrl(server, { redirect_uri: redirect, code_challenge: challenge, code_challenge_method: "S256" }),
      );
      expect(res.status).toBe(400);
      expect(res.headers.get("location")).toBeNull();
      const html = await res.text();
      expect(html).toContain("Aanmelden niet gelukt");
      expect(html).not.toMatch(/<script(?![^>]*\ssrc="\/idp\/static\/)/i);
    }
  });

  it("lets a code be used once; reusing it fails and revokes the tokens of that grant", async () => {
    const email = uniqueEmail("code");
    await createAccount(server, { email, password: TEST_PASSWORD });
    const { code, verifier, tokens } = await loginAndExchange(server, email);
    const again = await tokenRequest(server, {
      grant_type: "authorization_code",
      code,
      redirect_uri: `${server.origin}/callback`,
      code_verifier: verifier,
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe("invalid_grant");
    const refresh = await tokenRequest(server, { grant_type: "refresh_token", refresh_token: tokens.refresh_token! });
    expect(refresh.status).toBe(400);
    expect(refresh.body.error).toBe("invalid_grant");
  });

  it("refuses a wrong client secret", async () => {
    const email = uniqueEmail("secret");
    await createAccount(server, { email, password: TEST_PASSWORD });
    const { callbackUrl, verifier } = await loginFlow(server, new Browser(), { email, password: TEST_PASSWORD });
    const result = await tokenRequest(
      server,
      {
        grant_type: "authorization_code",
        code: callbackUrl.searchParams.get("code")!,
        redirect_uri: `${server.origin}/callback`,
        code_verifier: verifier,
      },
      `${server.config.oidc.clientId}:verkeerd-geheim`,
    );
    expect(result.status).toBe(401);
    expect(result.body.error).toBe("invalid_client");
  });
});

describe("refresh tokens", () => {
  it("rotate on every use; reusing an old one fails and revokes the whole grant", async () => {
    const email = uniqueEmail("refresh");
    await createAccount(server, { email, password: TEST_PASSWORD });
    const { tokens } = await loginAndExchange(server, email);
    const first = tokens.refresh_token!;
    const r1 = await tokenRequest(server, { grant_type: "refresh_token", refresh_token: first });
    expect(r1.status).toBe(200);
    const second = r1.body.refresh_token as string;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(decodeJwt(r1.body.access_token as string).aud).toBe(`${server.origin}/api`);

    const reuse = await tokenRequest(server, { grant_type: "refresh_token", refresh_token: first });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toBe("invalid_grant");
    // The reuse revoked the grant: the newest refresh token is dead too.
    const afterReuse = await tokenRequest(server, { grant_type: "refresh_token", refresh_token: second });
    expect(afterReuse.status).toBe(400);
    expect(afterReuse.body.error).toBe("invalid_grant");
  });

  it("lets exactly one of two parallel uses of the same refresh token succeed", async () => {
    const email = uniqueEmail("parallel");
    await createAccount(server, { email, password: TEST_PASSWORD });
    const { tokens } = await loginAndExchange(server, email);
    const results = await Promise.all(
      [1, 2, 3].map(() => tokenRequest(server, { grant_type: "refresh_token", refresh_token: tokens.refresh_token! })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400).every((r) => r.body.error === "invalid_grant")).toBe(true);
  });
});

describe("registration", () => {
  it("locks a fixed_email, creates the account, sends a verification mail and verifies the address", async () => {
    const fixed = uniqueEmail("vast");
    const browser = new Browser();
    const { verifier, challenge } = pkcePair();
    const callback = `${server.origin}/callback`;
    const page = await browser.follow(
      authorizeUrl(server, { code_challenge: challenge, code_challenge_method: "S256", screen: "register", fixed_email: fixed }),
      callback,
    );
    const html = await page.res.text();
    expect(html).toContain("Account aanmaken");
    expect(html).toMatch(new RegExp(`id="email"[^>]*value="${fixed}"[^>]*readonly`));
    expect(html).toContain("Minstens 10 tekens");

    const action = new URL(formAction(html), server.origin).href;
    const short = await browser.fetch(action, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        firstName: "Sara",
        lastName: "Claes",
        email: fixed,
        password: "kort",
        passwordConfirm: "kort",
      }).toString(),
    });
    expect(short.status).toBe(400);
    const shortHtml = await short.text();
    expect(shortHtml).toContain("Je wachtwoord moet minstens 10 tekens lang zijn.");
    expect(shortHtml).toMatch(/aria-describedby="password-hint password-fout"/);

    const registered = await browser.postForm(
      action,
      {
        firstName: "Sara",
        lastName: "Claes",
        email: "poging-tot-ander@voorbeeld.test",
        password: TEST_PASSWORD,
        passwordConfirm: TEST_PASSWORD,
      },
      callback,
    );
    // No login yet: the same "check your mailbox" as for an address that already has an account.
    expect(registered.res.status).toBe(200);
    expect(await registered.res.text()).toContain("Controleer je mailbox");

    const mails = await listOutbox(server.database.db, { to: fixed });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe("email-verification");
    const link = /https?:\/\/\S+/.exec(mails[0]!.text)![0];
    expect(link.startsWith(`${server.origin}/idp/email-bevestigen?token=`)).toBe(true);

    // The link, opened in the browser that registered, confirms the address and continues the login.
    const confirmPage = await browser.fetch(link);
    expect(confirmPage.status).toBe(200);
    const confirmAction = new URL(formAction(await confirmPage.text()), server.origin).href;
    const done = await browser.postForm(confirmAction, {}, callback);
    expect(done.url.startsWith(callback), done.url).toBe(true);
    const code = new URL(done.url).searchParams.get("code")!;
    const tokens = await tokenRequest(server, { grant_type: "authorization_code", code, redirect_uri: callback, code_verifier: verifier });
    expect(tokens.status).toBe(200);
    expect(decodeJwt(tokens.body.id_token as string)).toMatchObject({ email: fixed, email_verified: true, given_name: "Sara" });
    const row = await server.database.db
      .selectFrom("identity_accounts")
      .select("email_verified")
      .where("email", "=", fixed)
      .executeTakeFirstOrThrow();
    expect(row.email_verified).toBe(true);
    const reused = await browser.fetch(confirmAction, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(reused.status).toBe(400);
  });

  it("prefills email and offers a cancel link that ends in access_denied", async () => {
    const taken = uniqueEmail("bezet");
    await createAccount(server, { email: taken, password: TEST_PASSWORD });
    const browser = new Browser();
    const { challenge } = pkcePair();
    const callback = `${server.origin}/callback`;
    const page = await browser.follow(
      authorizeUrl(server, {
        code_challenge: challenge,
        code_challenge_method: "S256",
        screen: "register",
        email: taken,
        return_if_cancelled: "true",
      }),
      callback,
    );
    const html = await page.res.text();
    expect(html).toMatch(new RegExp(`id="email"[^>]*value="${taken}"`));
    expect(html).not.toMatch(/id="email"[^>]*readonly/);
    const cancel = /href="([^"]*\/annuleren)"/.exec(html)![1]!;
    const { url } = await browser.follow(new URL(cancel, server.origin).href, callback);
    expect(new URL(url).searchParams.get("error")).toBe("access_denied");
  });

  it("returns to a same-origin return_if_cancelled URL", async () => {
    const browser = new Browser();
    const { challenge } = pkcePair();
    const back = `${server.origin}/uitid-registreren-stap2`;
    const page = await browser.follow(
      authorizeUrl(server, { code_challenge: challenge, code_challenge_method: "S256", screen: "register", return_if_cancelled: back }),
      `${server.origin}/callback`,
    );
    const cancel = /href="([^"]*\/annuleren)"/.exec(await page.res.text())![1]!;
    const res = await browser.fetch(new URL(cancel, server.origin).href);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(back);
  });
});

describe("forgot password", () => {
  it("gives the same answer for unknown addresses and resets the password once with the mailed link", async () => {
    const email = uniqueEmail("vergeten");
    await createAccount(server, { email, password: TEST_PASSWORD, verified: false });
    const browser = new Browser();
    const post = (url: string, form: Record<string, string>) =>
      browser.fetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form).toString(),
      });

    const unknown = await post(`${server.origin}/idp/wachtwoord-vergeten`, { email: uniqueEmail("niemand") });
    const known = await post(`${server.origin}/idp/wachtwoord-vergeten`, { email });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    const strip = (s: string) => s.replace(/value="[^"]*"/g, "");
    expect(strip(await unknown.text())).toBe(strip(await known.text()));

    const mails = await listOutbox(server.database.db, { to: email });
    expect(mails.map((m) => m.kind)).toEqual(["password-reset"]);
    const link = /https?:\/\/\S+/.exec(mails[0]!.text)![0];
    const form = await browser.fetch(link);
    expect(form.status).toBe(200);
    const action = new URL(formAction(await form.text()), server.origin).href;
    const mismatch = await post(action, { password: "Nieuw-wachtwoord-9", passwordConfirm: "Iets-anders-9" });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("De wachtwoorden komen niet overeen.");
    const ok = await post(action, { password: "Nieuw-wachtwoord-9", passwordConfirm: "Nieuw-wachtwoord-9" });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("Wachtwoord gewijzigd");
    const again = await post(action, { password: "Nog-een-wachtwoord-9", passwordConfirm: "Nog-een-wachtwoord-9" });
    expect(again.status).toBe(400);

    const { tokens } = await loginAndExchange(server, email, "Nieuw-wachtwoord-9");
    expect(decodeJwt(tokens.id_token!).email_verified).toBe(true);
    await expect(loginFlow(server, new Browser(), { email, password: TEST_PASSWORD })).rejects.toThrow(/did not reach the callback/);
  });
});

describe("logout", () => {
  it("without an id_token_hint shows a Dutch confirmation without inline script and returns to the registered URL", async () => {
    const email = uniqueEmail("afmelden");
    await createAccount(server, { email, password: TEST_PASSWORD });
    const { browser, tokens } = await loginAndExchange(server, email);
    const url = new URL(`${server.origin}/oidc/session/end`);
    url.searchParams.set("client_id", server.config.oidc.clientId);
    url.searchParams.set("post_logout_redirect_uri", `${server.origin}/`);
    const page = await browser.fetch(url.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Afmelden");
    expect(html).not.toMatch(/<script(?![^>]*\ssrc="\/idp\/static\/)/i);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const res = await browser.fetch(new URL(formAction(html), server.origin).href, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ xsrf, logout: "yes" }).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${server.origin}/`);
    // The grant is revoked at logout.
    const refresh = await tokenRequest(server, { grant_type: "refresh_token", refresh_token: tokens.refresh_token! });
    expect(refresh.status).toBe(400);

    const foreign = new URL(url);
    foreign.searchParams.set("id_token_hint", tokens.id_token!);
    foreign.searchParams.set("post_logout_redirect_uri", "https://evil.example/");
    const foreignRes = await new Browser().fetch(foreign.href);
    expect(foreignRes.status).toBe(400);
  });
});
