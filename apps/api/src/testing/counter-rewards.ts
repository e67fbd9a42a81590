// Test support for rewards at the counter (decision 0037): a reward handed out by an organiser, in its
// region, redeemable at the fixtures' now. Only imported by tests.
import { sql, type Kysely } from "kysely";
import type { DB, Period } from "@vtp/db/schema";

export interface CounterRewardOptions {
  title?: string;
  type?: "POINTS" | "WELCOME";
  points?: number;
  maxUnits?: number;
  perHolder?: { volume: number; period: Period };
  online?: boolean;
  /** Another region than the organiser's own. */
  cardSystemId?: number;
  /** Managed by the organiser (its back office may edit and end it; decision 0046). */
  managed?: boolean;
}

/** Inserts a reward of the organiser's region handed out at the organiser's counter; its id. */
export async function insertOrganiserReward(db: Kysely<DB>, organiserId: number, opts: CounterRewardOptions = {}): Promise<number> {
  const organiser = await db.selectFrom("organisers").select("card_system_id").where("id", "=", organiserId).executeTakeFirstOrThrow();
  const row = await db
    .insertInto("rewards")
    .values({
      type: opts.type ?? "POINTS",
      title: opts.title ?? `Baliebeloning ${organiserId}`,
      card_system_id: opts.cardSystemId ?? organiser.card_system_id!,
      points: opts.points ?? (opts.managed === true ? 1 : 0),
      category: "Doen",
      publication_start: new Date("2026-01-01T00:00:00Z"),
      redeem_start: new Date("2026-01-01T00:00:00Z"),
      max_units: opts.maxUnits ?? null,
      per_holder_volume: opts.perHolder?.volume ?? null,
      per_holder_period: opts.perHolder?.period ?? null,
      online: opts.online ?? false,
      organiser_id: opts.managed === true ? organiserId : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("reward_organisers").values({ reward_id: row.id, organiser_id: organiserId }).execute();
  return row.id;
}

/** The holder's balance, the sum of their ledger, and the reward's units taken. */
export async function rewardBooks(db: Kysely<DB>, holderId: string, rewardId: number) {
  const { rows } = await sql<{ points: number; ledger: string; units: number; redemptions: string; undos: string; uses: string }>`
    SELECT h.points,
      (SELECT COALESCE(sum(delta), 0) FROM points_ledger WHERE holder_id = h.id) AS ledger,
      (SELECT units_taken FROM rewards WHERE id = ${rewardId}::int) AS units,
      (SELECT count(*) FROM redemptions WHERE holder_id = h.id AND reward_id = ${rewardId}::int) AS redemptions,
      (SELECT count(*) FROM redemption_undos u JOIN redemptions r ON r.id = u.redemption_id WHERE r.reward_id = ${rewardId}::int) AS undos,
      (SELECT count(*) FROM redemption_uses u JOIN redemptions r ON r.id = u.redemption_id WHERE r.reward_id = ${rewardId}::int) AS uses
    FROM holders h WHERE h.id = ${holderId}::uuid`.execute(db);
  const r = rows[0]!;
  return {
    points: Number(r.points),
    ledger: Number(r.ledger),
    units: Number(r.units),
    redemptions: Number(r.redemptions),
    undos: Number(r.undos),
    uses: Number(r.uses),
  };
}
