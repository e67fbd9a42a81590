// GET /api/figures
import type { FastifyInstance } from "fastify";
import { getFigures } from "@vtp/contracts/figures";
import { serveEndpoint } from "../../http/endpoint.ts";
import { createFiguresService, type FiguresDeps } from "./service.ts";

export async function figuresRoutes(app: FastifyInstance, deps: FiguresDeps): Promise<void> {
  const figures = createFiguresService(deps);
  serveEndpoint(app, getFigures, { cacheControl: "public, max-age=300", handler: async () => figures() });
}
