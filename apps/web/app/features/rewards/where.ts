// Where a reward is exchanged and used, in one wording for every page (issue 22 §5): exchanged in the
// app, its code shown at a counter ("Vooruit, Gent") or used online. `places` are the api's counters as
// "name, town". Browser-safe and pure.
import type { RewardCounter } from "@vtp/contracts/rewards";
import { whereCopy as copy } from "../../copy/rewards.ts";

export interface RewardWhere {
  online: boolean;
  places: readonly string[];
}

/** A counter as the wallet names it: "Vooruit, Gent" (as the api's `places`). */
export function placeOfCounter(counter: Pick<RewardCounter, "name" | "address">): string {
  return counter.address.city === null ? counter.name : `${counter.name}, ${counter.address.city}`;
}

/** The short line of a list: "Bij Vooruit, Gent", "Bij Vooruit, Gent en 2 andere plaatsen", "Online", … */
export function whereShort({ online, places }: RewardWhere): string {
  const first = places[0];
  if (first === undefined) return online ? copy.online : copy.region;
  const at = places.length === 1 ? copy.at(first) : copy.atMore(first, places.length - 1);
  return online ? copy.onlineOr(at) : at;
}

/** How to use the code, one sentence: "Toon je code aan de balie van Vooruit, Gent.", "Gebruik je code online.", … */
export function howToUse({ online, places }: RewardWhere): string {
  if (places.length === 0) return online ? copy.useOnline : copy.showInRegion;
  const list = places.join("; ");
  if (online) return places.length === 1 ? copy.useOnlineOrShowAt(list) : copy.useOnlineOrShowAtOneOf(list);
  return places.length === 1 ? copy.showAt(list) : copy.showAtOneOf(list);
}
