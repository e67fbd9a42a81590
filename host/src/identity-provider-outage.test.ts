// The identity provider unreachable (issue 24, decision 0041): with an external issuer that is refused
// or answers 5xx, starting a login answers 503 "Aanmelden lukt even niet" (never 500); a holder whose
// access token is still valid keeps using the pages; an expired token whose refresh cannot reach the
// issuer gives the same 503 and the session survives, to work again (refreshed) once the issuer is back;
// a refresh the issuer refuses still ends the session; logout ends the local session regardless.
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type AppConfig } from "@vtp/config";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { seedDemo } from "@vtp/api/seeds";
import { an } from "@vtp/personas";
import { createServer, type ProductServer } from "./app.ts";

type Mode = "up" | "5xx" | "refused";
let mode: Mode = "up";
let issuerServer: Server | undefined;
let port = 0;
let issuer = "";
let privateKey: CryptoKey;
let jwk: Record<string, unknown>;
let config: AppConfig;
let database: Database;
let server: ProductServer;
let dataDir: string;
const refreshes: string[] = [];
const SUB: string = an.sub!;
/** The api's API_REQUIRED_SCOPES. */
const API_SCOPES = "openid profile email offline_access";

const signAccess = () =>
  new SignJWT({ scope: API_SCOPES, client_id: config.oidc.clientId })
    .setProtectedHeader({ alg: "RS256", kid: "k1", typ: "at+jwt" })
    .setIssuer(issuer)
    .setAudience(config.oidc.apiAudience)
    .setSubject(SUB)
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(privateKey);

/** The stand-in issuer: discovery, keys, the token endpoint (refresh grant), revocation. */
async function issuerUp(): Promise<void> {
  mode = "up";
  if (issuerServer?.listening) return;
  issuerServer = createHttpServer((request, response) => {
    if (mode === "5xx") return void response.writeHead(502).end("bad gateway");
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (request.url === "/.well-known/openid-configuration") {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/keys`,
        end_session_endpoint: `${issuer}/logout`,
        revocation_endpoint: `${issuer}/revoke`,
      });
    }
    if (request.url === "/keys") return json(200, { keys: [jwk] });
    if (request.url === "/revoke") return void response.writeHead(200).end();
    if (request.url === "/token") {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        const refresh = new URLSearchParams(body).get("refresh_token") ?? "";
        refreshes.push(refresh);
        if (refresh.startsWith("refused")) return json(400, { error: "invalid_grant" });
        void signAccess().then((token) =>
          json(200, { access_token: token, token_type: "Bearer", expires_in: 300, refresh_token: `${refresh}-next` }),
        );
      });
      return;
    }
    json(404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => issuerServer!.listen(port, "127.0.0.1", resolve));
  port = (issuerServer.address() as AddressInfo).port;
}

async function issuerDown(how: Exclude<Mode, "up">): Promise<void> {
  mode = how;
  if (how === "refused" && issuerServer?.listening) {
    issuerServer.closeAllConnections();
    await new Promise((resolve) => issuerServer!.close(resolve));
  }
}

/** A signed-in holder's session as the callback stores it; `expired`: the access token's lifetime has passed. */
async function session(opts: { expired: boolean; refreshToken: string }): Promise<{ cookie: string; key: string }> {
  const id = randomBytes(32).toString("base64url");
  const key = createHash("sha256").update(id).digest("base64url");
  const now = Date.now();
  await database.db
    .insertInto("web_sessions")
    .values({
      id: key,
      user_sub: SUB,
      access_token: await signAccess(),
      refresh_token: opts.refreshToken,
      id_token: null,
      issued_at_ms: opts.expired ? now - 3_600_000 : now,
      expires_in_ms: 300_000,
      created_at: new Date(now),
      last_seen_at: new Date(now),
      absolute_expires_at: new Date(now + 8 * 3_600_000),
      data: JSON.stringify({
        firstName: an.firstName,
        lastName: an.lastName,
        email: an.email,
        skipOnboarding: true,
        legacy: false,
        hasCard: true,
        mia: false,
      }),
    })
    .execute();
  return { cookie: `auth=${id}; user=${encodeURIComponent(JSON.stringify({ firstName: an.firstName }))}`, key };
}

const page = (url: string, cookie?: string) =>
  server.app.inject({ method: "GET", url, headers: { accept: "text/html", ...(cookie ? { cookie } : {}) } });
const sessionRow = (key: string) =>
  database.db.selectFrom("web_sessions").select(["access_token", "refresh_token"]).where("id", "=", key).executeTakeFirst();

beforeAll(async () => {
  const keys = await generateKeyPair("RS256");
  privateKey = keys.privateKey;
  jwk = { ...(await exportJWK(keys.publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  await issuerUp();
  issuer = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), "vtp-idp-down-"));
  database = await createTestDatabase();
  await seedDemo(database.db, { now: new Date() });
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const webPort = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  config = loadConfig({
    NODE_ENV: "test",
    PORT: String(webPort),
    PUBLIC_URL: `http://127.0.0.1:${webPort}`,
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_SECRET: "abcdefabcdefabcdefabcdefabcdef12",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
  });
  server = await createServer({ config, database });
  // The pages call the api over HTTP, as in production.
  await server.app.listen({ host: "127.0.0.1", port: webPort });
}, 60_000);

