// The holder data behind the profile. The only SQL of the account module.
import type { Kysely } from "kysely";
import type { CardStatus, DB, KansenstatuutStatus } from "@vtp/db/schema";

export interface HolderProfileRow {
  firstName: string;
  lastName: string;
  birthDate: string;
  email: string | null;
  gsm: string | null;
  city: string | null;
  points: number;
}

export interface ProfileCardRow {
  cardNumber: string;
  status: CardStatus;
  cardSystemId: number;
  cardSystemName: string;
}

export interface KansenstatuutRow {
  cardSystemId: number;
  cardSystemName: string;
  status: KansenstatuutStatus;
  endDate: string;
}

export async function findHolder(db: Kysely<DB>, holderId: string): Promise<HolderProfileRow | undefined> {
  const row = await db
    .selectFrom("holders as h")
    .leftJoin("municipalities as m", "m.id", "h.municipality_id")
    .select(["h.first_name", "h.last_name", "h.birth_date", "h.email", "h.gsm", "h.points", "m.name as city"])
    .where("h.id", "=", holderId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date,
    email: row.email,
    gsm: row.gsm,
    city: row.city,
    points: Number(row.points),
  };
}

/** The holder's current card: the newest ACTIVE one, else the newest BLOCKED one (never DELETED or STOCK). */
export async function findCurrentCard(db: Kysely<DB>, holderId: string): Promise<ProfileCardRow | undefined> {
  const row = await db
    .selectFrom("cards as c")
    .innerJoin("card_systems as cs", "cs.id", "c.card_system_id")
    .select(["c.card_number", "c.status", "cs.id as card_system_id", "cs.name as card_system_name"])
    .where("c.holder_id", "=", holderId)
    .where("c.status", "in", ["ACTIVE", "BLOCKED"])
    .orderBy((eb) => eb.case().when("c.status", "=", "ACTIVE").then(0).else(1).end())
    .orderBy("c.created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    cardNumber: row.card_number,
    status: row.status,
    cardSystemId: row.card_system_id,
    cardSystemName: row.card_system_name,
  };
}

export async function listKansenstatuut(db: Kysely<DB>, holderId: string): Promise<KansenstatuutRow[]> {
  const rows = await db
    .selectFrom("kansenstatuut as k")
    .innerJoin("card_systems as cs", "cs.id", "k.card_system_id")
    .select(["cs.id as card_system_id", "cs.name as card_system_name", "k.status", "k.end_date"])
    .where("k.holder_id", "=", holderId)
    .orderBy("cs.id")
    .execute();
  return rows.map((r) => ({
    cardSystemId: r.card_system_id,
    cardSystemName: r.card_system_name,
    status: r.status,
    endDate: r.end_date,
  }));
}

export interface MembershipRow {
  cardSystemId: number;
  cardSystemName: string;
  endDate: string | null;
}

/** The holder's active memberships (regions), oldest first: the regions on the digital card. */
export async function listActiveMemberships(db: Kysely<DB>, holderId: string): Promise<MembershipRow[]> {
  const rows = await db
    .selectFrom("memberships_card_system as m")
    .innerJoin("card_systems as cs", "cs.id", "m.card_system_id")
    .select(["cs.id", "cs.name", "m.end_date"])
    .where("m.holder_id", "=", holderId)
    .where("m.status", "=", "ACTIVE")
    .orderBy("m.created_at")
    .orderBy("cs.id")
    .execute();
  return rows.map((r) => ({ cardSystemId: r.id, cardSystemName: r.name, endDate: r.end_date }));
}

/** Sets the contact e-mail and gsm of one holder; false when the holder does not exist. */
export async function updateContact(db: Kysely<DB>, holderId: string, contact: { email: string; gsm: string }): Promise<boolean> {
  const result = await db
    .updateTable("holders")
    .set({ email: contact.email, gsm: contact.gsm })
    .where("id", "=", holderId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sets the pin hash of the holder's card `cardNumber`, only while it is his and ACTIVE or BLOCKED. */
export async function setCardPin(db: Kysely<DB>, holderId: string, cardNumber: string, pinHash: string): Promise<boolean> {
  const result = await db
    .updateTable("cards")
    .set({ pin_hash: pinHash })
    .where("card_number", "=", cardNumber)
    .where("holder_id", "=", holderId)
    .where("status", "in", ["ACTIVE", "BLOCKED"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
