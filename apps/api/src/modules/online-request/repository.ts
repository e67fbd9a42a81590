// Regions, prices, vouchers, drafts, orders, payments and the cards an order issues. The only SQL of the
// online-request module.
import { sql, type Kysely, type Transaction } from "kysely";
import type { DB, Gender, HolderPriceCategory, OnlineRegistration, OrderStatus, PaymentStatus, PriceCategory } from "@vtp/db/schema";

type Executor = Kysely<DB> | Transaction<DB>;

// --- regions ----------------------------------------------------------------------------------

export interface PlaceRow {
  municipalityId: number;
  postalCode: string;
  name: string;
  cardSystemId: number | null;
  cardSystemName: string | null;
  /** The city's setting for online requests; null outside every card system. */
  onlineRegistration: OnlineRegistration | null;
  minAge: number;
  /** The region has a price list: without one it cannot sell online. */
  priced: boolean;
}

function placeQuery(db: Executor) {
  return db
    .selectFrom("municipalities as m")
    .leftJoin("card_system_cities as csc", "csc.municipality_id", "m.id")
    .leftJoin("card_systems as cs", (join) => join.onRef("cs.id", "=", "csc.card_system_id").on("cs.active", "=", true))
    .select([
      "m.id as municipality_id",
      "m.postal_code",
      "m.name",
      "cs.id as card_system_id",
      "cs.name as card_system_name",
      "csc.online_registration",
      "cs.online_min_age",
      (eb) =>
        eb
          .exists(eb.selectFrom("card_system_prices as p").select("p.card_system_id").whereRef("p.card_system_id", "=", "cs.id"))
          .as("priced"),
    ]);
}

type PlaceDbRow = {
  municipality_id: number;
  postal_code: string;
  name: string;
  card_system_id: number | null;
  card_system_name: string | null;
  online_registration: OnlineRegistration | null;
  online_min_age: number | null;
  priced: boolean | number | null;
};

function toPlace(r: PlaceDbRow): PlaceRow {
  return {
    municipalityId: r.municipality_id,
    postalCode: r.postal_code,
    name: r.name,
    cardSystemId: r.card_system_id,
    cardSystemName: r.card_system_name,
    onlineRegistration: r.card_system_id === null ? null : r.online_registration,
    minAge: r.online_min_age ?? 0,
    priced: Boolean(r.priced),
  };
}

/** The places with a postal code, each once (a place in two card systems: the lowest id). */
export async function placesByPostalCode(db: Executor, postalCode: string): Promise<PlaceRow[]> {
  const rows = await placeQuery(db).where("m.postal_code", "=", postalCode).orderBy("m.name").orderBy("cs.id").execute();
  const seen = new Set<number>();
  return rows.map(toPlace).filter((p) => (seen.has(p.municipalityId) ? false : (seen.add(p.municipalityId), true)));
}

export async function placeById(db: Executor, municipalityId: number): Promise<PlaceRow | undefined> {
  const rows = await placeQuery(db).where("m.id", "=", municipalityId).orderBy("cs.id").execute();
  return rows[0] ? toPlace(rows[0]) : undefined;
}

/** A place by postal code and name (case-insensitive), else the first place with that postal code. */
export async function placeByPostalCodeAndName(db: Executor, postalCode: string, name: string): Promise<PlaceRow | undefined> {
  const places = await placesByPostalCode(db, postalCode);
  return places.find((p) => p.name.toLowerCase() === name.trim().toLowerCase()) ?? places[0];
}

/** Every card system a place belongs to, with the city's setting. */
export async function cardSystemsOfPlace(
  db: Executor,
  municipalityId: number,
): Promise<{ cardSystemId: number; onlineRegistration: OnlineRegistration }[]> {
  const rows = await db
    .selectFrom("card_system_cities as csc")
    .innerJoin("card_systems as cs", "cs.id", "csc.card_system_id")
    .select(["csc.card_system_id", "csc.online_registration"])
    .where("csc.municipality_id", "=", municipalityId)
    .where("cs.active", "=", true)
    .execute();
  return rows.map((r) => ({ cardSystemId: r.card_system_id, onlineRegistration: r.online_registration }));
}

export async function regionMunicipalityIds(db: Executor, cardSystemId: number): Promise<Set<number>> {
  const rows = await db.selectFrom("card_system_cities").select("municipality_id").where("card_system_id", "=", cardSystemId).execute();
  return new Set(rows.map((r) => r.municipality_id));
}

