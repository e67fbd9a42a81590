// Identity accounts as the bearer-token check needs them.
import type { Kysely } from "kysely";
import type { DB } from "@vtp/db/schema";

export interface IdentityAccountRef {
  accountId: string;
  holderId: string | null;
  email: string;
}

export async function findIdentityAccountBySub(db: Kysely<DB>, sub: string): Promise<IdentityAccountRef | undefined> {
  const row = await db.selectFrom("identity_accounts").select(["id", "holder_id", "email"]).where("sub", "=", sub).executeTakeFirst();
  return row === undefined ? undefined : { accountId: row.id, holderId: row.holder_id, email: row.email };
}

/**
 * The account of an external issuer's user (no password here). Does nothing when the subject or the
 * e-mail address already has an account: an address is never taken over by another subject.
 */
export async function insertExternalIdentityAccount(
  db: Kysely<DB>,
  account: { sub: string; email: string; emailVerified: boolean; firstName: string | null; lastName: string | null },
): Promise<void> {
  await db
    .insertInto("identity_accounts")
    .values({
      sub: account.sub,
      email: account.email,
      email_verified: account.emailVerified,
      first_name: account.firstName,
      last_name: account.lastName,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
