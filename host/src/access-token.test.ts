// The api's access-token verifier against tokens of the embedded provider: the two apps meet only
// here, in the host, which mounts both (neither app imports the other).
import { readFileSync } from "node:fs";
import path from "node:path";
import { SignJWT, importJWK } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccessTokenVerifier } from "@vtp/api/auth/verifier";
import { Browser, createAccount, loginFlow, startTestServer, tokenRequest, type TestServer } from "@vtp/idp/test-support";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const PASSWORD = "Lang-genoeg-1";

async function loginAndExchange(email: string) {
  const { callbackUrl, verifier } = await loginFlow(server, new Browser(), { email, password: PASSWORD });
  const code = callbackUrl.searchParams.get("code")!;
  const tokens = await tokenRequest(server, {
    grant_type: "authorization_code",
    code,
    redirect_uri: `${server.origin}/callback`,
    code_verifier: verifier,
  });
  expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
  return { tokens: tokens.body as Record<string, string> };
}

describe("access-token verifier", () => {
  it("accepts a valid token and rejects tampered, expired and wrong-audience tokens", async () => {
    const email = "verifier-1@voorbeeld.test";
    const account = await createAccount(server, { email, password: PASSWORD });
    const { tokens } = await loginAndExchange(email);
    const verify = createAccessTokenVerifier(server.config);
    const info = await verify(tokens.access_token!);
    expect(info.sub).toBe(account.sub);
    expect(info.scope.split(" ")).toContain("openid");
    expect(info.exp).toBeGreaterThan(Date.now() / 1000);

    const [h, p, s] = tokens.access_token!.split(".");
    const payload = JSON.parse(Buffer.from(p!, "base64url").toString()) as Record<string, unknown>;
    const tamperedPayload = Buffer.from(JSON.stringify({ ...payload, sub: "iemand-anders" })).toString("base64url");
    await expect(verify(`${h}.${tamperedPayload}.${s}`)).rejects.toThrow();
    await expect(verify(tokens.id_token!)).rejects.toThrow();

    // Tokens signed with the provider's own key, but with a wrong audience or already expired.
    const jwks = JSON.parse(readFileSync(path.join(server.config.dataDir, "idp", "jwks.json"), "utf8")) as {
      keys: Array<Record<string, string>>;
    };
    const jwk = jwks.keys[0]!;
    const key = await importJWK(jwk, "RS256");
    const sign = (claims: Record<string, unknown>, exp: number) =>
      new SignJWT({ scope: "openid profile email offline_access", client_id: server.config.oidc.clientId, ...claims })
        .setProtectedHeader({ alg: "RS256", kid: jwk.kid!, typ: "at+jwt" })
        .setIssuer(`${server.origin}/oidc`)
        .setSubject(account.sub)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
    const now = Math.floor(Date.now() / 1000);
    expect((await verify(await sign({ aud: `${server.origin}/api` }, now + 60))).sub).toBe(account.sub);
    await expect(verify(await sign({ aud: "https://ander.example/api" }, now + 60))).rejects.toThrow();
    await expect(verify(await sign({ aud: `${server.origin}/api` }, now - 120))).rejects.toThrow();
  });
});
