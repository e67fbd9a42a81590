// A fixed-window rate limiter in the database (table rate_limit_counters), shared by every replica.
// Each consume is one atomic upsert, so parallel requests can never both take the last slot.
// Used for login attempts and registration tokens, where a per-process memory limit is not enough.
import { sql, type Kysely } from "kysely";
import type { DB } from "../db/schema.ts";

export interface RateLimitDecision {
  allowed: boolean;
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
