// The wallet's reads: coupons, association memberships, the points ledger with what each line was, and
// the redemptions. The only SQL of the wallet module; every query is filtered on the holder's id.
import { sql, type Kysely } from "kysely";
import type { DB, Period, WalletStatus } from "@vtp/db/schema";

export interface CouponRow {
  id: string;
  name: string;
  description: string | null;
  cardSystemId: number;
  cardSystemName: string;
  validFrom: string;
  validUntil: string;
  status: WalletStatus;
  turnsPerPeriod: number | null;
  period: Period | null;
  periodKey: string | null;
  turnsUsed: number;
  socialTariffOnly: boolean;
}

export async function listCoupons(db: Kysely<DB>, holderId: string): Promise<CouponRow[]> {
  const rows = await db
    .selectFrom("holder_coupons as hc")
    .innerJoin("coupons as c", "c.id", "hc.coupon_id")
    .innerJoin("card_systems as cs", "cs.id", "c.card_system_id")
    .select([
      "hc.id",
      "c.name",
      "c.description",
      "cs.id as card_system_id",
      "cs.name as card_system_name",
      "hc.valid_from",
      "hc.valid_until",
      "hc.status",
      "hc.turns_per_period",
      "hc.period",
      "hc.period_key",
      "hc.turns_used",
      "c.social_tariff_only",
    ])
    .where("hc.holder_id", "=", holderId)
    .orderBy("hc.valid_until")
    .orderBy("c.name")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    cardSystemId: r.card_system_id,
    cardSystemName: r.card_system_name,
    validFrom: r.valid_from,
    validUntil: r.valid_until,
    status: r.status,
    turnsPerPeriod: r.turns_per_period,
    period: r.period,
    periodKey: r.period_key,
    turnsUsed: r.turns_used,
    socialTariffOnly: r.social_tariff_only,
  }));
}

export interface MembershipRow {
  id: string;
  associationName: string;
  status: WalletStatus;
  endDate: string | null;
  renewable: boolean;
}

export async function listMemberships(db: Kysely<DB>, holderId: string): Promise<MembershipRow[]> {
  const rows = await db
    .selectFrom("association_memberships")
    .select(["id", "association_name", "status", "end_date", "renewable"])
    .where("holder_id", "=", holderId)
    .orderBy("association_name")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    associationName: r.association_name,
    status: r.status,
    endDate: r.end_date,
    renewable: r.renewable,
  }));
}

export interface LedgerRow {
  id: number;
  at: Date;
  delta: number;
  reason: "CHECKIN" | "REDEMPTION" | "CORRECTION";
  title: string | null;
  place: string | null;
}

/** A page of the ledger, newest first, with the activity or reward and where it happened. */
export async function pageLedger(
  db: Kysely<DB>,
  holderId: string,
  start: number,
  limit: number,
): Promise<{ total: number; rows: LedgerRow[] }> {
  const [count, rows] = await Promise.all([
    db
      .selectFrom("points_ledger")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("holder_id", "=", holderId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("points_ledger as l")
      .leftJoin("checkins as c", "c.id", "l.checkin_id")
      .leftJoin("activities as a", "a.id", "c.activity_id")
      .leftJoin("redemptions as r", "r.id", "l.redemption_id")
      .leftJoin("rewards as w", "w.id", "r.reward_id")
      // Where it happened: the activity's organiser, the counter that redeemed, or for a redemption in the
      // app the reward's first counter by name (the first of the redemption's `places`).
      .leftJoin("organisers as o", (j) =>
        j.on(
          sql<boolean>`o.id = COALESCE(a.organiser_id, r.organiser_id, (SELECT ro.organiser_id FROM reward_organisers ro
            JOIN organisers o2 ON o2.id = ro.organiser_id WHERE ro.reward_id = r.reward_id ORDER BY o2.name LIMIT 1))`,
        ),
      )
      .leftJoin("municipalities as m", "m.id", "o.municipality_id")
      .select([
        "l.id",
        "l.created_at",
        "l.delta",
        "l.reason",
        sql<string | null>`COALESCE(a.title, w.title, l.description)`.as("title"),
        sql<string | null>`CASE WHEN o.id IS NULL THEN NULL WHEN m.name IS NULL THEN o.name ELSE o.name || ', ' || m.name END`.as("place"),
      ])
      .where("l.holder_id", "=", holderId)
      .orderBy("l.created_at", "desc")
      .orderBy("l.id", "desc")
      .offset(start)
      .limit(limit)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((r) => ({ id: Number(r.id), at: r.created_at, delta: r.delta, reason: r.reason, title: r.title, place: r.place })),
  };
}

export interface RedemptionRow {
  id: string;
  rewardId: number;
  title: string;
  redeemCode: string;
  redeemedAt: Date;
  pointsSpent: number;
  places: string[];
  online: boolean;
  link: string | null;
  validUntil: Date | null;
}

export async function listRedemptions(db: Kysely<DB>, holderId: string): Promise<RedemptionRow[]> {
  const rows = await db
    .selectFrom("redemptions as r")
    .innerJoin("rewards as w", "w.id", "r.reward_id")
    .select([
      "r.id",
      "r.reward_id",
      "w.title",
      "r.redeem_code",
      "r.redeemed_at",
      "r.points_spent",
      "w.online",
      "w.more_info_url",
      "w.redeem_end",
      sql<string[] | null>`(SELECT array_agg(CASE WHEN m.name IS NULL THEN o.name ELSE o.name || ', ' || m.name END ORDER BY o.name)
        FROM reward_organisers ro JOIN organisers o ON o.id = ro.organiser_id LEFT JOIN municipalities m ON m.id = o.municipality_id
        WHERE ro.reward_id = r.reward_id AND o.ended_at IS NULL)`.as("places"),
    ])
    .where("r.holder_id", "=", holderId)
    // A redemption undone at a counter (migration 0023) gave its points back: its code is no longer the holder's.
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("redemption_undos as u").select("u.redemption_id").whereRef("u.redemption_id", "=", "r.id"))),
    )
    .orderBy("r.redeemed_at", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    rewardId: r.reward_id,
    title: r.title,
    redeemCode: r.redeem_code,
    redeemedAt: r.redeemed_at,
    pointsSpent: r.points_spent,
    places: r.places ?? [],
    online: r.online,
    link: r.online ? r.more_info_url : null,
    validUntil: r.redeem_end,
  }));
}
