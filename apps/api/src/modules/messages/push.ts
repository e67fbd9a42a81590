// A message pushed to the holder's devices (issue 23 "Push", decision 0060), through the job queue: the
// push job is written with the message (the caller's transaction), so it exists exactly when the message
// does, and a push service outage delays a push and never changes an answer. Quiet hours (21:00–08:00
// Europe/Brussels by default, the holder's own on /profiel/instellingen): a push that falls in them waits
// until they end (pg-boss's startAfter), is never dropped, and is sent once: the job looks again when it
// runs (the holder may have changed the hours or turned push off), and the push module records each device
// that got it.
import { brusselsDateTime, brusselsDay } from "@vtp/db/periods";
import type { QuietHours } from "@vtp/contracts/preferences";
import { channelsOfTopic } from "../preferences/service.ts";
import { pushToHolder, type PushDeps, type PushOutcome } from "../push/service.ts";
import * as repo from "./repository.ts";
import type { MessagesDeps } from "./service.ts";

/** The job queue's queue of the pushes. */
export const PUSH_QUEUE = "push";
/**
 * A push service that fails is tried again after 30 s, doubling to at most 30 minutes, 20 times (about
 * eight hours); a try has 2 minutes; a pushed job is deleted after a day.
 */
export const PUSH_RETRY = { retryLimit: 20, retryDelay: 30, retryDelayMax: 1800, expireInSeconds: 120, deleteAfterSeconds: 86_400 };

export interface PushJob {
  messageId: string;
}

/** What the pushes need of the job queue (@vtp/jobs' JobQueue). */
export interface PushJobs {
  define(queue: string, retry: typeof PUSH_RETRY): void;
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>): void;
  send<T extends object>(
    queue: string,
    data: T,
    opts?: { within?: MessagesDeps["db"] | undefined; startAfter?: Date | undefined },
  ): Promise<string | null>;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const brusselsClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Brussels",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function nextDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * When the quiet hours around `now` end (Brussels wall clock), or null when `now` is not in them. From
 * 21:00 to 08:00 runs over midnight; from 13:00 to 14:00 does not.
 */
export function quietHoursEnd(now: Date, quiet: QuietHours): Date | null {
  const t = minutesOf(brusselsClock.format(now));
  const from = minutesOf(quiet.from);
  const until = minutesOf(quiet.until);
  const overMidnight = from > until;
  const inside = overMidnight ? t >= from || t < until : t >= from && t < until;
  if (!inside) return null;
  const today = brusselsDay(now);
  const day = overMidnight && t >= from ? nextDay(today) : today;
  return brusselsDateTime(day, Math.floor(until / 60), until % 60);
}

function pushDeps(deps: MessagesDeps): PushDeps | undefined {
  return deps.push === undefined ? undefined : { db: deps.db, clock: deps.clock, ...deps.push };
}

/**
 * Called by sendMessage for a message written now whose topic the holder chose for push: the job, in the
 * message's transaction, held until the quiet hours end. Without a job queue or VAPID keys, no push.
 */
export async function queuePush(
  deps: MessagesDeps,
  messageId: string,
  quiet: QuietHours,
  within: MessagesDeps["db"] | undefined,
): Promise<void> {
  if (deps.jobs === undefined || deps.push?.vapid === undefined) return;
  const startAfter = quietHoursEnd(deps.clock(), quiet) ?? undefined;
  await deps.jobs.send<PushJob>(PUSH_QUEUE, { messageId }, { within, startAfter });
}

export type PushJobOutcome = PushOutcome | "held" | "not-wanted";

/** One run of a push job; a push service that failed makes it throw, so the queue tries again later. */
export async function runPushJob(deps: MessagesDeps, job: PushJob): Promise<PushJobOutcome> {
  const push = pushDeps(deps);
  const message = await repo.findMessageToPush(deps.db, job.messageId);
  if (push === undefined || message === undefined) return "not-wanted";
  const channels = await channelsOfTopic(deps, message.holderId, message.topic);
  if (!channels.push) return "not-wanted";
  const end = quietHoursEnd(deps.clock(), channels.quietHours);
  if (end !== null) {
    // The hours changed since the job was queued (or a retry fell in them): wait for their end.
    await deps.jobs?.send<PushJob>(PUSH_QUEUE, job, { startAfter: end });
    return "held";
  }
  const outcome = await pushToHolder(push, {
    holderId: message.holderId,
    messageId: job.messageId,
    payload: { title: message.title, path: message.linkPath },
  });
  if (outcome.failed > 0) throw new Error(`Push van bericht ${job.messageId}: ${outcome.failed} toestel(len) niet bereikt, later opnieuw.`);
  return outcome;
}

/** Declares the pushes' queue and this process's worker (call before jobs.start(); every process does). */
export function registerPush(jobs: PushJobs, deps: MessagesDeps): void {
  jobs.define(PUSH_QUEUE, PUSH_RETRY);
  jobs.work<PushJob>(PUSH_QUEUE, async (job) => {
    await runPushJob({ ...deps, jobs }, job);
  });
}
