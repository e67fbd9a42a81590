// The SQL of organisers: the organiser search over the search documents of migration 0013 (full text
// with typo corrections, the four map filters as a bitmask, distance with a bounding box before the
// sort), the map markers, suggestions while typing, one location, activities and regions. Every
// statement's text depends only on which filters are present, never on their values, so PostgreSQL
// prepares each shape once per connection (decision 0019). Decision 0020 explains the ranking.
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { DB } from "@vtp/db/schema";
import { publicReward, textQueries } from "../../shared/search-sql.ts";

export interface TextQuery {
  /** What was typed, for the exact-name comparison. */
  raw: string;
  /** Words (and dashed words such as "sint-niklaas", kept together as a phrase); each must match. */
  groups: string[];
}

export interface OrganiserMatch {
  text?: TextQuery | undefined;
  /** Bitmask of ORGANISER_FILTERS; an organiser must have at least one of its bits (0: no filter). */
  typesMask: number;
}

export interface OrganiserPageQuery extends OrganiserMatch {
  near?: Near;
  /** Only organisers within this many metres of `near`: the bounding box, then the exact circle. */
  radiusMeters?: number | undefined;
  size: number;
  from: number;
  now: Date;
}

export interface OrganiserRow {
  id: number;
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  types: number;
  rewardsCount: number;
  distanceMeters: number | null;
  cardSystem: { id: number; name: string } | null;
}

export interface OrganiserPage {
  /** Every match, near or far. */
  total: number;
  /** Matches within the radius (equals total without one). */
  inRadius: number;
  rows: OrganiserRow[];
}

/** The conditions on the search documents `d` (and with text their texts `t` and its queries `tq`; see documents()). */
function matchConditions(m: OrganiserMatch): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  if (m.text !== undefined) where.push(sql`t.terms @@ tq.fuzzy`);
  if (m.typesMask !== 0) where.push(sql`(d.types & ${m.typesMask}::smallint) <> 0`);
  return where;
}

/** The organisers' search documents `d`, with their texts `t` and the text's queries `tq` when text is searched. */
function documents(m: OrganiserMatch): RawBuilder<unknown> {
  return m.text !== undefined
    ? sql`organiser_search_documents d JOIN organiser_search_terms t ON t.organiser_id = d.organiser_id CROSS JOIN tq`
    : sql`organiser_search_documents d`;
}

/** The start of a WITH list that defines `tq` when text is searched. */
function withText(m: { text?: TextQuery | undefined }): RawBuilder<unknown> {
  return m.text !== undefined ? sql`${textQueries(m.text)}, ` : sql``;
}

type Near = { lat: number; lon: number } | undefined;

/**
 * The start of a WITH list that defines `pt`, the point of `near`, once per statement: with the coordinates
 * as parameters `ll_to_earth` in a row's expression would build it again for every organiser in the box.
 */
function withPoint(near: Near): RawBuilder<unknown> {
  return near !== undefined ? sql`pt AS MATERIALIZED (SELECT ll_to_earth(${near.lat}::float8, ${near.lon}::float8) AS p), ` : sql``;
}

/** The distance in metres from `pt` (see withPoint), or NULL without `near`. */
function distanceFrom(near: Near): RawBuilder<unknown> {
  return near !== undefined ? sql`earth_distance(d.position, pt.p)` : sql`NULL::float8`;
}

function and(conditions: RawBuilder<unknown>[]): RawBuilder<unknown> {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` AND `);
}

interface OrganiserSqlRow {
  total: number;
  in_radius: number;
  id: number;
  name: string;
  street_and_number: string | null;
  postal_code: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  types: number;
  rewards: number;
  distance: number | null;
  card_system_id: number | null;
  card_system_name: string | null;
}

/**
 * One page of organisers and the number of matches, in one statement. Order: with `near` by distance
 * (organisers without coordinates last); with text an exact name first, then matches without corrected
 * typos, then whole words, then the full-text rank; then the name.
 */
