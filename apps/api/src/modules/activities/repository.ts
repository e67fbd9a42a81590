// The SQL of activities made in the back office: an activity with its price categories, its creation,
// its edit and its settings (never once it ended: every UPDATE says `ended_at IS NULL`), and its end (once,
// guarded by the trigger of migration 0024), and an activity with its place and region for its public
// page. The only SQL of the activities module.
import { sql, type Kysely } from "kysely";
import type { DB, Period } from "@vtp/db/schema";

export interface ActivityRecord {
  id: number;
  organiserId: number;
  organiserName: string;
  place: string | null;
  cardSystemId: number;
  title: string;
  description: string | null;
  permanent: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  endedAt: Date | null;
  points: number;
  checkinVolume: number;
  checkinPeriod: Period;
  ticketVolume: number;
  ticketPeriod: Period;
  priceCategories: { name: string; priceCents: number }[];
}

/** What create and edit write (the settings included). */
export interface ActivityValues {
  title: string;
  description: string | null;
  permanent: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  points: number;
  checkinVolume: number;
  checkinPeriod: Period;
  ticketVolume: number;
  ticketPeriod: Period;
}

export interface SettingsValues {
  points: number;
  checkinVolume: number;
  checkinPeriod: Period;
  ticketVolume: number;
  ticketPeriod: Period;
}

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

function selectActivities(db: Kysely<DB>) {
  return db
    .selectFrom("activities as a")
    .innerJoin("organisers as o", "o.id", "a.organiser_id")
    .leftJoin("municipalities as m", "m.id", "o.municipality_id")
    .select([
      "a.id",
      "a.organiser_id",
      "o.name as organiser_name",
      "m.name as place",
      "a.card_system_id",
      "a.title",
      "a.description",
      "a.permanent",
      "a.starts_at",
      "a.ends_at",
      "a.ended_at",
      "a.points",
      "a.checkin_volume",
      "a.checkin_period",
      "a.ticket_limit_volume",
      "a.ticket_limit_period",
    ]);
}

type ActivityRow = Awaited<ReturnType<ReturnType<typeof selectActivities>["executeTakeFirstOrThrow"]>>;

/** The price categories of these activities, in their order, by activity id. */
async function priceCategoriesOf(db: Kysely<DB>, ids: number[]): Promise<Map<number, { name: string; priceCents: number }[]>> {
  const byActivity = new Map<number, { name: string; priceCents: number }[]>();
  if (ids.length === 0) return byActivity;
  const rows = await db
    .selectFrom("activity_price_categories")
    .select(["activity_id", "name", "price_cents"])
    .where("activity_id", "in", ids)
    .orderBy("activity_id")
    .orderBy("position")
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const list = byActivity.get(row.activity_id) ?? [];
    list.push({ name: row.name, priceCents: Number(row.price_cents) });
    byActivity.set(row.activity_id, list);
  }
  return byActivity;
}

function recordOf(row: ActivityRow, categories: { name: string; priceCents: number }[]): ActivityRecord {
  return {
    id: row.id,
    organiserId: row.organiser_id,
    organiserName: row.organiser_name,
    place: row.place,
    cardSystemId: row.card_system_id,
    title: row.title,
    description: row.description,
    permanent: row.permanent,
    startsAt: date(row.starts_at),
    endsAt: date(row.ends_at),
    endedAt: date(row.ended_at),
    points: Number(row.points),
    checkinVolume: Number(row.checkin_volume),
    checkinPeriod: row.checkin_period,
    ticketVolume: Number(row.ticket_limit_volume),
    ticketPeriod: row.ticket_limit_period,
    priceCategories: categories,
  };
}

export async function findActivityRecord(db: Kysely<DB>, id: number): Promise<ActivityRecord | undefined> {
  const row = await selectActivities(db).where("a.id", "=", id).executeTakeFirst();
  if (row === undefined) return undefined;
  const categories = await priceCategoriesOf(db, [id]);
  return recordOf(row, categories.get(id) ?? []);
}

/** The most activities the back office lists at once. */
export const ORGANISER_ACTIVITIES_MAX = 500;

/**
 * Every activity of the organiser, ended ones included: first what runs or is still to come (by start,
 * permanent ones after the dated ones), then what is over or ended (the last first).
 */
export async function listOrganiserActivityRecords(db: Kysely<DB>, organiserId: number, now: Date): Promise<ActivityRecord[]> {
  const over = sql<boolean>`(a.ended_at IS NOT NULL OR COALESCE(a.ends_at < ${now}, false))`;
  const rows = await selectActivities(db)
    .where("a.organiser_id", "=", organiserId)
    .orderBy(
      sql`${over} ASC, CASE WHEN ${over} THEN NULL ELSE a.starts_at END ASC NULLS LAST, COALESCE(a.ended_at, a.ends_at) DESC NULLS LAST, a.id DESC`,
    )
    .limit(ORGANISER_ACTIVITIES_MAX)
    .execute();
  const categories = await priceCategoriesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => recordOf(row, categories.get(row.id) ?? []));
}

