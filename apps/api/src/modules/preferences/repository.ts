// The `optins` row of a holder (one per holder, primary key holder_id) and the `channel_preferences` row
// beside it (the reminders' mail, push per topic, quiet hours; decision 0060). The only SQL of the
// preferences module.
import type { Kysely } from "kysely";
import type { Optins, PushChoices, QuietHours } from "@vtp/contracts/preferences";
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

/** The choices beyond the five opt-ins (table `channel_preferences`, decision 0060); undefined: none stored. */
export interface ChannelChoices {
  reminderMails: boolean;
  push: PushChoices;
  quietHours: QuietHours;
}

const channelColumns = [
  "reminder_mails",
  "push_service",
  "push_milestones",
  "push_info",
  "push_reminders",
  "quiet_from",
  "quiet_until",
] as const;

export async function findChannelChoices(db: Kysely<DB>, holderId: string): Promise<ChannelChoices | undefined> {
  const row = await db.selectFrom("channel_preferences").select(channelColumns).where("holder_id", "=", holderId).executeTakeFirst();
  return row === undefined ? undefined : toChannelChoices(row);
}

function toChannelChoices(row: {
  reminder_mails: boolean;
  push_service: boolean;
  push_milestones: boolean;
  push_info: boolean;
  push_reminders: boolean;
  quiet_from: string;
  quiet_until: string;
}): ChannelChoices {
  return {
    reminderMails: row.reminder_mails,
    push: { service: row.push_service, milestones: row.push_milestones, info: row.push_info, reminders: row.push_reminders },
    // PostgreSQL's `time` reads "21:00:00"; the grid speaks "21:00".
    quietHours: { from: String(row.quiet_from).slice(0, 5), until: String(row.quiet_until).slice(0, 5) },
  };
}

/** Inserts or replaces the holder's channel choices in one statement and returns the stored row. */
export async function upsertChannelChoices(db: Kysely<DB>, holderId: string, choices: ChannelChoices, at: Date): Promise<ChannelChoices> {
  const values = {
    reminder_mails: choices.reminderMails,
    push_service: choices.push.service,
    push_milestones: choices.push.milestones,
    push_info: choices.push.info,
    push_reminders: choices.push.reminders,
    quiet_from: choices.quietHours.from,
    quiet_until: choices.quietHours.until,
    updated_at: at,
  };
  const row = await db
    .insertInto("channel_preferences")
    .values({ holder_id: holderId, ...values })
    .onConflict((oc) => oc.column("holder_id").doUpdateSet(values))
    .returning(channelColumns)
    .executeTakeFirstOrThrow();
  return toChannelChoices(row);
}
