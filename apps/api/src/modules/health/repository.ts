// Health: the only SQL of the module.
import { sql, type Kysely } from "kysely";
import type { DB } from "@vtp/db/schema";

/** One round trip to the database; throws when it is unreachable. */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
