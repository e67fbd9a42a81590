// The product process mounts the operations endpoints at its root, before the pages' catch-all, and
// counts every answer of web, api and idp in one registry (issue 24, decision 0034).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "@vtp/config";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { createServer, type ProductServer } from "./app.ts";

describe("operations endpoints of the product process", () => {
  let database: Database;
  let server: ProductServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "vtp-ops-"));
    database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://127.0.0.1:3000", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    server = await createServer({ config, database });
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers /healthz and /readyz as JSON, not as a page", async () => {
    const alive = await server.app.inject({ method: "GET", url: "/healthz", headers: { accept: "text/html" } });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toMatchObject({ status: "alive" });
    const ready = await server.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ready", checks: { database: "ok", migrations: "ok" } });
  });

  it("shows every part's answers by route pattern, the pool's use on PostgreSQL and the process metrics", async () => {
    await server.app.inject({ method: "GET", url: "/robots.txt" });
    await server.app.inject({ method: "GET", url: "/api/health" });
    await server.app.inject({ method: "GET", url: "/oidc/.well-known/openid-configuration" });
    const res = await server.app.inject({ method: "GET", url: "/metrics" });
    expect(res.statusCode).toBe(200);
    const text = res.body;
    expect(text).toContain('vtp_http_requests_total{method="GET",route="/robots.txt",status="200"} 1');
    expect(text).toContain('vtp_http_requests_total{method="GET",route="/api/health",status="200"} 1');
    expect(text).toContain('vtp_api_operations_total{operation="getHealth",outcome="ok"} 1');
    // The identity provider answers as middleware under the pages' catch-all: labelled by its prefix.
    expect(text).toContain('vtp_http_requests_total{method="GET",route="/oidc/*",status="200"} 1');
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
    if (database.kind === "postgres") expect(text).toMatch(/^vtp_db_pool_max_connections \d+$/m);
    else expect(text).not.toContain("vtp_db_pool_");
  });
});