export async function searchOrganiserPage(db: Kysely<DB>, q: OrganiserPageQuery): Promise<OrganiserPage> {
  const match = matchConditions(q);
  const distance = distanceFrom(q.near);
  const inRadius = [...match];
  if (q.near !== undefined && q.radiusMeters !== undefined) {
    // The box (an index search on the position) first, then the exact circle inside it.
    inRadius.push(sql`earth_box(pt.p, ${q.radiusMeters}::float8) @> d.position`, sql`${distance} <= ${q.radiusMeters}::float8`);
  }
  const text = q.text;
  const rank =
    text !== undefined && q.near === undefined
      ? [sql`(d.name_folded = tq.folded)`, sql`(t.terms @@ tq.literal)`, sql`(t.terms @@ tq.words)`, sql`ts_rank(t.terms, tq.fuzzy)`]
      : [];
  const rankColumns = rank.map((expression, i) => sql`, ${expression} AS ${sql.ref(`rank${i}`)}`);
  const innerOrder =
    q.near !== undefined
      ? [sql`distance ASC NULLS LAST`, sql`d.organiser_id`]
      : [...rank.map((_, i) => sql`${sql.ref(`rank${i}`)} DESC`), sql`d.name_folded`, sql`d.organiser_id`];
  const orderOf = (table: string) =>
    q.near !== undefined
      ? [sql`${sql.ref(`${table}.distance`)} ASC NULLS LAST`, sql.ref(`${table}.organiser_id`)]
      : [
          ...rank.map((_, i) => sql`${sql.ref(`${table}.rank${i}`)} DESC`),
          sql.ref(`${table}.name_folded`),
          sql.ref(`${table}.organiser_id`),
        ];
  // One pass counts the matches the page reads (a window) when they come from an index (text, a box)
  // or all have to be ordered anyway (distance); otherwise the count is apart and the page walks the
  // name index and stops after the page.
  const onePass = text !== undefined || q.near !== undefined;
  const docs = q.near !== undefined ? sql`${documents(q)} CROSS JOIN pt` : documents(q);
  const withs = sql`${withText(q)}${withPoint(q.near)}`;
  // Every match, near or far: without the point.
  const countMatches = sql`(SELECT count(*) FROM ${documents(q)} WHERE ${and(match)})`;
  const countInRadius = sql`(SELECT count(*) FROM ${docs} WHERE ${and(inRadius)})`;
  const select = sql`d.organiser_id, d.name_folded, d.types, ${distance} AS distance${sql.join(rankColumns, sql``)}`;
  const limit = sql`ORDER BY ${sql.join(innerOrder)} LIMIT ${q.size}::int OFFSET ${q.from}::int`;
  // The matches' ranks and distances are computed first (OFFSET 0 keeps that part apart), so the window
  // that counts them keeps narrow rows, not the texts.
  const parts = onePass
    ? sql`matches AS (SELECT ${select} FROM ${docs} WHERE ${and(inRadius)} OFFSET 0),
      page AS (SELECT matches.*, count(*) OVER () AS matched FROM matches
        ORDER BY ${sql.join(orderOf("matches"))} LIMIT ${q.size}::int OFFSET ${q.from}::int)`
    : sql`total AS (SELECT count(*) AS n FROM ${docs} WHERE ${and(match)}),
      page AS (SELECT ${select}, total.n AS matched FROM total, ${docs} WHERE ${and(inRadius)} ${limit})`;
  const { rows } = await sql<OrganiserSqlRow>`
    WITH ${withs}${parts}
    SELECT page.matched AS in_radius, ${q.radiusMeters !== undefined ? countMatches : sql`page.matched`} AS total,
      ${pageColumns(q.now)}
    ORDER BY ${sql.join(orderOf("page"))}`.execute(db);
  let counts = { total: Number(rows[0]?.total ?? 0), inRadius: Number(rows[0]?.in_radius ?? 0) };
  if (rows.length === 0 && (q.from > 0 || q.radiusMeters !== undefined)) {
    // No row carries the counts (past the last page, or nothing inside the circle): count on their own.
    const { rows: counted } = await sql<{ total: number; in_radius: number }>`
      WITH ${withs}c AS (SELECT ${countMatches} AS total, ${q.radiusMeters !== undefined ? countInRadius : countMatches} AS in_radius)
      SELECT total, in_radius FROM c`.execute(db);
    counts = { total: Number(counted[0]?.total ?? 0), inRadius: Number(counted[0]?.in_radius ?? 0) };
  }
  return { ...counts, rows: rows.map(organiserRow) };
}

/**
 * How far the `rank`-th nearest placed match is from `near` (metres; decision 0079), or null when fewer are
 * placed or there are at most `few` matches (counted up to `few` + 1: a rare filter would walk every organiser).
 */
