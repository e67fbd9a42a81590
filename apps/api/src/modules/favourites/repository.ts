// The SQL of the favourites (table `favourites`, migration 0035, decision 0059): whether an object of a
// kind exists, the holder's row lock that serialises the count limit, the holder's favourites with what
// the page shows of each object, one favourite's state, keep and let go (idempotent: ON CONFLICT DO
// NOTHING on the primary key), and the savings goal (one per holder: the partial UNIQUE index). Reads
// rewards, organisers, activities and municipalities; writes only `favourites`. The only SQL of the
// favourites module.
import { sql, type Kysely } from "kysely";
import type { DB, FavouriteKindColumn } from "@vtp/db/schema";

/** The foreign-key column each kind fills. */
const COLUMN = { reward: "reward_id", place: "organiser_id", activity: "activity_id" } as const;

export interface ObjectFacts {
  /** A reward's points (null for the other kinds). */
  points: number | null;
}

/** The object, or undefined when no reward, organiser (that has not ended) or activity has this id. */
export async function findObject(db: Kysely<DB>, kind: FavouriteKindColumn, objectId: number): Promise<ObjectFacts | undefined> {
  if (kind === "reward") {
    const row = await db.selectFrom("rewards").select(["points", "type"]).where("id", "=", objectId).executeTakeFirst();
    return row === undefined ? undefined : { points: row.type === "WELCOME" ? 0 : row.points };
  }
  const row =
    kind === "place"
      ? await db.selectFrom("organisers").select("id").where("id", "=", objectId).where("ended_at", "is", null).executeTakeFirst()
      : await db.selectFrom("activities").select("id").where("id", "=", objectId).executeTakeFirst();
  return row === undefined ? undefined : { points: null };
}

/** Locks the holder's row until the transaction ends: two keeps at once count one after the other. */
export async function lockHolder(trx: Kysely<DB>, holderId: string): Promise<void> {
  await trx.selectFrom("holders").select("id").where("id", "=", holderId).forUpdate().executeTakeFirstOrThrow();
}

