// The orders' SQL: an order and its holders, the national numbers and voucher uses it holds, its payments,
// the cards card issuing made for its holders, and the order a status link or a draft opens. The only SQL
// of the online request's order phase.
import { sql, type Kysely, type Transaction } from "kysely";
import type { DB, Gender, HolderPriceCategory, OrderStatus, PaymentStatus } from "@vtp/db/schema";

type Executor = Kysely<DB> | Transaction<DB>;

// --- vouchers and national numbers an order holds ------------------------------------------------

/** Takes `count` uses of a voucher, all or nothing. */
export async function takeVoucherUses(db: Executor, code: string, count: number): Promise<boolean> {
  const r = await db
    .updateTable("registration_vouchers")
    .set({ uses: sql<number>`uses + ${count}` })
    .where("code", "=", code)
    .where((eb) => eb.or([eb("max_uses", "is", null), eb("uses", "<=", sql<number>`max_uses - ${count}`)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function releaseVoucherUses(db: Executor, code: string, count: number): Promise<void> {
  await db
    .updateTable("registration_vouchers")
    .set({ uses: sql<number>`greatest(uses - ${count}, 0)` })
    .where("code", "=", code)
    .execute();
}

/** Reserves the hashes for an order; the hashes already taken (by someone else) when not all could be. */
export async function reserveInsz(db: Executor, orderId: string, hashes: readonly string[], now: Date): Promise<string[]> {
  const inserted = await db
    .insertInto("insz_registry")
    .values(hashes.map((h) => ({ insz_hash: h, order_id: orderId, created_at: now })))
    .onConflict((oc) => oc.column("insz_hash").doNothing())
    .returning("insz_hash")
    .execute();
  const got = new Set(inserted.map((r) => r.insz_hash));
  return hashes.filter((h) => !got.has(h));
}

export async function releaseInsz(db: Executor, orderId: string): Promise<void> {
  await db.deleteFrom("insz_registry").where("order_id", "=", orderId).where("holder_id", "is", null).execute();
}

// --- orders and payments -------------------------------------------------------------------------

export interface NewOrderHolder {
  position: number;
  isMain: boolean;
  firstName: string;
  lastName: string;
  inszEncrypted: string;
  inszHash: string;
  birthDate: string;
  gender: Gender;
  email: string | null;
  phone: string | null;
  streetAndNumber: string;
  municipalityId: number | null;
  socialTariff: boolean;
  price: number;
  priceCategory: HolderPriceCategory;
  voucherCode: string | null;
  sameAddress: boolean;
  optins: Record<string, boolean>;
}

export async function insertOrder(
  db: Executor,
  order: { email: string; cardSystemId: number; total: number; now: Date; holders: readonly NewOrderHolder[] },
): Promise<string> {
  const r = await db
    .insertInto("orders")
    .values({ email: order.email, card_system_id: order.cardSystemId, total_price: order.total.toFixed(2), created_at: order.now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("order_holders")
    .values(
      order.holders.map((h) => ({
        order_id: r.id,
        position: h.position,
        is_main: h.isMain,
        first_name: h.firstName,
        last_name: h.lastName,
        insz_encrypted: h.inszEncrypted,
        insz_hash: h.inszHash,
        birth_date: h.birthDate,
        gender: h.gender,
        email: h.email,
        phone: h.phone,
        street_and_number: h.streetAndNumber,
        municipality_id: h.municipalityId,
        social_tariff: h.socialTariff,
        price: h.price.toFixed(2),
        price_category: h.priceCategory,
        voucher_code: h.voucherCode,
        family_same_address: h.sameAddress,
        optins: JSON.stringify(h.optins),
      })),
    )
    .execute();
  return r.id;
}

export interface OrderRow {
  id: string;
  status: OrderStatus;
  email: string;
  cardSystemId: number;
  cardSystemName: string;
  total: number;
  customTokenHash: string | null;
  createdAt: Date;
  paidAt: Date | null;
}

export async function findOrder(db: Executor, orderId: string, forUpdate = false): Promise<OrderRow | undefined> {
  let q = db
    .selectFrom("orders as o")
    .innerJoin("card_systems as cs", "cs.id", "o.card_system_id")
    .select([
      "o.id",
      "o.status",
      "o.email",
      "o.card_system_id",
      "cs.name",
      "o.total_price",
      "o.custom_token_hash",
      "o.created_at",
      "o.paid_at",
    ])
    .where("o.id", "=", orderId);
  if (forUpdate) q = q.forUpdate();
  const r = await q.executeTakeFirst();
  return (
    r && {
      id: r.id,
      status: r.status,
      email: r.email,
      cardSystemId: r.card_system_id,
      cardSystemName: r.name,
      total: Number(r.total_price),
      customTokenHash: r.custom_token_hash,
      createdAt: r.created_at,
      paidAt: r.paid_at,
    }
  );
}

/** The order whose status link (custom token) has this hash. */
export async function findOrderIdByCustomTokenHash(db: Executor, customTokenHash: string): Promise<string | undefined> {
  const r = await db.selectFrom("orders").select("id").where("custom_token_hash", "=", customTokenHash).executeTakeFirst();
  return r?.id;
}

/** The order a live draft placed (the wizard's token also opens its order's status page). */
export async function orderIdOfDraft(db: Executor, draftTokenHash: string, now: Date): Promise<string | null | undefined> {
  const r = await db
    .selectFrom("online_request_drafts")
    .select("order_id")
    .where("token_hash", "=", draftTokenHash)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return r?.order_id;
}

export interface OrderHolderRow {
  position: number;
  isMain: boolean;
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: Gender;
  email: string | null;
  phone: string | null;
  streetAndNumber: string | null;
  municipalityId: number | null;
  socialTariff: boolean;
  inszHash: string;
  holderId: string | null;
  cardId: string | null;
  cardNumber: string | null;
  voucherCode: string | null;
  optins: Record<string, boolean>;
}

export async function orderHolders(db: Executor, orderId: string): Promise<OrderHolderRow[]> {
  const rows = await db
    .selectFrom("order_holders as oh")
    .leftJoin("cards as c", "c.id", "oh.card_id")
    .select([
      "oh.position",
      "oh.is_main",
      "oh.first_name",
      "oh.last_name",
      "oh.birth_date",
      "oh.gender",
      "oh.email",
      "oh.phone",
      "oh.street_and_number",
      "oh.municipality_id",
      "oh.social_tariff",
      "oh.insz_hash",
      "oh.holder_id",
      "oh.card_id",
      "c.card_number",
      "oh.voucher_code",
      "oh.optins",
    ])
    .where("oh.order_id", "=", orderId)
    .orderBy("oh.position")
    .execute();
  return rows.map((r) => ({
    position: r.position,
    isMain: r.is_main,
    firstName: r.first_name,
    lastName: r.last_name,
    birthDate: r.birth_date,
    gender: r.gender,
    email: r.email,
    phone: r.phone,
    streetAndNumber: r.street_and_number,
    municipalityId: r.municipality_id,
    socialTariff: r.social_tariff,
    inszHash: r.insz_hash,
    holderId: r.holder_id,
    cardId: r.card_id,
    cardNumber: r.card_number,
    voucherCode: r.voucher_code,
    optins: (typeof r.optins === "string" ? JSON.parse(r.optins) : r.optins) as Record<string, boolean>,
  }));
}

/** PENDING_PAYMENT -> CANCELLED; false when the order was in another state. */
export async function cancelOrder(db: Executor, orderId: string, now: Date): Promise<boolean> {
  const r = await db
    .updateTable("orders")
    .set({ status: "CANCELLED", cancelled_at: now })
    .where("id", "=", orderId)
    .where("status", "=", "PENDING_PAYMENT")
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** PENDING_PAYMENT -> PENDING_UITID_CONNECT, once: only the caller that moves it issues the cards. */
export async function markOrderPaid(db: Executor, orderId: string, paymentReference: string | null, now: Date): Promise<boolean> {
  const r = await db
    .updateTable("orders")
    .set({ status: "PENDING_UITID_CONNECT", paid_at: now, payment_reference: paymentReference })
    .where("id", "=", orderId)
    .where("status", "=", "PENDING_PAYMENT")
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** PENDING_UITID_CONNECT -> COMPLETED for the order whose main holder is `holderId` (its card got an account). */
export async function completeOrderOfMainHolder(db: Executor, holderId: string, now: Date): Promise<void> {
  await db
    .updateTable("orders")
    .set({ status: "COMPLETED", completed_at: now })
    .where("status", "=", "PENDING_UITID_CONNECT")
    .where("id", "in", (eb) =>
      eb.selectFrom("order_holders").select("order_id").where("holder_id", "=", holderId).where("is_main", "=", true),
    )
    .execute();
}

/** Expired unpaid orders (no payment under way) become CANCELLED and free their national numbers. */
export async function cancelStaleOrders(db: Executor, olderThan: Date, now: Date): Promise<string[]> {
  const rows = await db
    .updateTable("orders")
    .set({ status: "CANCELLED", cancelled_at: now })
    .where("status", "=", "PENDING_PAYMENT")
    .where("created_at", "<", olderThan)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("payments as p")
            .select("p.id")
            .whereRef("p.order_id", "=", "orders.id")
            .where("p.status", "=", "OPEN")
            .where("p.updated_at", ">=", olderThan),
        ),
      ),
    )
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}

/** Sets the custom token of the status link (a newly mailed link replaces the one before). */
export async function setCustomTokenHash(db: Executor, orderId: string, newHash: string): Promise<void> {
  await db.updateTable("orders").set({ custom_token_hash: newHash }).where("id", "=", orderId).execute();
}

/** Marks the confirmation as sent and sets its token, once; false when it went out already. */
export async function claimConfirmationMail(
  db: Executor,
  orderId: string,
  customTokenHash: string,
  now: Date,
): Promise<{ email: string } | undefined> {
  return db
    .updateTable("orders")
    .set({ confirmation_mailed_at: now, custom_token_hash: customTokenHash })
    .where("id", "=", orderId)
    .where("confirmation_mailed_at", "is", null)
    .returning("email")
    .executeTakeFirst();
}

export interface PaymentRow {
  id: string;
  orderId: string;
  reference: string;
  status: PaymentStatus;
  amount: number;
  checkoutUrl: string | null;
}

const toPayment = (r: {
  id: string;
  order_id: string;
  provider_reference: string;
  status: PaymentStatus;
  amount: number;
  checkout_url: string | null;
}): PaymentRow => ({
  id: r.id,
  orderId: r.order_id,
  reference: r.provider_reference,
  status: r.status,
  amount: Number(r.amount),
  checkoutUrl: r.checkout_url,
});

export async function insertPayment(
  db: Executor,
  p: { orderId: string; reference: string; amount: number; checkoutUrl: string | null; now: Date },
): Promise<void> {
  await db
    .insertInto("payments")
    .values({
      order_id: p.orderId,
      provider_reference: p.reference,
      amount: p.amount.toFixed(2),
      checkout_url: p.checkoutUrl,
      created_at: p.now,
      updated_at: p.now,
      events: JSON.stringify([{ at: p.now.toISOString(), status: "OPEN" }]),
    })
    .execute();
}

export async function findPaymentByReference(db: Executor, reference: string): Promise<PaymentRow | undefined> {
  const r = await db
    .selectFrom("payments")
    .select(["id", "order_id", "provider_reference", "status", "amount", "checkout_url"])
    .where("provider_reference", "=", reference)
    .executeTakeFirst();
  return r && toPayment(r);
}

export async function latestPayment(db: Executor, orderId: string): Promise<PaymentRow | undefined> {
  const r = await db
    .selectFrom("payments")
    .select(["id", "order_id", "provider_reference", "status", "amount", "checkout_url"])
    .where("order_id", "=", orderId)
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();
  return r && toPayment(r);
}

export async function openPayments(db: Executor, orderId: string): Promise<PaymentRow[]> {
  const rows = await db
    .selectFrom("payments")
    .select(["id", "order_id", "provider_reference", "status", "amount", "checkout_url"])
    .where("order_id", "=", orderId)
    .where("status", "=", "OPEN")
    .execute();
  return rows.map(toPayment);
}

/**
 * Records a payment's status as the provider gave it. A paid payment is final and an order has at most
 * one paid payment: the update does nothing then. True when the row changed.
 */
export async function updatePaymentStatus(db: Executor, paymentId: string, status: PaymentStatus, now: Date): Promise<boolean> {
  const event = JSON.stringify([{ at: now.toISOString(), status }]);
  const r = await db
    .updateTable("payments")
    .set({ status, updated_at: now, events: sql`events || ${event}::jsonb` })
    .where("id", "=", paymentId)
    .where("status", "<>", status)
    .where("status", "<>", "PAID")
    .where((eb) =>
      status === "PAID"
        ? eb.not(
            eb.exists(
              eb
                .selectFrom("payments as other")
                .select("other.id")
                .whereRef("other.order_id", "=", "payments.order_id")
                .where("other.status", "=", "PAID"),
            ),
          )
        : eb.val(true),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

// --- the cards of a paid order (card issuing makes them) -----------------------------------------------

export async function attachIssuedCard(
  db: Executor,
  orderId: string,
  position: number,
  holderId: string,
  cardId: string,
  inszHash: string,
): Promise<void> {
  await db
    .updateTable("order_holders")
    .set({ holder_id: holderId, card_id: cardId })
    .where("order_id", "=", orderId)
    .where("position", "=", position)
    .where("card_id", "is", null)
    .execute();
  await db.updateTable("insz_registry").set({ holder_id: holderId }).where("insz_hash", "=", inszHash).execute();
}

/** Whether the main holder's card is linked to an identity account. */
export async function mainHolderHasAccount(db: Executor, orderId: string): Promise<boolean> {
  const r = await db
    .selectFrom("order_holders as oh")
    .innerJoin("identity_accounts as a", "a.holder_id", "oh.holder_id")
    .select("a.id")
    .where("oh.order_id", "=", orderId)
    .where("oh.is_main", "=", true)
    .executeTakeFirst();
  return r !== undefined;
}
