// The search engine's building blocks (issue 9, decision 0020), the same on PostgreSQL servers
// (postgresql-contrib) and PGlite (its contrib builds, loaded in database.ts): trigram similarity
// (pg_trgm), accent folding (unaccent), and distances on the earth (cube + earthdistance). Plus the
// names every search query uses:
// - `dutch_folded`: the Dutch full-text configuration with accents folded before stemming
//   ("café" and "cafe" are one word);
// - `search_fold(text)`: lower case, accents folded, dashes and apostrophes as spaces
//   ("Sint-Niklaas" = "sint niklaas"), IMMUTABLE so that generated columns and indexes can use it
//   (unaccent() itself is only STABLE because its dictionary could change; ours is the fixed one the
//   extension installs);
// - `search_terms(text, weight)`: a text as weighted full text, Dutch stems and the words as written;
// - `search_terms_query(groups text[], fuzzy boolean, prefix boolean)`: the full-text query of what a
//   visitor typed: every group must match (AND), the words of one group in this order (a phrase, e.g.
//   "sint-niklaas"), with `prefix` every word as the start of a word (else whole words, for ranking). It
//   matches the Dutch stems or the words as written (a half-typed word is not always a prefix of the
//   stem of the whole word: "gezondhe" and "gezondheid" -> "gezond"). With `fuzzy`, a word of four
//   letters or more that starts no word of the vocabulary (`search_words`) may also be one of its three
//   nearest words by trigram similarity (at least 0.4): "mechlen" matches "mechelen". Typos are
//   corrected word by word towards words that exist, so every word still has to match and the
//   full-text index does the rest (the pg_trgm documentation's spelling suggestion).
// One statement per query (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  `CREATE EXTENSION IF NOT EXISTS unaccent`,
  `CREATE EXTENSION IF NOT EXISTS cube`,
  `CREATE EXTENSION IF NOT EXISTS earthdistance`,
  `CREATE TEXT SEARCH CONFIGURATION dutch_folded (COPY = pg_catalog.dutch)`,
  `ALTER TEXT SEARCH CONFIGURATION dutch_folded ALTER MAPPING FOR hword, hword_part, word WITH unaccent, dutch_stem`,
  `CREATE FUNCTION search_fold(value text) RETURNS text
     LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
     RETURN lower(public.unaccent('public.unaccent'::regdictionary, translate(value, '-''’‘–—', '      ')))`,
  // Both spellings of a text as full text, with one weight: Dutch stems and the words as written.
  `CREATE FUNCTION search_terms(value text, weight "char") RETURNS tsvector
     LANGUAGE sql IMMUTABLE PARALLEL SAFE
     RETURN setweight(to_tsvector('dutch_folded'::regconfig, COALESCE(value, '')), weight)
       || setweight(to_tsvector('simple'::regconfig, COALESCE(value, '')), weight)`,
  // Every word of the search documents as written (the documents' triggers add them, migration 0013):
  // the vocabulary that typos are corrected against. It only grows; a word nobody uses any more costs
  // a row and, at worst, a correction that finds nothing.
  `CREATE TABLE search_words (word text COLLATE "C" PRIMARY KEY)`,
  `CREATE INDEX search_words_trgm_idx ON search_words USING gist (word gist_trgm_ops)`,
  // PL/pgSQL: its statements are planned once per connection (a SQL function's body is planned on
  // every call, which cost 10 ms here).
  `CREATE FUNCTION search_terms_query(groups text[], fuzzy boolean, prefix boolean) RETURNS tsquery
  LANGUAGE plpgsql STABLE PARALLEL SAFE STRICT AS $fn$
  DECLARE
    grp text;
    w text;
    phrase text;
    alternatives text;
    corrections text;
    q text := '';
  BEGIN
    FOREACH grp IN ARRAY groups LOOP
      phrase := NULL;
      FOREACH w IN ARRAY regexp_split_to_array(search_fold(grp), '[^a-z0-9]+') LOOP
        CONTINUE WHEN w = '';
        alternatives := CASE WHEN prefix THEN w || ':*' ELSE w END;
        -- Words are [a-z]: every word that starts with w sorts between w and w || '{' (collation C).
        IF fuzzy AND length(w) >= 4 AND w ~ '^[a-z]+$'
          AND NOT EXISTS (SELECT 1 FROM search_words e WHERE e.word >= w AND e.word < w || '{') THEN
          SELECT string_agg(' | ' || c.word, '' ORDER BY c.distance) INTO corrections
          FROM (
            SELECT s.word, s.word <-> w AS distance FROM search_words s ORDER BY s.word <-> w LIMIT 3
          ) c
          WHERE c.distance <= 0.6;
          alternatives := alternatives || COALESCE(corrections, '');
        END IF;
        phrase := CASE WHEN phrase IS NULL THEN '(' || alternatives || ')' ELSE phrase || ' <-> (' || alternatives || ')' END;
      END LOOP;
      IF phrase IS NOT NULL THEN
        q := CASE WHEN q = '' THEN phrase ELSE q || ' & ' || phrase END;
      END IF;
    END LOOP;
    IF q = '' THEN
      RETURN ''::tsquery;
    END IF;
    RETURN to_tsquery('dutch_folded', q) || to_tsquery('simple', q);
  END $fn$`,
];
const down: string[] = [
  `DROP FUNCTION IF EXISTS search_terms_query(text[], boolean, boolean)`,
  `DROP TABLE IF EXISTS search_words`,
  `DROP FUNCTION IF EXISTS search_terms(text, "char")`,
  `DROP FUNCTION IF EXISTS search_fold(text)`,
  `DROP TEXT SEARCH CONFIGURATION IF EXISTS dutch_folded`,
  `DROP EXTENSION IF EXISTS earthdistance`,
  `DROP EXTENSION IF EXISTS cube`,
  `DROP EXTENSION IF EXISTS unaccent`,
  `DROP EXTENSION IF EXISTS pg_trgm`,
];

export const migration0012SearchFoundation = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