/** The places open for online requests, per region, for the start page. */
export async function pilotPlaces(
  db: Executor,
): Promise<{ cardSystemId: number; cardSystemName: string; postalCode: string; name: string; onlineRegistration: OnlineRegistration }[]> {
  const rows = await db
    .selectFrom("card_system_cities as csc")
    .innerJoin("card_systems as cs", "cs.id", "csc.card_system_id")
    .innerJoin("municipalities as m", "m.id", "csc.municipality_id")
    .select(["cs.id", "cs.name as card_system_name", "m.postal_code", "m.name", "csc.online_registration"])
    .where("csc.online_registration", "<>", "NONE")
    .where("cs.active", "=", true)
    .where((eb) =>
      eb.exists(eb.selectFrom("card_system_prices as p").select("p.card_system_id").whereRef("p.card_system_id", "=", "cs.id")),
    )
    .orderBy("cs.name")
    .orderBy("m.name")
    .orderBy("m.postal_code")
    .execute();
  return rows.map((r) => ({
    cardSystemId: r.id,
    cardSystemName: r.card_system_name,
    postalCode: r.postal_code,
    name: r.name,
    onlineRegistration: r.online_registration,
  }));
}

export async function priceList(db: Executor, cardSystemId: number): Promise<Record<PriceCategory, number> | undefined> {
  const rows = await db
    .selectFrom("card_system_prices")
    .select(["category", "amount"])
    .where("card_system_id", "=", cardSystemId)
    .execute();
  const list: Partial<Record<PriceCategory, number>> = {};
  for (const r of rows) list[r.category] = Number(r.amount);
  const categories: PriceCategory[] = ["RESIDENT_ADULT", "RESIDENT_CHILD", "NON_RESIDENT_ADULT", "NON_RESIDENT_CHILD", "SOCIAL_TARIFF"];
  return categories.every((c) => list[c] !== undefined) ? (list as Record<PriceCategory, number>) : undefined;
}

export interface VoucherRow {
  code: string;
  cardSystemId: number;
  price: number;
  validUntil: string | null;
  maxUses: number | null;
  uses: number;
}

export async function findVoucher(db: Executor, code: string): Promise<VoucherRow | undefined> {
  const r = await db.selectFrom("registration_vouchers").selectAll().where("code", "=", code).executeTakeFirst();
  return (
    r && {
      code: r.code,
      cardSystemId: r.card_system_id,
      price: Number(r.price),
      validUntil: r.valid_until,
      maxUses: r.max_uses,
      uses: r.uses,
    }
  );
}

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

export async function accountExistsForEmail(db: Executor, email: string): Promise<boolean> {
  const r = await db
    .selectFrom("identity_accounts")
    .select("id")
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .executeTakeFirst();
  return r !== undefined;
}

// --- drafts -----------------------------------------------------------------------------------

export interface DraftRow {
  id: string;
  stateEncrypted: string;
  resumeMailedTo: string | null;
  orderId: string | null;
  expiresAt: Date;
}

const toDraft = (r: {
  id: string;
  state_encrypted: string;
  resume_mailed_to: string | null;
  order_id: string | null;
  expires_at: Date;
}): DraftRow => ({
  id: r.id,
  stateEncrypted: r.state_encrypted,
  resumeMailedTo: r.resume_mailed_to,
  orderId: r.order_id,
  expiresAt: r.expires_at,
});

