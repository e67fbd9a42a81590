// Counter rules (issue 20, decision 0033): identify a holder by card number or national number, check
// them in for an activity of the organiser the staff member acts for, and undo that. The check-in rule is
// the checkins module's (`checkInHolder`, the same statement as the self-scan); here only what is the
// counter's own: the organiser's activity, the card's status, v4's problem types at this edge, and the
// audit log of every look-up, check-in and undo. SQL only in repository.ts.
import type { Kysely } from "kysely";
import { isValidCardNumber, normalizeCardNumber } from "@vtp/contracts/card-number";
import type { CheckinStatus, CounterCheckin, CounterCheckinRequest, Pass, PassMessage, UndoneCheckin } from "@vtp/contracts/counter";
import { COUNTER_EVENT_DAYS, type CounterEvents } from "@vtp/contracts/counter-events";
import { parseInsz } from "@vtp/contracts/insz";
import { ProblemError, type ProblemCode } from "@vtp/contracts/problem";
import { brusselsDate } from "@vtp/contracts/dates";
import { brusselsDateTime, brusselsDay } from "@vtp/db/periods";
import type { DB } from "@vtp/db/schema";
import { inTransaction } from "@vtp/db/transaction";
import type { MessagesDeps } from "../messages/service.ts";
import { checkInHolder, checkInVerdict, findActivity, undoCheckin as undoCheckinEntry, type ActivityCache } from "../checkins/service.ts";
import {
  hasOrganiserPermission,
  recordAudit,
  rememberOrganiser,
  requireOrganiserRole,
  type AuditEntry,
  type StaffPrincipal,
} from "../staff/service.ts";
import { socialTariffState } from "../ticket-sales/tariffs.ts";
import { findPassByCardNumber, findPassForLookup, listCounterActivities, type PassKey, type PassRow } from "./repository.ts";

export interface CounterDeps {
  db: Kysely<DB>;
  clock: () => Date;
  /** The keyed hash of a national number (the online request's vault: insz_registry holds these). */
  inszHash: (insz: string) => string;
  /** The inbox: a check-in's milestones are sent with it (checkins' `checkInHolder`, decision 0049). */
  messages: MessagesDeps;
  /** The self-scan's cache of activities (checkins' `ActivityCache`): one per api instance, shared. */
  activities: ActivityCache;
}

/** The self-scan's refusals under v4's type names; the Dutch sentence goes along unchanged. */
const V4_PROBLEMS: Partial<Record<ProblemCode, ProblemCode>> = {
  CHECKIN_CODE_EXPIRED: "checkin-not-allowed",
  CHECKIN_NO_ACTIVE_CARD_SYSTEM: "checkin-not-allowed",
  CHECKIN_NOT_POSSIBLE: "checkin-not-allowed",
  CHECKIN_LIMIT_REACHED: "maximum-reached",
  CHECKIN_CARD_BLOCKED: "invalid-card-status",
  NO_CARD: "pass-not-found",
};

function inV4Terms(error: unknown): unknown {
  if (!(error instanceof ProblemError)) return error;
  const code = V4_PROBLEMS[error.code];
  return code === undefined
    ? error
    : new ProblemError(code, { nl: error.nl, ...(error.detail !== undefined ? { detail: error.detail } : {}) });
}

/** The organiser's region, as the principal's role there says (MEMBER at least, checked first). */
function organiserCardSystem(principal: StaffPrincipal, organiserId: number): number | null {
  requireOrganiserRole(principal, organiserId, "MEMBER");
  return principal.organisers.get(organiserId)?.cardSystemId ?? null;
}

/** A change and its line in the audit log, in one transaction: both or neither (one commit). */
export async function withAuditLine<T>(
  deps: CounterDeps,
  principal: StaffPrincipal,
  change: (inTrx: CounterDeps) => Promise<T>,
  line: (done: T) => AuditEntry,
): Promise<T> {
  return inTransaction(deps.db, async (db) => {
    const inTrx = { ...deps, db };
    const done = await change(inTrx);
    await recordAudit(inTrx, principal, line(done));
    return done;
  });
}

/** A card that is not ACTIVE cannot be used at the counter: blocked or deleted is invalid-card-status. */
export function requireActiveCard<T extends PassRow>(pass: T | undefined): T {
  if (pass === undefined) throw new ProblemError("pass-not-found");
  if (pass.cardStatus !== "ACTIVE") throw new ProblemError("invalid-card-status", { detail: `Kaartstatus ${pass.cardStatus}.` });
  return pass;
}

/** The look-up's key for a typed or scanned identifier; undefined when it is no valid card or national number. */
function passKey(deps: CounterDeps, identifier: string, cardSystemId: number | null): PassKey | undefined {
  const digits = normalizeCardNumber(identifier);
  if (/^\d{13}$/.test(digits)) return isValidCardNumber(digits) ? { cardNumber: digits } : undefined;
  const insz = parseInsz(identifier, { today: deps.clock() });
  return insz === null ? undefined : { inszHash: deps.inszHash(insz.value), preferCardSystemId: cardSystemId };
}

