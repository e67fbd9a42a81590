import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "@vtp/config";
import { ProblemError } from "@vtp/contracts/problem";
import { fastifyServerOptions, registerHttpBaseline } from "./baseline.ts";
import { createMetrics, routeLabel, type Metrics } from "./metrics.ts";

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function serverWith(metrics: Metrics): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: "silent" });
  const app = Fastify(fastifyServerOptions(config));
  await registerHttpBaseline(app, config, { metrics });
  app.get("/things/:id", async () => ({ ok: true }));
  // What serveEndpoint declares: the operationId in the route's schema.
  app.post("/api/cash-in", { schema: { operationId: "cashInPromotion" } }, async (request) => {
    if ((request.body as { code?: string }).code === "bad") throw new ProblemError("conflict");
    return { ok: true };
  });
  apps.push(app);
  await app.ready();
  return app;
}

/** The value of one series in the exposition text; undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("metrics (issue 24, operations)", () => {
  it("counts requests by route pattern and status, never by URL, with a latency histogram", async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const app = await serverWith(metrics);
    for (const id of ["1", "2", "Jan.Peeters@voorbeeld.test"]) await app.inject({ method: "GET", url: `/things/${id}?token=geheim` });
    await app.inject({ method: "GET", url: "/nergens/4010000120100" });

    const text = await metrics.registry.metrics();
    expect(sample(text, 'vtp_http_requests_total{method="GET",route="/things/:id",status="200"}')).toBe(3);
    expect(sample(text, 'vtp_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(sample(text, 'vtp_http_request_duration_seconds_count{method="GET",route="/things/:id"}')).toBe(3);
    expect(text).toContain('vtp_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/things/:id"}');
    for (const leaked of ["Peeters", "geheim", "4010000120100", "/nergens"]) expect(text).not.toContain(leaked);
  });

  it("labels a wildcard route's middleware paths by their prefix, everything else by its pattern", () => {
    const prefixes = ["/oidc", "/overheid-oidc"];
    expect(routeLabel("/*", "/oidc/auth/abc?x=1", prefixes)).toBe("/oidc/*");
    expect(routeLabel("/*", "/oidc", prefixes)).toBe("/oidc/*");
    expect(routeLabel("/*", "/overheid-oidc/token", prefixes)).toBe("/overheid-oidc/*");
    expect(routeLabel("/*", "/oidcx/1", prefixes)).toBe("/*");
    expect(routeLabel("/*", "/mijn-uitpas", prefixes)).toBe("/*");
    expect(routeLabel("/api/locations/:id", "/api/locations/7", prefixes)).toBe("/api/locations/:id");
    expect(routeLabel(undefined, "/x", prefixes)).toBe("unmatched");
  });

  it("counts a declared operation's answers by outcome: ok, or the problem code of the refusal", async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const app = await serverWith(metrics);
    const post = (body: unknown) => app.inject({ method: "POST", url: "/api/cash-in", payload: body as object });
    expect((await post({ code: "good" })).statusCode).toBe(200);
    expect((await post({ code: "bad" })).statusCode).toBe(409);
    expect((await post({ code: "bad" })).statusCode).toBe(409);
    // A refusal before the handler (the body is no JSON) is counted too.
    expect(
      (await app.inject({ method: "POST", url: "/api/cash-in", headers: { "content-type": "application/json" }, payload: "{" })).statusCode,
    ).toBe(400);

    const text = await metrics.registry.metrics();
    expect(sample(text, 'vtp_api_operations_total{operation="cashInPromotion",outcome="ok"}')).toBe(1);
    expect(sample(text, 'vtp_api_operations_total{operation="cashInPromotion",outcome="conflict"}')).toBe(2);
    expect(sample(text, 'vtp_api_operations_total{operation="cashInPromotion",outcome="bad-request"}')).toBe(1);
    // Routes without a declaration are no operation.
    await app.inject({ method: "GET", url: "/things/1" });
    expect((await metrics.registry.metrics()).match(/vtp_api_operations_total\{/g)).toHaveLength(3);
  });

  it("reads the pool's use at each scrape, and has the process's default metrics", async () => {
    let stats = { total: 4, idle: 1, waiting: 2, max: 20 };
    const metrics = createMetrics({ poolStats: () => stats });
    let text = await metrics.registry.metrics();
    expect(sample(text, "vtp_db_pool_connections")).toBe(4);
    expect(sample(text, "vtp_db_pool_idle_connections")).toBe(1);
    expect(sample(text, "vtp_db_pool_waiting_requests")).toBe(2);
    expect(sample(text, "vtp_db_pool_max_connections")).toBe(20);
    stats = { total: 5, idle: 5, waiting: 0, max: 20 };
    text = await metrics.registry.metrics();
    expect(sample(text, "vtp_db_pool_idle_connections")).toBe(5);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    // Without a pool (the embedded database) there are no pool gauges.
    expect(await createMetrics({ defaultMetrics: false, poolStats: () => undefined }).registry.metrics()).not.toMatch(/^vtp_db_pool_\w+ /m);
  });

  it("shows the job queue's depth per queue and state at each scrape, and nothing while the database is away", async () => {
    let rows: Array<{ queue: string; state: string; count: number }> = [
      { queue: "mail", state: "created", count: 3 },
      { queue: "mail", state: "retry", count: 1 },
      { queue: "mail", state: "completed", count: 7 },
    ];
    let reachable = true;
    const metrics = createMetrics({
      defaultMetrics: false,
      queueDepth: async () => {
        if (!reachable) throw new Error("database unreachable");
        return rows;
      },
    });
    let text = await metrics.registry.metrics();
    expect(sample(text, 'vtp_job_queue_jobs{queue="mail",state="created"}')).toBe(3);
    expect(sample(text, 'vtp_job_queue_jobs{queue="mail",state="retry"}')).toBe(1);
    expect(sample(text, 'vtp_job_queue_jobs{queue="mail",state="completed"}')).toBe(7);
    // The backlog was sent: its series goes, the completed count rises.
    rows = [{ queue: "mail", state: "completed", count: 11 }];
    text = await metrics.registry.metrics();
    expect(sample(text, 'vtp_job_queue_jobs{queue="mail",state="created"}')).toBeUndefined();
    expect(sample(text, 'vtp_job_queue_jobs{queue="mail",state="completed"}')).toBe(11);
    reachable = false;
    text = await metrics.registry.metrics();
    expect(text).toContain("# TYPE vtp_job_queue_jobs gauge");
    expect(text).not.toMatch(/^vtp_job_queue_jobs\{/m);
    // Without a job queue there is no gauge.
    expect(await createMetrics({ defaultMetrics: false }).registry.metrics()).not.toContain("vtp_job_queue_jobs");
  });
});
