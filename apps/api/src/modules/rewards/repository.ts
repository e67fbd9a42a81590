// The SQL of the rewards module: the reward search over the search documents (fragments shared with organisers in shared/search-sql.ts),
// a redeem decision's facts (one statement), and the cash-in through cash_in_reward (one statement: unit, slot, points, redemption, ledger).
import { sql, type Kysely, type RawBuilder } from "kysely";
import { REWARD_TOTAL_TRACKED, type RewardSearchResult } from "@vtp/contracts/rewards";
import type { DB, Period } from "@vtp/db/schema";
import { publicReward, textQueries } from "../../shared/search-sql.ts";

export interface CardSystemRefRow {
  id: number;
  name: string;
}

export interface CounterRow {
  id: number;
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
}

export interface RewardRow {
  id: number;
  type: "POINTS" | "WELCOME";
  title: string;
  description: string | null;
  points: number;
  category: string;
  createdAt: Date;
  featured: boolean;
  publicationStart: Date;
  publicationEnd: Date | null;
  redeemStart: Date;
  redeemEnd: Date | null;
  maxUnits: number | null;
  unitsTaken: number;
  perHolderVolume: number | null;
  perHolderPeriod: Period | null;
  online: boolean;
  forKids: boolean;
  sport: boolean;
  requiresKansenstatuut: boolean;
  pictureUrl: string | null;
  moreInfoUrl: string | null;
  owner: CardSystemRefRow;
  allCardSystems: boolean;
  applicableCardSystems: CardSystemRefRow[];
  cities: { postalCode: string; name: string }[];
  counters: CounterRow[];
}

export type RewardSortField = "spotlight" | "creationDate" | "unitsTaken" | "points" | "id";

/** What the reward search asks, already parsed and checked (service.ts). Every present filter is ANDed. */
export interface RewardSearchFilter {
  /** Only these ids (the lookup). */
  ids?: number[] | undefined;
  /** Handed out at one of these counters (organisers). */
  organiserIds?: number[] | undefined;
  /** Valid for holders of one of these card systems: owned by it, valid in all, or listed; not switched off there. */
  cardSystemIds?: number[] | undefined;
  types?: ("POINTS" | "WELCOME")[] | undefined;
  categories?: string[] | undefined;
  pointsMin?: number | undefined;
  pointsMax?: number | undefined;
  forKids?: boolean | undefined;
  sport?: boolean | undefined;
  online?: boolean | undefined;
  /** true: the redeem period ends before `lastChanceUntil`; false: it does not. */
  lastChance?: boolean | undefined;
  lastChanceUntil?: Date | undefined;
  /** Free text: every group (a word, or a phrase in quotes) must match the reward's search document. */
  text?: { raw: string; groups: string[] } | undefined;
  /** Relevance (an exact title, then matches without corrected typos, then rank) before `sort`; needs `text`. */
  relevanceFirst: boolean;
  sort: { field: RewardSortField; order: "asc" | "desc" }[];
  size: number;
  from: number;
  now: Date;
}

const countersJson = sql`COALESCE((
  SELECT jsonb_agg(jsonb_build_object('id', o.id, 'name', o.name, 'street', o.street_and_number, 'postalCode', m.postal_code,
    'city', m.name, 'phone', o.phone, 'email', o.email, 'website', o.website_url) ORDER BY o.name)
  FROM reward_organisers ro JOIN organisers o ON o.id = ro.organiser_id LEFT JOIN municipalities m ON m.id = o.municipality_id
  WHERE ro.reward_id = r.id AND o.ended_at IS NULL), '[]'::jsonb)`;

/** The sort keys on the searched rows `s`; with text the units taken come from the document `u` (migration 0041). */
const SORT_COLUMNS: Record<RewardSortField, string> = {
  spotlight: "s.featured",
  creationDate: "s.created_at",
  unitsTaken: "s.units_taken",
  points: "s.points",
  id: "s.reward_id",
};
const sortColumn = (field: RewardSortField, withText: boolean) =>
  withText && field === "unitsTaken" ? "u.units_taken" : SORT_COLUMNS[field];

