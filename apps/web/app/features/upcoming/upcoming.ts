// "Binnenkort" (decision 0063), pure: which of the holder's items ends soon (within a week: marked in
// words), and the page where the holder acts on each kind, from the route table.
import type { UpcomingItem } from "@vtp/contracts/upcoming";
import type { BoundPathTo } from "../../route-table.ts";
import { favouritePath } from "../favourites/index.ts";

/** Within this many days an item is marked "Nog N dagen". */
export const SOON_DAYS = 7;

export function endsSoon(item: UpcomingItem): boolean {
  return item.daysLeft <= SOON_DAYS;
}

/**
 * Where the holder acts: the kansentarief on "Mijn pasgegevens", a region membership on the pass, a coupon
 * under "Mijn kortingen", a code with the redeemed rewards (history), an association under
 * "Lidmaatschappen", the savings goal and a kept reward on the reward's page, a kept activity on its own page.
 */
export function upcomingPath(item: UpcomingItem, to: BoundPathTo): string {
  switch (item.kind) {
    case "kansenstatuut":
      return to("profile");
    case "membership":
      return to("card");
    case "coupon":
      return to("discounts");
    case "code":
      return to("points-history", { hash: "omgeruild" });
    case "association":
      return to("memberships");
    case "savings-goal":
    case "kept-reward":
      return item.rewardId === null ? to("favourites") : to("exchange", { params: { voordeelid: String(item.rewardId) } });
    case "kept-activity":
      return item.activityId === null
        ? to("favourites")
        : favouritePath({ kind: "activity", objectId: item.activityId, title: item.title }, to);
  }
}
