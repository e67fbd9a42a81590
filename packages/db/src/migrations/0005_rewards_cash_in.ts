// Cash-in (issue 8, feature `rewards`): an idempotency key per holder on redemptions, so a retried
// request is applied once and answers the same redemption, and the function cash_in_reward that takes
// the unit, the per-holder slot, the points and writes the redemption and its ledger row in one call
// (one round trip). Every guard sits in the statement that writes; a failed guard raises inside a
// block, which undoes the block's writes, and the function answers the refusal code instead: any
// refusal changes nothing. The order of the guards follows decision 0016 (volume, per-holder volume,
// points). One statement per query (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";

/** The function as this migration made it (migration 0018 puts it back on the way down). */
export const cashInRewardFunction0005 = `CREATE OR REPLACE FUNCTION cash_in_reward(
    p_holder uuid,
    p_reward integer,
    p_period_key text,
    p_volume integer,
    p_redeem_code text,
    p_idempotency_key uuid,
    p_now timestamptz
  ) RETURNS TABLE (outcome text, redemption_id uuid, balance integer)
  LANGUAGE plpgsql AS $fn$
  DECLARE
    v_cost integer;
    v_title text;
    v_id uuid;
    v_balance integer;
  BEGIN
    BEGIN
      UPDATE rewards SET units_taken = units_taken + 1
        WHERE id = p_reward AND (max_units IS NULL OR units_taken < max_units)
        RETURNING points, title INTO v_cost, v_title;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'NOT_POSSIBLE_VOLUME_CONSTRAINT';
      END IF;
      IF p_period_key IS NULL THEN
        INSERT INTO redemptions (holder_id, reward_id, redeemed_at, points_spent, redeem_code, idempotency_key)
          VALUES (p_holder, p_reward, p_now, v_cost, p_redeem_code, p_idempotency_key)
          RETURNING id INTO v_id;
      ELSE
        FOR v_slot IN 1..p_volume LOOP
          INSERT INTO redemptions (holder_id, reward_id, redeemed_at, points_spent, redeem_code, idempotency_key, period_key, slot)
            VALUES (p_holder, p_reward, p_now, v_cost, p_redeem_code, p_idempotency_key, p_period_key, v_slot)
            ON CONFLICT (holder_id, reward_id, period_key, slot) DO NOTHING
            RETURNING id INTO v_id;
          EXIT WHEN v_id IS NOT NULL;
        END LOOP;
        IF v_id IS NULL THEN
          RAISE EXCEPTION 'NOT_POSSIBLE_USER_VOLUME_CONSTRAINT';
        END IF;
      END IF;
      UPDATE holders SET points = points - v_cost
        WHERE id = p_holder AND points >= v_cost
        RETURNING points INTO v_balance;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'NOT_POSSIBLE_POINTS_CONSTRAINT';
      END IF;
      IF v_cost > 0 THEN
        INSERT INTO points_ledger (holder_id, delta, reason, redemption_id, description, created_at)
          VALUES (p_holder, -v_cost, 'REDEMPTION', v_id, v_title, p_now);
      END IF;
      RETURN QUERY SELECT 'OK'::text, v_id, v_balance;
    EXCEPTION
      WHEN raise_exception THEN
        RETURN QUERY SELECT SQLERRM::text, NULL::uuid, NULL::integer;
      WHEN unique_violation THEN
        -- The same request again (its key is taken): the redemption it made.
        IF p_idempotency_key IS NOT NULL THEN
          RETURN QUERY SELECT 'REPLAY'::text, r.id, h.points FROM redemptions r JOIN holders h ON h.id = r.holder_id
            WHERE r.holder_id = p_holder AND r.idempotency_key = p_idempotency_key;
          IF FOUND THEN
            RETURN;
          END IF;
        END IF;
        RAISE;
    END;
  END
  $fn$`;

const up: string[] = [
  `ALTER TABLE redemptions ADD COLUMN idempotency_key uuid`,
  `ALTER TABLE redemptions ADD CONSTRAINT redemptions_idempotency_key UNIQUE (holder_id, idempotency_key)`,
  cashInRewardFunction0005,
];

const down: string[] = [
  `DROP FUNCTION IF EXISTS cash_in_reward(uuid, integer, text, integer, text, uuid, timestamptz)`,
  `ALTER TABLE redemptions DROP CONSTRAINT IF EXISTS redemptions_idempotency_key`,
  `ALTER TABLE redemptions DROP COLUMN IF EXISTS idempotency_key`,
];

export const migration0005RewardsCashIn = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
