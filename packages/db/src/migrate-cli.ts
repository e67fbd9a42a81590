// `npm run migrate`: migrates the configured database (DATABASE_URL or PGlite in DATA_DIR) to the latest
// schema, prints what ran, and exits non-zero on any failure.
import { runDatabaseCommand } from "./cli.ts";
import { migrateToLatest } from "./migrate.ts";

process.exitCode = await runDatabaseCommand(async (database, target) => {
  const ran = await migrateToLatest(database.db);
  if (ran.length === 0) console.log(`Database (${target}) is up to date.`);
  else for (const name of ran) console.log(`Migrated (${target}): ${name}`);
});
