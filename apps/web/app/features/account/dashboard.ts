// What the dashboard shows beside the card (pure; the loader fetches the data): the greeting, the
// balance, and what is about to expire with its date. The card itself: features/card.
import type { Profile } from "@vtp/contracts/account";
import { formatDutchDate } from "@vtp/contracts/dates";

/** How far ahead the dashboard warns about an end date. */
export const EXPIRY_WARNING_DAYS = 60;

export function greeting(firstName: string, lastName: string): string {
  const full = [firstName, lastName].map((s) => s.trim()).filter(Boolean).join(" ");
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
      items.push({ label: `Je kansentarief (${k.cardSystem.name})`, date: formatDutchDate(k.kansenStatuutEndDate), isoDate: k.kansenStatuutEndDate, kind: "kansenstatuut" });
    }
  }
  for (const m of profile.memberships) {
    if (endsSoon(m.endDate, today)) items.push({ label: `Je lidmaatschap van ${m.cardSystem.name}`, date: formatDutchDate(m.endDate), isoDate: m.endDate, kind: "membership" });
  }
  return items;
}

/** Soonest first. */
export function sortExpiring(items: ExpiringItem[]): ExpiringItem[] {
  return [...items].sort((a, b) => a.isoDate.localeCompare(b.isoDate) || a.label.localeCompare(b.label));
}
