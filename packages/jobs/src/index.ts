// The product's job queue (decision 0038): pg-boss on the product's own database, PostgreSQL or the
// embedded PGlite, so background work (the mail outbox, reminders next) runs once across processes and
// is retried with backoff. pg-boss keeps its tables in the schema `pgboss` and migrates them itself.
//
// - PostgreSQL: pg-boss's own small pool on DATABASE_URL; several product processes share the queue and
//   a job is fetched by one of them (FOR UPDATE SKIP LOCKED).
// - PGlite: one connection that Kysely already serialises (one user at a time). pg-boss's statements go
//   through that same lock (embeddedAdapter), so they never land inside a request's open transaction,
//   and pg-boss polls (no LISTEN: nothing outside the process could NOTIFY).
//
// A job enqueued with `within` (a Kysely transaction) is written by that transaction: it exists exactly
// when the action that made it committed.
import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { fromKysely, type JobResult, PgBoss } from "pg-boss";
import type { Database } from "@vtp/db";
import type { DB } from "@vtp/db/schema";

/** The jobs a worker fetches at once (run side by side, each settled on its own). */
const BATCH = 5;

/** The schema pg-boss owns (its own migrations); nothing of the product's lives there. */
export const JOB_SCHEMA = "pgboss";

/**
 * How a queue retries a failed job: `retryLimit` more tries, `retryDelay` seconds doubled each time, at
 * most `retryDelayMax`; a try that runs longer than `expireInSeconds` counts as failed (default 15 min);
 * a completed job is deleted after `deleteAfterSeconds` (default 7 days).
 */
export interface RetryPolicy {
  retryLimit: number;
  retryDelay: number;
  retryDelayMax: number;
  expireInSeconds?: number;
  deleteAfterSeconds?: number;
}

export interface QueueDepth {
  queue: string;
  /** pg-boss's job states: created, retry, active, completed, cancelled, failed. */
  state: string;
  count: number;
}

export interface SendJobOptions {
  /** A transaction (or the database) to write the job with: the job exists once it commits. */
  within?: Kysely<DB> | undefined;
  /** The job's id (a UUID): a second send with the same id adds nothing (deduplication). */
  id?: string | undefined;
  /** Not fetched before this instant (pg-boss's startAfter; e.g. a push held until the quiet hours end). */
  startAfter?: Date | undefined;
}

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

export interface JobQueue {
  /** Creates or migrates pg-boss's schema, then starts polling, maintenance and the workers registered. */
  start(): Promise<void>;
  /** Stops fetching, lets running jobs finish (at most `timeoutMs`), closes pg-boss's own connections. */
  stop(timeoutMs?: number): Promise<void>;
  /** Declares a queue (once; safe from several processes); call before start(). */
  define(queue: string, retry: RetryPolicy): void;
  /**
   * Sends one job to the queue at every occurrence of `cron` (in the time zone `tz`), pg-boss's schedule:
   * one schedule row per queue, however many processes declare it, and one job per occurrence (its cron
   * pass takes a lock); a missed occurrence (every process down) is sent once when one runs again. Call
   * before start().
   */
  schedule(queue: string, cron: string, opts: { tz: string }): void;
  /** Runs `handler` for the queue's jobs in this process; call before start(). A throw retries the job. */
  work<T extends object>(queue: string, handler: JobHandler<T>): void;
  /** Enqueues a job; returns its id (null when a job with that id already existed). */
  send<T extends object>(queue: string, data: T, opts?: SendJobOptions): Promise<string | null>;
  /** Jobs per queue and state (the /metrics gauge). */
  depth(): Promise<QueueDepth[]>;
  /** Resolves when no job of the queue waits or runs (tests, the local demo). */
  drained(queue: string, timeoutMs?: number): Promise<void>;
}

export interface JobQueueOptions {
  /** Seconds between two fetches of an idle worker (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  /** pg-boss's errors and warnings (e.g. a database outage while polling) go here. */
  onError?: (error: Error) => void;
  /** PostgreSQL: the size of pg-boss's own pool (default 3). */
  maxConnections?: number;
}

interface Definition {
  queue: string;
  retry: RetryPolicy;
}

interface Schedule {
  queue: string;
  cron: string;
  tz: string;
}

interface Worker {
  queue: string;
  handler: JobHandler<object>;
}

/**
 * pg-boss's database adapter on the embedded database: every statement takes Kysely's one connection
 * (the same lock every request takes) and runs on the PGlite instance serving now. A statement without
 * parameters may be several (pg-boss's migrations and locked blocks BEGIN … COMMIT): those run with
 * exec(), and a failure rolls an open transaction back before the connection is given back.
 */
