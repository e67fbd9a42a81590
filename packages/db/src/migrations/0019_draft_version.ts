// A draft of the online request changes one step at a time: two changes that read the same state (a
// parent who taps "Voeg Amira toe" and "Voeg Karim toe" in quick succession) must not both write it,
// or the second write drops what the first added. Every write names the version it read and raises it;
// a write whose version moved meanwhile changes nothing and the api reads the draft again
// (apps/api/src/modules/online-request/draft/service.ts). One statement per query (PGlite).
import { sql, type Kysely } from "kysely";

export const migration0019DraftVersion = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`ALTER TABLE online_request_drafts ADD COLUMN version integer NOT NULL DEFAULT 0 CHECK (version >= 0)`).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`ALTER TABLE online_request_drafts DROP COLUMN IF EXISTS version`).execute(db);
  },
};
