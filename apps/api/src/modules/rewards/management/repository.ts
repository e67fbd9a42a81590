// The SQL of rewards an organiser manages (migration 0028, decision 0046): a reward with its regions and
// whether the organiser's counter hands it out (reward_organisers), its creation, its edit (the row locked
// first, so a cash-in waits for it and the units taken it checks are current) and its end (once, INACTIVE
// for good: the trigger of migration 0028 guards both). Rows are never deleted. The search documents
// follow by their own triggers (migration 0013).
import { sql, type Kysely } from "kysely";
import type { DB, Period, RewardCategory, RewardType } from "@vtp/db/schema";

export interface ManagedRewardRecord {
  id: number;
  organiserId: number;
  title: string;
  description: string | null;
  type: RewardType;
  points: number;
  category: RewardCategory;
  maxUnits: number | null;
  unitsTaken: number;
  perHolderVolume: number | null;
  perHolderPeriod: Period | null;
  redeemStart: Date;
  redeemEnd: Date | null;
  cardSystems: { id: number; name: string }[];
  atCounter: boolean;
  online: boolean;
  endedAt: Date | null;
  createdAt: Date;
}

/** What create and edit write. */
export interface RewardValues {
  title: string;
  description: string | null;
  type: RewardType;
  points: number;
  category: RewardCategory;
  maxUnits: number | null;
  perHolderVolume: number | null;
  perHolderPeriod: Period | null;
  redeemStart: Date;
  redeemEnd: Date | null;
  online: boolean;
}

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

function managedRewards(db: Kysely<DB>) {
  return db
    .selectFrom("rewards as r")
    .select((eb) => [
      "r.id",
      "r.organiser_id",
      "r.title",
      "r.description",
      "r.type",
      "r.points",
      "r.category",
      "r.max_units",
      "r.units_taken",
      "r.per_holder_volume",
      "r.per_holder_period",
      "r.redeem_start",
      "r.redeem_end",
      "r.online",
      "r.ended_at",
      "r.created_at",
      "r.card_system_id",
      eb
        .exists(
          eb
            .selectFrom("reward_organisers as ro")
            .select("ro.reward_id")
            .whereRef("ro.reward_id", "=", "r.id")
            .whereRef("ro.organiser_id", "=", "r.organiser_id"),
        )
        .as("at_counter"),
    ])
    .where("r.organiser_id", "is not", null);
}

type Row = Awaited<ReturnType<ReturnType<typeof managedRewards>["execute"]>>[number];

/** Each reward's regions: the owner and the regions listed besides it that did not switch it off. */
async function regionsOf(db: Kysely<DB>, rows: Row[]): Promise<Map<number, { id: number; name: string }[]>> {
  const regions = new Map<number, { id: number; name: string }[]>();
  if (rows.length === 0) return regions;
  const names = new Map((await db.selectFrom("card_systems").select(["id", "name"]).execute()).map((s) => [s.id, s.name] as const));
  const listed = await db
    .selectFrom("reward_card_systems")
    .select(["reward_id", "card_system_id", "disabled"])
    .where(
      "reward_id",
      "in",
      rows.map((r) => r.id),
    )
    .execute();
  for (const row of rows) {
    const ids = new Set<number>();
    const ownerOff = listed.some((l) => l.reward_id === row.id && l.card_system_id === row.card_system_id && l.disabled);
    if (!ownerOff) ids.add(row.card_system_id);
    for (const l of listed) if (l.reward_id === row.id && !l.disabled) ids.add(l.card_system_id);
    regions.set(
      row.id,
      [...ids].sort((a, b) => a - b).map((id) => ({ id, name: names.get(id) ?? String(id) })),
    );
  }
  return regions;
}

function recordOf(row: Row, cardSystems: { id: number; name: string }[]): ManagedRewardRecord {
  return {
    id: row.id,
    organiserId: row.organiser_id!,
    title: row.title,
    description: row.description,
    type: row.type,
    points: Number(row.points),
    category: row.category,
    maxUnits: row.max_units === null ? null : Number(row.max_units),
    unitsTaken: Number(row.units_taken),
    perHolderVolume: row.per_holder_volume === null ? null : Number(row.per_holder_volume),
    perHolderPeriod: row.per_holder_period,
    redeemStart: new Date(row.redeem_start),
    redeemEnd: date(row.redeem_end),
    cardSystems,
    atCounter: Boolean(row.at_counter),
    online: row.online,
    endedAt: date(row.ended_at),
    createdAt: new Date(row.created_at),
  };
}

/** A reward an organiser manages, by id (undefined: unknown, or the region's own). */
export async function findManagedReward(db: Kysely<DB>, id: number): Promise<ManagedRewardRecord | undefined> {
  const row = await managedRewards(db).where("r.id", "=", id).executeTakeFirst();
  if (row === undefined) return undefined;
  return recordOf(row, (await regionsOf(db, [row])).get(row.id) ?? []);
}

