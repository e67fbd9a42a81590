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
  /**
   * Adds many counts at once (one statement; keys in a fixed order so that two processes never wait on
   * each other in a cycle) and answers each counter's total after the addition.
   */
  addMany(hits: readonly CounterHit[]): Promise<CounterHit[]>;
  /** Deletes counters of windows that started before `before`. Returns the number of rows removed. */
  prune(before: Date): Promise<number>;
}

/** A count for one key in the fixed window that starts at `windowStart`. */
export interface CounterHit {
  key: string;
  windowStart: Date;
  count: number;
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
    async addMany(hits) {
      // One row per counter (a statement may not update a row twice), in a fixed order (no lock cycles).
      const merged = new Map<string, CounterHit>();
      for (const h of hits) {
        const id = `${h.key}|${h.windowStart.getTime()}`;
        const seen = merged.get(id);
        merged.set(id, { key: h.key, windowStart: h.windowStart, count: (seen?.count ?? 0) + h.count });
      }
      if (merged.size === 0) return [];
      const sorted = [...merged.values()].sort((a, b) =>
        a.key < b.key ? -1 : a.key > b.key ? 1 : a.windowStart.getTime() - b.windowStart.getTime(),
      );
      const rows = await db
        .insertInto("rate_limit_counters")
        .values(sorted.map((h) => ({ key: h.key, window_start: h.windowStart, count: h.count })))
        .onConflict((oc) =>
          oc.columns(["key", "window_start"]).doUpdateSet({ count: sql<number>`rate_limit_counters.count + excluded.count` }),
        )
        .returning(["key", "window_start", "count"])
        .execute();
      return rows.map((r) => ({ key: r.key, windowStart: new Date(r.window_start), count: Number(r.count) }));
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
/** How long hits wait in memory before they are added to the shared counters (decision 0018). */
export const RATE_LIMIT_FLUSH_MS = 200;
/** At most this many counters per statement (three parameters each, far below PostgreSQL's 65,535). */
const FLUSH_CHUNK = 5000;

interface LocalCounter {
  key: string;
  windowStart: number;
  windowEnd: number;
  /** Hits of this process not yet sent to the shared counter. */
  pending: number;
  /** Hits of this process being added right now. */
  inFlight: number;
  /** The shared total the last addition answered (every process's hits up to then, ours included). */
  shared: number;
}

export interface RateLimitStoreOptions {
  clock?: () => Date;
  prefix?: string;
  /** Milliseconds between two additions to the shared counters (default RATE_LIMIT_FLUSH_MS). */
  flushEveryMs?: number;
}

/** A store for @fastify/rate-limit, plus `flush()` for tests and shutdown. */
export interface SharedRateLimitStore {
  ctor: FastifyRateLimitStoreCtor;
  /** Adds the pending hits to the shared counters now (resolves when done; never rejects). */
  flush(): Promise<void>;
  /** Counters this process holds in memory (for tests: old windows are dropped once added). */
  size(): number;
}

/**
 * A store for @fastify/rate-limit whose counters every process behind the load balancer shares through
 * rate_limit_counters, without a database round trip per request (decision 0018). A request is counted
 * in this process's memory and decided at once: the visitor's count is the shared total the last
 * addition answered plus this process's hits since. Every `flushEveryMs` the pending hits of all keys are
 * added in one statement (per 5,000 keys), which answers the new totals. So within one process the limit
 * is exact; across processes a visitor can get at most what the other processes admitted during one
 * flush interval beyond the limit. When the database cannot count (it is down) the hits stay pending and
 * this process keeps limiting on its own. Fixed windows of `timeWindow`; route-specific limits get their
 * own keys.
 */
export function createRateLimitStore(limiter: DbRateLimiter, opts: RateLimitStoreOptions = {}): SharedRateLimitStore {
  const clock = opts.clock ?? (() => new Date());
  const flushEveryMs = opts.flushEveryMs ?? RATE_LIMIT_FLUSH_MS;
  /** By `key|windowStart`: a new window is a new counter, so the old one's pending hits are still added. */
  const counters = new Map<string, LocalCounter>();
  let lastPrune = 0;
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  async function addPending(): Promise<void> {
    const batch = [...counters.values()].filter((c) => c.pending > 0);
    for (const c of batch) {
      c.inFlight = c.pending;
      c.pending = 0;
    }
    for (let i = 0; i < batch.length; i += FLUSH_CHUNK) {
      const chunk = batch.slice(i, i + FLUSH_CHUNK);
      try {
        const totals = await limiter.addMany(chunk.map((c) => ({ key: c.key, windowStart: new Date(c.windowStart), count: c.inFlight })));
        const byId = new Map(totals.map((t) => [`${t.key}|${t.windowStart.getTime()}`, t.count]));
        for (const c of chunk) c.shared = byId.get(`${c.key}|${c.windowStart}`) ?? c.shared + c.inFlight;
      } catch {
        // The database cannot count now: keep the hits for the next addition; decisions stay local.
        for (const c of chunk) c.pending += c.inFlight;
      }
      for (const c of chunk) c.inFlight = 0;
    }
    const now = clock().getTime();
    for (const [id, c] of counters) if (c.windowEnd <= now && c.pending === 0) counters.delete(id);
    if (now - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = now;
      await limiter.prune(new Date(now - PRUNE_OLDER_THAN_MS)).catch(() => 0);
    }
  }

  function flush(): Promise<void> {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    // One addition at a time; a flush asked during one runs after it.
    flushing = flushing
      .then(addPending)
      .catch(() => undefined)
      .then(() => {
        if ([...counters.values()].some((c) => c.pending > 0)) schedule();
      });
    return flushing;
  }

  function schedule(): void {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, flushEveryMs);
    timer.unref();
  }

  const make = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      const now = clock().getTime();
      const windowStart = Math.floor(now / timeWindow) * timeWindow;
      const fullKey = `${prefix}${key}`;
      const id = `${fullKey}|${windowStart}`;
      let counter = counters.get(id);
      if (counter === undefined) {
        counter = { key: fullKey, windowStart, windowEnd: windowStart + timeWindow, pending: 0, inFlight: 0, shared: 0 };
        counters.set(id, counter);
      }
      counter.pending += 1;
      schedule();
      callback(null, { current: counter.shared + counter.inFlight + counter.pending, ttl: counter.windowEnd - now });
    },
    child(routeOptions) {
      // The plugin passes the merged options with the route in `routeInfo` (see its mergeParams call).
      const info = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(",") : (info.method ?? "");
      return make(`${prefix}route:${method} ${info.url ?? ""}:`);
    },
  });
  const root = make(opts.prefix ?? "http:");
  const ctor = class SharedRateLimitStoreCtor {
    constructor(_options: unknown) {
      return root;
    }
  } as unknown as FastifyRateLimitStoreCtor;
  return { ctor, flush, size: () => counters.size };
}
