// The operations endpoints (issue 24, decision 0034): /healthz, /readyz (database within a timeout,
// migrations current) and /metrics; open in the local demo, loopback or OPS_TOKEN in the public posture;
// never rate-limited, never logged per request. PGlite, or PostgreSQL with DATABASE_URL.
import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type DatabaseConnection, type Driver } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { problemSchema } from "@vtp/contracts/problem";
import { latestMigrationName, type Database } from "@vtp/db";
import type { DB } from "@vtp/db/schema";
import { createTestDatabase } from "@vtp/db/testing";
import { createMetrics } from "@vtp/http";
import { an } from "@vtp/personas";
import { buildApiServer } from "../../app.ts";
import { DEMO_CHECKIN_CODES } from "../../seeds/demo.ts";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, captureLogs, testConfig } from "../../testing/holder-auth.ts";
import { mayReadOps, sameToken } from "./access.ts";
import { checkReadiness } from "./service.ts";

const OPS_TOKEN = "ops-token-0123456789abcdefghijklmnopqrstuvwxyz";
const PUBLIC_ENV = {
  PUBLIC_URL: "https://pas.voorbeeld.be",
  SMTP_URL: "smtp://127.0.0.1:2525",
  INSZ_SECRET: Buffer.alloc(32, 7).toString("base64"),
  TRUST_PROXY: "10.0.0.0/8",
};
const OPS_PATHS = ["/healthz", "/readyz", "/metrics"];

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
}, 180_000);
afterAll(async () => database?.close());

/** A database that never answers (a silent network) or always fails (refused connections). */
function brokenDatabase(kind: "silent" | "refusing"): Kysely<DB> {
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: () =>
      kind === "silent"
        ? new Promise<DatabaseConnection>(() => undefined)
        : Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })),
    beginTransaction: async () => undefined,
    commitTransaction: async () => undefined,
    rollbackTransaction: async () => undefined,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