function columnsOf(values: ActivityValues) {
  return {
    title: values.title,
    description: values.description,
    permanent: values.permanent,
    starts_at: values.startsAt,
    ends_at: values.endsAt,
    ...settingsColumns(values),
  };
}

function settingsColumns(values: SettingsValues) {
  return {
    points: values.points,
    checkin_volume: values.checkinVolume,
    checkin_period: values.checkinPeriod,
    ticket_limit_volume: values.ticketVolume,
    ticket_limit_period: values.ticketPeriod,
  };
}

/** A new activity of the organiser in its region, without a plain check-in code (signed codes only). */
export async function insertActivity(
  db: Kysely<DB>,
  input: { organiserId: number; cardSystemId: number; values: ActivityValues; createdAt: Date },
): Promise<number> {
  const row = await db
    .insertInto("activities")
    .values({
      organiser_id: input.organiserId,
      card_system_id: input.cardSystemId,
      checkin_code: null,
      created_at: input.createdAt,
      ...columnsOf(input.values),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a running activity; false when it ended (or is not the organiser's). */
export async function updateActivity(db: Kysely<DB>, id: number, organiserId: number, values: ActivityValues): Promise<boolean> {
  const result = await db
    .updateTable("activities")
    .set(columnsOf(values))
    .where("id", "=", id)
    .where("organiser_id", "=", organiserId)
    .where("ended_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Changes a running activity's points and limits; false when it ended. */
export async function updateSettings(db: Kysely<DB>, id: number, organiserId: number, values: SettingsValues): Promise<boolean> {
  const result = await db
    .updateTable("activities")
    .set(settingsColumns(values))
    .where("id", "=", id)
    .where("organiser_id", "=", organiserId)
    .where("ended_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The activity's price categories become these, in this order. */
export async function replacePriceCategories(
  db: Kysely<DB>,
  id: number,
  categories: { name: string; priceCents: number }[],
): Promise<void> {
  await db.deleteFrom("activity_price_categories").where("activity_id", "=", id).execute();
  if (categories.length === 0) return;
  await db
    .insertInto("activity_price_categories")
    .values(categories.map((c, position) => ({ activity_id: id, name: c.name, price_cents: c.priceCents, position })))
    .execute();
}

/** Ends a running activity, once; false when it had ended already. */
export async function markEnded(db: Kysely<DB>, id: number, organiserId: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable("activities")
    .set({ ended_at: at })
    .where("id", "=", id)
    .where("organiser_id", "=", organiserId)
    .where("ended_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every running or coming activity of the organiser at once (its region ended it; those over stay over); how many ended. */
export async function markOrganiserActivitiesEnded(db: Kysely<DB>, organiserId: number, at: Date): Promise<number> {
  const result = await db
    .updateTable("activities")
    .set({ ended_at: at })
    .where("organiser_id", "=", organiserId)
    .where("ended_at", "is", null)
    .where((eb) => eb.or([eb("permanent", "=", true), eb(eb.fn.coalesce("ends_at", "starts_at"), ">=", at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** An activity with what its public page shows of its place and region (issue 22 §7). */
export interface PublicActivityRecord extends ActivityRecord {
  street: string | null;
  postalCode: string | null;
  latitude: number | null;
  longitude: number | null;
  cardSystemName: string;
  cardSystemActive: boolean;
  /** The organiser belongs to no region: its activities count across regions. */
  supraLocal: boolean;
}

export async function findPublicActivityRecord(db: Kysely<DB>, id: number): Promise<PublicActivityRecord | undefined> {
  const row = await selectActivities(db)
    .innerJoin("card_systems as cs", "cs.id", "a.card_system_id")
    .select([
      "o.street_and_number",
      "m.postal_code",
      "o.latitude",
      "o.longitude",
      "cs.name as card_system_name",
      "cs.active as card_system_active",
      "o.card_system_id as organiser_card_system_id",
    ])
    .where("a.id", "=", id)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const categories = await priceCategoriesOf(db, [id]);
  return {
    ...recordOf(row, categories.get(id) ?? []),
    street: row.street_and_number,
    postalCode: row.postal_code,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    cardSystemName: row.card_system_name,
    cardSystemActive: row.card_system_active,
    supraLocal: row.organiser_card_system_id === null,
  };
}