export async function nearestMatchDistance(
  db: Kysely<DB>,
  q: { typesMask: number; near: { lat: number; lon: number }; rank: number; few: number },
): Promise<number | null> {
  // The point as an expression, not the CTE `pt` of the other statements: the index walks in the order
  // of the distance to a value it knows when the scan starts, not to a column of another relation.
  const point = sql`ll_to_earth(${q.near.lat}::float8, ${q.near.lon}::float8)`;
  const match = matchConditions({ typesMask: q.typesMask });
  // The distance of the one found (the rows the walk skips only pass by).
  const { rows } = await sql<{ distance: number | null }>`
    SELECT CASE WHEN c.n > ${q.few}::int THEN (
      SELECT earth_distance(n.position, ${point}) FROM (
        SELECT d.position FROM organiser_search_documents d
        WHERE ${and([...match, sql`d.position IS NOT NULL`])}
        ORDER BY d.position <-> ${point} OFFSET ${q.rank - 1}::int LIMIT 1) n) END AS distance
    FROM (SELECT count(*) AS n FROM (SELECT FROM organiser_search_documents d WHERE ${and(match)} LIMIT ${q.few + 1}::int) m) c`.execute(
    db,
  );
  return rows[0]?.distance ?? null;
}

function organiserRow(r: OrganiserSqlRow): OrganiserRow {
  return { ...organiserFields(r), distanceMeters: r.distance };
}

function organiserFields(r: Omit<OrganiserSqlRow, "distance">): Omit<OrganiserRow, "distanceMeters"> {
  return {
    id: r.id,
    name: r.name,
    street: r.street_and_number,
    postalCode: r.postal_code,
    city: r.city,
    latitude: r.latitude,
    longitude: r.longitude,
    types: r.types,
    rewardsCount: Number(r.rewards),
    cardSystem: r.card_system_id !== null && r.card_system_name !== null ? { id: r.card_system_id, name: r.card_system_name } : null,
  };
}

/** What an organiser of a result shows, for the rows of `page` (organiser_id, types, distance). */
function pageColumns(now: Date): RawBuilder<unknown> {
  return sql`o.id, o.name, o.street_and_number, m.postal_code, m.name AS city, o.latitude, o.longitude, page.types, page.distance,
      cs.id AS card_system_id, cs.name AS card_system_name,
      (SELECT count(*) FROM reward_organisers ro JOIN reward_search_documents s ON s.reward_id = ro.reward_id
        WHERE ro.organiser_id = o.id AND ${publicReward(now)}) AS rewards
    FROM page
    JOIN organisers o ON o.id = page.organiser_id
    LEFT JOIN municipalities m ON m.id = o.municipality_id
    LEFT JOIN card_systems cs ON cs.id = o.card_system_id`;
}

export type WordOfText = { group: string; matches: boolean; nearest: string | null };

/**
 * For each group of a text that matched nothing: whether it matches an organiser on its own, and (a
 * word of letters) the nearest vocabulary word: one letter swapped or one too many, else by trigrams.
 */
export async function wordsOfText(db: Kysely<DB>, groups: string[]): Promise<WordOfText[]> {
  const { rows } = await sql<WordOfText>`
    SELECT g.grp AS "group",
      EXISTS (SELECT 1 FROM organiser_search_terms t WHERE t.terms @@ search_terms_query(ARRAY[g.grp], true, true)) AS matches,
      CASE WHEN f.w ~ '^[a-z]{3,}$' THEN COALESCE(
        (SELECT e.word FROM search_words e WHERE e.word = ANY (ARRAY(
          SELECT left(f.w, i - 1) || substr(f.w, i + 1, 1) || substr(f.w, i, 1) || substr(f.w, i + 2) FROM generate_series(1, length(f.w) - 1) i
          UNION ALL SELECT left(f.w, i - 1) || substr(f.w, i + 1) FROM generate_series(1, length(f.w)) i)) ORDER BY e.word LIMIT 1),
        (SELECT n.word FROM (SELECT s.word, s.word <-> f.w AS d FROM search_words s ORDER BY s.word <-> f.w LIMIT 1) n WHERE n.d <= 0.7::real)) END AS nearest
    FROM unnest(${groups}::text[]) WITH ORDINALITY AS g(grp, n)
    CROSS JOIN LATERAL (SELECT search_fold(g.grp) AS w) f
    ORDER BY g.n`.execute(db);
  return rows;
}

