// The search documents (issue 9, decision 0020): for every organiser and every reward, what its search
// filters and sorts on (a narrow row: a scan that counts thousands of matches reads little) and, apart,
// what its text search matches (full text and the folded text of the vocabulary), kept current by the
// database itself, with the indexes the queries use.
//
// - organiser_search_documents: the four map filters as a bitmask (bit i = ORGANISER_FILTERS[i] of the
//   contracts: POINT_OF_SALE 1, POINT_OF_SALE_KANSENSTATUUT 2, CHECKIN 4, POINTS_PROMOTIONS 8), the card
//   system, the coordinates and the position on the earth (NULL without coordinates), the folded name.
//   organiser_search_terms: the folded name, postal code and municipality (`document`: the vocabulary of
//   typo corrections), and as weighted full text the name (A), street, postal code and municipality (B)
//   and the titles of its ACTIVE rewards (C).
// - reward_search_documents: what the promotions search filters and sorts on: active (status ACTIVE and
//   an owner card system that is permanent), the flags, points and dates, the regions where it is offered
//   and not switched off, the regions that switched it off, its counters, its units taken (a cash-in
//   updates them: one HOT update, no index reads them). reward_search_terms: the folded title, the folded text, and as
//   weighted full text the title (A), the counters' names (B), their postal codes and municipalities and
//   the owning region (C).
//
// Triggers refresh the documents whenever a row they are made of changes: statement-level triggers
// with transition tables for inserts and deletes (seeds, imports: one refresh per statement), row-level
// triggers limited to the columns a document reads for updates (the cash-in's update of units_taken
// only copies the new count). A refresh that changes nothing writes nothing. Deleting an organiser or a reward deletes
// its documents (foreign keys). Municipalities get a generated folded name for the suggestions.
// One statement per query (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";

const REWARD_COLUMNS =
  "title, status, card_system_id, all_card_systems, points, category, type, featured, for_kids, sport, online, created_at, publication_start, publication_end, redeem_end";

