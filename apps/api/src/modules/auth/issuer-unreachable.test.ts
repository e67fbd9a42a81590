// An external issuer that cannot be reached (decision 0041): keys fetched once stay in use, so a valid
// token stays valid while the issuer is refused, answers 5xx or hangs; a process that never got the keys
// answers 503 (not 401) and gets them once the issuer is back.
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify from "fastify";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { loadConfig } from "@vtp/config";
import { API_REQUIRED_SCOPES } from "@vtp/contracts/identity";
import { problemErrorHandler } from "@vtp/http";
import { createAccessTokenVerifier, createIssuerMetadata, IssuerUnreachable } from "./verifier.ts";
import { createRequireHolderAuth } from "./plugin.ts";

type Mode = "up" | "5xx" | "hang";
let mode: Mode = "up";
let server: Server;
let port = 0;
let issuer: string;
let sign: (claims?: Record<string, unknown>) => Promise<string>;
const hanging: ServerResponse[] = [];

function listen(): Promise<void> {
  server = createServer((request, response) => {
    if (mode === "hang") return void hanging.push(response);
    if (mode === "5xx") return void response.writeHead(502).end("bad gateway");
    response.setHeader("content-type", "application/json");
    if (request.url === "/.well-known/openid-configuration")
      return void response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/keys` }));
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
}
/** Connection refused until `listen()` again on the same port. */
function refuse(): Promise<void> {
  for (const r of hanging.splice(0)) r.destroy();
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

let jwk: Record<string, unknown>;
const config = () =>
  loadConfig({
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_SECRET: "abcdefabcdefabcdefabcdefabcdef12",
    OIDC_API_AUDIENCE: "https://api.voorbeeld.test",
  });

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  jwk = { ...(await exportJWK(publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  await listen();
  port = (server.address() as AddressInfo).port;
  issuer = `http://127.0.0.1:${port}`;
  const clientId = config().oidc.clientId;
  sign = (claims = {}) =>
    new SignJWT({ scope: API_REQUIRED_SCOPES.join(" "), client_id: clientId, ...claims })
      .setProtectedHeader({ alg: "RS256", kid: "k1", typ: "at+jwt" })
      .setIssuer(issuer)
      .setAudience("https://api.voorbeeld.test")
      .setSubject("holder-1")
      .setExpirationTime("5m")
      .sign(privateKey);
});
afterAll(async () => {
  mode = "up";
  if (server.listening) await refuse();
});

const verifierFor = () => {
  const c = config();
  // verifiedTokensKept 0: every call goes to the keys (a kept token would not show what the keys do).
  return createAccessTokenVerifier(c, { metadata: createIssuerMetadata(c, 200), keysMaxAgeMs: 0, timeoutMs: 200, verifiedTokensKept: 0 });
};

describe("the api's keys while the issuer cannot be reached", () => {
  it("keeps accepting a valid token with the keys fetched once: refused, 5xx, hanging", async () => {
    const verify = verifierFor();
    const token = await sign();
    expect((await verify(token)).sub).toBe("holder-1");
    for (const down of ["5xx", "hang", "refused"] as const) {
      if (down === "refused") await refuse();
      else mode = down;
      // keysMaxAgeMs 0: every call tries to refetch the keys, and the refetch fails.
      expect((await verify(token)).sub, down).toBe("holder-1");
      await expect(verify(await sign({ scope: "openid" })), down).rejects.not.toBeInstanceOf(IssuerUnreachable);
    }
    mode = "up";
    await listen();
  });

  it("a process that never got the keys answers 503 while the issuer is down, and works once it is back", async () => {
    await refuse();
    const verify = verifierFor();
    const token = await sign();
    await expect(verify(token)).rejects.toBeInstanceOf(IssuerUnreachable);
    const app = Fastify();
    app.setErrorHandler(problemErrorHandler);
    app.get(
      "/x",
      { preHandler: createRequireHolderAuth({ db: {} as never, verifyAccessToken: verify, clock: () => new Date() }) },
      async () => "ok",
    );
    const answer = await app.inject({ url: "/x", headers: { authorization: `Bearer ${token}` } });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers["retry-after"]).toBe("60");
    await app.close();
    await listen();
    expect((await verify(token)).sub).toBe("holder-1");
  });
});
