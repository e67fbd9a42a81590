// The search documents (issue 9, decision 0020): one row per organiser and one per reward with
// everything a search matches on, folded and indexed, kept current by the database itself.
//
// - organiser_search_documents: the organiser's name, street, postal code and municipality and the
//   titles of its ACTIVE rewards as full text (weighted A name, B place, C rewards), its folded name,
//   postal code and municipality as `document` for trigrams (typos), its four map filters as a bitmask (bit i = ORGANISER_FILTERS[i] of the contracts:
//   POINT_OF_SALE, POINT_OF_SALE_KANSENSTATUUT, CHECKIN, POINTS_PROMOTIONS) and its position on the
//   earth (NULL without coordinates).
// - reward_search_documents: the reward's title, the names, postal codes and municipalities of its
//   counters and the owning region's name (A title, B counters, C places and region).
//
// Triggers refresh a document whenever a row it is made of changes: statement-level triggers with
// transition tables for the bulk inserts (seeds, imports: one refresh per statement), row-level
// triggers limited to the columns a document reads for updates (so the cash-in's update of
// units_taken never fires one). Deleting an organiser or a reward deletes its document (foreign key).
// Municipalities get a generated folded name for the suggestions. One statement per query (PGlite).
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `ALTER TABLE municipalities ADD COLUMN name_folded text NOT NULL GENERATED ALWAYS AS (search_fold(name)) STORED`,
  `CREATE INDEX municipalities_name_folded_trgm_idx ON municipalities USING gin (name_folded gin_trgm_ops)`,
  `CREATE INDEX municipalities_postal_code_idx ON municipalities (postal_code text_pattern_ops)`,

  `CREATE TABLE organiser_search_documents (
    organiser_id integer PRIMARY KEY REFERENCES organisers (id) ON DELETE CASCADE,
    name_folded text NOT NULL,
    document text NOT NULL,
    terms tsvector NOT NULL,
    types smallint NOT NULL,
    latitude double precision,
    longitude double precision,
    position earth,
    card_system_id integer
  )`,
  `CREATE INDEX organiser_search_terms_idx ON organiser_search_documents USING gin (terms)`,
  `CREATE INDEX organiser_search_document_trgm_idx ON organiser_search_documents USING gin (document gin_trgm_ops)`,
  `CREATE INDEX organiser_search_name_trgm_idx ON organiser_search_documents USING gin (name_folded gin_trgm_ops)`,
  `CREATE INDEX organiser_search_position_idx ON organiser_search_documents USING gist (position)`,
  `CREATE INDEX organiser_search_point_idx ON organiser_search_documents USING gist (point(longitude, latitude))`,

  `CREATE TABLE reward_search_documents (
    reward_id integer PRIMARY KEY REFERENCES rewards (id) ON DELETE CASCADE,
    title_folded text NOT NULL,
    document text NOT NULL,
    terms tsvector NOT NULL
  )`,
  `CREATE INDEX reward_search_terms_idx ON reward_search_documents USING gin (terms)`,
  `CREATE INDEX reward_search_document_trgm_idx ON reward_search_documents USING gin (document gin_trgm_ops)`,

  // Both spellings of a text: Dutch stems and the words as written, with one weight.
  `CREATE FUNCTION search_terms(value text, weight "char") RETURNS tsvector
     LANGUAGE sql IMMUTABLE PARALLEL SAFE
     RETURN setweight(to_tsvector('dutch_folded'::regconfig, COALESCE(value, '')), weight)
       || setweight(to_tsvector('simple'::regconfig, COALESCE(value, '')), weight)`,

  // The activities' titles, for the activities search (with the organiser's document for its name).
  `CREATE INDEX activities_terms_idx ON activities USING gin (search_terms(search_fold(title), 'A'))`,

  `CREATE FUNCTION refresh_organiser_search(ids integer[]) RETURNS void
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

  `CREATE FUNCTION refresh_reward_search(ids integer[]) RETURNS void
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

  // --- organisers: inserted in bulk (one refresh per statement), updated one by one ----------
  `CREATE FUNCTION search_organisers_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM refresh_organiser_search(ARRAY(SELECT c.id FROM changed c));
    RETURN NULL;
  END $fn$`,
  `CREATE TRIGGER organisers_search_insert AFTER INSERT ON organisers
     REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_organisers_inserted()`,
  `CREATE FUNCTION search_organiser_updated() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM refresh_organiser_search(ARRAY[NEW.id]);
    PERFORM refresh_reward_search(ARRAY(SELECT ro.reward_id FROM reward_organisers ro WHERE ro.organiser_id = NEW.id));
    RETURN NULL;
  END $fn$`,
  `CREATE TRIGGER organisers_search_update
     AFTER UPDATE OF name, street_and_number, municipality_id, latitude, longitude, card_system_id ON organisers
     FOR EACH ROW EXECUTE FUNCTION search_organiser_updated()`,

  // --- organiser types: the map filters ------------------------------------------------------
  `CREATE FUNCTION search_organiser_types_changed() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM refresh_organiser_search(ARRAY(SELECT DISTINCT c.organiser_id FROM changed c));
    RETURN NULL;
  END $fn$`,
  `CREATE TRIGGER organiser_types_search_insert AFTER INSERT ON organiser_types
     REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_organiser_types_changed()`,
  `CREATE TRIGGER organiser_types_search_delete AFTER DELETE ON organiser_types
     REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_organiser_types_changed()`,
  `CREATE FUNCTION search_organiser_type_updated() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM refresh_organiser_search(ARRAY[OLD.organiser_id, NEW.organiser_id]);
    RETURN NULL;
  END $fn$`,
  `CREATE TRIGGER organiser_types_search_update AFTER UPDATE ON organiser_types
     FOR EACH ROW EXECUTE FUNCTION search_organiser_type_updated()`,

  // --- counters of rewards: both documents -------------------------------------------------------
  `CREATE FUNCTION search_reward_organisers_changed() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM refresh_organiser_search(ARRAY(SELECT DISTINCT c.organiser_id FROM changed c));
    PERFORM refresh_reward_search(ARRAY(SELECT DISTINCT c.reward_id FROM changed c));
    RETURN NULL;
  END $fn$`,
  `CREATE TRIGGER reward_organisers_search_insert AFTER INSERT ON reward_organisers
     REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_reward_organisers_changed()`,
  `CREATE TRIGGER reward_organisers_search_delete AFTER DELETE ON reward_organisers
     REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_reward_organisers_changed()`,
  `CREATE FUNCTION search_reward_organiser_updated() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM refresh_organiser_search(ARRAY[OLD.organiser_id, NEW.organiser_id]);
    PERFORM refresh_reward_search(ARRAY[OLD.reward_id, NEW.reward_id]);
    RETURN NULL;
  END $fn$`,
  `CREATE TRIGGER reward_organisers_search_update AFTER UPDATE ON reward_organisers
     FOR EACH ROW EXECUTE FUNCTION search_reward_organiser_updated()`,

  // --- rewards: a document for every new reward; title, status and owner changes ---------------
  `CREATE FUNCTION search_rewards_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM refresh_reward_search(ARRAY(SELECT c.id FROM changed c));
    RETURN NULL;
  END $fn$`,
  `CREATE TRIGGER rewards_search_insert AFTER INSERT ON rewards
     REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_rewards_inserted()`,
  `CREATE FUNCTION search_reward_updated() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM refresh_reward_search(ARRAY[NEW.id]);
    PERFORM refresh_organiser_search(ARRAY(SELECT ro.organiser_id FROM reward_organisers ro WHERE ro.reward_id = NEW.id));
    RETURN NULL;
  END $fn$`,
  `CREATE TRIGGER rewards_search_update AFTER UPDATE OF title, status, card_system_id ON rewards
     FOR EACH ROW EXECUTE FUNCTION search_reward_updated()`,

  // --- places and regions ----------------------------------------------------------------------
  `CREATE FUNCTION search_municipality_updated() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM refresh_organiser_search(ARRAY(SELECT o.id FROM organisers o WHERE o.municipality_id = NEW.id));
    PERFORM refresh_reward_search(ARRAY(SELECT DISTINCT ro.reward_id FROM reward_organisers ro
      JOIN organisers o ON o.id = ro.organiser_id WHERE o.municipality_id = NEW.id));
    RETURN NULL;
  END $fn$`,
  `CREATE TRIGGER municipalities_search_update AFTER UPDATE OF name, postal_code ON municipalities
     FOR EACH ROW EXECUTE FUNCTION search_municipality_updated()`,
  `CREATE FUNCTION search_card_system_updated() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM refresh_reward_search(ARRAY(SELECT r.id FROM rewards r WHERE r.card_system_id = NEW.id));
    RETURN NULL;
  END $fn$`,
  `CREATE TRIGGER card_systems_search_update AFTER UPDATE OF name ON card_systems
     FOR EACH ROW EXECUTE FUNCTION search_card_system_updated()`,

  // Documents for the rows that exist already.
  `SELECT refresh_organiser_search(ARRAY(SELECT id FROM organisers))`,
  `SELECT refresh_reward_search(ARRAY(SELECT id FROM rewards))`,
];

