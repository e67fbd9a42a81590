// The web app's logout revokes the refresh token at the provider (RFC 7009) before anything else
// (revokeRefreshToken in apps/web/app/server/oidc-client.server.ts), so the token is dead even with an
// external provider that keeps grants alive across its own logout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, createAccount, loginFlow, startTestServer, tokenRequest, type TestServer } from "@vtp/idp/test-support";
import { revokeRefreshToken } from "@vtp/web/oidc-client";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => server?.close());

describe("revokeRefreshToken", () => {
  it("kills the refresh token at the provider", async () => {
    const email = "uitloggen@voorbeeld.test";
    await createAccount(server, { email, password: "Lang-genoeg-1" });
    const { callbackUrl, verifier } = await loginFlow(server, new Browser(), { email, password: "Lang-genoeg-1" });
    const code = callbackUrl.searchParams.get("code")!;
    const tokens = await tokenRequest(server, {
      grant_type: "authorization_code",
      code,
      redirect_uri: `${server.origin}/callback`,
      code_verifier: verifier,
    });
    expect(tokens.status).toBe(200);
    // A live refresh token works (and rotates)...
    const refreshed = await tokenRequest(server, { grant_type: "refresh_token", refresh_token: String(tokens.body.refresh_token) });
    expect(refreshed.status).toBe(200);
    const current = String(refreshed.body.refresh_token);
    // ...until the logout revokes it.
    await revokeRefreshToken(server.config, current);
    const after = await tokenRequest(server, { grant_type: "refresh_token", refresh_token: current });
    expect(after.status).toBe(400);
    expect(after.body.error).toBe("invalid_grant");
  });
});
