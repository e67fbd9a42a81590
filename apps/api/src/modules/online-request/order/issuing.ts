// The online request's side of card issuing: the holders of a paid order get their cards and their family
// from card issuing (modules/card-issuing), each card attached to its holder of the order and to the
// national number's registry entry; the confirmation mail with the status link; and the registration
// token of the main holder's new card (step 7), which links it to an account.
import type { Kysely } from "kysely";
import { maskCardNumber } from "@vtp/contracts/card-number";
import { ProblemError } from "@vtp/contracts/problem";
import { webPaths } from "@vtp/contracts/web-paths";
import type { DB } from "@vtp/db/schema";
import { hashToken, newOpaqueToken } from "../../../shared/tokens.ts";
import { createRegistrationToken, issueCards } from "../../card-issuing/service.ts";
import { sendMessage } from "../../messages/service.ts";
import type { OnlineRequestDeps } from "../deps.ts";
import { formatAmount } from "./payment-provider.ts";
import * as repo from "./repository.ts";

/** In the transaction that moved the order to paid: a card for every holder of the order, and the family. */
export async function issueOrderCards(trx: Kysely<DB>, orderId: string, now: Date): Promise<void> {
  const order = (await repo.findOrder(trx, orderId))!;
  const holders = await repo.orderHolders(trx, orderId);
  const issued = await issueCards({ db: trx }, { cardSystemId: order.cardSystemId, holders, now });
  for (const [i, h] of holders.entries())
    await repo.attachIssuedCard(trx, orderId, h.position, issued[i]!.holderId, issued[i]!.cardId, h.inszHash);
}

export function statusLink(deps: OnlineRequestDeps, orderId: string, token: string): string {
  return `${deps.publicUrl}${webPaths["online-request-status"]}?bestelling=${orderId}&code=${encodeURIComponent(token)}`;
}

/**
 * The order confirmation with the status link (once per order): the claim and the mail are one
 * transaction, so a claimed confirmation is always on its way (the outbox sends it when it can).
 */
export async function sendConfirmation(deps: OnlineRequestDeps, orderId: string): Promise<void> {
  const token = newOpaqueToken();
  await deps.db.transaction().execute(async (trx) => {
    const claimed = await repo.claimConfirmationMail(trx, orderId, hashToken(token), deps.clock());
    if (claimed === undefined) return;
    const order = (await repo.findOrder(trx, orderId))!;
    const holders = await repo.orderHolders(trx, orderId);
    const names = holders.map(
      (h) => `- ${h.firstName} ${h.lastName}: ${h.cardNumber ? `pas ${maskCardNumber(h.cardNumber)}` : "pas in aanmaak"}`,
    );
    await deps.mailer.send(
      {
        kind: "online-request-confirmation",
        to: claimed.email,
        subject: `Bevestiging van je aanvraag: ${order.cardSystemName}`,
        text: [
          "Hallo,",
          `Bedankt! We ontvingen je betaling van ${formatAmount(order.total).replace(".", ",")} euro. Deze passen zijn aangemaakt:`,
          names.join("\n"),
          `Maak nu je account aan om je pas in de app te gebruiken. Volg je aanvraag hier (de link werkt op elk toestel; deel hem met niemand):`,
          statusLink(deps, orderId, token),
          `Bestelnummer: ${orderId}`,
          deps.productName,
        ].join("\n\n"),
      },
      { within: trx },
    );
    // The inbox of each holder of the order (read once the card has an account): paid, and the card is
    // ready. The confirmation above is their mail.
    for (const h of holders) {
      if (h.holderId === null) continue;
      if (h.isMain)
        await sendMessage(
          deps.messages,
          {
            holderId: h.holderId,
            topic: "service",
            dedupKey: `online-request:${orderId}:paid`,
            title: "We ontvingen je betaling",
            body: `Bedankt! We ontvingen je betaling van ${formatAmount(order.total).replace(".", ",")} euro voor je aanvraag in ${order.cardSystemName} (bestelnummer ${orderId}).`,
            linkPath: webPaths.card,
          },
          { within: trx, mail: false },
        );
      await sendMessage(
        deps.messages,
        {
          holderId: h.holderId,
          topic: "service",
          dedupKey: `online-request:${orderId}:card-ready`,
          title: `Je ${deps.productName} is klaar`,
          body: `${h.cardNumber ? `Je pas ${maskCardNumber(h.cardNumber)}` : "Je pas"} in ${order.cardSystemName} is aangemaakt. Je kan hem meteen gebruiken: toon je digitale pas aan de kassa of de balie.`,
          linkPath: webPaths.card,
        },
        { within: trx, mail: false },
      );
    }
  });
}

/** Step 7: a registration token for the main holder's new card, while the order waits for the card's account. */
export async function registrationTokenOfOrder(deps: OnlineRequestDeps, order: repo.OrderRow) {
  if (order.status !== "PENDING_UITID_CONNECT") {
    throw new ProblemError(
      "ONLINE_REQUEST_NOT_PAID",
      order.status === "COMPLETED" ? { nl: "Je pas is al gekoppeld aan je account. Meld je aan." } : {},
    );
  }
  const main = (await repo.orderHolders(deps.db, order.id)).find((h) => h.isMain);
  if (main?.cardId == null) throw new ProblemError("ONLINE_REQUEST_NOT_PAID");
  const { token } = await createRegistrationToken(deps, main.cardId);
  return { registrationToken: token, email: order.email, firstName: main.firstName, lastName: main.lastName };
}
