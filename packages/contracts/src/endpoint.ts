// One declaration per API endpoint: method, path, inputs, the 200 answer and every problem code it can
// answer. The api registers its routes from these (apps/api/src/http/endpoint.ts, through the zod type
// provider), the OpenAPI document is generated from them, and the web's server-side client
// (apps/web/app/server/api.server.ts) is typed by them. See docs/decisions/0014-endpoint-declarations.md.
import type { z } from "zod";
import type { ProblemCode } from "./problem.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * How a caller proves who it is:
 * - `none`: anyone;
 * - `bearer`: an access token of the identity provider (`Authorization: Bearer`);
 * - `card-client`: the card API's client id header (x-client-id), optionally with Basic credentials.
 */
export type EndpointAuth = "none" | "bearer" | "card-client" | "card-client-basic";

export interface EndpointDeclaration {
  method: HttpMethod;
  /** Path under /api, in Fastify syntax (`/rewards/:id`). */
  path: `/${string}`;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  auth: EndpointAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The 200 answer. */
  response: z.ZodType;
  /** The problem codes the endpoint's own rules answer with, besides those of every endpoint. */
  problems: readonly ProblemCode[];
}

/** Keeps the literal types of a declaration (its path, its problem codes) for the typed api and client. */
export function defineEndpoint<const E extends EndpointDeclaration>(endpoint: E): E {
  return endpoint;
}

/** Problems any endpoint can answer: bad input, too many requests, a failure on our side. */
export const commonProblemCodes = [
  "validation",
  "bad-request",
  "payload-too-large",
  "unsupported-media-type",
  "rate-limited",
  "internal",
  "unavailable",
] as const satisfies readonly ProblemCode[];

/** Problems of every endpoint that needs an access token. */
export const bearerProblemCodes = ["unauthorized"] as const satisfies readonly ProblemCode[];

/** Every problem code the endpoint can answer. */
export type EndpointProblemCode<E extends EndpointDeclaration> =
  E["problems"][number] | (typeof commonProblemCodes)[number] | (E["auth"] extends "bearer" ? (typeof bearerProblemCodes)[number] : never);

export function endpointProblemCodes(endpoint: EndpointDeclaration): ProblemCode[] {
  const codes: ProblemCode[] = [...endpoint.problems, ...commonProblemCodes];
  if (endpoint.auth === "bearer") codes.push(...bearerProblemCodes);
  return [...new Set(codes)];
}

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the api's handler receives (parsed). */
export type EndpointBody<E extends EndpointDeclaration> = OutputOf<E["body"]>;
export type EndpointParams<E extends EndpointDeclaration> = OutputOf<E["params"]>;
export type EndpointQuery<E extends EndpointDeclaration> = OutputOf<E["query"]>;
/** What a caller sends. */
export type EndpointBodyInput<E extends EndpointDeclaration> = InputOf<E["body"]>;
export type EndpointParamsInput<E extends EndpointDeclaration> = InputOf<E["params"]>;
export type EndpointQueryInput<E extends EndpointDeclaration> = InputOf<E["query"]>;
/** The 200 answer. */
export type EndpointResponse<E extends EndpointDeclaration> = z.output<E["response"]>;

/** `/passholders/:id` + { id: "7" } -> `/passholders/7` (each value URI-encoded). */
export function endpointUrl(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Parameter ${name} ontbreekt voor ${path}`);
    return encodeURIComponent(String(value));
  });
}
