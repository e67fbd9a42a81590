// GET /api/figures
import type { FastifyInstance } from "fastify";
import { figuresResponseSchema } from "@vtp/contracts/figures";
import { createFiguresService, type FiguresDeps } from "./service.ts";

export async function figuresRoutes(app: FastifyInstance, deps: FiguresDeps): Promise<void> {
  const figures = createFiguresService(deps);
  app.get(
    "/figures",
    {
      schema: {
        summary: "Het programma in cijfers: pashouders, organisaties, gemeenten en regio's",
        tags: ["platform"],
        operationId: "getFigures",
        response: { 200: figuresResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return figures();
    },
  );
}
