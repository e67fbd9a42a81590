// The SQL of "Binnenkort" (decision 0063): one read, over the card system's tables, of what ends for one
// holder between two days: read-only beside the owning modules' own (account, wallet, rewards' redemptions,
// favourites, activities), as the reminders read the same dates (messages/repository.ts). One statement of eight
// branches (UNION ALL), each on an index that starts with the holder: kansenstatuut (UNIQUE holder_id,
// card_system_id), memberships_card_system (PRIMARY KEY holder_id, card_system_id), holder_coupons
// (holder_coupons_holder_idx), redemptions (redemptions_holder_time_idx; uses and undos by their primary
// key), association_memberships (association_memberships_holder_idx), favourites (the partial UNIQUE
// favourites_one_savings_goal for the goal, the PRIMARY KEY holder_id, kind, object_id for the other kept
// rewards and activities; a kept activity by activities' primary key). The only SQL of the upcoming module.
import { sql, type Kysely } from "kysely";
import type { UpcomingKind } from "@vtp/contracts/upcoming";
import type { DB } from "@vtp/db/schema";

export interface UpcomingRow {
  kind: UpcomingKind;
  id: string;
  title: string;
  region: string | null;
  rewardId: number | null;
  activityId: number | null;
  /** yyyy-mm-dd (Europe/Brussels). */
  lastDay: string;
}

/**
 * What of this holder ends from `from` up to `until` (days, yyyy-mm-dd, inclusive) and can still be used
 * at `now`: an active kansenstatuut, an active region membership, an active coupon, a redeemed code that
 * was neither used nor undone (valid until its reward's redeem_end, decision 0043), an active association
 * membership, the savings goal's reward while it can still be had (its redeem_end, decision 0059), and
 * so every other reward the holder kept ("Bewaard"), and a dated activity the holder kept until its last day
 * (its end, or its start when it has no end) while its organiser has not ended it.
 */
export async function listEnding(
  db: Kysely<DB>,
  input: { holderId: string; from: string; until: string; now: Date },
): Promise<UpcomingRow[]> {
  const holder = sql`${input.holderId}::uuid`;
  const from = sql`${input.from}::date`;
  const until = sql`${input.until}::date`;
  const now = sql`${input.now}::timestamptz`;
  const brusselsDay = (column: string) => sql`(${sql.ref(column)} AT TIME ZONE 'Europe/Brussels')::date`;
  // A kept activity's last day: its end, or its start when it has none (a permanent activity has neither).
  const activityDay = sql`(COALESCE(a.ends_at, a.starts_at) AT TIME ZONE 'Europe/Brussels')::date`;
  const { rows } = await sql<{
    kind: UpcomingKind;
    id: string;
    title: string;
    region: string | null;
    reward_id: number | null;
    activity_id: number | null;
    last_day: string;
  }>`
    SELECT 'kansenstatuut' AS kind, k.id::text AS id, cs.name AS title, cs.name AS region, NULL::int AS reward_id, NULL::int AS activity_id,
           to_char(k.end_date, 'YYYY-MM-DD') AS last_day
    FROM kansenstatuut k JOIN card_systems cs ON cs.id = k.card_system_id
    WHERE k.holder_id = ${holder} AND k.status = 'ACTIVE' AND k.end_date BETWEEN ${from} AND ${until}
    UNION ALL
    SELECT 'membership', cs.id::text, cs.name, cs.name, NULL::int, NULL::int, to_char(m.end_date, 'YYYY-MM-DD')
    FROM memberships_card_system m JOIN card_systems cs ON cs.id = m.card_system_id
    WHERE m.holder_id = ${holder} AND m.status = 'ACTIVE' AND m.end_date BETWEEN ${from} AND ${until}
    UNION ALL
    SELECT 'coupon', hc.id::text, c.name, cs.name, NULL::int, NULL::int, to_char(hc.valid_until, 'YYYY-MM-DD')
    FROM holder_coupons hc JOIN coupons c ON c.id = hc.coupon_id JOIN card_systems cs ON cs.id = c.card_system_id
    WHERE hc.holder_id = ${holder} AND hc.status = 'ACTIVE' AND hc.valid_until BETWEEN ${from} AND ${until}
    UNION ALL
    SELECT 'code', r.id::text, w.title, NULL, w.id, NULL::int, to_char(${brusselsDay("w.redeem_end")}, 'YYYY-MM-DD')
    FROM redemptions r JOIN rewards w ON w.id = r.reward_id
    WHERE r.holder_id = ${holder} AND w.redeem_end > ${now} AND ${brusselsDay("w.redeem_end")} <= ${until}
      AND NOT EXISTS (SELECT 1 FROM redemption_uses u WHERE u.redemption_id = r.id)
      AND NOT EXISTS (SELECT 1 FROM redemption_undos x WHERE x.redemption_id = r.id)
    UNION ALL
    SELECT 'association', a.id::text, a.association_name, NULL, NULL::int, NULL::int, to_char(a.end_date, 'YYYY-MM-DD')
    FROM association_memberships a
    WHERE a.holder_id = ${holder} AND a.status = 'ACTIVE' AND a.end_date BETWEEN ${from} AND ${until}
    UNION ALL
    SELECT 'savings-goal', w.id::text, w.title, NULL, w.id, NULL::int, to_char(${brusselsDay("w.redeem_end")}, 'YYYY-MM-DD')
    FROM favourites f JOIN rewards w ON w.id = f.reward_id
    WHERE f.holder_id = ${holder} AND f.savings_goal AND w.status = 'ACTIVE' AND w.ended_at IS NULL
      AND w.redeem_start <= ${now} AND w.redeem_end > ${now} AND ${brusselsDay("w.redeem_end")} <= ${until}
    UNION ALL
    SELECT 'kept-reward', w.id::text, w.title, NULL, w.id, NULL::int, to_char(${brusselsDay("w.redeem_end")}, 'YYYY-MM-DD')
    FROM favourites f JOIN rewards w ON w.id = f.reward_id
    WHERE f.holder_id = ${holder} AND f.kind = 'reward' AND NOT f.savings_goal AND w.status = 'ACTIVE' AND w.ended_at IS NULL
      AND w.redeem_start <= ${now} AND w.redeem_end > ${now} AND ${brusselsDay("w.redeem_end")} <= ${until}
    UNION ALL
    SELECT 'kept-activity', a.id::text, a.title, NULL, NULL::int, a.id, to_char(${activityDay}, 'YYYY-MM-DD')
    FROM favourites f JOIN activities a ON a.id = f.activity_id
    WHERE f.holder_id = ${holder} AND f.kind = 'activity' AND a.ended_at IS NULL
      AND COALESCE(a.ends_at, a.starts_at) > ${now} AND ${activityDay} <= ${until}`.execute(db);
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    title: r.title,
    region: r.region,
    rewardId: r.reward_id === null ? null : Number(r.reward_id),
    activityId: r.activity_id === null ? null : Number(r.activity_id),
    lastDay: r.last_day,
  }));
}
