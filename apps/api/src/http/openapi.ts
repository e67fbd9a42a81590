// The OpenAPI 3.1 document, generated from the endpoint declarations (http/endpoint.ts registers each
// route with its zod schemas and its problem codes). fastify-type-provider-zod turns the zod schemas
// into JSON Schema; the transform below adds one problem answer per HTTP status the endpoint can give,
// with the exact codes of that status.
import type { FastifySchema } from "fastify";
import { createJsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";
import { PROBLEM_CONTENT_TYPE, problemCodes, problemSchema, type ProblemCode } from "@vtp/contracts/problem";

const zodTransform = createJsonSchemaTransform({ skipList: [] });

function problemResponse(codes: ProblemCode[]): Record<string, unknown> {
  const schema = problemSchema.extend({ code: z.enum(codes as [ProblemCode, ...ProblemCode[]]) });
  const json = z.toJSONSchema(schema, { target: "draft-2020-12", io: "output" }) as Record<string, unknown>;
  delete json.$schema;
  return {
    description: `Problem details (RFC 7807): ${codes.join(", ")}.`,
    content: { [PROBLEM_CONTENT_TYPE]: { schema: json } },
  };
}

/** The problem answers of these codes, one per HTTP status. */
export function problemResponses(codes: readonly ProblemCode[]): Record<string, Record<string, unknown>> {
  const byStatus = new Map<number, ProblemCode[]>();
  for (const code of codes) {
    const status = problemCodes[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries([...byStatus].sort(([a], [b]) => a - b).map(([status, list]) => [String(status), problemResponse(list)]));
}

type TransformInput = Parameters<typeof zodTransform>[0];

/** @fastify/swagger `transform`: zod -> JSON Schema, plus the declared problem answers. */
export function openapiTransform(input: TransformInput): { schema: FastifySchema; url: string } {
  const schema = (input.schema ?? {}) as FastifySchema & { "x-problems"?: ProblemCode[]; "x-content-type"?: string };
  const { "x-problems": problems, "x-content-type": contentType, ...rest } = schema;
  const out = zodTransform({ ...input, schema: rest } as TransformInput) as {
    schema: FastifySchema & { response?: Record<string, unknown> };
    url: string;
  };
  if (contentType !== undefined && out.schema.response !== undefined) {
    // Bytes, not JSON (the poster's PDF): the declared string only says what they are.
    for (const [status, answer] of Object.entries(out.schema.response)) {
      const description = (answer as { description?: string }).description ?? "";
      out.schema.response[status] = { description, content: { [contentType]: { schema: { type: "string", format: "binary" } } } };
    }
  }
  if (problems !== undefined && out.schema.response !== undefined) {
    out.schema.response = { ...out.schema.response, ...problemResponses(problems) };
  }
  return out;
}

/** @fastify/swagger `transformObject`: the schemas named with `.meta({ id })` become components. */
export const openapiTransformObject = jsonSchemaTransformObject;
