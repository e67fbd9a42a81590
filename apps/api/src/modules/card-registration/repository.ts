// Accounts and their link to a holder. The only SQL of the card-registration module (the cards and the
// registration tokens are card issuing's).
import type { Kysely, Transaction } from "kysely";
import type { DB } from "@vtp/db/schema";

type Executor = Kysely<DB> | Transaction<DB>;

export interface AccountRef {
  accountId: string;
  email: string;
  holderId: string | null;
  firstName: string | null;
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
