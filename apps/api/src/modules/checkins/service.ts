// Check-in rules (domain notes "Check-ins"): the scanned string -> an activity; its time window, the
// holder's card and membership, and its limit per calendar period in Europe/Brussels decide whether
// its points are added. The write is one guarded statement (repository.claimCheckin), reached through
// `checkInHolder` by the holder's own scan and by the counter alike (decision 0033); undoing a counter's
// check-in writes a compensating ledger row (`undoCheckin`).
import type { Kysely } from "kysely";
import type { CheckInRequest, CheckInResult } from "@vtp/contracts/checkins";
import { ProblemError } from "@vtp/contracts/problem";
import type { DbRateLimiter } from "@vtp/db/limits";
import { nextPeriodStart, periodKey } from "@vtp/db/periods";
import type { DB, Period } from "@vtp/db/schema";
import { inTransaction } from "@vtp/db/transaction";
import { signedCodeIn, type CheckinCodeSigner } from "../../shared/checkin-codes.ts";
import type { HolderIdentity } from "../auth/plugin.ts";
import type { MessagesDeps } from "../messages/service.ts";
import { sendMilestones } from "../messages/milestones.ts";
import { sendFavouritesAffordable } from "../messages/favourites.ts";
import {
  claimCheckin,
  earnedPointsBefore,
  findActivityByCode,
  findActivityById,
  findCheckinByIdempotencyKey,
  undoCheckinEntry,
  type CheckinActivity,
  type ClaimInput,
  type ClaimOutcome,
  type UndoOutcome,
} from "./repository.ts";

export type { CheckinActivity } from "./repository.ts";

/** Check-in is possible from 5 hours before the start until 5 hours after the end (domain notes). */
export const CHECKIN_WINDOW_MS = 5 * 60 * 60 * 1000;

/** Invalid codes per holder: 10 within a fixed 15-minute window, then every scan is refused until it ends. */
export const INVALID_CODE_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 } as const;

/** How long a looked-up activity is reused (a changed setting takes effect within this time). */
const ACTIVITY_CACHE_MS = 60_000;
const ACTIVITY_CACHE_MAX = 10_000;

export interface CheckinsDeps {
  db: Kysely<DB>;
  clock: () => Date;
  rateLimiter: DbRateLimiter;
  activities: ActivityCache;
  /** Checks the signed check-in codes of posters and kiosks (decision 0040). */
  checkinCodes: CheckinCodeSigner;
  /** The inbox: a check-in's milestones are sent with it (decision 0049). */
  messages: MessagesDeps;
}

/**
 * A short in-memory cache of code -> activity and signed code's activity id -> activity, so the hot path
 * is one statement. A changed setting, or an ended activity, takes effect within its minute.
 */
export interface ActivityCache {
  find(db: Kysely<DB>, code: string, now: Date): Promise<CheckinActivity | undefined>;
  findById(db: Kysely<DB>, activityId: number, now: Date): Promise<CheckinActivity | undefined>;
}

export function createActivityCache(): ActivityCache {
  const entries = new Map<string, { activity: CheckinActivity; until: number }>();
  const cached = async (key: string, now: Date, load: () => Promise<CheckinActivity | undefined>) => {
    const hit = entries.get(key);
    if (hit !== undefined && hit.until > now.getTime()) return hit.activity;
    const activity = await load();
    // Unknown codes are not cached: an activity created a moment ago must work at once.
    if (activity === undefined) return undefined;
    if (entries.size >= ACTIVITY_CACHE_MAX) entries.clear();
    entries.set(key, { activity, until: now.getTime() + ACTIVITY_CACHE_MS });
    return activity;
  };
  return {
    find: (db, code, now) => cached(code, now, () => findActivityByCode(db, code)),
    // A plain code never has a "#": the two kinds of key cannot meet.
    findById: (db, activityId, now) => cached(`#${activityId}`, now, () => findActivityById(db, activityId)),
  };
}

