// Cards, registration tokens and account links. The only SQL of the card-registration module.
import type { Kysely, Transaction } from "kysely";
import type { CardStatus, DB } from "@vtp/db/schema";

type Executor = Kysely<DB> | Transaction<DB>;

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

export interface AccountRef {
  accountId: string;
  email: string;
  holderId: string | null;
  firstName: string | null;
}

export interface RegistrationTokenRow {
  cardId: string;
  expiresAt: Date;
  usedAt: Date | null;
  /** The address a mailed token was sent to; null for a token of step 1. */
  email: string | null;
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

export async function findAccountByHolder(db: Executor, holderId: string): Promise<AccountRef | undefined> {
  const row = await db
    .selectFrom("identity_accounts")
    .select(["id", "email", "holder_id", "first_name"])
    .where("holder_id", "=", holderId)
    .executeTakeFirst();
  return row === undefined ? undefined : { accountId: row.id, email: row.email, holderId: row.holder_id, firstName: row.first_name };
}

export async function findAccountByEmail(db: Executor, email: string): Promise<AccountRef | undefined> {
  const row = await db
    .selectFrom("identity_accounts")
    .select(["id", "email", "holder_id", "first_name"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .executeTakeFirst();
  return row === undefined ? undefined : { accountId: row.id, email: row.email, holderId: row.holder_id, firstName: row.first_name };
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

/** The account's e-mail address and whether it is verified. */
export async function findAccountEmail(db: Executor, accountId: string): Promise<{ email: string; emailVerified: boolean } | undefined> {
  const row = await db.selectFrom("identity_accounts").select(["email", "email_verified"]).where("id", "=", accountId).executeTakeFirst();
  return row === undefined ? undefined : { email: row.email, emailVerified: row.email_verified };
}

/** Marks the account's address verified (a token mailed to that address was used by it). */
export async function markEmailVerified(db: Executor, accountId: string, now: Date): Promise<void> {
  await db.updateTable("identity_accounts").set({ email_verified: true, updated_at: now }).where("id", "=", accountId).execute();
}
