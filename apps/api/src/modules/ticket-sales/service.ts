// Discounted tickets at the counter and through the partner API (issue 20 "Kies tarief", decision 0036):
// the tariffs a holder gets for an activity of the organiser (the kansentarief first, then the holder's
// coupons), their sale right before payment (all or nothing, the limits guarded by the database) and its
// cancellation (the limit back once). Every answer about tariffs is in the audit log (`kansenstatuut.view`),
// every sale and cancel too. Prices come from tariffs.ts; SQL only in repository.ts.
import type { Kysely } from "kysely";
import { isValidCardNumber } from "@vtp/contracts/card-number";
import { brusselsDate } from "@vtp/contracts/dates";
import { ProblemError } from "@vtp/contracts/problem";
import {
  COUPON_TARIFF_PREFIX,
  SOCIAL_TARIFF_ID,
  type CancelledTicketSale,
  type Tariff,
  type Tariffs,
  type TicketSale,
  type TicketSaleRequest,
  type TicketSalesPage,
} from "@vtp/contracts/ticket-sales";
import type { DB } from "@vtp/db/schema";
import { periodKey } from "@vtp/db/periods";
import { actorOf, recordAudit, requireOrganiserRole, type StaffPrincipal } from "../staff/service.ts";
import {
  countSocialTariffSales,
  findCard,
  findKansenstatuut,
  findSale,
  findTicketActivity,
  giveCouponTurnBack,
  insertCouponSale,
  insertSocialTariffSale,
  listOrganiserSales,
  listTicketCoupons,
  markCancelled,
  takeCouponTurn,
  type CardRow,
  type NewSale,
  type SaleRow,
  type TicketActivity,
  type TicketCouponRow,
} from "./repository.ts";
import {
  couponPrice,
  euros,
  kansenstatuutValid,
  SOCIAL_TARIFF_EXPIRED_MESSAGE,
  socialTariffLimitMessage,
  socialTariffPrice,
} from "./tariffs.ts";

export interface TicketSalesDeps {
  db: Kysely<DB>;
  clock: () => Date;
}

/** The name of the kansentarief on the wire and on the counter's screen. */
export const SOCIAL_TARIFF_NAME = "Kansentarief";
const COUPON_USED_UP = "Deze korting is voor deze periode al opgebruikt.";

/** Who, what and where of a tariff question or a sale, checked: the organiser's activity, an active card. */
interface Subject {
  activity: TicketActivity;
  card: CardRow;
  /** The organiser's region: its kansenstatuut and coupons count (the activity's when the organiser has none). */
  cardSystemId: number;
}

async function resolveSubject(
  db: Kysely<DB>,
  principal: StaffPrincipal,
  input: { organiserId: number; eventId: string; uitpasNumber: string },
  detail?: string,
): Promise<Subject> {
  requireOrganiserRole(principal, input.organiserId, "MEMBER");
  const named = detail === undefined ? {} : { detail };
  const activity = await findTicketActivity(db, Number(input.eventId)); // v4's eventId is our activity id
  if (activity === undefined || activity.organiserId !== input.organiserId) throw new ProblemError("event-not-found", named);
  const card = isValidCardNumber(input.uitpasNumber) ? await findCard(db, input.uitpasNumber) : undefined;
  if (card === undefined) throw new ProblemError("pass-not-found", named);
  if (card.status !== "ACTIVE") throw new ProblemError("invalid-card-status", { detail: `${detail ?? ""}Kaartstatus ${card.status}.` });
  const cardSystemId = principal.organisers.get(input.organiserId)?.cardSystemId ?? activity.cardSystemId;
  return { activity, card, cardSystemId };
}

type Offer = Tariff & { priceCents: number } & (
    { type: "SOCIALTARIFF" } | { type: "COUPON"; coupon: TicketCouponRow; couponKey: string | null }
  );

interface Offers {
  available: Offer[];
  /** Why the kansentarief is not available although the holder has a kansenstatuut in the region. */
  socialTariff: { refused: "expired" | "limit"; nl: string } | undefined;
  /** The holder's coupons that are used up in this period. */
  usedUpCoupons: Set<string>;
}

