// The staff module: GET /api/v4/permissions for each demo staff member ("Laatst gebruikt" first, roles,
// permissions, the region's organisers for card-system staff), the declared access of organiser- and
// region-scoped routes on probe routes served like every staff route, the last used organiser and the
// audit log. On the seeded demo data.
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { loadConfig } from "@vtp/config";
import { defineEndpoint } from "@vtp/contracts/endpoint";
import { databaseIdParam } from "@vtp/contracts/fields";
import { permissionsResponseSchema } from "@vtp/contracts/staff";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { fastifyServerOptions, registerHttpBaseline, zodValidatorCompiler } from "@vtp/http";
import { bram, els, katrien } from "@vtp/personas";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import {
  buildIdentityTestServer,
  createFakeTokenIssuer,
  type FakeTokenIssuer,
  type IdentityTestServer,
} from "../../testing/holder-auth.ts";
import { MATRIX_CALLERS, matrixCalls, matrixHeaders, organiserOf, staffPrincipalOf } from "../../testing/staff.ts";
import { serveStaffEndpoint } from "./access.ts";
import { recordAudit, rememberOrganiser } from "./service.ts";

let database: Database;
let server: IdentityTestServer;
const clock = () => FIXTURE_NOW;

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
});

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

async function permissionsOf(sub: string) {
  const res = await server.app.inject({
    url: "/api/v4/permissions",
    headers: { authorization: `Bearer ${await server.tokens.sign(sub)}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return permissionsResponseSchema.parse(res.json());
}

describe("GET /api/v4/permissions", () => {
  it("lists Els's organisers, the last used (the pool, MEMBER) first, then the library as ADMIN", async () => {
    const [pool, library, ...rest] = await permissionsOf(els.sub);
    expect(rest).toEqual([]);
    expect(pool).toMatchObject({ organizer: { id: String(await organiserOf(database.db, els, 1)) }, role: "MEMBER", lastUsed: true });
    expect(library).toMatchObject({ organizer: { id: String(await organiserOf(database.db, els, 0)) }, role: "ADMIN", lastUsed: false });
    expect(pool!.permissions).toContain("CHECKINS_WRITE");
    expect(pool!.permissions).not.toContain("ORGANIZERS_ADMINS_WRITE");
    expect(library!.permissions).toEqual(expect.arrayContaining(["CHECKINS_WRITE", "EVENTS_UPDATE", "ORGANIZERS_ADMINS_WRITE"]));
    expect(library!.organizer.address?.city).toBe("Gent");
    expect(library!.permissionDetails[0]).toMatchObject({ label: { nl: expect.stringMatching(/^[A-Z]/) }, cardSystemIds: [1] });
    expect(library!.permissionDetails.map((d) => d.id)).toEqual(library!.permissions);
  });

  it("lists Bram's one organiser in Aalst and gives Katrien her region's organisers with the region's rights", async () => {
    const bramList = await permissionsOf(bram.sub);
    expect(bramList).toHaveLength(1);
    expect(bramList[0]).toMatchObject({ role: "MEMBER", organizer: { address: { city: "Aalst" } } });
    const region = await permissionsOf(katrien.sub);
    const inGent = await database.db
      .selectFrom("organisers")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("card_system_id", "=", 1)
      .executeTakeFirstOrThrow();
    expect(region).toHaveLength(Number(inGent.n));
    for (const entry of region) {
      expect(entry.role).toBeNull();
      expect(entry.permissions).toEqual([
        "PERMISSIONS_READ",
        "ORGANIZERS_ADMINS_READ",
        "ORGANIZERS_ADMINS_WRITE",
        "ORGANIZERS_REPORTS",
        "ORGANIZERS_SEARCH",
      ]);
      expect(entry.permissions).not.toContain("CHECKINS_WRITE");
    }
  });

  it("is in the API's documentation, tagged as the partner API", async () => {
    const doc = (await server.app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<
        string,
        { get?: { operationId: string; tags: string[]; responses: Record<string, unknown>; security: Record<string, string[]>[] } }
      >;
      components: { securitySchemes: Record<string, unknown> };
    };
    const operation = doc.paths["/api/v4/permissions"]?.get;
    expect(operation?.operationId).toBe("getPermissions");
    // A staff member's token or a partner client's (decision 0045).
    expect(operation?.security).toEqual([{ bearerAuth: [] }, { partnerClient: ["partner-api"] }]);
    expect(doc.components.securitySchemes.partnerClient).toEqual({
      type: "oauth2",
      flows: {
        clientCredentials: { tokenUrl: "http://127.0.0.1:3000/oidc/token", scopes: { "partner-api": expect.any(String) } },
      },
    });
    expect(operation?.tags).toEqual(["partner-api-v4"]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(["200", "401", "403"]));
  });
});

describe("the declared access of organiser and region routes", () => {
  const organiserQuery = z.object({ organizerId: databaseIdParam() }).strict();
  const probes = {
    member: defineEndpoint({
      ...{ method: "GET", path: "/v4/probe-member", operationId: "probeMember", summary: "Proef", tag: "proef", auth: "staff" },
      staffAccess: { scope: "organiser", role: "MEMBER", organiserFrom: { in: "query", name: "organizerId" } },
      query: organiserQuery,
      response: z.object({ ok: z.boolean() }),
      problems: [],
    }),
    admin: defineEndpoint({
      ...{ method: "GET", path: "/v4/probe-admin", operationId: "probeAdmin", summary: "Proef", tag: "proef", auth: "staff" },
      staffAccess: { scope: "organiser", role: "ADMIN", organiserFrom: { in: "query", name: "organizerId" } },
      query: organiserQuery,
      response: z.object({ ok: z.boolean() }),
      problems: [],
    }),
    region: defineEndpoint({
      ...{ method: "GET", path: "/v4/probe-region", operationId: "probeRegion", summary: "Proef", tag: "proef", auth: "staff" },
      staffAccess: { scope: "card-system", cardSystemFrom: { in: "query", name: "cardSystemId" } },
      query: z.object({ cardSystemId: databaseIdParam() }).strict(),
      response: z.object({ ok: z.boolean() }),
      problems: [],
    }),
  } as const;
  let probe: FastifyInstance;
  let sign: (sub: string) => Promise<string>;
  let tokens: FakeTokenIssuer;

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://127.0.0.1:3000" });
    tokens = await createFakeTokenIssuer(config, clock);
    sign = (sub) => tokens.sign(sub);
    probe = Fastify(fastifyServerOptions(config));
    await registerHttpBaseline(probe, config, { db: database.db });
    await probe.register(
      async (api) => {
        api.setValidatorCompiler(zodValidatorCompiler);
        api.setSerializerCompiler(serializerCompiler);
        const deps = {
          ...{ db: database.db, clock, verifyAccessToken: tokens.verifyAccessToken, secondFactorRequired: false },
          // An external issuer's new user ("ext-…"): provisioned on first sight, as the holder's routes do it.
          provisionAccount: async (_token: string, verified: { sub: string }) => {
            if (!verified.sub.startsWith("ext-")) return;
            await database.db
              .insertInto("identity_accounts")
              .values({ sub: verified.sub, email: `${verified.sub}@example.org`, email_verified: true })
              .execute();
          },
        };
        for (const endpoint of Object.values(probes)) serveStaffEndpoint(api, endpoint, deps, async () => ({ ok: true }));
      },
      { prefix: "/api" },
    );
    await probe.ready();
  });
  afterAll(async () => {
    await probe?.close();
  });

  it("answers each caller as the matrix expects: MEMBER and ADMIN per organiser, region staff per region", async () => {
    const calls = await matrixCalls(database.db);
    const statuses: Record<string, number[]> = { member: [], admin: [], region: [] };
    for (const caller of MATRIX_CALLERS) {
      const { organiserId } = calls[caller];
      const headers = await matrixHeaders(tokens, calls[caller]);
      for (const [name, url] of [
        ["member", `/api/v4/probe-member?organizerId=${organiserId}`],
        ["admin", `/api/v4/probe-admin?organizerId=${organiserId}`],
        ["region", "/api/v4/probe-region?cardSystemId=1"],
      ] as const) {
        statuses[name]!.push((await probe.inject({ url, headers })).statusCode);
      }
    }
    // anonymous, holder, member of another, member, admin, card-system staff, partner client, partner client of another
    expect(statuses).toEqual({
      member: [401, 403, 403, 200, 200, 403, 200, 403],
      admin: [401, 403, 403, 403, 200, 403, 403, 403],
      region: [401, 403, 403, 403, 403, 200, 403, 403],
    });
    // A foreign organiser id is refused like any other; a bad id is a validation error for staff only.
    const admin = { authorization: `Bearer ${await sign(els.sub)}` };
    expect((await probe.inject({ url: "/api/v4/probe-admin?organizerId=999999", headers: admin })).statusCode).toBe(403);
    expect((await probe.inject({ url: "/api/v4/probe-admin?organizerId=x", headers: admin })).statusCode).toBe(400);
    expect((await probe.inject({ url: "/api/v4/probe-admin?organizerId=x" })).statusCode).toBe(401);
  });

  it("refuses a valid token without an account (401), and an external issuer's new user, once provisioned, as no staff (403)", async () => {
    const library = await organiserOf(database.db, els, 0);
    const url = `/api/v4/probe-member?organizerId=${library}`;
    const unknown = await probe.inject({ url, headers: { authorization: `Bearer ${await sign("nobody-here")}` } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers["www-authenticate"]).toBe('Bearer error="invalid_token"');
    const newcomer = await probe.inject({ url, headers: { authorization: `Bearer ${await sign("ext-newcomer")}` } });
    expect(newcomer.statusCode).toBe(403);
    expect(newcomer.json()).toMatchObject({ code: "not-staff" });
    const account = await database.db.selectFrom("identity_accounts").select("id").where("sub", "=", "ext-newcomer").executeTakeFirst();
    expect(account).toBeDefined();
  });
});

describe("the last used organiser and the audit log", () => {
  it("puts the organiser chosen last first, and refuses one the account is not staff of", async () => {
    const library = await organiserOf(database.db, els, 0);
    const principal = await staffPrincipalOf(database.db, els);
    await rememberOrganiser({ db: database.db, clock }, principal, library);
    const [first] = await permissionsOf(els.sub);
    expect(first).toMatchObject({ organizer: { id: String(library) }, lastUsed: true, role: "ADMIN" });
    const aalst = await organiserOf(database.db, bram, 0);
    await expect(rememberOrganiser({ db: database.db, clock }, principal, aalst)).rejects.toMatchObject({ code: "missing-permission" });
    const region = await staffPrincipalOf(database.db, katrien);
    await expect(rememberOrganiser({ db: database.db, clock }, region, library)).rejects.toMatchObject({ code: "missing-permission" });
  });

  it("appends who did what, for which organiser, with which holder, when", async () => {
    const library = await organiserOf(database.db, els, 0);
    const principal = await staffPrincipalOf(database.db, els);
    await recordAudit({ db: database.db, clock }, principal, {
      action: "holder.lookup",
      organiserId: library,
      holderId: "b0000000-0000-4000-8000-000000000001",
      object: { type: "card", id: "4010000120100" },
    });
    const rows = await database.db.selectFrom("staff_audit_log").selectAll().where("account_id", "=", els.accountId).execute();
    expect(rows).toMatchObject([
      { action: "holder.lookup", organiser_id: library, holder_id: "b0000000-0000-4000-8000-000000000001", object_id: "4010000120100" },
    ]);
    expect(rows[0]!.occurred_at.toISOString()).toBe(FIXTURE_NOW.toISOString());
  });
});
