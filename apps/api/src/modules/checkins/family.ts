// Saving points for the family (issue 22 §4, decision 0054): after their own scan, the main holder of a
// family saves the scan's activity for the members who were there too. Every person goes through the one
// check-in rule (`checkInHolder`: window, card, membership, limit per period, points), each in a
// transaction of their own: all or nothing per person. Everything is checked before anything is saved:
// a holder id that is no member of my own family refuses the whole request.
import type { Kysely } from "kysely";
import type {
  FamilyCheckinOption,
  FamilyCheckinOptions,
  FamilyCheckinPerson,
  FamilyCheckinRequest,
  FamilyCheckinResult,
} from "@vtp/contracts/checkins";
import { brusselsDate } from "@vtp/contracts/dates";
import { ProblemError } from "@vtp/contracts/problem";
import type { DB, Period } from "@vtp/db/schema";
import type { HolderIdentity } from "../auth/plugin.ts";
import { ownFamilyMembers } from "../family/service.ts";
import { findScan, markCheckedInBy } from "./repository.ts";
import { checkInHolder, checkInVerdict, type CheckinActivity, type CheckinsDeps } from "./service.ts";

const ALREADY: Record<Period, string> = {
  ABSOLUTE: "al gespaard hier",
  DAY: "vandaag al gespaard hier",
  WEEK: "deze week al gespaard hier",
  MONTH: "deze maand al gespaard hier",
  QUARTER: "dit kwartaal al gespaard hier",
  YEAR: "dit jaar al gespaard hier",
};

/** A refusal of the check-in rule, said about the person ("Lotte: vandaag al gespaard hier"). */
export function personRefusal(problem: ProblemError, activity: Pick<CheckinActivity, "period" | "volume">): string {
  switch (problem.code) {
    case "CHECKIN_LIMIT_REACHED": {
      const text = ALREADY[activity.period];
      return activity.volume === 1 ? text : text.replace(" al ", ` al ${activity.volume} keer `);
    }
    case "CHECKIN_CARD_BLOCKED":
      return "pas geblokkeerd";
    case "CHECKIN_NO_ACTIVE_CARD_SYSTEM":
      return "pas niet actief in de regio van deze activiteit";
    case "CHECKIN_CODE_EXPIRED":
      return "sparen voor deze activiteit kan nu niet meer";
    case "NO_CARD":
      return "geen actieve pas";
    default:
      return "er konden geen punten toegevoegd worden";
  }
}

interface Scan {
  me: string;
  key: string;
  activity: CheckinActivity;
  now: Date;
}

/** My own scan with this idempotency key, of today in Brussels, and its activity. */
async function myScan(deps: CheckinsDeps, identity: HolderIdentity, key: string): Promise<Scan> {
  if (identity.holderId === null) throw new ProblemError("NO_CARD", { detail: "Dit account heeft geen gekoppelde pas." });
  const me = identity.holderId;
  const now = deps.clock();
  const scan = await findScan(deps.db, me, key);
  if (scan === undefined) throw new ProblemError("CHECKIN_SCAN_NOT_FOUND");
  if (brusselsDate(scan.checkedInAt) !== brusselsDate(now)) {
    throw new ProblemError("CHECKIN_CODE_EXPIRED", {
      nl: "Sparen voor je gezin kan alleen op de dag van je scan. Scan de QR-code opnieuw.",
    });
  }
  const activity = await deps.activities.findById(deps.db, scan.activityId, now);
  if (activity === undefined) throw new ProblemError("CHECKIN_SCAN_NOT_FOUND");
  return { me, key, activity, now };
}

const activityView = (a: CheckinActivity) => ({ title: a.title, organiserName: a.organiserName, place: a.place });

/** GET /api/user/checkin/:scan/family: my family's members and whether the rule would give them the point now. */
export async function familyCheckinOptions(deps: CheckinsDeps, identity: HolderIdentity, key: string): Promise<FamilyCheckinOptions> {
  const { me, activity, now } = await myScan(deps, identity, key);
  const members: FamilyCheckinOption[] = [];
  for (const member of (await ownFamilyMembers(deps, me)).members) {
    const verdict = await checkInVerdict(deps, { holderId: member.holderId, activity, now });
    members.push({
      ...member,
      canSave: verdict.allowed,
      reason: verdict.allowed ? null : personRefusal(verdict.refusal, activity),
    });
  }
  return { activity: activityView(activity), members };
}

/**
 * POST /api/user/checkin/:scan/family. Checked first, nothing saved on a refusal: my scan (today), and
 * every holder id a member of the family I am the main holder of (403 otherwise). Then me (the scan
 * itself, answered again through its idempotency key) and each chosen member, one after the other, each
 * in its own transaction through the one rule, with the scan's key as theirs: a repeated request adds
 * nothing and answers the same.
 */
export async function checkInFamily(
  deps: CheckinsDeps,
  identity: HolderIdentity,
  key: string,
  input: FamilyCheckinRequest,
): Promise<FamilyCheckinResult> {
  const scan = await myScan(deps, identity, key);
  const { firstName, members: family } = await ownFamilyMembers(deps, scan.me);
  const chosen = new Set(input.members.filter((id) => id !== scan.me));
  const known = new Set(family.map((m) => m.holderId));
  const strangers = [...chosen].filter((id) => !known.has(id));
  if (strangers.length > 0) {
    throw new ProblemError("CHECKIN_FAMILY_NOT_YOURS", { detail: `${strangers.length} holder id(s) not in your own family.` });
  }
  const people: FamilyCheckinPerson[] = [await checkInPerson(deps, scan, { holderId: scan.me, firstName })];
  for (const member of family) {
    if (chosen.has(member.holderId)) people.push(await checkInPerson(deps, scan, member));
  }
  return { activity: activityView(scan.activity), people };
}

/** One person's check-in, all or nothing: the points added, or the rule's refusal. */
async function checkInPerson(
  deps: CheckinsDeps,
  scan: Scan,
  person: { holderId: string; firstName: string },
): Promise<FamilyCheckinPerson> {
  const self = person.holderId === scan.me;
  try {
    const checkedIn = await inOwnTransaction(deps.db, async (db) => {
      const claimed = await checkInHolder(
        { db, messages: deps.messages },
        { holderId: person.holderId, activity: scan.activity, now: scan.now, idempotencyKey: scan.key, invalidCounter: null },
      );
      if (!self && claimed.outcome.inserted !== null) await markCheckedInBy(db, claimed.checkinId, scan.me);
      return claimed;
    });
    return {
      holderId: person.holderId,
      firstName: person.firstName,
      self,
      outcome: "saved",
      addedPoints: checkedIn.addedPoints,
      totalPoints: checkedIn.outcome.totalPoints,
    };
  } catch (error) {
    if (!(error instanceof ProblemError)) throw error;
    return {
      holderId: person.holderId,
      firstName: person.firstName,
      self,
      outcome: "refused",
      code: error.code,
      message: personRefusal(error, scan.activity),
      nextPossibleAt: error.limit?.nextPossibleAt ?? null,
    };
  }
}

function inOwnTransaction<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
