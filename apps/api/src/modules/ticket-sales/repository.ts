// The SQL of discounted tickets (decision 0036): the card, the activity with its ticket limit, the
// holder's kansenstatuut and coupons in a region, and the two statements that guard the limits: a
// kansentarief sale takes a free slot 1..volume of (holder, activity, period) (the partial UNIQUE index
// of migration 0022 is the limit), a coupon sale takes a turn of holder_coupons (CHECK turns_used <=
// turns_per_period). A cancel sets cancelled_at once and gives a coupon's turn back in its period.
import { sql, type Kysely } from "kysely";
import type { CardStatus, CouponDiscountKind, DB, Period, TariffType, WalletStatus } from "@vtp/db/schema";
import type { KansenstatuutRow } from "./tariffs.ts";

export interface CardRow {
  cardId: string;
  holderId: string;
  cardNumber: string;
  status: CardStatus;
}

/** The card with this number and its holder (a card in stock has none: undefined). */
export async function findCard(db: Kysely<DB>, cardNumber: string): Promise<CardRow | undefined> {
  const row = await db
    .selectFrom("cards")
    .select(["id", "holder_id", "card_number", "status"])
    .where("card_number", "=", cardNumber)
    .where("holder_id", "is not", null)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : { cardId: row.id, holderId: row.holder_id!, cardNumber: row.card_number.trim(), status: row.status };
}

export interface TicketActivity {
  id: number;
  organiserId: number;
  cardSystemId: number;
  title: string;
  ticketLimitVolume: number;
  ticketLimitPeriod: Period;
}

export async function findTicketActivity(db: Kysely<DB>, activityId: number): Promise<TicketActivity | undefined> {
  const row = await db
    .selectFrom("activities")
    .select(["id", "organiser_id", "card_system_id", "title", "ticket_limit_volume", "ticket_limit_period"])
    .where("id", "=", activityId)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : {
        id: row.id,
        organiserId: row.organiser_id,
        cardSystemId: row.card_system_id,
        title: row.title,
        ticketLimitVolume: row.ticket_limit_volume,
        ticketLimitPeriod: row.ticket_limit_period,
      };
}

/** The holder's kansenstatuut in the region, with the region's grace days; undefined when none. */
export async function findKansenstatuut(db: Kysely<DB>, holderId: string, cardSystemId: number): Promise<KansenstatuutRow | undefined> {
  const row = await db
    .selectFrom("kansenstatuut as k")
    .innerJoin("card_systems as cs", "cs.id", "k.card_system_id")
    .select(["k.status", "k.end_date", "k.suspended_until", "cs.kansenstatuut_grace_days"])
    .where("k.holder_id", "=", holderId)
    .where("k.card_system_id", "=", cardSystemId)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : { status: row.status, endDate: row.end_date, graceDays: row.kansenstatuut_grace_days, suspendedUntil: row.suspended_until };
}

