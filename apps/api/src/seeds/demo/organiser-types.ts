// The types of the demo organisers, derived from what each one offers: the base types of its kind
// (no point of sale outside a card system), CHECKIN when it has activities and POINTS_PROMOTIONS
// when it offers rewards. Draws nothing from the PRNG.
import type { OrganiserType } from "@vtp/db/schema";
import type { PlannedActivity } from "./activities.ts";
import type { Row } from "./context.ts";
import type { PlannedOrganiser } from "./organisers.ts";

/** The order in which an organiser's types are inserted. */
const TYPE_ORDER = ["POINT_OF_SALE", "POINT_OF_SALE_KANSENSTATUUT", "CHECKIN", "POINTS_PROMOTIONS"] as const;

export function buildOrganiserTypes(
  organisers: readonly PlannedOrganiser[],
  activities: readonly PlannedActivity[],
  rewardOrganisers: readonly Row<"reward_organisers">[],
): Row<"organiser_types">[] {
  const organiser_types: Row<"organiser_types">[] = [];
  const withActivities = new Set(activities.map((a) => a.organiserId));
  const withRewards = new Set(rewardOrganisers.map((r) => r.organiser_id));
  for (const o of organisers) {
    const types = new Set<OrganiserType>(o.kind.baseTypes);
    if (o.cardSystemId === null) types.delete("POINT_OF_SALE");
    if (withActivities.has(o.id)) types.add("CHECKIN");
    if (withRewards.has(o.id)) types.add("POINTS_PROMOTIONS");
    for (const type of TYPE_ORDER) {
      if (types.has(type)) organiser_types.push({ organiser_id: o.id, type });
    }
  }
  return organiser_types;
}
