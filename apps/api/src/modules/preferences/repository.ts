// The `optins` row of a holder (one per holder, primary key holder_id). The only SQL of the
// preferences module.
import type { Kysely } from "kysely";
import type { Optins } from "@vtp/contracts/preferences";
import type { DB } from "@vtp/db/schema";

const columns = ["service_mails", "milestone_mails", "info_mails", "sms", "post"] as const;

function toOptins(row: { service_mails: boolean; milestone_mails: boolean; info_mails: boolean; sms: boolean; post: boolean }): Optins {
  return {
    optInServiceMails: row.service_mails,
    optInMilestoneMails: row.milestone_mails,
    optInInfoMails: row.info_mails,
    optInSms: row.sms,
    optInPost: row.post,
  };
}

export async function findOptins(db: Kysely<DB>, holderId: string): Promise<Optins | undefined> {
  const row = await db.selectFrom("optins").select(columns).where("holder_id", "=", holderId).executeTakeFirst();
  return row === undefined ? undefined : toOptins(row);
}

/** Inserts or replaces the holder's five opt-ins in one statement and returns the stored row. */
export async function upsertOptins(db: Kysely<DB>, holderId: string, optins: Optins, at: Date): Promise<Optins> {
  const values = {
    service_mails: optins.optInServiceMails,
    milestone_mails: optins.optInMilestoneMails,
    info_mails: optins.optInInfoMails,
    sms: optins.optInSms,
    post: optins.optInPost,
    updated_at: at,
  };
  const row = await db
    .insertInto("optins")
    .values({ holder_id: holderId, ...values })
    .onConflict((oc) => oc.column("holder_id").doUpdateSet(values))
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toOptins(row);
}
