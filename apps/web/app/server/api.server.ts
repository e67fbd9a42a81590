// The backend-for-frontend's client of the product API (in process, or config.api.baseUrl), server-side only, typed by
// the endpoint declarations of @vtp/contracts: `callApi(app, getProfile, { bearer })` sends what the
// declaration allows and returns its parsed 200 answer. Problem JSON becomes an ApiError whose `code`
// is typed by the endpoint (`problemOf(endpoint, error)`), so comparing it with a code the endpoint
// cannot answer is a type error; its message is the Dutch end-user sentence (endUserMessage.nl).
import { CARD_API_CLIENT_ID_HEADER } from "@vtp/contracts/card-registration";
import {
  endpointUrl,
  type EndpointBodyInput,
  type EndpointDeclaration,
  type EndpointParamsInput,
  type EndpointProblemCode,
  type EndpointQueryInput,
  type EndpointResponse,
} from "@vtp/contracts/endpoint";
import { normaliseError, parseProblem, type ProblemLimit } from "@vtp/contracts/problem";
import { isDatabaseUnavailable } from "@vtp/db/availability";
import type { AppContextValue } from "../context.ts";

/** Codes of failures on the way, when the api gave no problem answer. */
export type TransportErrorCode = "network" | "invalid-response" | "http";

export class ApiError<C extends string = string> extends Error {
  readonly status: number;
  /** The endpoint's problem code (e.g. CARD_NOT_FOUND), or a TransportErrorCode. */
  readonly code: C | TransportErrorCode;
  /** Dutch sentence for the holder. */
  readonly userMessage: string;
  /** operationId of the endpoint that answered. */
  readonly operationId: string;
  /** The problem's schemaErrors by top-level field ("/insz" -> insz), for a form to show beside its fields. */
  readonly fieldErrors: { field: string; message: string }[];
  /** A limit refusal's period and next possible moment (the problem's `limit` member), when it gave one. */
  readonly limit: ProblemLimit | undefined;
  constructor(
    operationId: string,
    status: number,
    code: C | TransportErrorCode,
    userMessage: string,
    detail?: string,
    fieldErrors: { field: string; message: string }[] = [],
    limit?: ProblemLimit,
  ) {
    super(detail ?? `${operationId}: ${status} ${code}`);
    this.name = "ApiError";
    this.operationId = operationId;
    this.status = status;
    this.code = code;
    this.userMessage = userMessage;
    this.fieldErrors = fieldErrors;
    this.limit = limit;
  }
}

/** The ApiError of this endpoint's call, with its code typed by the declaration; undefined for anything else. */
export function problemOf<E extends EndpointDeclaration>(endpoint: E, error: unknown): ApiError<EndpointProblemCode<E>> | undefined {
  return error instanceof ApiError && error.operationId === endpoint.operationId ? (error as ApiError<EndpointProblemCode<E>>) : undefined;
}

/**
 * The Dutch message the api gave for one field of this endpoint's input (a `validation` problem whose
 * JSON pointer starts at `field`), or undefined for any other error: the page shows it at its own field
 * instead of a technical error (a search text with a control character, issue 24).
 */
export function fieldProblemOf<E extends EndpointDeclaration>(endpoint: E, error: unknown, field: string): string | undefined {
  const problem = problemOf(endpoint, error);
  return problem?.code === "validation" ? problem.fieldErrors.find((e) => e.field === field)?.message : undefined;
}

/** Whether an error means that the database, or the api behind it, cannot be reached right now (a 503, issue 18). */
export function isUnavailable(error: unknown): boolean {
  return (error instanceof ApiError && error.status === 503) || isDatabaseUnavailable(error);
}

export const TECHNICAL_ERROR = "Er is een technische fout opgetreden. Probeer het later opnieuw.";

