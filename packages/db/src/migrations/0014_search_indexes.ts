// Indexes of the promotions search and search documents that are rewritten only when they change
// (issue 9, decision 0020).
// - The region filter (`cardSystem:<n>`) reads the rewards of a region from three indexes (owned, listed,
//   valid everywhere) instead of testing every reward.
// - The sorts of the search page walk an index in their order (featured then newest, points up and
//   down; "most exchanged" sorts what matches, as units_taken changes with every cash-in and an index
//   on it would cost every cash-in its HOT update); the last-chance filter reads the redeem ends.
// - A document refresh that changes nothing writes nothing: bulk loads (a seed, an import) fire the
//   triggers several times per row, and every write left a dead row behind.
// One statement per query (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `CREATE INDEX reward_card_systems_card_system_idx ON reward_card_systems (card_system_id, reward_id) INCLUDE (disabled)`,
  `CREATE INDEX rewards_all_card_systems_idx ON rewards (id) WHERE all_card_systems`,
  `CREATE INDEX rewards_featured_idx ON rewards (featured DESC, created_at DESC, id DESC) WHERE status = 'ACTIVE'`,
  `CREATE INDEX rewards_points_asc_idx ON rewards (points, created_at DESC, id DESC) WHERE status = 'ACTIVE'`,
  `CREATE INDEX rewards_points_desc_idx ON rewards (points DESC, created_at DESC, id DESC) WHERE status = 'ACTIVE'`,
  `CREATE INDEX rewards_redeem_end_idx ON rewards (redeem_end) WHERE status = 'ACTIVE' AND redeem_end IS NOT NULL`,
  `CREATE OR REPLACE FUNCTION refresh_organiser_search(ids integer[]) RETURNS void
  LANGUAGE sql AS $fn$
    INSERT INTO organiser_search_documents AS d
      (organiser_id, name_folded, document, terms, types, latitude, longitude, position, card_system_id)
    SELECT o.id,
      search_fold(o.name),
      concat_ws(' ', search_fold(o.name), m.postal_code, m.name_folded),
      search_terms(search_fold(o.name), 'A')
        || search_terms(concat_ws(' ', search_fold(o.street_and_number), m.postal_code, m.name_folded), 'B')
        || search_terms(p.titles, 'C'),
      t.types,
      o.latitude, o.longitude,
      CASE WHEN o.latitude IS NOT NULL AND o.longitude IS NOT NULL THEN ll_to_earth(o.latitude, o.longitude) END,
      o.card_system_id
    FROM organisers o
    LEFT JOIN municipalities m ON m.id = o.municipality_id
    CROSS JOIN LATERAL (
      SELECT string_agg(search_fold(r.title), ' ' ORDER BY r.id) AS titles
      FROM reward_organisers ro JOIN rewards r ON r.id = ro.reward_id
      WHERE ro.organiser_id = o.id AND r.status = 'ACTIVE'
    ) p
    CROSS JOIN LATERAL (
      SELECT COALESCE(bit_or(CASE ot.type WHEN 'POINT_OF_SALE' THEN 1 WHEN 'POINT_OF_SALE_KANSENSTATUUT' THEN 2
        WHEN 'CHECKIN' THEN 4 WHEN 'POINTS_PROMOTIONS' THEN 8 ELSE 0 END), 0)::smallint AS types
      FROM organiser_types ot WHERE ot.organiser_id = o.id
    ) t
    WHERE o.id = ANY (ids)
    ON CONFLICT (organiser_id) DO UPDATE SET
      name_folded = EXCLUDED.name_folded, document = EXCLUDED.document, terms = EXCLUDED.terms,
      types = EXCLUDED.types, latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude,
      position = EXCLUDED.position, card_system_id = EXCLUDED.card_system_id
    WHERE (d.name_folded, d.document, d.terms, d.types, d.latitude, d.longitude, d.card_system_id)
      IS DISTINCT FROM (EXCLUDED.name_folded, EXCLUDED.document, EXCLUDED.terms, EXCLUDED.types, EXCLUDED.latitude, EXCLUDED.longitude, EXCLUDED.card_system_id);
    INSERT INTO search_words (word)
    SELECT DISTINCT w.word FROM organiser_search_documents d,
      unnest(tsvector_to_array(to_tsvector('simple'::regconfig, d.document))) AS w(word)
    WHERE d.organiser_id = ANY (ids) AND w.word ~ '^[a-z]{4,}$'
    ON CONFLICT DO NOTHING;
  $fn$`,
  `CREATE OR REPLACE FUNCTION refresh_reward_search(ids integer[]) RETURNS void
  LANGUAGE sql AS $fn$
    INSERT INTO reward_search_documents AS d (reward_id, title_folded, document, terms)
    SELECT r.id,
      search_fold(r.title),
      concat_ws(' ', search_fold(r.title), c.names, c.places, search_fold(cs.name)),
      search_terms(search_fold(r.title), 'A') || search_terms(c.names, 'B')
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
    ON CONFLICT (reward_id) DO UPDATE SET
      title_folded = EXCLUDED.title_folded, document = EXCLUDED.document, terms = EXCLUDED.terms
    WHERE (d.title_folded, d.document, d.terms) IS DISTINCT FROM (EXCLUDED.title_folded, EXCLUDED.document, EXCLUDED.terms);
    INSERT INTO search_words (word)
    SELECT DISTINCT w.word FROM reward_search_documents d,
      unnest(tsvector_to_array(to_tsvector('simple'::regconfig, d.document))) AS w(word)
    WHERE d.reward_id = ANY (ids) AND w.word ~ '^[a-z]{4,}$'
    ON CONFLICT DO NOTHING;
  $fn$`,
];

