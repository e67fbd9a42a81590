// The global rate limit of the HTTP baseline (security review, issue 6): its limit comes from
// config.rateLimit.perMinute, static files never count, a visitor is an IPv4 address or an IPv6 /64, and
// with config.rateLimit.shared the counters live in the database so several processes count together.
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type AppConfig } from "@vtp/config";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { fastifyServerOptions, registerHttpBaseline } from "./baseline.ts";

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const config = (perMinute: number, shared = false): AppConfig => {
  const base = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: String(perMinute), TRUST_PROXY: "1" });
  return { ...base, rateLimit: { ...base.rateLimit, shared } };
};

const flushes = new WeakMap<FastifyInstance, () => Promise<void>>();

async function server(cfg: AppConfig): Promise<FastifyInstance> {
  const app = Fastify(fastifyServerOptions(cfg));
  apps.push(app);
  const baseline = await registerHttpBaseline(app, cfg, { db: database.db });
  flushes.set(app, baseline.flushRateLimits);
  const ok = async () => "ok";
  for (const path of [
    "/assets/app-3f2a.js",
    "/sw.js",
    "/pwa.js",
    "/manifest.webmanifest",
    "/icons/icon-192.png",
    "/favicon.ico",
    "/offline.html",
  ]) {
    app.get(path, ok);
  }
  app.get("/", ok);
  app.get("/api/ping", ok);
  // React Router's catch-all: a page, also for a path that merely looks like a file.
  app.get("/*", ok);
  await app.ready();
  return app;
}

const from = (ip: string) => ({ "x-forwarded-for": ip });

describe("the global rate limit", () => {
  it("takes its limit from config.rateLimit.perMinute (default 1200)", async () => {
    expect(loadConfig({ NODE_ENV: "test" }).rateLimit.perMinute).toBe(1200);
    const app = await server(config(25));
    const res = await app.inject({ url: "/", headers: from("198.51.100.1") });
    expect(res.headers["x-ratelimit-limit"]).toBe("25");
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await app.inject({ url: "/api/ping", headers: from("198.51.100.1") })).statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });

  it("never counts static files, the service worker, the manifest and icons", async () => {
    const app = await server(config(10));
    for (let i = 0; i < 15; i++) {
      for (const url of [
        "/assets/app-3f2a.js",
        "/sw.js",
        "/pwa.js",
        "/manifest.webmanifest",
        "/icons/icon-192.png",
        "/favicon.ico",
        "/offline.html",
      ]) {
        const res = await app.inject({ url, headers: from("198.51.100.2") });
        expect(res.statusCode, url).toBe(200);
      }
    }
    // Pages still have all ten.
    for (let i = 0; i < 10; i++) expect((await app.inject({ url: "/", headers: from("198.51.100.2") })).statusCode).toBe(200);
    expect((await app.inject({ url: "/", headers: from("198.51.100.2") })).statusCode).toBe(429);
  });

  it("counts a page that merely looks like a file (the catch-all route)", async () => {
    const app = await server(config(10));
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await app.inject({ url: "/nergens.png", headers: from("198.51.100.3") })).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });

  it("counts an IPv6 visitor per /64, and other visitors apart", async () => {
    const app = await server(config(10));
    for (let i = 0; i < 10; i++) {
      expect((await app.inject({ url: "/", headers: from(`2001:db8:aa:bb::${(i + 1).toString(16)}`) })).statusCode).toBe(200);
    }
    expect((await app.inject({ url: "/", headers: from("2001:db8:aa:bb:ffff::1") })).statusCode).toBe(429);
    expect((await app.inject({ url: "/", headers: from("2001:db8:aa:bc::1") })).statusCode).toBe(200);
    expect((await app.inject({ url: "/", headers: from("198.51.100.4") })).statusCode).toBe(200);
  });

  it("shares the count between two processes on one database when config.rateLimit.shared", async () => {
    const [a, b] = [await server(config(10, true)), await server(config(10, true))];
    const flush = async () => {
      await flushes.get(a)!();
      await flushes.get(b)!();
    };
    for (let i = 0; i < 5; i++) {
      expect((await a.inject({ url: "/", headers: from("198.51.100.5") })).statusCode).toBe(200);
      expect((await b.inject({ url: "/", headers: from("198.51.100.5") })).statusCode).toBe(200);
    }
    // Each process counts in memory and adds its hits to the shared counter in batches (decision 0018):
    // a adds its 5 (total 5), then b its 5 (total 10), so b knows every hit and refuses the 11th.
    await flush();
    const refused = await b.inject({ url: "/", headers: from("198.51.100.5") });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // a learned the total of 5 when it added; its next addition answers the shared total of 12, after
    // which a refuses too.
    await a.inject({ url: "/", headers: from("198.51.100.5") });
    await flush();
    expect((await a.inject({ url: "/", headers: from("198.51.100.5") })).statusCode).toBe(429);
    await flush();
    const rows = await database.db
      .selectFrom("rate_limit_counters")
      .select(["key", "count"])
      .where("key", "=", "http:198.51.100.5")
      .execute();
    expect(rows.map((r) => Number(r.count))).toEqual([13]);
  });

  it("limits exactly within one process before any batch reaches the database (shared)", async () => {
    const app = await server(config(10, true));
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await app.inject({ url: "/", headers: from("198.51.100.7") })).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("keeps the counters in memory without the shared setting", async () => {
    const [a, b] = [await server(config(10)), await server(config(10))];
    for (let i = 0; i < 10; i++) expect((await a.inject({ url: "/", headers: from("198.51.100.6") })).statusCode).toBe(200);
    expect((await b.inject({ url: "/", headers: from("198.51.100.6") })).statusCode).toBe(200);
  });

  it("refuses to start shared without a database", async () => {
    const app = Fastify();
    apps.push(app);
    await expect(registerHttpBaseline(app, config(10, true))).rejects.toThrow(/database/);
  });
});
