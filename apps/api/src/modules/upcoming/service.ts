// "Binnenkort" (issue 23, decision 0063): what ends for the signed-in holder within UPCOMING_DAYS days,
// soonest first, each with its last day (Europe/Brussels) and the days left. The holder's own only (the
// token's holder); an account without a card is NO_CARD, as the wallet's and the inbox's endpoints.
// The dashboard asks it on every visit: one statement (repository.ts), on the holder's indexes.
import type { Kysely } from "kysely";
import { daysBetween, plusDays } from "@vtp/contracts/dates";
import { ProblemError } from "@vtp/contracts/problem";
import { UPCOMING_DAYS, UPCOMING_KINDS, type Upcoming } from "@vtp/contracts/upcoming";
import type { DB } from "@vtp/db/schema";
import { brusselsDay } from "@vtp/db/periods";
import type { HolderIdentity } from "../auth/plugin.ts";
import { listEnding } from "./repository.ts";

export interface UpcomingDeps {
  db: Kysely<DB>;
  clock: () => Date;
}

export async function getUpcoming(deps: UpcomingDeps, identity: HolderIdentity): Promise<Upcoming> {
  if (identity.holderId === null) throw new ProblemError("NO_CARD", { detail: "Dit account heeft geen gekoppelde pas." });
  const now = deps.clock();
  const today = brusselsDay(now);
  const rows = await listEnding(deps.db, { holderId: identity.holderId, from: today, until: plusDays(today, UPCOMING_DAYS), now });
  // Soonest first; on one day in the order of the kinds, then by name (a stable list).
  const order = (kind: (typeof UPCOMING_KINDS)[number]) => UPCOMING_KINDS.indexOf(kind);
  const items = rows
    .map((r) => ({ ...r, daysLeft: daysBetween(today, r.lastDay) }))
    .filter((i) => i.daysLeft >= 0 && i.daysLeft <= UPCOMING_DAYS)
    .sort(
      (a, b) =>
        a.lastDay.localeCompare(b.lastDay) ||
        order(a.kind) - order(b.kind) ||
        a.title.localeCompare(b.title, "nl") ||
        a.id.localeCompare(b.id),
    );
  return { items };
}