type Optional<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/** What a call sends: the bearer token where the endpoint needs one, and exactly its declared inputs. */
export type CallInput<E extends EndpointDeclaration> = Optional<"body", EndpointBodyInput<E>> &
  Optional<"params", EndpointParamsInput<E>> &
  Optional<"query", EndpointQueryInput<E>> &
  (E["auth"] extends "bearer" | "staff" ? { bearer: string } : { bearer?: undefined }) & {
    /** Extra request headers (e.g. the registration token or Basic credentials of the card API). */
    headers?: Record<string, string>;
  };

export type ApiApp = Pick<AppContextValue, "config" | "requestId" | "clientIp" | "apiInProcess">;

/** How long a call may take before the page gives up on it (the api's own statement timeouts end the work). */
const CALL_TIMEOUT_MS = 15_000;

/** The api's raw answer: over HTTP at config.api.baseUrl, or in process when the host offers it. */
async function send(app: ApiApp, method: string, path: string, headers: Record<string, string>, body: string | undefined) {
  if (app.apiInProcess === undefined) {
    const response = await fetch(`${app.config.api.baseUrl}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    return { status: response.status, body: await response.text() };
  }
  const url = `${new URL(app.config.api.baseUrl).pathname.replace(/\/$/, "")}${path}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`geen antwoord binnen ${CALL_TIMEOUT_MS} ms`)), CALL_TIMEOUT_MS);
  });
  try {
    return await Promise.race([app.apiInProcess({ method, url, headers, body }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function callApi<E extends EndpointDeclaration>(app: ApiApp, endpoint: E, input: CallInput<E>): Promise<EndpointResponse<E>> {
  const headers: Record<string, string> = {
    accept: endpoint.responseContentType ?? "application/json",
    "x-request-id": app.requestId,
    "x-forwarded-for": app.clientIp,
    ...input.headers,
  };
  if (input.bearer !== undefined) headers.authorization = `Bearer ${input.bearer}`;
  if (endpoint.auth === "card-client" || endpoint.auth === "card-client-basic")
    headers[CARD_API_CLIENT_ID_HEADER] = app.config.api.cardApiClientId;
  if (input.body !== undefined) headers["content-type"] = "application/json";
  let path = endpointUrl(endpoint.path, input.params as Record<string, unknown> | undefined);
  if (input.query !== undefined) {
    const search = new URLSearchParams(
      Object.entries(input.query as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    path += `?${search.toString()}`;
  }
  const fail = (
    status: number,
    code: EndpointProblemCode<E> | TransportErrorCode,
    message: string,
    detail?: string,
    fields?: { field: string; message: string }[],
    limit?: ProblemLimit,
  ) => new ApiError<EndpointProblemCode<E>>(endpoint.operationId, status, code, message, detail, fields, limit);
  let response: { status: number; body: string };
  try {
    response = await send(app, endpoint.method, path, headers, input.body !== undefined ? JSON.stringify(input.body) : undefined);
  } catch (cause) {
    throw fail(503, "network", TECHNICAL_ERROR, cause instanceof Error ? cause.message : String(cause));
  }
  const text = response.body;
  // A CSV (declared with responseContentType text/csv): its text as it came, after a success.
  if (endpoint.responseContentType === "text/csv" && response.status >= 200 && response.status <= 299) {
    return endpoint.response.parse(text) as EndpointResponse<E>;
  }
  let json: unknown;
  try {
    json = text === "" ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (response.status < 200 || response.status > 299) {
    const problem = parseProblem(json);
    if (problem !== undefined) {
      const fields = (problem.schemaErrors ?? [])
        .map((e) => ({ field: e.jsonPointer.split("/")[1] ?? "", message: e.error }))
        .filter((e) => e.field !== "");
      throw fail(problem.status, problem.code as EndpointProblemCode<E>, problem.endUserMessage.nl, problem.detail, fields, problem.limit);
    }
    const general = normaliseError({ status: response.status });
    throw fail(general.status, "http", TECHNICAL_ERROR);
  }
  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success) throw fail(502, "invalid-response", TECHNICAL_ERROR, `Onverwacht antwoord van ${endpoint.operationId}`);
  return parsed.data as EndpointResponse<E>;
}