const up: string[] = [
  `ALTER TABLE municipalities ADD COLUMN name_folded text NOT NULL GENERATED ALWAYS AS (search_fold(name)) STORED`,

  `CREATE TABLE organiser_search_documents (
    organiser_id integer PRIMARY KEY REFERENCES organisers (id) ON DELETE CASCADE,
    types smallint NOT NULL,
    card_system_id integer,
    latitude double precision,
    longitude double precision,
    position earth,
    name_folded text COLLATE "C" NOT NULL
  )`,
  // In collation C (folded names are lower-case ASCII): the name order, and the names that start with a text.
  `CREATE INDEX organiser_search_name_idx ON organiser_search_documents (name_folded, organiser_id)`,
  `CREATE INDEX organiser_search_position_idx ON organiser_search_documents USING gist (position)`,
  `CREATE INDEX organiser_search_point_idx ON organiser_search_documents USING gist (point(longitude, latitude))`,
  `CREATE TABLE organiser_search_terms (
    organiser_id integer PRIMARY KEY REFERENCES organisers (id) ON DELETE CASCADE,
    document text NOT NULL,
    terms tsvector NOT NULL
  )`,
  `CREATE INDEX organiser_search_terms_idx ON organiser_search_terms USING gin (terms)`,

  `CREATE TABLE reward_search_documents (
    reward_id integer PRIMARY KEY REFERENCES rewards (id) ON DELETE CASCADE,
    active boolean NOT NULL,
    featured boolean NOT NULL,
    all_card_systems boolean NOT NULL,
    for_kids boolean NOT NULL,
    sport boolean NOT NULL,
    online boolean NOT NULL,
    card_system_id integer NOT NULL,
    points integer NOT NULL,
    units_taken integer NOT NULL,
    created_at timestamptz NOT NULL,
    publication_start timestamptz NOT NULL,
    publication_end timestamptz,
    redeem_end timestamptz,
    type text NOT NULL,
    category text NOT NULL,
    valid_in integer[] NOT NULL,
    disabled_in integer[] NOT NULL,
    counters integer[] NOT NULL
  )`,
  `CREATE TABLE reward_search_terms (
    reward_id integer PRIMARY KEY REFERENCES rewards (id) ON DELETE CASCADE,
    title_folded text NOT NULL,
    document text NOT NULL,
    terms tsvector NOT NULL
  )`,
  `CREATE INDEX reward_search_terms_idx ON reward_search_terms USING gin (terms)`,
  `CREATE INDEX reward_search_valid_in_idx ON reward_search_documents USING gin (valid_in)`,
  `CREATE INDEX reward_search_counters_idx ON reward_search_documents USING gin (counters)`,
  `CREATE INDEX reward_search_all_idx ON reward_search_documents (reward_id) WHERE all_card_systems`,
  // The sorts of the search page walk an index in their order: featured then newest, points up and down.
  `CREATE INDEX reward_search_featured_idx ON reward_search_documents (featured DESC, created_at DESC, reward_id DESC) WHERE active`,
  `CREATE INDEX reward_search_points_asc_idx ON reward_search_documents (points, created_at DESC, reward_id DESC) WHERE active`,
  `CREATE INDEX reward_search_points_desc_idx ON reward_search_documents (points DESC, created_at DESC, reward_id DESC) WHERE active`,
  `CREATE INDEX reward_search_redeem_end_idx ON reward_search_documents (redeem_end) WHERE active AND redeem_end IS NOT NULL`,

  // The activities' titles, for the activities search (with the organiser's document for its name).
  `CREATE INDEX activities_terms_idx ON activities USING gin (search_terms(search_fold(title), 'A'))`,

  `CREATE FUNCTION refresh_organiser_search(ids integer[]) RETURNS void
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
      concat_ws(' ', search_fold(o.name), m.postal_code, m.name_folded),
      search_terms(search_fold(o.name), 'A')
        || search_terms(concat_ws(' ', search_fold(o.street_and_number), m.postal_code, m.name_folded), 'B')
        || search_terms(p.titles, 'C')
    FROM organisers o
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
  $fn$`,

  `CREATE FUNCTION refresh_reward_search(ids integer[]) RETURNS void
  LANGUAGE sql AS $fn$
    INSERT INTO reward_search_documents AS d
      (reward_id, active, featured, all_card_systems, for_kids, sport, online, card_system_id, points, units_taken,
       created_at, publication_start, publication_end, redeem_end, type, category, valid_in, disabled_in, counters)
    SELECT r.id,
      r.status = 'ACTIVE' AND cs.permanent,
      r.featured, r.all_card_systems, r.for_kids, r.sport, r.online, r.card_system_id, r.points, r.units_taken,
      r.created_at, r.publication_start, r.publication_end, r.redeem_end, r.type, r.category,
      -- Offered in: the owner unless it switched the reward off, and every listed region that did not.
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
    ON CONFLICT (reward_id) DO UPDATE SET title_folded = EXCLUDED.title_folded, document = EXCLUDED.document, terms = EXCLUDED.terms
    WHERE (d.title_folded, d.document, d.terms) IS DISTINCT FROM (EXCLUDED.title_folded, EXCLUDED.document, EXCLUDED.terms);
    INSERT INTO search_words (word)
    SELECT DISTINCT w.word FROM reward_search_terms d,
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

  // --- the regions of rewards (offered, switched off) -------------------------------------------
  `CREATE FUNCTION search_reward_card_systems_changed() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM refresh_reward_search(ARRAY(SELECT DISTINCT c.reward_id FROM changed c));
    RETURN NULL;
  END $fn$`,
  `CREATE TRIGGER reward_card_systems_search_insert AFTER INSERT ON reward_card_systems
     REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_reward_card_systems_changed()`,
  `CREATE TRIGGER reward_card_systems_search_delete AFTER DELETE ON reward_card_systems
     REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_reward_card_systems_changed()`,
  `CREATE FUNCTION search_reward_card_system_updated() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM refresh_reward_search(ARRAY[OLD.reward_id, NEW.reward_id]);
    RETURN NULL;
  END $fn$`,
  `CREATE TRIGGER reward_card_systems_search_update AFTER UPDATE ON reward_card_systems
     FOR EACH ROW EXECUTE FUNCTION search_reward_card_system_updated()`,

  // --- rewards: a document for every new reward; changes of what a document holds ----------------
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
    IF OLD.title IS DISTINCT FROM NEW.title OR OLD.status IS DISTINCT FROM NEW.status THEN
      PERFORM refresh_organiser_search(ARRAY(SELECT ro.organiser_id FROM reward_organisers ro WHERE ro.reward_id = NEW.id));
    END IF;
    RETURN NULL;
  END $fn$`,
  `CREATE TRIGGER rewards_search_update AFTER UPDATE OF ${REWARD_COLUMNS} ON rewards
     FOR EACH ROW EXECUTE FUNCTION search_reward_updated()`,
  // Units taken (the "most exchanged" sort) change with every cash-in: one small update of the document,
  // which no index reads, so it stays a HOT update.
  `CREATE FUNCTION search_reward_units_taken() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    UPDATE reward_search_documents SET units_taken = NEW.units_taken
    WHERE reward_id = NEW.id AND units_taken IS DISTINCT FROM NEW.units_taken;
    RETURN NULL;
  END $fn$`,
  `CREATE TRIGGER rewards_search_units_taken AFTER UPDATE OF units_taken ON rewards
     FOR EACH ROW EXECUTE FUNCTION search_reward_units_taken()`,

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
  `CREATE TRIGGER card_systems_search_update AFTER UPDATE OF name, permanent ON card_systems
     FOR EACH ROW EXECUTE FUNCTION search_card_system_updated()`,

  // Documents for the rows that exist already.
  `SELECT refresh_organiser_search(ARRAY(SELECT id FROM organisers))`,
  `SELECT refresh_reward_search(ARRAY(SELECT id FROM rewards))`,
];

