// An external identity provider (OIDC_ISSUER) instead of the embedded one: the API finds its keys
// through discovery, accepts its plainly typed JWT access tokens for the configured audience, and
// creates the account of a new user from the userinfo endpoint (never taking over an e-mail address).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify, { type FastifyInstance } from "fastify";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { loadConfig } from "@vtp/config";
import { buildApiServer } from "../../app.ts";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";

const AUDIENCE = "https://api.voorbeeld.test";
const users: Record<string, { email: string; given_name: string; family_name: string; email_verified: boolean }> = {
  "ext-nieuw": { email: "Nina.Nieuw@Voorbeeld.test", given_name: "Nina", family_name: "Nieuw", email_verified: true },
  "ext-kaper": { email: "bestaand@voorbeeld.test", given_name: "Karel", family_name: "Kaper", email_verified: true },
};

let issuerServer: FastifyInstance;
let issuer: string;
let sign: (sub: string, audience?: string, claims?: Record<string, unknown>, typ?: string) => Promise<string>;
let database: Database;
let api: FastifyInstance;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  issuerServer = Fastify();
  issuerServer.get("/.well-known/openid-configuration", async () => ({
    issuer,
    jwks_uri: `${issuer}/keys`,
    userinfo_endpoint: `${issuer}/me`,
  }));
  issuerServer.get("/keys", async () => ({ keys: [jwk] }));
  issuerServer.get("/me", async (request, reply) => {
    const sub = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1]?.split(".")[1];
    const claims = sub ? (JSON.parse(Buffer.from(sub, "base64url").toString()) as { sub: string }) : undefined;
    const user = claims ? users[claims.sub] : undefined;
    if (!claims || !user) return reply.code(401).send({ error: "invalid_token" });
    return { sub: claims.sub, ...user };
  });
  await issuerServer.listen({ host: "127.0.0.1", port: 0 });
  const address = issuerServer.server.address();
  issuer = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  // Like many external providers: a plainly typed JWT with the client in azp.
  sign = (sub, audience = AUDIENCE, claims = {}, typ = "JWT") =>
    new SignJWT({ scope: "openid email profile offline_access", azp: "vrijetijdspas-web", ...claims })
      .setProtectedHeader({ alg: "RS256", typ, kid: "k1" })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(privateKey);

  database = await createTestDatabase();
  await database.db
    .insertInto("identity_accounts")
    .values({ sub: "ext-bestaand", email: "bestaand@voorbeeld.test", email_verified: true, first_name: "Bea", last_name: "Staand" })
    .execute();
  const config = loadConfig({
    NODE_ENV: "test",
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_SECRET: "geheim",
    OIDC_API_AUDIENCE: AUDIENCE,
    LOG_LEVEL: "silent",
  });
  api = await buildApiServer({ config, db: database.db });
});

afterAll(async () => {
  await api?.close();
  await database?.close();
  await issuerServer?.close();
});

const profile = async (token: string) =>
  api.inject({ method: "GET", url: "/api/enduser/profile", headers: { authorization: `Bearer ${token}` } });

describe("an external identity provider", () => {
  it("creates the account of a new user on the first call, once", async () => {
    const token = await sign("ext-nieuw");
    for (let i = 0; i < 2; i++) {
      const response = await profile(token);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("NO_CARD");
    }
    const rows = await database.db
      .selectFrom("identity_accounts")
      .select(["email", "first_name", "last_name", "email_verified", "password_hash"])
      .where("sub", "=", "ext-nieuw")
      .execute();
    expect(rows).toEqual([
      { email: "nina.nieuw@voorbeeld.test", first_name: "Nina", last_name: "Nieuw", email_verified: true, password_hash: null },
    ]);
  });

  it("refuses a token for another audience", async () => {
    const response = await profile(await sign("ext-nieuw", "https://elders.voorbeeld.test"));
    expect(response.statusCode).toBe(401);
  });

  it("refuses a token of another client, without the api scopes, or of another type", async () => {
    for (const token of [
      await sign("ext-nieuw", AUDIENCE, { azp: "andere-app" }),
      await sign("ext-nieuw", AUDIENCE, { azp: undefined, client_id: "andere-app" }),
      await sign("ext-nieuw", AUDIENCE, { azp: undefined }),
      await sign("ext-nieuw", AUDIENCE, { scope: "openid" }),
      await sign("ext-nieuw", AUDIENCE, {}, "id_token+jwt"),
    ]) {
      const response = await profile(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("unauthorized");
    }
  });

  it("accepts an RFC 9068 token (at+jwt, client_id) of the same provider", async () => {
    const response = await profile(await sign("ext-nieuw", AUDIENCE, { azp: undefined, client_id: "vrijetijdspas-web" }, "at+jwt"));
    expect(response.json().code).toBe("NO_CARD");
  });

  it("never gives an existing e-mail address to another subject", async () => {
    const response = await profile(await sign("ext-kaper"));
    expect(response.statusCode).toBe(401);
    const owners = await database.db.selectFrom("identity_accounts").select("sub").where("email", "=", "bestaand@voorbeeld.test").execute();
    expect(owners).toEqual([{ sub: "ext-bestaand" }]);
  });
});
