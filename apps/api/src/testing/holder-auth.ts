// Test support for the identity modules: an access-token issuer with a local RSA key (standing in for
// the identity provider) and the api server wired with its verifier. Only imported by tests.
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { generateKeyPair, SignJWT } from "jose";
import type { Kysely } from "kysely";
import type { JobQueue } from "@vtp/jobs";
import { loadConfig, type AppConfig } from "@vtp/config";
import { buildApiServer } from "../app.ts";
import type { DB } from "@vtp/db/schema";
import type { VerifyAccessToken } from "../modules/auth/plugin.ts";
import { createAccessTokenVerifier } from "../modules/auth/verifier.ts";
import type { ConfirmPassword } from "../modules/my-data/service.ts";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { FIXTURE_NOW, seedIdentityFixtures } from "./fixtures.ts";

export interface FakeTokenIssuer {
  verifyAccessToken: VerifyAccessToken;
  /**
   * Signs an access token for `sub` as the embedded provider does (typ at+jwt, client_id of the web
   * client, the api scopes); `expiresInSeconds` may be negative for an expired token; `claims` add to or
   * replace claims (undefined removes one); `typ` replaces the header type (null removes it).
   */
  sign(
    sub: string,
    options?: { expiresInSeconds?: number; audience?: string; issuer?: string; claims?: Record<string, unknown>; typ?: string | null },
  ): Promise<string>;
}

const keyPairs = new Map<string, ReturnType<typeof generateKeyPair>>();
/**
 * One RS256 key pair per test process and role: generating one costs 0.1 to 0.7 s, and the api test files
 * build a server per test. Roles keep issuers apart (a government ID token is never signed with the access
 * token issuer's key).
 */
export function testKeyPair(role: "access-token" | "government"): ReturnType<typeof generateKeyPair> {
  let pair = keyPairs.get(role);
  if (pair === undefined) keyPairs.set(role, (pair = generateKeyPair("RS256")));
  return pair;
}

export async function createFakeTokenIssuer(config: AppConfig, clock: () => Date): Promise<FakeTokenIssuer> {
  const { privateKey, publicKey } = await testKeyPair("access-token");
  const audience = config.oidc.apiAudience;
  const issuer = config.oidc.issuer;
  // The api's own verifier, with this local key instead of the issuer's JWKS.
  const verify = createAccessTokenVerifier(config, { keys: publicKey, clock });
  return {
    verifyAccessToken: verify,
    async sign(sub, options = {}) {
      const iat = Math.floor(clock().getTime() / 1000);
      const claims: Record<string, unknown> = {
        scope: "openid profile email offline_access",
        client_id: config.oidc.clientId,
        ...options.claims,
      };
      for (const [name, value] of Object.entries(claims)) if (value === undefined) delete claims[name];
      const typ = options.typ === undefined ? "at+jwt" : options.typ;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: "RS256", ...(typ === null ? {} : { typ }) })
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
  /** The identity provider's password check (my data's deletion); a stand-in in the api's tests. */
  confirmPassword?: ConfirmPassword;
  /** The job queue for report requests (a test starts one on its database). */
  jobs?: JobQueue;
}): Promise<IdentityTestServer> {
  const config = testConfig(opts.env);
  let now = opts.now;
  const clock = () => now;
  const tokens = await createFakeTokenIssuer(config, clock);
  const logs = captureLogs();
  const app = await buildApiServer({
    config,
    db: opts.db,
    clock,
    verifyAccessToken: tokens.verifyAccessToken,
    logStream: logs.stream,
    ...(opts.confirmPassword !== undefined ? { confirmPassword: opts.confirmPassword } : {}),
    ...(opts.jobs !== undefined ? { jobs: opts.jobs } : {}),
  });
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

/** A fresh database with the demo data and the identity fixtures, and the api on it at FIXTURE_NOW. */
export interface HolderApi {
  database: Database;
  server: IdentityTestServer;
  /** Closes the api, then the database. */
  stop(): Promise<void>;
}

/** What the holder-side api tests start from (`maxConnections` above 1 for the parallel proofs on a server). */
export async function startHolderApi(opts: { maxConnections?: number } = {}): Promise<HolderApi> {
  const database = await createTestDatabase({ seed: seedIdentityFixtures, maxConnections: opts.maxConnections ?? 1 });
  const server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
  return {
    database,
    server,
    async stop() {
      await server.app.close();
      await database.close();
    },
  };
}
