// The global rate limit's counters in PostgreSQL (table rate_limit_counters), so every process behind
// the load balancer counts the same visitor in one bucket. A store for @fastify/rate-limit on top of
// the one database rate limiter (db-rate-limiter.ts). Route-specific limits get their own key space.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { DbRateLimiter } from "./db-rate-limiter.ts";

/** What the plugin hands a child store at run time: the merged parameters with the route they apply to. */
function routePrefix(options: unknown): string {
  const route = (options as { routeInfo?: { method?: string | string[]; url?: string } } | undefined)?.routeInfo;
  return route?.url ? `http:${[route.method ?? ""].flat().join(",")} ${route.url}:` : "http:";
}

/** The store class @fastify/rate-limit instantiates (its `store` option). */
export function databaseRateLimitStore(limiter: DbRateLimiter): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(options?: unknown) {
      this.prefix = routePrefix(options);
    }
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      limiter.increment(`${this.prefix}${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: Math.max(0, resetInMs) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(options: unknown): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(options);
    }
  }
  return DatabaseRateLimitStore;
}
