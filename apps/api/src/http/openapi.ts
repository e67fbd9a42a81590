// The OpenAPI 3.1 document, generated from the zod contracts that the routes declare in `schema`
// (body, querystring, params, headers, response). @fastify/swagger collects the routes; the
// transform below turns each zod schema into JSON Schema (2020-12, the dialect of OpenAPI 3.1).
import type { FastifySchema } from "fastify";
import { z } from "zod";
import { PROBLEM_CONTENT_TYPE, problemSchema } from "@vtp/contracts/problem";

type JsonSchema = Record<string, unknown>;

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === "object" && value !== null && "safeParse" in value && "_zod" in value;
}

export function zodToJsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const json = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as JsonSchema;
  delete json.$schema;
  return json;
}

const problemResponse = {
  description: "Problem details (RFC 7807) met een Nederlandstalige endUserMessage.",
  content: { [PROBLEM_CONTENT_TYPE]: { schema: zodToJsonSchema(problemSchema, "output") } },
};

/** @fastify/swagger `transform`: zod -> JSON Schema for every part of a route schema. */
export function openapiTransform({ schema, url }: { schema: FastifySchema | undefined; url: string }): {
  schema: FastifySchema;
  url: string;
} {
  if (schema === undefined) return { schema: {}, url };
  const out: Record<string, unknown> = { ...schema };
  for (const part of ["body", "querystring", "params", "headers"] as const) {
    const value = schema[part];
    if (isZodSchema(value)) out[part] = zodToJsonSchema(value, "input");
  }
  if (schema.response !== undefined && typeof schema.response === "object") {
    const responses: Record<string, unknown> = {};
    for (const [status, value] of Object.entries(schema.response as Record<string, unknown>)) {
      responses[status] = isZodSchema(value) ? zodToJsonSchema(value, "output") : value;
    }
    if (responses.default === undefined && responses["4xx"] === undefined) responses.default = problemResponse;
    out.response = responses;
  }
  return { schema: out as FastifySchema, url };
}