/** The filters over the searched rows `s` (documents, or with text their text rows) and the text's queries `tq`. */
function rewardConditions(f: RewardSearchFilter): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [publicReward(f.now)];
  if (f.ids !== undefined) where.push(sql`s.reward_id = ANY (${f.ids}::int[])`);
  if (f.organiserIds !== undefined) where.push(sql`s.counters && ${f.organiserIds}::int[]`);
  if (f.cardSystemIds !== undefined) {
    // Offered in one of the regions and not switched off there, or valid in every region and not switched
    // off in all of the asked ones.
    const systems = sql`${f.cardSystemIds}::int[]`;
    where.push(sql`(s.valid_in && ${systems} OR (s.all_card_systems AND NOT s.disabled_in @> ${systems}))`);
  }
  if (f.types !== undefined) where.push(sql`s.type = ANY (${f.types}::text[])`);
  if (f.categories !== undefined) where.push(sql`s.category = ANY (${f.categories}::text[])`);
  if (f.pointsMin !== undefined) where.push(sql`s.points >= ${f.pointsMin}::int`);
  if (f.pointsMax !== undefined) where.push(sql`s.points <= ${f.pointsMax}::int`);
  if (f.forKids !== undefined) where.push(sql`s.for_kids = ${f.forKids}::boolean`);
  if (f.sport !== undefined) where.push(sql`s.sport = ${f.sport}::boolean`);
  // Online as a literal: the few online rewards have a partial index (migration 0042), which a parameter could not use.
  if (f.online !== undefined) where.push(f.online ? sql`s.online` : sql`NOT s.online`);
  if (f.lastChance !== undefined) {
    const until = f.lastChanceUntil ?? f.now;
    where.push(
      f.lastChance
        ? sql`s.redeem_end IS NOT NULL AND s.redeem_end <= ${until}::timestamptz`
        : sql`(s.redeem_end IS NULL OR s.redeem_end > ${until}::timestamptz)`,
    );
  }
  if (f.text !== undefined) where.push(sql`s.terms @@ tq.fuzzy`);
  return where;
}

/**
 * The reward search in one statement over the rewards' search documents (with text: their text rows, which
 * carry the same columns but the units taken): the number of matches and
 * the page in the asked order (relevance first when asked, then the sort keys, then the id), then the
 * page's documents from the rewards themselves. When the matches are few and come from an index (free
 * text, a counter, ids), one pass counts them all (a window, exact) and sorts the page; otherwise the count
 * (on the narrow documents alone, up to REWARD_TOTAL_TRACKED and one: decision 0080) and the page are
 * separate parts, so the page walks an index in the sort's order and stops after the page (most exchanged
 * sorts what matches: no index on a count that every cash-in changes). The statement's text depends only on which filters are present, so
 * PostgreSQL prepares it once per shape (decision 0019).
 */
