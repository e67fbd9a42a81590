// Runs the explicit migration list (migrations/index.ts) up to the latest one.
import { sql, type Kysely } from "kysely";
import { Migrator, type MigrationProvider, type MigrationResult } from "kysely/migration";
import { migrations } from "./migrations/index.ts";
import type { DB } from "./schema.ts";

export class MigrationError extends Error {
  readonly results: readonly MigrationResult[];
  constructor(message: string, results: readonly MigrationResult[], cause: unknown) {
    super(message, { cause });
    this.name = "MigrationError";
    this.results = results;
  }
}

const provider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};

export function createMigrator(db: Kysely<DB>): Migrator {
  return new Migrator({ db: db as Kysely<unknown>, provider });
}

/** Applies every pending migration in one go; returns the names that ran (empty when up to date). */
export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  const { error, results = [] } = await createMigrator(db).migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((r) => r.status === "Error");
    const reason = error instanceof Error ? error.message : String(error);
    const where = failed ? `migratie ${failed.migrationName} mislukt` : "migreren mislukt";
    throw new MigrationError(`Database ${where}: ${reason}`, results, error);
  }
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** The newest migration in the code (Kysely applies them in name order). */
export const latestMigrationName: string = Object.keys(migrations).sort().at(-1) ?? "";

export interface MigrationState {
  /** The newest migration in the code. */
  latest: string;
  /** The newest migration applied to the database; null when none ever ran. */
  newestApplied: string | null;
  /** The code's newest migration is applied (a database a newer process already migrated further counts). */
  current: boolean;
}

/** What the readiness check needs to know about the migrations; throws when the database cannot answer. */
export async function readMigrationState(db: Kysely<DB>): Promise<MigrationState> {
  try {
    const { rows } = await sql<{ newest: string | null; current: boolean | null }>`
      SELECT max(name) AS newest, bool_or(name = ${latestMigrationName}) AS current FROM kysely_migration`.execute(db);
    const row = rows[0];
    return { latest: latestMigrationName, newestApplied: row?.newest ?? null, current: row?.current === true };
  } catch (error) {
    // 42P01 undefined_table: no migration ever ran on this database.
    if ((error as { code?: unknown } | null)?.code === "42P01") return { latest: latestMigrationName, newestApplied: null, current: false };
    throw error;
  }
}
