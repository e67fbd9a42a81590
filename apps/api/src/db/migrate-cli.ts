// `npm run migrate`: migrates the configured database (DATABASE_URL or PGlite in DATA_DIR) to the latest
// schema, prints what ran, and exits non-zero on any failure.
import { loadConfig } from "@vtp/config";
import { openDatabase, type Database } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";

async function main(): Promise<number> {
  let database: Database | undefined;
  try {
    const config = loadConfig();
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const target = database.kind === "postgres" ? "PostgreSQL" : `PGlite in ${config.dataDir}`;
    const ran = await migrateToLatest(database.db);
    if (ran.length === 0) console.log(`Database (${target}) is up to date.`);
    else for (const name of ran) console.log(`Migrated (${target}): ${name}`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database?.close().catch(() => {});
  }
}

process.exitCode = await main();
