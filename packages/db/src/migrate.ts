// Runs the explicit migration list (migrations/index.ts) up to the latest one.
import type { Kysely } from "kysely";
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
