// What the "Bewaard" page does with the list (pure): the three groups, and the page each favourite links to.
import type { Favourite } from "@vtp/contracts/favourites";
import { locationSlug } from "@vtp/contracts/web-paths";
import type { BoundPathTo } from "../../route-table.ts";

export interface FavouriteGroups {
  rewards: Favourite[];
  places: Favourite[];
  activities: Favourite[];
}

/** The list in its three groups, each newest first; the savings goal leads the rewards. */
export function groupFavourites(favourites: Favourite[]): FavouriteGroups {
  return {
    rewards: favourites.filter((f) => f.kind === "reward").sort((a, b) => Number(b.savingsGoal) - Number(a.savingsGoal)),
    places: favourites.filter((f) => f.kind === "place"),
    activities: favourites.filter((f) => f.kind === "activity"),
  };
}

/** The page of a favourite: the reward's exchange page, the place's or the activity's own page. */
export function favouritePath(f: Pick<Favourite, "kind" | "objectId" | "title">, to: BoundPathTo): string {
  const id = String(f.objectId);
  if (f.kind === "reward") return to("exchange", { params: { voordeelid: id } });
  const name = locationSlug(f.title);
  return f.kind === "place" ? to("map-id", { params: { name, id } }) : to("activity", { params: { name, id } });
}
