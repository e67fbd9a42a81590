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
 * - `staff`: a bearer access token of a staff member's account, whose rights `staffAccess` declares
 *   (the counter, the back office and the partner API `/v4`; decision 0032). A partner machine's
 *   client-credentials token will be accepted here too (a later slice of issue 20);
 * - `card-client`: the card API's client id header (x-client-id), optionally with Basic credentials.
 */
export type EndpointAuth = "none" | "bearer" | "staff" | "card-client" | "card-client-basic";

/** A staff member's role in an organiser: MEMBER works the counter, ADMIN also manages the organiser. */
export const staffRoles = ["MEMBER", "ADMIN"] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * Who may call a `staff` endpoint, checked by the api's staff module on every call (decision 0032) and
 * read by the permissions matrix test (apps/api/src/modules/staff/permissions-matrix.test.ts):
 * - `staff`: anyone who is staff (of an organiser or of a region);
 * - `organiser`: staff of the organiser whose id the request carries (`organiserFrom`), with at least
 *   `role` (ADMIN includes MEMBER); with `cardSystemStaff`, card-system staff of the organiser's region
 *   too (managing its staff, reading its audit log, the reports; never the counter; decisions 0047, 0048);
 * - `card-system`: staff of the region of the organiser the request names, or of the region it names.
 */
export type StaffAccess =
  | { scope: "staff" }
  | {
      scope: "organiser";
      role: StaffRole;
      organiserFrom: { in: "query" | "params" | "body"; name: string };
      cardSystemStaff?: true;
    }
  | { scope: "card-system"; cardSystemFrom: { in: "query" | "params" | "body"; name: string } };

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
  /** The success answer (200, or `successStatus`). */
  response: z.ZodType;
  /**
   * 201 for an endpoint that creates something a later call can name (POST /v4/checkins); 202 for one that
   * accepts work the job queue does later (POST /reports/requests, decision 0048); absent: 200 (decision 0033).
   */
  successStatus?: 200 | 201 | 202;
  /**
   * A success answer that is not JSON (the poster's `application/pdf`, a report's `text/csv`): the handler
   * sends the bytes, and `response` (a string) only documents it; the OpenAPI document shows this media type, binary.
   */
  responseContentType?: "application/pdf" | "text/csv";
  /** The problem codes the endpoint's own rules answer with, besides those of every endpoint. */
  problems: readonly ProblemCode[];
  /** With auth `staff`: who among staff may call it. */
  staffAccess?: StaffAccess;
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

/**
 * Problems of every staff endpoint: no token, the account is nobody's staff, or the person logged in
 * without the second factor where it is required (decision 0061).
 */
export const staffProblemCodeList = ["unauthorized", "not-staff", "second-factor-required"] as const satisfies readonly ProblemCode[];
/** Problems of a staff endpoint about one organiser or region: also staff without the right there. */
export const scopedStaffProblemCodes = ["missing-permission"] as const satisfies readonly ProblemCode[];

/** Every problem code the endpoint can answer. */
export type EndpointProblemCode<E extends EndpointDeclaration> =
  | E["problems"][number]
  | (typeof commonProblemCodes)[number]
  | (E["auth"] extends "bearer" ? (typeof bearerProblemCodes)[number] : never)
  | (E["auth"] extends "staff" ? (typeof staffProblemCodeList)[number] | (typeof scopedStaffProblemCodes)[number] : never);

export function endpointProblemCodes(endpoint: EndpointDeclaration): ProblemCode[] {
  const codes: ProblemCode[] = [...endpoint.problems, ...commonProblemCodes];
  if (endpoint.auth === "bearer") codes.push(...bearerProblemCodes);
  if (endpoint.auth === "staff") {
    codes.push(...staffProblemCodeList);
    if (endpoint.staffAccess !== undefined && endpoint.staffAccess.scope !== "staff") codes.push(...scopedStaffProblemCodes);
  }
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
