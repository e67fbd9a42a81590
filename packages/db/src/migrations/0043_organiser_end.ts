// An organiser ended by its region (issue 20 "Who", decision 0074): `organisers.ended_at`, set once and for
// good. An ended organiser leaves the holders' search (list, map and suggestions): the refresh function of
// migration 0032 again, now deleting the documents of ended organisers and writing none for them; a trigger
// refreshes an organiser's documents (and its rewards') when it ends. Its row, check-ins, sales, reports
// and audit log stay. One statement per query (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";
import { refreshOrganiserSearch0032 } from "./0032_search_dutch.ts";

/** Migration 0032's function, writing documents for organisers that have not ended only. */
function refreshSkippingEnded(previous: string): string {
  const match = "WHERE o.id = ANY (ids)\n";
  const parts = previous.split(match);
  // The organiser's document and its text row: the two INSERTs that read organisers.
  if (parts.length !== 3) throw new Error("migration 0043: migration 0032's refresh_organiser_search changed shape");
  const body = parts.join("WHERE o.id = ANY (ids) AND o.ended_at IS NULL\n");
  const start = "LANGUAGE sql AS $fn$\n";
  if (!body.includes(start)) throw new Error("migration 0043: migration 0032's refresh_organiser_search changed shape");
  return body.replace(
    start,
    `${start}    DELETE FROM organiser_search_terms WHERE organiser_id = ANY (ids)
      AND organiser_id IN (SELECT id FROM organisers WHERE ended_at IS NOT NULL);
    DELETE FROM organiser_search_documents WHERE organiser_id = ANY (ids)
      AND organiser_id IN (SELECT id FROM organisers WHERE ended_at IS NOT NULL);
`,
  );
}

const up: string[] = [
  `ALTER TABLE organisers ADD COLUMN ended_at timestamptz`,
  refreshSkippingEnded(refreshOrganiserSearch0032),
  // search_organiser_updated (migration 0013) refreshes the organiser's documents and its rewards'.
  `CREATE TRIGGER organisers_search_end AFTER UPDATE OF ended_at ON organisers
     FOR EACH ROW WHEN (OLD.ended_at IS DISTINCT FROM NEW.ended_at) EXECUTE FUNCTION search_organiser_updated()`,
];

const down: string[] = [
  `DROP TRIGGER IF EXISTS organisers_search_end ON organisers`,
  refreshOrganiserSearch0032,
  `ALTER TABLE organisers DROP COLUMN IF EXISTS ended_at`,
  `SELECT refresh_organiser_search(ARRAY(SELECT id FROM organisers))`,
];

export const migration0043OrganiserEnd = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
