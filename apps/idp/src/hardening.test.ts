// Security review (issue 6), identity provider part: one test per defect, each failing before its fix.
import { decodeJwt } from "jose";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOutbox } from "@vtp/mailer";
import { currentScryptParams, hashPasswordWith } from "@vtp/password";
import { LOGIN_BACKOFF, loginFailureKey } from "./repository.ts";
import { FORGOT_RATE_LIMIT } from "./routes.ts";
import {
  Browser,
  authorizeUrl,
  createAccount,
  formAction,
  loginFlow,
  openForm as openInteractionForm,
  pkcePair,
  startTestServer,
  tokenRequest,
  type TestServer,
  TEST_PASSWORD,
} from "./testing/test-support.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${++counter}@voorbeeld.test`;
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const callback = () => `${server.origin}/callback`;

async function loginAndExchange(email: string, password = TEST_PASSWORD, browser = new Browser()) {
  const { callbackUrl, verifier } = await loginFlow(server, browser, { email, password });
  const code = callbackUrl.searchParams.get("code");
  expect(code, callbackUrl.href).toBeTruthy();
  const tokens = await tokenRequest(server, {
    grant_type: "authorization_code",
    code: code!,
    redirect_uri: callback(),
    code_verifier: verifier,
  });
  expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
  return { browser, tokens: tokens.body as Record<string, string> };
}

const openForm = (browser: Browser, params: Record<string, string> = {}) => openInteractionForm(server, browser, params);

async function resetPasswordByMail(email: string, password: string) {
  const browser = new Browser();
  await browser.post(`${server.origin}/idp/wachtwoord-vergeten`, { email });
  const mail = (await listOutbox(server.database.db, { to: email })).find((m) => m.kind === "password-reset")!;
  const link = /https?:\/\/\S+/.exec(mail.text)![0];
  const form = await browser.fetch(link);
  const action = new URL(formAction(await form.text()), server.origin).href;
  return browser.post(action, { password, passwordConfirm: password });
}

async function insertWebSession(sub: string) {
  const id = `ws-${++counter}`;
  await server.database.db
    .insertInto("web_sessions")
    .values({
      id,
      user_sub: sub,
      access_token: "x",
      refresh_token: "y",
      id_token: null,
      expires_in_ms: 1000,
      issued_at_ms: Date.now(),
      absolute_expires_at: new Date(Date.now() + 86_400_000),
    })
    .execute();
  return id;
}

describe("1. response types (RFC 9700)", () => {
  it("advertises only the code response type and no implicit grant, and refuses response_type=id_token", async () => {
    const discovery = (await (await fetch(`${server.origin}/oidc/.well-known/openid-configuration`)).json()) as Record<string, string[]>;
    expect(discovery.response_types_supported).toEqual(["code"]);
    expect(discovery.grant_types_supported).not.toContain("implicit");
    const government = (await (await fetch(`${server.idp.governmentIssuer}/.well-known/openid-configuration`)).json()) as Record<
      string,
      string[]
    >;
    expect(government.response_types_supported).toEqual(["code"]);

    const { challenge } = pkcePair();
    for (const responseType of ["id_token", "code id_token"]) {
      const res = await new Browser().fetch(
        authorizeUrl(server, { response_type: responseType, code_challenge: challenge, code_challenge_method: "S256" }),
      );
      const location = res.headers.get("location");
      // Either an error page or an error at the callback; never an ID token, never a login page.
      if (location) {
        const params = new URL(location.replace("#", "?")).searchParams;
        expect(params.get("error"), location).toBe("unsupported_response_type");
        expect(location).not.toContain("id_token=");
      } else {
        expect(res.status).toBe(400);
      }
    }
  });
});

