// Test support for the identity modules: an access-token issuer with a local RSA key (standing in for
// the identity provider) and the api server wired with its verifier. Only imported by tests.
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { generateKeyPair, jwtVerify, SignJWT } from "jose";
import type { Kysely } from "kysely";
import { loadConfig, type AppConfig } from "@vtp/config";
import { buildApiServer } from "../../app.ts";
import type { DB } from "../../db/schema.ts";
import type { VerifyAccessToken } from "./plugin.ts";

export interface FakeTokenIssuer {
  verifyAccessToken: VerifyAccessToken;
  /** Signs an access token for `sub`; `expiresInSeconds` may be negative for an expired token. */
  sign(sub: string, options?: { expiresInSeconds?: number; audience?: string; issuer?: string }): Promise<string>;
}

export async function createFakeTokenIssuer(config: AppConfig, clock: () => Date): Promise<FakeTokenIssuer> {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const audience = `${config.publicUrl}/api`;
  const issuer = config.oidc.issuer;
  return {
    async verifyAccessToken(token) {
      const { payload } = await jwtVerify(token, publicKey, { audience, issuer, currentDate: clock(), algorithms: ["RS256"] });
      if (typeof payload.sub !== "string") throw new Error("sub ontbreekt");
      return { sub: payload.sub, scope: typeof payload.scope === "string" ? payload.scope : undefined, exp: payload.exp };
    },
    async sign(sub, options = {}) {
      const iat = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ scope: "openid profile email offline_access" })
        .setProtectedHeader({ alg: "RS256", typ: "at+jwt" })
        .setSubject(sub)
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? audience)
        .setIssuedAt(iat)
        .setExpirationTime(iat + (options.expiresInSeconds ?? 3600))
        .sign(privateKey);
    },
  };
}

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://127.0.0.1:3000", ...env });
}

/** Collects the JSON log lines of a server. */
export function captureLogs(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  return { stream, text: () => chunks.join("") };
}

export interface IdentityTestServer {
  app: FastifyInstance;
  config: AppConfig;
  tokens: FakeTokenIssuer;
  /** Moves the injected clock. */
  setNow(date: Date): void;
  logs: () => string;
}

export async function buildIdentityTestServer(opts: {
  db: Kysely<DB>;
  now: Date;
  env?: Record<string, string>;
}): Promise<IdentityTestServer> {
  const config = testConfig(opts.env);
  let now = opts.now;
  const clock = () => now;
  const tokens = await createFakeTokenIssuer(config, clock);
  const logs = captureLogs();
  const app = await buildApiServer({ config, db: opts.db, clock, verifyAccessToken: tokens.verifyAccessToken, logStream: logs.stream });
  return {
    app,
    config,
    tokens,
    setNow(date) {
      now = date;
    },
    logs: logs.text,
  };
}

export const basicAuth = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
