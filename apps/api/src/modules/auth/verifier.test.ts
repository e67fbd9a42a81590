// The api's access-token check beyond the signature: scope, client and type (security review, issue 6),
// with tokens signed by a local key, for the embedded provider and for an external issuer.
import { generateKeyPair, SignJWT, type CryptoKey, type JWTVerifyGetKey } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type AppConfig } from "@vtp/config";
import { createAccessTokenVerifier } from "./verifier.ts";

const embedded = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://127.0.0.1:3000" });
const external = loadConfig({
  NODE_ENV: "test",
  PUBLIC_URL: "http://127.0.0.1:3000",
  OIDC_ISSUER: "http://127.0.0.1:9999/realms/vrijetijd",
  OIDC_CLIENT_SECRET: "geheim",
  OIDC_API_AUDIENCE: "https://api.voorbeeld.test",
});

let privateKey: CryptoKey;
let publicKey: CryptoKey;
beforeAll(async () => {
  ({ privateKey, publicKey } = await generateKeyPair("RS256"));
});

const GOOD = { scope: "openid profile email offline_access", client_id: "vrijetijdspas-web" };

async function token(config: AppConfig, claims: Record<string, unknown> = GOOD, typ: string | null = "at+jwt"): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", ...(typ === null ? {} : { typ }) })
    .setIssuer(config.oidc.issuer)
    .setAudience(config.oidc.apiAudience)
    .setSubject("persoon-1")
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .sign(privateKey);
}

const verifier = (config: AppConfig) => createAccessTokenVerifier(config, { keys: publicKey });

describe("access tokens of the embedded provider", () => {
  it("accepts an RFC 9068 token of the web client with the api scopes", async () => {
    const info = await verifier(embedded)(await token(embedded));
    expect(info).toMatchObject({ sub: "persoon-1", scope: GOOD.scope });
  });

  it("refuses a token without the api scopes", async () => {
    await expect(verifier(embedded)(await token(embedded, { ...GOOD, scope: "openid" }))).rejects.toThrow(
      /scope profile email offline_access/,
    );
    await expect(verifier(embedded)(await token(embedded, { client_id: GOOD.client_id }))).rejects.toThrow(/scope/);
  });

  it("refuses a token of another client (client_id or azp)", async () => {
    await expect(verifier(embedded)(await token(embedded, { ...GOOD, client_id: "andere-app" }))).rejects.toThrow(/another client/);
    await expect(verifier(embedded)(await token(embedded, { ...GOOD, azp: "andere-app" }))).rejects.toThrow(/another client/);
    await expect(verifier(embedded)(await token(embedded, { scope: GOOD.scope }))).rejects.toThrow(/client_id or azp/);
  });

  it("refuses a token that is not typed at+jwt", async () => {
    await expect(verifier(embedded)(await token(embedded, GOOD, "JWT"))).rejects.toThrow();
    await expect(verifier(embedded)(await token(embedded, GOOD, null))).rejects.toThrow();
    await expect(verifier(embedded)(await token(embedded, GOOD, "id_token+jwt"))).rejects.toThrow();
  });
});

describe("access tokens of an external issuer", () => {
  const externalGood = { scope: GOOD.scope, azp: "vrijetijdspas-web" };

  it("accepts at+jwt, and plain JWT or untyped tokens that pass every other check", async () => {
    for (const typ of ["at+jwt", "application/at+jwt", "JWT", null]) {
      expect((await verifier(external)(await token(external, externalGood, typ))).sub).toBe("persoon-1");
    }
  });

  it("refuses other types, other clients and missing scopes", async () => {
    await expect(verifier(external)(await token(external, externalGood, "id_token+jwt"))).rejects.toThrow();
    await expect(verifier(external)(await token(external, externalGood, "logout+jwt"))).rejects.toThrow();
    await expect(verifier(external)(await token(external, { ...externalGood, azp: "andere-app" }, "JWT"))).rejects.toThrow(
      /another client/,
    );
    await expect(verifier(external)(await token(external, { ...externalGood, client_id: "andere-app" }))).rejects.toThrow(/another client/);
    await expect(verifier(external)(await token(external, { ...externalGood, scope: "openid email" }, "JWT"))).rejects.toThrow(/scope/);
  });
});

