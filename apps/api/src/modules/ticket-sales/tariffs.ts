// The tariff rules of discounted tickets (decision 0036), pure: what the holder pays at kansentarief
// and with a coupon, whether a kansenstatuut is valid, and the Dutch sentence of a reached limit. The
// server is the only place that computes a price; the counter shows what GET /v4/tariffs answers.
import type { CouponDiscountKind, KansenstatuutStatus, Period } from "@vtp/db/schema";
import type { SocialTariffState } from "@vtp/contracts/counter";

/** A holder's kansenstatuut in one region, with the region's grace days: what the rules below read. */
export interface KansenstatuutRow {
  status: KansenstatuutStatus;
  /** yyyy-mm-dd */
  endDate: string;
  graceDays: number;
  /** yyyy-mm-dd, while SUSPENDED (null: suspended until further notice). */
  suspendedUntil: string | null;
}

/** The participant pays this share of the regular price at kansentarief (organiser-notes §1.5: at most 25%). */
export const SOCIAL_TARIFF_PERCENT = 25;
/** ...rounded down to a multiple of 10 cents (so never above 25%)... */
export const SOCIAL_TARIFF_ROUNDING_CENTS = 10;
/** ...and never less than 50 cents (never €0), but never more than the regular price. */
export const SOCIAL_TARIFF_MINIMUM_CENTS = 50;

/**
 * The kansentarief price in cents: 25% of the regular price rounded down to 10 cents, at least €0.50,
 * at most the regular price (a ticket under €0.50 costs its regular price). Never 0 for a price above 0;
 * from €2 on never above 25%.
 */
export function socialTariffPrice(regularCents: number): number {
  const quarter = Math.floor((regularCents * SOCIAL_TARIFF_PERCENT) / 100 / SOCIAL_TARIFF_ROUNDING_CENTS) * SOCIAL_TARIFF_ROUNDING_CENTS;
  return Math.min(regularCents, Math.max(SOCIAL_TARIFF_MINIMUM_CENTS, quarter));
}

/**
 * A coupon's price in cents: PERCENT off (the holder pays the rest, rounded up to the cent), an AMOUNT
 * off (not below 0) or a fixed PRICE (not above the regular price). A coupon may make a ticket free.
 */
export function couponPrice(regularCents: number, kind: CouponDiscountKind, value: number): number {
  switch (kind) {
    case "PERCENT":
      return Math.ceil((regularCents * (100 - value)) / 100);
    case "AMOUNT":
      return Math.max(0, regularCents - value);
    case "PRICE":
      return Math.min(regularCents, value);
  }
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The rewards' rule (modules/rewards): ACTIVE, and today at most the end date plus the region's grace days. */
export function kansenstatuutValid(k: KansenstatuutRow, today: string): boolean {
  return k.status === "ACTIVE" && addDays(k.endDate, k.graceDays) >= today;
}

/**
 * The kansentarief state the counter shows staff (issue 20 §3), by the rule above: ACTIVE (until its end
 * date, or in the region's grace period after it, with the grace's last day), EXPIRED, SUSPENDED (with
 * until when), or NONE without a kansenstatuut in the region.
 */
export function socialTariffState(k: KansenstatuutRow | undefined, today: string): SocialTariffState {
  if (k === undefined) return { status: "NONE" };
  if (k.status === "SUSPENDED") return { status: "SUSPENDED", endDate: k.endDate, suspendedUntil: k.suspendedUntil };
  if (!kansenstatuutValid(k, today)) return { status: "EXPIRED", endDate: k.endDate };
  if (k.endDate >= today) return { status: "ACTIVE", endDate: k.endDate };
  return { status: "ACTIVE", endDate: k.endDate, graceUntil: addDays(k.endDate, k.graceDays) };
}

const PER_PERIOD: Record<Period, string> = {
  ABSOLUTE: "in totaal",
  DAY: "per dag",
  WEEK: "per week",
  MONTH: "per maand",
  QUARTER: "per kwartaal",
  YEAR: "per jaar",
};

/** v4's sentence when the kansentarief limit is reached: "… maximaal 1 ticket per maand …". */
export function socialTariffLimitMessage(volume: number, period: Period): string {
  const tickets = volume === 1 ? "1 ticket" : `${volume} tickets`;
  return `Je hebt geen recht meer op kansentarief voor deze activiteit. Je kan maximaal ${tickets} ${PER_PERIOD[period]} kopen aan kansentarief.`;
}

/** When the holder has a kansenstatuut in the region that is expired or suspended. */
export const SOCIAL_TARIFF_EXPIRED_MESSAGE =
  "Je kansenstatuut is niet meer geldig, dus kansentarief is nu niet mogelijk. Je kan het laten verlengen bij een balie van je regio.";

/** Euros on the wire (v4), cents in the database: the one conversion. */
export function euros(cents: number): number {
  return cents / 100;
}
