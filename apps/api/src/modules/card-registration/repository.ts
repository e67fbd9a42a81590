// Cards, registration tokens and account links. The only SQL of the card-registration module.
import type { Kysely, Transaction } from "kysely";
import type { CardStatus, DB } from "../../db/schema.ts";

type Executor = Kysely<DB> | Transaction<DB>;

export interface CardLookup {
  cardId: string;
  cardNumber: string;
  status: CardStatus;
  holderId: string | null;
  /** The holder's birth date (yyyy-mm-dd), null for a card in stock. */
  birthDate: string | null;
}

export interface AccountRef {
  accountId: string;
  email: string;
  holderId: string | null;
}

export interface RegistrationTokenRow {
  cardId: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export async function findCardByNumber(db: Executor, cardNumber: string): Promise<CardLookup | undefined> {
  const row = await db
    .selectFrom("cards as c")
    .leftJoin("holders as h", "h.id", "c.holder_id")
    .select(["c.id", "c.card_number", "c.status", "c.holder_id", "h.birth_date"])
    .where("c.card_number", "=", cardNumber)
    .executeTakeFirst();
  return row === undefined ? undefined : toCard(row);
}

export async function findCardById(db: Executor, cardId: string): Promise<CardLookup | undefined> {
  const row = await db
    .selectFrom("cards as c")
    .leftJoin("holders as h", "h.id", "c.holder_id")
    .select(["c.id", "c.card_number", "c.status", "c.holder_id", "h.birth_date"])
    .where("c.id", "=", cardId)
    .executeTakeFirst();
  return row === undefined ? undefined : toCard(row);
}

function toCard(row: { id: string; card_number: string; status: CardStatus; holder_id: string | null; birth_date: string | null }): CardLookup {
  return { cardId: row.id, cardNumber: row.card_number, status: row.status, holderId: row.holder_id, birthDate: row.birth_date };
}

export async function insertRegistrationToken(
  db: Executor,
  token: { tokenHash: string; cardId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto("registration_tokens")
    .values({ token_hash: token.tokenHash, card_id: token.cardId, created_at: token.createdAt, expires_at: token.expiresAt })
    .execute();
}

export async function findRegistrationToken(db: Executor, tokenHash: string): Promise<RegistrationTokenRow | undefined> {
  const row = await db
    .selectFrom("registration_tokens")
    .select(["card_id", "expires_at", "used_at"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return row === undefined ? undefined : { cardId: row.card_id, expiresAt: row.expires_at, usedAt: row.used_at };
}

/** Marks the token used if it is still unused and unexpired; the card id, or undefined when it was not. */
export async function consumeRegistrationToken(db: Executor, tokenHash: string, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable("registration_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("card_id")
    .executeTakeFirst();
  return row?.card_id;
}

export async function findAccountByHolder(db: Executor, holderId: string): Promise<AccountRef | undefined> {
  const row = await db
    .selectFrom("identity_accounts")
    .select(["id", "email", "holder_id"])
    .where("holder_id", "=", holderId)
    .executeTakeFirst();
  return row === undefined ? undefined : { accountId: row.id, email: row.email, holderId: row.holder_id };
}

export async function findAccountByEmail(db: Executor, email: string): Promise<AccountRef | undefined> {
  const row = await db
    .selectFrom("identity_accounts")
    .select(["id", "email", "holder_id"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .executeTakeFirst();
  return row === undefined ? undefined : { accountId: row.id, email: row.email, holderId: row.holder_id };
}

/** Links the holder to the account if the account has no holder yet; false when it already had one. */
export async function linkAccountToHolder(db: Executor, accountId: string, holderId: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable("identity_accounts")
    .set({ holder_id: holderId, updated_at: now })
    .where("id", "=", accountId)
    .where("holder_id", "is", null)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}
