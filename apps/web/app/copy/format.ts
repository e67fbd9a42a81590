// Numbers as Flemish readers write them.
const count = new Intl.NumberFormat("nl-BE");

/** 123456 → "123.456". */
export function formatCount(value: number): string {
  return count.format(value);
}

const euro = new Intl.NumberFormat("nl-BE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in euros as written on a price tag: 3 → "€ 3,00", 14.5 → "€ 14,50", 1200 → "€ 1.200,00". */
export function formatEuro(euros: number): string {
  return `€ ${euro.format(euros)}`;
}

/** 1 → "1 punt", 1200 → "1.200 punten". */
export function pointsLabel(points: number): string {
  return `${formatCount(points)} ${points === 1 || points === -1 ? "punt" : "punten"}`;
}

const longDay = new Intl.DateTimeFormat("nl-BE", { timeZone: "Europe/Brussels", day: "numeric", month: "long", year: "numeric" });

/** The Brussels calendar day in words: "2026-11-27T22:59:00Z" → "27 november 2026"; a plain date
 * "2027-04-30" → "30 april 2027". */
export function formatDay(iso: string): string {
  const at = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso);
  return Number.isNaN(at.getTime()) ? iso : longDay.format(at);
}

const clock = new Intl.DateTimeFormat("nl-BE", { timeZone: "Europe/Brussels", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** The Brussels time of day: 1764151320000 (09:02 UTC in winter) → "10:02". */
export function formatClock(ms: number): string {
  return clock.format(new Date(ms));
}

const shortDay = new Intl.DateTimeFormat("nl-BE", { timeZone: "Europe/Brussels", day: "2-digit", month: "2-digit" });

/** The Brussels day and month: 1764151320000 → "26/11". */
export function formatShortDay(ms: number): string {
  return shortDay.format(new Date(ms));
}
