// The global rate limit's counters in PostgreSQL (table rate_limit_counters), so every process behind
// the load balancer counts the same visitor in one bucket. A store for @fastify/rate-limit on top of
// the one database rate limiter (db-rate-limiter.ts). Route-specific limits get their own key space.
import type { DbRateLimiter } from "./db-rate-limiter.ts";

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

export interface RateLimitStore {
  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void;
  child(options: StoreOptions): RateLimitStore;
}

/** The store class @fastify/rate-limit instantiates (`store:` option). */
export function databaseRateLimitStore(limiter: DbRateLimiter): new (options: StoreOptions) => RateLimitStore {
  return class DatabaseRateLimitStore implements RateLimitStore {
    private readonly prefix: string;
    constructor(options: StoreOptions = {}) {
      const route = options.routeInfo?.url ? `${[options.routeInfo.method ?? ""].flat().join(",")} ${options.routeInfo.url}` : "";
      this.prefix = route === "" ? "http:" : `http:${route}:`;
    }
    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      limiter.increment(`${this.prefix}${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: Math.max(0, resetInMs) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(options: StoreOptions): RateLimitStore {
      return new DatabaseRateLimitStore(options);
    }
  };
}