/** The holder's kansentarief tickets for the activity in the period that are not cancelled. */
export async function countSocialTariffSales(db: Kysely<DB>, holderId: string, activityId: number, periodKey: string): Promise<number> {
  const row = await db
    .selectFrom("ticket_sales")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("holder_id", "=", holderId)
    .where("activity_id", "=", activityId)
    .where("period_key", "=", periodKey)
    .where("tariff_type", "=", "SOCIALTARIFF")
    .where("cancelled_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface TicketCouponRow {
  holderCouponId: string;
  name: string;
  discountKind: CouponDiscountKind;
  discountValue: number;
  socialTariffOnly: boolean;
  status: WalletStatus;
  validFrom: string;
  validUntil: string;
  turnsPerPeriod: number | null;
  period: Period | null;
  periodKey: string | null;
  turnsUsed: number;
}

/** The holder's coupons of the region that are a ticket discount, oldest grant first. */
export async function listTicketCoupons(db: Kysely<DB>, holderId: string, cardSystemId: number): Promise<TicketCouponRow[]> {
  const rows = await db
    .selectFrom("holder_coupons as hc")
    .innerJoin("coupons as c", "c.id", "hc.coupon_id")
    .select([
      "hc.id",
      "c.name",
      "c.discount_kind",
      "c.discount_value",
      "c.social_tariff_only",
      "hc.status",
      "hc.valid_from",
      "hc.valid_until",
      "hc.turns_per_period",
      "hc.period",
      "hc.period_key",
      "hc.turns_used",
    ])
    .where("hc.holder_id", "=", holderId)
    .where("c.card_system_id", "=", cardSystemId)
    .where("c.discount_kind", "is not", null)
    .orderBy("hc.valid_from")
    .orderBy("c.name")
    .orderBy("hc.id")
    .execute();
  return rows.map((r) => ({
    holderCouponId: r.id,
    name: r.name,
    discountKind: r.discount_kind!,
    discountValue: r.discount_value!,
    socialTariffOnly: r.social_tariff_only,
    status: r.status,
    validFrom: r.valid_from,
    validUntil: r.valid_until,
    turnsPerPeriod: r.turns_per_period,
    period: r.period,
    periodKey: r.period_key,
    turnsUsed: r.turns_used,
  }));
}

export interface NewSale {
  holderId: string;
  cardId: string;
  activityId: number;
  organiserId: number;
  regularPriceCents: number;
  regularPriceLabel: string | null;
  priceCents: number;
  periodKey: string;
  /** Who sells: a staff member's account or a partner client (exactly one, decision 0045). */
  soldBy: { accountId: string | null; partnerClientId: string | null };
  createdAt: Date;
}

/**
 * A kansentarief sale in the first free slot 1..volume of (holder, activity, period); undefined when
 * every slot is taken. A parallel sale that takes the same slot first makes this one insert nothing
 * (ON CONFLICT DO NOTHING on the partial UNIQUE index): the database is the limit.
 */
export async function insertSocialTariffSale(db: Kysely<DB>, sale: NewSale, volume: number): Promise<string | undefined> {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO ticket_sales AS t (holder_id, card_id, activity_id, organiser_id, tariff_type, regular_price_cents,
      regular_price_label, price_cents, period_key, slot, sold_by_account_id, sold_by_partner_client_id, created_at)
    SELECT ${sale.holderId}::uuid, ${sale.cardId}::uuid, ${sale.activityId}::integer, ${sale.organiserId}::integer, 'SOCIALTARIFF',
      ${sale.regularPriceCents}::integer, ${sale.regularPriceLabel}::text, ${sale.priceCents}::integer, ${sale.periodKey}::text, s.slot,
      ${sale.soldBy.accountId}::uuid, ${sale.soldBy.partnerClientId}::text, ${sale.createdAt}::timestamptz
    FROM generate_series(1, ${volume}::integer) AS s(slot)
    WHERE s.slot NOT IN (
      SELECT x.slot FROM ticket_sales x
      WHERE x.holder_id = ${sale.holderId}::uuid AND x.activity_id = ${sale.activityId}::integer
        AND x.period_key = ${sale.periodKey}::text AND x.tariff_type = 'SOCIALTARIFF' AND x.cancelled_at IS NULL)
    ORDER BY s.slot
    LIMIT 1
    ON CONFLICT DO NOTHING
    RETURNING t.id`.execute(db);
  return rows[0]?.id;
}

/**
 * Takes one turn of the holder's coupon in the current period (a new period starts at 0), only while
 * the coupon is active, valid today and has a turn left; false otherwise. The row's lock makes parallel
 * turns wait for each other, and CHECK turns_used <= turns_per_period is the last guard.
 */
export async function takeCouponTurn(
  db: Kysely<DB>,
  input: { holderCouponId: string; holderId: string; periodKey: string | null; today: string },
): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    UPDATE holder_coupons AS hc SET
      turns_used = CASE WHEN hc.period_key IS NOT DISTINCT FROM ${input.periodKey}::text THEN hc.turns_used + 1 ELSE 1 END,
      period_key = ${input.periodKey}::text
    WHERE hc.id = ${input.holderCouponId}::uuid AND hc.holder_id = ${input.holderId}::uuid AND hc.status = 'ACTIVE'
      AND hc.valid_from <= ${input.today}::date AND hc.valid_until >= ${input.today}::date
      AND (hc.turns_per_period IS NULL OR hc.period_key IS DISTINCT FROM ${input.periodKey}::text OR hc.turns_used < hc.turns_per_period)
    RETURNING hc.id`.execute(db);
  return rows.length === 1;
}

export async function insertCouponSale(db: Kysely<DB>, sale: NewSale, holderCouponId: string): Promise<string> {
  const row = await db
    .insertInto("ticket_sales")
    .values({
      holder_id: sale.holderId,
      card_id: sale.cardId,
      activity_id: sale.activityId,
      organiser_id: sale.organiserId,
      tariff_type: "COUPON",
      holder_coupon_id: holderCouponId,
      regular_price_cents: sale.regularPriceCents,
      regular_price_label: sale.regularPriceLabel,
      price_cents: sale.priceCents,
      period_key: sale.periodKey,
      sold_by_account_id: sale.soldBy.accountId,
      sold_by_partner_client_id: sale.soldBy.partnerClientId,
      created_at: sale.createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface SaleRow {
  id: string;
  holderId: string;
  activityId: number;
  eventTitle: string;
  cardNumber: string;
  tariffType: TariffType;
  holderCouponId: string | null;
  couponName: string | null;
  regularPriceCents: number;
  regularPriceLabel: string | null;
  priceCents: number;
  periodKey: string;
  createdAt: Date;
  cancelledAt: Date | null;
}

function selectSales(db: Kysely<DB>, organiserId: number) {
  return db
    .selectFrom("ticket_sales as t")
    .innerJoin("activities as a", "a.id", "t.activity_id")
    .innerJoin("cards as c", "c.id", "t.card_id")
    .leftJoin("holder_coupons as hc", "hc.id", "t.holder_coupon_id")
    .leftJoin("coupons as cp", "cp.id", "hc.coupon_id")
    .where("t.organiser_id", "=", organiserId);
}

function selectSaleRows(db: Kysely<DB>, organiserId: number) {
  return selectSales(db, organiserId).select([
    "t.id",
    "t.holder_id",
    "t.activity_id",
    "a.title",
    "c.card_number",
    "t.tariff_type",
    "t.holder_coupon_id",
    "cp.name as coupon_name",
    "t.regular_price_cents",
    "t.regular_price_label",
    "t.price_cents",
    "t.period_key",
    "t.created_at",
    "t.cancelled_at",
  ]);
}

type SaleSelection = NonNullable<Awaited<ReturnType<ReturnType<typeof selectSaleRows>["executeTakeFirst"]>>>;

function saleOf(row: SaleSelection): SaleRow {
  return {
    id: row.id,
    holderId: row.holder_id,
    activityId: row.activity_id,
    eventTitle: row.title,
    cardNumber: row.card_number.trim(),
    tariffType: row.tariff_type,
    holderCouponId: row.holder_coupon_id,
    couponName: row.coupon_name,
    regularPriceCents: row.regular_price_cents,
    regularPriceLabel: row.regular_price_label,
    priceCents: row.price_cents,
    periodKey: row.period_key,
    createdAt: row.created_at,
    cancelledAt: row.cancelled_at,
  };
}

/** A sale of the organiser, with what its answer shows; undefined when unknown or another organiser's. */
export async function findSale(db: Kysely<DB>, id: string, organiserId: number): Promise<SaleRow | undefined> {
  const row = await selectSaleRows(db, organiserId).where("t.id", "=", id).executeTakeFirst();
  return row === undefined ? undefined : saleOf(row);
}

/**
 * One page of the holder's sales at the organiser (cancelled ones too), newest first, optionally for
 * one activity, and how many there are in all.
 */
/** The organiser's sales, newest first: of one holder (on any of their cards), of one activity, or both. */
export async function listOrganiserSales(
  db: Kysely<DB>,
  input: { holderId: string | null; organiserId: number; activityId: number | null; start: number; limit: number },
): Promise<{ total: number; rows: SaleRow[] }> {
  const count = await selectSales(db, input.organiserId)
    .$if(input.holderId !== null, (q) => q.where("t.holder_id", "=", input.holderId!))
    .$if(input.activityId !== null, (q) => q.where("t.activity_id", "=", input.activityId!))
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  const rows = await selectSaleRows(db, input.organiserId)
    .$if(input.holderId !== null, (q) => q.where("t.holder_id", "=", input.holderId!))
    .$if(input.activityId !== null, (q) => q.where("t.activity_id", "=", input.activityId!))
    .orderBy("t.created_at", "desc")
    .orderBy("t.id")
    .offset(input.start)
    .limit(input.limit)
    .execute();
  return { total: Number(count.n), rows: rows.map(saleOf) };
}

/** Cancels the organiser's sale if it is not cancelled yet; false when it was (or is not the organiser's). */
export async function markCancelled(
  db: Kysely<DB>,
  input: { id: string; organiserId: number; at: Date; by: { accountId: string | null; partnerClientId: string | null } },
): Promise<boolean> {
  const rows = await db
    .updateTable("ticket_sales")
    .set({ cancelled_at: input.at, cancelled_by_account_id: input.by.accountId, cancelled_by_partner_client_id: input.by.partnerClientId })
    .where("id", "=", input.id)
    .where("organiser_id", "=", input.organiserId)
    .where("cancelled_at", "is", null)
    .returning("id")
    .execute();
  return rows.length === 1;
}

/**
 * Gives a coupon's turn back, only in the period the sale took it from (a new period started at 0); a
 * coupon without a period (no limit) has a NULL period_key and its sales count in 'ABSOLUTE'.
 */
export async function giveCouponTurnBack(db: Kysely<DB>, holderCouponId: string, periodKey: string): Promise<void> {
  await sql`
    UPDATE holder_coupons SET turns_used = turns_used - 1
    WHERE id = ${holderCouponId}::uuid AND turns_used > 0
      AND (period_key = ${periodKey}::text OR (period_key IS NULL AND ${periodKey}::text = 'ABSOLUTE'))`.execute(db);
}
