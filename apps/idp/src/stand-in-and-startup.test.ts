// The identity provider's government login stand-in (eID / itsme for the online request), its development
// mailbox and its start-up safety checks; the OIDC flows themselves are in idp.test.ts.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "@vtp/config";
import { governmentPersonas } from "@vtp/personas";
import { createIdp } from "./index.ts";
import { assertSafeForEnvironment } from "./provider.ts";
import {
  Browser,
  createAccount,
  formAction,
  pkcePair,
  startTestServer,
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

describe("government login stand-in", () => {
  it("lets the tester pick a persona and returns national number, address, social tariff and children", async () => {
    const persona = governmentPersonas.find((p) => p.children.length > 0 && p.socialTariffEntitled)!;
    const browser = new Browser();
    const { verifier, challenge } = pkcePair();
    const redirectUri = `${server.origin}/online-aanvraag/overheid-callback`;
    const auth = new URL(`${server.idp.governmentIssuer}/auth`);
    for (const [k, v] of Object.entries({
      client_id: "overheid-login",
      response_type: "code",
      redirect_uri: redirectUri,
      scope: "openid profile insz",
      state: "s1",
      code_challenge: challenge,
      code_challenge_method: "S256",
    }))
      auth.searchParams.set(k, v);
    const page = await browser.follow(auth.href, redirectUri);
    const html = await page.res.text();
    expect(html).toContain("Kies een testpersoon");
    expect(html).toContain("Testomgeving");
    const done = await browser.postForm(new URL(formAction(html), server.origin).href, { persona: persona.sub }, redirectUri);
    const code = new URL(done.url).searchParams.get("code");
    expect(code, done.url).toBeTruthy();
    const res = await fetch(`${server.idp.governmentIssuer}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: code!,
        redirect_uri: redirectUri,
        code_verifier: verifier,
        client_id: "overheid-login",
      }).toString(),
    });
    const body = (await res.json()) as Record<string, string>;
    expect(res.status, JSON.stringify(body)).toBe(200);
    const claims = decodeJwt(body.id_token!);
    expect(claims).toMatchObject({
      iss: server.idp.governmentIssuer,
      sub: persona.sub,
      insz: persona.insz,
      given_name: persona.firstName,
      family_name: persona.lastName,
      birthdate: persona.birthDate,
      social_tariff: true,
      address: { postal_code: persona.address.postalCode, locality: persona.address.city },
    });
    expect((claims.children as Array<{ insz: string }>).map((c) => c.insz)).toEqual(persona.children.map((c) => c.insz));

    // A second request shows the picker again and can pick someone else.
    const other = governmentPersonas.find((p) => p.sub !== persona.sub)!;
    auth.searchParams.set("state", "s2");
    const again = await browser.follow(auth.href, redirectUri);
    const againHtml = await again.res.text();
    expect(againHtml).toContain("Kies een testpersoon");
    const second = await browser.postForm(new URL(formAction(againHtml), server.origin).href, { persona: other.sub }, redirectUri);
    expect(new URL(second.url).searchParams.get("code")).toBeTruthy();
  });

  it("does not give the web client's session to the government client", async () => {
    const email = uniqueEmail("gescheiden");
    await createAccount(server, { email, password: TEST_PASSWORD });
    const { browser } = await loginAndExchange(server, email);
    const { challenge } = pkcePair();
    const redirectUri = `${server.origin}/online-aanvraag/overheid-callback`;
    const auth = new URL(`${server.idp.governmentIssuer}/auth`);
    for (const [k, v] of Object.entries({
      client_id: "overheid-login",
      response_type: "code",
      redirect_uri: redirectUri,
      scope: "openid insz",
      code_challenge: challenge,
      code_challenge_method: "S256",
    })) {
      auth.searchParams.set(k, v);
    }
    const page = await browser.follow(auth.href, redirectUri);
    expect(await page.res.text()).toContain("Kies een testpersoon");
  });
});

describe("development mailbox", () => {
  it("lists outbox mails with clickable links", async () => {
    await server.idp.mailer.send({
      kind: "test",
      to: "box@voorbeeld.test",
      subject: "Hallo <daar>",
      text: `Klik ${server.origin}/idp/email-bevestigen?token=abc`,
    });
    const res = await fetch(`${server.origin}/dev/mailbox`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Hallo &lt;daar&gt;");
    expect(html).toContain(`<a href="${server.origin}/idp/email-bevestigen?token=abc">`);
  });
});

describe("startup safety", () => {
  it("refuses production with the in-memory adapter or development interactions", async () => {
    expect(() => assertSafeForEnvironment("production", { storage: "memory", devInteractions: false })).toThrow(/in-memory/);
    expect(() => assertSafeForEnvironment("production", { storage: "database", devInteractions: true })).toThrow(/devInteractions/);
    expect(() => assertSafeForEnvironment("production", { storage: "database", devInteractions: false })).not.toThrow();
    expect(() => assertSafeForEnvironment("development", { storage: "memory", devInteractions: false })).not.toThrow();
    const config = loadConfig({
      NODE_ENV: "production",
      DATA_DIR: server.config.dataDir,
      PUBLIC_URL: "https://pas.voorbeeld.test",
      SMTP_URL: "smtp://mail.voorbeeld.test",
    });
    await expect(createIdp({ config, db: server.database.db, storage: "memory" })).rejects.toThrow(/in-memory/);
  });

  it("keeps its signing key and client secret in the data folder (0600) and reuses them", async () => {
    const file = path.join(server.config.dataDir, "idp", "jwks.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(server.config.dataDir, "idp", "client-secret")).mode & 0o777).toBe(0o600);
    const before = readFileSync(file, "utf8");
    const second = await createIdp({ config: server.config, db: server.database.db });
    await second.close();
    expect(readFileSync(file, "utf8")).toBe(before);
    const jwks = (await (await fetch(`${server.origin}/oidc/jwks`)).json()) as { keys: Array<Record<string, unknown>> };
    expect(jwks.keys[0]!.kid).toBe((JSON.parse(before) as { keys: Array<{ kid: string }> }).keys[0]!.kid);
    expect(jwks.keys[0]).not.toHaveProperty("d");
  });
});