export async function searchRewardDocuments(
  db: Kysely<DB>,
  filter: RewardSearchFilter,
): Promise<{ total: RewardSearchResult["hits"]["total"]; rows: RewardRow[] }> {
  const where = sql.join(rewardConditions(filter), sql` AND `);
  const text = filter.text;
  const sortKeys = [...filter.sort];
  if (!sortKeys.some((k) => k.field === "id")) sortKeys.push({ field: "id", order: "desc" });
  const withText = text !== undefined;
  // A text search reads the text rows alone; only the "most exchanged" sort needs the document too.
  const units = sortKeys.some((k) => k.field === "unitsTaken") ? sql`JOIN reward_search_documents u ON u.reward_id = s.reward_id ` : sql``;
  const from = withText ? sql`reward_search_terms s ${units}CROSS JOIN tq` : sql`reward_search_documents s`;
  const textCte = withText ? sql`${textQueries(text)}, ` : sql``;
  const relevance =
    text !== undefined && filter.relevanceFirst
      ? [sql`(s.title_folded = tq.folded)`, sql`(s.terms @@ tq.literal)`, sql`(s.terms @@ tq.words)`, sql`ts_rank(s.terms, tq.fuzzy)`]
      : [];
  const direction = (order: "asc" | "desc") => (order === "asc" ? sql`ASC` : sql`DESC`);
  // The page carries its sort values (k0, k1, ...), so the outer query orders by them again.
  const keyColumns = [
    ...relevance.map((expression, i) => sql`, ${expression} AS ${sql.ref(`rank${i}`)}`),
    ...sortKeys.map((k, i) => sql`, ${sql.ref(sortColumn(k.field, withText))} AS ${sql.ref(`k${i}`)}`),
  ];
  const innerOrder = [
    ...relevance.map((_, i) => sql`${sql.ref(`rank${i}`)} DESC`),
    ...sortKeys.map((k) => sql`${sql.ref(sortColumn(k.field, withText))} ${direction(k.order)}`),
  ];
  const keyOrder = (table: string) => [
    ...relevance.map((_, i) => sql`${sql.ref(`${table}.rank${i}`)} DESC`),
    ...sortKeys.map((k, i) => sql`${sql.ref(`${table}.k${i}`)} ${direction(k.order)}`),
  ];
  const columns = sql.join(keyColumns, sql``);
  const limit = sql`LIMIT ${filter.size}::int OFFSET ${filter.from}::int`;
  const onePass = text !== undefined || filter.ids !== undefined || filter.organiserIds !== undefined;
  // The matches' ranks and sort keys are computed first (OFFSET 0 keeps that part apart), so the window
  // that counts them keeps narrow rows, not the texts.
  // Without text, counter or ids the count stops at the 1,001st match (decision 0080).
  const bound = onePass ? sql`` : sql` LIMIT ${sql.lit(REWARD_TOTAL_TRACKED + 1)}`;
  const parts = onePass
    ? sql`matches AS (SELECT s.reward_id AS id${columns} FROM ${from} WHERE ${where} OFFSET 0),
      page AS (
        SELECT matches.*, count(*) OVER () AS total FROM matches
        ORDER BY ${sql.join(keyOrder("matches"))} ${limit}
      )`
    : sql`total AS (SELECT count(*) AS total FROM (SELECT FROM ${from} WHERE ${where}${bound}) t),
      page AS (
        SELECT s.reward_id AS id, total.total${columns} FROM total, ${from} WHERE ${where}
        ORDER BY ${sql.join(innerOrder)} ${limit}
      )`;
  // The columns carry the row's names; `total` rides along on every row of the page.
  const { rows } = await sql<RewardRow & { total: number }>`
    WITH ${textCte}${parts}
    SELECT page.total, r.id, r.type, r.title, r.description, r.points, r.category, r.created_at AS "createdAt", r.featured,
      r.publication_start AS "publicationStart", r.publication_end AS "publicationEnd", r.redeem_start AS "redeemStart",
      r.redeem_end AS "redeemEnd", r.max_units AS "maxUnits", r.units_taken AS "unitsTaken", r.per_holder_volume AS "perHolderVolume",
      r.per_holder_period AS "perHolderPeriod", r.online, r.for_kids AS "forKids", r.sport,
      r.requires_kansenstatuut AS "requiresKansenstatuut", r.picture_url AS "pictureUrl", r.more_info_url AS "moreInfoUrl",
      jsonb_build_object('id', cs.id, 'name', cs.name) AS owner, r.all_card_systems AS "allCardSystems",
      COALESCE((SELECT jsonb_agg(jsonb_build_object('id', x.id, 'name', x.name) ORDER BY x.id)
        FROM reward_card_systems rc JOIN card_systems x ON x.id = rc.card_system_id
        WHERE rc.reward_id = r.id AND NOT rc.disabled), '[]'::jsonb) AS "applicableCardSystems",
      COALESCE((SELECT jsonb_agg(jsonb_build_object('postalCode', m.postal_code, 'name', m.name) ORDER BY m.name)
        FROM reward_cities rci JOIN municipalities m ON m.id = rci.municipality_id WHERE rci.reward_id = r.id), '[]'::jsonb) AS cities,
      ${countersJson} AS counters
    FROM page
    JOIN rewards r ON r.id = page.id
    JOIN card_systems cs ON cs.id = r.card_system_id
    ORDER BY ${sql.join(keyOrder("page"))}`.execute(db);
  // Past the last page (or size 0) no row carries the total: count on its own (as far as the page would).
  const counted =
    rows.length > 0 || (filter.from === 0 && filter.size > 0)
      ? Number(rows[0]?.total ?? 0)
      : Number(
          (
            await sql<{ n: number }>`WITH ${textCte}c AS (SELECT count(*) AS n FROM (SELECT FROM ${from} WHERE ${where}${bound}) m)
              SELECT n FROM c`.execute(db)
          ).rows[0]?.n ?? 0,
        );
  const exact = onePass || counted <= REWARD_TOTAL_TRACKED;
  return {
    total: exact ? { value: counted, relation: "eq" } : { value: REWARD_TOTAL_TRACKED, relation: "gte" },
    rows,
  };
}

