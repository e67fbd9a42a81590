import { Readable, Writable } from "node:stream";
import zlib from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { loadConfig, type AppConfig } from "@vtp/config";
import { ProblemError, problemSchema } from "@vtp/contracts/problem";
import { fastifyServerOptions, registerHttpBaseline, routeRateLimit } from "./baseline.ts";
import { serializerCompiler } from "fastify-type-provider-zod";
import { zodValidatorCompiler } from "./validate.ts";

class LogCapture extends Writable {
  lines: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.lines.push(
      ...chunk
        .toString("utf8")
        .split("\n")
        .filter((l) => l !== ""),
    );
    callback();
  }
  get text(): string {
    return this.lines.join("\n");
  }
  records(): Array<Record<string, unknown>> {
    return this.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  }
}

const signupSchema = z.object({
  email: z.email(),
  name: z.string().min(1),
  address: z.object({ postalCode: z.string().regex(/^\d{4}$/, "Vul een geldige postcode in.") }),
});

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function buildTestApp(
  config: AppConfig = loadConfig({ NODE_ENV: "test" }),
  logs: LogCapture = new LogCapture(),
): Promise<FastifyInstance> {
  const app = Fastify(fastifyServerOptions(config, logs));
  apps.push(app);
  await registerHttpBaseline(app, config);
  await app.register(
    async (api) => {
      api.setValidatorCompiler(zodValidatorCompiler);
      api.setSerializerCompiler(serializerCompiler);
      api.get("/ping", async () => ({ pong: true }));
      api.get("/groot", async () => ({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, titel: `Voordeel ${i}` })) }));
      api.post("/aanmelden", { schema: { body: signupSchema } }, async (request) => ({ ok: (request.body as { name: string }).name }));
      api.post(
        "/aanmelden-met-pagina",
        { schema: { body: signupSchema, querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
        async (request) => ({ name: (request.body as { name: string }).name, page: (request.query as { page: number }).page }),
      );
      api.get("/punten", async () => {
        throw new ProblemError("NOT_POSSIBLE_POINTS_CONSTRAINT", { detail: "Saldo 2, nodig 5" });
      });
      api.get("/kapot", async () => {
        throw new Error("database exploded with password=hunter2 for card 1000000123456");
      });
      api.get("/database-weg", async () => {
        throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
      });
      api.get("/beperkt", { config: routeRateLimit(2, "1 minute") }, async () => ({ ok: true }));
      api.post("/log", async (request) => {
        request.log.info({ body: request.body, headers: request.headers }, "aanmelding voor kaart 1000000999998 met pin 1234");
        throw new Error("upstream weigerde Bearer sk_live_very_secret voor 1000 000 999 998");
      });
    },
    { prefix: "/api" },
  );
  for (const [path, type] of [
    ["/assets/app-1a2b.js", "application/javascript; charset=utf-8"],
    ["/assets/app-1a2b.css", "text/css; charset=utf-8"],
    ["/icons/icon-192.png", "image/png"],
    ["/sw.js", "application/javascript; charset=utf-8"],
    ["/icons/logo.svg", "image/svg+xml"],
  ] as const) {
    app.get(path, async (_request, reply) => reply.type(type).send("x"));
  }
  app.get("/pagina-kapot", async () => {
    throw new Error("render failed");
  });
  app.get("/pagina-zonder-database", async () => {
    throw Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
  });
  app.get("/rauw", (request, reply) => {
    // What Node-style middleware (the idp via middie) does: write the raw response directly.
    reply.hijack();
    reply.raw.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
    reply.raw.end(`nonce=${(request.raw as { cspNonce?: string }).cspNonce}`);
  });
  app.get("/stream", async (_request, reply) => {
    reply.type("text/html; charset=utf-8");
    return reply.send(
      Readable.from(['<!doctype html><html lang="nl"><body>', "<p>Vrije tijd voor iedereen</p>".repeat(200), "</body></html>"]),
    );
  });
  await app.ready();
  return app;
}

const SCRIPT_SRC = /script-src ([^;]*)/;

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  const csp = String(headers["content-security-policy"]);
  expect(csp).toMatch(
    /^default-src 'self'; script-src 'self' 'nonce-([A-Za-z0-9+/]{22}==)'; style-src 'self' 'nonce-\1'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'$/,
  );
  const scriptSrc = SCRIPT_SRC.exec(csp)?.[1] ?? "";
  expect(scriptSrc).not.toContain("unsafe-inline");
  // No eval of any kind: only the scan page may compile WebAssembly (content-security-policy.test.ts).
  expect(scriptSrc).not.toContain("unsafe-eval");
  expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["permissions-policy"]).toContain("camera=(self)");
  expect(headers["permissions-policy"]).toContain("geolocation=(self)");
  expect(headers["x-powered-by"]).toBeUndefined();
  expect(headers["x-request-id"]).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
}

