// Dialect factory: PostgreSQL through node-postgres when a DATABASE_URL is given, otherwise embedded
// PGlite (persistent in <dataDir>/pglite, or in memory). Both return the same JavaScript values:
// bigint and numeric as number, date as "YYYY-MM-DD", timestamptz as Date.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { Kysely, PGliteAdapter, PostgresDialect, PostgresIntrospector, PostgresQueryCompiler } from "kysely";
import pg from "pg";
import { autoPreparePool } from "./auto-prepare.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { guardPool } from "./connection-guard.ts";
import { EmbeddedDriver } from "./embedded-driver.ts";
import type { DB } from "./schema.ts";

export interface Database {
  db: Kysely<DB>;
  kind: "pglite" | "postgres";
  /** The server's connection string (kind "postgres"), for a part that opens its own pool (the job queue). */
  url?: string | undefined;
  /** Closes the pool or the PGlite instance. Safe to call more than once. */
  close(): Promise<void>;
  /** The embedded instance serving now (only for kind "pglite"), e.g. for dumpDataDir(). */
  readonly pglite?: PGlite | undefined;
  /** The connection pool's use now (PostgreSQL only; the embedded database has one connection and no pool). */
  poolStats(): PoolStats | undefined;
}

/** A node-postgres pool's connections: open, idle among them, requests waiting for one, and the maximum. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** What happened to the database's connections, for the process's log (issue 18). */
export type DatabaseEvent =
  { kind: "connection-lost"; error: Error } | { kind: "embedded-stopped"; error: unknown } | { kind: "embedded-reopened" };

/**
 * Bounds for a serving process, so that no request waits minutes on a database that does not answer:
 * a statement runs at most `statementTimeoutMs` on the server, a transaction may sit idle at most
 * `idleInTransactionMs`, and a query that has not answered `queryDeadlineMs` after it was sent (a
 * silent network) closes its connection. Migrations and data generators run without them.
 */
export interface ServingLimits {
  statementTimeoutMs: number;
  idleInTransactionMs: number;
  queryDeadlineMs: number;
}

export const SERVING_LIMITS: ServingLimits = { statementTimeoutMs: 10_000, idleInTransactionMs: 15_000, queryDeadlineMs: 15_000 };

/** Waiting for a connection (a new one, or a free one from the pool) fails after this many milliseconds. */
export const CONNECT_TIMEOUT_MS = 5_000;

export interface OpenDatabaseOptions {
  /** postgres://… : use a PostgreSQL server. */
  databaseUrl?: string | undefined;
  /** Persistent PGlite in <dataDir>/pglite; without it (and without databaseUrl) PGlite runs in memory. */
  dataDir?: string | undefined;
  /** Start PGlite from a dumpDataDir() tarball (fast fresh test databases): in memory, or in an empty dataDir. */
  loadDataDir?: Blob | File | undefined;
  /** node-postgres pool size (default 20). */
  maxConnections?: number | undefined;
  /** Timeouts of a serving process (PostgreSQL; see ServingLimits). Without: none but the connect timeout. */
  limits?: ServingLimits | undefined;
  /** Lost connections and the embedded database stopping or reopening (default: nothing). */
  onEvent?: ((event: DatabaseEvent) => void) | undefined;
  /**
   * PGlite's shared_buffers (default PostgreSQL's 128MB). A fresh instance clears its whole buffer pool as it
   * starts: the test databases ask for 16MB, a third less processor time per test database (decision 0065).
   */
  sharedBuffers?: `${number}MB` | undefined;
  /**
   * A new embedded database's write-ahead log segment size (initdb's --wal-segsize; PostgreSQL's default
   * 16). The test databases' dumps are made with 1: each test database then loads 1MB of log instead of 16
   * (decision 0065).
   */
  walSegmentMb?: number | undefined;
}

const OID_INT8 = 20;
const OID_DATE = 1082;
const OID_NUMERIC = 1700;

const toNumber = (value: string): number => Number(value);
const keepString = (value: string): string => value;

const pgParsers: Record<number, (value: string) => unknown> = {
  [OID_INT8]: toNumber,
  [OID_NUMERIC]: toNumber,
  [OID_DATE]: keepString,
};

/** Per-pool type parsers (no global mutation of pg.types). */
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    const parser = pgParsers[oid];
    if (parser && (format === undefined || format === "text")) return parser;
    return format === undefined ? pg.types.getTypeParser(oid) : pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig["getTypeParser"],
};

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts);
  return openPglite(opts);
}

async function openPostgres(databaseUrl: string, opts: OpenDatabaseOptions): Promise<Database> {
  const limits = opts.limits;
  const maxConnections = opts.maxConnections ?? 20;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: maxConnections,
    types: pgTypes,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    ...(limits === undefined
      ? {}
      : { statement_timeout: limits.statementTimeoutMs, idle_in_transaction_session_timeout: limits.idleInTransactionMs }),
  });
  // A lost connection never ends the process; a silent one fails its query within the deadline (issue 18).
  guardPool(pool, {
    queryDeadlineMs: limits?.queryDeadlineMs ?? 0,
    onConnectionError: (error) => opts.onEvent?.({ kind: "connection-lost", error }),
  });
  // Repeated statements are prepared once per connection (decision 0019).
  autoPreparePool(pool);
  // Fail fast (and with the server's message) when the database is unreachable.
  const client = await pool.connect().catch(async (error: unknown) => {
    await pool.end().catch(() => {});
    throw error;
  });
  client.release();
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    db,
    kind: "postgres",
    url: databaseUrl,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: maxConnections }),
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

async function openPglite(opts: OpenDatabaseOptions): Promise<Database> {
  let dataDir: string | undefined;
  let unlock = () => {};
  if (opts.dataDir !== undefined) {
    dataDir = path.join(opts.dataDir, "pglite");
    await mkdir(dataDir, { recursive: true });
    // One process per folder: a second product, or a backup while the product runs, is refused.
    unlock = lockDataDir(opts.dataDir);
  }
  const open = (loadDataDir?: Blob | File) =>
    PGlite.create({
      ...(dataDir !== undefined ? { dataDir } : {}),
      ...(loadDataDir !== undefined ? { loadDataDir } : {}),
      parsers: { [OID_INT8]: toNumber, [OID_NUMERIC]: toNumber, [OID_DATE]: keepString },
      // The contrib extensions of the search engine (migration 0012); PostgreSQL servers ship them in postgresql-contrib.
      extensions: { cube, earthdistance, pg_trgm, unaccent },
      ...(opts.sharedBuffers !== undefined
        ? { startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${opts.sharedBuffers}`] }
        : {}),
      ...(opts.walSegmentMb !== undefined ? { initDbStartParams: [`--wal-segsize=${opts.walSegmentMb}`] } : {}),
    });
  const first = await open(opts.loadDataDir).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const driver = new EmbeddedDriver(first, {
    open: () => open(),
    reopenable: dataDir !== undefined,
    onEvent: (event) =>
      opts.onEvent?.(event.kind === "stopped" ? { kind: "embedded-stopped", error: event.error } : { kind: "embedded-reopened" }),
  });
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PGliteAdapter(),
      createDriver: () => driver,
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  let closed = false;
  return {
    db,
    kind: "pglite",
    get pglite() {
      return driver.instance;
    },
    poolStats: () => undefined,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await db.destroy();
      } finally {
        unlock();
      }
    },
  };
}
