// Request validation with the zod contracts of the endpoint declarations. A failure is a 400
// `validation` problem whose `schemaErrors` carry an RFC 6901 pointer to each offending field and a
// Dutch message. (Answers are encoded by fastify-type-provider-zod's serializer, see app.ts.)
import type { FastifySchemaCompiler } from "fastify";
import type { z } from "zod";
import { ProblemError, type SchemaError } from "@vtp/contracts/problem";
import { useDutchZodMessages } from "@vtp/contracts/zod-nl";

useDutchZodMessages();

function escapePointerSegment(segment: PropertyKey): string {
  return String(segment).replace(/~/g, "~0").replace(/\//g, "~1");
}

/** RFC 6901 pointer for a zod issue path; "" is the whole document. */
export function toJsonPointer(path: readonly PropertyKey[]): string {
  return path.map((segment) => `/${escapePointerSegment(segment)}`).join("");
}

export function schemaErrorsOf(error: z.ZodError): SchemaError[] {
  return error.issues.map((issue) => ({ jsonPointer: toJsonPointer(issue.path), error: issue.message }));
}

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === "object" && value !== null && "safeParse" in value && typeof (value as z.ZodType).safeParse === "function";
}

/**
 * Validator compiler for routes that put zod schemas in `schema.body/querystring/params`: the parsed
 * (coerced, defaulted) value replaces the raw one, a failure becomes a `validation` problem.
 * JSON-schema route schemas are not expected in the api; they are refused loudly.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url }) => {
  if (!isZodSchema(schema)) throw new Error(`Route ${method} ${url}: gebruik een zod-schema voor validatie`);
  return (data: unknown) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    return { error: new ProblemError("validation", { schemaErrors: schemaErrorsOf(result.error) }) };
  };
};
