// The order of an online request, once step 6 placed it: created with the server's prices, holding its
// holders' national numbers and its vouchers' uses until it is paid or cancelled. It moves
// PENDING_PAYMENT -> PENDING_UITID_CONNECT (paid: every holder gets a card, once; payments.ts) ->
// COMPLETED (the main holder's card got an account), or CANCELLED (its numbers and vouchers are freed).
// The draft (draft/) places it, shows it and lets it go when a step changes; card registration completes
// it. See docs/decisions/0026-payments-through-mollie.md.
import type { Kysely } from "kysely";
import type { OrderStatus, PaymentStatus } from "@vtp/contracts/online-request/common";
import { ProblemError } from "@vtp/contracts/problem";
import type { DB } from "@vtp/db/schema";
import { hashToken } from "../../../shared/tokens.ts";
import { UNPAID_ORDER_TTL_MS, type OnlineRequestDeps } from "../deps.ts";
import { completePayment, startPayment, syncPayment } from "./payments.ts";
import * as repo from "./repository.ts";

export type { NewOrderHolder, OrderRow } from "./repository.ts";

/** What the draft shows of its order. */
export interface OrderSummary {
  orderId: string;
  status: OrderStatus;
  total: number;
  payment: PaymentStatus | null;
  checkoutUrl: string | null;
}

export async function findOrder(deps: Pick<OnlineRequestDeps, "db">, orderId: string): Promise<repo.OrderRow | undefined> {
  return repo.findOrder(deps.db, orderId);
}

/** The order of a status page's order token. */
export async function findOrderByToken(deps: Pick<OnlineRequestDeps, "db">, orderToken: string): Promise<repo.OrderRow | undefined> {
  const orderId = await repo.findOrderIdByCustomTokenHash(deps.db, hashToken(orderToken));
  return orderId === undefined ? undefined : repo.findOrder(deps.db, orderId);
}

/** The draft's view of its order: none once it is cancelled. */
export async function orderSummary(deps: Pick<OnlineRequestDeps, "db">, orderId: string | null): Promise<OrderSummary | null> {
  if (orderId === null) return null;
  const order = await repo.findOrder(deps.db, orderId);
  if (order === undefined || order.status === "CANCELLED") return null;
  const payment = await repo.latestPayment(deps.db, orderId);
  return {
    orderId,
    status: order.status,
    total: order.total,
    payment: payment?.status ?? null,
    checkoutUrl: payment?.status === "OPEN" ? payment.checkoutUrl : null,
  };
}

/**
 * A new order with its holders, in the caller's transaction: their national numbers are reserved
 * (INSZ_ALREADY_USED when one was taken meanwhile) and the vouchers' uses taken (all or nothing).
 */
export async function createOrder(
  deps: Pick<OnlineRequestDeps, "db">,
  order: { email: string; cardSystemId: number; total: number; holders: readonly repo.NewOrderHolder[]; now: Date },
): Promise<string> {
  const orderId = await repo.insertOrder(deps.db, order);
  const taken = await repo.reserveInsz(
    deps.db,
    orderId,
    order.holders.map((h) => h.inszHash),
    order.now,
  );
  if (taken.length > 0) throw new ProblemError("INSZ_ALREADY_USED");
  const uses = new Map<string, number>();
  for (const h of order.holders) if (h.voucherCode) uses.set(h.voucherCode, (uses.get(h.voucherCode) ?? 0) + 1);
  for (const [code, count] of uses)
    if (!(await repo.takeVoucherUses(deps.db, code, count))) throw new ProblemError("ONLINE_REQUEST_VOUCHER_USED_UP");
  return orderId;
}

/** Pays an unpaid order: confirmed at once when there is nothing to pay (null), else the provider's checkout page. */
export async function payOrder(deps: OnlineRequestDeps, order: repo.OrderRow): Promise<string | null> {
  if (order.total === 0) {
    // Nothing to pay (vouchers, free children): the order is confirmed at once.
    await completePayment(deps, order.id, null);
    return null;
  }
  return startPayment(deps, order);
}

/**
 * Before a step of the order's draft changes: a paid order locks the request; an unpaid one is cancelled
 * (it will be placed again with the new data), unless its payment is still under way at the provider.
 */
export async function releaseOrderForChange(deps: OnlineRequestDeps, orderId: string): Promise<void> {
  const order = await repo.findOrder(deps.db, orderId);
  if (order === undefined || order.status === "CANCELLED") return;
  if (order.status !== "PENDING_PAYMENT") throw new ProblemError("ONLINE_REQUEST_LOCKED");
  const latest = await repo.latestPayment(deps.db, order.id);
  if (latest?.status === "OPEN") {
    await syncPayment(deps, latest.reference);
    const after = await repo.findOrder(deps.db, order.id);
    if (after?.status !== "PENDING_PAYMENT") throw new ProblemError("ONLINE_REQUEST_LOCKED");
    if ((await repo.latestPayment(deps.db, order.id))?.status === "OPEN") {
      throw new ProblemError("ONLINE_REQUEST_LOCKED", {
        nl: "Je betaling is nog bezig. Rond ze af of annuleer ze op de betaalpagina, en pas dan je gegevens aan.",
      });
    }
  }
  await cancelUnpaidOrder(deps, order.id);
}

/** What a cancelled order held: its national numbers in the registry and its voucher uses. */
async function releaseOrder(trx: Kysely<DB>, orderId: string): Promise<void> {
  await repo.releaseInsz(trx, orderId);
  const uses = new Map<string, number>();
  for (const h of await repo.orderHolders(trx, orderId)) if (h.voucherCode) uses.set(h.voucherCode, (uses.get(h.voucherCode) ?? 0) + 1);
  for (const [code, count] of uses) await repo.releaseVoucherUses(trx, code, count);
}

/** PENDING_PAYMENT -> CANCELLED (nothing when it was in another state); its open payments are cancelled at the provider. */
export async function cancelUnpaidOrder(deps: OnlineRequestDeps, orderId: string): Promise<void> {
  const now = deps.clock();
  const cancelled = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.cancelOrder(trx, orderId, now))) return false;
    await releaseOrder(trx, orderId);
    return true;
  });
  if (!cancelled) return;
  for (const p of await repo.openPayments(deps.db, orderId)) {
    if (deps.payments && (await deps.payments.cancel(p.reference))) await repo.updatePaymentStatus(deps.db, p.id, "CANCELLED", now);
  }
}

/** Unpaid orders left behind (no payment under way for two days) are cancelled and free their national numbers and vouchers. */
export async function cancelStaleOrders(deps: Pick<OnlineRequestDeps, "db">, now: Date): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    for (const orderId of await repo.cancelStaleOrders(trx, new Date(now.getTime() - UNPAID_ORDER_TTL_MS), now))
      await releaseOrder(trx, orderId);
  });
}

/**
 * PENDING_UITID_CONNECT -> COMPLETED for the order whose main holder is `holderId`: card registration
 * calls this in the transaction that links the card to an account.
 */
export async function completeOrderOfMainHolder(deps: Pick<OnlineRequestDeps, "db">, holderId: string, now: Date): Promise<void> {
  await repo.completeOrderOfMainHolder(deps.db, holderId, now);
}
