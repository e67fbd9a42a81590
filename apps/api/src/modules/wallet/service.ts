// The wallet rules: a coupon past its valid-until is expired whatever its stored status; the turns of a
// coupon count per calendar period (Europe/Brussels), so a stored period that is not the current one
// means every turn is available again.
import type { Kysely } from "kysely";
import { ProblemError } from "@vtp/contracts/problem";
import { brusselsDate } from "@vtp/contracts/dates";
import type { PointsHistory, Redemption, WalletCoupon, WalletMembership } from "@vtp/contracts/wallet";
import type { DB } from "@vtp/db/schema";
import { periodKey } from "@vtp/db/periods";
import type { HolderIdentity } from "../auth/plugin.ts";
import { listCoupons, listMemberships, listRedemptions, pageLedger, type CouponRow } from "./repository.ts";

export interface WalletDeps {
  db: Kysely<DB>;
  clock: () => Date;
}

function holderOf(identity: HolderIdentity): string {
  if (identity.holderId === null) throw new ProblemError("NO_CARD", { detail: "Dit account heeft geen gekoppelde pas." });
  return identity.holderId;
}

export function couponView(row: CouponRow, now: Date): WalletCoupon {
  const today = brusselsDate(now);
  const expired = row.status === "EXPIRED" || row.validUntil < today;
  let turnsAvailable: number | null = null;
  if (row.turnsPerPeriod !== null) {
    const current = row.period === null ? null : periodKey(now, row.period);
    const used = current !== null && row.periodKey === current ? row.turnsUsed : 0;
    turnsAvailable = expired ? 0 : Math.max(0, row.turnsPerPeriod - used);
  }
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    cardSystem: { id: row.cardSystemId, name: row.cardSystemName },
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    status: expired ? "EXPIRED" : "ACTIVE",
    turnsPerPeriod: row.turnsPerPeriod,
    period: row.period,
    turnsAvailable,
    socialTariffOnly: row.socialTariffOnly,
  };
}

export async function getCoupons(deps: WalletDeps, identity: HolderIdentity): Promise<{ coupons: WalletCoupon[] }> {
  const rows = await listCoupons(deps.db, holderOf(identity));
  const now = deps.clock();
  return { coupons: rows.map((r) => couponView(r, now)) };
}

export async function getMemberships(deps: WalletDeps, identity: HolderIdentity): Promise<{ memberships: WalletMembership[] }> {
  const rows = await listMemberships(deps.db, holderOf(identity));
  const today = brusselsDate(deps.clock());
  return {
    memberships: rows.map((m) => ({
      ...m,
      status: m.status === "EXPIRED" || (m.endDate !== null && m.endDate < today) ? "EXPIRED" : "ACTIVE",
    })),
  };
}

export async function getHistory(
  deps: WalletDeps,
  identity: HolderIdentity,
  page: { start: number; limit: number },
): Promise<PointsHistory> {
  const { total, rows } = await pageLedger(deps.db, holderOf(identity), page.start, page.limit);
  const fallback = { CHECKIN: "Punten gespaard", REDEMPTION: "Voordeel omgeruild", CORRECTION: "Correctie" } as const;
  return {
    total,
    start: page.start,
    limit: page.limit,
    entries: rows.map((r) => ({
      id: String(r.id),
      at: r.at.toISOString(),
      delta: r.delta,
      kind: r.reason,
      title: r.title ?? fallback[r.reason],
      place: r.place,
    })),
  };
}

export async function getRedemptions(deps: WalletDeps, identity: HolderIdentity): Promise<{ redemptions: Redemption[] }> {
  const rows = await listRedemptions(deps.db, holderOf(identity));
  return {
    redemptions: rows.map((r) => ({
      ...r,
      redeemedAt: r.redeemedAt.toISOString(),
      validUntil: r.validUntil === null ? null : new Date(r.validUntil).toISOString(),
    })),
  };
}