/** What the holder can buy now at a regular price: the kansentarief first (at most one), then coupons. */
async function offersFor(db: Kysely<DB>, subject: Subject, regularCents: number, now: Date): Promise<Offers> {
  const { activity, card, cardSystemId } = subject;
  const today = brusselsDate(now);
  const available: Offer[] = [];
  let socialTariff: Offers["socialTariff"];
  const kansenstatuut = await findKansenstatuut(db, card.holderId, cardSystemId);
  const valid = kansenstatuut !== undefined && kansenstatuutValid(kansenstatuut, today);
  if (kansenstatuut !== undefined && !valid) socialTariff = { refused: "expired", nl: SOCIAL_TARIFF_EXPIRED_MESSAGE };
  if (valid) {
    const key = periodKey(now, activity.ticketLimitPeriod);
    const remaining = activity.ticketLimitVolume - (await countSocialTariffSales(db, card.holderId, activity.id, key));
    if (remaining > 0) {
      const priceCents = socialTariffPrice(regularCents);
      available.push({
        id: SOCIAL_TARIFF_ID,
        name: SOCIAL_TARIFF_NAME,
        type: "SOCIALTARIFF",
        price: euros(priceCents),
        priceCents,
        remaining,
      });
    } else {
      socialTariff = { refused: "limit", nl: socialTariffLimitMessage(activity.ticketLimitVolume, activity.ticketLimitPeriod) };
    }
  }
  const usedUpCoupons = new Set<string>();
  for (const coupon of await listTicketCoupons(db, card.holderId, cardSystemId)) {
    if (coupon.socialTariffOnly && !valid) continue;
    if (coupon.status !== "ACTIVE" || coupon.validFrom > today || coupon.validUntil < today) continue;
    const couponKey = coupon.period === null ? null : periodKey(now, coupon.period);
    const used = coupon.periodKey === couponKey ? coupon.turnsUsed : 0;
    const remaining = coupon.turnsPerPeriod === null ? null : coupon.turnsPerPeriod - used;
    const id = `${COUPON_TARIFF_PREFIX}${coupon.holderCouponId}`;
    if (remaining !== null && remaining <= 0) {
      usedUpCoupons.add(id);
      continue;
    }
    const priceCents = couponPrice(regularCents, coupon.discountKind, coupon.discountValue);
    available.push({ id, name: coupon.name, type: "COUPON", price: euros(priceCents), priceCents, remaining, coupon, couponKey });
  }
  return { available, socialTariff, usedUpCoupons };
}

/**
 * GET /v4/tariffs: the tariffs this holder gets for the organiser's activity at this regular price.
 * An empty list with an endUserMessage is a normal answer (an expired kansenstatuut, a reached limit).
 * Every answer is a view of the kansentarief state: `kansenstatuut.view` in the audit log.
 */
export async function listTariffs(
  deps: TicketSalesDeps,
  principal: StaffPrincipal,
  input: { organiserId: number; eventId: string; uitpasNumber: string; regularPriceCents: number; type: "ANY" | Tariff["type"] },
): Promise<Tariffs> {
  const subject = await resolveSubject(deps.db, principal, input);
  const offers = await offersFor(deps.db, subject, input.regularPriceCents, deps.clock());
  await recordAudit(deps, principal, {
    action: "kansenstatuut.view",
    organiserId: input.organiserId,
    holderId: subject.card.holderId,
    object: { type: "activity", id: String(subject.activity.id) },
  });
  const available = offers.available
    .filter((o) => input.type === "ANY" || o.type === input.type)
    .map(({ id, name, price, type, remaining }) => ({ id, name, price, type, remaining }));
  return {
    available,
    ...(offers.socialTariff !== undefined && input.type !== "COUPON" ? { endUserMessage: { nl: offers.socialTariff.nl } } : {}),
  };
}

/**
 * GET /v4/tariffs/static: what a holder with a valid kansenstatuut in the organiser's region pays for the
 * activity at this regular price, before anyone is identified (the same price rule as listTariffs). No
 * holder is looked at, so nothing goes into the audit log.
 */
export async function listStaticTariffs(
  deps: TicketSalesDeps,
  principal: StaffPrincipal,
  input: { organiserId: number; eventId: string; regularPriceCents: number },
): Promise<Tariffs> {
  requireOrganiserRole(principal, input.organiserId, "MEMBER");
  const activity = await findTicketActivity(deps.db, Number(input.eventId)); // v4's eventId is our activity id
  if (activity === undefined || activity.organiserId !== input.organiserId) throw new ProblemError("event-not-found");
  const priceCents = socialTariffPrice(input.regularPriceCents);
  return {
    available: [
      {
        id: SOCIAL_TARIFF_ID,
        name: SOCIAL_TARIFF_NAME,
        type: "SOCIALTARIFF",
        price: euros(priceCents),
        remaining: activity.ticketLimitVolume,
      },
    ],
  };
}