describe("security headers", () => {
  it("are on a JSON response, an API 404, a thrown error and an HTML error page", async () => {
    const app = await buildTestApp();
    for (const [url, status, accept] of [
      ["/api/ping", 200, "application/json"],
      ["/api/bestaat-niet", 404, "application/json"],
      ["/api/kapot", 500, "application/json"],
      ["/pagina-kapot", 500, "text/html"],
      ["/onbekend", 404, "text/html"],
    ] as const) {
      const res = await app.inject({ url, headers: { accept } });
      expect(res.statusCode, url).toBe(status);
      expectSecurityHeaders(res.headers);
    }
  });

  it("are also on responses written directly to the raw response (middleware)", async () => {
    const app = await buildTestApp();
    const res = await app.inject({ url: "/rauw" });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
    expect(res.body).toBe(`nonce=${nonce}`);
  });

  it("leave the document-only headers off scripts, styles and images, but not off the service worker or SVG", async () => {
    const app = await buildTestApp();
    for (const url of ["/assets/app-1a2b.js", "/assets/app-1a2b.css", "/icons/icon-192.png"]) {
      const res = await app.inject({ url });
      expect(res.headers["content-security-policy"], url).toBeUndefined();
      expect(res.headers["permissions-policy"], url).toBeUndefined();
      expect(res.headers["x-frame-options"], url).toBeUndefined();
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
    }
    for (const url of ["/sw.js", "/icons/logo.svg"]) expectSecurityHeaders((await app.inject({ url })).headers);
  });

  it("uses a fresh nonce per request and exposes it on the request", async () => {
    const app = await buildTestApp();
    const a = await app.inject({ url: "/api/ping" });
    const b = await app.inject({ url: "/api/ping" });
    expect(a.headers["content-security-policy"]).not.toBe(b.headers["content-security-policy"]);
  });
});

describe("server options", () => {
  it("trusts X-Forwarded-For only from loopback (the web server) by default, never a client's own entry", async () => {
    const ipOf = async (env: Record<string, string>, remoteAddress: string, xff: string) => {
      const app = Fastify(fastifyServerOptions(loadConfig({ NODE_ENV: "test", ...env })));
      app.get("/ip", async (request) => ({ ip: request.ip }));
      const ip = (await app.inject({ method: "GET", url: "/ip", remoteAddress, headers: { "x-forwarded-for": xff } })).json().ip;
      await app.close();
      return ip;
    };
    // Default: the web server on loopback forwards the visitor; anyone else is taken at its socket address.
    expect(await ipOf({}, "127.0.0.1", "198.51.100.7")).toBe("198.51.100.7");
    expect(await ipOf({}, "203.0.113.5", "198.51.100.7")).toBe("203.0.113.5");
    // One load balancer: its appended entry counts, what the client wrote before it does not.
    expect(await ipOf({ TRUST_PROXY: "1" }, "10.0.0.2", "6.6.6.6, 198.51.100.7")).toBe("198.51.100.7");
    expect(await ipOf({ TRUST_PROXY: "1" }, "127.0.0.1", "198.51.100.7")).toBe("198.51.100.7");
    // The load balancer's CIDR: trusted; any other peer is not.
    expect(await ipOf({ TRUST_PROXY: "10.0.0.0/8" }, "10.1.2.3", "6.6.6.6, 198.51.100.7")).toBe("198.51.100.7");
    expect(await ipOf({ TRUST_PROXY: "10.0.0.0/8" }, "203.0.113.5", "6.6.6.6")).toBe("203.0.113.5");
  });
});

