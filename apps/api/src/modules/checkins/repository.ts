// The SQL of check-ins: the activity behind a code or an id, the one statement that claims a check-in
// slot, writes the ledger row and raises the balance, and the undo's compensating ledger row. The only SQL
// of the checkins module.
import { sql, type Kysely } from "kysely";
import type { DB, MembershipStatus, Period } from "@vtp/db/schema";
import { inTransaction } from "@vtp/db/transaction";

export interface CheckinActivity {
  id: number;
  organiserId: number;
  cardSystemId: number;
  title: string;
  organiserName: string;
  place: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  permanent: boolean;
  points: number;
  volume: number;
  period: Period;
  /** When its organiser ended it (no check-in from then on); null while it runs. */
  endedAt: Date | null;
}

function selectActivity(db: Kysely<DB>) {
  return db
    .selectFrom("activities as a")
    .innerJoin("organisers as o", "o.id", "a.organiser_id")
    .leftJoin("municipalities as m", "m.id", "o.municipality_id")
    .select([
      "a.id",
      "a.organiser_id",
      "a.card_system_id",
      "a.title",
      "o.name as organiser_name",
      "m.name as place",
      "a.starts_at",
      "a.ends_at",
      "a.permanent",
      "a.points",
      "a.checkin_volume",
      "a.checkin_period",
      "a.ended_at",
    ]);
}

type ActivityRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectActivity>["executeTakeFirst"]>>>;

export async function findActivityByCode(db: Kysely<DB>, code: string): Promise<CheckinActivity | undefined> {
  const row = await selectActivity(db).where("a.checkin_code", "=", code).executeTakeFirst();
  return row === undefined ? undefined : activityOf(row);
}

export async function findActivityById(db: Kysely<DB>, id: number): Promise<CheckinActivity | undefined> {
  const row = await selectActivity(db).where("a.id", "=", id).executeTakeFirst();
  return row === undefined ? undefined : activityOf(row);
}

function activityOf(row: ActivityRow): CheckinActivity {
  return {
    id: row.id,
    organiserId: row.organiser_id,
    cardSystemId: row.card_system_id,
    title: row.title,
    organiserName: row.organiser_name,
    place: row.place,
    startsAt: row.starts_at === null ? null : new Date(row.starts_at),
    endsAt: row.ends_at === null ? null : new Date(row.ends_at),
    permanent: row.permanent,
    points: Number(row.points),
    volume: Number(row.checkin_volume),
    period: row.checkin_period,
    endedAt: row.ended_at === null ? null : new Date(row.ended_at),
  };
}

export interface ClaimInput {
  holderId: string;
  activity: Pick<CheckinActivity, "id" | "cardSystemId" | "points" | "volume">;
  periodKey: string;
  now: Date;
  idempotencyKey: string | null;
  /** The ledger row's text (activity and organiser). */
  description: string;
  /**
   * The holder's counter of invalid codes in the current window: above `max`, every scan is refused.
   * Null at the counter (staff type a number, the holder's own mistakes do not lock the counter out).
   */
  invalidCounter: { key: string; windowStart: Date; max: number } | null;
}

export interface ClaimOutcome {
  /** The new check-in, when this statement made one. */
  inserted: { id: string; points: number } | null;
  /** The check-in made earlier with the same idempotency key. */
  prior: { id: string; activityId: number; points: number } | null;
  /** Check-ins of this holder, activity and period before this statement. */
  taken: number;
  locked: boolean;
  hasActiveCard: boolean;
  hasBlockedCard: boolean;
  /** The holder's membership in the activity's card system (null: none, or the card system is switched off). */
  membership: MembershipStatus | null;
  /** The balance after this statement. */
  totalPoints: number;
  firstName: string;
  lastName: string;
  city: string | null;
  card: { cardNumber: string; cardSystemId: number; cardSystemName: string } | null;
}

type ClaimRow = {
  checkin_id: string | null;
  added: number | null;
  prior_id: string | null;
  prior_activity_id: number | null;
  prior_points: number | null;
  taken: number | string;
  locked: boolean;
  active_card: boolean;
  blocked_card: boolean;
  membership: MembershipStatus | null;
  total: number;
  first_name: string;
  last_name: string;
  city: string | null;
  card_number: string | null;
  card_system_id: number | null;
  card_system_name: string | null;
};

/**
 * One statement does the whole check-in (the hot path): it reads the holder's eligibility, takes the
 * first free slot 1..volume of the period (the UNIQUE slot `checkins_one_per_slot` is the limit, so
 * parallel scans can never take more: the losers hit the constraint and insert nothing), writes the
 * ledger row and raises the balance by the same delta, and answers the profile fields. Nothing is
 * written when the key was used before, the holder is locked out, or not eligible. Undefined when the
 * holder does not exist.
 */
