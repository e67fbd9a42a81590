// A search that understands Dutch (issue 21, decision 0052), on top of migrations 0012 and 0013, with
// nothing but what PostgreSQL and PGlite both ship (no hunspell files on the server):
// - `search_compound_heads`: known last parts of Dutch compounds ("bad", "school", "hal", …). The
//   documents' texts also hold the parts of their compounds (`search_compounds`: "zwembad" adds "zwem"
//   and "bad", "stadsbibliotheek" "stads", "stad" and "bibliotheek"), so "bibliotheek" finds
//   "Stadsbibliotheek Gent" and "museum" "Havenmuseum Het Dok". Organisers' descriptions are now part of
//   their documents too (weight D).
// - `search_synonyms`: a short reviewed list of words that mean the same place (bieb = bibliotheek,
//   cc = cultuurcentrum, zwemmen = zwembad, …) in groups; the texts that hold compound parts also hold a
//   token per group one of their words belongs to (`search_synonym_tokens`: "zzsynbib"), and a query word
//   of a group matches that token (one posting list of the index, not one per word of the group).
// - `search_stem(word)`: the Dutch Snowball stem without a doubled last consonant ("zwemmen" -> "zwem",
//   Snowball keeps "zwemm"; "sporthallen" -> "sporthal").
// - `search_terms_query` again (same arguments): with `fuzzy`, a word also matches that stem (a word or a
//   compound's first part), its synonym group's token, and, as a compound that starts no known word, its
//   first part with the head or the head's group token ("dansschool": dans and school or academie); typos
//   are corrected on every word that is no known word and has no synonyms: the nearest vocabulary words
//   by trigrams (now really at a similarity of 0.4: the distance is a real, and 0.6 was compared as a
//   numeric) and the vocabulary words one swapped or one extra letter away ("gnet" -> gent, which
//   trigrams cannot see).
// - the refresh functions of both documents again, with compound parts and synonym tokens (organisers'
//   name and description, rewards' title and counters; not the reward titles in an organiser's document)
//   and descriptions; every document is refreshed once.
// The lists are data in this migration: a change is a new migration (and a refresh of the documents).
// One statement per query (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";
import { refreshOrganiserSearch0013, refreshRewardSearch0013, searchTermsQuery0012 } from "./0032_search_dutch_previous.ts";

/** Last parts of compounds, folded. A word ending in one, with at least three letters before it, is split. */
const COMPOUND_HEADS = [
  "academie",
  "bad",
  "bib",
  "bibliotheek",
  "bos",
  "centrum",
  "club",
  "domein",
  "hal",
  "huis",
  "kantoor",
  "kring",
  "museum",
  "park",
  "plein",
  "school",
  "theater",
  "tuin",
  "werking",
  "zaal",
  "zoo",
  "zwembad",
];

/** Words for the same kind of place, folded; every word of a group also finds the others (whole words). */
const SYNONYM_GROUPS = [
  ["bib", "bieb", "bibliotheek"],
  ["zwembad", "zwemmen", "zwemcentrum"],
  ["cc", "cultuurcentrum", "cultuurhuis"],
  ["sporthal", "sportzaal", "sportcentrum"],
  ["jeugdhuis", "jh", "jeugdcentrum"],
  ["speeltuin", "speelplein", "speelbos"],
  ["academie", "school"],
  ["bioscoop", "cinema", "filmhuis"],
  ["museum", "musea"],
  ["theater", "schouwburg"],
  ["ocmw", "welzijnshuis"],
  ["toerisme", "infokantoor", "toeristenbureau"],
  ["dierentuin", "dierenpark", "zoo"],
];

function literal(value: string): string {
  if (!/^[a-z]+$/.test(value)) throw new Error(`not a folded word: ${value}`);
  return `'${value}'`;
}

/** Every word with its group, named by the group's first word. */
const synonymRows = SYNONYM_GROUPS.flatMap((group) => group.map((word) => `(${literal(word)}, ${literal(group[0]!)})`));

/**
 * The token a text carries for each synonym group one of its words belongs to (`zzsyn` and the group's
 * name: no Dutch word looks like it), and a query for a word of the group: one posting list of the
 * full-text index instead of one per word of the group.
 */
const TOKEN = "zzsyn";

/** The organiser's description as plain text (it may hold the editor's HTML). */
const DESCRIPTION = `left(regexp_replace(COALESCE(o.description, ''), '<[^>]*>', ' ', 'g'), 4000)`;

