// The payment of an order (decision 0026): a payment at the provider for the order's total, its status
// always fetched from the provider and recorded idempotently (the webhook and the return page both come
// here), and the move PENDING_PAYMENT -> PENDING_UITID_CONNECT that only one caller makes: that caller's
// transaction issues the cards (issuing.ts) and only it sends the confirmation mail.
import type { PaymentStatus } from "@vtp/contracts/online-request/common";
import { ProblemError } from "@vtp/contracts/problem";
import { webPaths } from "@vtp/contracts/web-paths";
import type { OnlineRequestDeps } from "../deps.ts";
import { issueOrderCards, sendConfirmation } from "./issuing.ts";
import { formatAmount, PaymentProviderError, type ProviderPaymentStatus } from "./payment-provider.ts";
import * as repo from "./repository.ts";

function paymentStatusOf(status: ProviderPaymentStatus): PaymentStatus {
  switch (status) {
    case "paid":
      return "PAID";
    case "failed":
      return "FAILED";
    case "canceled":
      return "CANCELLED";
    case "expired":
      return "EXPIRED";
    default:
      return "OPEN";
  }
}

/** Where the provider sends the visitor back, and where it reports status changes. */
function paymentUrls(deps: OnlineRequestDeps, orderId: string): { redirectUrl: string; webhookUrl: string | undefined } {
  const redirectUrl = `${deps.publicUrl}${webPaths["online-request-payment-return"]}?bestelling=${orderId}`;
  // Mollie refuses a webhook it cannot reach: a real provider gets none on a loopback demo (the return
  // page asks the status then); the stand-in on the same machine calls it.
  const loopback = /^http:\/\/(127\.|localhost|\[::1\])/.test(deps.publicUrl);
  const webhookUrl = deps.payments?.kind === "mollie" && loopback ? undefined : `${deps.publicUrl}/api/online-request/payments/webhook`;
  return { redirectUrl, webhookUrl };
}

export async function startPayment(deps: OnlineRequestDeps, order: repo.OrderRow): Promise<string> {
  if (deps.payments === undefined)
    throw new ProblemError("ONLINE_REQUEST_PAYMENT_UNAVAILABLE", { detail: "Geen betaalprovider geconfigureerd." });
  // A payment still open at the provider is cancelled first where it can be: one payment at a time.
  for (const open of await repo.openPayments(deps.db, order.id)) {
    await syncPayment(deps, open.reference);
    const after = await repo.findPaymentByReference(deps.db, open.reference);
    if (after?.status === "PAID") throw new ProblemError("ONLINE_REQUEST_ALREADY_PAID");
    if (after?.status === "OPEN" && (await deps.payments.cancel(open.reference)))
      await repo.updatePaymentStatus(deps.db, open.id, "CANCELLED", deps.clock());
  }
  const urls = paymentUrls(deps, order.id);
  let payment;
  try {
    payment = await deps.payments.create({
      amountEur: order.total,
      description: `${deps.productName} online aanvraag ${order.id.slice(0, 8)}`,
      redirectUrl: urls.redirectUrl,
      webhookUrl: urls.webhookUrl,
      metadata: { orderId: order.id },
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      deps.log.error({ err: error.cause, orderId: order.id }, "online request: payment could not be created");
      throw new ProblemError("ONLINE_REQUEST_PAYMENT_UNAVAILABLE");
    }
    throw error;
  }
  await repo.insertPayment(deps.db, {
    orderId: order.id,
    reference: payment.id,
    amount: order.total,
    checkoutUrl: payment.checkoutUrl,
    now: deps.clock(),
  });
  if (payment.checkoutUrl === null)
    throw new ProblemError("ONLINE_REQUEST_PAYMENT_UNAVAILABLE", { detail: "De provider gaf geen betaalpagina." });
  return payment.checkoutUrl;
}

/**
 * The payment is confirmed (or nothing was to be paid): PENDING_PAYMENT -> PENDING_UITID_CONNECT and
 * every holder's card, in one transaction, only by the caller that moves the order. Then the mail.
 */
export async function completePayment(deps: OnlineRequestDeps, orderId: string, paymentReference: string | null): Promise<void> {
  const now = deps.clock();
  const moved = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.markOrderPaid(trx, orderId, paymentReference, now))) return false;
    await issueOrderCards(trx, orderId, now);
    return true;
  });
  if (moved) await sendConfirmation(deps, orderId);
}

/**
 * The status of a payment as the provider gives it, recorded idempotently: the webhook and the return
 * page both come here. An id we did not create, or whose amount or order does not match what we asked,
 * changes nothing.
 */
export async function syncPayment(deps: OnlineRequestDeps, reference: string): Promise<void> {
  const payment = await repo.findPaymentByReference(deps.db, reference);
  if (payment === undefined || deps.payments === undefined) return;
  let remote;
  try {
    remote = await deps.payments.get(reference);
  } catch (error) {
    deps.log.error(
      { err: error instanceof PaymentProviderError ? error.cause : error, paymentId: payment.id },
      "online request: payment status unavailable",
    );
    throw new ProblemError("ONLINE_REQUEST_PAYMENT_UNAVAILABLE");
  }
  if (remote === null) return;
  const orderOfRemote = (remote.metadata as { orderId?: unknown } | null)?.orderId;
  if (
    remote.id !== reference ||
    remote.amount.currency !== "EUR" ||
    remote.amount.value !== formatAmount(payment.amount) ||
    orderOfRemote !== payment.orderId
  ) {
    deps.log.warn({ paymentId: payment.id }, "online request: the provider's payment does not match ours; ignored");
    return;
  }
  const status = paymentStatusOf(remote.status);
  const now = deps.clock();
  if (status !== "PAID") {
    await repo.updatePaymentStatus(deps.db, payment.id, status, now);
    return;
  }
  const moved = await deps.db.transaction().execute(async (trx) => {
    const changed = await repo.updatePaymentStatus(trx, payment.id, "PAID", now);
    const current = await repo.findPaymentByReference(trx, reference);
    if (!changed && current?.status !== "PAID") {
      deps.log.error(
        { orderId: payment.orderId, paymentId: payment.id },
        "online request: a second payment of an order was paid; refund it at the provider",
      );
      return false;
    }
    if (!(await repo.markOrderPaid(trx, payment.orderId, reference, now))) {
      const order = await repo.findOrder(trx, payment.orderId);
      if (order?.status === "CANCELLED")
        deps.log.error(
          { orderId: payment.orderId, paymentId: payment.id },
          "online request: a cancelled order was paid; refund it at the provider",
        );
      return false;
    }
    await issueOrderCards(trx, payment.orderId, now);
    return true;
  });
  if (moved) await sendConfirmation(deps, payment.orderId);
}

/** The return page of the payment: the status of the order's open payment, from the provider. */
export async function syncOpenPayment(deps: OnlineRequestDeps, orderId: string): Promise<void> {
  const latest = await repo.latestPayment(deps.db, orderId);
  if (latest?.status === "OPEN") await syncPayment(deps, latest.reference);
}

/** The webhook: whatever id arrives, the answer is the same; only the provider's status counts. */
export async function handleWebhook(deps: OnlineRequestDeps, reference: string): Promise<{ received: true }> {
  if (/^tr_[A-Za-z0-9]{4,64}$/.test(reference)) await syncPayment(deps, reference);
  return { received: true };
}
