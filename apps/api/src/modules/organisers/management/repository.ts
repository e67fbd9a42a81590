// Organiser management's SQL (decision 0067): the region's municipality of an address, the region locked
// while a name is checked and the organiser inserted (two creations of one name in one town wait for each
// other), and the organiser as the back office shows it.
import { sql, type Kysely } from "kysely";
import type { DB } from "@vtp/db/schema";

/** The municipality of this postal code and name (whatever case or accents) among the region's; undefined if none. */
export async function findRegionMunicipality(
  db: Kysely<DB>,
  input: { cardSystemId: number; postalCode: string; city: string },
): Promise<{ id: number; postalCode: string; name: string } | undefined> {
  return db
    .selectFrom("card_system_cities as c")
    .innerJoin("municipalities as m", "m.id", "c.municipality_id")
    .select(["m.id", "m.postal_code as postalCode", "m.name"])
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

/** Is there an organiser of this name (whatever case or accents) in this municipality and region? */
export async function organiserNameTaken(
  db: Kysely<DB>,
  input: { cardSystemId: number; municipalityId: number; name: string },
): Promise<boolean> {
  const row = await db
    .selectFrom("organisers")
    .select("id")
    .where("card_system_id", "=", input.cardSystemId)
    .where("municipality_id", "=", input.municipalityId)
    .where(sql<boolean>`search_fold(name) = search_fold(${input.name})`)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewOrganiserValues {
  name: string;
  cardSystemId: number;
  municipalityId: number;
  street: string | null;
  email: string | null;
  phone: string | null;
  websiteUrl: string | null;
  description: string | null;
  createdAt: Date;
}

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
  cardSystemId: number;
  createdAt: Date;
}

/** Inserts the organiser (no coordinates: the map shows it once someone places it; lists and search do now). */
export async function insertOrganiser(trx: Kysely<DB>, values: NewOrganiserValues): Promise<number> {
  const row = await trx
    .insertInto("organisers")
    .values({
      name: values.name,
      card_system_id: values.cardSystemId,
      municipality_id: values.municipalityId,
      street_and_number: values.street,
      email: values.email,
      phone: values.phone,
      website_url: values.websiteUrl,
      description: values.description,
      created_at: values.createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findOrganiserRecord(db: Kysely<DB>, id: number): Promise<OrganiserRecord | undefined> {
  return db
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
      "o.card_system_id as cardSystemId",
      "o.created_at as createdAt",
    ])
    .where("o.id", "=", id)
    .$narrowType<{ cardSystemId: number }>()
    .executeTakeFirst();
}
