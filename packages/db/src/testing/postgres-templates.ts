// PostgreSQL test databases: a template database per migration fingerprint (kept between runs), a
// template per shared seed and run (dropped by the run's global teardown), both built once under an
// advisory lock (safe across parallel workers) and under a temporary name renamed at the end, so a crash
// never leaves half a template. Each test database is one `CREATE DATABASE … TEMPLATE …`; close() drops it.
import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { openDatabase, type Database } from "../database.ts";
import { migrateToLatest } from "../migrate.ts";
import type { TestDatabase, TestDatabaseOptions } from "./test-db.ts";
import { sharedName, testRun, type Seed } from "./test-run.ts";

const TEMPLATE_LOCK_KEY = 7_240_113; // arbitrary, shared by every worker of every run

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

async function cloneTemplate(admin: pg.Client, name: string, source: string | undefined): Promise<void> {
  // CREATE DATABASE refuses while another session is still connected to the source (55006):
  // that only lasts for the instant a parallel clone or the builder disconnects, so retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${quoteIdent(name)}${source === undefined ? "" : ` TEMPLATE ${quoteIdent(source)}`}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Builds template `name` from `source` (or an empty database) with `fill`, unless it exists. */
async function ensureTemplate(
  databaseUrl: string,
  name: string,
  source: string | undefined,
  fill: (database: Database) => Promise<void>,
): Promise<string> {
  await withAdminClient(databaseUrl, async (admin) => {
    if (await databaseExists(admin, name)) return;
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK_KEY]);
    try {
      if (await databaseExists(admin, name)) return; // another worker built it while we waited
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(building)} WITH (FORCE)`);
      await cloneTemplate(admin, building, source);
      const database = await openDatabase({ databaseUrl: urlForDatabase(databaseUrl, building), maxConnections: 1 });
      try {
        await fill(database);
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

const templates = new Map<Seed | undefined, Promise<string>>();

/** The template a test database with this seed is cloned from; undefined: the migrated one (seed after cloning). */
function template(databaseUrl: string, seed: Seed | undefined): Promise<string> {
  let name = templates.get(seed);
  if (name === undefined) {
    name = (async () => {
      const migrated = `vtp_tpl_${await migrationFingerprint()}`;
      await ensureTemplate(databaseUrl, migrated, undefined, (database) => migrateToLatest(database.db).then(() => undefined));
      if (seed === undefined) return migrated;
      const run = testRun()!;
      return ensureTemplate(databaseUrl, `${migrated}_${sharedName(seed)!.replaceAll("-", "_")}_${run.id}`, migrated, (database) =>
        seed(database.db),
      );
    })();
    const key = seed;
    name.catch(() => templates.delete(key));
    templates.set(seed, name);
  }
  return name;
}

/** Drops this run's templates of shared seeds (the global teardown). */
export async function dropRunTemplates(databaseUrl: string, runId: string): Promise<void> {
  await withAdminClient(databaseUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [
      `vtp_tpl_%_${runId}`,
    ]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
  });
}

export async function createPostgresTestDatabase(databaseUrl: string, opts: TestDatabaseOptions): Promise<TestDatabase> {
  const shared = opts.seed !== undefined && sharedName(opts.seed) !== undefined && testRun() !== undefined;
  const source = await template(databaseUrl, shared ? opts.seed : undefined);
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
    if (opts.seed !== undefined && !shared) await opts.seed(database.db);
  } catch (error) {
    await database.close();
    await dropClone();
    throw error;
  }
  let closed = false;
  return {
    ...database,
    databaseUrl: urlForDatabase(databaseUrl, name),
    async close() {
      if (closed) return;
      closed = true;
      await database.close();
      await dropClone();
    },
  };
}
