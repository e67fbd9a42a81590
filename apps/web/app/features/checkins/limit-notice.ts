// The once-a-day (or once-a-week, …) refusal of a scan as information: its heading by the activity's
// limit period, and when the next point is possible, as the api computed it (the problem's `limit`
// member); this file only words it. Browser-safe and pure: the action passes "now".
import type { ProblemLimit } from "@vtp/contracts/problem";
import { limitCopy as copy } from "../../copy/checkins.ts";

export interface LimitNotice {
  heading: string;
  /** The rule as the api words it ("Dezelfde code kan je maximaal één keer per dag scannen."). */
  rule: string;
  next: string;
}

const weekdayAndDay = new Intl.DateTimeFormat("nl-BE", { timeZone: "Europe/Brussels", weekday: "long", day: "numeric", month: "long" });
const brusselsDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels", year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar day after `nowMs` in Brussels (yyyy-mm-dd). */
function tomorrowInBrussels(nowMs: number): string {
  const [y, m, d] = brusselsDay.format(new Date(nowMs)).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export function limitNotice(limit: ProblemLimit, rule: string, nowMs: number): LimitNotice {
  let next: string = copy.noNextPoint;
  if (limit.nextPossibleAt !== null) {
    const at = new Date(limit.nextPossibleAt);
    const day = weekdayAndDay.format(at);
    next = copy.nextPoint(brusselsDay.format(at) === tomorrowInBrussels(nowMs) ? copy.tomorrow(day) : day);
  }
  return { heading: copy.heading[limit.period], rule, next };
}