/** The organisers' refresh function of this migration (migration 0043 starts from it, and goes back to it). */
export const refreshOrganiserSearch0032 = `CREATE OR REPLACE FUNCTION refresh_organiser_search(ids integer[]) RETURNS void
  LANGUAGE sql AS $fn$
    INSERT INTO organiser_search_documents AS d (organiser_id, types, card_system_id, latitude, longitude, position, name_folded)
    SELECT o.id,
      t.types,
      o.card_system_id,
      o.latitude, o.longitude,
      CASE WHEN o.latitude IS NOT NULL AND o.longitude IS NOT NULL THEN ll_to_earth(o.latitude, o.longitude) END,
      search_fold(o.name)
    FROM organisers o
    CROSS JOIN LATERAL (
      SELECT COALESCE(bit_or(CASE ot.type WHEN 'POINT_OF_SALE' THEN 1 WHEN 'POINT_OF_SALE_KANSENSTATUUT' THEN 2
        WHEN 'CHECKIN' THEN 4 WHEN 'POINTS_PROMOTIONS' THEN 8 ELSE 0 END), 0)::smallint AS types
      FROM organiser_types ot WHERE ot.organiser_id = o.id
    ) t
    WHERE o.id = ANY (ids)
    ON CONFLICT (organiser_id) DO UPDATE SET
      types = EXCLUDED.types, card_system_id = EXCLUDED.card_system_id, latitude = EXCLUDED.latitude,
      longitude = EXCLUDED.longitude, position = EXCLUDED.position, name_folded = EXCLUDED.name_folded
    WHERE (d.types, d.card_system_id, d.latitude, d.longitude, d.name_folded)
      IS DISTINCT FROM (EXCLUDED.types, EXCLUDED.card_system_id, EXCLUDED.latitude, EXCLUDED.longitude, EXCLUDED.name_folded);
    INSERT INTO organiser_search_terms AS d (organiser_id, document, terms)
    SELECT o.id,
      concat_ws(' ', x.name, m.postal_code, m.name_folded, search_compounds(x.name), x.description),
      search_terms_with_parts(x.name, 'A')
        || search_terms(concat_ws(' ', search_fold(o.street_and_number), m.postal_code, m.name_folded), 'B')
        || search_terms(p.titles, 'C')
        || search_terms_with_parts(x.description, 'D')
    FROM organisers o
    CROSS JOIN LATERAL (SELECT search_fold(o.name) AS name, search_fold(${DESCRIPTION}) AS description) x
    LEFT JOIN municipalities m ON m.id = o.municipality_id
    CROSS JOIN LATERAL (
      SELECT string_agg(search_fold(r.title), ' ' ORDER BY r.id) AS titles
      FROM reward_organisers ro JOIN rewards r ON r.id = ro.reward_id
      WHERE ro.organiser_id = o.id AND r.status = 'ACTIVE'
    ) p
    WHERE o.id = ANY (ids)
    ON CONFLICT (organiser_id) DO UPDATE SET document = EXCLUDED.document, terms = EXCLUDED.terms
    WHERE (d.document, d.terms) IS DISTINCT FROM (EXCLUDED.document, EXCLUDED.terms);
    INSERT INTO search_words (word)
    SELECT DISTINCT w.word FROM organiser_search_terms d,
      unnest(tsvector_to_array(to_tsvector('simple'::regconfig, d.document))) AS w(word)
    WHERE d.organiser_id = ANY (ids) AND w.word ~ '^[a-z]{4,}$'
    ON CONFLICT DO NOTHING;
  $fn$`;