export function embeddedAdapter(database: Database) {
  return {
    async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
      return database.db.connection().execute(async () => {
        const pglite = database.pglite;
        if (pglite === undefined) throw new Error("De ingebouwde database is niet open.");
        try {
          if (values !== undefined && values.length > 0) return { rows: (await pglite.query(text, values)).rows };
          const results = await pglite.exec(text);
          return { rows: results.flatMap((r) => r.rows) };
        } catch (error) {
          await pglite.query("rollback").catch(() => undefined);
          throw error;
        }
      });
    },
  };
}

export function createJobQueue(database: Database, opts: JobQueueOptions = {}): JobQueue {
  const boss =
    database.kind === "pglite"
      ? new PgBoss({ db: embeddedAdapter(database), schema: JOB_SCHEMA, backend: "pglite", useListenNotify: false })
      : new PgBoss({ connectionString: database.url, schema: JOB_SCHEMA, max: opts.maxConnections ?? 3, application_name: "vtp-jobs" });
  const onError = opts.onError ?? ((error: Error) => console.error("[jobs]", error));
  boss.on("error", onError);
  const definitions: Definition[] = [];
  const workers: Worker[] = [];
  const schedules: Schedule[] = [];
  const polling = Math.max(0.5, opts.pollingIntervalSeconds ?? 2);
  let started = false;

  // Up to BATCH jobs per fetch, each settled on its own; while fetches come back full the worker fetches
  // again at once, otherwise after the polling interval.
  const workOptions = { pollingIntervalSeconds: polling, batchSize: BATCH, burstWhenBatchFull: true, perJobResults: true } as const;

  return {
    define(queue, retry) {
      if (started) throw new Error("Een wachtrij wordt vóór start() vastgelegd.");
      definitions.push({ queue, retry });
    },
    schedule(queue, cron, scheduleOpts) {
      if (started) throw new Error("Een planning wordt vóór start() vastgelegd.");
      schedules.push({ queue, cron, tz: scheduleOpts.tz });
    },
    work(queue, handler) {
      if (started) throw new Error("Een verwerker wordt vóór start() vastgelegd.");
      workers.push({ queue, handler: handler as JobHandler<object> });
    },
    async start() {
      if (started) return;
      started = true;
      await boss.start();
      for (const { queue, retry } of definitions) {
        const existing = await boss.getQueue(queue);
        const settings = { ...retry, retryBackoff: true };
        if (existing === null)
          await boss.createQueue(queue, settings).catch(async (error: unknown) => {
            // Another process created it at the same moment.
            if ((await boss.getQueue(queue)) === null) throw error;
          });
        else await boss.updateQueue(queue, settings);
        // pg-boss caches a queue's row on its first use; load it now, so an enqueue inside a request's
        // transaction never needs a second connection (the embedded database has only one).
        await boss.getJobById(queue, randomUUID());
      }
      // An upsert of the queue's one schedule row: the same from every process.
      for (const { queue, cron, tz } of schedules) await boss.schedule(queue, cron, null, { tz, missed: "once" });
      for (const { queue, handler } of workers) {
        await boss.work<object>(queue, workOptions, async (batch) =>
          Promise.all(
            batch.map(async (job): Promise<JobResult> => {
              try {
                await handler(job.data, { id: job.id, retryCount: job.retryCount });
                return { id: job.id, status: "completed" };
              } catch (error) {
                // Failed: pg-boss tries it again after the queue's delay, until its retry limit.
                onError(error instanceof Error ? error : new Error(String(error)));
                return { id: job.id, status: "failed", output: { message: error instanceof Error ? error.message : String(error) } };
              }
            }),
          ),
        );
      }
    },
    async stop(timeoutMs = 8_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
    async send(queue, data, sendOpts = {}) {
      const within = sendOpts.within;
      return boss.send(queue, data, {
        ...(sendOpts.id !== undefined ? { id: sendOpts.id } : {}),
        ...(sendOpts.startAfter !== undefined ? { startAfter: sendOpts.startAfter } : {}),
        ...(within !== undefined ? { db: fromKysely(within) } : {}),
      });
    },
    async depth() {
      // Before the first start() on a fresh database pg-boss's tables do not exist yet: no jobs.
      const { rows: present } = await sql<{ present: boolean }>`
        SELECT to_regclass(${`${JOB_SCHEMA}.job`}) IS NOT NULL AS present`.execute(database.db);
      if (present[0]?.present !== true) return [];
      const { rows } = await sql<QueueDepth>`
        SELECT name AS queue, state::text AS state, count(*)::int AS count
        FROM ${sql.id(JOB_SCHEMA, "job")} GROUP BY name, state ORDER BY name, state`.execute(database.db);
      return rows;
    },
    async drained(queue, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await sql<{ waiting: number }>`
          SELECT count(*)::int AS waiting FROM ${sql.id(JOB_SCHEMA, "job")}
          WHERE name = ${queue} AND state IN ('created', 'retry', 'active')`.execute(database.db);
        if ((rows[0]?.waiting ?? 0) === 0) return;
        if (Date.now() > deadline) throw new Error(`De wachtrij ${queue} raakte niet leeg binnen ${timeoutMs} ms.`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
