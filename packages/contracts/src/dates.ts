// Calendar dates as people in Flanders read and write them (dd/mm/jjjj) and as the api sends them
// (yyyy-mm-dd), with "today" in Europe/Brussels. No zod here: pages import these helpers, and a module
// with schemas would put zod in their browser bundle.

/** Today's calendar date in Europe/Brussels as yyyy-mm-dd. */
export function brusselsDate(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** True when the day exists in the calendar (no 31 April, no 29 February outside leap years, no month 13). */
function existsInCalendar(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True for a real calendar date written yyyy-mm-dd, from 1900 on (no 31 April, no 29 February outside leap years). */
export function isCalendarDate(iso: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return false;
  const year = Number(m[1]);
  return year >= 1900 && existsInCalendar(year, Number(m[2]), Number(m[3]));
}

/**
 * "14/05/1990" (or 14-05-1990, 14.05.1990, 1/5/1990) -> { iso: "1990-05-14" }; a date written right
 * that does not exist (31/02/2010, 00/05/1990, 14/13/1990) -> { impossible: true }; anything else ->
 * { format: true }.
 */
export function readDutchDate(input: string): { iso: string } | { impossible: true } | { format: true } {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(input.trim());
  if (!m) return { format: true };
  const iso = `${m[3]}-${m[2]!.padStart(2, "0")}-${m[1]!.padStart(2, "0")}`;
  if (!existsInCalendar(Number(m[3]), Number(m[2]), Number(m[1]))) return { impossible: true };
  return isCalendarDate(iso) ? { iso } : { format: true };
}

/** "14/05/1990" (or 14-05-1990, 14.05.1990, 1/5/1990) -> "1990-05-14"; undefined when not a date. */
export function parseDutchDate(input: string): string | undefined {
  const read = readDutchDate(input);
  return "iso" in read ? read.iso : undefined;
}

/** yyyy-mm-dd -> dd/mm/jjjj for display and form defaults. */
export function formatDutchDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}
