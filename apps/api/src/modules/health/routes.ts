// GET /api/health (declared, public) and the operations endpoints at the root of the process:
// GET /healthz, /readyz and /metrics (decision 0034), mounted by the host beside the api.
import type { FastifyInstance, RouteShorthandOptions } from "fastify";
import type { Kysely } from "kysely";
import type { AppConfig } from "@vtp/config";
import { getHealth } from "@vtp/contracts/health";
import type { DB } from "@vtp/db/schema";
import { METRICS_CONTENT_TYPE, type Metrics } from "@vtp/http";
import { serveEndpoint } from "../../http/endpoint.ts";
import { opsAccess } from "./access.ts";
import { checkAlive, checkHealth, checkReadiness, type HealthDeps } from "./service.ts";

export async function healthRoutes(app: FastifyInstance, deps: HealthDeps): Promise<void> {
  serveEndpoint(app, getHealth, { handler: async () => checkHealth(deps) });
}

export interface OpsRoutesOptions {
  config: AppConfig;
  db: Kysely<DB>;
  metrics: Metrics;
  /** How long /readyz waits for the database (default READY_TIMEOUT_MS; tests shorten it). */
  readyTimeoutMs?: number;
}

/** The operations endpoints, registered at the root (no prefix). */
export async function opsRoutes(app: FastifyInstance, opts: OpsRoutesOptions): Promise<void> {
  const route: RouteShorthandOptions = {
    onRequest: opsAccess(opts.config),
    // Probes and scrapes come every few seconds: no log line per request, never rate-limited, not in /api/docs.
    logLevel: "silent",
    config: { rateLimit: false },
    schema: { hide: true },
  };
  app.get("/healthz", route, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return checkAlive();
  });
  app.get("/readyz", route, async (_request, reply) => {
    const readiness = await checkReadiness(opts.db, opts.readyTimeoutMs);
    reply.header("cache-control", "no-store");
    return reply.code(readiness.status === "ready" ? 200 : 503).send(readiness);
  });
  app.get("/metrics", route, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return reply.type(METRICS_CONTENT_TYPE).send(await opts.metrics.registry.metrics());
  });
}
