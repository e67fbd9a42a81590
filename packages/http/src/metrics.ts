// Prometheus metrics of one process (prom-client, its own registry per server, so tests can build many):
// HTTP requests per route pattern and status with a latency histogram, the outcome of every declared api
// operation (check-ins and cash-ins among them: `ok` or the refusal's problem code), the database pool's
// use (PostgreSQL) and prom-client's default process metrics. Every label comes from a bounded set: route
// patterns, methods, status codes, operationIds and the problem catalogue, never a URL, an id or user data.
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { PoolStats } from "@vtp/db";
import { answeredProblemCode } from "./problem-reply.ts";

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

export interface Metrics {
  registry: Registry;
  /** The route label of a request: its route's pattern (see routeLabel). */
  routeOf(pattern: string | undefined, url: string): string;
  http: { requests: Counter<"method" | "route" | "status">; duration: Histogram<"method" | "route"> };
  /** Answers of declared api operations by operationId and outcome (`ok` or the problem code). */
  operations: Counter<"operation" | "outcome">;
}

export interface MetricsOptions {
  /** The database pool's use now (PostgreSQL); undefined or a function answering undefined: no pool gauges. */
  poolStats?: (() => PoolStats | undefined) | undefined;
  /** prom-client's process metrics (CPU, memory, event loop lag, GC, handles); default true. */
  defaultMetrics?: boolean;
  /**
   * Paths that middleware answers under the pages' catch-all route (the identity provider's `/oidc`):
   * a request there is labelled `<prefix>/*` instead of the catch-all's pattern.
   */
  middlewarePrefixes?: readonly string[];
  /** The job queue's jobs per queue and state now (`@vtp/jobs` depth()); read at each scrape. */
  queueDepth?: (() => Promise<readonly QueueDepthRow[]>) | undefined;
}

/** One row of the job queue's depth: a queue, a state of pg-boss (created, retry, active, completed, cancelled, failed), how many jobs. */
export interface QueueDepthRow {
  queue: string;
  state: string;
  count: number;
}

/** Seconds; from a cached page (a few ms) to the statement timeout (10 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "vtp_http_requests_total",
    help: "HTTP requests answered, by method, route pattern (not the URL) and status code.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "vtp_http_request_duration_seconds",
    help: "Time from the request's arrival to the end of its answer, by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const operations = new Counter({
    name: "vtp_api_operations_total",
    help: "Answers of the api's declared operations (operationId), by outcome: ok, or the problem code of the refusal (checkIn, cashInPromotion, ...).",
    labelNames: ["operation", "outcome"] as const,
    registers: [registry],
  });
  const poolStats = options.poolStats;
  // Only a database with a pool (PostgreSQL) gets the pool gauges; the embedded database has none.
  if (poolStats !== undefined && poolStats() !== undefined) {
    const gauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          const stats = poolStats();
          if (stats !== undefined) this.set(read(stats));
        },
      });
    gauge("vtp_db_pool_connections", "Open connections of the database pool (PostgreSQL).", (s) => s.total);
    gauge("vtp_db_pool_idle_connections", "Open connections of the database pool that are free.", (s) => s.idle);
    gauge("vtp_db_pool_waiting_requests", "Queries waiting for a connection of the database pool.", (s) => s.waiting);
    gauge("vtp_db_pool_max_connections", "The database pool's maximum number of connections.", (s) => s.max);
  }
  const queueDepth = options.queueDepth;
  if (queueDepth !== undefined) {
    new Gauge({
      name: "vtp_job_queue_jobs",
      help: "Jobs of the job queue by queue and state (created and retry wait, active runs, failed gave up; completed and cancelled are kept a while).",
      labelNames: ["queue", "state"] as const,
      registers: [registry],
      async collect() {
        // A state that emptied leaves no stale value; an unreachable database gives no series (/readyz says why).
        this.reset();
        const rows = await queueDepth().catch(() => []);
        for (const row of rows) this.set({ queue: row.queue, state: row.state }, row.count);
      },
    });
  }
  const prefixes = options.middlewarePrefixes ?? [];
  return { registry, routeOf: (pattern, url) => routeLabel(pattern, url, prefixes), http: { requests, duration }, operations };
}

/**
 * The route label: the route's pattern as registered (`/api/locations/:id`), `unmatched` for a 404 of
 * the router; under a wildcard route, `<prefix>/*` for a path under one of the middleware's prefixes.
 */
export function routeLabel(pattern: string | undefined, url: string, middlewarePrefixes: readonly string[] = []): string {
  if (pattern === undefined || pattern === "") return "unmatched";
  if (pattern.endsWith("*")) {
    const path = url.split("?", 1)[0] ?? url;
    const prefix = middlewarePrefixes.find((p) => path === p || path.startsWith(`${p}/`));
    if (prefix !== undefined) return `${prefix}/*`;
  }
  return pattern;
}

/** Counts every answer of this Fastify instance (registered by the baseline when it is given metrics). */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook("onResponse", async (request, reply) => {
    const method = METHODS.has(request.method) ? request.method : "OTHER";
    // originalUrl: middleware (middie) rewrites the URL below its mount path.
    const route = metrics.routeOf(request.routeOptions.url, request.originalUrl);
    metrics.http.requests.inc({ method, route, status: String(reply.statusCode) });
    metrics.http.duration.observe({ method, route }, reply.elapsedTime / 1000);
    // A declared api operation (serveEndpoint puts its operationId in the route's schema).
    const operation = (request.routeOptions.schema as { operationId?: unknown } | undefined)?.operationId;
    if (typeof operation === "string") {
      const outcome = reply.statusCode < 400 ? "ok" : (answeredProblemCode(request) ?? `http-${reply.statusCode}`);
      metrics.operations.inc({ operation, outcome });
    }
  });
}
