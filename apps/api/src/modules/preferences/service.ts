// The holder's communication preferences. The spec's five opt-ins (§3, GET/PUT api/user/optins, their
// shape kept): a holder without a stored row gets DEFAULT_OPTINS; saving replaces all five in one upsert.
// The channel × topic grid (decision 0060) adds, in its own row: reminders by e-mail (without a stored
// choice they follow the service mails, as before: decision 0049), push per topic (off until chosen) and
// push's quiet hours (21:00–08:00 Europe/Brussels by default). GET/PUT api/user/preferences read and save
// the whole grid, the opt-ins with it, in one transaction.
import type { Kysely } from "kysely";
import { DEFAULT_OPTINS, DEFAULT_PUSH_CHOICES, DEFAULT_QUIET_HOURS, type Optins, type Preferences } from "@vtp/contracts/preferences";
import type { MessageTopic } from "@vtp/contracts/message-topics";
import { ProblemError } from "@vtp/contracts/problem";
import type { DB } from "@vtp/db/schema";
import type { HolderIdentity } from "../auth/plugin.ts";
import { findChannelChoices, findOptins, upsertChannelChoices, upsertOptins, type ChannelChoices } from "./repository.ts";

export interface PreferencesDeps {
  db: Kysely<DB>;
  clock: () => Date;
}

function holderOf(identity: HolderIdentity): string {
  if (identity.holderId === null) throw new ProblemError("NO_CARD", { detail: "Dit account heeft geen gekoppelde pas." });
  return identity.holderId;
}

export async function getOptins(deps: PreferencesDeps, identity: HolderIdentity): Promise<Optins> {
  return (await findOptins(deps.db, holderOf(identity))) ?? DEFAULT_OPTINS;
}

export async function updateOptins(deps: PreferencesDeps, identity: HolderIdentity, optins: Optins): Promise<Optins> {
  return upsertOptins(deps.db, holderOf(identity), optins, deps.clock());
}

/** A holder's opt-ins for the other modules. */
export async function optinsOfHolder(deps: Pick<PreferencesDeps, "db">, holderId: string): Promise<Optins> {
  return (await findOptins(deps.db, holderId)) ?? DEFAULT_OPTINS;
}

/** The whole grid from the opt-ins and the stored channel choices; each missing choice its default. */
export function preferencesFrom(optins: Optins, channels: ChannelChoices | undefined): Preferences {
  return {
    optins,
    reminderMails: channels?.reminderMails ?? optins.optInServiceMails,
    push: channels?.push ?? DEFAULT_PUSH_CHOICES,
    quietHours: channels?.quietHours ?? DEFAULT_QUIET_HOURS,
  };
}

/** The whole grid of a holder, stored or default. */
export async function preferencesOfHolder(deps: Pick<PreferencesDeps, "db">, holderId: string): Promise<Preferences> {
  const [optins, channels] = await Promise.all([optinsOfHolder(deps, holderId), findChannelChoices(deps.db, holderId)]);
  return preferencesFrom(optins, channels);
}

export async function getPreferences(deps: PreferencesDeps, identity: HolderIdentity): Promise<Preferences> {
  return preferencesOfHolder(deps, holderOf(identity));
}

/** Saves the opt-ins and the channel choices together: both or neither. */
export async function updatePreferences(deps: PreferencesDeps, identity: HolderIdentity, wanted: Preferences): Promise<Preferences> {
  const holderId = holderOf(identity);
  const at = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const optins = await upsertOptins(trx, holderId, wanted.optins, at);
    const channels = await upsertChannelChoices(trx, holderId, wanted, at);
    return { optins, ...channels };
  });
}

/** How a message of a topic may reach the holder beyond the inbox (the messages module asks; decision 0060). */
export interface TopicChannels {
  mail: boolean;
  push: boolean;
  quietHours: Preferences["quietHours"];
}

/** Which opt-in lets a topic be mailed; reminders have their own choice (by default the service mails'). */
export async function channelsOfTopic(deps: Pick<PreferencesDeps, "db">, holderId: string, topic: MessageTopic): Promise<TopicChannels> {
  const p = await preferencesOfHolder(deps, holderId);
  const mail = {
    service: p.optins.optInServiceMails,
    milestones: p.optins.optInMilestoneMails,
    info: p.optins.optInInfoMails,
    reminders: p.reminderMails,
  }[topic];
  return { mail, push: p.push[topic], quietHours: p.quietHours };
}
