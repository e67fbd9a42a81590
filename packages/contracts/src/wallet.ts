// The holder's wallet: the discounts a region granted (the spec's coupons), association memberships,
// and (beyond the spec) the points history and the redeemed rewards with their codes. Feature name in
// every layer: `wallet` (api modules/wallet, web features/wallet and routes/wallet). The exchange page
// and the welcome advantages belong to `rewards`.
import { z } from "zod";
import { cardSystemRefSchema } from "./account.ts";
import { defineEndpoint } from "./endpoint.ts";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const periodSchema = z.enum(["ABSOLUTE", "DAY", "WEEK", "MONTH", "QUARTER", "YEAR"]);

export const walletCouponSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  cardSystem: cardSystemRefSchema,
  validFrom: isoDate,
  validUntil: isoDate,
  /** EXPIRED also when valid-until has passed (Europe/Brussels), whatever the stored status. */
  status: z.enum(["ACTIVE", "EXPIRED"]),
  /** null: no limit on turns. */
  turnsPerPeriod: z.number().int().positive().nullable(),
  period: periodSchema.nullable(),
  /** Turns still available in the current period (a new period starts again at turnsPerPeriod). */
  turnsAvailable: z.number().int().min(0).nullable(),
  socialTariffOnly: z.boolean(),
});
export type WalletCoupon = z.infer<typeof walletCouponSchema>;

export const walletMembershipSchema = z.object({
  id: z.string(),
  associationName: z.string(),
  status: z.enum(["ACTIVE", "EXPIRED"]),
  endDate: isoDate.nullable(),
  renewable: z.boolean(),
});
export type WalletMembership = z.infer<typeof walletMembershipSchema>;

export const pointsHistoryEntrySchema = z.object({
  id: z.string(),
  /** ISO date-time. */
  at: z.string(),
  /** +1 for a check-in, -10 for a reward, either sign for a correction. */
  delta: z.number().int(),
  kind: z.enum(["CHECKIN", "REDEMPTION", "CORRECTION"]),
  /** The activity or reward, or the correction's description. */
  title: z.string(),
  /** "Vooruit, Gent": where it happened, when known. */
  place: z.string().nullable(),
});
export type PointsHistoryEntry = z.infer<typeof pointsHistoryEntrySchema>;

/** Pagination as the real card API has it: start (offset) and limit (at most 500). */
export const pageQuerySchema = z.object({
  start: z.coerce.number().int().min(0, "start moet 0 of meer zijn.").default(0),
  limit: z.coerce.number().int().min(1, "limit moet minstens 1 zijn.").max(500, "limit mag hoogstens 500 zijn.").default(20),
});

export const pointsHistorySchema = z.object({
  total: z.number().int().min(0),
  start: z.number().int(),
  limit: z.number().int(),
  entries: z.array(pointsHistoryEntrySchema),
});
export type PointsHistory = z.infer<typeof pointsHistorySchema>;

export const redemptionSchema = z.object({
  id: z.string(),
  rewardId: z.number().int(),
  title: z.string(),
  redeemCode: z.string(),
  /** ISO date-time. */
  redeemedAt: z.string(),
  pointsSpent: z.number().int().min(0),
  /** Where to redeem it: the reward's counters ("Vooruit, Gent"). */
  places: z.array(z.string()),
  /** Used online with its code. */
  online: z.boolean(),
  /** Where an online reward's code is used (its "meer info" address), or null. */
  link: z.string().nullable(),
  /** ISO date-time: the code is valid until the reward's cashing period ends (decision 0043); null: no end. */
  validUntil: z.string().nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const getWalletCoupons = defineEndpoint({
  method: "GET",
  path: "/user/wallet/coupons",
  operationId: "getWalletCoupons",
  summary: "Kortingen van de pashouder (geldig tot, beschikbare beurten deze periode)",
  tag: "wallet",
  auth: "bearer",
  response: z.object({ coupons: z.array(walletCouponSchema) }),
  problems: ["NO_CARD"],
});

export const getWalletMemberships = defineEndpoint({
  method: "GET",
  path: "/user/wallet/memberships",
  operationId: "getWalletMemberships",
  summary: "Lidmaatschappen van verenigingen van de pashouder",
  tag: "wallet",
  auth: "bearer",
  response: z.object({ memberships: z.array(walletMembershipSchema) }),
  problems: ["NO_CARD"],
});

export const getPointsHistory = defineEndpoint({
  method: "GET",
  path: "/user/wallet/history",
  operationId: "getPointsHistory",
  summary: "Puntengeschiedenis: elke + en − met datum, plaats en titel, nieuwste eerst (start/limit)",
  tag: "wallet",
  auth: "bearer",
  query: pageQuerySchema,
  response: pointsHistorySchema,
  problems: ["NO_CARD"],
});

export const getRedemptions = defineEndpoint({
  method: "GET",
  path: "/user/wallet/redemptions",
  operationId: "getRedemptions",
  summary: "Omgeruilde voordelen met hun omruilcode, nieuwste eerst",
  tag: "wallet",
  auth: "bearer",
  response: z.object({ redemptions: z.array(redemptionSchema) }),
  problems: ["NO_CARD"],
});