describe("2. password reset", () => {
  it("revokes every refresh token, provider session and web session of a verified account", async () => {
    const email = uniqueEmail("reset");
    const account = await createAccount(server, { email, password: TEST_PASSWORD });
    const { browser, tokens } = await loginAndExchange(email);
    const webSession = await insertWebSession(account.sub);
    const sessionsBefore = await server.database.db.selectFrom("oidc_payloads").select("id").where("model", "=", "Session").execute();
    expect(sessionsBefore.length).toBeGreaterThan(0);

    expect((await resetPasswordByMail(email, "Nieuw-wachtwoord-9")).status).toBe(200);

    expect((await tokenRequest(server, { grant_type: "refresh_token", refresh_token: tokens.refresh_token! })).body.error).toBe(
      "invalid_grant",
    );
    expect(
      await server.database.db.selectFrom("web_sessions").select("id").where("id", "=", webSession).executeTakeFirst(),
    ).toBeUndefined();
    // The provider session is gone: the next authorization asks for the password again.
    const { html } = await openForm(browser);
    expect(html).toContain("Aanmelden");
    const row = await server.database.db
      .selectFrom("identity_accounts")
      .select(["sub", "email_verified"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.sub).toBe(account.sub);
  });

  it("replaces an account someone else pre-registered with the owner's address: nothing of theirs survives", async () => {
    const email = uniqueEmail("voorgeregistreerd");
    // The pre-registrant registers with the owner's address and signs in with their own password.
    const attacker = new Browser();
    const { action } = await openForm(attacker, { screen: "register" });
    const registered = await attacker.post(action, {
      firstName: "Kwaad",
      lastName: "Willig",
      email,
      password: "Van-de-aanvaller-1",
      passwordConfirm: "Van-de-aanvaller-1",
    });
    expect(registered.status).toBe(200);
    const before = await server.database.db
      .selectFrom("identity_accounts")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(before.email_verified).toBe(false);
    const { tokens } = await loginAndExchange(email, "Van-de-aanvaller-1", attacker);
    const webSession = await insertWebSession(before.sub);

    // The owner resets the password through the mailbox.
    expect((await resetPasswordByMail(email, "Van-de-eigenaar-1")).status).toBe(200);

    const after = await server.database.db.selectFrom("identity_accounts").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(after.sub).not.toBe(before.sub);
    expect(after.id).not.toBe(before.id);
    expect(after).toMatchObject({ email_verified: true, first_name: null, last_name: null, holder_id: null });
    expect(
      await server.database.db.selectFrom("identity_accounts").select("id").where("sub", "=", before.sub).executeTakeFirst(),
    ).toBeUndefined();
    expect((await tokenRequest(server, { grant_type: "refresh_token", refresh_token: tokens.refresh_token! })).body.error).toBe(
      "invalid_grant",
    );
    expect(
      await server.database.db.selectFrom("web_sessions").select("id").where("id", "=", webSession).executeTakeFirst(),
    ).toBeUndefined();
    const leftovers = await server.database.db
      .selectFrom("oidc_payloads")
      .select("model")
      .where(sql<string>`payload->>'accountId'`, "=", before.sub)
      .execute();
    expect(leftovers).toEqual([]);
    // The pre-registrant's password is dead; the owner's works and gets the new sub.
    await expect(loginFlow(server, new Browser(), { email, password: "Van-de-aanvaller-1" })).rejects.toThrow(/did not reach the callback/);
    const owner = await loginAndExchange(email, "Van-de-eigenaar-1");
    expect(decodeJwt(owner.tokens.id_token!)).toMatchObject({ sub: after.sub, email_verified: true });
    expect(decodeJwt(owner.tokens.id_token!)).not.toHaveProperty("given_name");
  });
});

describe("3. brute force", () => {
  it("backs off per address after 5 failures (right password refused too), mails the owner once, and forgets after success", async () => {
    const email = uniqueEmail("backoff");
    await createAccount(server, { email, password: TEST_PASSWORD, firstName: "Bram" });
    const browser = new Browser();
    const { action } = await openForm(browser);
    for (let i = 1; i <= LOGIN_BACKOFF.threshold; i++) {
      const res = await browser.post(action, { email, password: `Verkeerd-${i}-xx` });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("Dit e-mailadres en wachtwoord horen niet bij elkaar.");
    }
    // From another "visitor" (another browser) with the right password: still refused, in Dutch.
    const other = new Browser();
    const otherForm = await openForm(other);
    const blocked = await other.post(otherForm.action, { email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain("Probeer het over 1 minuut opnieuw");

    const notices = (await listOutbox(server.database.db, { to: email })).filter((m) => m.kind === "login-backoff");
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain("Iemand probeerde zich aan te melden");
    expect(notices[0]!.text).toContain("/idp/wachtwoord-vergeten");

    // The next failure after the wait doubles it (2 minutes) and sends no second notice.
    const key = loginFailureKey(email);
    await server.database.db
      .updateTable("login_failures")
      .set({ blocked_until: new Date(Date.now() - 1000) })
      .where("key", "=", key)
      .execute();
    expect((await other.post(otherForm.action, { email, password: "Nog-steeds-fout" })).status).toBe(400);
    const doubled = await other.post(otherForm.action, { email, password: TEST_PASSWORD });
    expect(await doubled.text()).toContain("Probeer het over 2 minuten opnieuw");
    expect((await listOutbox(server.database.db, { to: email })).filter((m) => m.kind === "login-backoff")).toHaveLength(1);

    // After the wait the right password works and the count starts again.
    await server.database.db
      .updateTable("login_failures")
      .set({ blocked_until: new Date(Date.now() - 1000) })
      .where("key", "=", key)
      .execute();
    const done = await other.postForm(otherForm.action, { email, password: TEST_PASSWORD }, callback());
    expect(done.url.startsWith(callback())).toBe(true);
    expect(
      await server.database.db.selectFrom("login_failures").select("failures").where("key", "=", key).executeTakeFirst(),
    ).toBeUndefined();
  });

  it("holds back an unknown address exactly like a known one (no enumeration through the back-off)", async () => {
    const email = uniqueEmail("niemand");
    const browser = new Browser();
    const { action } = await openForm(browser);
    for (let i = 0; i < LOGIN_BACKOFF.threshold; i++)
      expect((await browser.post(action, { email, password: "Wat-dan-ook-1" })).status).toBe(400);
    const blocked = await browser.post(action, { email, password: "Wat-dan-ook-1" });
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain("Probeer het over 1 minuut opnieuw");
  });

  it("counts forgot-password requests per IPv6 /64, whatever the address inside it", async () => {
    const prefix = "2001:db8:42:7";
    const statuses: number[] = [];
    for (let i = 1; i <= FORGOT_RATE_LIMIT.max + 1; i++) {
      const res = await server.app.inject({
        method: "POST",
        url: "/idp/wachtwoord-vergeten",
        remoteAddress: `${prefix}::${i.toString(16)}`,
        headers: FORM,
        payload: new URLSearchParams({ email: uniqueEmail("flood") }).toString(),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, FORGOT_RATE_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another /64 is counted apart.
    const elsewhere = await server.app.inject({
      method: "POST",
      url: "/idp/wachtwoord-vergeten",
      remoteAddress: "2001:db8:42:8::1",
      headers: FORM,
      payload: new URLSearchParams({ email: uniqueEmail("flood") }).toString(),
    });
    expect(elsewhere.statusCode).toBe(200);
    const keys = await server.database.db
      .selectFrom("rate_limit_counters")
      .select("key")
      .where("key", "like", "forgot:2001:db8:42:%")
      .execute();
    expect(keys.map((k) => k.key).sort()).toEqual(["forgot:2001:db8:42:7::/64", "forgot:2001:db8:42:8::/64"]);
  });

  it("refuses a breached password at registration and at reset, in Dutch", async () => {
    const message = "Dit wachtwoord komt voor in lijsten van gelekte wachtwoorden. Kies een ander.";
    const browser = new Browser();
    const { action } = await openForm(browser, { screen: "register" });
    const email = uniqueEmail("gelekt");
    const res = await browser.post(action, {
      firstName: "A",
      lastName: "B",
      email,
      password: "1234567890",
      passwordConfirm: "1234567890",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
    expect(
      await server.database.db.selectFrom("identity_accounts").select("id").where("email", "=", email).executeTakeFirst(),
    ).toBeUndefined();

    await createAccount(server, { email, password: TEST_PASSWORD });
    const reset = await resetPasswordByMail(email, "qwertyuiop");
    expect(reset.status).toBe(400);
    expect(await reset.text()).toContain(message);
  });

  it("logs in with an old-parameter scrypt hash and stores it again with the process's parameters (N=2^17 outside tests)", async () => {
    const email = uniqueEmail("rehash");
    const old = await hashPasswordWith(TEST_PASSWORD, { N: 2 ** 15, r: 8, p: 1 });
    await createAccount(server, { email, password: TEST_PASSWORD, passwordHash: old });
    await loginAndExchange(email);
    const row = await server.database.db
      .selectFrom("identity_accounts")
      .select("password_hash")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash?.startsWith(`scrypt$${currentScryptParams().N}$8$1$`)).toBe(true);
    await loginAndExchange(email);
  });
});

describe("4. government login stand-in", () => {
  it("signs with its own key, stored in its own file", async () => {
    const main = (await (await fetch(`${server.origin}/oidc/jwks`)).json()) as { keys: Array<{ kid: string }> };
    const government = (await (await fetch(`${server.idp.governmentIssuer}/jwks`)).json()) as { keys: Array<{ kid: string }> };
    const mainKids = main.keys.map((k) => k.kid);
    expect(government.keys.length).toBeGreaterThan(0);
    for (const key of government.keys) expect(mainKids).not.toContain(key.kid);
    const { readFileSync } = await import("node:fs");
    const stored = JSON.parse(readFileSync(`${server.config.dataDir}/idp/overheid-jwks.json`, "utf8")) as { keys: Array<{ kid: string }> };
    expect(stored.keys.map((k) => k.kid)).toEqual(government.keys.map((k) => k.kid));
  });
});

describe("5. development mailbox", () => {
  it("answers loopback sockets only, whatever X-Forwarded-For says", async () => {
    expect((await server.app.inject({ method: "GET", url: "/dev/mailbox", remoteAddress: "127.0.0.1" })).statusCode).toBe(200);
    expect((await server.app.inject({ method: "GET", url: "/dev/mailbox", remoteAddress: "::1" })).statusCode).toBe(200);
    expect((await server.app.inject({ method: "GET", url: "/dev/mailbox", remoteAddress: "203.0.113.9" })).statusCode).toBe(404);
    expect((await server.app.inject({ method: "GET", url: "/dev/mailbox", remoteAddress: "2001:db8::5" })).statusCode).toBe(404);
    const spoofed = await server.app.inject({
      method: "GET",
      url: "/dev/mailbox",
      remoteAddress: "203.0.113.9",
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(spoofed.statusCode).toBe(404);
  });
});

describe("4/5. public posture", () => {
  let publicServer: TestServer;
  beforeAll(async () => {
    publicServer = await startTestServer({ PUBLIC_URL: "https://pas.voorbeeld.test", SMTP_URL: "smtp://127.0.0.1:9" });
  }, 60_000);
  afterAll(async () => {
    await publicServer?.close();
  });

  it("mounts neither the government stand-in nor the mailbox unless their flags are set", async () => {
    expect(publicServer.config.governmentLoginStandIn).toBe(false);
    expect(publicServer.config.devMailbox).toBe(false);
    expect(publicServer.idp.governmentProvider).toBeUndefined();
    for (const url of [
      "/overheid-oidc/.well-known/openid-configuration",
      "/overheid-oidc/jwks",
      "/idp/overheid/interaction/abcdefgh12",
      "/dev/mailbox",
    ]) {
      const res = await publicServer.app.inject({ method: "GET", url, remoteAddress: "127.0.0.1" });
      expect(res.statusCode, url).toBe(404);
    }
    // The main provider is there.
    expect((await publicServer.app.inject({ method: "GET", url: "/oidc/.well-known/openid-configuration" })).statusCode).toBe(200);
  });
});

describe("6. enumeration", () => {
  it("answers a registration with an existing address like a new one and mails the owner instead", async () => {
    const existing = uniqueEmail("bestaand");
    await createAccount(server, { email: existing, password: TEST_PASSWORD, firstName: "Eva" });
    const fresh = uniqueEmail("nieuw");
    const answers: string[] = [];
    for (const email of [existing, fresh]) {
      const browser = new Browser();
      const { action } = await openForm(browser, { screen: "register" });
      const res = await browser.post(action, {
        firstName: "Iemand",
        lastName: "Anders",
        email,
        password: "Een-ander-wachtwoord-1",
        passwordConfirm: "Een-ander-wachtwoord-1",
      });
      expect(res.status).toBe(200);
      answers.push((await res.text()).replace(email, "ADRES"));
    }
    expect(answers[0]).toBe(answers[1]);
    expect(answers[0]).toContain("Controleer je mailbox");

    const toOwner = await listOutbox(server.database.db, { to: existing });
    expect(toOwner.map((m) => m.kind)).toEqual(["account-exists"]);
    expect(toOwner[0]!.text).toContain("Je hebt al een account");
    expect(toOwner[0]!.text).toContain("meld je aan of herstel je wachtwoord");
    expect(toOwner[0]!.text).toContain(`${server.origin}/aanmelden-uitid`);
    expect(toOwner[0]!.text).toContain(`${server.origin}/idp/wachtwoord-vergeten`);
    // The existing account is untouched (its own password still works).
    const row = await server.database.db
      .selectFrom("identity_accounts")
      .select(["first_name"])
      .where("email", "=", existing)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe("Eva");
    expect((await listOutbox(server.database.db, { to: fresh })).map((m) => m.kind)).toEqual(["email-verification"]);
  });

  it("answers forgot-password identically for known and unknown addresses", async () => {
    const known = uniqueEmail("gekend");
    await createAccount(server, { email: known, password: TEST_PASSWORD });
    const bodies: string[] = [];
    for (const email of [known, uniqueEmail("ongekend")]) {
      const res = await new Browser().post(`${server.origin}/idp/wachtwoord-vergeten`, { email });
      expect(res.status).toBe(200);
      bodies.push((await res.text()).replace(email, "ADRES"));
    }
    expect(bodies[0]).toBe(bodies[1]);
  });
});

describe("7. logout", () => {
  async function endSession(browser: Browser, idToken: string) {
    const url = new URL(`${server.origin}/oidc/session/end`);
    url.searchParams.set("id_token_hint", idToken);
    url.searchParams.set("post_logout_redirect_uri", `${server.origin}/`);
    return browser.fetch(url.href);
  }

  it("with a valid id_token_hint ends the session and revokes the grant without a confirmation page", async () => {
    const email = uniqueEmail("uit");
    await createAccount(server, { email, password: TEST_PASSWORD });
    const { browser, tokens } = await loginAndExchange(email);
    expect(decodeJwt(tokens.id_token!).sid).toBeTruthy();
    const res = await endSession(browser, tokens.id_token!);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${server.origin}/`);
    expect((await tokenRequest(server, { grant_type: "refresh_token", refresh_token: tokens.refresh_token! })).body.error).toBe(
      "invalid_grant",
    );
    // The provider session is over: a new authorization shows the login form.
    const { html } = await openForm(browser);
    expect(html).toContain('name="password"');
  });

  it("also when the browser no longer sends the provider's cookie (Clear-Site-Data), using the hint's sid", async () => {
    const email = uniqueEmail("uit-zonder-cookie");
    await createAccount(server, { email, password: TEST_PASSWORD });
    const { browser, tokens } = await loginAndExchange(email);
    const refreshed = await tokenRequest(server, { grant_type: "refresh_token", refresh_token: tokens.refresh_token! });
    const res = await endSession(new Browser(), refreshed.body.id_token as string);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${server.origin}/`);
    expect(
      (await tokenRequest(server, { grant_type: "refresh_token", refresh_token: refreshed.body.refresh_token as string })).body.error,
    ).toBe("invalid_grant");
    const { html } = await openForm(browser);
    expect(html).toContain('name="password"');
  });

  it("keeps the confirmation for a forged hint", async () => {
    const email = uniqueEmail("uit-vals");
    await createAccount(server, { email, password: TEST_PASSWORD });
    const { browser, tokens } = await loginAndExchange(email);
    const [h, p] = tokens.id_token!.split(".");
    const res = await endSession(browser, `${h}.${p}.${"A".repeat(342)}`);
    expect(res.status).toBe(400);
    expect((await tokenRequest(server, { grant_type: "refresh_token", refresh_token: tokens.refresh_token! })).status).toBe(200);
  });
});

describe("8. one brand", () => {
  it("serves the brand's tokens and logo with the pages' styles, and the login page links back and offers the toggles", async () => {
    const css = await fetch(`${server.origin}/idp/static/idp.css`);
    expect(css.headers.get("content-type")).toContain("text/css");
    const text = await css.text();
    expect(text).toContain("--color-primary-strong: #0f7174");
    expect(text).toContain(".logo__mark");
    expect(text).toContain(".identity-card");

    const { html } = await openForm(new Browser());
    expect(html).toContain('<a class="logo" href="/">');
    expect(html).toContain('href="/email-vergeten">E-mailadres vergeten?</a>');
    expect(html).toMatch(
      /<button type="button" class="password-field__toggle" data-password-toggle aria-controls="password" aria-pressed="false" hidden>Toon wachtwoord<\/button>/,
    );
    expect(html).toContain('<script src="/idp/static/wachtwoord-tonen.js" defer></script>');
    expect(html).toContain("Terug naar ");

    const script = await fetch(`${server.origin}/idp/static/wachtwoord-tonen.js`);
    expect(script.headers.get("content-type")).toContain("text/javascript");
    const js = await script.text();
    expect(js).toContain("Verberg wachtwoord");
    expect(js).toContain("aria-pressed");
  });
});
