// `npm run backup -- <file>` and `npm run restore -- <file> [--replace]` (issue 24): a backup of the
// configured database (DATABASE_URL: pg_dump's custom format; otherwise the embedded database in
// DATA_DIR, which must be stopped first) and its restore. See packages/db/src/backup.ts and README.md.
import path from "node:path";
import { loadConfig } from "@vtp/config";
import { backupDatabase, restoreDatabase } from "@vtp/db/backup";

const [command, ...rest] = process.argv.slice(2);
const replace = rest.includes("--replace");
const file = rest.find((arg) => !arg.startsWith("--"));

if ((command !== "backup" && command !== "restore") || !file || rest.some((arg) => arg.startsWith("--") && arg !== "--replace")) {
  console.error("Gebruik: npm run backup -- <bestand>   of   npm run restore -- <bestand> [--replace]");
  process.exit(2);
}

try {
  const config = loadConfig();
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
  const summary =
    command === "backup"
      ? await backupDatabase(target, path.resolve(file))
      : await restoreDatabase(target, path.resolve(file), { replace });
  const verb = command === "backup" ? "Back-up gemaakt van" : "Hersteld in";
  console.log(
    `${verb} ${where}: ${summary.file} (${(summary.bytes / 1024).toFixed(0)} KiB), migratie ${summary.newestMigration ?? "geen"}, ${summary.holders} pashouders.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
// PGlite started from a tarball leaves a handle open after it closed (everything is on disk by then):
// end the command when its work is done instead of waiting for it.
process.exit();