/** The self-scan's sentence for a signed code whose time is up (a kiosk's changes every 30 seconds). */
export const SIGNED_CODE_EXPIRED_MESSAGE =
  "Deze QR-code is verlopen. Scan de code op de affiche of op het scherm opnieuw, of vraag een nieuwe code aan de organisator.";
/** The sentence for a check-in for an activity its organiser ended. */
export const ACTIVITY_ENDED_MESSAGE = "Deze activiteit is beëindigd. Je kan er geen punten meer voor sparen.";

/**
 * The activity of a scanned string: a signed code of a poster or a kiosk (its signature, then its time),
 * or else a plain code (the demo's and imported activities'). Undefined: no such activity (an invalid
 * code); an expired signed code is refused here as CHECKIN_CODE_EXPIRED.
 */
async function activityOfScan(deps: CheckinsDeps, raw: string, now: Date): Promise<CheckinActivity | undefined> {
  const signed = signedCodeIn(raw);
  if (signed === undefined) {
    const code = extractCode(raw);
    return code === undefined ? undefined : deps.activities.find(deps.db, code, now);
  }
  let checked = deps.checkinCodes.check("poster", signed, now);
  if (checked.kind === "invalid") checked = deps.checkinCodes.check("kiosk", signed, now);
  if (checked.kind === "invalid") return undefined;
  if (checked.kind === "expired") throw new ProblemError("CHECKIN_CODE_EXPIRED", { nl: SIGNED_CODE_EXPIRED_MESSAGE });
  return deps.activities.findById(deps.db, checked.activityId, now);
}

const CODE_RE = /^[A-Z0-9][A-Z0-9-]{0,99}$/;

/**
 * The check-in code in a scanned string: the string itself, or from a URL its `code` query parameter,
 * else its last path segment. Codes are upper case (typed codes are accepted in any case). Undefined
 * when nothing in it can be a code.
 */
export function extractCode(raw: string): string | undefined {
  const text = raw.trim();
  let candidate = text;
  if (/^https?:\/\//i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return undefined;
    }
    candidate = url.searchParams.get("code") ?? url.pathname.split("/").filter(Boolean).pop() ?? "";
    try {
      candidate = decodeURIComponent(candidate);
    } catch {
      return undefined;
    }
  }
  const code = candidate.trim().toUpperCase();
  return CODE_RE.test(code) ? code : undefined;
}

/** Where the time window of an activity stands at `now`; permanent activities without dates are always open. */
export function windowState(activity: Pick<CheckinActivity, "startsAt" | "endsAt">, now: Date): "open" | "not-yet" | "over" {
  const start = activity.startsAt ?? null;
  const end = activity.endsAt ?? activity.startsAt ?? null;
  if (start !== null && now.getTime() < start.getTime() - CHECKIN_WINDOW_MS) return "not-yet";
  if (end !== null && now.getTime() > end.getTime() + CHECKIN_WINDOW_MS) return "over";
  return "open";
}

const PERIOD_WORDS: Record<Period, string> = {
  ABSOLUTE: "",
  DAY: " per dag",
  WEEK: " per week",
  MONTH: " per maand",
  QUARTER: " per kwartaal",
  YEAR: " per jaar",
};

/** The limit sentence of an activity ("max. 1 per dag" in words). */
export function limitMessage(volume: number, period: Period): string {
  const times = volume === 1 ? "één keer" : `${volume} keer`;
  const rule = period === "ABSOLUTE" ? `${times} scannen` : `${times}${PERIOD_WORDS[period]} scannen`;
  return `Je hebt voor deze activiteit al het maximum aantal punten gespaard. Dezelfde code kan je maximaal ${rule}.`;
}

function windowStart(now: Date): Date {
  // The same fixed window as the database rate limiter (createDbRateLimiter) computes for this key.
  return new Date(Math.floor(now.getTime() / INVALID_CODE_LIMIT.windowMs) * INVALID_CODE_LIMIT.windowMs);
}

