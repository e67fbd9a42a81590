// Belgian national register numbers (rijksregisternummer) and BIS numbers, together "INSZ".
//
// 11 digits: YYMMDD, a 3-digit counter (odd = male, even = female; 000 and 999 are never issued) and a
// 2-digit check. Check = 97 - (first 9 digits mod 97), so it lies in 01..97. For people born in 2000 or
// later the 9 digits are prefixed with "2" before the modulo; that reading only holds when the year it
// gives is not in the future. BIS numbers add 20 (sex unknown) or 40 (sex known) to the month. Month 00
// and day 00 mean "unknown". Everything else (month 13, 31 February, a future birth date) is invalid.
// "Today" is the calendar day in Europe/Brussels: a child born just after midnight there is already born.
import { brusselsDate } from "./dates.ts";

export type InszKind = "NATIONAL" | "BIS";
export type InszSex = "MALE" | "FEMALE";

export interface ParsedInsz {
  /** The 11 digits. */
  value: string;
  kind: InszKind;
  /** Four-digit birth year. */
  birthYear: number;
  /** 1..12, or null when unknown (00). */
  birthMonth: number | null;
  /** 1..31, or null when unknown (00). */
  birthDay: number | null;
  /** yyyy-mm-dd when year, month and day are all known, else null. */
  birthDate: string | null;
  /** From the counter's parity; null for a BIS number whose month was raised by 20 (sex unknown). */
  sex: InszSex | null;
}

export interface InszOptions {
  /** "Now", used to refuse future birth dates and to decide the 2000+ reading (its day in Europe/Brussels). Defaults to now. */
  today?: Date;
}

/** Removes the dots, dashes and spaces of the printed form "85.07.30-033.61". */
export function normalizeInsz(input: string): string {
  return input.replace(/[\s.-]/g, "");
}

/** The two check digits for the first 9 digits. */
export function inszCheckDigits(first9: string, bornIn2000OrLater: boolean): string {
  if (!/^\d{9}$/.test(first9)) throw new RangeError("inszCheckDigits verwacht exact 9 cijfers");
  const base = BigInt((bornIn2000OrLater ? "2" : "") + first9);
  const check = 97n - (base % 97n);
  return check.toString().padStart(2, "0");
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Parses and validates an INSZ (national or BIS number). Returns null when it is not valid. */
export function parseInsz(input: string, options: InszOptions = {}): ParsedInsz | null {
  const s = normalizeInsz(input);
  if (!/^\d{11}$/.test(s)) return null;
  const todayIso = brusselsDate(options.today ?? new Date());
  const currentYear = Number(todayIso.slice(0, 4));
  const currentMonth = Number(todayIso.slice(5, 7));

  const first9 = s.slice(0, 9);
  const check = s.slice(9);
  let century: number;
  if (inszCheckDigits(first9, false) === check) century = 1900;
  else if (inszCheckDigits(first9, true) === check) century = 2000;
  else return null;

  const yy = Number(s.slice(0, 2));
  const rawMonth = Number(s.slice(2, 4));
  const rawDay = Number(s.slice(4, 6));
  const counter = Number(s.slice(6, 9));
  if (counter === 0 || counter === 999) return null;

  let kind: InszKind = "NATIONAL";
  let month = rawMonth;
  let sexKnown = true;
  if (rawMonth >= 40) {
    kind = "BIS";
    month = rawMonth - 40;
  } else if (rawMonth >= 20) {
    kind = "BIS";
    month = rawMonth - 20;
    sexKnown = false;
  }
  if (month > 12) return null;
  if (rawDay > 31) return null;

  const year = century + yy;
  // The 2000+ reading holds only when the year is not in the future.
  if (year > currentYear) return null;

  const birthMonth = month === 0 ? null : month;
  const birthDay = rawDay === 0 ? null : rawDay;
  if (birthMonth !== null && birthDay !== null && birthDay > daysInMonth(year, birthMonth)) return null;

  let birthDate: string | null = null;
  if (birthMonth !== null && birthDay !== null) {
    birthDate = `${year}-${String(birthMonth).padStart(2, "0")}-${String(birthDay).padStart(2, "0")}`;
    if (birthDate > todayIso) return null;
  } else if (birthMonth !== null && year === currentYear && birthMonth > currentMonth) {
    return null;
  }

  return {
    value: s,
    kind,
    birthYear: year,
    birthMonth,
    birthDay,
    birthDate,
    sex: sexKnown ? (counter % 2 === 1 ? "MALE" : "FEMALE") : null,
  };
}

/** True for a valid national register number or BIS number. */
export function isValidInsz(input: string, options: InszOptions = {}): boolean {
  return parseInsz(input, options) !== null;
}

/** True for a valid national register number that is not a BIS number (the online request needs this). */
export function isNationalRegisterNumber(input: string, options: InszOptions = {}): boolean {
  return parseInsz(input, options)?.kind === "NATIONAL";
}

/**
 * Builds a valid national register number from a birth date (yyyy-mm-dd) and a counter (1..998).
 * Odd counters are men, even counters women.
 */
export function makeInsz(birthDate: string, counter: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!m || !Number.isInteger(counter) || counter < 1 || counter > 998) {
    throw new RangeError("makeInsz verwacht een datum jjjj-mm-dd en een volgnummer 1..998");
  }
  const [, yyyy, mm, dd] = m as unknown as [string, string, string, string];
  const first9 = `${yyyy.slice(2)}${mm}${dd}${String(counter).padStart(3, "0")}`;
  return first9 + inszCheckDigits(first9, Number(yyyy) >= 2000);
}

/** The printed form "YY.MM.DD-CCC.KK". Other input is returned as is. */
export function formatInsz(input: string): string {
  const s = normalizeInsz(input);
  if (!/^\d{11}$/.test(s)) return input;
  return `${s.slice(0, 2)}.${s.slice(2, 4)}.${s.slice(4, 6)}-${s.slice(6, 9)}.${s.slice(9)}`;
}

/** Masks all but the last 2 digits, for any screen or log that must not reveal the number. */
export function maskInsz(input: string): string {
  const s = normalizeInsz(input);
  if (!/^\d{11}$/.test(s)) return "••.••.••-•••.••";
  return `••.••.••-•••.${s.slice(9)}`;
}
