// The favourites' messages (issue 23 "What is sent", decisions 0049 and 0059): a kept reward is now
// affordable (sent by the checkins service in the transaction of the check-in whose points reached it,
// like the milestones, key `favourite:<reward>:affordable`, once per holder and reward), and a kept
// reward's last week (the daily reminders, key `favourite:<reward>:<last day>:last-week`: a changed end
// date is a new object).
import type { Kysely } from "kysely";
import { formatDutchDate } from "@vtp/contracts/dates";
import { webPaths } from "@vtp/contracts/web-paths";
import type { DB } from "@vtp/db/schema";
import { brusselsDay } from "@vtp/db/periods";
import * as repo from "./repository.ts";
import { sendMessage, type MessagesDeps } from "./service.ts";

export interface GainedPoints {
  holderId: string;
  before: number;
  after: number;
}

/** "Now affordable" for every kept reward the gain reached, with the check-in's transaction. */
export async function sendFavouritesAffordable(deps: MessagesDeps, gained: GainedPoints, within: Kysely<DB>): Promise<void> {
  if (gained.after <= gained.before) return;
  for (const r of await repo.keptRewardsReached(within, { ...gained, now: deps.clock() })) {
    await sendMessage(
      deps,
      {
        holderId: r.holderId,
        topic: "milestones",
        dedupKey: `favourite:${r.rewardId}:affordable`,
        title: `Je kan "${r.title}" nu omruilen`,
        body: `Je hebt ${gained.after} punten: genoeg voor "${r.title}" (${r.points} punten), dat je bewaard hebt.`,
        linkPath: webPaths.dashboard,
      },
      { within },
    );
  }
}

/** The kept rewards' last week (their last day within 7 days from now), through the reminders run's `send`. */
export async function sendFavouritesLastWeek(deps: MessagesDeps, send: (message: repo.NewMessage) => Promise<void>): Promise<void> {
  const now = deps.clock();
  for (const r of await repo.keptRewardsEnding(deps.db, { now, until: new Date(now.getTime() + 7 * 86_400_000) })) {
    const lastDay = brusselsDay(r.redeemEnd!);
    await send({
      holderId: r.holderId,
      topic: "reminders",
      dedupKey: `favourite:${r.rewardId}:${lastDay}:last-week`,
      title: `Nog een week voor "${r.title}"`,
      body: `"${r.title}", dat je bewaard hebt, kan je nog omruilen tot en met ${formatDutchDate(lastDay)}.`,
      linkPath: webPaths.dashboard,
    });
  }
}
