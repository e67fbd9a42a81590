// Cards and what makes them: card numbers from a region's counter, the holder, the card with its
// membership (and social tariff) and opt-ins, the family of a sale of several cards, the cards by number
// or id, and the registration tokens that bring a card to an account. The only SQL of the card-issuing
// module.
import { sql, type Kysely, type Transaction } from "kysely";
import type { CardStatus, DB, Gender } from "@vtp/db/schema";

type Executor = Kysely<DB> | Transaction<DB>;

// --- cards ------------------------------------------------------------------------------------

export interface CardLookup {
  cardId: string;
  cardNumber: string;
  status: CardStatus;
  holderId: string | null;
  /** The holder's birth date (yyyy-mm-dd), null for a card in stock. */
  birthDate: string | null;
  /** The holder's first name, null for a card in stock. */
  holderFirstName: string | null;
}

export async function findCardByNumber(db: Executor, cardNumber: string): Promise<CardLookup | undefined> {
  const row = await db
    .selectFrom("cards as c")
    .leftJoin("holders as h", "h.id", "c.holder_id")
    .select(["c.id", "c.card_number", "c.status", "c.holder_id", "h.birth_date", "h.first_name"])
    .where("c.card_number", "=", cardNumber)
    .executeTakeFirst();
  return row === undefined ? undefined : toCard(row);
}

export async function findCardById(db: Executor, cardId: string): Promise<CardLookup | undefined> {
  const row = await db
    .selectFrom("cards as c")
    .leftJoin("holders as h", "h.id", "c.holder_id")
    .select(["c.id", "c.card_number", "c.status", "c.holder_id", "h.birth_date", "h.first_name"])
    .where("c.id", "=", cardId)
    .executeTakeFirst();
  return row === undefined ? undefined : toCard(row);
}

function toCard(row: {
  id: string;
  card_number: string;
  status: CardStatus;
  holder_id: string | null;
  birth_date: string | null;
  first_name: string | null;
}): CardLookup {
  return {
    cardId: row.id,
    cardNumber: row.card_number,
    status: row.status,
    holderId: row.holder_id,
    birthDate: row.birth_date,
    holderFirstName: row.first_name,
  };
}

/** The first serial the counters hand out (50,000,000 on: below are the demo's and older cards). */
export const FIRST_ISSUED_SERIAL = 50_000_000;

/** The next serial of a region's card numbers. */
export async function nextCardSerial(db: Executor, cardSystemId: number): Promise<number> {
  const r = await db
    .insertInto("card_number_counters")
    .values({ card_system_id: cardSystemId, next_serial: FIRST_ISSUED_SERIAL + 1 })
    .onConflict((oc) => oc.column("card_system_id").doUpdateSet({ next_serial: sql<number>`card_number_counters.next_serial + 1` }))
    .returning("next_serial")
    .executeTakeFirstOrThrow();
  return Number(r.next_serial) - 1;
}

export async function cardNumberTaken(db: Executor, cardNumber: string): Promise<boolean> {
  return (await db.selectFrom("cards").select("id").where("card_number", "=", cardNumber).executeTakeFirst()) !== undefined;
}

// --- issuing ----------------------------------------------------------------------------------

export interface HolderInsert {
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: Gender;
  email: string | null;
  phone: string | null;
  streetAndNumber: string | null;
  municipalityId: number | null;
  now: Date;
}