function saleView(row: SaleRow): TicketSale {
  const social = row.tariffType === "SOCIALTARIFF";
  return {
    id: row.id,
    creationDate: row.createdAt.toISOString(),
    regularPrice: euros(row.regularPriceCents),
    ...(row.regularPriceLabel !== null ? { regularPriceLabel: row.regularPriceLabel } : {}),
    tariff: {
      id: social ? SOCIAL_TARIFF_ID : `${COUPON_TARIFF_PREFIX}${row.holderCouponId}`,
      name: social ? SOCIAL_TARIFF_NAME : (row.couponName ?? "Korting"),
      price: euros(row.priceCents),
      type: row.tariffType,
    },
    eventId: String(row.activityId),
    eventTitle: row.eventTitle,
    uitpasNumber: row.cardNumber,
  };
}

/** Why a requested tariff cannot be sold: expired, limit reached, or not (or no longer) one of the holder's. */
function refusal(offers: Offers, tariffId: string, detail: string): ProblemError {
  if (tariffId === SOCIAL_TARIFF_ID && offers.socialTariff !== undefined) {
    return offers.socialTariff.refused === "expired"
      ? new ProblemError("social-tariff-expired", { detail })
      : new ProblemError("maximum-reached", { detail, nl: offers.socialTariff.nl });
  }
  if (offers.usedUpCoupons.has(tariffId)) return new ProblemError("maximum-reached", { detail, nl: COUPON_USED_UP });
  return new ProblemError("tariff-not-available", { detail });
}

/** Sells one ticket in the caller's transaction; the database refuses what a parallel sale took first. */
async function sellOne(
  db: Kysely<DB>,
  offer: Offer,
  offers: Offers,
  sale: Omit<NewSale, "priceCents" | "periodKey">,
  subject: Subject,
  detail: string,
) {
  const { activity } = subject;
  if (offer.type === "SOCIALTARIFF") {
    const periodKeyNow = periodKey(sale.createdAt, activity.ticketLimitPeriod);
    // A parallel sale may take the slot this one chose: try the next free one, up to the limit.
    for (let attempt = 0; attempt < activity.ticketLimitVolume; attempt++) {
      const id = await insertSocialTariffSale(
        db,
        { ...sale, priceCents: offer.priceCents, periodKey: periodKeyNow },
        activity.ticketLimitVolume,
      );
      if (id !== undefined) return id;
    }
    throw new ProblemError("maximum-reached", {
      detail,
      nl: socialTariffLimitMessage(activity.ticketLimitVolume, activity.ticketLimitPeriod),
    });
  }
  const today = brusselsDate(sale.createdAt);
  const taken = await takeCouponTurn(db, {
    holderCouponId: offer.coupon.holderCouponId,
    holderId: sale.holderId,
    periodKey: offer.couponKey,
    today,
  });
  if (!taken) throw refusal({ ...offers, usedUpCoupons: new Set([offer.id]) }, offer.id, detail);
  return insertCouponSale(
    db,
    { ...sale, priceCents: offer.priceCents, periodKey: offer.couponKey ?? "ABSOLUTE" },
    offer.coupon.holderCouponId,
  );
}

/**
 * POST /v4/ticket-sales: registers every ticket or none (one transaction). Each ticket's tariff is
 * computed again here; the kansentarief's limit is the UNIQUE slot, a coupon's the turns of its row.
 * Each sale is in the audit log (`ticketsale.create`), in the same transaction.
 */
export async function sellTickets(
  deps: TicketSalesDeps,
  principal: StaffPrincipal,
  input: { organiserId: number; tickets: (Omit<TicketSaleRequest, "regularPrice"> & { regularPriceCents: number })[] },
): Promise<TicketSale[]> {
  requireOrganiserRole(principal, input.organiserId, "MEMBER");
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const sold: TicketSale[] = [];
    for (const [index, ticket] of input.tickets.entries()) {
      const detail = `Ticket ${index + 1}. `;
      const subject = await resolveSubject(trx, principal, { organiserId: input.organiserId, ...ticket }, detail);
      const offers = await offersFor(trx, subject, ticket.regularPriceCents, now);
      const offer = offers.available.find((o) => o.id === ticket.tariff.id);
      if (offer === undefined) throw refusal(offers, ticket.tariff.id, detail);
      const sale = {
        holderId: subject.card.holderId,
        cardId: subject.card.cardId,
        activityId: subject.activity.id,
        organiserId: input.organiserId,
        regularPriceCents: ticket.regularPriceCents,
        regularPriceLabel: ticket.regularPriceLabel ?? null,
        soldBy: actorOf(principal),
        createdAt: now,
      };
      const id = await sellOne(trx, offer, offers, sale, subject, detail);
      await recordAudit({ db: trx, clock: deps.clock }, principal, {
        action: "ticketsale.create",
        organiserId: input.organiserId,
        holderId: subject.card.holderId,
        object: { type: "ticket-sale", id },
      });
      const row = await findSale(trx, id, input.organiserId);
      sold.push(saleView(row!));
    }
    return sold;
  });
}