const down: string[] = [
  `DROP TRIGGER IF EXISTS card_systems_search_update ON card_systems`,
  `DROP TRIGGER IF EXISTS municipalities_search_update ON municipalities`,
  `DROP TRIGGER IF EXISTS rewards_search_units_taken ON rewards`,
  `DROP TRIGGER IF EXISTS rewards_search_update ON rewards`,
  `DROP TRIGGER IF EXISTS rewards_search_insert ON rewards`,
  `DROP TRIGGER IF EXISTS reward_card_systems_search_update ON reward_card_systems`,
  `DROP TRIGGER IF EXISTS reward_card_systems_search_delete ON reward_card_systems`,
  `DROP TRIGGER IF EXISTS reward_card_systems_search_insert ON reward_card_systems`,
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
  `DROP FUNCTION IF EXISTS search_reward_units_taken()`,
  `DROP FUNCTION IF EXISTS search_reward_updated()`,
  `DROP FUNCTION IF EXISTS search_rewards_inserted()`,
  `DROP FUNCTION IF EXISTS search_reward_card_system_updated()`,
  `DROP FUNCTION IF EXISTS search_reward_card_systems_changed()`,
  `DROP FUNCTION IF EXISTS search_reward_organiser_updated()`,
  `DROP FUNCTION IF EXISTS search_reward_organisers_changed()`,
  `DROP FUNCTION IF EXISTS search_organiser_type_updated()`,
  `DROP FUNCTION IF EXISTS search_organiser_types_changed()`,
  `DROP FUNCTION IF EXISTS search_organiser_updated()`,
  `DROP FUNCTION IF EXISTS search_organisers_inserted()`,
  `DROP FUNCTION IF EXISTS refresh_reward_search(integer[])`,
  `DROP FUNCTION IF EXISTS refresh_organiser_search(integer[])`,
  `DROP INDEX IF EXISTS activities_terms_idx`,
  `DROP TABLE IF EXISTS reward_search_terms`,
  `DROP TABLE IF EXISTS reward_search_documents`,
  `DROP TABLE IF EXISTS organiser_search_terms`,
  `DROP TABLE IF EXISTS organiser_search_documents`,
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
