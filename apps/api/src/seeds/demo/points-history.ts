// The points history of the demo: per holder with points, a consistent story that ends at exactly the
// holder's balance: welcome points when the card was new, for some personas one past redemption of a
// plain reward of their region, and check-ins (a few past events, then permanent activities going back
// from two days ago) until the balance is reached. Every change of balance has its ledger entry.
// A redemption also counts on its reward: it raises unitsTaken and the reward row's units_taken.
import { personas } from "@vtp/personas";
import type { LedgerReason } from "@vtp/db/schema";
import { periodKey } from "@vtp/db/periods";
import type { PlannedActivity } from "./activities.ts";
import { addDays, brusselsAt, type DemoContext, type Row } from "./context.ts";
import type { HolderPlan } from "./holders.ts";
import type { PlannedOrganiser } from "./organisers.ts";
import type { DemoRewards } from "./rewards.ts";

export interface DemoPointsHistory {
  /** In time order. */
  checkins: Row<"checkins">[];
  redemptions: Row<"redemptions">[];
  /** In time order (then by holder), numbered from 1. */
  points_ledger: Row<"points_ledger">[];
}

/** The personas with one past redemption in their history. */
const REDEEMING_PERSONAS = ["an", "sofie", "mohamed"];

export function buildPointsHistory(
  { rng, now }: DemoContext,
  holders: readonly HolderPlan[],
  activities: readonly PlannedActivity[],
  organisers: readonly PlannedOrganiser[],
  rewards: DemoRewards,
): DemoPointsHistory {
  const checkins: Row<"checkins">[] = [];
  const redemptions: Row<"redemptions">[] = [];
  const ledger: (Omit<Row<"points_ledger">, "id"> & { created_at: Date })[] = [];
  const organiserById = new Map(organisers.map((o) => [o.id, o]));
  const rewardRowById = new Map(rewards.rewards.map((r) => [r.id as number, r]));
  const redeeming = new Set(personas.filter((p) => REDEEMING_PERSONAS.includes(p.key)).map((p) => p.holderId));

  const addEntry = (
    holderId: string,
    delta: number,
    reason: LedgerReason,
    description: string,
    at: Date,
    link: { checkinId?: string; redemptionId?: string } = {},
  ) => {
    ledger.push({
      holder_id: holderId,
      delta,
      reason,
      checkin_id: link.checkinId ?? null,
      redemption_id: link.redemptionId ?? null,
      description,
      created_at: at,
    });
  };

  for (const h of holders) {
    if (h.points === 0) continue;
    // One past redemption for some personas: a plain POINTS reward of their region.
    let spent = 0;
    if (redeeming.has(h.id)) {
      const candidates = rewards.planned.filter(
        (r) =>
          !r.demo &&
          r.type === "POINTS" &&
          r.status === "ACTIVE" &&
          r.cardSystemId === h.cardSystemId &&
          !r.allCardSystems &&
          !r.perHolder &&
          !r.requiresKansenstatuut &&
          r.points > 0 &&
          r.points <= 30 &&
          r.redeemStart <= addDays(now, -40) &&
          (r.redeemEnd === null || r.redeemEnd >= now) &&
          (r.maxUnits === null || r.unitsTaken < r.maxUnits),
      );
      if (candidates.length > 0) {
        const reward = rng.pick(candidates);
        const at = brusselsAt(now, -rng.int(9, 30), rng.int(10, 17));
        const redemptionId = rng.uuid();
        redemptions.push({
          id: redemptionId,
          holder_id: h.id,
          reward_id: reward.id,
          redeemed_by_holder_id: null,
          organiser_id: reward.organiserIds[0] ?? null,
          redeemed_at: at,
          points_spent: reward.points,
          redeem_code: rng.code(8), // the cash-in's one format (8 characters, shown as two groups of four)
          period_key: null,
          slot: null,
        });
        reward.unitsTaken += 1;
        const row = rewardRowById.get(reward.id);
        if (row) row.units_taken = reward.unitsTaken;
        addEntry(h.id, -reward.points, "REDEMPTION", reward.title, at, { redemptionId });
        spent = reward.points;
      }
    }
    const welcomeBonus = Math.min(5, h.points + spent);
    addEntry(h.id, welcomeBonus, "CORRECTION", "Welkomstpunten bij je nieuwe pas", addDays(h.since, 0.01));
    let remaining = h.points + spent - welcomeBonus;
    const regionActivities = activities.filter((a) => a.cardSystemId === h.cardSystemId && !a.demo);
    const permanent = regionActivities.filter((a) => a.permanent);
    const pastEvents = regionActivities.filter(
      (a) => !a.permanent && a.endsAt !== null && a.endsAt < addDays(now, -2) && a.startsAt !== null && a.startsAt > h.since,
    );
    const used = new Set<string>();
    /** Checks the holder in at `at` unless the activity's period is used already or it would pass the balance. */
    const addCheckin = (a: PlannedActivity, at: Date) => {
      const key = `${a.id}|${periodKey(at, a.period)}`;
      if (used.has(key) || a.points > remaining) return false;
      used.add(key);
      const checkinId = rng.uuid();
      const byParent = h.familyMainId !== null && rng.chance(0.4) ? h.familyMainId : null;
      checkins.push({
        id: checkinId,
        holder_id: h.id,
        activity_id: a.id,
        checked_in_by_holder_id: byParent,
        checked_in_at: at,
        period_key: periodKey(at, a.period),
        slot: 1,
        points: a.points,
      });
      const organiser = organiserById.get(a.organiserId);
      addEntry(h.id, a.points, "CHECKIN", organiser ? `${a.title} – ${organiser.name}` : a.title, at, { checkinId });
      remaining -= a.points;
      return true;
    };
    for (const e of rng.sample(pastEvents, 4)) {
      if (remaining <= 0) break;
      if (e.startsAt) addCheckin(e, new Date(e.startsAt.getTime() + 3_600_000));
    }
    let daysBack = 2;
    while (remaining > 0) {
      const at = brusselsAt(now, -daysBack, rng.int(9, 20), rng.pick([0, 15, 30, 45]));
      let done = false;
      for (let attempt = 0; attempt < 8 && !done; attempt++) done = addCheckin(rng.pick(permanent), at);
      daysBack += rng.int(1, 4);
    }
  }

  ledger.sort(
    (a, b) => a.created_at.getTime() - b.created_at.getTime() || (a.holder_id < b.holder_id ? -1 : a.holder_id > b.holder_id ? 1 : 0),
  );
  const points_ledger: Row<"points_ledger">[] = ledger.map((entry, i) => ({ id: i + 1, ...entry }));
  checkins.sort((a, b) => (a.checked_in_at as Date).getTime() - (b.checked_in_at as Date).getTime());

  return { checkins, redemptions, points_ledger };
}
