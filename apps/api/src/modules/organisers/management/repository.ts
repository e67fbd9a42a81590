// Organiser management's SQL (decision 0067): the region's municipality of an address, the region locked
// while a name is checked and the organiser inserted or changed (two of one name in one town wait for each
// other), and the organiser as the back office shows it.
import { sql, type Kysely } from "kysely";
import type { GeoPoint, OrganiserFilter } from "@vtp/contracts/organisers";
import type { DB, OrganiserType } from "@vtp/db/schema";

/** The find page's names of what holders can do (the wire's) and the database's. */
const TYPE_OF_FILTER: Record<OrganiserFilter, OrganiserType> = {
  pointOfSale: "POINT_OF_SALE",
  pointOfSaleKansenstatuut: "POINT_OF_SALE_KANSENSTATUUT",
  cidCheckin: "CHECKIN",
  hasPointsPromotions: "POINTS_PROMOTIONS",
};
const FILTER_OF_TYPE = Object.fromEntries(Object.entries(TYPE_OF_FILTER).map(([f, t]) => [t, f])) as Record<OrganiserType, OrganiserFilter>;

/**
 * The municipality of this postal code and name (whatever case or accents) among the region's; undefined if none.
 * With a place: its distance in metres from the municipality's own point (null when the municipality has none).
 */
export async function findRegionMunicipality(
  db: Kysely<DB>,
  input: { cardSystemId: number; postalCode: string; city: string; location?: GeoPoint | null },
): Promise<{ id: number; postalCode: string; name: string; distanceMeters: number | null } | undefined> {
  const distance =
    input.location === undefined || input.location === null
      ? sql<null>`NULL::float8`
      : sql<
          number | null
        >`earth_distance(ll_to_earth(m.latitude, m.longitude), ll_to_earth(${input.location.lat}::float8, ${input.location.lon}::float8))`;
  return db
    .selectFrom("card_system_cities as c")
    .innerJoin("municipalities as m", "m.id", "c.municipality_id")
    .select(["m.id", "m.postal_code as postalCode", "m.name", distance.as("distanceMeters")])
    .where("c.card_system_id", "=", input.cardSystemId)
    .where("m.postal_code", "=", input.postalCode)
    .where("m.name_folded", "=", sql<string>`search_fold(${input.city})`)
    .executeTakeFirst();
}

/** Locks the region's row until the transaction ends: one creation at a time per region. */
export async function lockCardSystem(trx: Kysely<DB>, cardSystemId: number): Promise<boolean> {
  const row = await trx.selectFrom("card_systems").select("id").where("id", "=", cardSystemId).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** Is there an organiser of this name (whatever case or accents) in this municipality and region, other than `exceptId`? */
export async function organiserNameTaken(
  db: Kysely<DB>,
  input: { cardSystemId: number; municipalityId: number; name: string; exceptId?: number },
): Promise<boolean> {
  let query = db
    .selectFrom("organisers")
    .select("id")
    .where("card_system_id", "=", input.cardSystemId)
    .where("municipality_id", "=", input.municipalityId)
    .where(sql<boolean>`search_fold(name) = search_fold(${input.name})`);
  if (input.exceptId !== undefined) query = query.where("id", "<>", input.exceptId);
  const row = await query.executeTakeFirst();
  return row !== undefined;
}

/** What staff of the region write about an organiser (added or changed). */
export interface OrganiserValues {
  name: string;
  municipalityId: number;
  street: string | null;
  email: string | null;
  phone: string | null;
  websiteUrl: string | null;
  description: string | null;
  location: GeoPoint | null;
  types: OrganiserFilter[];
}

export type NewOrganiserValues = OrganiserValues & { cardSystemId: number; createdAt: Date };

export interface OrganiserRecord {
  id: number;
  name: string;
  street: string | null;
  postalCode: string;
  city: string;
  email: string | null;
  phone: string | null;
  websiteUrl: string | null;
  description: string | null;
  latitude: number | null;
  longitude: number | null;
  cardSystemId: number;
  types: OrganiserFilter[];
  createdAt: Date;
  /** When its region ended it; null while it runs. */
  endedAt: Date | null;
}

/**
 * Inserts the organiser and what holders can do there (organiser_types: the search document's trigger reads
 * them). Without coordinates the map does not show it (lists and search do); with them, a marker at once.
 */
export async function insertOrganiser(trx: Kysely<DB>, values: NewOrganiserValues): Promise<number> {
  const row = await trx
    .insertInto("organisers")
    .values({ ...organiserColumns(values), card_system_id: values.cardSystemId, created_at: values.createdAt })
    .returning("id")
    .executeTakeFirstOrThrow();
  await insertTypes(trx, row.id, values.types);
  return row.id;
}

/**
 * Writes the organiser's new details over the old and replaces what holders can do there; the search
 * document follows through the triggers (a name, place or description found at once, the old one no more).
 * False, and nothing written, when it has ended.
 */
export async function updateOrganiser(trx: Kysely<DB>, id: number, values: OrganiserValues): Promise<boolean> {
  const result = await trx
    .updateTable("organisers")
    .set(organiserColumns(values))
    .where("id", "=", id)
    .where("ended_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await trx.deleteFrom("organiser_types").where("organiser_id", "=", id).execute();
  await insertTypes(trx, id, values.types);
  return true;
}

/** Ends a running organiser, once (its search documents go through a trigger); false when it had ended already. */
export async function markOrganiserEnded(trx: Kysely<DB>, id: number, at: Date): Promise<boolean> {
  const result = await trx
    .updateTable("organisers")
    .set({ ended_at: at })
    .where("id", "=", id)
    .where("ended_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function organiserColumns(values: OrganiserValues) {
  return {
    name: values.name,
    municipality_id: values.municipalityId,
    street_and_number: values.street,
    email: values.email,
    phone: values.phone,
    website_url: values.websiteUrl,
    description: values.description,
    latitude: values.location?.lat ?? null,
    longitude: values.location?.lon ?? null,
  };
}

async function insertTypes(trx: Kysely<DB>, organiserId: number, types: OrganiserFilter[]): Promise<void> {
  if (types.length === 0) return;
  await trx
    .insertInto("organiser_types")
    .values(types.map((f) => ({ organiser_id: organiserId, type: TYPE_OF_FILTER[f] })))
    .execute();
}

export async function findOrganiserRecord(db: Kysely<DB>, id: number): Promise<OrganiserRecord | undefined> {
  const row = await db
    .selectFrom("organisers as o")
    .innerJoin("municipalities as m", "m.id", "o.municipality_id")
    .select([
      "o.id",
      "o.name",
      "o.street_and_number as street",
      "m.postal_code as postalCode",
      "m.name as city",
      "o.email",
      "o.phone",
      "o.website_url as websiteUrl",
      "o.description",
      "o.latitude",
      "o.longitude",
      "o.card_system_id as cardSystemId",
      "o.created_at as createdAt",
      "o.ended_at as endedAt",
      sql<OrganiserType[]>`ARRAY(SELECT t.type::text FROM organiser_types t WHERE t.organiser_id = o.id ORDER BY t.type)`.as("dbTypes"),
    ])
    .where("o.id", "=", id)
    .$narrowType<{ cardSystemId: number }>()
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const { dbTypes, ...record } = row;
  return { ...record, types: dbTypes.map((t) => FILTER_OF_TYPE[t]) };
}
