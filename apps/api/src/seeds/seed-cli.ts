// `npm run seed`: opens the configured database (DATABASE_URL or PGlite in DATA_DIR), migrates it,
// inserts the demo data when it is empty, and prints the row counts. Exits non-zero on any failure.
import { sql } from "kysely";
import { migrateToLatest, runDatabaseCommand } from "@vtp/db";
import { DEMO_TABLES, seedDemo } from "./demo.ts";

process.exitCode = await runDatabaseCommand(
  async (database, target) => {
    await migrateToLatest(database.db);
    const started = performance.now();
    const { inserted } = await seedDemo(database.db);
    const ms = Math.round(performance.now() - started);
    console.log(inserted ? `Demodata ingevoegd in ${target} (${ms} ms).` : `Demodata was al aanwezig in ${target}.`);
    for (const table of DEMO_TABLES) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(database.db);
      console.log(`  ${table.padEnd(26)} ${String(rows[0]?.n ?? 0).padStart(6)}`);
    }
  },
  { stack: true },
);
