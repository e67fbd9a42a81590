// cash_in_reward also guards the card: the service reads the facts (an active card among them) before
// the function writes, so a card blocked between that read and the write would still have paid out.
// The function now takes a share lock on the holder's active card first: a block that is under way
// waits for the cash-in to finish, and a block that committed first leaves no active card, so the
// cash-in answers NOT_POSSIBLE_INVALID_CARD and changes nothing. The rest is migration 0005's function.
// One statement per query (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";
import { cashInRewardFunction0005 } from "./0005_rewards_cash_in.ts";

const up = `CREATE OR REPLACE FUNCTION cash_in_reward(
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
      PERFORM 1 FROM cards WHERE holder_id = p_holder AND status = 'ACTIVE' FOR SHARE;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'NOT_POSSIBLE_INVALID_CARD';
      END IF;
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

export const migration0018CashInCardGuard = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql.raw(up).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(cashInRewardFunction0005).execute(db);
  },
};
