// Server side of the wallet pages (discounts, memberships, history): one api call each, a Dutch state
// for an account without a card and for a failure (the page says so and offers to try again).
import {
  getPointsHistory,
  getRedemptions,
  getWalletCoupons,
  getWalletMemberships,
  type PointsHistory,
  type Redemption,
  type WalletCoupon,
  type WalletMembership,
} from "@vtp/contracts/wallet";
import { problemOf } from "../../server/api.server.ts";
import { callApiAsHolder, type RequestArgs } from "../../server/current.server.ts";

export type WalletPage<T> = ({ state: "ok" } & T) | { state: "no-card" } | { state: "error"; message: string };

const FAILED = "We konden je gegevens nu niet laden. Probeer het zo dadelijk opnieuw.";

async function load<T>(run: () => Promise<T>, noCard: (error: unknown) => boolean): Promise<WalletPage<T>> {
  try {
    return { state: "ok", ...(await run()) };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (noCard(error)) return { state: "no-card" };
    return { state: "error", message: FAILED };
  }
}

export function loadCoupons(args: RequestArgs): Promise<WalletPage<{ coupons: WalletCoupon[] }>> {
  return load(
    () => callApiAsHolder(args, getWalletCoupons, {}),
    (e) => problemOf(getWalletCoupons, e)?.code === "NO_CARD",
  );
}

export function loadMemberships(args: RequestArgs): Promise<WalletPage<{ memberships: WalletMembership[] }>> {
  return load(
    () => callApiAsHolder(args, getWalletMemberships, {}),
    (e) => problemOf(getWalletMemberships, e)?.code === "NO_CARD",
  );
}

export const HISTORY_PAGE_SIZE = 20;

/** The history page `?pagina=N` (1-based; anything else is page 1) and the redeemed rewards. */
export function loadHistory(args: RequestArgs): Promise<WalletPage<{ history: PointsHistory; page: number; redemptions: Redemption[] }>> {
  const raw = Number(new URL(args.request.url).searchParams.get("pagina") ?? "1");
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 10_000 ? raw : 1;
  return load(
    async () => {
      const [history, { redemptions }] = await Promise.all([
        callApiAsHolder(args, getPointsHistory, { query: { start: (page - 1) * HISTORY_PAGE_SIZE, limit: HISTORY_PAGE_SIZE } }),
        // The redeemed rewards with their codes head the first page only.
        page === 1 ? callApiAsHolder(args, getRedemptions, {}) : Promise.resolve({ redemptions: [] as Redemption[] }),
      ]);
      return { history, page, redemptions };
    },
    (e) => problemOf(getPointsHistory, e)?.code === "NO_CARD" || problemOf(getRedemptions, e)?.code === "NO_CARD",
  );
}