// --- redeem facts -------------------------------------------------------------------------------

export interface HolderFacts {
  holderId: string;
  points: number;
  municipalityId: number | null;
  /** The holder has a card with status ACTIVE. */
  cardActive: boolean;
  /** Card systems with an ACTIVE membership whose card system is active. */
  activeCardSystemIds: number[];
  kansenstatuut: { cardSystemId: number; status: string; endDate: string; graceDays: number }[];
  /** The redemption an earlier request with the same idempotency key made. */
  replay: { id: string; rewardId: number; redeemCode: string; pointsSpent: number; redeemedAt: Date } | null;
}

export interface RewardFacts {
  id: number;
  type: "POINTS" | "WELCOME";
  title: string;
  description: string | null;
  points: number;
  ownerCardSystemId: number;
  allCardSystems: boolean;
  /** reward_card_systems rows: extra card systems, or the owner's switched off. */
  cardSystems: { id: number; disabled: boolean }[];
  cityIds: number[];
  redeemStart: Date;
  redeemEnd: Date | null;
  maxUnits: number | null;
  unitsTaken: number;
  perHolderVolume: number | null;
  perHolderPeriod: Period | null;
  requiresKansenstatuut: boolean;
  online: boolean;
  moreInfoUrl: string | null;
  /** Redemptions of this holder in the current period of the per-holder limit. */
  usedInPeriod: number;
  lastRedeemedAt: Date | null;
  counters: CounterRow[];
}

export type PeriodKeys = Record<Period, string>;

export interface FactsQuery {
  holderId: string;
  now: Date;
  /** The current key of each calendar period (Europe/Brussels, @vtp/db/periods). */
  periodKeys: PeriodKeys;
  /** One reward (published, active); or every candidate of the holder's card systems of this type (ANY: both). */
  rewardId?: number;
  type?: "POINTS" | "WELCOME" | "ANY";
  idempotencyKey?: string | undefined;
}

interface FactsSqlRow {
  holder_id: string;
  holder_points: number;
  municipality_id: number | null;
  card_active: boolean;
  systems: number[];
  kansenstatuut: HolderFacts["kansenstatuut"];
  replay: { id: string; rewardId: number; redeemCode: string; pointsSpent: number; redeemedAt: string } | null;
  reward_id: number | null;
  type: "POINTS" | "WELCOME";
  title: string;
  description: string | null;
  points: number;
  card_system_id: number;
  all_card_systems: boolean;
  reward_systems: { id: number; disabled: boolean }[];
  cities: number[];
  redeem_start: Date;
  redeem_end: Date | null;
  max_units: number | null;
  units_taken: number;
  per_holder_volume: number | null;
  per_holder_period: Period | null;
  requires_kansenstatuut: boolean;
  online: boolean;
  more_info_url: string | null;
  used: number;
  last_redeemed_at: Date | null;
  counters: CounterRow[];
}

/**
 * Everything a redeem decision reads, in one statement: the holder (balance, card, active card systems, kansenstatuut, the redemption
 * of a replayed key) and per reward its regions, cities, period, units, counters and the holder's redemptions in the current period.
 * Undefined when the holder does not exist. The holder's part is MATERIALIZED: read once, not per reward row (issue 21).
 */
