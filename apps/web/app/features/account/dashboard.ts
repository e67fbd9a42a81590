// What the dashboard shows beside the card (pure; the loader fetches the data): the greeting, the
// progress towards a reward and the savings goal. The card itself: features/card; what ends soon
// ("Binnenkort"): features/upcoming.
import type { HolderReward, HolderRewards } from "@vtp/contracts/rewards";

export function greeting(firstName: string, lastName: string): string {
  const full = [firstName, lastName]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(" ");
  return full ? `Hallo ${full}` : "Hallo";
}

export interface RewardProgress {
  /** How many rewards the holder can exchange right now. */
  exchangeableNow: number;
  /** The reward the holder is nearest to, if any is still to save for. */
  next: { id: number; title: string; points: number; pointsMissing: number } | null;
}

/** Progress towards the nearest reward the holder can save for (the first one refused only for points). */
export function rewardProgress(rewards: HolderReward[]): RewardProgress {
  const saving = rewards
    .filter((r) => r.status.reason === "NOT_POSSIBLE_POINTS_CONSTRAINT" && r.pointsMissing > 0)
    .sort((a, b) => a.pointsMissing - b.pointsMissing);
  const next = saving[0];
  return {
    exchangeableNow: rewards.filter((r) => r.status.redeemable).length,
    next: next === undefined ? null : { id: next.id, title: next.title, points: next.points, pointsMissing: next.pointsMissing },
  };
}

export interface SavingsGoal {
  id: number;
  title: string;
  points: number;
  /** 0 when the holder has enough. */
  pointsMissing: number;
  /** The last moment it can be redeemed (ISO), or null without an end. */
  lastChance: string | null;
}

/** The holder's savings goal (decision 0059) from the rewards list, which names it; null without one. */
export function savingsGoal(list: HolderRewards): SavingsGoal | null {
  const goal = list.savingsGoal === null ? undefined : list.rewards.find((r) => r.id === list.savingsGoal);
  if (goal === undefined) return null;
  return { id: goal.id, title: goal.title, points: goal.points, pointsMissing: goal.pointsMissing, lastChance: goal.cashingPeriodEnd };
}
