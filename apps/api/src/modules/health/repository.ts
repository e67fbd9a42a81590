// Health: the only SQL of the module (the migration table is read by @vtp/db, which owns it).
import { sql, type Kysely } from "kysely";
import { readMigrationState, type MigrationState } from "@vtp/db";
import type { DB } from "@vtp/db/schema";

/** One round trip to the database; throws when it is unreachable. */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Is the code's newest migration applied? Throws when the database cannot answer. */
export async function migrationState(db: Kysely<DB>): Promise<MigrationState> {
  return readMigrationState(db);
}
