// The HTTP baseline every Fastify instance of the product gets (the host's and the identity provider's
// test server): request ids, redacted JSON logs, CSP nonce and security headers, compression, the
// global rate limit, RFC 7807 problem answers, and zod request validation with Dutch messages.
export { fastifyServerOptions, registerHttpBaseline, routeRateLimit } from "./baseline.ts";
export { contentSecurityPolicy } from "./content-security-policy.ts";
export { createMetrics, METRICS_CONTENT_TYPE, type Metrics, type MetricsOptions, type QueueDepthRow } from "./metrics.ts";
export { problemErrorHandler, problemNotFoundHandler, sendProblem, toProblemError } from "./problem-reply.ts";
export { maskSecrets, REDACTED, redactPaths } from "./redact.ts";
export { schemaErrorsOf, toJsonPointer, zodValidatorCompiler } from "./validate.ts";
