// The SQL fragments of the search engine (decision 0020, migrations 0012 and 0013) that the rewards and
// the organisers statements share. Shared code of the api's modules: it imports no module.
import { sql, type RawBuilder } from "kysely";

/**
 * Always-on filters of the public index, on a reward's search document `s` (migration 0013): active
 * (status ACTIVE, permanent owner), published now, cashing end not passed. The reward search and the
 * count of a location's rewards use the same definition.
 */
export function publicReward(now: Date): RawBuilder<unknown> {
  return sql`s.active AND s.publication_start <= ${now}::timestamptz
    AND (s.publication_end IS NULL OR s.publication_end >= ${now}::timestamptz)
    AND (s.redeem_end IS NULL OR s.redeem_end >= ${now}::timestamptz)`;
}

/**
 * The full-text queries of what was typed, computed once per statement (a CTE `tq`, cross-joined where
 * text is searched): `fuzzy` matches (every word as a prefix, unknown words also as their nearest
 * vocabulary words), `literal` without corrections and `words` as whole words rank the matches, and
 * `folded` (the typed text folded as the documents' titles and names are) finds an exact title. Computed
 * here, not per row: in a prepared statement the typed text is a parameter, so `search_fold` in a row's
 * expression would run (unaccent and all) for every match.
 */
export function textQueries(text: { raw: string; groups: string[] }): RawBuilder<unknown> {
  const g = sql`${text.groups}::text[]`;
  return sql`tq AS MATERIALIZED (SELECT search_terms_query(${g}, true, true) AS fuzzy,
    search_terms_query(${g}, false, true) AS literal, search_terms_query(${g}, false, false) AS words,
    search_fold(${text.raw}::text) AS folded)`;
}