const invalidKey = (holderId: string) => `checkin-invalid:${holderId}`;

function tooMany(retryAfterSeconds: number): ProblemError {
  return new ProblemError("CHECKIN_TOO_MANY_INVALID_ATTEMPTS", {
    detail: `Meer dan ${INVALID_CODE_LIMIT.max} ongeldige codes binnen ${INVALID_CODE_LIMIT.windowMs / 60_000} minuten.`,
    headers: { "retry-after": String(Math.max(1, retryAfterSeconds)) },
  });
}

/** An unknown code counts against the holder's invalid-code limit; beyond it the answer is 429. */
async function refuseInvalid(deps: CheckinsDeps, holderId: string, now: Date): Promise<never> {
  const decision = await deps.rateLimiter.consume(invalidKey(holderId), INVALID_CODE_LIMIT.max, INVALID_CODE_LIMIT.windowMs, now);
  if (!decision.allowed) throw tooMany(decision.retryAfterSeconds);
  throw new ProblemError("CHECKIN_CODE_INVALID", { detail: "Onbekende check-incode." });
}

/**
 * Eligibility, one rule (points are one global balance; memberships and blocking are per card system,
 * domain notes "Card systems"): the holder needs at least one ACTIVE card and an ACTIVE membership in
 * the activity's card system (and that card system switched on). Refused as CHECKIN_CARD_BLOCKED when
 * the holder has no active card but a blocked one, or the membership there is BLOCKED; otherwise as
 * CHECKIN_NO_ACTIVE_CARD_SYSTEM (no membership there, an inactive one, or the region switched off).
 */
function assertEligible(outcome: ClaimOutcome): void {
  if (outcome.hasActiveCard && outcome.membership === "ACTIVE") return;
  if ((!outcome.hasActiveCard && outcome.hasBlockedCard) || outcome.membership === "BLOCKED") {
    throw new ProblemError("CHECKIN_CARD_BLOCKED");
  }
  throw new ProblemError("CHECKIN_NO_ACTIVE_CARD_SYSTEM");
}

export async function checkIn(deps: CheckinsDeps, identity: HolderIdentity, input: CheckInRequest): Promise<CheckInResult> {
  if (identity.holderId === null) throw new ProblemError("NO_CARD", { detail: "Dit account heeft geen gekoppelde pas." });
  const holderId = identity.holderId;
  const now = deps.clock();
  const activity = await activityOfScan(deps, input.code, now);
  if (activity === undefined) return refuseInvalid(deps, holderId, now);
  const claimed = await checkInHolder(deps, {
    holderId,
    activity,
    now,
    idempotencyKey: input.idempotencyKey ?? null,
    invalidCounter: { key: invalidKey(holderId), windowStart: windowStart(now), max: INVALID_CODE_LIMIT.max },
  });
  return result(claimed.outcome, claimed.addedPoints, activity);
}

export interface CheckInHolderInput {
  holderId: string;
  activity: CheckinActivity;
  now: Date;
  idempotencyKey: string | null;
  /** The self-scan's invalid-code counter; null at the counter. */
  invalidCounter: ClaimInput["invalidCounter"];
}

export interface CheckedIn {
  checkinId: string;
  addedPoints: number;
  outcome: ClaimOutcome;
}

/**
 * The one check-in rule, for the holder's own scan and the counter alike: the activity's time window, the
 * holder's eligibility, the limit per period and the points, written by the one statement
 * (repository.claimCheckin). Refusals are the self-scan's problems (CHECKIN_CODE_EXPIRED,
 * CHECKIN_LIMIT_REACHED, CHECKIN_CARD_BLOCKED, CHECKIN_NO_ACTIVE_CARD_SYSTEM, NO_CARD, …) with their
 * Dutch sentences; the counter renames them to v4's types at its edge. Nothing is written on a refusal.
 */
