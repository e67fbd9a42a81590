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
import { Kysely, PGliteDialect, PostgresDialect } from "kysely";
import pg from "pg";
import { autoPreparePool } from "./auto-prepare.ts";
import type { DB } from "./schema.ts";

export interface Database {
  db: Kysely<DB>;
  kind: "pglite" | "postgres";
  /** Closes the pool or the PGlite instance. Safe to call more than once. */
  close(): Promise<void>;
  /** The embedded instance (only for kind "pglite"), e.g. for dumpDataDir(). */
  pglite?: PGlite;
}

export interface OpenDatabaseOptions {
  /** postgres://… : use a PostgreSQL server. */
  databaseUrl?: string | undefined;
  /** Persistent PGlite in <dataDir>/pglite; without it (and without databaseUrl) PGlite runs in memory. */
  dataDir?: string | undefined;
  /** Start an in-memory PGlite from a dumpDataDir() tarball (fast fresh test databases). */
  loadDataDir?: Blob | File | undefined;
  /** node-postgres pool size (default 20). */
  maxConnections?: number | undefined;
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
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.maxConnections ?? 20);
  return openPglite(opts);
}

async function openPostgres(databaseUrl: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, types: pgTypes });
  // Repeated statements are prepared once per connection (decision 0019).
  autoPreparePool(pool);
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => {});
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
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

async function openPglite(opts: OpenDatabaseOptions): Promise<Database> {
  let dataDir: string | undefined;
  if (opts.dataDir !== undefined && opts.loadDataDir === undefined) {
    dataDir = path.join(opts.dataDir, "pglite");
    await mkdir(dataDir, { recursive: true });
  }
  const pglite = await PGlite.create({
    ...(dataDir !== undefined ? { dataDir } : {}),
    ...(opts.loadDataDir !== undefined ? { loadDataDir: opts.loadDataDir } : {}),
    parsers: { [OID_INT8]: toNumber, [OID_NUMERIC]: toNumber, [OID_DATE]: keepString },
    // The contrib extensions of the search engine (migration 0012); PostgreSQL servers ship them in postgresql-contrib.
    extensions: { cube, earthdistance, pg_trgm, unaccent },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  let closed = false;
  return {
    db,
    kind: "pglite",
    pglite,
    async close() {
      if (closed) return;
      closed = true;
      // Kysely's PGlite driver closes the instance on destroy; close it ourselves if it did not.
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
