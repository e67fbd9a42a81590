// Calendar dates as people in Flanders read and write them (dd/mm/jjjj; typed also as 8 digits or with
// "-", "." or spaces) and as the api sends them (yyyy-mm-dd), with "today" in Europe/Brussels. No zod here: pages import these helpers, and a module
// with schemas would put zod in their browser bundle.

// Made once: a DateTimeFormat costs far more to create than to use (a dashboard's render formats dozens of dates).
const BRUSSELS_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels", year: "numeric", month: "2-digit", day: "2-digit" });

/** Today's calendar date in Europe/Brussels as yyyy-mm-dd. */
export function brusselsDate(now: Date): string {
  return BRUSSELS_DAY.format(now);
}

/** The calendar day `days` after (or, negative, before) a yyyy-mm-dd day. */
export function plusDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole calendar days from one yyyy-mm-dd day to another (0 for the same day, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
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

/** What may stand between day, month and year: "/", "-", "." or spaces (the number pad of an iPhone has none of them). */
const SEPARATOR = /[/.\-\s]/;

/**
 * A date as it is being typed, cut into its parts: day, month and year, each the digits typed for it.
 * A separator ("/", "-", ".", spaces, several in a row count as one) ends a part; so does a third digit
 * for the day or the month, so "22042011" is 22, 04, 2011 and "1/5/1990" is 1, 5, 1990. `open` is true
 * when the text ends with a separator after a part (the next part has begun, empty). Undefined for
 * anything else than digits and separators, and for a fourth part. The one reading of a typed date: the
 * contracts' date fields parse it (`readDutchDate`) and the web's date field formats it as it is typed.
 */
export function splitTypedDate(input: string): { parts: string[]; open: boolean } | undefined {
  const parts: string[] = [];
  let current = "";
  let open = false;
  for (const char of input) {
    if (char >= "0" && char <= "9") {
      if (parts.length < 2 && current.length === 2) {
        parts.push(current);
        current = "";
      }
      current += char;
      open = false;
    } else if (SEPARATOR.test(char)) {
      if (current === "") continue;
      if (parts.length === 2) return undefined;
      parts.push(current);
      current = "";
      open = true;
    } else {
      return undefined;
    }
  }
  if (current !== "") parts.push(current);
  return { parts, open };
}

/**
 * A typed birth date or other calendar date -> { iso: "2011-04-22" }. Accepted: 8 digits (22042011) and
 * day, month and year with "/", "-", "." or spaces between them (22/04/2011, 22-4-2011, 22.04.2011,
 * 22 04 2011, 1/5/1990), the year in 4 digits. A date written right that does not exist (31/02/2010,
 * 00/05/1990, 14/13/1990) -> { impossible: true }; anything else -> { format: true }.
 */
export function readDutchDate(input: string): { iso: string } | { impossible: true } | { format: true } {
  const split = splitTypedDate(input.trim());
  if (!split || split.open || split.parts.length !== 3) return { format: true };
  const [day, month, year] = split.parts as [string, string, string];
  if (year.length !== 4) return { format: true };
  const iso = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  if (!existsInCalendar(Number(year), Number(month), Number(day))) return { impossible: true };
  return isCalendarDate(iso) ? { iso } : { format: true };
}

/** "14/05/1990" (or 14051990, 14-05-1990, 14.05.1990, 14 05 1990, 1/5/1990) -> "1990-05-14"; undefined when not a date. */
export function parseDutchDate(input: string): string | undefined {
  const read = readDutchDate(input);
  return "iso" in read ? read.iso : undefined;
}

/** yyyy-mm-dd -> dd/mm/jjjj for display and form defaults. */
export function formatDutchDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}