/**
 * The organisers that match the most of the groups (each group on its own, through the full-text
 * index), with the filters: by the number of groups, then distance from `near` or the best rank, then name.
 */
export async function searchOrganisersByAnyWord(
  db: Kysely<DB>,
  q: { groups: string[]; typesMask: number; near?: Near; size: number; now: Date },
): Promise<OrganiserRow[]> {
  const distance = distanceFrom(q.near);
  const types = q.typesMask !== 0 ? sql`(d.types & ${q.typesMask}::smallint) <> 0` : sql`true`;
  const order = (p: string) =>
    sql`${sql.ref(`${p}.words`)} DESC, ${q.near !== undefined ? sql`${sql.ref(`${p}.distance`)} ASC NULLS LAST` : sql`${sql.ref(`${p}.rank`)} DESC`}, ${sql.ref(`${p}.name_folded`)}, ${sql.ref(`${p}.organiser_id`)}`;
  const { rows } = await sql<OrganiserSqlRow>`
    WITH ${withPoint(q.near)}hits AS (
      SELECT t.organiser_id, count(*) AS words, max(ts_rank(t.terms, x.q)) AS rank
      FROM unnest(${q.groups}::text[]) AS g(grp)
      CROSS JOIN LATERAL (SELECT search_terms_query(ARRAY[g.grp], true, true) AS q OFFSET 0) x
      JOIN organiser_search_terms t ON t.terms @@ x.q
      GROUP BY t.organiser_id
    ),
    ranked AS (
      SELECT d.organiser_id, d.types, ${distance} AS distance, hits.words, hits.rank, d.name_folded
      FROM hits JOIN organiser_search_documents d ON d.organiser_id = hits.organiser_id ${q.near !== undefined ? sql`CROSS JOIN pt ` : sql``}WHERE ${types}
    ),
    page AS (SELECT * FROM ranked ORDER BY ${order("ranked")} LIMIT ${q.size}::int)
    SELECT ${pageColumns(q.now)} ORDER BY ${order("page")}`.execute(db);
  return rows.map(organiserRow);
}

export interface MarkerQuery extends OrganiserMatch {
  bbox?: { south: number; west: number; north: number; east: number } | undefined;
}

/** Every placed match (inside the box): [id, latitude, longitude, types]. */
export async function searchOrganiserMarkers(db: Kysely<DB>, q: MarkerQuery): Promise<[number, number, number, number][]> {
  const where = [...matchConditions(q), sql`d.position IS NOT NULL`];
  if (q.bbox !== undefined) {
    const b = q.bbox;
    where.push(
      sql`point(d.longitude, d.latitude) <@ box(point(${b.west}::float8, ${b.south}::float8), point(${b.east}::float8, ${b.north}::float8))`,
    );
  }
  const { rows } = await sql<{ organiser_id: number; latitude: number; longitude: number; types: number }>`
    WITH ${withText(q)}m AS (SELECT d.organiser_id, d.latitude, d.longitude, d.types FROM ${documents(q)}
    WHERE ${and(where)})
    SELECT * FROM m ORDER BY organiser_id`.execute(db);
  return rows.map((r) => [r.organiser_id, r.latitude, r.longitude, r.types]);
}

/**
 * A few organisers whose name starts with the text, in name order (an exact name is the first of them),
 * from the name index: a short text that starts thousands of words costs no more than a few names.
 */
export async function suggestOrganisersByName(
  db: Kysely<DB>,
  raw: string,
  limit: number,
): Promise<{ id: number; name: string; city: string | null }[]> {
  const { rows } = await sql<{ id: number; name: string; city: string | null }>`
    WITH f AS (SELECT search_fold(${raw}::text) AS folded),
    s AS (
      SELECT d.organiser_id, d.name_folded FROM organiser_search_documents d, f
      WHERE d.name_folded >= f.folded AND d.name_folded < f.folded || chr(1114111)
      ORDER BY d.name_folded, d.organiser_id
      LIMIT ${limit}::int
    )
    SELECT o.id, o.name, m.name AS city
    FROM s JOIN organisers o ON o.id = s.organiser_id LEFT JOIN municipalities m ON m.id = o.municipality_id
    ORDER BY s.name_folded, s.organiser_id`.execute(db);
  return rows;
}

