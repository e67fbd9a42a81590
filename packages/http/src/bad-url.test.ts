// A path Fastify's router cannot decode (broken percent-encoding) is answered like every other refusal
// (issue 24, defect 5): problem JSON in Dutch with the security headers, never Fastify's own JSON.
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "@vtp/config";
import { problemSchema } from "@vtp/contracts/problem";
import { fastifyServerOptions, registerHttpBaseline } from "./baseline.ts";

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function buildApp(): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  const app = Fastify(fastifyServerOptions(config));
  apps.push(app);
  await registerHttpBaseline(app, config);
  app.get("/api/kaarten/:id", async () => ({ ok: true }));
  // The SSR catch-all of the host: every other path is a page.
  app.get("/*", async (_request, reply) => reply.type("text/html; charset=utf-8").send("<!doctype html><p>pagina</p>"));
  await app.ready();
  return app;
}

const BROKEN = ["/%E0%A4%A", "/api/%zz", "/api/kaarten/%zz", "/sparen/%", "/a%2?x=1"];

describe("a path with broken percent-encoding", () => {
  it("answers 400 problem JSON with a Dutch message, the request id and the security headers, on page and API paths", async () => {
    const app = await buildApp();
    for (const url of BROKEN) {
      const res = await app.inject({ url, headers: { "x-request-id": "kapotte-url" } });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers["content-type"], url).toMatch(/^application\/problem\+json/);
      const problem = problemSchema.parse(res.json());
      expect(problem, url).toMatchObject({ type: "/problems/bad-request", status: 400, requestId: "kapotte-url" });
      expect(problem.endUserMessage.nl, url).toBe("Dit webadres klopt niet: er staat een fout gecodeerd teken in.");
      expect(problem.detail, url).toMatch(/^Het pad bevat een ongeldige %-codering/);
      expect(res.body, url).not.toContain("FST_ERR_BAD_URL");
      expect(res.headers["content-security-policy"], url).toMatch(/script-src 'self' 'nonce-/);
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["x-request-id"], url).toBe("kapotte-url");
    }
  });

  it("answers a browser navigation with the Dutch error page, like any other failure outside the web app", async () => {
    const app = await buildApp();
    const page = await app.inject({ url: "/%E0%A4%A", headers: { accept: "text/html,application/xhtml+xml" } });
    expect(page.statusCode).toBe(400);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("Dit webadres klopt niet");
    expect(page.body).toContain("Terug naar de startpagina");
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
    // The API never answers HTML.
    const api = await app.inject({ url: "/api/%zz", headers: { accept: "text/html" } });
    expect(api.headers["content-type"]).toMatch(/^application\/problem\+json/);
  });

  it("leaves a broken query string to the page (its parser is lenient)", async () => {
    const app = await buildApp();
    expect((await app.inject({ url: "/zoeken?q=%zz" })).statusCode).toBe(200);
  });
});