/** The organiser's rewards: running ones first (newest first), then the ended ones (last ended first). */
export async function listManagedRewardRecords(db: Kysely<DB>, organiserId: number): Promise<ManagedRewardRecord[]> {
  const rows = await managedRewards(db)
    .where("r.organiser_id", "=", organiserId)
    .orderBy((eb) => eb.case().when("r.ended_at", "is", null).then(0).else(1).end())
    .orderBy("r.ended_at", "desc")
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .execute();
  const regions = await regionsOf(db, rows);
  return rows.map((row) => recordOf(row, regions.get(row.id) ?? []));
}

function columnsOf(values: RewardValues) {
  return {
    title: values.title,
    description: values.description,
    type: values.type,
    points: values.points,
    category: values.category,
    max_units: values.maxUnits,
    per_holder_volume: values.perHolderVolume,
    per_holder_period: values.perHolderPeriod,
    redeem_start: values.redeemStart,
    redeem_end: values.redeemEnd,
    // Published while it can be taken: the holders' lists and the search show it then.
    publication_start: values.redeemStart,
    publication_end: values.redeemEnd,
    online: values.online,
  };
}

/** A new reward of the organiser, owned by its region. */
export async function insertManagedReward(
  db: Kysely<DB>,
  input: { organiserId: number; cardSystemId: number; values: RewardValues; createdAt: Date },
): Promise<number> {
  const row = await db
    .insertInto("rewards")
    .values({
      organiser_id: input.organiserId,
      card_system_id: input.cardSystemId,
      created_at: input.createdAt,
      ...columnsOf(input.values),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Locks the reward's row for an edit or an end (a cash-in waits); what the rules check. */
export async function lockManagedReward(
  db: Kysely<DB>,
  id: number,
): Promise<{ organiserId: number | null; type: RewardType; endedAt: Date | null; unitsTaken: number } | undefined> {
  const row = await db
    .selectFrom("rewards")
    .select(["organiser_id", "type", "ended_at", "units_taken"])
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : { organiserId: row.organiser_id, type: row.type, endedAt: date(row.ended_at), unitsTaken: Number(row.units_taken) };
}

/** Changes a running reward (locked by lockManagedReward in the same transaction). */
export async function updateManagedReward(db: Kysely<DB>, id: number, values: RewardValues): Promise<void> {
  await db.updateTable("rewards").set(columnsOf(values)).where("id", "=", id).where("ended_at", "is", null).execute();
}

/** Whether the organiser's counter hands the reward out. */
export async function setHandedOutAtCounter(db: Kysely<DB>, id: number, organiserId: number, atCounter: boolean): Promise<void> {
  if (atCounter) {
    await db
      .insertInto("reward_organisers")
      .values({ reward_id: id, organiser_id: organiserId })
      .onConflict((oc) => oc.columns(["reward_id", "organiser_id"]).doNothing())
      .execute();
  } else {
    await db.deleteFrom("reward_organisers").where("reward_id", "=", id).where("organiser_id", "=", organiserId).execute();
  }
}

/** Ends a running reward, for good: INACTIVE from now on. */
export async function markRewardEnded(db: Kysely<DB>, id: number, at: Date): Promise<void> {
  await db.updateTable("rewards").set({ ended_at: at, status: "INACTIVE" }).where("id", "=", id).where("ended_at", "is", null).execute();
}

/**
 * Ends, in the organiser's transaction that ended it, the running rewards it manages and the region's own
 * rewards (no managing organiser) handed out only at organisers that have ended, except those taken online;
 * how many ended.
 */
export async function markOrganiserRewardsEnded(db: Kysely<DB>, organiserId: number, at: Date): Promise<number> {
  // Its running rewards (managed by it, or handed out there) locked first, in one order: two organisers of one
  // reward ending at once end it one after the other, and the second (a statement after the first committed)
  // sees both ended and ends the reward.
  const own = await db
    .selectFrom("rewards as r")
    .select("r.id")
    .where("r.ended_at", "is", null)
    .where((eb) =>
      eb.or([
        eb("r.organiser_id", "=", organiserId),
        eb.exists(
          eb
            .selectFrom("reward_organisers as ro")
            .select(sql`1`.as("one"))
            .whereRef("ro.reward_id", "=", "r.id")
            .where("ro.organiser_id", "=", organiserId),
        ),
      ]),
    )
    .orderBy("r.id")
    .forUpdate()
    .execute();
  if (own.length === 0) return 0;
  const result = await db
    .updateTable("rewards as r")
    .set({ ended_at: at, status: "INACTIVE" })
    .where(
      "r.id",
      "in",
      own.map((r) => r.id),
    )
    .where((eb) =>
      eb.or([
        eb("r.organiser_id", "=", organiserId),
        eb.and([
          eb("r.organiser_id", "is", null),
          eb("r.online", "=", false),
          eb.not(
            eb.exists(
              eb
                .selectFrom("reward_organisers as ro")
                .innerJoin("organisers as o", "o.id", "ro.organiser_id")
                .select(sql`1`.as("one"))
                .whereRef("ro.reward_id", "=", "r.id")
                .where("o.ended_at", "is", null),
            ),
          ),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