export async function insertHolder(db: Executor, h: HolderInsert): Promise<string> {
  const r = await db
    .insertInto("holders")
    .values({
      first_name: h.firstName,
      last_name: h.lastName,
      birth_date: h.birthDate,
      gender: h.gender,
      email: h.email,
      gsm: h.phone,
      municipality_id: h.municipalityId,
      street_and_number: h.streetAndNumber,
      created_at: h.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return r.id;
}

/** An active card of the holder, with its membership of the card system, the social tariff when given, and the opt-ins. */
export async function insertIssuedCard(
  db: Executor,
  c: {
    holderId: string;
    cardSystemId: number;
    cardNumber: string;
    socialTariff: boolean;
    kansenstatuutEndDate: string | null;
    optins: { infoMails?: boolean; milestoneMails?: boolean };
    now: Date;
  },
): Promise<string> {
  const card = await db
    .insertInto("cards")
    .values({
      card_number: c.cardNumber,
      holder_id: c.holderId,
      card_system_id: c.cardSystemId,
      status: "ACTIVE",
      social_tariff: c.socialTariff,
      created_at: c.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("memberships_card_system")
    .values({ holder_id: c.holderId, card_system_id: c.cardSystemId, status: "ACTIVE", created_at: c.now })
    .execute();
  if (c.kansenstatuutEndDate !== null) {
    await db
      .insertInto("kansenstatuut")
      .values({
        holder_id: c.holderId,
        card_system_id: c.cardSystemId,
        status: "ACTIVE",
        end_date: c.kansenstatuutEndDate,
        created_at: c.now,
      })
      .execute();
  }
  await db
    .insertInto("optins")
    .values({
      holder_id: c.holderId,
      service_mails: true,
      milestone_mails: c.optins.milestoneMails ?? false,
      info_mails: c.optins.infoMails ?? false,
      sms: false,
      post: false,
      updated_at: c.now,
    })
    .execute();
  return card.id;
}

export async function insertFamily(db: Executor, mainHolderId: string, memberHolderIds: readonly string[], now: Date): Promise<void> {
  const family = await db
    .insertInto("families")
    .values({ main_holder_id: mainHolderId, created_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("family_members")
    .values(memberHolderIds.map((holderId) => ({ family_id: family.id, holder_id: holderId, added_at: now })))
    .execute();
}

// --- registration tokens ------------------------------------------------------------------------

export interface RegistrationTokenRow {
  cardId: string;
  expiresAt: Date;
  usedAt: Date | null;
  /** The address a mailed token was sent to; null for a token of step 1. */
  email: string | null;
}

export async function insertRegistrationToken(
  db: Executor,
  token: { tokenHash: string; cardId: string; createdAt: Date; expiresAt: Date; email?: string | undefined },
): Promise<void> {
  await db
    .insertInto("registration_tokens")
    .values({
      token_hash: token.tokenHash,
      card_id: token.cardId,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
      email: token.email ?? null,
    })
    .execute();
}

export async function findRegistrationToken(db: Executor, tokenHash: string): Promise<RegistrationTokenRow | undefined> {
  const row = await db
    .selectFrom("registration_tokens")
    .select(["card_id", "expires_at", "used_at", "email"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return row === undefined ? undefined : { cardId: row.card_id, expiresAt: row.expires_at, usedAt: row.used_at, email: row.email };
}

/** Marks the token used if it is still unused and unexpired; its card and mailed address, or undefined when it was not. */
export async function consumeRegistrationToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ cardId: string; email: string | null } | undefined> {
  const row = await db
    .updateTable("registration_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning(["card_id", "email"])
    .executeTakeFirst();
  return row === undefined ? undefined : { cardId: row.card_id, email: row.email };
}

/**
 * Blocks the card `cardNumber` of `holderId` while it is ACTIVE (one guarded update; the trigger of
 * migration 0025 records when and keeps it blocked for good). Answers the card's row after the change,
 * or the row as it was when nothing changed (already blocked), or undefined when the holder has no such card.
 */
export async function blockHolderCard(
  db: Executor,
  holderId: string,
  cardNumber: string,
  now: Date,
): Promise<{ changed: boolean; status: CardStatus } | undefined> {
  const blocked = await db
    .updateTable("cards")
    .set({ status: "BLOCKED", blocked_at: now })
    .where("holder_id", "=", holderId)
    .where("card_number", "=", cardNumber)
    .where("status", "=", "ACTIVE")
    .returning("status")
    .executeTakeFirst();
  if (blocked !== undefined) return { changed: true, status: blocked.status };
  const row = await db
    .selectFrom("cards")
    .select("status")
    .where("holder_id", "=", holderId)
    .where("card_number", "=", cardNumber)
    .where("status", "in", ["ACTIVE", "BLOCKED"])
    .executeTakeFirst();
  return row === undefined ? undefined : { changed: false, status: row.status };
}