/**
 * DELETE /v4/ticket-sales/{id}: cancels the organiser's sale once (it stays, with its cancellation) and
 * gives its limit back: the kansentarief's slot is free again (the partial index leaves cancelled sales
 * out), a coupon's turn is given back in the period it was taken from. Audited (`ticketsale.cancel`).
 */
export async function cancelSale(
  deps: TicketSalesDeps,
  principal: StaffPrincipal,
  input: { organiserId: number; ticketSaleId: string },
): Promise<CancelledTicketSale> {
  requireOrganiserRole(principal, input.organiserId, "MEMBER");
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const row = await findSale(trx, input.ticketSaleId, input.organiserId);
    if (row === undefined) throw new ProblemError("ticket-sale-not-found");
    const cancelled = await markCancelled(trx, { id: row.id, organiserId: input.organiserId, at: now, by: actorOf(principal) });
    if (!cancelled) throw new ProblemError("ticket-sale-already-cancelled");
    if (row.tariffType === "COUPON" && row.holderCouponId !== null) await giveCouponTurnBack(trx, row.holderCouponId, row.periodKey);
    await recordAudit({ db: trx, clock: deps.clock }, principal, {
      action: "ticketsale.cancel",
      organiserId: input.organiserId,
      holderId: row.holderId,
      object: { type: "ticket-sale", id: row.id },
    });
    return { ...saleView(row), cancellationDate: now.toISOString() };
  });
}

/**
 * GET /v4/ticket-sales: the sales of the holder behind the card number at the organiser (its own only;
 * on any of the holder's cards), newest first, optionally for one of its activities; a cancelled sale is
 * there with `cancelled: true` and its date. A blocked card's history can still be read (the organiser may
 * need to cancel). The list shows kansentarief sales: audited as `kansenstatuut.view`.
 */
export async function listSales(
  deps: TicketSalesDeps,
  principal: StaffPrincipal,
  input: { organiserId: number; uitpasNumber?: string | undefined; eventId?: string | undefined; start: number; limit: number },
): Promise<TicketSalesPage> {
  requireOrganiserRole(principal, input.organiserId, "MEMBER");
  let activityId: number | null = null;
  if (input.eventId !== undefined) {
    const activity = await findTicketActivity(deps.db, Number(input.eventId)); // v4's eventId is our activity id
    if (activity === undefined || activity.organiserId !== input.organiserId) throw new ProblemError("event-not-found");
    activityId = activity.id;
  }
  // The contract asks for a card number, an activity or both; by the activity alone, every holder's sales.
  let card: Awaited<ReturnType<typeof findCard>>;
  if (input.uitpasNumber !== undefined) {
    card = isValidCardNumber(input.uitpasNumber) ? await findCard(deps.db, input.uitpasNumber) : undefined;
    if (card === undefined) throw new ProblemError("pass-not-found");
  }
  const { organiserId, start, limit } = input;
  const page = await listOrganiserSales(deps.db, { holderId: card?.holderId ?? null, organiserId, activityId, start, limit });
  await recordAudit(deps, principal, {
    action: "kansenstatuut.view",
    organiserId: input.organiserId,
    ...(card !== undefined
      ? { holderId: card.holderId, object: { type: "ticket-sales", id: card.cardNumber } }
      : { object: { type: "ticket-sales-event", id: String(activityId) } }),
  });
  return {
    totalItems: page.total,
    member: page.rows.map((row) => ({
      ...saleView(row),
      cancelled: row.cancelledAt !== null,
      ...(row.cancelledAt !== null ? { cancellationDate: row.cancelledAt.toISOString() } : {}),
    })),
  };
}