describe("request ids", () => {
  it("echoes a sane incoming x-request-id and replaces anything else", async () => {
    const app = await buildTestApp();
    const ok = await app.inject({ url: "/api/ping", headers: { "x-request-id": "lb-7f3a_01" } });
    expect(ok.headers["x-request-id"]).toBe("lb-7f3a_01");
    for (const bad of ["<script>alert(1)</script>", "a".repeat(65), "met spatie"]) {
      const res = await app.inject({ url: "/api/ping", headers: { "x-request-id": bad } });
      expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe("problem JSON", () => {
  it("answers an unknown API route with a 404 problem", async () => {
    const app = await buildTestApp();
    const res = await app.inject({ url: "/api/bestaat-niet", headers: { "x-request-id": "r-404" } });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/problem\+json/);
    expect(problemSchema.parse(res.json())).toMatchObject({
      type: "/problems/not-found",
      status: 404,
      endUserMessage: { nl: "Dit werd niet gevonden." },
      requestId: "r-404",
    });
  });

  it("turns zod route-schema failures into a validation problem with JSON pointers and Dutch messages", async () => {
    const app = await buildTestApp();
    const res = await app.inject({ method: "POST", url: "/api/aanmelden", payload: { email: "geen-mail", address: { postalCode: "90" } } });
    expect(res.statusCode).toBe(400);
    const problem = problemSchema.parse(res.json());
    expect(problem.type).toBe("/problems/validation");
    expect(problem.endUserMessage.nl).toBe("Niet alle velden zijn correct ingevuld.");
    expect(problem.schemaErrors).toEqual([
      { jsonPointer: "/email", error: "Dit is een ongeldig e-mailadres" },
      { jsonPointer: "/name", error: "Dit veld is verplicht." },
      { jsonPointer: "/address/postalCode", error: "Vul een geldige postcode in." },
    ]);
  });

  it("validates the query string with the route's schema, coerced", async () => {
    const app = await buildTestApp();
    const good = await app.inject({
      method: "POST",
      url: "/api/aanmelden-met-pagina?page=2",
      payload: { email: "an.peeters@voorbeeld.test", name: "An", address: { postalCode: "9000" } },
    });
    expect(good.json()).toEqual({ name: "An", page: 2 });
    const bad = await app.inject({
      method: "POST",
      url: "/api/aanmelden-met-pagina?page=0",
      payload: { email: "an.peeters@voorbeeld.test", name: "An", address: { postalCode: "9000" } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().schemaErrors).toEqual([{ jsonPointer: "/page", error: "Het getal moet minstens 1 zijn." }]);
  });

  it("answers malformed JSON with a 400 problem", async () => {
    const app = await buildTestApp();
    const res = await app.inject({
      method: "POST",
      url: "/api/aanmelden",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(res.statusCode).toBe(400);
    expect(problemSchema.parse(res.json()).type).toBe("/problems/bad-request");
  });

  it("passes expected refusals through with their code and Dutch message", async () => {
    const app = await buildTestApp();
    const res = await app.inject({ url: "/api/punten" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      type: "/problems/NOT_POSSIBLE_POINTS_CONSTRAINT",
      code: "NOT_POSSIBLE_POINTS_CONSTRAINT",
      detail: "Saldo 2, nodig 5",
      endUserMessage: { nl: "Je hebt niet genoeg punten om dit voordeel om te ruilen." },
    });
  });

  it("masks unexpected errors and logs them with the request id", async () => {
    const logs = new LogCapture();
    const app = await buildTestApp(loadConfig({ NODE_ENV: "test" }), logs);
    const res = await app.inject({ url: "/api/kapot", headers: { "x-request-id": "req-kapot-1" } });
    expect(res.statusCode).toBe(500);
    const problem = problemSchema.parse(res.json());
    expect(problem).toEqual({
      type: "/problems/internal",
      code: "internal",
      title: "Internal server error",
      status: 500,
      endUserMessage: { nl: "Er is een technische fout opgetreden. Probeer het later opnieuw." },
      requestId: "req-kapot-1",
    });
    expect(res.body).not.toContain("exploded");
    const logged = logs.records().find((r) => r.msg === "unexpected error");
    expect(logged).toMatchObject({ level: 50, requestId: "req-kapot-1" });
    expect(JSON.stringify(logged)).toContain("database exploded");
    expect(logs.text).not.toContain("hunter2");
    expect(logs.text).not.toContain("1000000123456");
  });

  it("answers 503 with Retry-After while the database cannot be reached, as a warning without a stack (issue 18)", async () => {
    const logs = new LogCapture();
    const app = await buildTestApp(loadConfig({ NODE_ENV: "test" }), logs);
    const res = await app.inject({ url: "/api/database-weg", headers: { "x-request-id": "req-weg-1" } });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.headers["content-type"]).toMatch(/^application\/problem\+json/);
    expect(problemSchema.parse(res.json())).toMatchObject({
      code: "unavailable",
      status: 503,
      endUserMessage: { nl: "We zijn even niet bereikbaar. Probeer het over enkele ogenblikken opnieuw." },
    });
    expect(logs.records().find((r) => r.requestId === "req-weg-1" && r.msg === "database unavailable")).toMatchObject({ level: 40 });
    expect(logs.records().some((r) => r.msg === "unexpected error")).toBe(false);

    const page = await app.inject({ url: "/pagina-zonder-database", headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(503);
    expect(page.headers["retry-after"]).toBe("5");
    expect(page.body).toContain("We zijn even niet bereikbaar");
  });

  it("answers a browser navigation outside the API with a Dutch error page", async () => {
    const app = await buildTestApp();
    const res = await app.inject({ url: "/pagina-kapot", headers: { accept: "text/html,application/xhtml+xml" } });
    expect(res.statusCode).toBe(500);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("Er is een fout opgetreden");
    expect(res.body).toContain("Terug naar de startpagina");
    expect(res.body).not.toContain("render failed");
  });
});

describe("compression", () => {
  it("sends brotli when asked for a response over 1 KB", async () => {
    const app = await buildTestApp();
    const res = await app.inject({ url: "/api/groot", headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers["content-encoding"]).toBe("br");
    const json = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString("utf8")) as { items: unknown[] };
    expect(json.items).toHaveLength(200);
  });

  it("sends gzip to clients without brotli and nothing for small bodies", async () => {
    const app = await buildTestApp();
    const gz = await app.inject({ url: "/api/groot", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString("utf8")).items).toHaveLength(200);
    const small = await app.inject({ url: "/api/ping", headers: { "accept-encoding": "br" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("compresses streamed HTML (as server-side rendering sends it)", async () => {
    const app = await buildTestApp();
    const res = await app.inject({ url: "/stream", headers: { "accept-encoding": "br" } });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(res.rawPayload).toString("utf8")).toContain("Vrije tijd voor iedereen");
    expectSecurityHeaders(res.headers);
  });
});

describe("rate limiting", () => {
  it("answers 429 problem JSON with Retry-After once a route's limit is used up", async () => {
    const app = await buildTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.inject({ url: "/api/beperkt" })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const res = await app.inject({ url: "/api/beperkt" });
    expect(res.statusCode).toBe(429);
    expect(res.headers["content-type"]).toMatch(/^application\/problem\+json/);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(problemSchema.parse(res.json())).toMatchObject({
      type: "/problems/rate-limited",
      endUserMessage: { nl: "Te veel pogingen. Probeer het later opnieuw." },
    });
    expectSecurityHeaders(res.headers);
  });

  it("applies the generous global limit to other routes", async () => {
    const app = await buildTestApp();
    const res = await app.inject({ url: "/api/ping" });
    expect(res.headers["x-ratelimit-limit"]).toBe("1200");
  });
});

describe("log redaction", () => {
  it("never writes tokens, credentials, pins, national numbers or full card numbers", async () => {
    const logs = new LogCapture();
    const app = await buildTestApp(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info" }), logs);
    const secrets = {
      bearer: "eyJhbGciOiJSUzI1NiJ9.c2VjcmV0LXBheWxvYWQ.sig",
      cookie: "auth=sess_0123456789abcdef",
      code: "authcode-5f2d",
      accessToken: "at-9d8c7b6a",
      password: "Vrijetijd!2026",
      insz: "85073003328",
      cardNumber: "1000000999998",
    };
    const res = await app.inject({
      method: "POST",
      url: `/api/log?code=${secrets.code}&access_token=${secrets.accessToken}&kaart=${secrets.cardNumber}`,
      headers: { authorization: `Bearer ${secrets.bearer}`, cookie: secrets.cookie },
      payload: { password: secrets.password, pin: "4321", insz: secrets.insz, name: "An Peeters" },
    });
    expect(res.statusCode).toBe(500);
    expect(logs.lines.length).toBeGreaterThanOrEqual(3);
    for (const [name, value] of Object.entries(secrets)) {
      expect(logs.text, name).not.toContain(value);
    }
    expect(logs.text).not.toContain("4321");
    expect(logs.text).not.toContain("sk_live_very_secret");
    expect(logs.text).not.toContain("1000 000 999 998");
    // The masked forms are there, so the lines were written and are still useful.
    expect(logs.text).toContain("*********9998");
    expect(logs.text).toContain("An Peeters");
    const incoming = logs.records().find((r) => r.msg === "incoming request") as { req: { url: string } } | undefined;
    expect(incoming?.req.url).toBe("/api/log?code=[REDACTED]&access_token=[REDACTED]&kaart=*********9998");
  });
});
