// The provider as the web app sees it: mounted behind the real HTTP baseline and driven by
// openid-client 6 (discovery, PKCE, state and nonce checks, refresh, end-session URL).
import * as client from "openid-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, createAccount, formAction, startTestServer, TEST_PASSWORD, type TestServer } from "./testing/test-support.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { baseline: true });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe("openid-client 6 against the embedded provider behind the HTTP baseline", () => {
  it("discovers, logs in with PKCE/state/nonce, refreshes with rotation and builds the logout URL", async () => {
    const account = await createAccount(server, { email: "client@voorbeeld.test", password: TEST_PASSWORD });
    const config = await client.discovery(
      new URL(server.config.oidc.issuer),
      server.config.oidc.clientId,
      undefined,
      client.ClientSecretBasic(server.clientSecret),
      { execute: [client.allowInsecureRequests] },
    );
    expect(config.serverMetadata().code_challenge_methods_supported).toEqual(["S256"]);

    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const authUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: `${server.origin}/callback`,
      scope: "openid profile email offline_access",
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      state,
      nonce,
    });

    const browser = new Browser();
    const callback = `${server.origin}/callback`;
    const page = await browser.follow(authUrl.href, callback);
    expect(page.res.headers.get("content-security-policy")).toContain("script-src");
    const html = await page.res.text();
    expect(html).not.toMatch(/<script(?![^>]*\ssrc="\/idp\/static\/)/i);
    const done = await browser.postForm(
      new URL(formAction(html), server.origin).href,
      { email: "client@voorbeeld.test", password: TEST_PASSWORD },
      callback,
    );
    expect(done.url.startsWith(callback)).toBe(true);

    // A tampered state is refused by the client.
    const tampered = new URL(done.url);
    tampered.searchParams.set("state", client.randomState());
    await expect(
      client.authorizationCodeGrant(config, tampered, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce }),
    ).rejects.toThrow();

    const tokens = await client.authorizationCodeGrant(config, new URL(done.url), {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    expect(tokens.claims()?.sub).toBe(account.sub);
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.refresh_token).toBeTruthy();

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toThrow();

    const logout = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: `${server.origin}/aanmelden-uitid`,
    });
    expect(logout.href.startsWith(`${server.origin}/oidc/session/end`)).toBe(true);
  });

  it("serves the provider's own pages with the baseline's security headers", async () => {
    const res = await fetch(`${server.origin}/oidc/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const metadata = (await res.json()) as Record<string, unknown>;
    expect(metadata.issuer).toBe(`${server.origin}/oidc`);
    expect(metadata.end_session_endpoint).toBe(`${server.origin}/oidc/session/end`);
  });
});
