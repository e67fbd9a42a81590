// The check-in's one statement (issue 8's hot path) as a function: the same guarded claim as before
// (migration 0004's slots and idempotency key), but a function's statements are planned once per
// connection and then reused, where an ad-hoc statement of this size spends as long being planned as
// being run. claim_checkin reads the holder's eligibility, takes the first free slot 1..volume of the
// period (the UNIQUE slot is the limit), writes the ledger row, raises the balance and answers the
// profile fields; it writes nothing when the key was used before, the holder is locked out or not
// eligible. No row when the holder does not exist. One statement per query (PGlite), no import of
// application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `CREATE FUNCTION claim_checkin(
    p_holder uuid,
    p_activity integer,
    p_card_system integer,
    p_points integer,
    p_volume integer,
    p_period_key text,
    p_now timestamptz,
    p_key uuid,
    p_description text,
    p_invalid_key text,
    p_invalid_window timestamptz,
    p_invalid_max integer
  ) RETURNS TABLE (
    checkin_id uuid, added integer, prior_id uuid, prior_activity_id integer, prior_points integer, taken bigint,
    locked boolean, active_card boolean, blocked_card boolean, membership text, total integer,
    first_name text, last_name text, city text, card_number text, card_system_id integer, card_system_name text
  )
  LANGUAGE plpgsql AS $fn$
  BEGIN
    RETURN QUERY
    WITH prior AS (
      SELECT c.id, c.activity_id, c.points FROM checkins c
      WHERE c.holder_id = p_holder AND c.idempotency_key = p_key
    ),
    locked AS (
      SELECT 1 FROM rate_limit_counters r
      WHERE r.key = p_invalid_key AND r.window_start = p_invalid_window AND r.count > p_invalid_max
    ),
    eligibility AS (
      SELECT
        EXISTS (SELECT 1 FROM cards c WHERE c.holder_id = p_holder AND c.status = 'ACTIVE') AS active_card,
        EXISTS (SELECT 1 FROM cards c WHERE c.holder_id = p_holder AND c.status = 'BLOCKED') AS blocked_card,
        (SELECT ms.status FROM memberships_card_system ms JOIN card_systems cs ON cs.id = ms.card_system_id
          WHERE ms.holder_id = p_holder AND ms.card_system_id = p_card_system AND cs.active) AS membership
    ),
    taken AS (
      SELECT c.slot FROM checkins c
      WHERE c.holder_id = p_holder AND c.activity_id = p_activity AND c.period_key = p_period_key
    ),
    ins AS (
      INSERT INTO checkins AS ck (holder_id, activity_id, checked_in_at, period_key, slot, points, idempotency_key)
      SELECT p_holder, p_activity, p_now, p_period_key, s.slot, p_points, p_key
      FROM generate_series(1, p_volume) AS s(slot), eligibility e
      WHERE NOT EXISTS (SELECT 1 FROM prior) AND NOT EXISTS (SELECT 1 FROM locked)
        AND e.active_card AND e.membership = 'ACTIVE'
        AND s.slot NOT IN (SELECT t.slot FROM taken t)
      ORDER BY s.slot
      LIMIT 1
      ON CONFLICT DO NOTHING
      RETURNING ck.id, ck.points
    ),
    ledger AS (
      INSERT INTO points_ledger AS pl (holder_id, delta, reason, checkin_id, description, created_at)
      SELECT p_holder, ins.points, 'CHECKIN', ins.id, p_description, p_now FROM ins
      RETURNING pl.delta
    ),
    balance AS (
      UPDATE holders SET points = holders.points + ledger.delta FROM ledger
      WHERE holders.id = p_holder
      RETURNING holders.points
    )
    SELECT
      (SELECT ins.id FROM ins),
      (SELECT ins.points FROM ins),
      (SELECT prior.id FROM prior),
      (SELECT prior.activity_id FROM prior),
      (SELECT prior.points FROM prior),
      (SELECT count(*) FROM taken),
      EXISTS (SELECT 1 FROM locked),
      e.active_card, e.blocked_card, e.membership::text,
      COALESCE((SELECT balance.points FROM balance), h.points),
      h.first_name::text, h.last_name::text, m.name::text,
      card.card_number::text, card.card_system_id, card.card_system_name::text
    FROM eligibility e
    CROSS JOIN holders h
    LEFT JOIN municipalities m ON m.id = h.municipality_id
    LEFT JOIN LATERAL (
      SELECT c.card_number, cs.id AS card_system_id, cs.name AS card_system_name
      FROM cards c JOIN card_systems cs ON cs.id = c.card_system_id
      WHERE c.holder_id = h.id AND c.status IN ('ACTIVE', 'BLOCKED')
      ORDER BY CASE WHEN c.status = 'ACTIVE' THEN 0 ELSE 1 END, c.created_at DESC
      LIMIT 1
    ) card ON true
    WHERE h.id = p_holder;
  END $fn$`,
];
const down: string[] = [
  `DROP FUNCTION IF EXISTS claim_checkin(uuid, integer, integer, integer, integer, text, timestamptz, uuid, text, text, timestamptz, integer)`,
];

export const migration0011CheckinClaim = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