export async function loadRedeemFacts(db: Kysely<DB>, q: FactsQuery): Promise<{ holder: HolderFacts; rewards: RewardFacts[] } | undefined> {
  const k = q.periodKeys;
  const rewardFilter =
    q.rewardId !== undefined
      ? sql`r.id = ${q.rewardId}`
      : sql`${q.type === "ANY" ? sql`TRUE` : sql`r.type = ${q.type ?? "POINTS"}`} AND (r.all_card_systems OR r.card_system_id = ANY (h.member_systems) OR EXISTS (SELECT 1 FROM reward_card_systems rc WHERE rc.reward_id = r.id AND rc.card_system_id = ANY (h.member_systems)))`;
  const { rows } = await sql<FactsSqlRow>`
    WITH h AS MATERIALIZED (
      SELECT ho.id AS holder_id, ho.points AS holder_points, ho.municipality_id,
        ARRAY(SELECT m.card_system_id FROM memberships_card_system m WHERE m.holder_id = ho.id) AS member_systems,
        EXISTS (SELECT 1 FROM cards c WHERE c.holder_id = ho.id AND c.status = 'ACTIVE') AS card_active,
        COALESCE((SELECT jsonb_agg(m.card_system_id ORDER BY m.card_system_id) FROM memberships_card_system m
          JOIN card_systems s ON s.id = m.card_system_id WHERE m.holder_id = ho.id AND m.status = 'ACTIVE' AND s.active), '[]'::jsonb) AS systems,
        COALESCE((SELECT jsonb_agg(jsonb_build_object('cardSystemId', ks.card_system_id, 'status', ks.status, 'endDate', ks.end_date,
          'graceDays', s.kansenstatuut_grace_days)) FROM kansenstatuut ks JOIN card_systems s ON s.id = ks.card_system_id
          WHERE ks.holder_id = ho.id), '[]'::jsonb) AS kansenstatuut,
        (SELECT jsonb_build_object('id', d.id, 'rewardId', d.reward_id, 'redeemCode', d.redeem_code, 'pointsSpent', d.points_spent,
          'redeemedAt', d.redeemed_at) FROM redemptions d
          WHERE d.holder_id = ho.id AND d.idempotency_key = ${q.idempotencyKey ?? null}::uuid) AS replay
      FROM holders ho WHERE ho.id = ${q.holderId}
    )
    SELECT h.holder_id, h.holder_points, h.municipality_id, h.card_active, h.systems, h.kansenstatuut, h.replay, r.id AS reward_id, r.type, r.title, r.description, r.points, r.card_system_id, r.all_card_systems,
      COALESCE((SELECT jsonb_agg(jsonb_build_object('id', rc.card_system_id, 'disabled', rc.disabled)) FROM reward_card_systems rc
        WHERE rc.reward_id = r.id), '[]'::jsonb) AS reward_systems,
      COALESCE((SELECT jsonb_agg(rci.municipality_id) FROM reward_cities rci WHERE rci.reward_id = r.id), '[]'::jsonb) AS cities,
      r.redeem_start, r.redeem_end, r.max_units, r.units_taken, r.per_holder_volume, r.per_holder_period, r.requires_kansenstatuut, r.online, r.more_info_url,
      CASE WHEN r.per_holder_period IS NULL AND r.type <> 'WELCOME' THEN 0 ELSE (SELECT count(*) FROM redemptions d
        WHERE d.holder_id = h.holder_id AND d.reward_id = r.id AND d.period_key = (CASE CASE WHEN r.type = 'WELCOME' THEN 'ABSOLUTE' ELSE r.per_holder_period END
          WHEN 'ABSOLUTE' THEN ${k.ABSOLUTE} WHEN 'DAY' THEN ${k.DAY} WHEN 'WEEK' THEN ${k.WEEK}
          WHEN 'MONTH' THEN ${k.MONTH} WHEN 'QUARTER' THEN ${k.QUARTER} ELSE ${k.YEAR} END)) END AS used,
      (SELECT max(d.redeemed_at) FROM redemptions d WHERE d.holder_id = h.holder_id AND d.reward_id = r.id AND NOT EXISTS (SELECT 1 FROM redemption_undos u WHERE u.redemption_id = d.id)) AS last_redeemed_at,
      ${countersJson} AS counters
    FROM h LEFT JOIN rewards r ON r.status = 'ACTIVE' AND r.publication_start <= ${q.now}
      AND (r.publication_end IS NULL OR r.publication_end >= ${q.now}) AND ${rewardFilter}
    ORDER BY r.points, r.id`.execute(db);
  const first = rows[0];
  if (first === undefined) return undefined;
  const holder: HolderFacts = {
    holderId: first.holder_id,
    points: first.holder_points,
    municipalityId: first.municipality_id,
    cardActive: first.card_active,
    activeCardSystemIds: first.systems,
    kansenstatuut: first.kansenstatuut,
    replay: first.replay === null ? null : { ...first.replay, redeemedAt: new Date(first.replay.redeemedAt) },
  };
  const rewards = rows
    .filter((r): r is FactsSqlRow & { reward_id: number } => r.reward_id !== null)
    .map((r) => ({
      id: r.reward_id,
      type: r.type,
      title: r.title,
      description: r.description,
      points: r.points,
      ownerCardSystemId: r.card_system_id,
      allCardSystems: r.all_card_systems,
      cardSystems: r.reward_systems,
      cityIds: r.cities,
      redeemStart: r.redeem_start,
      redeemEnd: r.redeem_end,
      maxUnits: r.max_units,
      unitsTaken: r.units_taken,
      perHolderVolume: r.per_holder_volume,
      perHolderPeriod: r.per_holder_period,
      requiresKansenstatuut: r.requires_kansenstatuut,
      online: r.online,
      moreInfoUrl: r.more_info_url,
      usedInPeriod: Number(r.used),
      lastRedeemedAt: r.last_redeemed_at,
      counters: r.counters,
    }));
  return { holder, rewards };
}