/** The rewards' refresh of this migration (migration 0041 puts the texts on the document; its down restores this). */
export const refreshRewardSearch0032 = `CREATE OR REPLACE FUNCTION refresh_reward_search(ids integer[]) RETURNS void
  LANGUAGE sql AS $fn$
    INSERT INTO reward_search_documents AS d
      (reward_id, active, featured, all_card_systems, for_kids, sport, online, card_system_id, points, units_taken,
       created_at, publication_start, publication_end, redeem_end, type, category, valid_in, disabled_in, counters)
    SELECT r.id,
      r.status = 'ACTIVE' AND cs.permanent,
      r.featured, r.all_card_systems, r.for_kids, r.sport, r.online, r.card_system_id, r.points, r.units_taken,
      r.created_at, r.publication_start, r.publication_end, r.redeem_end, r.type, r.category,
      ARRAY(
        SELECT DISTINCT x.id FROM (
          SELECT r.card_system_id AS id
          WHERE NOT EXISTS (SELECT 1 FROM reward_card_systems rc WHERE rc.reward_id = r.id AND rc.card_system_id = r.card_system_id AND rc.disabled)
          UNION ALL
          SELECT rc.card_system_id FROM reward_card_systems rc WHERE rc.reward_id = r.id AND NOT rc.disabled
        ) x ORDER BY x.id),
      ARRAY(SELECT rc.card_system_id FROM reward_card_systems rc WHERE rc.reward_id = r.id AND rc.disabled ORDER BY 1),
      ARRAY(SELECT ro.organiser_id FROM reward_organisers ro WHERE ro.reward_id = r.id ORDER BY 1)
    FROM rewards r
    JOIN card_systems cs ON cs.id = r.card_system_id
    WHERE r.id = ANY (ids)
    ON CONFLICT (reward_id) DO UPDATE SET
      active = EXCLUDED.active, featured = EXCLUDED.featured, all_card_systems = EXCLUDED.all_card_systems,
      for_kids = EXCLUDED.for_kids, sport = EXCLUDED.sport, online = EXCLUDED.online,
      card_system_id = EXCLUDED.card_system_id, points = EXCLUDED.points, units_taken = EXCLUDED.units_taken,
      created_at = EXCLUDED.created_at,
      publication_start = EXCLUDED.publication_start, publication_end = EXCLUDED.publication_end,
      redeem_end = EXCLUDED.redeem_end, type = EXCLUDED.type, category = EXCLUDED.category,
      valid_in = EXCLUDED.valid_in, disabled_in = EXCLUDED.disabled_in, counters = EXCLUDED.counters
    WHERE (d.active, d.featured, d.all_card_systems, d.for_kids, d.sport, d.online, d.card_system_id, d.points,
        d.units_taken, d.created_at, d.publication_start, d.publication_end, d.redeem_end, d.type, d.category, d.valid_in,
        d.disabled_in, d.counters)
      IS DISTINCT FROM (EXCLUDED.active, EXCLUDED.featured, EXCLUDED.all_card_systems, EXCLUDED.for_kids,
        EXCLUDED.sport, EXCLUDED.online, EXCLUDED.card_system_id, EXCLUDED.points, EXCLUDED.units_taken, EXCLUDED.created_at,
        EXCLUDED.publication_start, EXCLUDED.publication_end, EXCLUDED.redeem_end, EXCLUDED.type,
        EXCLUDED.category, EXCLUDED.valid_in, EXCLUDED.disabled_in, EXCLUDED.counters);
    INSERT INTO reward_search_terms AS d (reward_id, title_folded, document, terms)
    SELECT r.id,
      search_fold(r.title),
      concat_ws(' ', search_fold(r.title), c.names, c.places, search_fold(cs.name), search_compounds(search_fold(r.title))),
      search_terms_with_parts(search_fold(r.title), 'A') || search_terms_with_parts(c.names, 'B')
        || search_terms(concat_ws(' ', c.places, search_fold(cs.name)), 'C')
    FROM rewards r
    JOIN card_systems cs ON cs.id = r.card_system_id
    CROSS JOIN LATERAL (
      SELECT string_agg(search_fold(o.name), ' ' ORDER BY o.id) AS names,
        string_agg(concat_ws(' ', m.postal_code, m.name_folded), ' ' ORDER BY o.id) AS places
      FROM reward_organisers ro JOIN organisers o ON o.id = ro.organiser_id
      LEFT JOIN municipalities m ON m.id = o.municipality_id
      WHERE ro.reward_id = r.id
    ) c
    WHERE r.id = ANY (ids)
    ON CONFLICT (reward_id) DO UPDATE SET title_folded = EXCLUDED.title_folded, document = EXCLUDED.document, terms = EXCLUDED.terms
    WHERE (d.title_folded, d.document, d.terms) IS DISTINCT FROM (EXCLUDED.title_folded, EXCLUDED.document, EXCLUDED.terms);
    INSERT INTO search_words (word)
    SELECT DISTINCT w.word FROM reward_search_terms d,
      unnest(tsvector_to_array(to_tsvector('simple'::regconfig, d.document))) AS w(word)
    WHERE d.reward_id = ANY (ids) AND w.word ~ '^[a-z]{4,}$'
    ON CONFLICT DO NOTHING;
  $fn$`;