export async function claimCheckin(db: Kysely<DB>, input: ClaimInput): Promise<ClaimOutcome | undefined> {
  const h = input.holderId;
  const a = input.activity;
  const key = input.idempotencyKey;
  // No counter: a key no row has (rate_limit_counters.key is NOT NULL), so the holder is never locked.
  const invalid = input.invalidCounter ?? { key: null, windowStart: input.now, max: 0 };
  // claim_checkin (migration 0011): the guarded claim in a function, so its plan is made once per connection.
  const { rows } = await sql<ClaimRow>`
    SELECT * FROM claim_checkin(${h}::uuid, ${a.id}::integer, ${a.cardSystemId}::integer, ${a.points}::integer,
      ${a.volume}::integer, ${input.periodKey}, ${input.now}::timestamptz, ${key}::uuid, ${input.description},
      ${invalid.key}::text, ${invalid.windowStart}::timestamptz, ${invalid.max}::integer)`.execute(db);
  const row = rows[0];
  if (row === undefined) return undefined;
  return {
    inserted: row.checkin_id === null ? null : { id: row.checkin_id, points: Number(row.added) },
    prior: row.prior_id === null ? null : { id: row.prior_id, activityId: Number(row.prior_activity_id), points: Number(row.prior_points) },
    taken: Number(row.taken),
    locked: row.locked,
    hasActiveCard: row.active_card,
    hasBlockedCard: row.blocked_card,
    membership: row.membership,
    totalPoints: Number(row.total),
    firstName: row.first_name,
    lastName: row.last_name,
    city: row.city,
    card:
      row.card_number === null
        ? null
        : { cardNumber: row.card_number, cardSystemId: Number(row.card_system_id), cardSystemName: String(row.card_system_name) },
  };
}

/** Whether the holder's points ledger has an earlier gain than this check-in's (a first point is only once). */
export async function earnedPointsBefore(db: Kysely<DB>, holderId: string, checkinId: string): Promise<boolean> {
  const row = await db
    .selectFrom("points_ledger")
    .select("id")
    .where("holder_id", "=", holderId)
    .where("delta", ">", 0)
    .where((eb) => eb.or([eb("checkin_id", "is", null), eb("checkin_id", "<>", checkinId)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The check-in made with this idempotency key (after a parallel request with the same key won). */
export async function findCheckinByIdempotencyKey(
  db: Kysely<DB>,
  holderId: string,
  idempotencyKey: string,
): Promise<{ id: string; activityId: number; points: number } | undefined> {
  const row = await db
    .selectFrom("checkins")
    .select(["id", "activity_id", "points"])
    .where("holder_id", "=", holderId)
    .where("idempotency_key", "=", idempotencyKey)
    .executeTakeFirst();
  return row === undefined ? undefined : { id: row.id, activityId: row.activity_id, points: Number(row.points) };
}

/** My own check-in made with this idempotency key (the scan a family save follows). */
export async function findScan(
  db: Kysely<DB>,
  holderId: string,
  idempotencyKey: string,
): Promise<{ id: string; activityId: number; checkedInAt: Date } | undefined> {
  const row = await db
    .selectFrom("checkins")
    .select(["id", "activity_id", "checked_in_at"])
    .where("holder_id", "=", holderId)
    .where("idempotency_key", "=", idempotencyKey)
    .executeTakeFirst();
  return row === undefined ? undefined : { id: row.id, activityId: row.activity_id, checkedInAt: new Date(row.checked_in_at) };
}

/** Records who saved this check-in for its holder (a family's main holder). */
export async function markCheckedInBy(db: Kysely<DB>, checkinId: string, byHolderId: string): Promise<void> {
  await db.updateTable("checkins").set({ checked_in_by_holder_id: byHolderId }).where("id", "=", checkinId).execute();
}

export type UndoOutcome =
  | { kind: "undone"; holderId: string; points: number; totalPoints: number }
  | { kind: "not-found" }
  | { kind: "already-undone" }
  | { kind: "points-spent" };

/**
 * Undoes a check-in of one organiser's activity with a compensating ledger row (a CORRECTION of minus its
 * points that names it; migration 0021), in one transaction: the check-in's row is locked first, so two
 * undos of it run one after the other and the second finds the first's row; the balance is lowered only
 * while it stays at or above zero (the UPDATE's guard, and the CHECK under it), so a parallel spend and
 * an undo never make it negative. Nothing is written unless the whole undo is.
 */
export async function undoCheckinEntry(
  db: Kysely<DB>,
  input: { checkinId: string; organiserId: number; now: Date; descriptionPrefix: string },
): Promise<UndoOutcome> {
  return inTransaction(db, async (trx) => {
    const checkin = await trx
      .selectFrom("checkins as c")
      .innerJoin("activities as a", "a.id", "c.activity_id")
      .innerJoin("organisers as o", "o.id", "a.organiser_id")
      .select(["c.id", "c.holder_id", "c.points", "a.title", "o.name as organiser_name"])
      .where("c.id", "=", input.checkinId)
      .where("a.organiser_id", "=", input.organiserId)
      .forUpdate("c")
      .executeTakeFirst();
    if (checkin === undefined) return { kind: "not-found" } as const;
    const prior = await trx.selectFrom("points_ledger").select("id").where("undoes_checkin_id", "=", checkin.id).executeTakeFirst();
    if (prior !== undefined) return { kind: "already-undone" } as const;
    const points = Number(checkin.points);
    const balance = await trx
      .updateTable("holders")
      .set((eb) => ({ points: eb("points", "-", points) }))
      .where("id", "=", checkin.holder_id)
      .where("points", ">=", points)
      .returning("points")
      .executeTakeFirst();
    if (balance === undefined) return { kind: "points-spent" } as const;
    await trx
      .insertInto("points_ledger")
      .values({
        holder_id: checkin.holder_id,
        delta: -points,
        reason: "CORRECTION",
        undoes_checkin_id: checkin.id,
        description: `${input.descriptionPrefix}${checkin.title} – ${checkin.organiser_name}`,
        created_at: input.now,
      })
      .execute();
    return { kind: "undone", holderId: checkin.holder_id, points, totalPoints: Number(balance.points) } as const;
  });
}
