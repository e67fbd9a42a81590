// `npm run dev` serves the web app from its sources through Vite inside the real host.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "@vtp/config";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { createServer, type ProductServer } from "./app.ts";

let database: Database;
let server: ProductServer;
let dataDir: string;
const renders: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "vtp-dev-"));
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "development", PUBLIC_URL: "http://127.0.0.1:3000", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  server = await createServer({ config, database, vite: true, onRender: (p) => renders.push(p) });
});

afterAll(async () => {
  await server?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run dev", () => {
  it("renders pages from the sources, with Vite's client and module URLs, and never from the render-once cache", async () => {
    const page = await server.app.inject({ url: "/styleguide" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("virtual:react-router/inject-hmr-runtime");
    // Vite injects the styles of the modules it serves without a nonce (decision 0031).
    expect(page.headers["content-security-policy"]).toContain("style-src 'self' 'unsafe-inline';");
    expect((await server.app.inject({ url: "/@vite/client" })).statusCode).toBe(200);
    expect((await server.app.inject({ url: "/app/root.tsx" })).statusCode).toBe(200);
    await server.app.inject({ url: "/privacy" });
    await server.app.inject({ url: "/privacy" });
    expect(renders.filter((p) => p === "/privacy")).toHaveLength(2);
  });

  it("keeps the API and the identity provider of the same process", async () => {
    expect((await server.app.inject({ url: "/api/health" })).statusCode).toBe(200);
    expect((await server.app.inject({ url: "/oidc/.well-known/openid-configuration" })).statusCode).toBe(200);
  });
});