/**
 * GET /v4/passes: the holder behind a card number or national number, as the counter shows them, read in
 * one statement. Every look-up is in the audit log (`holder.lookup`), also one that found nobody or a
 * blocked card.
 */
export async function lookUpPass(
  deps: CounterDeps,
  principal: StaffPrincipal,
  input: { organiserId: number; identifier: string },
): Promise<Pass> {
  const cardSystemId = organiserCardSystem(principal, input.organiserId);
  // The kansentarief only to staff who may give it (TARIFFS_READ), in the organiser's region; seen = in the audit log.
  const tariffCardSystemId =
    cardSystemId !== null && hasOrganiserPermission(principal, input.organiserId, "TARIFFS_READ") ? cardSystemId : null;
  const key = passKey(deps, input.identifier, cardSystemId);
  const found = key === undefined ? undefined : await findPassForLookup(deps.db, key, tariffCardSystemId);
  const lookup: AuditEntry = {
    action: "holder.lookup",
    organiserId: input.organiserId,
    ...(found !== undefined ? { holderId: found.holderId, object: { type: "card", id: found.cardNumber } } : {}),
  };
  // A look-up that finds no usable card is logged before its refusal.
  if (found?.cardStatus !== "ACTIVE") await recordAudit(deps, principal, lookup);
  const pass = requireActiveCard(found);
  const { memberships } = pass;
  const socialTariff = tariffCardSystemId === null ? undefined : socialTariffState(pass.kansenstatuut, brusselsDate(deps.clock()));
  // The look-up and the kansentarief seen: one write (one commit) for both rows.
  await recordAudit(deps, principal, [
    lookup,
    ...(socialTariff !== undefined && socialTariff.status !== "NONE"
      ? [
          {
            action: "kansenstatuut.view",
            organiserId: input.organiserId,
            holderId: pass.holderId,
            object: { type: "card", id: pass.cardNumber },
          },
        ]
      : []),
  ]);
  const messages: PassMessage[] = [];
  const here = memberships.find((m) => m.cardSystemId === cardSystemId);
  if (cardSystemId !== null && (here === undefined || here.status !== "ACTIVE" || !here.cardSystemActive)) {
    messages.push({
      level: "WARNING",
      text: { nl: "Deze pas is niet actief in de regio van je organisatie: punten sparen en kortingen zijn hier niet mogelijk." },
    });
  }
  return {
    uitpasNumber: pass.cardNumber,
    firstName: pass.firstName,
    points: pass.points,
    cardStatus: "ACTIVE",
    cardSystem: { id: pass.cardSystemId, name: pass.cardSystemName },
    memberships: memberships.map((m) => ({ cardSystem: { id: m.cardSystemId, name: m.cardSystemName }, status: m.status })),
    messages,
    ...(socialTariff === undefined ? {} : { socialTariff }),
  };
}

/**
 * POST /v4/checkins: the holder of the card checks in for an activity of the organiser, by the one
 * check-in rule (checkins' `checkInHolder`, no invalid-code counter). Refused before anything is
 * written: an unknown activity or another organiser's (404 event-not-found), an unknown card
 * (pass-not-found), a blocked one (invalid-card-status); the rule's refusals under v4's names.
 */
export async function checkInAtCounter(
  deps: CounterDeps,
  principal: StaffPrincipal,
  input: { organiserId: number } & CounterCheckinRequest,
): Promise<CounterCheckin> {
  requireOrganiserRole(principal, input.organiserId, "MEMBER");
  const activityId = Number(input.eventId); // v4's eventId is our activity id
  // The activity and the card are read at once (one round trip less per check-in); the activity's refusal goes first.
  const [activity, found] = await Promise.all([findActivity(deps, activityId), findPassByCardNumber(deps.db, input.uitpasNumber)]);
  if (activity === undefined || activity.organiserId !== input.organiserId) throw new ProblemError("event-not-found");
  const pass = requireActiveCard(found);
  const now = deps.clock();
  const checkedIn = await withAuditLine(
    deps,
    principal,
    (inTrx) => checkInHolder(inTrx, { holderId: pass.holderId, activity, now, idempotencyKey: null, invalidCounter: null }),
    (done) => ({
      action: "checkin.create",
      organiserId: input.organiserId,
      holderId: pass.holderId,
      object: { type: "checkin", id: done.checkinId },
    }),
  ).catch((error: unknown) => {
    throw inV4Terms(error);
  });
  return {
    id: checkedIn.checkinId,
    uitpasNumber: pass.cardNumber,
    eventId: String(activity.id),
    addedPoints: checkedIn.addedPoints,
    totalPoints: checkedIn.outcome.totalPoints,
    checkinDate: now.toISOString(),
  };
}