export async function checkInHolder(
  deps: Pick<CheckinsDeps, "db"> & { messages?: MessagesDeps | undefined },
  input: CheckInHolderInput,
): Promise<CheckedIn> {
  const { holderId, activity, now, idempotencyKey } = input;
  if (activity.endedAt !== null && activity.endedAt.getTime() <= now.getTime()) {
    throw new ProblemError("CHECKIN_CODE_EXPIRED", { nl: ACTIVITY_ENDED_MESSAGE });
  }
  const state = windowState(activity, now);
  if (state !== "open") {
    // A retry of a scan that counted just before the window closed still answers its result.
    const prior = idempotencyKey === null ? undefined : await findCheckinByIdempotencyKey(deps.db, holderId, idempotencyKey);
    if (prior === undefined) {
      throw new ProblemError("CHECKIN_CODE_EXPIRED", {
        ...(state === "not-yet"
          ? { nl: "Deze QR-code is nog niet geldig. Je kan enkel punten sparen kort voor, tijdens of kort na de activiteit." }
          : {}),
      });
    }
  }

  const claim = {
    holderId,
    activity,
    periodKey: periodKey(now, activity.period),
    now,
    idempotencyKey,
    description: `${activity.title} – ${activity.organiserName}`,
    invalidCounter: input.invalidCounter,
  };
  const messages = deps.messages;
  if (messages === undefined) return claimSlot(deps.db, claim, input);
  // The milestones the points reach are written in the check-in's own transaction (decision 0049).
  return inTransaction(deps.db, async (db) => {
    const checkedIn = await claimSlot(db, claim, input);
    if (checkedIn.outcome.inserted !== null && checkedIn.addedPoints > 0) {
      const after = checkedIn.outcome.totalPoints;
      const before = after - checkedIn.addedPoints;
      const firstEver = before === 0 && !(await earnedPointsBefore(db, holderId, checkedIn.checkinId));
      await sendMilestones(messages, { holderId, before, after, firstEver }, db);
      await sendFavouritesAffordable(messages, { holderId, before, after }, db);
    }
    return checkedIn;
  });
}

/** The claim with its retries and refusals (see checkInHolder). */
async function claimSlot(
  db: Kysely<DB>,
  claim: Parameters<typeof claimCheckin>[1],
  input: Pick<CheckInHolderInput, "activity" | "now" | "invalidCounter">,
): Promise<CheckedIn> {
  const { activity, now } = input;
  // A slot that was free in the statement's snapshot but taken by a parallel request (or the same key
  // used by a parallel retry) inserts nothing: run it again, at most once per slot.
  for (let attempt = 0; ; attempt++) {
    const outcome = await claimCheckin(db, claim);
    if (outcome === undefined) throw new ProblemError("NO_CARD", { detail: "Geen pashouder bij dit account." });
    if (outcome.prior !== null) {
      if (outcome.prior.activityId !== activity.id) {
        throw new ProblemError("CHECKIN_NOT_POSSIBLE", { detail: "Deze idempotencyKey werd al gebruikt voor een andere code." });
      }
      return { checkinId: outcome.prior.id, addedPoints: outcome.prior.points, outcome };
    }
    if (outcome.locked && input.invalidCounter !== null) {
      const until = input.invalidCounter.windowStart.getTime() + INVALID_CODE_LIMIT.windowMs;
      throw tooMany(Math.ceil((until - now.getTime()) / 1000));
    }
    assertEligible(outcome);
    if (outcome.inserted !== null) return { checkinId: outcome.inserted.id, addedPoints: outcome.inserted.points, outcome };
    if (outcome.taken >= activity.volume || attempt >= activity.volume) {
      throw new ProblemError("CHECKIN_LIMIT_REACHED", {
        nl: limitMessage(activity.volume, activity.period),
        limit: { period: activity.period, nextPossibleAt: nextPossibleAt(activity, now)?.toISOString() ?? null },
      });
    }
  }
}

/** Thrown inside `checkInVerdict`'s transaction so that nothing it wrote stays. */
class DryRun extends Error {}

