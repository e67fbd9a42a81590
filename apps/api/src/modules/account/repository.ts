// The holder data behind the profile. The only SQL of the account module.
import type { Expression, Kysely } from "kysely";
import { jsonArrayFrom, jsonObjectFrom } from "kysely/helpers/postgres";
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

export interface MembershipRow {
  cardSystemId: number;
  cardSystemName: string;
  endDate: string | null;
}

/** Everything the profile shows, read in one statement (issue 21: the dashboard, the pass and the profile read it on every render). */
export interface ProfileRows {
  holder: HolderProfileRow;
  /** The current card (see currentCard), if any. */
  card: ProfileCardRow | undefined;
  /** The kansenstatuut per card system, by card system. */
  kansenstatuut: KansenstatuutRow[];
  /** The active memberships (regions), oldest first: the regions on the digital card. */
  memberships: MembershipRow[];
}

/** The holder's current card: the newest ACTIVE one, else the newest BLOCKED one (never DELETED or STOCK). */
function currentCard(db: Kysely<DB>, holderId: string | Expression<string>) {
  return db
    .selectFrom("cards as c")
    .innerJoin("card_systems as cs", "cs.id", "c.card_system_id")
    .select(["c.card_number", "c.status", "cs.id as card_system_id", "cs.name as card_system_name"])
    .where("c.holder_id", "=", holderId)
    .where("c.status", "in", ["ACTIVE", "BLOCKED"])
    .orderBy((eb) => eb.case().when("c.status", "=", "ACTIVE").then(0).else(1).end())
    .orderBy("c.created_at", "desc")
    .limit(1);
}

type CardColumns = { card_number: string; status: CardStatus; card_system_id: number; card_system_name: string };
const toCard = (row: CardColumns): ProfileCardRow => ({
  cardNumber: row.card_number,
  status: row.status,
  cardSystemId: row.card_system_id,
  cardSystemName: row.card_system_name,
});

export async function findProfile(db: Kysely<DB>, holderId: string): Promise<ProfileRows | undefined> {
  const row = await db
    .selectFrom("holders as h")
    .leftJoin("municipalities as m", "m.id", "h.municipality_id")
    .select((eb) => [
      "h.first_name",
      "h.last_name",
      "h.birth_date",
      "h.email",
      "h.gsm",
      "h.points",
      "m.name as city",
      jsonObjectFrom(currentCard(db, eb.ref("h.id"))).as("card"),
      jsonArrayFrom(
        eb
          .selectFrom("kansenstatuut as k")
          .innerJoin("card_systems as cs", "cs.id", "k.card_system_id")
          .select(["cs.id as card_system_id", "cs.name as card_system_name", "k.status", "k.end_date"])
          .whereRef("k.holder_id", "=", "h.id")
          .orderBy("cs.id"),
      ).as("kansenstatuut"),
      jsonArrayFrom(
        eb
          .selectFrom("memberships_card_system as ms")
          .innerJoin("card_systems as cs", "cs.id", "ms.card_system_id")
          .select(["cs.id", "cs.name", "ms.end_date"])
          .whereRef("ms.holder_id", "=", "h.id")
          .where("ms.status", "=", "ACTIVE")
          .orderBy("ms.created_at")
          .orderBy("cs.id"),
      ).as("memberships"),
    ])
    .where("h.id", "=", holderId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    holder: {
      firstName: row.first_name,
      lastName: row.last_name,
      birthDate: row.birth_date,
      email: row.email,
      gsm: row.gsm,
      city: row.city,
      points: Number(row.points),
    },
    card: row.card === null ? undefined : toCard(row.card),
    kansenstatuut: row.kansenstatuut.map((k) => ({
      cardSystemId: k.card_system_id,
      cardSystemName: k.card_system_name,
      status: k.status,
      endDate: k.end_date,
    })),
    memberships: row.memberships.map((m) => ({ cardSystemId: m.id, cardSystemName: m.name, endDate: m.end_date })),
  };
}

/** The holder's current card (the pin's card). */
export async function findCurrentCard(db: Kysely<DB>, holderId: string): Promise<ProfileCardRow | undefined> {
  const row = await currentCard(db, holderId).executeTakeFirst();
  return row === undefined ? undefined : toCard(row);
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
