// The one set of abuse limits, shared by every process through the database: fixed-window rate limits
// (rate_limit_counters, also @fastify/rate-limit's store), per-subject failure locks (attempt_counters)
// and the address a visitor is counted under (an IPv6 visitor counts as its /64).
export { createDbRateLimiter, createRateLimitStore, type DbRateLimiter, type RateLimitDecision } from "./rate-limiter.ts";
export { createAttemptGuard, type AttemptGuard, type AttemptOutcome, type AttemptPolicy } from "./attempt-guard.ts";
export { rateLimitAddress } from "./client-address.ts";
