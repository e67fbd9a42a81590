// GET /api/health: liveness plus a database round trip.
import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";

export const databaseKindSchema = z.enum(["pglite", "postgres"]);
export type DatabaseKind = z.infer<typeof databaseKindSchema>;

export const healthResponseSchema = z.object({
  status: z.literal("ok"),
  database: databaseKindSchema,
  version: z.string().meta({ description: "Version of the product (root package.json)." }),
  uptimeSeconds: z.number().int().min(0),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const getHealth = defineEndpoint({
  method: "GET",
  path: "/health",
  operationId: "getHealth",
  summary: "Gezondheid van de dienst en de database",
  tag: "platform",
  auth: "none",
  response: healthResponseSchema,
  problems: [],
});
