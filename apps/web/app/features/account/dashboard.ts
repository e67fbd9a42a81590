// What the dashboard shows beside the card (pure; the loader fetches the data): the greeting, the
// balance, and what is about to expire with its date. The card itself: features/card.
import type { Profile } from "@vtp/contracts/account";
import type { HolderReward, HolderRewards } from "@vtp/contracts/rewards";
import type { WalletCoupon } from "@vtp/contracts/wallet";
import { formatDutchDate } from "@vtp/contracts/dates";

/** How far ahead the dashboard warns about an end date. */
export const EXPIRY_WARNING_DAYS = 60;

export function greeting(firstName: string, lastName: string): string {
  const full = [firstName, lastName]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(" ");
  return full ? `Hallo ${full}` : "Hallo";
}

export interface ExpiringItem {
  /** What ends, in the holder's words: "Je kansentarief (UiTPAS Gent)". */
  label: string;
  /** dd/mm/jjjj */
  date: string;
  /** yyyy-mm-dd, for sorting. */
  isoDate: string;
  kind: "kansenstatuut" | "membership" | "coupon" | "association";
}

/** Whole days from `today` to `date` (both yyyy-mm-dd; negative when past). */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** True when `date` lies from today up to the warning horizon. */
export function endsSoon(date: string | null, today: string): date is string {
  if (date === null) return false;
  const days = daysUntil(date, today);
  return days >= 0 && days <= EXPIRY_WARNING_DAYS;
}

/** The profile's end dates that fall within the warning horizon: the social tariff (the holder's own
 * dashboard, never the card) and the region memberships. */
export function expiringFromProfile(profile: Profile, today: string): ExpiringItem[] {
  const items: ExpiringItem[] = [];
  for (const k of profile.kansenStatuut) {
    if (k.status === "ACTIVE" && endsSoon(k.kansenStatuutEndDate, today)) {
      items.push({
        label: `Je kansentarief (${k.cardSystem.name})`,
        date: formatDutchDate(k.kansenStatuutEndDate),
        isoDate: k.kansenStatuutEndDate,
        kind: "kansenstatuut",
      });
    }
  }
  for (const m of profile.memberships) {
    if (endsSoon(m.endDate, today))
      items.push({
        label: `Je lidmaatschap van ${m.cardSystem.name}`,
        date: formatDutchDate(m.endDate),
        isoDate: m.endDate,
        kind: "membership",
      });
  }
  return items;
}

/** Soonest first. */
export function sortExpiring(items: ExpiringItem[]): ExpiringItem[] {
  return [...items].sort((a, b) => a.isoDate.localeCompare(b.isoDate) || a.label.localeCompare(b.label));
}

/** The coupons whose valid-until falls within the warning horizon. */
export function expiringCoupons(coupons: WalletCoupon[], today: string): ExpiringItem[] {
  return coupons
    .filter((c) => c.status === "ACTIVE" && endsSoon(c.validUntil, today))
    .map((c) => ({ label: `Je korting "${c.name}"`, date: formatDutchDate(c.validUntil), isoDate: c.validUntil, kind: "coupon" as const }));
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
