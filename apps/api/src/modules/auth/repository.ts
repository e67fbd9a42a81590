// Identity accounts as the bearer-token check needs them.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

export interface IdentityAccountRef {
  accountId: string;
  holderId: string | null;
  email: string;
}

export async function findIdentityAccountBySub(db: Kysely<DB>, sub: string): Promise<IdentityAccountRef | undefined> {
  const row = await db
    .selectFrom("identity_accounts")
    .select(["id", "holder_id", "email"])
    .where("sub", "=", sub)
    .executeTakeFirst();
  return row === undefined ? undefined : { accountId: row.id, holderId: row.holder_id, email: row.email };
}