const down: string[] = [
  `DROP TRIGGER IF EXISTS card_systems_search_update ON card_systems`,
  `DROP TRIGGER IF EXISTS municipalities_search_update ON municipalities`,
  `DROP TRIGGER IF EXISTS rewards_search_update ON rewards`,
  `DROP TRIGGER IF EXISTS rewards_search_insert ON rewards`,
  `DROP TRIGGER IF EXISTS reward_organisers_search_update ON reward_organisers`,
  `DROP TRIGGER IF EXISTS reward_organisers_search_delete ON reward_organisers`,
  `DROP TRIGGER IF EXISTS reward_organisers_search_insert ON reward_organisers`,
  `DROP TRIGGER IF EXISTS organiser_types_search_update ON organiser_types`,
  `DROP TRIGGER IF EXISTS organiser_types_search_delete ON organiser_types`,
  `DROP TRIGGER IF EXISTS organiser_types_search_insert ON organiser_types`,
  `DROP TRIGGER IF EXISTS organisers_search_update ON organisers`,
  `DROP TRIGGER IF EXISTS organisers_search_insert ON organisers`,
  `DROP FUNCTION IF EXISTS search_card_system_updated()`,
  `DROP FUNCTION IF EXISTS search_municipality_updated()`,
  `DROP FUNCTION IF EXISTS search_reward_updated()`,
  `DROP FUNCTION IF EXISTS search_rewards_inserted()`,
  `DROP FUNCTION IF EXISTS search_reward_organiser_updated()`,
  `DROP FUNCTION IF EXISTS search_reward_organisers_changed()`,
  `DROP FUNCTION IF EXISTS search_organiser_type_updated()`,
  `DROP FUNCTION IF EXISTS search_organiser_types_changed()`,
  `DROP FUNCTION IF EXISTS search_organiser_updated()`,
  `DROP FUNCTION IF EXISTS search_organisers_inserted()`,
  `DROP FUNCTION IF EXISTS refresh_reward_search(integer[])`,
  `DROP FUNCTION IF EXISTS refresh_organiser_search(integer[])`,
  `DROP INDEX IF EXISTS activities_terms_idx`,
  `DROP FUNCTION IF EXISTS search_terms(text, "char")`,
  `DROP TABLE IF EXISTS reward_search_documents`,
  `DROP TABLE IF EXISTS organiser_search_documents`,
  `DROP INDEX IF EXISTS municipalities_postal_code_idx`,
  `DROP INDEX IF EXISTS municipalities_name_folded_trgm_idx`,
  `ALTER TABLE municipalities DROP COLUMN IF EXISTS name_folded`,
];

export const migration0013SearchDocuments = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