/** What the check-in rule would decide now: allowed, or the refusal it would throw (with its sentence and limit). */
export type CheckinVerdict = { allowed: true } | { allowed: false; refusal: ProblemError };

/**
 * GET /v4/checkin-status's question, answered by the one rule itself: `checkInHolder` runs in a
 * transaction that is always rolled back, so the window, the eligibility, the limit (the same UNIQUE slot)
 * and their sentences are exactly the check-in's and nothing stays written. While it runs it holds the
 * holder's row and the slot it tried, a few milliseconds, like a check-in does.
 */
export async function checkInVerdict(
  deps: Pick<CheckinsDeps, "db">,
  input: { holderId: string; activity: CheckinActivity; now: Date },
): Promise<CheckinVerdict> {
  let verdict: CheckinVerdict = { allowed: true };
  try {
    await deps.db.transaction().execute(async (trx) => {
      try {
        await checkInHolder({ db: trx }, { ...input, idempotencyKey: null, invalidCounter: null });
      } catch (error) {
        if (!(error instanceof ProblemError)) throw error;
        verdict = { allowed: false, refusal: error };
      }
      throw new DryRun();
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
  return verdict;
}

/**
 * When the holder can save points for this activity again after its limit was reached: the start of the
 * next calendar period in Brussels; null when never
 * (a limit for good, or the activity's window is over by then).
 */
export function nextPossibleAt(activity: Pick<CheckinActivity, "period" | "startsAt" | "endsAt">, now: Date): Date | null {
  const next = nextPeriodStart(now, activity.period);
  if (next === null) return null;
  return windowState(activity, next) === "over" ? null : next;
}

/**
 * The activity with this id, as the counter names it: from the cache the self-scan uses (a counter checks
 * a queue in for one activity; a changed setting or an ended activity takes effect within its minute).
 */
export async function findActivity(
  deps: Pick<CheckinsDeps, "db" | "activities" | "clock">,
  activityId: number,
): Promise<CheckinActivity | undefined> {
  return deps.activities.findById(deps.db, activityId, deps.clock());
}

/** What undoing a check-in gave: the points taken back and the new balance. */
export type UndoResult = Extract<UndoOutcome, { kind: "undone" }>;

/**
 * Undoes a check-in of the organiser's activity with a compensating ledger row, once (the check-in row
 * stays, and so does its slot). Refused: 404 checkin-not-found (unknown, or another organiser's), 409
 * checkin-already-undone, 409 points-already-spent (the balance would go below zero).
 */
export async function undoCheckin(
  deps: Pick<CheckinsDeps, "db" | "clock">,
  input: { checkinId: string; organiserId: number },
): Promise<UndoResult> {
  const outcome = await undoCheckinEntry(deps.db, { ...input, now: deps.clock(), descriptionPrefix: "Ongedaan gemaakt: " });
  switch (outcome.kind) {
    case "undone":
      return outcome;
    case "not-found":
      throw new ProblemError("checkin-not-found");
    case "already-undone":
      throw new ProblemError("checkin-already-undone");
    case "points-spent":
      throw new ProblemError("points-already-spent");
  }
}

function result(outcome: ClaimOutcome, addedPoints: number, activity: CheckinActivity): CheckInResult {
  if (outcome.card === null) throw new ProblemError("NO_CARD", { detail: "Geen actieve of geblokkeerde pas." });
  return {
    addedPoints,
    totalPoints: outcome.totalPoints,
    activity: { title: activity.title, organiserName: activity.organiserName, place: activity.place },
    firstName: outcome.firstName,
    lastNameInitial: outcome.lastName === "" ? "" : `${outcome.lastName.charAt(0).toUpperCase()}.`,
    city: outcome.city,
    cardNumber: outcome.card.cardNumber,
    cardSystem: { id: outcome.card.cardSystemId, name: outcome.card.cardSystemName },
    points: outcome.totalPoints,
  };
}
