// The promotions search's text side carries the filters (issue 21, decision 0072): `reward_search_terms`
// gets a copy of the columns of `reward_search_documents` that the search filters and sorts on, except
// `units_taken` (every cash-in changes it; it stays on the narrow document alone). A text search then
// reads each match once: before, every match of the text index was looked up again in the documents by
// primary key, about 1.5 µs per match ("gent" matches one reward in seven), also each match the filters
// then dropped. A search without text keeps reading the narrow documents (a count over all rewards reads a
// third of the pages the texts' rows take).
// The refresh function writes the document first and then copies its columns into the text row in the
// same call, so the two never disagree. One statement per query (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";
import { refreshRewardSearch0032 } from "./0032_search_dutch.ts";

/** The document's columns the text row copies, with their types (a default only while the rows are filled). */
const COPIED: [name: string, type: string][] = [
  ["active", "boolean NOT NULL DEFAULT false"],
  ["featured", "boolean NOT NULL DEFAULT false"],
  ["all_card_systems", "boolean NOT NULL DEFAULT false"],
  ["for_kids", "boolean NOT NULL DEFAULT false"],
  ["sport", "boolean NOT NULL DEFAULT false"],
  ["online", "boolean NOT NULL DEFAULT false"],
  ["points", "integer NOT NULL DEFAULT 0"],
  ["created_at", "timestamptz NOT NULL DEFAULT now()"],
  ["publication_start", "timestamptz NOT NULL DEFAULT now()"],
  ["publication_end", "timestamptz"],
  ["redeem_end", "timestamptz"],
  ["type", "text NOT NULL DEFAULT ''"],
  ["category", "text NOT NULL DEFAULT ''"],
  ["valid_in", "integer[] NOT NULL DEFAULT '{}'"],
  ["disabled_in", "integer[] NOT NULL DEFAULT '{}'"],
  ["counters", "integer[] NOT NULL DEFAULT '{}'"],
];
const names = COPIED.map(([name]) => name);
const list = (prefix: string) => names.map((n) => `${prefix}${n}`).join(", ");

// Migration 0032's refresh with one change: the text row is written from the document just written.
const documentsUpsert = refreshRewardSearch0032.slice(
  refreshRewardSearch0032.indexOf("INSERT INTO reward_search_documents"),
  refreshRewardSearch0032.indexOf("INSERT INTO reward_search_terms"),
);
/** The rewards' refresh function of this migration (migration 0043 starts from it, and goes back to it). */
export const refreshRewardSearch0041 = `CREATE OR REPLACE FUNCTION refresh_reward_search(ids integer[]) RETURNS void
  LANGUAGE sql AS $fn$
    ${documentsUpsert.trim()}
    INSERT INTO reward_search_terms AS t (reward_id, title_folded, document, terms, ${names.join(", ")})
    SELECT r.id,
      search_fold(r.title),
      concat_ws(' ', search_fold(r.title), c.names, c.places, search_fold(cs.name), search_compounds(search_fold(r.title))),
      search_terms_with_parts(search_fold(r.title), 'A') || search_terms_with_parts(c.names, 'B')
        || search_terms(concat_ws(' ', c.places, search_fold(cs.name)), 'C'),
      ${list("d.")}
    FROM rewards r
    JOIN card_systems cs ON cs.id = r.card_system_id
    JOIN reward_search_documents d ON d.reward_id = r.id
    CROSS JOIN LATERAL (
      SELECT string_agg(search_fold(o.name), ' ' ORDER BY o.id) AS names,
        string_agg(concat_ws(' ', m.postal_code, m.name_folded), ' ' ORDER BY o.id) AS places
      FROM reward_organisers ro JOIN organisers o ON o.id = ro.organiser_id
      LEFT JOIN municipalities m ON m.id = o.municipality_id
      WHERE ro.reward_id = r.id
    ) c
    WHERE r.id = ANY (ids)
    ON CONFLICT (reward_id) DO UPDATE SET title_folded = EXCLUDED.title_folded, document = EXCLUDED.document,
      terms = EXCLUDED.terms, ${names.map((n) => `${n} = EXCLUDED.${n}`).join(", ")}
    WHERE (t.title_folded, t.document, t.terms, ${list("t.")})
      IS DISTINCT FROM (EXCLUDED.title_folded, EXCLUDED.document, EXCLUDED.terms, ${list("EXCLUDED.")});
    INSERT INTO search_words (word)
    SELECT DISTINCT w.word FROM reward_search_terms d,
      unnest(tsvector_to_array(to_tsvector('simple'::regconfig, d.document))) AS w(word)
    WHERE d.reward_id = ANY (ids) AND w.word ~ '^[a-z]{4,}$'
    ON CONFLICT DO NOTHING;
  $fn$`;

const up: string[] = [
  `ALTER TABLE reward_search_terms ${COPIED.map(([name, type]) => `ADD COLUMN ${name} ${type}`).join(", ")}`,
  refreshRewardSearch0041,
  `SELECT refresh_reward_search(ARRAY(SELECT id FROM rewards))`,
  `ALTER TABLE reward_search_terms ${COPIED.filter(([, type]) => type.includes("DEFAULT"))
    .map(([name]) => `ALTER COLUMN ${name} DROP DEFAULT`)
    .join(", ")}`,
];

const down: string[] = [
  refreshRewardSearch0032,
  `ALTER TABLE reward_search_terms ${names.map((n) => `DROP COLUMN ${n}`).join(", ")}`,
];

export const migration0041RewardSearchTermsFilters = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
