// Milestones (issue 23, decision 0049): the first point a holder ever saves, and every 100 points the
// balance crosses, each once per holder (its deduplication key). The checkins service sends them in the
// transaction of the check-in that earned them, so a message exists exactly when its points do.
import type { Kysely } from "kysely";
import { webPaths } from "@vtp/contracts/web-paths";
import type { DB } from "@vtp/db/schema";
import type { NewMessage } from "./repository.ts";
import { sendMessage, type MessagesDeps } from "./service.ts";

/** Every this many points the balance crosses is a milestone. */
export const MILESTONE_STEP = 100;

export interface EarnedPoints {
  holderId: string;
  /** The balance before and after the check-in. */
  before: number;
  after: number;
  /** No earlier gain of points of this holder. */
  firstEver: boolean;
}

/** The hundreds the balance crossed going from `before` to `after` (100, 200, …). */
export function crossedMilestones(before: number, after: number): number[] {
  const crossed: number[] = [];
  for (let k = Math.floor(before / MILESTONE_STEP) + 1; k * MILESTONE_STEP <= after; k++) crossed.push(k * MILESTONE_STEP);
  return crossed;
}

/** The milestone messages of one gain of points (none, the first point, a hundred crossed, or several). */
export function milestoneMessages(earned: EarnedPoints): NewMessage[] {
  if (earned.after <= earned.before) return [];
  const messages: NewMessage[] = [];
  if (earned.firstEver) {
    const one = earned.after - earned.before === 1;
    messages.push({
      holderId: earned.holderId,
      topic: "milestones",
      dedupKey: "milestone:first-point",
      title: one ? "Je eerste punt is binnen" : "Je eerste punten zijn binnen",
      body: `Je ${one ? "eerste punt staat" : "eerste punten staan"} op je pas. Spaar verder en ruil je punten om voor een voordeel.`,
      linkPath: webPaths["search-discounts"],
    });
  }
  for (const points of crossedMilestones(earned.before, earned.after)) {
    messages.push({
      holderId: earned.holderId,
      topic: "milestones",
      dedupKey: `milestone:points:${points}`,
      title: `Je hebt ${points} punten gespaard`,
      body: `Proficiat! Je saldo staat op ${earned.after} punten. Kijk welke voordelen je ermee kan omruilen.`,
      linkPath: webPaths["search-discounts"],
    });
  }
  return messages;
}

/** Sends them with the check-in's transaction. */
export async function sendMilestones(deps: MessagesDeps, earned: EarnedPoints, within: Kysely<DB>): Promise<void> {
  for (const message of milestoneMessages(earned)) await sendMessage(deps, message, { within });
}