describe("/healthz and /readyz", () => {
  it("say alive and ready on a migrated database, uncached", async () => {
    const app = await buildApiServer({ config: testConfig(), db: database.db });
    try {
      const alive = await app.inject({ method: "GET", url: "/healthz" });
      expect(alive.statusCode).toBe(200);
      expect(alive.json()).toMatchObject({ status: "alive", version: expect.any(String) });
      const ready = await app.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(200);
      expect(ready.headers["cache-control"]).toBe("no-store");
      expect(ready.json()).toEqual({
        status: "ready",
        checks: { database: "ok", migrations: "ok" },
        migration: { latest: latestMigrationName, applied: latestMigrationName },
      });
      // /api/health, which the journeys and scripts poll, still answers as declared.
      expect((await app.inject({ method: "GET", url: "/api/health" })).json()).toMatchObject({ status: "ok" });
    } finally {
      await app.close();
    }
  });

  it("says 503 not-ready, migrations behind, when the code's newest migration is not applied", async () => {
    const app = await buildApiServer({ config: testConfig(), db: database.db });
    const row = await database.db
      .selectFrom("kysely_migration" as never)
      .selectAll()
      .where("name" as never, "=", latestMigrationName as never)
      .executeTakeFirstOrThrow();
    await database.db
      .deleteFrom("kysely_migration" as never)
      .where("name" as never, "=", latestMigrationName as never)
      .execute();
    try {
      const res = await app.inject({ method: "GET", url: "/readyz" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: "not-ready", checks: { database: "ok", migrations: "behind" } });
      expect(res.json().migration.applied).not.toBe(latestMigrationName);
      // /healthz does not read the database: the process is alive.
      expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await database.db
        .insertInto("kysely_migration" as never)
        .values(row as never)
        .execute();
      await app.close();
    }
  });

  it("says 503 database timeout within the short timeout when the database is silent, unreachable when it refuses", async () => {
    const started = Date.now();
    expect(await checkReadiness(brokenDatabase("silent"), 200)).toEqual({
      status: "not-ready",
      checks: { database: "timeout", migrations: "unknown" },
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await checkReadiness(brokenDatabase("refusing"), 200)).toEqual({
      status: "not-ready",
      checks: { database: "unreachable", migrations: "unknown" },
    });
    const app = await buildApiServer({ config: testConfig(), db: brokenDatabase("silent"), readyTimeoutMs: 200 });
    try {
      const res = await app.inject({ method: "GET", url: "/readyz" });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks.database).toBe("timeout");
      expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("are never rate-limited and never logged per request", async () => {
    const logs = captureLogs();
    const app = await buildApiServer({
      config: testConfig({ LOG_LEVEL: "info", RATE_LIMIT_PER_MINUTE: "10" }),
      db: database.db,
      logStream: logs.stream,
    });
    try {
      for (let i = 0; i < 12; i++) {
        for (const url of OPS_PATHS) expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(200);
      }
      expect(logs.text()).not.toMatch(/healthz|readyz|metrics/);
      // The api itself is limited (the same address, the same minute).
      const statuses = [];
      for (let i = 0; i < 11; i++) statuses.push((await app.inject({ method: "GET", url: "/api/health" })).statusCode);
      expect(statuses).toContain(429);
      expect(logs.text()).toContain("/api/health");
    } finally {
      await app.close();
    }
  });
});

describe("access in the public posture (decision 0034)", () => {
  const publicConfig = (env: Record<string, string> = {}) => testConfig({ ...PUBLIC_ENV, ...env });

  it("answers loopback, and anyone else only with the bearer OPS_TOKEN", async () => {
    const app = await buildApiServer({ config: publicConfig({ OPS_TOKEN }), db: database.db });
    try {
      for (const url of OPS_PATHS) {
        const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
          app.inject({ method: "GET", url, remoteAddress, headers });
        expect((await from("127.0.0.1")).statusCode, url).toBe(200);
        expect((await from("::1")).statusCode, url).toBe(200);
        expect((await from("203.0.113.9", { authorization: `Bearer ${OPS_TOKEN}` })).statusCode, url).toBe(200);
        expect((await from("203.0.113.9", { authorization: `bearer ${OPS_TOKEN}` })).statusCode, url).toBe(200);
        const refused: Record<string, string>[] = [
          {},
          { authorization: `Bearer ${OPS_TOKEN}x` },
          { authorization: `Bearer ${OPS_TOKEN.slice(1)}` },
          { authorization: OPS_TOKEN },
        ];
        for (const headers of refused) {
          const res = await from("203.0.113.9", headers);
          expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
          expect(problemSchema.parse(res.json()).code).toBe("forbidden");
        }
        // A visitor behind the load balancer is not loopback, also when it writes 127.0.0.1 itself.
        expect((await from("10.0.0.2", { "x-forwarded-for": "203.0.113.9" })).statusCode, url).toBe(403);
        expect((await from("10.0.0.2", { "x-forwarded-for": "127.0.0.1, 203.0.113.9" })).statusCode, url).toBe(403);
        expect((await from("10.0.0.2", { "x-forwarded-for": "203.0.113.9", authorization: `Bearer ${OPS_TOKEN}` })).statusCode, url).toBe(
          200,
        );
      }
    } finally {
      await app.close();
    }
  });

  it("refuses every bearer token when OPS_TOKEN is not set, and is open in the local demo", () => {
    const visitor = { ip: "203.0.113.9", headers: { authorization: "Bearer undefined" } };
    expect(mayReadOps(publicConfig(), visitor)).toBe(false);
    expect(mayReadOps(publicConfig(), { ...visitor, ip: "127.0.0.1" })).toBe(true);
    expect(mayReadOps(testConfig(), visitor)).toBe(true);
    expect(sameToken(OPS_TOKEN, OPS_TOKEN)).toBe(true);
    expect(sameToken(OPS_TOKEN, `${OPS_TOKEN}0`)).toBe(false);
  });
});

describe("/metrics", () => {
  it("counts check-ins and cash-ins: successes and refusals by problem code, and requests by route pattern", async () => {
    const server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
    try {
      const token = await server.tokens.sign(an.sub!);
      const checkIn = (headers: Record<string, string>) =>
        server.app.inject({ method: "POST", url: "/api/user/checkin", headers, payload: { code: DEMO_CHECKIN_CODES.gentBibliotheek } });
      expect((await checkIn({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
      expect((await checkIn({ authorization: `Bearer ${token}` })).statusCode).toBe(400);
      expect((await checkIn({})).statusCode).toBe(401);
      const cashIn = await server.app.inject({ method: "POST", url: "/api/user/promotion/cashin", payload: { promotionId: 1 } });
      expect(cashIn.statusCode).toBe(401);
      await server.app.inject({ method: "GET", url: `/api/locations/123456` });

      const res = await server.app.inject({ method: "GET", url: "/metrics" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = res.body;
      expect(text).toContain('vtp_api_operations_total{operation="checkIn",outcome="ok"} 1');
      expect(text).toContain('vtp_api_operations_total{operation="checkIn",outcome="CHECKIN_LIMIT_REACHED"} 1');
      expect(text).toContain('vtp_api_operations_total{operation="checkIn",outcome="unauthorized"} 1');
      expect(text).toContain('vtp_api_operations_total{operation="cashInPromotion",outcome="unauthorized"} 1');
      expect(text).toContain('vtp_http_requests_total{method="POST",route="/api/user/checkin",status="200"} 1');
      expect(text).toMatch(/vtp_http_requests_total\{method="GET",route="\/api\/locations\/:\w+",status="\d{3}"\} 1/);
      expect(text).not.toContain("123456");
      expect(text).not.toContain(an.sub!);
    } finally {
      await server.app.close();
    }
  });

  it("shows the pool's use on PostgreSQL and the process's default metrics", async () => {
    const metrics = createMetrics({ poolStats: () => database.poolStats() });
    const app = await buildApiServer({ config: testConfig(), db: database.db, metrics });
    try {
      await app.inject({ method: "GET", url: "/readyz" });
      const text = (await app.inject({ method: "GET", url: "/metrics" })).body;
      expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
      if (database.kind === "postgres") {
        expect(text).toMatch(/^vtp_db_pool_connections [1-9]\d*$/m);
        expect(text).toMatch(/^vtp_db_pool_waiting_requests 0$/m);
      } else {
        expect(text).not.toContain("vtp_db_pool_");
      }
    } finally {
      await app.close();
    }
  });
});
