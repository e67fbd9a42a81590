// GET /api/health
import type { FastifyInstance } from "fastify";
import { getHealth } from "@vtp/contracts/health";
import { serveEndpoint } from "../../http/endpoint.ts";
import { checkHealth, type HealthDeps } from "./service.ts";

export async function healthRoutes(app: FastifyInstance, deps: HealthDeps): Promise<void> {
  serveEndpoint(app, getHealth, { handler: async () => checkHealth(deps) });
}
