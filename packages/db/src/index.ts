// The product's database: one schema and one migration set for PGlite (embedded default) and
// PostgreSQL (DATABASE_URL). Used by the api, the identity provider and the web's sessions.
export {
  CONNECT_TIMEOUT_MS,
  openDatabase,
  SERVING_LIMITS,
  type Database,
  type DatabaseEvent,
  type OpenDatabaseOptions,
  type PoolStats,
  type ServingLimits,
} from "./database.ts";
export {
  createMigrator,
  latestMigrationName,
  migrateToLatest,
  MigrationError,
  readMigrationState,
  type MigrationState,
} from "./migrate.ts";
export { DataDirInUseError } from "./data-dir-lock.ts";
export { syncIdentitySequences } from "./sequences.ts";
export { runDatabaseCommand } from "./cli.ts";
