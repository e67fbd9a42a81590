// Bulk benchmark data on top of the demo seed: up to 600,000 holders (with cards, memberships,
// kansenstatuut, opt-ins and a consistent ledger), 6,000 organisers (with a permanent check-in activity
// each) and 20,000 rewards. Rows are made by the database itself with `INSERT ... SELECT
// generate_series` in chunks, so nothing large passes through JavaScript; values are deterministic
// functions of the row number. Bench rows use their own id ranges (uuid prefix e0../e1../e2..,
// integer ids from 1,000,000, card numbers starting with 48), and every insert skips rows that exist,
// so running again with the same or larger numbers only adds what is missing.
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { DB } from "@vtp/db/schema";
import { syncIdentitySequences } from "@vtp/db";
import { ORGANISER_KINDS } from "./data/organisers.ts";
import { POINTS_REWARD_TEMPLATES } from "./data/rewards.ts";

export const BENCH_ID_OFFSET = 1_000_000;

export interface BenchOptions {
  /** Total bench holders wanted (default 600,000). */
  holders?: number;
  /** Total organisers wanted, demo organisers included (default 6,000). */
  organisers?: number;
  /** Total rewards wanted, demo rewards included (default 20,000). */
  rewards?: number;
  /** Rows per statement (default 50,000). */
  chunk?: number;
  onProgress?: (message: string) => void;
}

export interface BenchCounts {
  holders: number;
  cards: number;
  organisers: number;
  activities: number;
  rewards: number;
  pointsLedger: number;
}

const FIRST_NAMES = [
  "Emma",
  "Noah",
  "Olivia",
  "Liam",
  "Louise",
  "Arthur",
  "Mila",
  "Jules",
  "Elena",
  "Lucas",
  "Nora",
  "Adam",
  "Lina",
  "Louis",
  "Marie",
  "Victor",
  "Ella",
  "Finn",
  "Anna",
  "Mohamed",
  "Fatima",
  "Lars",
  "Sara",
  "Wout",
  "Julie",
  "Tom",
  "Sofie",
  "Pieter",
  "An",
  "Bram",
  "Eline",
  "Jonas",
  "Lotte",
  "Ruben",
  "Yasmine",
  "Stijn",
];
const LAST_NAMES = [
  "Peeters",
  "Janssens",
  "Maes",
  "Jacobs",
  "Mertens",
  "Willems",
  "Claes",
  "Goossens",
  "Wouters",
  "De Smet",
  "Dubois",
  "Lambert",
  "Dupont",
  "Vermeulen",
  "Van Damme",
  "De Clercq",
  "Hermans",
  "Aerts",
  "Pauwels",
  "Van den Broeck",
  "El Amrani",
  "Benali",
  "Demir",
  "Yilmaz",
  "Martens",
  "Verhoeven",
  "Desmet",
  "Michiels",
];
const STREETS = ["Kerkstraat", "Stationsstraat", "Molenstraat", "Schoolstraat", "Dorpsstraat", "Nieuwstraat", "Kapelstraat", "Beekstraat"];

/** A deterministic pseudo-random number in 0..1000002 from a row number column and a salt. */
const rnd = (column: string, salt: number): RawBuilder<number> =>
  sql<number>`((${sql.ref(column)}::bigint * 2654435761 + ${sql.lit(salt)}) % 1000003)`;

const uuidFrom = (prefix: string, column: string): RawBuilder<string> =>
  sql<string>`(${sql.lit(prefix)} || lpad(to_hex(${sql.ref(column)}), 24, '0'))::uuid`;

