// The signed-in account's state around login (onboarding skipped, legacy account, card linked).
import type { Kysely } from "kysely";
import type { AccountState } from "@vtp/contracts/onboarding";
import type { DB } from "@vtp/db/schema";
import type { HolderIdentity } from "../auth/plugin.ts";
import { ProblemError } from "@vtp/contracts/problem";
import { findAccountState, markOnboardingSkipped } from "./repository.ts";

export interface OnboardingDeps {
  db: Kysely<DB>;
  clock: () => Date;
}

export async function getAccountState(deps: OnboardingDeps, identity: HolderIdentity): Promise<AccountState> {
  const state = await findAccountState(deps.db, identity.accountId);
  if (state === undefined) throw new ProblemError("unauthorized", { detail: "Account niet gevonden." });
  return state;
}

/** Persists skipOnboarding (idempotent: skipping twice is fine). */
export async function skipOnboarding(deps: OnboardingDeps, identity: HolderIdentity): Promise<AccountState> {
  if (!(await markOnboardingSkipped(deps.db, identity.accountId, deps.clock()))) {
    throw new ProblemError("unauthorized", { detail: "Account niet gevonden." });
  }
  return getAccountState(deps, identity);
}
