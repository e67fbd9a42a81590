// The SQL of redemptions at an organiser's counter (migration 0023, decision 0037): a redemption made there
// (its organiser, and its code used at once when it was handed over), the undo of such a redemption (points,
// unit and per-holder slot back, once) and the use of a holder's redeem code (once). The redemption itself
// is cash_in_reward's (../repository.ts), the same statement as the holder's own cash-in.
import { sql, type Kysely } from "kysely";
import type { DB } from "@vtp/db/schema";
import { inTransaction } from "@vtp/db/transaction";

/** In the cash-in's transaction: the redemption was made at this counter, and handed over now unless online. */
export async function recordCounterRedemption(
  trx: Kysely<DB>,
  input: { redemptionId: string; organiserId: number; handedOverAt: Date | null },
): Promise<void> {
  await trx.updateTable("redemptions").set({ organiser_id: input.organiserId }).where("id", "=", input.redemptionId).execute();
  if (input.handedOverAt !== null) {
    await trx
      .insertInto("redemption_uses")
      .values({ redemption_id: input.redemptionId, organiser_id: input.organiserId, used_at: input.handedOverAt })
      .execute();
  }
}

export type RedemptionUndoOutcome =
  | { kind: "not-found" }
  | { kind: "already-undone" }
  | { kind: "undone"; holderId: string; rewardId: number; points: number; totalPoints: number };

/**
 * Undoes a redemption made at this organiser's counter, in one transaction: the reward's row is locked
 * first (the order cash_in_reward takes: reward, redemption, holder, so an undo and a cash-in of the same
 * reward wait for each other instead of deadlocking), then the redemption; the undo row (its primary key:
 * once) keeps the slot the redemption held, which it gives back (period_key and slot become NULL), the
 * unit goes back to the reward, and the points back to the holder with a CORRECTION that names the
 * redemption. Nothing is deleted; nothing is written unless all of it is.
 */
export async function undoRedemptionEntry(
  db: Kysely<DB>,
  input: { redemptionId: string; organiserId: number; now: Date; descriptionPrefix: string },
): Promise<RedemptionUndoOutcome> {
  return inTransaction(db, async (trx) => {
    const found = await trx
      .selectFrom("redemptions")
      .select("reward_id")
      .where("id", "=", input.redemptionId)
      .where("organiser_id", "=", input.organiserId)
      .executeTakeFirst();
    if (found === undefined) return { kind: "not-found" } as const;
    const reward = await trx
      .selectFrom("rewards")
      .select(["id", "title"])
      .where("id", "=", found.reward_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const redemption = await trx
      .selectFrom("redemptions")
      .select(["id", "holder_id", "points_spent", "period_key", "slot"])
      .where("id", "=", input.redemptionId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const undo = await trx
      .insertInto("redemption_undos")
      .values({
        redemption_id: redemption.id,
        organiser_id: input.organiserId,
        period_key: redemption.period_key,
        slot: redemption.slot,
        undone_at: input.now,
      })
      .onConflict((oc) => oc.column("redemption_id").doNothing())
      .returning("redemption_id")
      .executeTakeFirst();
    if (undo === undefined) return { kind: "already-undone" } as const;
    await trx.updateTable("redemptions").set({ period_key: null, slot: null }).where("id", "=", redemption.id).execute();
    await trx
      .updateTable("rewards")
      .set((eb) => ({ units_taken: eb("units_taken", "-", 1) }))
      .where("id", "=", reward.id)
      .execute();
    const points = Number(redemption.points_spent);
    const balance = await trx
      .updateTable("holders")
      .set((eb) => ({ points: eb("points", "+", points) }))
      .where("id", "=", redemption.holder_id)
      .returning("points")
      .executeTakeFirstOrThrow();
    if (points > 0) {
      await trx
        .insertInto("points_ledger")
        .values({
          holder_id: redemption.holder_id,
          delta: points,
          reason: "CORRECTION",
          undoes_redemption_id: redemption.id,
          description: `${input.descriptionPrefix}${reward.title}`,
          created_at: input.now,
        })
        .execute();
    }
    return { kind: "undone", holderId: redemption.holder_id, rewardId: reward.id, points, totalPoints: Number(balance.points) } as const;
  });
}

export interface UsedCodeRow {
  redemptionId: string;
  holderId: string;
  redeemCode: string;
  redeemedAt: Date;
  usedAt: Date;
  firstName: string;
  reward: { id: number; title: string; type: "POINTS" | "WELCOME"; points: number; online: boolean };
}

export type CodeUseOutcome =
  | { kind: "not-found" }
  | { kind: "undone" }
  | { kind: "expired"; validUntil: Date }
  | { kind: "already-used"; usedAt: Date; holderId: string; redemptionId: string }
  | ({ kind: "used" } & UsedCodeRow);

/**
 * Uses a redeem code at this organiser's counter: the redemption of a reward the organiser hands out
 * (reward_organisers), locked against an undo under way (FOR SHARE), not undone, still valid (until the
 * reward's redeem_end, decision 0043) and used once (the primary key of redemption_uses; a second use
 * inserts nothing).
 */
export async function useRedeemCodeEntry(
  db: Kysely<DB>,
  input: { redeemCode: string; organiserId: number; now: Date },
): Promise<CodeUseOutcome> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom("redemptions as r")
      .innerJoin("rewards as w", "w.id", "r.reward_id")
      .innerJoin("holders as h", "h.id", "r.holder_id")
      .select([
        "r.id",
        "r.holder_id",
        "r.redeem_code",
        "r.redeemed_at",
        "h.first_name",
        "w.id as reward_id",
        "w.title",
        "w.type",
        "w.points",
        "w.online",
        "w.redeem_end",
      ])
      .select(sql<boolean>`EXISTS (SELECT 1 FROM redemption_undos u WHERE u.redemption_id = r.id)`.as("undone"))
      .where("r.redeem_code", "=", input.redeemCode)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom("reward_organisers as ro")
            .select("ro.reward_id")
            .whereRef("ro.reward_id", "=", "r.reward_id")
            .where("ro.organiser_id", "=", input.organiserId),
        ),
      )
      .forShare("r")
      .executeTakeFirst();
    if (row === undefined) return { kind: "not-found" } as const;
    if (row.undone) return { kind: "undone" } as const;
    if (row.redeem_end !== null && new Date(row.redeem_end).getTime() < input.now.getTime()) {
      return { kind: "expired", validUntil: new Date(row.redeem_end) } as const;
    }
    const used = await trx
      .insertInto("redemption_uses")
      .values({ redemption_id: row.id, organiser_id: input.organiserId, used_at: input.now })
      .onConflict((oc) => oc.column("redemption_id").doNothing())
      .returning("used_at")
      .executeTakeFirst();
    if (used === undefined) {
      const first = await trx.selectFrom("redemption_uses").select("used_at").where("redemption_id", "=", row.id).executeTakeFirstOrThrow();
      return { kind: "already-used", usedAt: first.used_at, holderId: row.holder_id, redemptionId: row.id } as const;
    }
    return {
      kind: "used",
      redemptionId: row.id,
      holderId: row.holder_id,
      redeemCode: row.redeem_code,
      redeemedAt: row.redeemed_at,
      usedAt: used.used_at,
      firstName: row.first_name,
      reward: { id: row.reward_id, title: row.title, type: row.type, points: Number(row.points), online: row.online },
    } as const;
  });
}