/** A few organisers whose words match the text (prefixes, typos; name, place or rewards), in name order. */
export async function suggestOrganisersByWords(
  db: Kysely<DB>,
  text: TextQuery,
  limit: number,
): Promise<{ id: number; name: string; city: string | null }[]> {
  const { rows } = await sql<{ id: number; name: string; city: string | null }>`
    WITH ${textQueries(text)},
    s AS (
      SELECT d.organiser_id, d.name_folded
      FROM organiser_search_documents d JOIN organiser_search_terms t ON t.organiser_id = d.organiser_id CROSS JOIN tq
      WHERE t.terms @@ tq.fuzzy
      ORDER BY d.name_folded, d.organiser_id
      LIMIT ${limit}::int
    )
    SELECT o.id, o.name, m.name AS city
    FROM s JOIN organisers o ON o.id = s.organiser_id LEFT JOIN municipalities m ON m.id = o.municipality_id
    ORDER BY s.name_folded, s.organiser_id`.execute(db);
  return rows;
}

/**
 * A few municipalities for suggestions: the name or one of its words starts with the text, the postal
 * code starts with it, or the name is close to it (a typo); an exact name first, then the start of the
 * name, then the similarity.
 */
export async function suggestMunicipalities(
  db: Kysely<DB>,
  raw: string,
  limit: number,
): Promise<{ postalCode: string; name: string; latitude: number | null; longitude: number | null }[]> {
  const { rows } = await sql<{ postal_code: string; name: string; latitude: number | null; longitude: number | null }>`
    WITH q AS (SELECT regexp_replace(search_fold(${raw}::text), '[^a-z0-9 ]+', ' ', 'g') AS f)
    SELECT m.postal_code, m.name, m.latitude, m.longitude
    FROM municipalities m, q
    WHERE q.f <> '' AND (m.name_folded LIKE q.f || '%' OR m.name_folded LIKE '% ' || q.f || '%' OR m.postal_code LIKE q.f || '%'
      OR (length(q.f) >= 4 AND word_similarity(q.f, m.name_folded) >= 0.5))
    ORDER BY m.name_folded = q.f DESC, m.name_folded LIKE q.f || '%' DESC, m.postal_code LIKE q.f || '%' DESC,
      word_similarity(q.f, m.name_folded) DESC, m.name, m.postal_code
    LIMIT ${limit}::int`.execute(db);
  return rows.map((r) => ({ postalCode: r.postal_code, name: r.name, latitude: r.latitude, longitude: r.longitude }));
}

export interface LocationRow extends Omit<OrganiserRow, "distanceMeters"> {
  description: string | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  facilities: string[];
  activitiesCount: number;
}

/** "Upcoming": permanent, or a dated activity that has not ended; never one its organiser ended (its page is gone). */
function upcomingActivity(now: Date): RawBuilder<unknown> {
  return sql`(a.permanent OR COALESCE(a.ends_at, a.starts_at) >= ${now}::timestamptz) AND a.ended_at IS NULL`;
}

export async function findLocation(db: Kysely<DB>, id: number, now: Date): Promise<LocationRow | undefined> {
  const { rows } = await sql<
    OrganiserSqlRow & {
      description: string | null;
      website_url: string | null;
      phone: string | null;
      email: string | null;
      facilities: string[];
      activities: number;
    }
  >`
    SELECT o.id, o.name, o.description, o.website_url, o.phone, o.email, o.facilities, o.street_and_number,
      m.postal_code, m.name AS city, o.latitude, o.longitude, COALESCE(d.types, 0) AS types,
      cs.id AS card_system_id, cs.name AS card_system_name,
      (SELECT count(*) FROM reward_organisers ro JOIN reward_search_documents s ON s.reward_id = ro.reward_id
        WHERE ro.organiser_id = o.id AND ${publicReward(now)}) AS rewards,
      (SELECT count(*) FROM activities a JOIN card_systems acs ON acs.id = a.card_system_id
        WHERE a.organiser_id = o.id AND acs.active AND ${upcomingActivity(now)}) AS activities
    FROM organisers o
    LEFT JOIN organiser_search_documents d ON d.organiser_id = o.id
    LEFT JOIN municipalities m ON m.id = o.municipality_id
    LEFT JOIN card_systems cs ON cs.id = o.card_system_id
    WHERE o.id = ${id}::int AND o.ended_at IS NULL`.execute(db);
  const r = rows[0];
  if (r === undefined || r.id === null) return undefined;
  const more = { description: r.description, website: r.website_url, phone: r.phone, email: r.email, facilities: r.facilities };
  return { ...organiserFields(r), ...more, activitiesCount: Number(r.activities) };
}

