// Wording of the wallet pages (browser-safe).
import type { WalletCoupon } from "@vtp/contracts/wallet";
import { formatDutchDate } from "@vtp/contracts/dates";

const PER: Record<NonNullable<WalletCoupon["period"]>, string> = {
  ABSOLUTE: "in totaal",
  DAY: "per dag",
  WEEK: "per week",
  MONTH: "per maand",
  QUARTER: "per kwartaal",
  YEAR: "per jaar",
};

/** "Beschikbaar: 2 beurten per maand", "Beschikbaar: 1 beurt per week", "Onbeperkt te gebruiken". */
export function turnsLabel(coupon: Pick<WalletCoupon, "turnsAvailable" | "period" | "status">): string {
  if (coupon.status === "EXPIRED") return "Niet meer te gebruiken";
  if (coupon.turnsAvailable === null || coupon.period === null) return "Onbeperkt te gebruiken";
  const turns = coupon.turnsAvailable === 1 ? "1 beurt" : `${coupon.turnsAvailable} beurten`;
  return `Beschikbaar: ${turns} ${PER[coupon.period]}`;
}

/** "Geldig tot 30/04/2027" or "Verlopen op 30/04/2026". */
export function validUntilLabel(coupon: Pick<WalletCoupon, "validUntil" | "status">): string {
  return coupon.status === "EXPIRED"
    ? `Verlopen op ${formatDutchDate(coupon.validUntil)}`
    : `Geldig tot ${formatDutchDate(coupon.validUntil)}`;
}

/** "+1", "−10" (a real minus sign; the sign is in the text, never only in a colour). */
export function deltaLabel(delta: number): string {
  return delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`;
}

const dateTime = new Intl.DateTimeFormat("nl-BE", { timeZone: "Europe/Brussels", day: "numeric", month: "short", year: "numeric" });

/** "23 nov. 2026" in Brussels. */
export function historyDate(iso: string): string {
  return dateTime.format(new Date(iso));
}
