// GET /api/health
import type { FastifyInstance } from "fastify";
import { healthResponseSchema } from "@vtp/contracts/health";
import { checkHealth, type HealthDeps } from "./service.ts";

export async function healthRoutes(app: FastifyInstance, deps: HealthDeps): Promise<void> {
  app.get(
    "/health",
    {
      schema: {
        summary: "Gezondheid van de dienst en de database",
        tags: ["platform"],
        operationId: "getHealth",
        response: { 200: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return checkHealth(deps);
    },
  );
}