// --- the cash-in --------------------------------------------------------------------------------

export interface CashInWrite {
  holderId: string;
  rewardId: number;
  /** The per-holder period's current key, or null without a per-holder limit. */
  periodKey: string | null;
  volume: number | null;
  redeemCode: string;
  idempotencyKey: string | null;
  now: Date;
}

export type CashInOutcome = { outcome: "OK" | "REPLAY"; redemptionId: string; balance: number } | { outcome: CashInRefusal };

/** The refusals cash_in_reward itself decides (migrations 0005 and 0018; an ended reward's units, 0028), in the order it checks them. */
const CASH_IN_REFUSALS = [
  "NOT_POSSIBLE_INVALID_CARD",
  "NOT_POSSIBLE_DATE_CONSTRAINT",
  "NOT_POSSIBLE_VOLUME_CONSTRAINT",
  "NOT_POSSIBLE_USER_VOLUME_CONSTRAINT",
  "NOT_POSSIBLE_POINTS_CONSTRAINT",
] as const;
type CashInRefusal = (typeof CASH_IN_REFUSALS)[number];
const isCashInRefusal = (outcome: string): outcome is CashInRefusal => (CASH_IN_REFUSALS as readonly string[]).includes(outcome);

/** One call: the card (still active, locked against a block until the end), units, slot, points, redemption and ledger row together, or a refusal that changed nothing. */
export async function cashInReward(db: Kysely<DB>, w: CashInWrite): Promise<CashInOutcome> {
  const { rows } = await sql<{ outcome: string; redemption_id: string | null; balance: number | null }>`
    SELECT outcome, redemption_id, balance FROM cash_in_reward(${w.holderId}::uuid, ${w.rewardId}::integer, ${w.periodKey}::text,
      ${w.volume}::integer, ${w.redeemCode}::text, ${w.idempotencyKey}::uuid, ${w.now}::timestamptz)`.execute(db);
  const row = rows[0];
  if (row === undefined) throw new Error("cash_in_reward gaf geen antwoord");
  if (row.outcome === "OK" || row.outcome === "REPLAY") {
    return { outcome: row.outcome, redemptionId: row.redemption_id!, balance: row.balance! };
  }
  if (isCashInRefusal(row.outcome)) return { outcome: row.outcome };
  throw new Error(`cash_in_reward: onbekende uitkomst ${row.outcome}`);
}

export interface RedemptionRow {
  id: string;
  rewardId: number;
  redeemCode: string;
  pointsSpent: number;
  redeemedAt: Date;
}

/** A redemption of this holder by id (a replay that raced the first request). */
export async function findRedemption(db: Kysely<DB>, holderId: string, redemptionId: string): Promise<RedemptionRow | undefined> {
  const row = await db
    .selectFrom("redemptions")
    .select(["id", "reward_id", "redeem_code", "points_spent", "redeemed_at"])
    .where("holder_id", "=", holderId)
    .where("id", "=", redemptionId)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : { id: row.id, rewardId: row.reward_id, redeemCode: row.redeem_code, pointsSpent: row.points_spent, redeemedAt: row.redeemed_at };
}
