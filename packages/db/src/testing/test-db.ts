// Fresh, isolated, migrated databases for tests.
// - Without DATABASE_URL: PGlite. Migrate (and seed) once per process, dumpDataDir(), and start every
//   test database from that dump (well under a second instead of a full initdb + migration).
// - With DATABASE_URL: a template database per migration fingerprint, created once under an advisory
//   lock (safe across parallel vitest workers), and one `CREATE DATABASE … TEMPLATE …` per call;
//   close() drops the clone.
import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import { openDatabase, type Database, type OpenDatabaseOptions, type ServingLimits } from "../database.ts";
import { assertInvariants } from "../invariants.ts";
import { migrateToLatest } from "../migrate.ts";
import type { DB } from "../schema.ts";

export type Seed = (db: Kysely<DB>) => Promise<void>;

export interface TestDatabaseOptions {
  /** Runs on the fresh database after migration. */
  seed?: Seed | undefined;
  /** PostgreSQL pool size (default 10); PGlite is always a single connection. */
  maxConnections?: number | undefined;
  /** The timeouts of a serving process (PostgreSQL), as the product opens its database. */
  limits?: ServingLimits | undefined;
  /** PGlite: keep the database in this (empty) folder instead of memory, so that it can be opened again. */
  dataDir?: string | undefined;
  /** Lost connections, the embedded database stopping or reopening (see openDatabase). */
  onEvent?: OpenDatabaseOptions["onEvent"];
  /** close() checks the points and rewards invariants (invariants.ts) and throws when one broke;
   * default true. Only a test that breaks them on purpose turns this off. */
  checkInvariants?: boolean | undefined;
}

export async function createTestDatabase(opts: TestDatabaseOptions = {}): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  const database = databaseUrl ? await createPostgresTestDatabase(databaseUrl, opts) : await createPgliteTestDatabase(opts);
  if (opts.checkInvariants === false) return database;
  let checked = false;
  return {
    ...database,
    async close() {
      try {
        if (!checked) {
          checked = true;
          await checkIfMigrated(database);
        }
      } finally {
        await database.close();
      }
    },
  };
}

/** The invariants, on a database whose tables exist (a migration test may have rolled them back). */
async function checkIfMigrated(database: Database): Promise<void> {
  const { rows } = await sql<{ present: boolean }>`SELECT to_regclass('points_ledger') IS NOT NULL AS present`.execute(database.db);
  if (rows[0]?.present) await assertInvariants(database.db, "the test database");
}

// ---------------------------------------------------------------------------------------------
// PGlite: one dump per process (and per seed function), each test database loads the dump.

const pgliteDumps = new Map<Seed | undefined, Promise<Blob>>();

async function buildPgliteDump(seed: Seed | undefined): Promise<Blob> {
  const base = seed === undefined ? undefined : await pgliteDump(undefined);
  const database = await openDatabase(base === undefined ? {} : { loadDataDir: base });
  try {
    if (base === undefined) await migrateToLatest(database.db);
    if (seed !== undefined) await seed(database.db);
    if (!database.pglite) throw new Error("Verwacht een PGlite-database");
    return await database.pglite.dumpDataDir("none");
  } finally {
    await database.close();
  }
}

function pgliteDump(seed: Seed | undefined): Promise<Blob> {
  let dump = pgliteDumps.get(seed);
  if (dump === undefined) {
    dump = buildPgliteDump(seed);
    // A failed build must not poison later calls.
    dump.catch(() => pgliteDumps.delete(seed));
    pgliteDumps.set(seed, dump);
  }
  return dump;
}

async function createPgliteTestDatabase(opts: TestDatabaseOptions): Promise<Database> {
  return openDatabase({ loadDataDir: await pgliteDump(opts.seed), dataDir: opts.dataDir, onEvent: opts.onEvent });
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: template database per migration fingerprint, one clone per call.

const TEMPLATE_LOCK_KEY = 7_240_113; // arbitrary, shared by every worker of every run

let templateName: Promise<string> | undefined;

async function migrationFingerprint(): Promise<string> {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../migrations");
  const hash = createHash("sha256");
  for (const file of (await readdir(dir)).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).sort()) {
    hash
      .update(file)
      .update("\0")
      .update(await readFile(path.join(dir, file)))
      .update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

function urlForDatabase(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function databaseExists(client: pg.Client, name: string): Promise<boolean> {
  const result = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  return (result.rowCount ?? 0) > 0;
}

async function ensureTemplate(databaseUrl: string): Promise<string> {
  const name = `vtp_tpl_${await migrationFingerprint()}`;
  await withAdminClient(databaseUrl, async (admin) => {
    if (await databaseExists(admin, name)) return;
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK_KEY]);
    try {
      if (await databaseExists(admin, name)) return; // another worker built it while we waited
      // Build under a temporary name and rename at the end: a crash never leaves a half template.
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(building)} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${quoteIdent(building)}`);
      const database = await openDatabase({ databaseUrl: urlForDatabase(databaseUrl, building), maxConnections: 1 });
      try {
        await migrateToLatest(database.db);
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${quoteIdent(building)} RENAME TO ${quoteIdent(name)}`);
    } finally {
      await admin.query("SELECT pg_advisory_unlock($1)", [TEMPLATE_LOCK_KEY]);
    }
  });
  return name;
}

function template(databaseUrl: string): Promise<string> {
  if (templateName === undefined) {
    templateName = ensureTemplate(databaseUrl);
    templateName.catch(() => {
      templateName = undefined;
    });
  }
  return templateName;
}

async function cloneTemplate(admin: pg.Client, name: string, source: string): Promise<void> {
  // CREATE DATABASE refuses while another session is still connected to the source (55006):
  // that only lasts for the instant a parallel clone or the builder disconnects, so retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(source)}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function createPostgresTestDatabase(databaseUrl: string, opts: TestDatabaseOptions): Promise<Database> {
  const source = await template(databaseUrl);
  const name = `vtp_test_${randomBytes(8).toString("hex")}`;
  await withAdminClient(databaseUrl, (admin) => cloneTemplate(admin, name, source));
  const dropClone = () => withAdminClient(databaseUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: urlForDatabase(databaseUrl, name),
      maxConnections: opts.maxConnections,
      limits: opts.limits,
      onEvent: opts.onEvent,
    });
  } catch (error) {
    await dropClone();
    throw error;
  }
  try {
    if (opts.seed !== undefined) await opts.seed(database.db);
  } catch (error) {
    await database.close();
    await dropClone();
    throw error;
  }
  let closed = false;
  return {
    ...database,
    async close() {
      if (closed) return;
      closed = true;
      await database.close();
      await dropClone();
    },
  };
}
