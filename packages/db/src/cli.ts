// The frame of every database command (migrate, seed, benchmark data): open the configured database
// (DATABASE_URL or PGlite in DATA_DIR), run the task, always close, and turn any failure into exit code 1.
import { loadConfig, type AppConfig } from "@vtp/config";
import { openDatabase, type Database } from "./database.ts";

export async function runDatabaseCommand(
  task: (database: Database, target: string, config: AppConfig) => Promise<void>,
  opts: { stack?: boolean } = {},
): Promise<number> {
  let database: Database | undefined;
  try {
    const config = loadConfig();
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const target = database.kind === "postgres" ? "PostgreSQL" : `PGlite in ${config.dataDir}`;
    await task(database, target, config);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? ((opts.stack ? error.stack : undefined) ?? error.message) : String(error));
    return 1;
  } finally {
    await database?.close().catch(() => {});
  }
}
