// The search functions as migrations 0012 and 0013 created them, which the down of migration 0032 puts
// back (migrations are frozen, so this is their text, copied). No import of application code.

export const searchTermsQuery0012 = `CREATE OR REPLACE FUNCTION search_terms_query(groups text[], fuzzy boolean, prefix boolean) RETURNS tsquery
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
  END $fn$`;

export const refreshOrganiserSearch0013 = `CREATE OR REPLACE FUNCTION refresh_organiser_search(ids integer[]) RETURNS void
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
  $fn$`;

export const refreshRewardSearch0013 = `CREATE OR REPLACE FUNCTION refresh_reward_search(ids integer[]) RETURNS void
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
  $fn$`;
