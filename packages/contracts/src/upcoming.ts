// The dashboard's "Binnenkort" (issue 23): one timeline, soonest first, of what ends for the signed-in
// holder within the next UPCOMING_DAYS days: the kansentarief per region, the region memberships, the
// coupons still usable, the redeemed reward codes not yet used, the association memberships, the
// savings goal's and the kept rewards' last chance, and the kept activities' last day. Not in the spec; the feature's name in every layer is `upcoming` (api
// modules/upcoming, web features/upcoming), "Binnenkort" on screen. Decision 0063.
import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";

/** How far ahead the timeline looks, in days from today (Europe/Brussels), today included. */
export const UPCOMING_DAYS = 60;

/**
 * What ends: a kansentarief, a region membership, a coupon, a redeemed reward's code, an association membership, the
 * savings goal, a kept reward, a kept activity (a dated one: its last day; a place or a permanent activity never ends).
 */
export const UPCOMING_KINDS = [
  "kansenstatuut",
  "membership",
  "coupon",
  "code",
  "association",
  "savings-goal",
  "kept-reward",
  "kept-activity",
] as const;
export type UpcomingKind = (typeof UPCOMING_KINDS)[number];

export const upcomingItemSchema = z.object({
  kind: z.enum(UPCOMING_KINDS),
  /** The object's own id (kansenstatuut, holder coupon, redemption, association membership; the region's id, the reward's id of the goal or of a kept reward, the activity's id). */
  id: z.string(),
  /** The thing's name as the holder knows it: the region, the coupon, the reward, the association. */
  title: z.string(),
  /** The region it belongs to (kansentarief, region membership, coupon), or null. */
  region: z.string().nullable(),
  /** The reward of a code, of the savings goal or of a kept reward (its page), or null. */
  rewardId: z.number().int().positive().nullable(),
  /** A kept activity (its page), or null. */
  activityId: z.number().int().positive().nullable(),
  /** The last day it can be used (a kept activity: its last day), yyyy-mm-dd in Europe/Brussels. */
  lastDay: z.iso.date(),
  /** Whole days from today (Brussels) to the last day: 0 is today. */
  daysLeft: z.number().int().min(0).max(UPCOMING_DAYS),
});
export type UpcomingItem = z.infer<typeof upcomingItemSchema>;

export const upcomingSchema = z.object({ items: z.array(upcomingItemSchema) });
export type Upcoming = z.infer<typeof upcomingSchema>;

export const getUpcoming = defineEndpoint({
  method: "GET",
  path: "/user/upcoming",
  operationId: "getUpcoming",
  summary:
    "Wat binnen 60 dagen afloopt voor de aangemelde pashouder (kansentarief, lidmaatschappen, kortingen, codes, spaardoel, bewaarde voordelen en activiteiten), eerst wat het eerst afloopt",
  tag: "upcoming",
  auth: "bearer",
  response: upcomingSchema,
  problems: ["NO_CARD"],
});
