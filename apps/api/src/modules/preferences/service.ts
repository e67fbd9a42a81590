// The holder's communication preferences (spec §3: the five opt-ins). A holder without a stored row
// gets DEFAULT_OPTINS; saving replaces all five in one upsert and answers what was stored.
import type { Kysely } from "kysely";
import { DEFAULT_OPTINS, type Optins } from "@vtp/contracts/preferences";
import { ProblemError } from "@vtp/contracts/problem";
import type { DB } from "@vtp/db/schema";
import type { HolderIdentity } from "../auth/plugin.ts";
import { findOptins, upsertOptins } from "./repository.ts";

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

/** A holder's opt-ins for the other modules (the messages' mail follows them; decision 0049). */
export async function optinsOfHolder(deps: Pick<PreferencesDeps, "db">, holderId: string): Promise<Optins> {
  return (await findOptins(deps.db, holderId)) ?? DEFAULT_OPTINS;
}