/** The refusals a check-in status names: the problem types POST /v4/checkins answers with. */
const STATUS_REASONS = new Set(["checkin-not-allowed", "maximum-reached", "invalid-card-status"] as const);
type StatusReason = NonNullable<CheckinStatus["reason"]>;
const isStatusReason = (code: ProblemCode): code is StatusReason => (STATUS_REASONS as Set<ProblemCode>).has(code);

/**
 * GET /v4/checkin-status: whether this card can check in for the organiser's activity now, by the check-in's
 * own rule (checkins' `checkInVerdict`: `checkInHolder` rolled back) and the counter's own checks before it
 * (the organiser's activity, a known and ACTIVE card), so the answer is what POST /v4/checkins would do.
 * A refusal is `allowed: false` with its v4 type and sentence; the limit's with `nextPossibleAt`. An unknown
 * card or activity is a 404, as for the check-in. Audited as a look-up of the holder (`holder.lookup`).
 */
export async function checkinStatusAtCounter(
  deps: CounterDeps,
  principal: StaffPrincipal,
  input: { organiserId: number } & CounterCheckinRequest,
): Promise<CheckinStatus> {
  requireOrganiserRole(principal, input.organiserId, "MEMBER");
  const activity = await findActivity(deps, Number(input.eventId)); // v4's eventId is our activity id
  if (activity === undefined || activity.organiserId !== input.organiserId) throw new ProblemError("event-not-found");
  const found = await findPassByCardNumber(deps.db, input.uitpasNumber);
  if (found === undefined) throw new ProblemError("pass-not-found");
  await recordAudit(deps, principal, {
    action: "holder.lookup",
    organiserId: input.organiserId,
    holderId: found.holderId,
    object: { type: "card", id: found.cardNumber },
  });
  let refusal: unknown;
  try {
    const pass = requireActiveCard(found);
    const verdict = await checkInVerdict(deps, { holderId: pass.holderId, activity, now: deps.clock() });
    if (verdict.allowed) return { allowed: true };
    refusal = verdict.refusal;
  } catch (error) {
    refusal = error;
  }
  const v4 = inV4Terms(refusal);
  if (!(v4 instanceof ProblemError) || !isStatusReason(v4.code)) throw v4;
  const limit = refusal instanceof ProblemError ? refusal.limit : undefined;
  return {
    allowed: false,
    reason: v4.code,
    endUserMessage: { nl: v4.nl },
    ...(v4.code === "maximum-reached" ? { nextPossibleAt: limit?.nextPossibleAt ?? null } : {}),
  };
}

/** DELETE /v4/checkins/{id}: a compensating ledger row, once, for a check-in of the organiser's activity; audited. */
export async function undoAtCounter(
  deps: CounterDeps,
  principal: StaffPrincipal,
  input: { organiserId: number; checkinId: string },
): Promise<UndoneCheckin> {
  requireOrganiserRole(principal, input.organiserId, "MEMBER");
  const undone = await withAuditLine(
    deps,
    principal,
    (inTrx) => undoCheckinEntry(inTrx, input),
    (done) => ({
      action: "checkin.undo",
      organiserId: input.organiserId,
      holderId: done.holderId,
      object: { type: "checkin", id: input.checkinId },
    }),
  );
  return { id: input.checkinId, removedPoints: undone.points, totalPoints: undone.totalPoints };
}

/**
 * GET /v4/events: the organiser's activities the counter chooses from, today (Europe/Brussels) and the
 * next 30 days, permanent ones included. A person listing them has chosen that organiser: it becomes
 * their "Laatst gebruikt" (decision 0035).
 */
export async function listCounterEvents(deps: CounterDeps, principal: StaffPrincipal, organiserId: number): Promise<CounterEvents> {
  requireOrganiserRole(principal, organiserId, "MEMBER");
  const now = deps.clock();
  const from = brusselsDateTime(brusselsDay(now), 0);
  const until = new Date(from.getTime() + (COUNTER_EVENT_DAYS + 1) * 86_400_000);
  const rows = await listCounterActivities(deps.db, organiserId, { from, now, until });
  if (principal.kind === "account") await rememberOrganiser(deps, principal, organiserId);
  const member = rows.map((r) => ({
    id: String(r.id),
    name: r.title,
    ...(r.startsAt !== null && !r.permanent ? { startDate: r.startsAt.toISOString() } : {}),
    ...(r.endsAt !== null && !r.permanent ? { endDate: r.endsAt.toISOString() } : {}),
    permanent: r.permanent,
    points: r.points,
    priceInfo: r.priceCategories.map((c) => ({ name: c.name, price: c.priceCents / 100 })),
  }));
  return { totalItems: member.length, member };
}
