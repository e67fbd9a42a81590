// Turns every error into RFC 7807 problem JSON (see packages/contracts/src/problem.ts).
// Expected refusals are ProblemErrors; Fastify's own 4xx errors are mapped to catalogue codes by
// status; everything else is masked as `internal` and logged with the request id.
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "@vtp/db/availability";
import {
  PROBLEM_CONTENT_TYPE,
  ProblemError,
  type ProblemCode,
  type ProblemErrorOptions,
  type ProblemJson,
  type SchemaError,
} from "@vtp/contracts/problem";

const codeByStatus: Record<number, ProblemCode> = {
  400: "bad-request",
  401: "unauthorized",
  403: "forbidden",
  404: "not-found",
  405: "method-not-allowed",
  409: "conflict",
  413: "payload-too-large",
  415: "unsupported-media-type",
  429: "rate-limited",
  503: "unavailable",
};

function fastifyValidationErrors(err: FastifyError): SchemaError[] {
  return (err.validation ?? []).map((v) => ({
    jsonPointer: v.instancePath ?? "",
    error: v.message ?? "Ongeldige waarde.",
  }));
}

/** The answer while the database cannot be reached: 503 with Retry-After (issue 18). */
export function unavailableProblem(): ProblemError {
  return new ProblemError("unavailable", { headers: { "retry-after": String(RETRY_AFTER_SECONDS) } });
}

/** Maps any thrown value to a ProblemError; `masked` is true when the original must only be logged. */
export function toProblemError(err: unknown): { problem: ProblemError; masked: boolean } {
  if (err instanceof ProblemError) return { problem: err, masked: false };
  if (isDatabaseUnavailable(err)) return { problem: unavailableProblem(), masked: true };
  const e = err as Partial<FastifyError> | null | undefined;
  if (e && typeof e === "object") {
    if (Array.isArray(e.validation)) {
      return { problem: new ProblemError("validation", { schemaErrors: fastifyValidationErrors(e as FastifyError) }), masked: false };
    }
    const status = typeof e.statusCode === "number" ? e.statusCode : undefined;
    if (status !== undefined && status >= 400 && status < 500) {
      const code = codeByStatus[status] ?? "bad-request";
      // Fastify's client errors (FST_ERR_*) carry safe, developer-facing messages.
      const options: ProblemErrorOptions = {};
      if (typeof e.message === "string" && e.message !== "") options.detail = e.message;
      return { problem: new ProblemError(code, options), masked: false };
    }
  }
  return { problem: new ProblemError("internal"), masked: true };
}

/**
 * The problem for what Fastify's router refuses before any hook runs (`frameworkErrors`): a path it
 * cannot decode (broken percent-encoding such as /%E0%A4%A or /api/%zz), a parameter over its maximum
 * length, a failing route constraint.
 */
export function routerProblem(err: FastifyError): ProblemError {
  if (err.code === "FST_ERR_BAD_URL" || err.code === "FST_ERR_MAX_PARAM_LENGTH") {
    return new ProblemError("bad-request", {
      detail: "Het pad bevat een ongeldige %-codering of is te lang; codeer elk teken buiten A-Z, a-z, 0-9 en -._~ als %XX (UTF-8).",
      nl: "Dit webadres klopt niet: er staat een fout gecodeerd teken in.",
    });
  }
  return toProblemError(err).problem;
}

/** The problem code each request was answered with, for the metrics (the one place refusals become problem answers). */
const answeredProblems = new WeakMap<FastifyRequest, ProblemCode>();

/** The code of the problem this request was answered with (JSON or the Dutch error page); undefined when none. */
export function answeredProblemCode(request: FastifyRequest): ProblemCode | undefined {
  return answeredProblems.get(request);
}

export function sendProblem(reply: FastifyReply, problem: ProblemError): FastifyReply {
  answeredProblems.set(reply.request, problem.code);
  const body: ProblemJson = problem.toProblem(String(reply.request.id));
  for (const [name, value] of Object.entries(problem.headers)) reply.header(name, value);
  return reply.code(problem.status).type(PROBLEM_CONTENT_TYPE).send(body);
}

function wantsHtml(request: FastifyRequest): boolean {
  if (request.url.startsWith("/api/") || request.url === "/api") return false;
  const accept = request.headers.accept ?? "";
  return accept.includes("text/html");
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A self-contained Dutch error page for browser navigations that fail outside the SSR app. */
function errorPage(problem: ProblemError, requestId: string): string {
  const heading =
    problem.status === 404
      ? "Oops! Er liep iets mis"
      : problem.status === 503
        ? "We zijn even niet bereikbaar"
        : "Er is een fout opgetreden";
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)}</title></head><body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(problem.nl)}</p><p><a href="/">Terug naar de startpagina</a></p><p><small>Referentie: ${escapeHtml(requestId)}</small></p></main></body></html>`;
}

/** The root error handler installed by registerHttpBaseline. */
export function problemErrorHandler(err: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { problem, masked } = toProblemError(err);
  if (problem.code === "unavailable") {
    // Expected while the database is down or restarting: one warning per request, not an error with a stack.
    request.log.warn({ code: problem.code, cause: err instanceof Error ? err.message : String(err) }, "database unavailable");
  } else if (masked || problem.status >= 500) {
    request.log.error({ err }, "unexpected error");
  } else {
    request.log.info({ code: problem.code, status: problem.status }, "request refused");
  }
  if (wantsHtml(request)) {
    answeredProblems.set(request, problem.code);
    for (const [name, value] of Object.entries(problem.headers)) reply.header(name, value);
    return reply
      .code(problem.status)
      .type("text/html; charset=utf-8")
      .send(errorPage(problem, String(request.id)));
  }
  return sendProblem(reply, problem);
}

/** The root not-found handler: problem JSON for API clients, a Dutch page for browser navigations. */
export function problemNotFoundHandler(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const problem = new ProblemError("not-found", { detail: `Route ${request.method} ${request.url.split("?", 1)[0]} bestaat niet.` });
  if (wantsHtml(request)) {
    answeredProblems.set(request, problem.code);
    return reply
      .code(404)
      .type("text/html; charset=utf-8")
      .send(errorPage(problem, String(request.id)));
  }
  return sendProblem(reply, problem);
}
