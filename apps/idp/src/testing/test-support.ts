// Test harness: a real Fastify instance on 127.0.0.1 with the provider mounted, a fresh database, and a
// tiny browser (cookie jar + manual redirects) driving the flows over HTTP.
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { loadConfig, type AppConfig } from "@vtp/config";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { createIdp, type Idp } from "../index.ts";
import { getClientSecret } from "@vtp/config/secrets";
import { hashPassword } from "@vtp/password";

export interface TestServer {
  config: AppConfig;
  origin: string;
  app: FastifyInstance;
  idp: Idp;
  database: Database;
  clientSecret: string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export async function startTestServer(
  env: Record<string, string> = {},
  opts: { baseline?: boolean; clock?: () => Date } = {},
): Promise<TestServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vtp-idp-"));
  const config = loadConfig({ NODE_ENV: "test", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, ...env });
  const database = await createTestDatabase();
  const app = Fastify({ logger: false });
  if (opts.baseline) {
    const { registerHttpBaseline } = await import("@vtp/http");
    await registerHttpBaseline(app, config, { db: database.db });
  }
  const idp = await createIdp({ config, db: database.db, ...(opts.clock ? { clock: opts.clock } : {}) });
  await idp.mount(app);
  await app.listen({ host: "127.0.0.1", port });
  return {
    config,
    origin: config.publicUrl,
    app,
    idp,
    database,
    clientSecret: getClientSecret(config),
    async close() {
      await app.close();
      await idp.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// scrypt at N = 2^17 costs ~0.3 s and 128 MiB: hash each test password once and reuse the hash.
const hashCache = new Map<string, Promise<string>>();
export function cachedHash(password: string): Promise<string> {
  let hash = hashCache.get(password);
  if (!hash) hashCache.set(password, (hash = hashPassword(password)));
  return hash;
}

export async function createAccount(
  server: TestServer,
  input: { email: string; password: string; firstName?: string; lastName?: string; verified?: boolean; passwordHash?: string },
) {
  await server.database.db
    .insertInto("identity_accounts")
    .values({
      sub: crypto.randomUUID(),
      email: input.email,
      email_verified: input.verified ?? true,
      password_hash: input.passwordHash ?? (await cachedHash(input.password)),
      first_name: input.firstName ?? "Test",
      last_name: input.lastName ?? "Persoon",
    })
    .execute();
  return server.database.db.selectFrom("identity_accounts").selectAll().where("email", "=", input.email).executeTakeFirstOrThrow();
}

/** A cookie jar that ignores paths (one flow at a time) and a fetch that never follows redirects. */
export class Browser {
  cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Follows redirects until a non-redirect answer or a redirect to `stopAt`. */
  async follow(url: string, stopAt: string, init: RequestInit = {}): Promise<{ res: Response; url: string }> {
    let current = url;
    let res = await this.fetch(current, init);
    for (let i = 0; i < 20 && res.status >= 300 && res.status < 400; i++) {
      const location = new URL(res.headers.get("location")!, current).href;
      if (location.startsWith(stopAt)) return { res, url: location };
      current = location;
      res = await this.fetch(current);
    }
    return { res, url: current };
  }

  /** POSTs a form and returns the answer as it is (no redirect followed). */
  async post(url: string, form: Record<string, string>): Promise<Response> {
    return this.fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    });
  }

  async postForm(url: string, form: Record<string, string>, stopAt: string) {
    return this.follow(url, stopAt, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    });
  }
}

export function pkcePair() {
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  return { verifier, challenge };
}

export function formAction(html: string): string {
  const match = /<form[^>]*method="post"[^>]*action="([^"]+)"/.exec(html);
  if (!match) throw new Error(`no form in page:\n${html.slice(0, 2000)}`);
  return match[1]!.replaceAll("&amp;", "&");
}

/**
 * Starts an authorization request in this browser and opens its login page (or, with
 * `screen: "register"`, its registration page); returns the page, its form's absolute action and the
 * PKCE verifier.
 */
