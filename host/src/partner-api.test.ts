// The partner API with a real client-credentials token (issue 20, decision 0045): the embedded identity
// provider gives the demo's partner client of the library in Gent a token (client_credentials, its
// generated secret), and the api, mounted beside it as in the product, takes that token on the /api/v4
// routes for exactly that organiser (a MEMBER's permissions): it checks An in. Another organiser's id gets
// the MEMBER-of-another 403, a holder route refuses the token, a wrong secret or a revoked client gets
// nothing. The two apps meet only here, in the host. PGlite, and PostgreSQL with DATABASE_URL.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPlugin } from "@vtp/api";
import { seedDemo } from "@vtp/api/seeds";
import { loadConfig, type AppConfig } from "@vtp/config";
import { getClientSecret, getPartnerClientSecret, partnerClientsDir } from "@vtp/config/secrets";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { registerHttpBaseline } from "@vtp/http";
import { createIdp, type Idp } from "@vtp/idp";
import { an, partnerClients } from "@vtp/personas";

const LIBRARY_CLIENT = partnerClients.find((c) => c.clientId === "partner-gent-bibliotheek")!;
const AALST_CLIENT = partnerClients.find((c) => c.clientId === "partner-aalst-cultuurcentrum")!;

let config: AppConfig;
let database: Database;
let app: FastifyInstance;
let idp: Idp;
let dataDir: string;
let origin: string;

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The token request a partner's system makes (RFC 6749 §4.4, client_secret_basic). */
async function clientCredentials(
  clientId: string,
  secret: string,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${origin}/oidc/token`, {
    method: "POST",
    headers: {
      ...headers,
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ grant_type: "client_credentials", scope: "partner-api", ...extra }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function tokenOf(clientId: string): Promise<string> {
  const answer = await clientCredentials(clientId, getPartnerClientSecret(config, clientId)!);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.access_token as string;
}

async function call(token: string, method: "GET" | "POST", url: string, body?: unknown) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, type: response.headers.get("content-type") ?? "", body: (await response.json()) as unknown };
}

async function organiserIdOf(clientId: string): Promise<number> {
  const row = await database.db
    .selectFrom("partner_clients")
    .select("organiser_id")
    .where("client_id", "=", clientId)
    .executeTakeFirstOrThrow();
  return row.organiser_id;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "vtp-partner-"));
  database = await createTestDatabase();
  await seedDemo(database.db, { now: new Date() });
  const port = await freePort();
  config = loadConfig({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
  });
  origin = config.publicUrl;
  app = Fastify({ logger: false });
  await registerHttpBaseline(app, config, { db: database.db });
  await app.register(apiPlugin, { prefix: "/api", config, db: database.db });
  idp = await createIdp({ config, db: database.db });
  await idp.mount(app);
  // The api fetches the provider's keys over HTTP, as in the product.
  await app.listen({ host: "127.0.0.1", port });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await idp?.close();
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("the partner API with a client-credentials token of the embedded provider", () => {
  it("gives the library's client a token for the api and checks An in through POST /api/v4/checkins", async () => {
    const secret = getPartnerClientSecret(config, LIBRARY_CLIENT.clientId)!;
    // Generated into the data folder, readable by its owner only.
    expect(statSync(path.join(partnerClientsDir(config), LIBRARY_CLIENT.clientId)).mode & 0o077).toBe(0);
    const answer = await clientCredentials(LIBRARY_CLIENT.clientId, secret);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ token_type: "Bearer", scope: "partner-api" });
    expect(answer.body.refresh_token).toBeUndefined();
    const token = answer.body.access_token as string;
    const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ aud: config.oidc.apiAudience, client_id: LIBRARY_CLIENT.clientId, sub: LIBRARY_CLIENT.clientId });

    const library = await organiserIdOf(LIBRARY_CLIENT.clientId);
    const permissions = await call(token, "GET", "/api/v4/permissions");
    expect(permissions.status, JSON.stringify(permissions.body)).toBe(200);
    const entries = permissions.body as { organizer: { id: string }; role: string; permissions: string[] }[];
    expect(entries.map((e) => [e.organizer.id, e.role])).toEqual([[String(library), "MEMBER"]]);
    expect(entries[0]!.permissions).toContain("CHECKINS_WRITE");
    expect(entries[0]!.permissions).not.toContain("EVENTS_UPDATE");

    const events = await call(token, "GET", `/api/v4/events?organizerId=${library}`);
    expect(events.status, JSON.stringify(events.body)).toBe(200);
    const event = (events.body as { member: { id: string }[] }).member[0];
    expect(event, "de bibliotheek heeft een activiteit").toBeDefined();

    const pointsBefore = await call(token, "GET", `/api/v4/passes?organizerId=${library}&identifier=${an.card!.number}`);
    expect(pointsBefore.status, JSON.stringify(pointsBefore.body)).toBe(200);
    const checkin = await call(token, "POST", `/api/v4/checkins?organizerId=${library}`, {
      uitpasNumber: an.card!.number,
      eventId: event!.id,
    });
    expect(checkin.status, JSON.stringify(checkin.body)).toBe(201);
    const pointsAfter = await call(token, "GET", `/api/v4/passes?organizerId=${library}&identifier=${an.card!.number}`);
    expect((pointsAfter.body as { points: number }).points).toBeGreaterThan((pointsBefore.body as { points: number }).points);

    // The audit log names the client, never an account.
    const audit = await database.db
      .selectFrom("staff_audit_log")
      .select(["account_id", "partner_client_id", "action"])
      .where("partner_client_id", "=", LIBRARY_CLIENT.clientId)
      .execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((row) => row.account_id === null)).toBe(true);
  });

  it("acts for its own organiser only: another organiser's id is 403 missing-permission, as for a MEMBER of another", async () => {
    const token = await tokenOf(LIBRARY_CLIENT.clientId);
    const aalst = await organiserIdOf(AALST_CLIENT.clientId);
    const refused = await call(token, "GET", `/api/v4/events?organizerId=${aalst}`);
    expect(refused.status).toBe(403);
    expect(refused.type).toMatch(/^application\/problem\+json/);
    expect(refused.body).toMatchObject({ type: expect.stringMatching(/missing-permission$/), status: 403 });
    expect((refused.body as { endUserMessage: { nl: string } }).endUserMessage.nl).toMatch(/^[A-Z].+\.$/);
  });

  it("is refused by the holder routes (401), and a holder's scopes are never given to a partner client", async () => {
    const token = await tokenOf(LIBRARY_CLIENT.clientId);
    const profile = await fetch(`${origin}/api/enduser/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(profile.status).toBe(401);
    expect(profile.headers.get("www-authenticate")).toContain("invalid_token");
    const wider = await clientCredentials(LIBRARY_CLIENT.clientId, getPartnerClientSecret(config, LIBRARY_CLIENT.clientId)!, {
      scope: "openid profile email offline_access",
    });
    expect(wider.status).toBe(400);
    expect(wider.body.error).toBe("invalid_scope");
    // Asking no scope (RFC 6749 §4.4) gives the client's one scope: the token works.
    const bare = await clientCredentials(LIBRARY_CLIENT.clientId, getPartnerClientSecret(config, LIBRARY_CLIENT.clientId)!, { scope: "" });
    expect(bare.status, JSON.stringify(bare.body)).toBe(200);
    const bareClaims = JSON.parse(Buffer.from((bare.body.access_token as string).split(".")[1]!, "base64url").toString()) as {
      scope?: string;
    };
    expect(bareClaims.scope).toBe("partner-api");
    expect((await call(bare.body.access_token as string, "GET", "/api/v4/permissions")).status).toBe(200);
  });

  it("answers the product's own pages in the browser (/api/docs's Authorize), and no other origin", async () => {
    const secret = getPartnerClientSecret(config, LIBRARY_CLIENT.clientId)!;
    const own = await clientCredentials(LIBRARY_CLIENT.clientId, secret, {}, { origin });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const other = await clientCredentials(LIBRARY_CLIENT.clientId, secret, {}, { origin: "https://ander.voorbeeld.test" });
    expect(other.status).toBe(400);
    expect(other.body.access_token).toBeUndefined();
  });

  it("gives no token for a wrong secret, an unknown client or the web client, and a revoked client's token stops working", async () => {
    expect((await clientCredentials(LIBRARY_CLIENT.clientId, "fout-geheim-fout-geheim-fout-geheim")).body.error).toBe("invalid_client");
    expect((await clientCredentials("partner-onbekend", "fout-geheim-fout-geheim-fout-geheim")).body.error).toBe("invalid_client");
    const web = await clientCredentials(config.oidc.clientId, getClientSecret(config));
    expect(web.status).toBe(400);
    expect(web.body.access_token).toBeUndefined();

    const token = await tokenOf(AALST_CLIENT.clientId);
    const aalst = await organiserIdOf(AALST_CLIENT.clientId);
    expect((await call(token, "GET", `/api/v4/events?organizerId=${aalst}`)).status).toBe(200);
    await database.db
      .updateTable("partner_clients")
      .set({ revoked_at: new Date() })
      .where("client_id", "=", AALST_CLIENT.clientId)
      .execute();
    const after = await call(token, "GET", `/api/v4/events?organizerId=${aalst}`);
    expect(after.status).toBe(401);
    expect(after.type).toMatch(/^application\/problem\+json/);
    const again = await clientCredentials(AALST_CLIENT.clientId, getPartnerClientSecret(config, AALST_CLIENT.clientId)!);
    expect(again.body.error).toBe("invalid_client");
  });
});
