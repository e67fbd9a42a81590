// What every part of the demo seed shares: the seeded PRNG and "today" (one context per build, passed
// from part to part so the random sequence is consumed in a fixed order), the row type, and the small
// date and text helpers.
import type { Insertable } from "kysely";
import type { DB } from "@vtp/db/schema";
import { brusselsDateTime, brusselsDay } from "@vtp/db/periods";
import { createRng, type Rng } from "../random.ts";
import { DEMO_SEED } from "./constants.ts";

/** An insertable row of a table. */
export type Row<T extends keyof DB> = Insertable<DB[T]>;

export interface DemoContext {
  /** The one PRNG of a build: every part draws from it in turn. */
  rng: Rng;
  /** "Today": periods, end dates and history are positioned relative to it. */
  now: Date;
  /** `now` as a Brussels calendar date (yyyy-mm-dd). */
  today: string;
}

export function createDemoContext(now: Date): DemoContext {
  return { rng: createRng(DEMO_SEED), now, today: dayString(now) };
}

export const DAY_MS = 86_400_000;
export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);
export const dayString = (at: Date) => brusselsDay(at);

/** The instant at which the Brussels wall clock shows hour:minute, `days` calendar days from `now`. */
export function brusselsAt(now: Date, days: number, hour: number, minute = 0): Date {
  return brusselsDateTime(dayString(addDays(now, days)), hour, minute);
}

/** The same day of the month `months` later (or earlier), clamped to the month's last day. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A Belgian landline number in a telephone zone ("9" for Gent, "50" for Brugge). */
export function phoneNumber(rng: Rng, zone: string): string {
  if (zone.length === 1) return `+32 ${zone} ${rng.int(200, 399)} ${rng.int(10, 99)} ${rng.int(10, 99)}`;
  return `+32 ${zone} ${rng.int(20, 79)} ${rng.int(10, 99)} ${rng.int(10, 99)}`;
}

/** Fills the {organisator} and {gemeente} placeholders of a name or text template. */
export function fill(text: string, organiser: string, gemeente: string): string {
  return text.replaceAll("{organisator}", organiser).replaceAll("{gemeente}", gemeente);
}
