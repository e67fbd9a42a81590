// Calendar period keys in Europe/Brussels, in the format of checkins.period_key and
// holder_coupons.period_key: 'ABSOLUTE', '2026-11-21', '2026-W47', '2026-11', '2026-Q4', '2026'.
import type { Period } from "./schema.ts";

const brusselsDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Brussels",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

// The last minute asked and its date: Brussels changes date (and clock, for summer time) only on a
// minute boundary, and the hot paths ask the same minute many times.
let lastMinute = Number.NaN;
let lastDay = "";

/** The calendar date in Brussels as yyyy-mm-dd. */
export function brusselsDay(at: Date): string {
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute !== lastMinute) {
    lastDay = brusselsDate.format(at);
    lastMinute = minute;
  }
  return lastDay;
}

/** ISO 8601 week (Monday to Sunday) of a calendar date: [week-year, week]. */
function isoWeek(year: number, month: number, day: number): [number, number] {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const weekYear = date.getUTCFullYear();
  const firstDay = Date.UTC(weekYear, 0, 1);
  const week = Math.ceil(((date.getTime() - firstDay) / 86_400_000 + 1) / 7);
  return [weekYear, week];
}

export function periodKey(at: Date, period: Period): string {
  if (period === "ABSOLUTE") return "ABSOLUTE";
  const day = brusselsDay(at);
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  switch (period) {
    case "DAY":
      return day;
    case "WEEK": {
      const [weekYear, week] = isoWeek(y, m, d);
      return `${weekYear}-W${String(week).padStart(2, "0")}`;
    }
    case "MONTH":
      return day.slice(0, 7);
    case "QUARTER":
      return `${y}-Q${Math.floor((m - 1) / 3) + 1}`;
    case "YEAR":
      return String(y);
  }
}

const brusselsHour = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Brussels", hour: "2-digit", hourCycle: "h23" });

/** The instant at which the Brussels wall clock shows `day` (yyyy-mm-dd) at hour:minute. */
export function brusselsDateTime(day: string, hour: number, minute = 0): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  for (const offset of [1, 2]) {
    const candidate = new Date(Date.UTC(y, m - 1, d, hour - offset, minute));
    if (Number(brusselsHour.format(candidate)) === hour && brusselsDay(candidate) === day) return candidate;
  }
  return new Date(Date.UTC(y, m - 1, d, hour - 1, minute));
}

function dayAfter(y: number, m: number, d: number, days: number): string {
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The instant the next calendar period in Brussels begins (midnight of the next day, Monday, first of
 * the month, quarter or year): when a limit per period lets the holder again. Null for ABSOLUTE (never).
 */
export function nextPeriodStart(at: Date, period: Period): Date | null {
  const [y, m, d] = brusselsDay(at).split("-").map(Number) as [number, number, number];
  switch (period) {
    case "ABSOLUTE":
      return null;
    case "DAY":
      return brusselsDateTime(dayAfter(y, m, d, 1), 0);
    case "WEEK": {
      const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7;
      return brusselsDateTime(dayAfter(y, m, d, 8 - weekday), 0);
    }
    case "MONTH":
      return brusselsDateTime(dayAfter(y, m + 1, 1, 0), 0);
    case "QUARTER":
      return brusselsDateTime(dayAfter(y, Math.floor((m - 1) / 3) * 3 + 4, 1, 0), 0);
    case "YEAR":
      return brusselsDateTime(`${y + 1}-01-01`, 0);
  }
}