export async function openForm(server: TestServer, browser: Browser, params: Record<string, string> = {}) {
  const { challenge, verifier } = pkcePair();
  const page = await browser.follow(
    authorizeUrl(server, { code_challenge: challenge, code_challenge_method: "S256", ...params }),
    `${server.origin}/callback`,
  );
  const html = await page.res.text();
  return { action: new URL(formAction(html), server.origin).href, html, verifier };
}

export function authorizeUrl(server: TestServer, params: Record<string, string>): string {
  const url = new URL(`${server.origin}/oidc/auth`);
  const defaults = {
    client_id: server.config.oidc.clientId,
    response_type: "code",
    redirect_uri: `${server.origin}/callback`,
    scope: "openid profile email offline_access",
    state: randomBytes(8).toString("hex"),
    nonce: randomBytes(8).toString("hex"),
  };
  for (const [k, v] of Object.entries({ ...defaults, ...params })) if (v !== "") url.searchParams.set(k, v);
  return url.href;
}

export async function tokenRequest(
  server: TestServer,
  form: Record<string, string>,
  auth = `${server.config.oidc.clientId}:${server.clientSecret}`,
) {
  const [id, secret] = auth.split(":");
  const basic = Buffer.from(`${encodeURIComponent(id!)}:${encodeURIComponent(secret!)}`).toString("base64");
  const res = await fetch(`${server.origin}/oidc/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Basic ${basic}` },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Runs the whole browser part of a login and returns the callback URL (with code or error). */
export async function loginFlow(
  server: TestServer,
  browser: Browser,
  opts: { email: string; password: string; params?: Record<string, string> },
) {
  const { verifier, challenge } = pkcePair();
  const start = authorizeUrl(server, { code_challenge: challenge, code_challenge_method: "S256", ...opts.params });
  const callback = `${server.origin}/callback`;
  const page = await browser.follow(start, callback);
  if (page.url.startsWith(callback)) return { callbackUrl: new URL(page.url), verifier };
  const html = await page.res.text();
  const done = await browser.postForm(
    new URL(formAction(html), server.origin).href,
    { email: opts.email, password: opts.password },
    callback,
  );
  if (!done.url.startsWith(callback))
    throw new Error(`login did not reach the callback: ${done.res.status} ${done.url}\n${(await done.res.text()).slice(0, 1500)}`);
  return { callbackUrl: new URL(done.url), verifier };
}

/** A password that passes the identity provider's rules, for the accounts the tests create. */
export const TEST_PASSWORD = "Lang-genoeg-1";

let emailCounter = 0;
/** An address no other test of this file uses. */
export const uniqueEmail = (label: string) => `${label}-${++emailCounter}@voorbeeld.test`;

/** Logs in with the browser part of the flow and exchanges the code: the tokens, and the browser with its session. */
export async function loginAndExchange(server: TestServer, email: string, password = TEST_PASSWORD) {
  const browser = new Browser();
  const { callbackUrl, verifier } = await loginFlow(server, browser, { email, password });
  const code = callbackUrl.searchParams.get("code");
  if (!code) throw new Error(`no code in the callback: ${callbackUrl.href}`);
  const tokens = await tokenRequest(server, {
    grant_type: "authorization_code",
    code,
    redirect_uri: `${server.origin}/callback`,
    code_verifier: verifier,
  });
  if (tokens.status !== 200) throw new Error(`the token request failed: ${tokens.status} ${JSON.stringify(tokens.body)}`);
  return { browser, code, verifier, tokens: tokens.body as Record<string, string> };
}

/** Makes an account staff (card-system staff of a test region): the accounts the second factor is for (decision 0061). */
export async function makeStaff(server: TestServer, accountId: string): Promise<void> {
  await server.database.db
    .insertInto("card_systems")
    .values({ id: 901, name: "Testregio", slug: "testregio", colour: "#123456", website_url: null })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  await server.database.db.insertInto("card_system_staff").values({ account_id: accountId, card_system_id: 901 }).execute();
}