export async function countFavourites(db: Kysely<DB>, holderId: string): Promise<number> {
  const row = await db
    .selectFrom("favourites")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("holder_id", "=", holderId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface StateRow {
  savingsGoal: boolean;
}

export async function findFavourite(
  db: Kysely<DB>,
  holderId: string,
  kind: FavouriteKindColumn,
  objectId: number,
): Promise<StateRow | undefined> {
  const row = await db
    .selectFrom("favourites")
    .select("savings_goal")
    .where("holder_id", "=", holderId)
    .where("kind", "=", kind)
    .where("object_id", "=", objectId)
    .executeTakeFirst();
  return row === undefined ? undefined : { savingsGoal: row.savings_goal };
}

/** Keeps it; nothing changes when it was kept already. True when written now. */
export async function insertFavourite(db: Kysely<DB>, holderId: string, kind: FavouriteKindColumn, objectId: number, at: Date) {
  const rows = await db
    .insertInto("favourites")
    .values({ holder_id: holderId, kind, [COLUMN[kind]]: objectId, created_at: at })
    .onConflict((oc) => oc.columns(["holder_id", "kind", "object_id"]).doNothing())
    .returning("holder_id")
    .execute();
  return rows.length === 1;
}

export async function deleteFavourite(db: Kysely<DB>, holderId: string, kind: FavouriteKindColumn, objectId: number): Promise<void> {
  await db.deleteFrom("favourites").where("holder_id", "=", holderId).where("kind", "=", kind).where("object_id", "=", objectId).execute();
}

/** No goal (the partial UNIQUE index allows one; the new one is set after this, in the same transaction). */
export async function clearGoal(db: Kysely<DB>, holderId: string): Promise<void> {
  await db
    .updateTable("favourites")
    .set({ savings_goal: false })
    .where("holder_id", "=", holderId)
    .where("savings_goal", "=", true)
    .execute();
}

export async function markGoal(db: Kysely<DB>, holderId: string, rewardId: number): Promise<void> {
  await db
    .updateTable("favourites")
    .set({ savings_goal: true })
    .where("holder_id", "=", holderId)
    .where("kind", "=", "reward")
    .where("object_id", "=", rewardId)
    .execute();
}

/** The holder's savings goal: a reward id, or null. */
export async function findGoal(db: Kysely<DB>, holderId: string): Promise<number | null> {
  const row = await db
    .selectFrom("favourites")
    .select("reward_id")
    .where("holder_id", "=", holderId)
    .where("savings_goal", "=", true)
    .executeTakeFirst();
  return row?.reward_id ?? null;
}

export interface FavouriteRow {
  kind: FavouriteKindColumn;
  objectId: number;
  title: string;
  detail: string | null;
  points: number | null;
  date: Date | null;
  current: boolean;
  savingsGoal: boolean;
  savedAt: Date;
}

/** The holder's favourites, newest first, with the title, the detail and the date of each object. */
export async function listFavourites(db: Kysely<DB>, holderId: string, now: Date): Promise<FavouriteRow[]> {
  const { rows } = await sql<{
    kind: FavouriteKindColumn;
    object_id: number;
    title: string;
    detail: string | null;
    points: number | null;
    date: Date | null;
    current: boolean;
    savings_goal: boolean;
    created_at: Date;
  }>`
    SELECT f.kind, f.object_id, f.savings_goal, f.created_at,
      COALESCE(r.title, o.name, a.title) AS title,
      CASE f.kind
        WHEN 'reward' THEN CASE WHEN r.online THEN 'Online' ELSE (
          SELECT ro_o.name || COALESCE(', ' || ro_m.name, '')
          FROM reward_organisers ro JOIN organisers ro_o ON ro_o.id = ro.organiser_id
          LEFT JOIN municipalities ro_m ON ro_m.id = ro_o.municipality_id
          WHERE ro.reward_id = r.id AND ro_o.ended_at IS NULL ORDER BY ro_o.name LIMIT 1) END
        WHEN 'place' THEN om.name
        ELSE ao.name
      END AS detail,
      CASE WHEN f.kind = 'reward' THEN (CASE WHEN r.type = 'WELCOME' THEN 0 ELSE r.points END) END AS points,
      CASE f.kind WHEN 'reward' THEN r.redeem_end WHEN 'activity' THEN CASE WHEN a.starts_at > ${now}::timestamptz THEN a.starts_at END END AS date,
      CASE f.kind
        WHEN 'reward' THEN r.ended_at IS NULL AND r.status = 'ACTIVE' AND (r.redeem_end IS NULL OR r.redeem_end > ${now}::timestamptz)
        WHEN 'activity' THEN a.ended_at IS NULL AND (COALESCE(a.ends_at, a.starts_at) IS NULL OR COALESCE(a.ends_at, a.starts_at) > ${now}::timestamptz)
        ELSE o.ended_at IS NULL
      END AS current
    FROM favourites f
    LEFT JOIN rewards r ON r.id = f.reward_id
    LEFT JOIN organisers o ON o.id = f.organiser_id
    LEFT JOIN municipalities om ON om.id = o.municipality_id
    LEFT JOIN activities a ON a.id = f.activity_id
    LEFT JOIN organisers ao ON ao.id = a.organiser_id
    WHERE f.holder_id = ${holderId}::uuid
    ORDER BY f.created_at DESC, f.kind, f.object_id`.execute(db);
  return rows.map((r) => ({
    kind: r.kind,
    objectId: r.object_id,
    title: r.title,
    detail: r.detail,
    points: r.points,
    date: r.date === null ? null : new Date(r.date),
    current: r.current,
    savingsGoal: r.savings_goal,
    savedAt: new Date(r.created_at),
  }));
}