describe("a partner client's client-credentials token (decision 0045)", () => {
  const partnerToken = async (claims: Record<string, unknown>, sub = "partner-gent-bibliotheek") => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", typ: "at+jwt" })
      .setIssuer(embedded.oidc.issuer)
      .setAudience(embedded.oidc.apiAudience)
      .setSubject(sub)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(privateKey);
  };
  const PARTNER = { client_id: "partner-gent-bibliotheek", scope: "partner-api" };

  it("is accepted with its client as subject and the partner API's scope alone, and says which client", async () => {
    const info = await verifier(embedded)(await partnerToken(PARTNER));
    expect(info).toMatchObject({ sub: PARTNER.client_id, partnerClientId: PARTNER.client_id });
    // A person's token never says it is a partner client's.
    expect((await verifier(embedded)(await token(embedded))).partnerClientId).toBeUndefined();
  });

  it("is refused with another subject, with more scopes, without a client or for two clients", async () => {
    await expect(verifier(embedded)(await partnerToken(PARTNER, "persoon-1"))).rejects.toThrow(/partner token/);
    await expect(verifier(embedded)(await partnerToken({ ...PARTNER, scope: "partner-api openid" }))).rejects.toThrow(/partner token/);
    await expect(verifier(embedded)(await partnerToken({ scope: "partner-api", azp: PARTNER.client_id }))).rejects.toThrow(/partner token/);
    await expect(verifier(embedded)(await partnerToken({ ...PARTNER, azp: "andere-app" }))).rejects.toThrow(/two clients/);
    // Without the partner API's scope it is just another client's token.
    await expect(verifier(embedded)(await partnerToken({ client_id: PARTNER.client_id }))).rejects.toThrow(/another client|scope/);
  });
});

describe("verified tokens are kept until they expire (decision 0062)", () => {
  /** A key lookup that counts how often a signature was checked. */
  function countingKeys(): { keys: JWTVerifyGetKey; calls: () => number } {
    let calls = 0;
    return {
      keys: async () => {
        calls++;
        return publicKey;
      },
      calls: () => calls,
    };
  }

  it("checks a token's signature once, however often a page's calls present it", async () => {
    const counting = countingKeys();
    const verify = createAccessTokenVerifier(embedded, { keys: counting.keys });
    const t = await token(embedded);
    for (let i = 0; i < 3; i++) expect(await verify(t)).toMatchObject({ sub: "persoon-1" });
    expect(counting.calls()).toBe(1);
  });

  it("refuses a kept token once its exp has passed on the verifier's clock", async () => {
    let now = new Date();
    const verify = createAccessTokenVerifier(embedded, { keys: publicKey, clock: () => now });
    const t = await token(embedded); // exp: 300 s from now
    await verify(t);
    now = new Date(Date.now() + 306_000); // past exp and jose's 5 s tolerance
    await expect(verify(t)).rejects.toThrow(/exp/);
  });

  it("never keeps a refused token, and keeps no more than it may", async () => {
    const counting = countingKeys();
    const verify = createAccessTokenVerifier(embedded, { keys: counting.keys, verifiedTokensKept: 1 });
    const bad = await token(embedded, { ...GOOD, client_id: "andere-app" });
    for (let i = 0; i < 2; i++) await expect(verify(bad)).rejects.toThrow(/another client/);
    expect(counting.calls()).toBe(2);
    const [a, b] = [await token(embedded), await token(embedded, { ...GOOD, scope: `${GOOD.scope} extra` })];
    await verify(a);
    await verify(b); // a is dropped: one kept at most
    await verify(a);
    expect(counting.calls()).toBe(5);
  });
});