const up: string[] = [
  `CREATE TABLE search_compound_heads (head text COLLATE "C" PRIMARY KEY CHECK (head ~ '^[a-z]{2,}$'))`,
  `INSERT INTO search_compound_heads (head) VALUES ${COMPOUND_HEADS.map((h) => `(${literal(h)})`).join(", ")}`,
  `CREATE TABLE search_synonyms (
    word text COLLATE "C" PRIMARY KEY CHECK (word ~ '^[a-z]+$'),
    grp text COLLATE "C" NOT NULL CHECK (grp ~ '^[a-z]+$')
  )`,
  `INSERT INTO search_synonyms (word, grp) VALUES ${synonymRows.join(", ")}`,

  `CREATE FUNCTION search_stem(word text) RETURNS text
     LANGUAGE sql STABLE PARALLEL SAFE STRICT
     RETURN regexp_replace(COALESCE((ts_lexize('dutch_stem'::regdictionary, word))[1], word), '([b-df-hj-np-tv-z])\\1$', '\\1')`,

  // The parts of the compounds of a folded text, as one text: for every word and its stem that end in a
  // known head after at least three letters, the first part (also without a linking s) and the head.
  `CREATE FUNCTION search_compounds(value text) RETURNS text
     LANGUAGE sql STABLE PARALLEL SAFE STRICT
     RETURN (
       SELECT COALESCE(string_agg(DISTINCT p.part, ' '), '')
       FROM regexp_split_to_table(value, '[^a-z]+') AS w(word)
       CROSS JOIN LATERAL (SELECT DISTINCT f FROM unnest(ARRAY[w.word, search_stem(w.word)]) AS f) AS f(form)
       JOIN search_compound_heads h ON length(f.form) >= length(h.head) + 3 AND right(f.form, length(h.head)) = h.head
       CROSS JOIN LATERAL (VALUES (left(f.form, -length(h.head))), (h.head),
         (CASE WHEN length(f.form) - length(h.head) >= 5 AND left(f.form, -length(h.head)) LIKE '%s'
           THEN left(f.form, -length(h.head) - 1) END)) AS p(part)
       WHERE length(w.word) >= 5 AND p.part IS NOT NULL
     )`,
  // The synonym tokens of a folded text: one per group that one of its words (or its stem) belongs to.
  `CREATE FUNCTION search_synonym_tokens(value text) RETURNS text
     LANGUAGE sql STABLE PARALLEL SAFE STRICT
     RETURN (
       SELECT COALESCE(string_agg(DISTINCT '${TOKEN}' || s.grp, ' '), '')
       FROM regexp_split_to_table(value, '[^a-z]+') AS w(word)
       JOIN search_synonyms s ON s.word = w.word OR s.word = search_stem(w.word)
       WHERE w.word <> ''
     )`,
  // A folded text, the parts of its compounds and the synonym tokens of both (after it, so the positions
  // of its own words stay).
  `CREATE FUNCTION search_terms_with_parts(value text, weight "char") RETURNS tsvector
     LANGUAGE sql STABLE PARALLEL SAFE
     RETURN (
       SELECT search_terms(concat_ws(' ', x.value, x.parts, search_synonym_tokens(concat_ws(' ', x.value, x.parts))), weight)
       FROM (SELECT COALESCE(value, '') AS value, search_compounds(COALESCE(value, '')) AS parts) x
     )`,

  `CREATE OR REPLACE FUNCTION search_terms_query(groups text[], fuzzy boolean, prefix boolean) RETURNS tsquery
  LANGUAGE plpgsql STABLE PARALLEL SAFE STRICT AS $fn$
  DECLARE
    grp text;
    w text;
    stem text;
    words text[];
    edits text[];
    known boolean;
    phrase text;
    alternatives text;
    extra text;
    corrections text;
    q text := '';
  BEGIN
    FOREACH grp IN ARRAY groups LOOP
      phrase := NULL;
      words := array_remove(regexp_split_to_array(search_fold(grp), '[^a-z0-9]+'), '');
      FOREACH w IN ARRAY words LOOP
        alternatives := CASE WHEN prefix THEN w || ':*' ELSE w END;
        IF fuzzy AND w ~ '^[a-z]+$' THEN
          stem := search_stem(w);
          -- As a whole word (a document holds it as a word or as the first part of a compound): as a
          -- prefix, "brugge" (stem "brug") would find every "Brugstraat".
          IF stem <> w AND length(stem) >= 4 THEN
            alternatives := alternatives || ' | ' || stem;
          END IF;
          -- A word of a synonym group: the group's token (the documents carry it for every word of the group).
          SELECT string_agg(DISTINCT ' | ${TOKEN}' || s.grp, '') INTO extra
          FROM search_synonyms s WHERE s.word IN (w, stem);
          alternatives := alternatives || COALESCE(extra, '');
          -- Words are [a-z]: every word that starts with w sorts between w and w || '{' (collation C).
          known := EXISTS (SELECT 1 FROM search_words e WHERE e.word >= w AND e.word < w || '{');
          -- A compound of one word that starts no known word: its first part and its head (or the token of
          -- the head's synonym group), "dansschool" = dans and school or academie.
          IF NOT known AND cardinality(words) = 1 THEN
            SELECT string_agg(DISTINCT ' | (' || left(f.form, -length(h.head)) || ':* & (' || h.head
                || COALESCE((SELECT ' | ${TOKEN}' || s.grp FROM search_synonyms s WHERE s.word = h.head), '') || '))', '')
              INTO corrections
            FROM (VALUES (w), (stem)) AS f(form)
            JOIN search_compound_heads h ON h.head = ANY (ARRAY(SELECT right(f.form, n) FROM generate_series(2, length(f.form) - 3) n));
            alternatives := alternatives || COALESCE(corrections, '');
          END IF;
          IF extra IS NULL AND length(w) >= 4 AND NOT known THEN
            -- One swapped or one extra letter (a variable: looked up by primary key, whatever the plan).
            edits := ARRAY(
              SELECT left(w, i - 1) || substr(w, i + 1, 1) || substr(w, i, 1) || substr(w, i + 2) FROM generate_series(1, length(w) - 1) i
              UNION ALL
              SELECT left(w, i - 1) || substr(w, i + 1) FROM generate_series(1, length(w)) i);
            SELECT string_agg(DISTINCT ' | ' || c.word, '') INTO corrections
            FROM (
              -- The three nearest (the GiST index walks them in order), then the threshold: a filter inside
              -- the ordered scan would walk the whole vocabulary when fewer than three are close.
              SELECT n.word FROM (SELECT s.word, s.word <-> w AS distance FROM search_words s ORDER BY s.word <-> w LIMIT 3) n
              WHERE n.distance <= 0.6::real
              UNION
              SELECT e.word FROM search_words e WHERE e.word = ANY (edits)
            ) c;
            alternatives := alternatives || COALESCE(corrections, '');
          END IF;
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

  refreshOrganiserSearch0032,

  refreshRewardSearch0032,
  // Descriptions are part of the organiser's document now: refresh it when one changes.
  `CREATE TRIGGER organisers_search_description AFTER UPDATE OF description ON organisers
     FOR EACH ROW WHEN (OLD.description IS DISTINCT FROM NEW.description) EXECUTE FUNCTION search_organiser_updated()`,

  `SELECT refresh_organiser_search(ARRAY(SELECT id FROM organisers))`,
  `SELECT refresh_reward_search(ARRAY(SELECT id FROM rewards))`,
];

// Back to the functions of migrations 0012 and 0013 (and their documents) before the tables they read go.
const down: string[] = [
  `DROP TRIGGER IF EXISTS organisers_search_description ON organisers`,
  searchTermsQuery0012,
  refreshOrganiserSearch0013,
  refreshRewardSearch0013,
  `SELECT refresh_organiser_search(ARRAY(SELECT id FROM organisers))`,
  `SELECT refresh_reward_search(ARRAY(SELECT id FROM rewards))`,
  `DROP FUNCTION IF EXISTS search_terms_with_parts(text, "char")`,
  `DROP FUNCTION IF EXISTS search_synonym_tokens(text)`,
  `DROP FUNCTION IF EXISTS search_compounds(text)`,
  `DROP FUNCTION IF EXISTS search_stem(text)`,
  `DROP TABLE IF EXISTS search_synonyms`,
  `DROP TABLE IF EXISTS search_compound_heads`,
];

export const migration0032SearchDutch = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
