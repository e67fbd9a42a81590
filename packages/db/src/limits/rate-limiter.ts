// A fixed-window rate limiter in the database (table rate_limit_counters), shared by every replica.
// Each consume is one atomic upsert, so parallel requests can never both take the last slot.
// Used for login attempts and registration tokens, where a per-process memory limit is not enough.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql, type Kysely } from "kysely";
import type { DB } from "../schema.ts";

export interface RateLimitDecision {
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the current window ends. */
  resetMs: number;
  /** Attempts left in the current window after this one. */
  remaining: number;
  /** 0 when allowed; otherwise seconds until the window ends. */
  retryAfterSeconds: number;
}

export interface DbRateLimiter {
  consume(key: string, limit: number, windowMs: number, now?: Date): Promise<RateLimitDecision>;
  /** Counts one hit in the current fixed window: the count so far and the milliseconds until the window ends. */
  increment(key: string, windowMs: number, now?: Date): Promise<{ count: number; resetInMs: number }>;
  /** Deletes counters of windows that started before `before`. Returns the number of rows removed. */
  prune(before: Date): Promise<number>;
}

export function createDbRateLimiter(db: Kysely<DB>): DbRateLimiter {
  async function increment(key: string, windowMs: number, now = new Date()) {
    if (!Number.isFinite(windowMs) || windowMs <= 0) throw new RangeError("windowMs moet positief zijn");
    const windowStartMs = Math.floor(now.getTime() / windowMs) * windowMs;
    const row = await db
      .insertInto("rate_limit_counters")
      .values({ key, window_start: new Date(windowStartMs), count: 1 })
      .onConflict((oc) => oc.columns(["key", "window_start"]).doUpdateSet({ count: sql<number>`rate_limit_counters.count + 1` }))
      .returning("count")
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), resetInMs: windowStartMs + windowMs - now.getTime() };
  }
  return {
    increment,
    async consume(key, limit, windowMs, now = new Date()) {
      if (!Number.isInteger(limit) || limit < 0) throw new RangeError("limit moet een geheel getal >= 0 zijn");
      const { count, resetInMs } = await increment(key, windowMs, now);
      const allowed = count <= limit;
      return {
        allowed,
        count,
        resetMs: resetInMs,
        remaining: Math.max(0, limit - count),
        retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(resetInMs / 1000)),
      };
    },
    async prune(before) {
      const result = await db.deleteFrom("rate_limit_counters").where("window_start", "<", before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}


/** How often one process deletes counters of windows older than two days (the longest window is one day). */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const PRUNE_OLDER_THAN_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * A store for @fastify/rate-limit that keeps its counters in rate_limit_counters through `limiter`, so
 * every process behind the load balancer counts the same visitor once (fixed windows of `timeWindow`).
 * Route-specific limits get their own keys. Pass the result as the plugin's `store` option.
 */
export function createRateLimitStore(limiter: DbRateLimiter, opts: { clock?: () => Date; prefix?: string } = {}): FastifyRateLimitStoreCtor {
  const clock = opts.clock ?? (() => new Date());
  let lastPrune = 0;
  const make = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow, max) {
      const now = clock();
      limiter
        .consume(`${prefix}${key}`, Math.max(0, Math.trunc(max)), timeWindow, now)
        .then((decision) => {
          callback(null, { current: decision.count, ttl: decision.resetMs });
          if (now.getTime() - lastPrune >= PRUNE_EVERY_MS) {
            lastPrune = now.getTime();
            limiter.prune(new Date(now.getTime() - PRUNE_OLDER_THAN_MS)).catch(() => {});
          }
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
    child(routeOptions) {
      // The plugin passes the merged options with the route in `routeInfo` (see its mergeParams call).
      const info = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(",") : (info.method ?? "");
      return make(`${prefix}route:${method} ${info.url ?? ""}:`);
    },
  });
  const root = make(opts.prefix ?? "http:");
  return class DbRateLimitStore {
    constructor(_options: unknown) {
      return root;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