const down: string[] = [
  `DROP INDEX IF EXISTS rewards_redeem_end_idx`,
  `DROP INDEX IF EXISTS rewards_points_desc_idx`,
  `DROP INDEX IF EXISTS rewards_points_asc_idx`,
  `DROP INDEX IF EXISTS rewards_featured_idx`,
  `DROP INDEX IF EXISTS rewards_all_card_systems_idx`,
  `DROP INDEX IF EXISTS reward_card_systems_card_system_idx`,
  `CREATE OR REPLACE FUNCTION refresh_organiser_search(ids integer[]) RETURNS void
  LANGUAGE sql AS $fn$
    INSERT INTO organiser_search_documents AS d
      (organiser_id, name_folded, document, terms, types, latitude, longitude, position, card_system_id)
    SELECT o.id,
      search_fold(o.name),
      concat_ws(' ', search_fold(o.name), m.postal_code, m.name_folded),
      search_terms(search_fold(o.name), 'A')
        || search_terms(concat_ws(' ', search_fold(o.street_and_number), m.postal_code, m.name_folded), 'B')
        || search_terms(p.titles, 'C'),
      t.types,
      o.latitude, o.longitude,
      CASE WHEN o.latitude IS NOT NULL AND o.longitude IS NOT NULL THEN ll_to_earth(o.latitude, o.longitude) END,
      o.card_system_id
    FROM organisers o
    LEFT JOIN municipalities m ON m.id = o.municipality_id
    CROSS JOIN LATERAL (
      SELECT string_agg(search_fold(r.title), ' ' ORDER BY r.id) AS titles
      FROM reward_organisers ro JOIN rewards r ON r.id = ro.reward_id
      WHERE ro.organiser_id = o.id AND r.status = 'ACTIVE'
    ) p
    CROSS JOIN LATERAL (
      SELECT COALESCE(bit_or(CASE ot.type WHEN 'POINT_OF_SALE' THEN 1 WHEN 'POINT_OF_SALE_KANSENSTATUUT' THEN 2
        WHEN 'CHECKIN' THEN 4 WHEN 'POINTS_PROMOTIONS' THEN 8 ELSE 0 END), 0)::smallint AS types
      FROM organiser_types ot WHERE ot.organiser_id = o.id
    ) t
    WHERE o.id = ANY (ids)
    ON CONFLICT (organiser_id) DO UPDATE SET
      name_folded = EXCLUDED.name_folded, document = EXCLUDED.document, terms = EXCLUDED.terms,
      types = EXCLUDED.types, latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude,
      position = EXCLUDED.position, card_system_id = EXCLUDED.card_system_id;
    INSERT INTO search_words (word)
    SELECT DISTINCT w.word FROM organiser_search_documents d,
      unnest(tsvector_to_array(to_tsvector('simple'::regconfig, d.document))) AS w(word)
    WHERE d.organiser_id = ANY (ids) AND w.word ~ '^[a-z]{4,}$'
    ON CONFLICT DO NOTHING;
  $fn$`,
  `CREATE OR REPLACE FUNCTION refresh_reward_search(ids integer[]) RETURNS void
  LANGUAGE sql AS $fn$
    INSERT INTO reward_search_documents AS d (reward_id, title_folded, document, terms)
    SELECT r.id,
      search_fold(r.title),
      concat_ws(' ', search_fold(r.title), c.names, c.places, search_fold(cs.name)),
      search_terms(search_fold(r.title), 'A') || search_terms(c.names, 'B')
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
    ON CONFLICT (reward_id) DO UPDATE SET
      title_folded = EXCLUDED.title_folded, document = EXCLUDED.document, terms = EXCLUDED.terms;
    INSERT INTO search_words (word)
    SELECT DISTINCT w.word FROM reward_search_documents d,
      unnest(tsvector_to_array(to_tsvector('simple'::regconfig, d.document))) AS w(word)
    WHERE d.reward_id = ANY (ids) AND w.word ~ '^[a-z]{4,}$'
    ON CONFLICT DO NOTHING;
  $fn$`,
];

export const migration0014SearchIndexes = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
