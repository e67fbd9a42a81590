// An organiser ended by its region (issue 20 "Who", decision 0074): `organisers.ended_at`, set once and for
// good. An ended organiser leaves the holders' search (list, map and suggestions): the refresh function of
// migration 0032 again, now deleting the documents of ended organisers and writing none for them. The rewards'
// refresh of migration 0041 again, now without ended organisers among a reward's places (its `counters`, and the
// names and towns its text is found by). A trigger refreshes an organiser's documents (and its rewards') when it
// ends. Its row, check-ins, sales, reports and audit log stay. One statement per query (PGlite), no import of
// application code.
import { sql, type Kysely } from "kysely";
import { refreshOrganiserSearch0032 } from "./0032_search_dutch.ts";
import { refreshRewardSearch0041 } from "./0041_reward_search_terms_filters.ts";

/** Replaces each of `count` occurrences of a text; throws when the function it starts from has another shape. */
function replaceExactly(text: string, from: string, to: string, count: number): string {
  const parts = text.split(from);
  if (parts.length !== count + 1) throw new Error(`migration 0043: expected ${count}x ${JSON.stringify(from)}`);
  return parts.join(to);
}

/** Migration 0032's function, writing documents for organisers that have not ended only (the document and its text row). */
const refreshOrganiserSearch0043 = replaceExactly(
  replaceExactly(refreshOrganiserSearch0032, "WHERE o.id = ANY (ids)\n", "WHERE o.id = ANY (ids) AND o.ended_at IS NULL\n", 2),
  "LANGUAGE sql AS $fn$\n",
  `LANGUAGE sql AS $fn$
    DELETE FROM organiser_search_terms WHERE organiser_id = ANY (ids)
      AND organiser_id IN (SELECT id FROM organisers WHERE ended_at IS NOT NULL);
    DELETE FROM organiser_search_documents WHERE organiser_id = ANY (ids)
      AND organiser_id IN (SELECT id FROM organisers WHERE ended_at IS NOT NULL);
`,
  1,
);

/** Migration 0041's function, with a reward's places (its counters, their names and towns) that have not ended only. */
const refreshRewardSearch0043 = replaceExactly(
  replaceExactly(
    refreshRewardSearch0041,
    "ARRAY(SELECT ro.organiser_id FROM reward_organisers ro WHERE ro.reward_id = r.id ORDER BY 1)",
    "ARRAY(SELECT ro.organiser_id FROM reward_organisers ro JOIN organisers o ON o.id = ro.organiser_id WHERE ro.reward_id = r.id AND o.ended_at IS NULL ORDER BY 1)",
    1,
  ),
  "      WHERE ro.reward_id = r.id\n    ) c",
  "      WHERE ro.reward_id = r.id AND o.ended_at IS NULL\n    ) c",
  1,
);

const up: string[] = [
  `ALTER TABLE organisers ADD COLUMN ended_at timestamptz`,
  refreshOrganiserSearch0043,
  refreshRewardSearch0043,
  // search_organiser_updated (migration 0013) refreshes the organiser's documents and its rewards'.
  `CREATE TRIGGER organisers_search_end AFTER UPDATE OF ended_at ON organisers
     FOR EACH ROW WHEN (OLD.ended_at IS DISTINCT FROM NEW.ended_at) EXECUTE FUNCTION search_organiser_updated()`,
];

const down: string[] = [
  `DROP TRIGGER IF EXISTS organisers_search_end ON organisers`,
  refreshOrganiserSearch0032,
  refreshRewardSearch0041,
  `ALTER TABLE organisers DROP COLUMN IF EXISTS ended_at`,
  `SELECT refresh_organiser_search(ARRAY(SELECT id FROM organisers))`,
  `SELECT refresh_reward_search(ARRAY(SELECT id FROM rewards))`,
];

export const migration0043OrganiserEnd = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
