// Fresh, isolated, migrated databases for tests.
// - Without DATABASE_URL: PGlite. Every test database starts from a dumpDataDir() of a migrated (and
//   seeded) database: well under a second instead of a full initdb + migration (pglite-dumps.ts).
// - With DATABASE_URL: a template database per migration fingerprint (and per shared seed), created once
//   under an advisory lock (safe across parallel vitest workers), and one `CREATE DATABASE … TEMPLATE …`
//   per call; close() drops the clone (postgres-templates.ts).
// A seed made with sharedSeed() is applied once per test run, not once per test database: the run's
// global setup (global-setup.ts) gives every worker one folder and one run id to share it through.
import { sql } from "kysely";
import type { Database, OpenDatabaseOptions, ServingLimits } from "../database.ts";
import { assertInvariants } from "../invariants.ts";
import { createPgliteTestDatabase } from "./pglite-dumps.ts";
import { createPostgresTestDatabase } from "./postgres-templates.ts";
import type { Seed } from "./test-run.ts";

export { sharedSeed, type Seed, type SharedSeed } from "./test-run.ts";

export interface TestDatabaseOptions {
  /** Runs on the fresh database after migration (once per run for a sharedSeed()). */
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

/** A fresh test database; on PostgreSQL also its URL, for a test that lets another process use it. */
export interface TestDatabase extends Database {
  databaseUrl?: string | undefined;
}

export async function createTestDatabase(opts: TestDatabaseOptions = {}): Promise<TestDatabase> {
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

/**
 * A product's data folder whose embedded database is already migrated (from the run's dump), for a test
 * that starts the product on PGlite in its own folder (`DATA_DIR`) as `npm start` does. The process then
 * opens an existing database instead of creating one: no initdb and no migrations, seconds less per start.
 * A test of the first start on an empty folder itself must not use it.
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  const database = await createPgliteTestDatabase({ dataDir });
  await database.close();
}
