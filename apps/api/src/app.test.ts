import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "@vtp/config";
import { healthResponseSchema } from "@vtp/contracts/health";
import { endpointProblemCodes, type EndpointDeclaration } from "@vtp/contracts/endpoint";
import { apiEndpoints } from "@vtp/contracts/endpoints";
import { problemCodes, problemSchema, type ProblemCode } from "@vtp/contracts/problem";
import { buildApiServer } from "./app.ts";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";

const silent = new Writable({ write: (_chunk, _encoding, callback) => callback() });
const config = loadConfig({ NODE_ENV: "test", ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) });

let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApiServer({ config, db: database.db, logStream: silent });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("GET /api/health", () => {
  it("answers ok with the database kind in use", async () => {
    const res = await app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    const body = healthResponseSchema.parse(res.json());
    expect(body.status).toBe("ok");
    expect(body.database).toBe(database.kind);
    expect(body.database).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-security-policy"]).toContain("'nonce-");
  });

  it("answers 503 problem JSON when the database is gone", async () => {
    const broken = await createTestDatabase();
    const brokenApp = await buildApiServer({ config, db: broken.db, logStream: silent });
    try {
      await broken.close();
      const res = await brokenApp.inject({ url: "/api/health" });
      expect(res.statusCode).toBe(503);
      expect(problemSchema.parse(res.json())).toMatchObject({ type: "/problems/unavailable", status: 503 });
    } finally {
      await brokenApp.close();
    }
  });
});

describe("OpenAPI", () => {
  it("publishes a 3.1 document generated from the zod contracts", async () => {
    const res = await app.inject({ url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = JSON.parse(res.body) as {
      openapi: string;
      info: { title: string };
      paths: Record<
        string,
        Record<
          string,
          {
            responses: Record<
              string,
              { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> }
            >;
          }
        >
      >;
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBe("UiTPAS API");
    expect(Object.keys(doc.paths)).toContain("/api/health");
    expect(Object.keys(doc.paths).some((p) => p.startsWith("/api/docs") || p === "/api/openapi.json")).toBe(false);
    const ok = doc.paths["/api/health"]?.get?.responses["200"]?.content["application/json"]?.schema;
    expect(ok?.required).toEqual(["status", "database", "version", "uptimeSeconds"]);
    expect(ok?.properties?.database).toEqual({ type: "string", enum: ["pglite", "postgres"] });
    const problem = doc.paths["/api/health"]?.get?.responses["503"]?.content["application/problem+json"]?.schema;
    expect(problem?.required).toContain("endUserMessage");
    expect(problem?.properties?.code).toEqual({ type: "string", enum: ["unavailable"] });
  });

  it("serves and documents exactly the declared endpoints, each problem under its status", async () => {
    const doc = (await app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            operationId: string;
            responses: Record<string, { content?: Record<string, { schema: { properties?: { code?: { enum?: string[] } } } }> }>;
          }
        >
      >;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
    );
    const declared = Object.values(apiEndpoints);
    expect(documented.map((d) => d.key).sort()).toEqual(
      declared.map((e) => `${e.method} /api${e.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`).sort(),
    );
    for (const endpoint of declared) {
      const operation = documented.find((d) => d.operation.operationId === endpoint.operationId)?.operation;
      expect(operation, endpoint.operationId).toBeDefined();
      const codes = Object.entries(operation!.responses).flatMap(
        ([, response]) => response.content?.["application/problem+json"]?.schema.properties?.code?.enum ?? [],
      );
      expect(codes.sort(), endpoint.operationId).toEqual(endpointProblemCodes(endpoint).sort());
      // The declared success answer is documented, and a 201 is never also documented as 200.
      const success = String((endpoint as EndpointDeclaration).successStatus ?? 200);
      expect(Object.keys(operation!.responses), endpoint.operationId).toContain(success);
      if (success === "201") expect(Object.keys(operation!.responses), endpoint.operationId).not.toContain("200");
      for (const [status, response] of Object.entries(operation!.responses)) {
        for (const code of response.content?.["application/problem+json"]?.schema.properties?.code?.enum ?? []) {
          expect(problemCodes[code as ProblemCode].status, `${endpoint.operationId} ${code}`).toBe(Number(status));
        }
      }
    }
  });

  it("is browsable at /api/docs with same-origin scripts only", async () => {
    const res = await app.inject({ url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\/static\//);
      expect(inline?.trim()).toBe("");
    }
    const init = await app.inject({ url: "/api/docs/static/swagger-initializer.js" });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain("json");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self' 'nonce-");
  });
});
