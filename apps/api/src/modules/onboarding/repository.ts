// identity_accounts as the onboarding module reads and writes it.
import type { Kysely } from "kysely";
import type { DB } from "@vtp/db/schema";

export interface AccountStateRow {
  skipOnboarding: boolean;
  legacy: boolean;
  hasCard: boolean;
}

export async function findAccountState(db: Kysely<DB>, accountId: string): Promise<AccountStateRow | undefined> {
  const row = await db
    .selectFrom("identity_accounts")
    .select(["skip_onboarding", "legacy", "holder_id"])
    .where("id", "=", accountId)
    .executeTakeFirst();
  return row === undefined ? undefined : { skipOnboarding: row.skip_onboarding, legacy: row.legacy, hasCard: row.holder_id !== null };
}

export async function markOnboardingSkipped(db: Kysely<DB>, accountId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("identity_accounts")
    .set({ skip_onboarding: true, updated_at: now })
    .where("id", "=", accountId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
