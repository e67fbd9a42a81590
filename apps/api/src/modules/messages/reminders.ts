// The daily reminders (issue 23, decision 0049): a scheduled job on the job queue (pg-boss, decision
// 0038) at 09:00 Europe/Brussels; pg-boss's schedule makes one job per day whatever the number of
// processes, and each message's deduplication key makes a second run (a retry, a missed day sent late, a
// second process) write nothing new. Each rule looks at a window of days, not one exact day, so a day
// the job did not run is caught up the next day:
// - a kansentarief (an active kansenstatuut) that ends in 30 days (8 to 30 days left) and in 7 days (0 to
//   7 days left), once per kansenstatuut, end date and reminder;
// - a coupon in the wallet whose last day is within 7 days, once per coupon of the holder;
// - a welcome reward still unused 30 days after the card started (30 to 37 days ago), once per reward;
// - a kept reward's last week (favourites, decision 0059), once per holder, reward and last day.
import { daysBetween, formatDutchDate, plusDays } from "@vtp/contracts/dates";
import { webPaths } from "@vtp/contracts/web-paths";
import { brusselsDay } from "@vtp/db/periods";
import { sendFavouritesLastWeek } from "./favourites.ts";
import * as repo from "./repository.ts";
import { sendMessage, type MessagesDeps } from "./service.ts";

/** The job queue's queue of the daily reminders run. */
export const REMINDERS_QUEUE = "reminders";
/** Every day at 09:00 in Brussels (not at night: a mail or a badge at breakfast). */
export const REMINDERS_CRON = "0 9 * * *";
export const REMINDERS_TIME_ZONE = "Europe/Brussels";
/** A failed run is tried again after 1, 2, 4 … at most 30 minutes, 10 times; a run has 15 minutes. */
export const REMINDERS_RETRY = { retryLimit: 10, retryDelay: 60, retryDelayMax: 1800, expireInSeconds: 900 };

const DAY_MS = 86_400_000;

/** What the reminders need of the job queue (@vtp/jobs' JobQueue, which the host gives). */
export interface ReminderJobs {
  define(queue: string, retry: typeof REMINDERS_RETRY): void;
  schedule(queue: string, cron: string, opts: { tz: string }): void;
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>): void;
}

function inDays(days: number): string {
  if (days <= 0) return "vandaag";
  return days === 1 ? "morgen" : `over ${days} dagen`;
}

export interface RemindersRun {
  /** Messages written by this run (a second run of the same day writes none). */
  written: number;
}

/** One run of every reminder rule at the deps' clock; safe to run any number of times. */
export async function runReminders(deps: MessagesDeps): Promise<RemindersRun> {
  const now = deps.clock();
  const today = brusselsDay(now);
  let written = 0;
  const send = async (message: repo.NewMessage) => {
    if (await sendMessage(deps, message)) written++;
  };

  for (const [reminder, fromDays, untilDays] of [
    [30, 8, 30],
    [7, 0, 7],
  ] as const) {
    for (const k of await repo.kansenstatuutEnding(deps.db, plusDays(today, fromDays), plusDays(today, untilDays))) {
      await send({
        holderId: k.holderId,
        topic: "reminders",
        dedupKey: `kansentarief:${k.id}:${k.endDate}:${reminder}`,
        title: `Je kansentarief loopt ${inDays(daysBetween(today, k.endDate))} af`,
        body: `Je kansentarief in ${k.cardSystemName} loopt af op ${formatDutchDate(k.endDate)}. Wil je het houden? Vraag de verlenging op tijd aan bij het OCMW of de sociale dienst van je gemeente, en neem je pas mee.`,
        linkPath: webPaths.dashboard,
      });
    }
  }

  for (const c of await repo.couponsExpiring(deps.db, today, plusDays(today, 7))) {
    await send({
      holderId: c.holderId,
      topic: "reminders",
      dedupKey: `coupon:${c.id}:${c.validUntil}:7`,
      title: `Je korting "${c.name}" vervalt ${inDays(daysBetween(today, c.validUntil))}`,
      body: `Je korting "${c.name}" is geldig tot en met ${formatDutchDate(c.validUntil)}. Gebruik ze aan de kassa of de balie voor die dag.`,
      linkPath: webPaths.dashboard,
    });
  }

  // Cards that started 30 to 37 days ago (a week to catch up a missed run).
  const startedUntil = new Date(now.getTime() - 30 * DAY_MS);
  const startedFrom = new Date(now.getTime() - 37 * DAY_MS);
  for (const w of await repo.welcomeRewardsUnused(deps.db, { startedFrom, startedUntil, now })) {
    await send({
      holderId: w.holderId,
      topic: "reminders",
      dedupKey: `welcome:${w.rewardId}`,
      title: "Je welkomstvoordeel wacht nog op je",
      body: `Je hebt je welkomstvoordeel "${w.title}" nog niet gebruikt. Je kan het één keer omruilen, zolang het loopt.`,
      linkPath: webPaths["search-discounts"],
    });
  }

  await sendFavouritesLastWeek(deps, send);
  return { written };
}

/**
 * Declares the reminders' queue, its daily schedule and this process's worker (call before jobs.start();
 * every process does, and pg-boss sends each day's job to one of them).
 */
export function registerReminders(jobs: ReminderJobs, deps: MessagesDeps): void {
  jobs.define(REMINDERS_QUEUE, REMINDERS_RETRY);
  jobs.schedule(REMINDERS_QUEUE, REMINDERS_CRON, { tz: REMINDERS_TIME_ZONE });
  jobs.work<object>(REMINDERS_QUEUE, async () => {
    await runReminders(deps);
  });
}