export async function insertDraft(
  db: Executor,
  draft: { tokenHash: string; stateEncrypted: string; now: Date; expiresAt: Date },
): Promise<string> {
  const r = await db
    .insertInto("online_request_drafts")
    .values({
      token_hash: draft.tokenHash,
      state_encrypted: draft.stateEncrypted,
      created_at: draft.now,
      updated_at: draft.now,
      expires_at: draft.expiresAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return r.id;
}

/** The draft of a token hash, locked for the transaction when `forUpdate`. */
export async function findDraftByTokenHash(db: Executor, tokenHash: string, now: Date, forUpdate = false): Promise<DraftRow | undefined> {
  let q = db
    .selectFrom("online_request_drafts")
    .select(["id", "state_encrypted", "resume_mailed_to", "order_id", "expires_at"])
    .where("token_hash", "=", tokenHash)
    .where("expires_at", ">", now);
  if (forUpdate) q = q.forUpdate();
  const r = await q.executeTakeFirst();
  return r && toDraft(r);
}

export async function findDraftByResumeHash(db: Executor, resumeHash: string, now: Date): Promise<DraftRow | undefined> {
  const r = await db
    .selectFrom("online_request_drafts")
    .select(["id", "state_encrypted", "resume_mailed_to", "order_id", "expires_at"])
    .where("resume_token_hash", "=", resumeHash)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return r && toDraft(r);
}

export async function saveDraftState(db: Executor, draftId: string, stateEncrypted: string, now: Date, expiresAt: Date): Promise<void> {
  await db
    .updateTable("online_request_drafts")
    .set({ state_encrypted: stateEncrypted, updated_at: now, expires_at: expiresAt })
    .where("id", "=", draftId)
    .execute();
}

export async function setDraftToken(db: Executor, draftId: string, tokenHash: string): Promise<void> {
  await db.updateTable("online_request_drafts").set({ token_hash: tokenHash }).where("id", "=", draftId).execute();
}

export async function setDraftResume(db: Executor, draftId: string, resumeHash: string, mailedTo: string): Promise<void> {
  await db
    .updateTable("online_request_drafts")
    .set({ resume_token_hash: resumeHash, resume_mailed_to: mailedTo })
    .where("id", "=", draftId)
    .execute();
}

export async function setDraftOrder(db: Executor, draftId: string, orderId: string | null): Promise<void> {
  await db.updateTable("online_request_drafts").set({ order_id: orderId }).where("id", "=", draftId).execute();
}

export async function deleteDraft(db: Executor, draftId: string): Promise<void> {
  await db.deleteFrom("online_request_drafts").where("id", "=", draftId).execute();
}

export async function deleteExpiredDrafts(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom("online_request_drafts").where("expires_at", "<=", now).execute();
}

// --- national numbers ------------------------------------------------------------------------------

/** Whether a keyed hash belongs to a card holder or a live order. */
export async function inszRegistered(db: Executor, inszHash: string): Promise<boolean> {
  const r = await db.selectFrom("insz_registry").select("insz_hash").where("insz_hash", "=", inszHash).executeTakeFirst();
  return r !== undefined;
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

/** Sets the custom token of the status link; with `expectedHash`, only when the current one is that (one use). */
export async function setCustomTokenHash(db: Executor, orderId: string, newHash: string, expectedHash?: string): Promise<boolean> {
  let q = db.updateTable("orders").set({ custom_token_hash: newHash }).where("id", "=", orderId);
  if (expectedHash !== undefined) q = q.where("custom_token_hash", "=", expectedHash);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
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

// --- issuing the cards ---------------------------------------------------------------------------

/** The next serial of a region's card numbers (50,000,000 on: below are the demo's and older cards). */
export async function nextCardSerial(db: Executor, cardSystemId: number): Promise<number> {
  const r = await db
    .insertInto("card_number_counters")
    .values({ card_system_id: cardSystemId, next_serial: FIRST_ONLINE_SERIAL + 1 })
    .onConflict((oc) => oc.column("card_system_id").doUpdateSet({ next_serial: sql<number>`card_number_counters.next_serial + 1` }))
    .returning("next_serial")
    .executeTakeFirstOrThrow();
  return Number(r.next_serial) - 1;
}

export const FIRST_ONLINE_SERIAL = 50_000_000;

export async function cardNumberTaken(db: Executor, cardNumber: string): Promise<boolean> {
  return (await db.selectFrom("cards").select("id").where("card_number", "=", cardNumber).executeTakeFirst()) !== undefined;
}

export interface IssuedHolder extends Pick<
  OrderHolderRow,
  "firstName" | "lastName" | "birthDate" | "gender" | "email" | "phone" | "streetAndNumber" | "municipalityId"
> {
  now: Date;
}

export async function insertHolder(db: Executor, h: IssuedHolder): Promise<string> {
  const r = await db
    .insertInto("holders")
    .values({
      first_name: h.firstName,
      last_name: h.lastName,
      birth_date: h.birthDate,
      gender: h.gender,
      email: h.email,
      gsm: h.phone,
      municipality_id: h.municipalityId,
      street_and_number: h.streetAndNumber,
      created_at: h.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function insertIssuedCard(
  db: Executor,
  c: {
    holderId: string;
    cardSystemId: number;
    cardNumber: string;
    socialTariff: boolean;
    kansenstatuutEndDate: string | null;
    optins: Record<string, boolean>;
    now: Date;
  },
): Promise<string> {
  const card = await db
    .insertInto("cards")
    .values({
      card_number: c.cardNumber,
      holder_id: c.holderId,
      card_system_id: c.cardSystemId,
      status: "ACTIVE",
      social_tariff: c.socialTariff,
      created_at: c.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("memberships_card_system")
    .values({ holder_id: c.holderId, card_system_id: c.cardSystemId, status: "ACTIVE", created_at: c.now })
    .execute();
  if (c.kansenstatuutEndDate !== null) {
    await db
      .insertInto("kansenstatuut")
      .values({
        holder_id: c.holderId,
        card_system_id: c.cardSystemId,
        status: "ACTIVE",
        end_date: c.kansenstatuutEndDate,
        created_at: c.now,
      })
      .execute();
  }
  await db
    .insertInto("optins")
    .values({
      holder_id: c.holderId,
      service_mails: true,
      milestone_mails: c.optins.milestoneMails ?? false,
      info_mails: c.optins.infoMails ?? false,
      sms: false,
      post: false,
      updated_at: c.now,
    })
    .execute();
  return card.id;
}

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

export async function insertFamily(db: Executor, mainHolderId: string, memberHolderIds: readonly string[], now: Date): Promise<void> {
  const family = await db
    .insertInto("families")
    .values({ main_holder_id: mainHolderId, created_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("family_members")
    .values(memberHolderIds.map((holderId) => ({ family_id: family.id, holder_id: holderId, added_at: now })))
    .execute();
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
