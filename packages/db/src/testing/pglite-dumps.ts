// PGlite test databases: each starts from a dumpDataDir() of a migrated database (and, for a seeded one,
// of that database after the seed). A dump is made once per process, and once per run when the run's
// global setup gave a shared folder: the migrated dump and a shared seed's dump by the first test file
// that needs it (written to a temporary name and renamed, so a
// reader never sees half a file; two workers racing both write the same bytes).
import { randomBytes } from "node:crypto";
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { openDatabase, type Database } from "../database.ts";
import { migrateToLatest } from "../migrate.ts";
import type { TestDatabaseOptions } from "./test-db.ts";
import { sharedName, testRun, type Seed } from "./test-run.ts";

const dumps = new Map<Seed | undefined, Promise<Blob>>();

/** The file of a dump shared by the run, or undefined when this one is not shared. */
function sharedFile(seed: Seed | undefined): string | undefined {
  const run = testRun();
  if (run === undefined) return undefined;
  if (seed === undefined) return path.join(run.dir, "pglite-migrated.tar");
  const name = sharedName(seed);
  return name === undefined ? undefined : path.join(run.dir, `pglite-seed-${name}.tar`);
}

async function buildDump(seed: Seed | undefined): Promise<Blob> {
  const base = seed === undefined ? undefined : await pgliteDump(undefined);
  const database = await openDatabase(base === undefined ? { walSegmentMb: 1 } : { loadDataDir: base });
  try {
    if (!database.pglite) throw new Error("Verwacht een PGlite-database");
    if (base === undefined) {
      await migrateToLatest(database.db);
      // Every test database loads the whole dump: without the two template databases (nothing in a test
      // makes a database) it is a third smaller (decision 0065).
      await database.pglite.exec("UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')");
      await database.pglite.exec("DROP DATABASE template0");
      await database.pglite.exec("DROP DATABASE template1");
    }
    if (seed !== undefined) await seed(database.db);
    // A checkpoint first: a database started from the dump then has no write-ahead log to replay.
    await database.pglite.exec("CHECKPOINT");
    return await database.pglite.dumpDataDir("none");
  } finally {
    await database.close();
  }
}

async function sharedDump(seed: Seed | undefined, file: string): Promise<Blob> {
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const dump = await buildDump(seed);
    const partial = `${file}.${randomBytes(4).toString("hex")}.part`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

/** The dump a test database with this seed starts from (the migrated one without a seed). */
export function pgliteDump(seed: Seed | undefined): Promise<Blob> {
  let dump = dumps.get(seed);
  if (dump === undefined) {
    const file = sharedFile(seed);
    dump = file === undefined ? buildDump(seed) : sharedDump(seed, file);
    // A failed build must not poison later calls.
    dump.catch(() => dumps.delete(seed));
    dumps.set(seed, dump);
  }
  return dump;
}

/** Test databases are small: a 16MB buffer pool instead of 128MB (decision 0065). */
export const TEST_SHARED_BUFFERS = "16MB";

export async function createPgliteTestDatabase(opts: TestDatabaseOptions): Promise<Database> {
  return openDatabase({
    loadDataDir: await pgliteDump(opts.seed),
    dataDir: opts.dataDir,
    onEvent: opts.onEvent,
    // A folder another process opens afterwards (migratedDataDir) is the product's: its own settings.
    sharedBuffers: opts.dataDir === undefined ? TEST_SHARED_BUFFERS : undefined,
  });
}
