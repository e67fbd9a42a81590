// Steps 6 and 7 of the wizard, where the draft meets its order (order/): "betalen" places the order with
// the server's prices (once; the draft's people become the order's holders, their national numbers
// reserved) and pays it at the provider; the return from the payment page asks the provider; "wachtwoord"
// gets the registration token of the main holder's new card, by the draft or by the status page's order
// token.
import type { DraftView } from "@vtp/contracts/online-request/draft";
import { ProblemError } from "@vtp/contracts/problem";
import type { OnlineRequestDeps } from "../deps.ts";
import { registrationTokenOfOrder } from "../order/issuing.ts";
import { syncOpenPayment } from "../order/payments.ts";
import { createOrder, findOrder, findOrderByToken, payOrder, type NewOrderHolder, type OrderRow } from "../order/service.ts";
import * as repo from "./repository.ts";
import type { PriceResult } from "./price.ts";
import { loadDraft, pricesOf, viewOf, type LoadedDraft } from "./service.ts";
import { memberSocialTariff, nextStep, socialTariffVerified, type StoredPerson } from "./state.ts";

// --- step 6: order and payment -------------------------------------------------------------------

/** Step 6 "betalen": the order with the server's prices (created once), then a payment at the provider. */
export async function placeOrder(deps: OnlineRequestDeps, draftToken: string): Promise<{ draft: DraftView; checkoutUrl: string | null }> {
  const draft = await loadDraft(deps, draftToken);
  const state = draft.state;
  let order = draft.row.orderId === null ? undefined : await findOrder(deps, draft.row.orderId);
  if (order !== undefined && order.status !== "PENDING_PAYMENT" && order.status !== "CANCELLED")
    throw new ProblemError("ONLINE_REQUEST_ALREADY_PAID");
  if (order?.status === "CANCELLED") order = undefined;
  if (order === undefined) {
    if (nextStep(state, null) !== "payment") throw new ProblemError("ONLINE_REQUEST_STEP_MISSING");
    const price = await pricesOf(deps, state);
    if (price === null) throw new ProblemError("ONLINE_REQUEST_NOT_AVAILABLE");
    if (price.error) throw new ProblemError("ONLINE_REQUEST_PRICE_ERROR", { nl: price.error.message });
    const orderId = await placeDraftOrder(deps, draft, price);
    draft.row.orderId = orderId;
    order = (await findOrder(deps, orderId))!;
  }
  const checkoutUrl = await payOrder(deps, order);
  return { draft: await viewOf(deps, draft), checkoutUrl };
}

/** The order of the draft's people with their prices, and the draft's link to it, in one transaction. */
async function placeDraftOrder(deps: OnlineRequestDeps, draft: LoadedDraft, price: PriceResult): Promise<string> {
  const state = draft.state;
  const main = state.mainHolder!;
  const now = deps.clock();
  const lineOf = new Map(price.lines.map((l) => [l.personId, l]));
  const people: { person: StoredPerson; personId: string; socialTariff: boolean; sameAddress: boolean }[] = [
    { person: main, personId: "main", socialTariff: socialTariffVerified(state), sameAddress: false },
    ...state.members.map((mb) => ({
      person: mb as StoredPerson,
      personId: mb.id,
      socialTariff: memberSocialTariff(state, mb),
      sameAddress: mb.sameAddress,
    })),
  ];
  const holders: NewOrderHolder[] = people.map(({ person, personId, socialTariff, sameAddress }, position) => {
    const line = lineOf.get(personId)!;
    return {
      position,
      isMain: position === 0,
      firstName: person.firstName,
      lastName: person.lastName,
      inszEncrypted: deps.vault.encrypt(person.insz),
      inszHash: deps.vault.hash(person.insz),
      birthDate: person.birthDate,
      gender: person.gender,
      email: person.email,
      phone: person.phone,
      streetAndNumber: person.address.streetAndNumber,
      municipalityId: person.address.municipalityId,
      socialTariff,
      price: line.amount,
      priceCategory: line.category,
      voucherCode: line.category === "VOUCHER" ? person.voucher : null,
      sameAddress,
      optins:
        position === 0
          ? { infoMails: state.consents.promotional, milestoneMails: state.consents.promotional }
          : ({} as Record<string, boolean>),
    };
  });
  return deps.db.transaction().execute(async (trx) => {
    const orderId = await createOrder(
      { db: trx },
      { email: state.email!, cardSystemId: state.region!.cardSystemId, total: price.total, holders, now },
    );
    await repo.setDraftOrder(trx, draft.row.id, orderId);
    return orderId;
  });
}

/** The return page of the payment: the status from the provider, then the draft. */
export async function refreshPayment(deps: OnlineRequestDeps, draftToken: string): Promise<DraftView> {
  const draft = await loadDraft(deps, draftToken);
  if (draft.row.orderId !== null) await syncOpenPayment(deps, draft.row.orderId);
  return viewOf(deps, draft);
}

// --- step 7: the registration token of the main holder's new card ----------------------------------

export async function registrationTokenFor(
  deps: OnlineRequestDeps,
  credentials: { draftToken?: string | undefined; orderToken?: string | undefined },
) {
  let order: OrderRow | undefined;
  if (credentials.draftToken) {
    const draft = await loadDraft(deps, credentials.draftToken);
    order = draft.row.orderId === null ? undefined : await findOrder(deps, draft.row.orderId);
    if (order === undefined) throw new ProblemError("ONLINE_REQUEST_NOT_PAID");
  } else if (credentials.orderToken) {
    order = await findOrderByToken(deps, credentials.orderToken);
    if (order === undefined) throw new ProblemError("ONLINE_REQUEST_LINK_INVALID");
  } else throw new ProblemError("ONLINE_REQUEST_DRAFT_NOT_FOUND");
  return registrationTokenOfOrder(deps, order);
}