export interface ActivityQuery {
  organiserId?: number | undefined;
  cardSystemId?: number | undefined;
  supraLocal?: boolean | undefined;
  text?: TextQuery | undefined;
  size: number;
  from: number;
  now: Date;
}

export interface ActivityRow {
  id: number;
  title: string;
  description: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  permanent: boolean;
  points: number;
  organiser: { id: number; name: string; city: string | null };
  cardSystem: { id: number; name: string };
  supraLocal: boolean;
}

/** A row of the activities' statement: one page's activity, or none (only the total) past the last page. */
type ActivitySqlRow = Omit<ActivityRow, "id"> & { total: number; id: number | null };

/** Upcoming activities of active card systems, by start (permanent ones last), then title. */
export async function searchActivities(db: Kysely<DB>, q: ActivityQuery): Promise<{ total: number; rows: ActivityRow[] }> {
  const where: RawBuilder<unknown>[] = [sql`acs.active`, upcomingActivity(q.now)];
  if (q.organiserId !== undefined) where.push(sql`a.organiser_id = ${q.organiserId}::int`);
  if (q.cardSystemId !== undefined) where.push(sql`a.card_system_id = ${q.cardSystemId}::int`);
  if (q.supraLocal !== undefined) where.push(q.supraLocal ? sql`o.card_system_id IS NULL` : sql`o.card_system_id IS NOT NULL`);
  if (q.text !== undefined) {
    where.push(sql`(search_terms(search_fold(a.title), 'A') @@ tq.fuzzy OR a.organiser_id IN (
      SELECT t.organiser_id FROM organiser_search_terms t WHERE t.terms @@ tq.fuzzy))`);
  }
  const from = sql`activities a JOIN card_systems acs ON acs.id = a.card_system_id JOIN organisers o ON o.id = a.organiser_id${
    q.text !== undefined ? sql` CROSS JOIN tq` : sql``
  }`;
  const { rows } = await sql<ActivitySqlRow>`
    WITH ${withText(q)}total AS (SELECT count(*) AS n FROM ${from} WHERE ${and(where)}),
    page AS (
      SELECT a.id FROM ${from} WHERE ${and(where)}
      ORDER BY a.starts_at ASC NULLS LAST, a.title, a.id
      LIMIT ${q.size}::int OFFSET ${q.from}::int
    )
    SELECT total.n AS total, a.id, a.title, a.description, a.starts_at AS "startsAt", a.ends_at AS "endsAt", a.permanent, a.points,
      jsonb_build_object('id', o.id, 'name', o.name, 'city', m.name) AS organiser,
      jsonb_build_object('id', acs.id, 'name', acs.name) AS "cardSystem", o.card_system_id IS NULL AS "supraLocal"
    FROM total
    LEFT JOIN page ON true
    LEFT JOIN activities a ON a.id = page.id
    LEFT JOIN card_systems acs ON acs.id = a.card_system_id
    LEFT JOIN organisers o ON o.id = a.organiser_id
    LEFT JOIN municipalities m ON m.id = o.municipality_id
    ORDER BY a.starts_at ASC NULLS LAST, a.title, a.id`.execute(db);
  return { total: Number(rows[0]?.total ?? 0), rows: rows.filter((r): r is ActivitySqlRow & { id: number } => r.id !== null) };
}

export interface RegionRow {
  id: number;
  name: string;
  slug: string;
  municipalities: { postalCode: string; name: string }[];
}

/** The active card systems with their municipalities, by name. */
export async function listRegions(db: Kysely<DB>): Promise<RegionRow[]> {
  const { rows } = await sql<RegionRow>`
    SELECT cs.id, cs.name, cs.slug,
      COALESCE((SELECT jsonb_agg(jsonb_build_object('postalCode', m.postal_code, 'name', m.name) ORDER BY m.name, m.postal_code)
        FROM card_system_cities c JOIN municipalities m ON m.id = c.municipality_id WHERE c.card_system_id = cs.id), '[]'::jsonb) AS municipalities
    FROM card_systems cs
    WHERE cs.active
    ORDER BY cs.name, cs.id`.execute(db);
  return rows;
}
