// The status page of an order: the confirmation mail's link carries the order's token, enough on any
// device (issue 22 §6) and nothing personal without it; the order token, or the token of the draft that placed the order, opens the status (its payment
// asked at the provider while open, the order completed once the main holder's card has an account); a
// fresh status link can be mailed to the order's address.
import { timingSafeEqual } from "node:crypto";
import { maskCardNumber } from "@vtp/contracts/card-number";
import { maskEmail } from "@vtp/contracts/card-registration";
import type { OrderStatusResponse } from "@vtp/contracts/online-request/order";
import { ProblemError } from "@vtp/contracts/problem";
import { hashToken, newOpaqueToken } from "../../../shared/tokens.ts";
import { MAILS_PER_HOUR, type OnlineRequestDeps } from "../deps.ts";
import { statusLink } from "./issuing.ts";
import { syncPayment } from "./payments.ts";
import * as repo from "./repository.ts";

function sameToken(hash: string | null, token: string): boolean {
  if (hash === null) return false;
  const a = Buffer.from(hash, "hex");
  const b = Buffer.from(hashToken(token), "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The mail's link: order id + the order's token, checked, becomes the token the browser keeps. The link
 * is not spent: it opens the status on a phone after a laptop (issue 22 §6), until a new link is mailed
 * (sendStatusLink replaces the token, so a link that went astray stops working).
 */
export async function openOrder(deps: OnlineRequestDeps, orderId: string, customToken: string): Promise<{ orderToken: string }> {
  const order = await repo.findOrder(deps.db, orderId);
  if (order === undefined || !sameToken(order.customTokenHash, customToken)) throw new ProblemError("ONLINE_REQUEST_LINK_INVALID");
  return { orderToken: customToken };
}

export async function orderStatus(
  deps: OnlineRequestDeps,
  orderId: string,
  credentials: { orderToken?: string | undefined; draftToken?: string | undefined },
): Promise<OrderStatusResponse> {
  let order = await repo.findOrder(deps.db, orderId);
  let allowed = false;
  if (order !== undefined && credentials.orderToken) allowed = sameToken(order.customTokenHash, credentials.orderToken);
  if (order !== undefined && !allowed && credentials.draftToken) {
    allowed = (await repo.orderIdOfDraft(deps.db, hashToken(credentials.draftToken), deps.clock())) === orderId;
  }
  if (order === undefined || !allowed) throw new ProblemError("ONLINE_REQUEST_LINK_INVALID");
  const latest = await repo.latestPayment(deps.db, orderId);
  if (order.status === "PENDING_PAYMENT" && latest?.status === "OPEN") {
    await syncPayment(deps, latest.reference).catch(() => undefined);
    order = (await repo.findOrder(deps.db, orderId))!;
  }
  if (order.status === "PENDING_UITID_CONNECT" && (await repo.mainHolderHasAccount(deps.db, orderId))) {
    await repo.completeOrderOfMainHolder(
      deps.db,
      (await repo.orderHolders(deps.db, orderId)).find((h) => h.isMain)!.holderId!,
      deps.clock(),
    );
    order = (await repo.findOrder(deps.db, orderId))!;
  }
  const holders = await repo.orderHolders(deps.db, orderId);
  const payment = (await repo.latestPayment(deps.db, orderId))?.status ?? null;
  const s = order.status;
  const paid = s === "PENDING_UITID_CONNECT" || s === "COMPLETED";
  const steps: OrderStatusResponse["steps"] =
    s === "CANCELLED"
      ? [
          { key: "payment", state: "stopped" },
          { key: "account", state: "stopped" },
          { key: "card", state: "stopped" },
        ]
      : [
          { key: "payment", state: paid ? "done" : "current" },
          { key: "account", state: s === "COMPLETED" ? "done" : paid ? "current" : "todo" },
          { key: "card", state: s === "COMPLETED" ? "done" : "todo" },
        ];
  return {
    orderId,
    status: s,
    payment,
    total: order.total,
    createdAt: order.createdAt.toISOString(),
    emailMasked: maskEmail(order.email),
    cardSystemName: order.cardSystemName,
    holders: holders.map((h) => ({ firstName: h.firstName, cardNumberMasked: h.cardNumber ? maskCardNumber(h.cardNumber) : null })),
    steps,
  };
}

/** A fresh status link to the order's address (the same answer whether or not the order exists). */
export async function sendStatusLink(deps: OnlineRequestDeps, orderId: string): Promise<{ sent: true }> {
  const order = await repo.findOrder(deps.db, orderId);
  if (order === undefined || order.status === "CANCELLED" || order.status === "PENDING_PAYMENT") return { sent: true };
  const slot = await deps.rateLimiter.consume(`online-request:status-link:${orderId}`, MAILS_PER_HOUR, 60 * 60 * 1000, deps.clock());
  if (!slot.allowed) return { sent: true };
  const token = newOpaqueToken();
  // The token and its mail are one transaction (the mail outbox, decision 0038).
  await deps.db.transaction().execute(async (trx) => {
    await repo.setCustomTokenHash(trx, orderId, hashToken(token));
    await deps.mailer.send(
      {
        kind: "online-request-status-link",
        to: order.email,
        subject: `Je aanvraag voor een ${deps.productName}: nieuwe link`,
        text: [
          "Hallo,",
          "Je vroeg een nieuwe link om de status van je aanvraag te bekijken:",
          statusLink(deps, orderId, token),
          "Deze link werkt op elk toestel; de vorige link werkt niet meer. Deel hem met niemand. Heb jij dit niet gevraagd? Dan hoef je niets te doen.",
          deps.productName,
        ].join("\n\n"),
      },
      { within: trx },
    );
  });
  return { sent: true };
}