afterAll(async () => {
  await server?.app.close();
  await database?.close();
  if (issuerServer?.listening) await new Promise((resolve) => issuerServer!.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the identity provider cannot be reached", () => {
  it("a signed-in holder keeps the pages; a login start answers 503 'Aanmelden lukt even niet' (refused and 5xx)", async () => {
    const holder = await session({ expired: false, refreshToken: "r-valid" });
    expect((await page("/overzicht", holder.cookie)).statusCode).toBe(200); // the api got the issuer's keys
    for (const how of ["5xx", "refused"] as const) {
      await issuerDown(how);
      const login = await page("/aanmelden-uitid");
      expect(login.statusCode, how).toBe(503);
      expect(login.headers["retry-after"]).toBe("60");
      expect(login.body).toContain("Aanmelden lukt even niet");
      expect(login.body).not.toContain("Er is een fout opgetreden");
      // A client navigation (the header's "Aanmelden" link): 503 for the error boundary, which shows the same text.
      const navigation = await server.app.inject({ method: "GET", url: "/aanmelden-uitid.data" });
      expect(navigation.statusCode, how).toBe(503);
      expect(navigation.body).toContain("identity-provider");
      expect((await page("/overzicht", holder.cookie)).statusCode, how).toBe(200);
      expect((await page("/")).statusCode).toBe(200);
    }
    await issuerUp();
  });

  it("an expired token whose refresh cannot reach the issuer: 503, the session survives and is refreshed once the issuer is back", async () => {
    const holder = await session({ expired: true, refreshToken: "r-expired" });
    for (const how of ["5xx", "refused"] as const) {
      await issuerDown(how);
      const answer = await page("/overzicht", holder.cookie);
      expect(answer.statusCode, how).toBe(503);
      expect(answer.body).toContain("Aanmelden lukt even niet");
      expect(await sessionRow(holder.key), how).toMatchObject({ refresh_token: "r-expired" });
    }
    await issuerUp();
    expect((await page("/overzicht", holder.cookie)).statusCode).toBe(200);
    expect(await sessionRow(holder.key)).toMatchObject({ refresh_token: "r-expired-next" });
    const login = await page("/aanmelden-uitid");
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toMatch(new RegExp(`^${issuer}/auth\\?`));
    // Discovery known, the token endpoint refused: the same; the provider's return (callback) too.
    const later = await session({ expired: true, refreshToken: "r-later" });
    await issuerDown("refused");
    const state = new URL(login.headers.location as string).searchParams.get("state");
    const pending = String(login.headers["set-cookie"]).split(";", 1)[0]!;
    const callback = await page(`/callback?code=abc&state=${state}&iss=${encodeURIComponent(issuer)}`, pending);
    expect(callback.statusCode).toBe(503);
    expect(callback.body).toContain("Aanmelden lukt even niet");
    expect((await page("/overzicht", later.cookie)).statusCode).toBe(503);
    expect(await sessionRow(later.key)).toMatchObject({ refresh_token: "r-later" });
    await issuerUp();
  });

  it("a refresh the issuer refuses still ends the session; logout ends the local session while the issuer is down", async () => {
    const refused = await session({ expired: true, refreshToken: "refused-1" });
    const answer = await page("/overzicht", refused.cookie);
    expect(answer.statusCode).toBe(302);
    expect(await sessionRow(refused.key)).toBeUndefined();

    const holder = await session({ expired: false, refreshToken: "r-logout" });
    await issuerDown("refused");
    const logout = await server.app.inject({
      method: "POST",
      url: "/afmelden",
      headers: {
        cookie: holder.cookie,
        origin: config.publicUrl,
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
      },
      payload: "",
    });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toContain("state=afgemeld");
    expect(await sessionRow(holder.key)).toBeUndefined();
    await issuerUp();
  });
});
