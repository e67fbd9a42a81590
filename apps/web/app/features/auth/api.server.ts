// Calls from the backend-for-frontend to the product API (config.api.baseUrl), server-side only.
// Answers are parsed with the shared zod contracts; problem JSON becomes an ApiError whose message is
// the Dutch end-user sentence (endUserMessage.nl) or the normalised general error.
import type { z } from "zod";
import { CARD_API_CLIENT_ID_HEADER } from "@vtp/contracts/card-registration";
import { normaliseError, parseProblem } from "@vtp/contracts/problem";
import type { AppContextValue } from "../../context.ts";

export class ApiError extends Error {
  readonly status: number;
  /** Stable problem code (e.g. CARD_NOT_FOUND), or "network"/"invalid-response". */
  readonly code: string;
  /** Dutch sentence for the holder. */
  readonly userMessage: string;
  constructor(status: number, code: string, userMessage: string, detail?: string) {
    super(detail ?? `${status} ${code}`);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.userMessage = userMessage;
  }
}

export const TECHNICAL_ERROR = "Er is een technische fout opgetreden. Probeer het later opnieuw.";

export interface ApiRequest<S extends z.ZodType> {
  path: string;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Access token for `Authorization: Bearer`. */
  bearer?: string;
  /** Adds the card API client id header (x-client-id). */
  cardApi?: boolean;
  headers?: Record<string, string>;
  body?: unknown;
  schema: S;
}

type ApiApp = Pick<AppContextValue, "config" | "requestId" | "clientIp">;

export async function apiRequest<S extends z.ZodType>(app: ApiApp, req: ApiRequest<S>): Promise<z.output<S>> {
  const headers: Record<string, string> = {
    accept: "application/json",
    "x-request-id": app.requestId,
    "x-forwarded-for": app.clientIp,
    ...req.headers,
  };
  if (req.bearer) headers.authorization = `Bearer ${req.bearer}`;
  if (req.cardApi) headers[CARD_API_CLIENT_ID_HEADER] = app.config.api.cardApiClientId;
  if (req.body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(`${app.config.api.baseUrl}${req.path}`, {
      method: req.method ?? "GET",
      headers,
      ...(req.body !== undefined ? { body: JSON.stringify(req.body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (cause) {
    throw new ApiError(503, "network", TECHNICAL_ERROR, cause instanceof Error ? cause.message : String(cause));
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text === "" ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const problem = parseProblem(json);
    if (problem !== undefined) throw new ApiError(problem.status, problem.code, problem.endUserMessage.nl, problem.detail);
    const general = normaliseError({ status: response.status });
    throw new ApiError(general.status, "http", TECHNICAL_ERROR);
  }
  const parsed = req.schema.safeParse(json);
  if (!parsed.success) throw new ApiError(502, "invalid-response", TECHNICAL_ERROR, `Onverwacht antwoord van ${req.path}`);
  return parsed.data;
}