async function countRows(db: Kysely<DB>, query: RawBuilder<{ n: number }>): Promise<number> {
  const { rows } = await query.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export async function generateBenchData(db: Kysely<DB>, opts: BenchOptions = {}): Promise<BenchCounts> {
  const holders = opts.holders ?? 600_000;
  const organisersWanted = opts.organisers ?? 6_000;
  const rewardsWanted = opts.rewards ?? 20_000;
  const chunk = Math.max(1, opts.chunk ?? 50_000);
  const log = opts.onProgress ?? (() => {});

  const places = await countRows(db, sql<{ n: number }>`SELECT count(*) AS n FROM card_system_cities`);
  if (places === 0) throw new Error("Geen kaartsystemen: voer eerst de demoseed uit (seedDemo).");

  // --- holders with cards, memberships, kansenstatuut, opt-ins and a starting balance -------
  for (let from = 1; from <= holders; from += chunk) {
    const to = Math.min(holders, from + chunk - 1);
    const series = sql`generate_series(${from}::int, ${to}::int) AS g(i)`;
    const placeIndex = sql`(1 + ${rnd("i", 3)} % cardinality(p.m))`;
    const social = sql`(${rnd("i", 5)} % 100 < 8)`;
    const places = sql`(SELECT array_agg(municipality_id ORDER BY card_system_id, municipality_id) AS m,
      array_agg(card_system_id ORDER BY card_system_id, municipality_id) AS c FROM card_system_cities) AS p`;

    await sql`INSERT INTO holders (id, first_name, last_name, birth_date, gender, municipality_id, street_and_number, points, created_at)
      SELECT ${uuidFrom("e0000000", "i")},
        (${FIRST_NAMES}::text[])[1 + ${rnd("i", 11)} % ${FIRST_NAMES.length}],
        (${LAST_NAMES}::text[])[1 + ${rnd("i", 13)} % ${LAST_NAMES.length}],
        date '1940-01-01' + (${rnd("i", 17)} % 30000)::int,
        CASE WHEN ${rnd("i", 19)} % 2 = 0 THEN 'FEMALE' ELSE 'MALE' END,
        p.m[${placeIndex}],
        (${STREETS}::text[])[1 + ${rnd("i", 23)} % ${STREETS.length}] || ' ' || (1 + ${rnd("i", 29)} % 150),
        ${rnd("i", 31)} % 300,
        now() - make_interval(days => (${rnd("i", 37)} % 1500)::int)
      FROM ${series}, ${places}
      ON CONFLICT (id) DO NOTHING`.execute(db);

    await sql`INSERT INTO cards (id, card_number, holder_id, card_system_id, status, social_tariff)
      SELECT ${uuidFrom("e1000000", "i")}, x.p12 || (
          SELECT (10 - sum(CASE WHEN k % 2 = 0
              THEN CASE WHEN substr(x.p12, k, 1)::int * 2 > 9 THEN substr(x.p12, k, 1)::int * 2 - 9 ELSE substr(x.p12, k, 1)::int * 2 END
              ELSE substr(x.p12, k, 1)::int END) % 10) % 10
          FROM generate_series(1, 12) AS k)::text,
        ${uuidFrom("e0000000", "i")}, p.c[${placeIndex}], 'ACTIVE', ${social}
      FROM ${series}, ${places},
        LATERAL (SELECT '48' || lpad(i::text, 9, '0') || CASE WHEN ${social} THEN '1' ELSE '0' END AS p12) AS x
      ON CONFLICT DO NOTHING`.execute(db);

    await sql`INSERT INTO memberships_card_system (holder_id, card_system_id, status)
      SELECT ${uuidFrom("e0000000", "i")}, p.c[${placeIndex}], 'ACTIVE'
      FROM ${series}, ${places}
      ON CONFLICT DO NOTHING`.execute(db);

    await sql`INSERT INTO kansenstatuut (id, holder_id, card_system_id, status, end_date)
      SELECT ${uuidFrom("e2000000", "i")}, ${uuidFrom("e0000000", "i")}, p.c[${placeIndex}], 'ACTIVE',
        make_date(extract(year FROM now())::int + 1, 4, 30)
      FROM ${series}, ${places}
      WHERE ${social}
      ON CONFLICT DO NOTHING`.execute(db);

    await sql`INSERT INTO optins (holder_id, info_mails)
      SELECT ${uuidFrom("e0000000", "i")}, ${rnd("i", 41)} % 3 = 0
      FROM ${series}
      ON CONFLICT DO NOTHING`.execute(db);

    await sql`INSERT INTO points_ledger (holder_id, delta, reason, description, created_at)
      SELECT h.id, h.points, 'CORRECTION', 'Beginsaldo', h.created_at
      FROM holders h
      WHERE h.id IN (SELECT ${uuidFrom("e0000000", "i")} FROM ${series})
        AND h.points > 0
        AND NOT EXISTS (SELECT 1 FROM points_ledger l WHERE l.holder_id = h.id)`.execute(db);
    log(`pashouders ${to}/${holders}`);
  }

  // --- organisers, one permanent check-in activity each --------------------------------------
  const demoOrganisers = await countRows(db, sql<{ n: number }>`SELECT count(*) AS n FROM organisers WHERE id < ${BENCH_ID_OFFSET}`);
  const benchOrganisers = Math.max(0, organisersWanted - demoOrganisers);
  const kindLabels = ORGANISER_KINDS.map((k) => k.label);
  for (let from = 1; from <= benchOrganisers; from += chunk) {
    const to = Math.min(benchOrganisers, from + chunk - 1);
    await sql`INSERT INTO organisers (id, name, description, website_url, email, municipality_id, street_and_number,
        latitude, longitude, facilities, card_system_id)
      SELECT ${BENCH_ID_OFFSET} + j,
        (${kindLabels}::text[])[1 + ${rnd("j", 43)} % ${kindLabels.length}] || ' ' || m.name || ' ' || (1 + ${rnd("j", 47)} % 9),
        'Partner van de vrijetijdspas in ' || m.name || '.',
        'https://organisator-' || j || '.voorbeeld.be',
        'info@organisator-' || j || '.voorbeeld.be',
        m.id,
        (${STREETS}::text[])[1 + ${rnd("j", 53)} % ${STREETS.length}] || ' ' || (1 + ${rnd("j", 59)} % 150),
        m.latitude + ((${rnd("j", 61)} % 2001) - 1000) / 100000.0,
        m.longitude + ((${rnd("j", 67)} % 2001) - 1000) / 70000.0,
        CASE WHEN ${rnd("j", 71)} % 2 = 0 THEN ARRAY['rolstoeltoegankelijk', 'fietsenstalling'] ELSE ARRAY['parking'] END,
        (SELECT min(c.card_system_id) FROM card_system_cities c WHERE c.municipality_id = m.id)
      FROM generate_series(${from}::int, ${to}::int) AS g(j),
        (SELECT array_agg(id ORDER BY id) AS ids,
          (SELECT array_agg(municipality_id ORDER BY card_system_id, municipality_id) FROM card_system_cities) AS regional
          FROM municipalities) AS mun,
        -- Four in five organisers sit in a card-system region; the others anywhere in Flanders.
        LATERAL (SELECT * FROM municipalities WHERE id = CASE WHEN ${rnd("j", 139)} % 5 = 0
          THEN mun.ids[1 + ${rnd("j", 73)} % cardinality(mun.ids)]
          ELSE mun.regional[1 + ${rnd("j", 73)} % cardinality(mun.regional)] END) AS m
      ON CONFLICT (id) DO NOTHING`.execute(db);

    await sql`INSERT INTO activities (id, organiser_id, card_system_id, title, permanent, points, checkin_volume, checkin_period, checkin_code)
      SELECT o.id, o.id, o.card_system_id, 'Bezoek aan ' || o.name, true, 1, 1, 'WEEK', 'BENCH-' || o.id
      FROM organisers o
      WHERE o.id BETWEEN ${BENCH_ID_OFFSET + from} AND ${BENCH_ID_OFFSET + to} AND o.card_system_id IS NOT NULL
      ON CONFLICT DO NOTHING`.execute(db);

    await sql`INSERT INTO organiser_types (organiser_id, type)
      SELECT o.id, t.type
      FROM organisers o
      CROSS JOIN (VALUES ('POINT_OF_SALE'), ('CHECKIN')) AS t(type)
      WHERE o.id BETWEEN ${BENCH_ID_OFFSET + from} AND ${BENCH_ID_OFFSET + to} AND o.card_system_id IS NOT NULL
        AND (t.type = 'CHECKIN' OR o.id % 5 = 0)
      ON CONFLICT DO NOTHING`.execute(db);
    log(`organisatoren ${to}/${benchOrganisers}`);
  }

  // --- rewards at organisers of a card system ------------------------------------------------
  const demoRewards = await countRows(db, sql<{ n: number }>`SELECT count(*) AS n FROM rewards WHERE id < ${BENCH_ID_OFFSET}`);
  const benchRewards = Math.max(0, rewardsWanted - demoRewards);
  const titles = POINTS_REWARD_TEMPLATES.map((t) => t.title);
  const categories = POINTS_REWARD_TEMPLATES.map((t) => t.category);
  const orgs = sql`(SELECT array_agg(id ORDER BY id) AS ids FROM organisers WHERE card_system_id IS NOT NULL) AS orgs`;
  const organiserOf = (column: string) => sql`orgs.ids[1 + ${rnd(column, 79)} % cardinality(orgs.ids)]`;
  for (let from = 1; from <= benchRewards; from += chunk) {
    const to = Math.min(benchRewards, from + chunk - 1);
    await sql`INSERT INTO rewards (id, type, title, description, card_system_id, points, category, publication_start,
        publication_end, redeem_start, redeem_end, max_units, units_taken, per_holder_volume, per_holder_period, for_kids, sport, units_imported)
      SELECT ${BENCH_ID_OFFSET} + j,
        CASE WHEN w.welcome THEN 'WELCOME' ELSE 'POINTS' END,
        (${titles}::text[])[t.k],
        'Ruil je punten in bij ' || o.name || '.',
        o.card_system_id,
        CASE WHEN w.welcome THEN 0 ELSE 5 * (1 + ${rnd("j", 83)} % 20) END,
        (${categories}::text[])[t.k],
        s.start, NULL, s.start,
        CASE WHEN ${rnd("j", 89)} % 3 = 0 THEN now() + make_interval(days => (1 + ${rnd("j", 97)} % 365)::int) END,
        CASE WHEN ${rnd("j", 101)} % 2 = 0 THEN 100 END,
        ${rnd("j", 103)} % 80,
        CASE WHEN w.welcome THEN 1 WHEN ${rnd("j", 107)} % 4 = 0 THEN 1 END,
        CASE WHEN w.welcome THEN 'ABSOLUTE' WHEN ${rnd("j", 107)} % 4 = 0 THEN 'YEAR' END,
        ${rnd("j", 109)} % 5 = 0,
        ${rnd("j", 113)} % 6 = 0,
        -- the units taken above are imported counts (no redemption rows): units_taken = units_imported + redemptions
        ${rnd("j", 103)} % 80
      FROM generate_series(${from}::int, ${to}::int) AS g(j), ${orgs},
        LATERAL (SELECT ${rnd("j", 127)} % 20 = 0 AS welcome) AS w,
        LATERAL (SELECT 1 + ${rnd("j", 131)} % ${titles.length} AS k) AS t,
        LATERAL (SELECT now() - make_interval(days => (${rnd("j", 137)} % 400)::int) AS start) AS s,
        LATERAL (SELECT * FROM organisers WHERE id = ${organiserOf("j")}) AS o
      ON CONFLICT (id) DO NOTHING`.execute(db);

    await sql`INSERT INTO reward_organisers (reward_id, organiser_id)
      SELECT ${BENCH_ID_OFFSET} + j, ${organiserOf("j")}
      FROM generate_series(${from}::int, ${to}::int) AS g(j), ${orgs}
      ON CONFLICT DO NOTHING`.execute(db);

    await sql`INSERT INTO reward_card_systems (reward_id, card_system_id)
      SELECT r.id, r.card_system_id FROM rewards r
      WHERE r.id BETWEEN ${BENCH_ID_OFFSET + from} AND ${BENCH_ID_OFFSET + to}
      ON CONFLICT DO NOTHING`.execute(db);

    await sql`INSERT INTO organiser_types (organiser_id, type)
      SELECT DISTINCT ro.organiser_id, 'POINTS_PROMOTIONS' FROM reward_organisers ro
      WHERE ro.reward_id BETWEEN ${BENCH_ID_OFFSET + from} AND ${BENCH_ID_OFFSET + to}
      ON CONFLICT DO NOTHING`.execute(db);
    log(`voordelen ${to}/${benchRewards}`);
  }

  await syncIdentitySequences(db);
  // The triggers rewrote the search documents as the rows came in (once per statement that touched
  // them): compact them, as after any bulk import, then vacuum and analyse everything.
  await sql`VACUUM FULL organiser_search_documents, organiser_search_terms, reward_search_documents, reward_search_terms, search_words`.execute(
    db,
  );
  await sql`VACUUM ANALYZE`.execute(db);

  const n = (table: string) => countRows(db, sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`);
  return {
    holders: await n("holders"),
    cards: await n("cards"),
    organisers: await n("organisers"),
    activities: await n("activities"),
    rewards: await n("rewards"),
    pointsLedger: await n("points_ledger"),
  };
}
