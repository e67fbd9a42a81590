// Wording of the rewards pages (browser-safe): points, dates in Europe/Brussels, availability and the
// address of a counter, as a holder at a counter reads them.
import type { RewardCounter, RewardDocument } from "@vtp/contracts/rewards";
import { formatCount, formatDay } from "../../copy/format.ts";

const PERIOD_WORDS: Record<NonNullable<RewardDocument["periodConstraint"]>["period"], string> = {
  ABSOLUTE: "in totaal",
  DAY: "per dag",
  WEEK: "per week",
  MONTH: "per maand",
  QUARTER: "per kwartaal",
  YEAR: "per jaar",
};

/** "Max. 1 keer per jaar" or null without a per-holder limit. */
export function perHolderLabel(constraint: RewardDocument["periodConstraint"]): string | null {
  if (constraint === null) return null;
  return `Max. ${constraint.volume} keer ${PERIOD_WORDS[constraint.period]} per pashouder`;
}

/** "Nog 12 van 50 beschikbaar", "Uitverkocht", or null without a maximum. */
export function unitsLabel(max: number | null, taken: number): string | null {
  if (max === null) return null;
  const left = Math.max(0, max - taken);
  return left === 0 ? "Uitverkocht" : `Nog ${formatCount(left)} van ${formatCount(max)} beschikbaar`;
}

/** "Om te ruilen tot 27 november 2026", "Om te ruilen vanaf …" when the period has not started, or null. */
export function redeemPeriodLabel(period: RewardDocument["cashingPeriod"], now: Date): string | null {
  if (new Date(period.begin) > now) return `Om te ruilen vanaf ${formatDay(period.begin)}`;
  return period.end === null ? null : `Om te ruilen tot ${formatDay(period.end)}`;
}

/** "Sint-Pietersnieuwstraat 41, 9000 Gent" (the parts that are known). */
export function counterAddress(counter: RewardCounter): string {
  const place = [counter.address.postalCode, counter.address.city].filter(Boolean).join(" ");
  return [counter.address.street, place].filter(Boolean).join(", ");
}

/** The redeem code in two groups of four, easier to read aloud: "ABCD EFGH". */
export function groupedCode(code: string): string {
  return code.length === 8 ? `${code.slice(0, 4)} ${code.slice(4)}` : code;
}
