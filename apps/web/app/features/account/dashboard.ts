// What the dashboard shows of the profile (pure; the loader fetches the profile).
import type { Profile } from "@vtp/contracts/account";
import { formatCardNumber } from "@vtp/contracts/card-number";
import { formatDutchDate } from "@vtp/contracts/card-registration";

export interface DashboardCard {
  /** Grouped 4-3-3-3. */
  cardNumber: string;
  cardSystem: string;
  points: number;
  /** "1 punt", "120 punten". */
  pointsLabel: string;
  /** The holder's own social tariff end dates (dd/mm/jjjj), per card system. */
  kansenstatuut: { cardSystem: string; endDate: string; status: string }[];
  blocked: boolean;
}

export function greeting(firstName: string, lastName: string): string {
  const full = [firstName, lastName].map((s) => s.trim()).filter(Boolean).join(" ");
  return full ? `Hallo ${full}` : "Hallo";
}

export function dashboardCard(profile: Profile): DashboardCard {
  return {
    cardNumber: formatCardNumber(profile.cardNumber),
    cardSystem: profile.cardSystem.name,
    points: profile.points,
    pointsLabel: pointsLabel(profile.points),
    kansenstatuut: profile.kansenStatuut.map((k) => ({ cardSystem: k.cardSystem.name, endDate: formatDutchDate(k.kansenStatuutEndDate), status: k.status })),
    blocked: profile.cardStatus === "BLOCKED",
  };
}

export function pointsLabel(points: number): string {
  return points === 1 ? "1 punt" : `${points} punten`;
}
