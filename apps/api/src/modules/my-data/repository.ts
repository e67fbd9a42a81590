// My data's SQL (decision 0044): the read of everything about one account and its holder, and the
// erasure. Read-only queries beside the owning modules' own: the download names every table the product
// keeps about a person in one place. The erasure runs in the caller's transaction.
import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "@vtp/db/schema";

type Executor = Kysely<DB> | Transaction<DB>;

const iso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());
const day = (value: Date | string): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));
const dayOrNull = (value: Date | string | null): string | null => (value === null ? null : day(value));
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

export async function readAccount(db: Executor, accountId: string) {
  const row = await db
    .selectFrom("identity_accounts")
    .select(["email", "email_verified", "first_name", "last_name", "created_at"])
    .where("id", "=", accountId)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : {
        email: row.email,
        emailVerified: row.email_verified,
        firstName: row.first_name,
        lastName: row.last_name,
        createdAt: iso(row.created_at),
      };
}

export async function readHolder(db: Executor, holderId: string) {
  const row = await db
    .selectFrom("holders as h")
    .leftJoin("municipalities as m", "m.id", "h.municipality_id")
    .select([
      "h.first_name",
      "h.last_name",
      "h.birth_date",
      "h.gender",
      "h.email",
      "h.gsm",
      "h.street_and_number",
      "m.postal_code",
      "m.name as city",
      "h.points",
      "h.created_at",
    ])
    .where("h.id", "=", holderId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: day(row.birth_date),
    gender: row.gender,
    email: row.email,
    gsm: row.gsm,
    streetAndNumber: row.street_and_number,
    postalCode: row.postal_code,
    city: row.city,
    points: row.points,
    createdAt: iso(row.created_at),
  };
}

export async function readCards(db: Executor, holderId: string) {
  const rows = await db
    .selectFrom("cards as c")
    .innerJoin("card_systems as cs", "cs.id", "c.card_system_id")
    .select(["c.card_number", "c.status", "cs.id as cs_id", "cs.name as cs_name", "c.social_tariff", "c.created_at", "c.blocked_at"])
    .where("c.holder_id", "=", holderId)
    .where("c.status", "in", ["ACTIVE", "BLOCKED", "DELETED"])
    .orderBy("c.created_at")
    .execute();
  return rows.map((r) => ({
    cardNumber: r.card_number,
    status: r.status as "ACTIVE" | "BLOCKED" | "DELETED",
    cardSystem: { id: r.cs_id, name: r.cs_name },
    socialTariff: r.social_tariff,
    createdAt: iso(r.created_at),
    blockedAt: isoOrNull(r.blocked_at),
  }));
}

export async function readRegions(db: Executor, holderId: string) {
  const rows = await db
    .selectFrom("memberships_card_system as m")
    .innerJoin("card_systems as cs", "cs.id", "m.card_system_id")
    .select(["cs.id", "cs.name", "m.status", "m.end_date"])
    .where("m.holder_id", "=", holderId)
    .orderBy("cs.id")
    .execute();
  return rows.map((r) => ({ cardSystem: { id: r.id, name: r.name }, status: r.status, endDate: dayOrNull(r.end_date) }));
}

export async function readKansenstatuut(db: Executor, holderId: string) {
  const rows = await db
    .selectFrom("kansenstatuut as k")
    .innerJoin("card_systems as cs", "cs.id", "k.card_system_id")
    .select(["cs.id", "cs.name", "k.status", "k.end_date", "k.suspended_until"])
    .where("k.holder_id", "=", holderId)
    .orderBy("cs.id")
    .execute();
  return rows.map((r) => ({
    cardSystem: { id: r.id, name: r.name },
    status: r.status,
    endDate: day(r.end_date),
    suspendedUntil: dayOrNull(r.suspended_until),
  }));
}

export async function readPointsLedger(db: Executor, holderId: string) {
  const rows = await db
    .selectFrom("points_ledger as l")
    .leftJoin("checkins as c", "c.id", "l.checkin_id")
    .leftJoin("activities as a", "a.id", "c.activity_id")
    .leftJoin("redemptions as r", "r.id", "l.redemption_id")
    .leftJoin("rewards as w", "w.id", "r.reward_id")
    .select(["l.created_at", "l.delta", "l.reason", "l.description", "a.title as activity", "w.title as reward"])
    .where("l.holder_id", "=", holderId)
    .orderBy("l.created_at")
    .orderBy("l.id")
    .execute();
  return rows.map((r) => ({ at: iso(r.created_at), delta: r.delta, reason: r.reason, title: r.activity ?? r.reward ?? r.description }));
}

export async function readRedemptions(db: Executor, holderId: string) {
  const rows = await db
    .selectFrom("redemptions as r")
    .innerJoin("rewards as w", "w.id", "r.reward_id")
    .leftJoin("organisers as o", "o.id", "r.organiser_id")
    .leftJoin("redemption_uses as u", "u.redemption_id", "r.id")
    .leftJoin("redemption_undos as d", "d.redemption_id", "r.id")
    .select(["r.redeemed_at", "w.title", "r.points_spent", "r.redeem_code", "o.name as organiser", "u.used_at", "d.undone_at"])
    .where("r.holder_id", "=", holderId)
    .orderBy("r.redeemed_at")
    .execute();
  return rows.map((r) => ({
    redeemedAt: iso(r.redeemed_at),
    reward: r.title,
    pointsSpent: r.points_spent,
    redeemCode: r.redeem_code,
    organiser: r.organiser,
    usedAt: isoOrNull(r.used_at),
    undoneAt: isoOrNull(r.undone_at),
  }));
}

export async function readCoupons(db: Executor, holderId: string) {
  const rows = await db
    .selectFrom("holder_coupons as hc")
    .innerJoin("coupons as c", "c.id", "hc.coupon_id")
    .select(["c.name", "hc.valid_from", "hc.valid_until", "hc.status"])
    .where("hc.holder_id", "=", holderId)
    .orderBy("hc.valid_from")
    .execute();
  return rows.map((r) => ({ name: r.name, validFrom: day(r.valid_from), validUntil: day(r.valid_until), status: r.status }));
}

export async function readAssociationMemberships(db: Executor, holderId: string) {
  const rows = await db
    .selectFrom("association_memberships")
    .select(["association_name", "status", "end_date"])
    .where("holder_id", "=", holderId)
    .orderBy("created_at")
    .execute();
  return rows.map((r) => ({ associationName: r.association_name, status: r.status, endDate: dayOrNull(r.end_date) }));
}

export async function readTicketSales(db: Executor, holderId: string) {
  const rows = await db
    .selectFrom("ticket_sales as t")
    .innerJoin("activities as a", "a.id", "t.activity_id")
    .innerJoin("organisers as o", "o.id", "t.organiser_id")
    .select(["t.created_at", "a.title", "o.name", "t.tariff_type", "t.price_cents", "t.cancelled_at"])
    .where("t.holder_id", "=", holderId)
    .orderBy("t.created_at")
    .execute();
  return rows.map((r) => ({
    at: iso(r.created_at),
    activity: r.title,
    organiser: r.name,
    tariff: r.tariff_type,
    priceCents: r.price_cents,
    cancelledAt: isoOrNull(r.cancelled_at),
  }));
}

export async function readFamily(db: Executor, holderId: string) {
  const main = await db.selectFrom("families").select("id").where("main_holder_id", "=", holderId).executeTakeFirst();
  const member = main
    ? undefined
    : await db.selectFrom("family_members").select("family_id as id").where("holder_id", "=", holderId).executeTakeFirst();
  const familyId = main?.id ?? member?.id;
  if (familyId === undefined) return null;
  const rows = await db
    .selectFrom("holders as h")
    .select("h.first_name")
    .where("h.id", "<>", holderId)
    .where((eb) =>
      eb.or([
        eb("h.id", "in", eb.selectFrom("family_members").select("holder_id").where("family_id", "=", familyId)),
        eb("h.id", "in", eb.selectFrom("families").select("main_holder_id").where("id", "=", familyId)),
      ]),
    )
    .orderBy("h.first_name")
    .execute();
  return { role: main ? ("MAIN" as const) : ("MEMBER" as const), members: rows.map((r) => ({ firstName: r.first_name })) };
}

/** What the holder saved (decision 0059), newest first, with the title of each object. */
export async function readFavourites(db: Executor, holderId: string) {
  const rows = await db
    .selectFrom("favourites as f")
    .leftJoin("rewards as r", "r.id", "f.reward_id")
    .leftJoin("organisers as o", "o.id", "f.organiser_id")
    .leftJoin("activities as a", "a.id", "f.activity_id")
    .select(["f.kind", "f.savings_goal", "f.created_at", sql<string>`COALESCE(r.title, o.name, a.title, '')`.as("title")])
    .where("f.holder_id", "=", holderId)
    .orderBy("f.created_at", "desc")
    .orderBy("f.object_id")
    .execute();
  return rows.map((r) => ({ kind: r.kind, title: r.title, savingsGoal: r.savings_goal, savedAt: iso(r.created_at) }));
}

/** The holder's push subscriptions (decision 0060): when each was made and the push service's address. */
export async function readPushSubscriptions(db: Executor, holderId: string) {
  const rows = await db
    .selectFrom("push_subscriptions")
    .select(["endpoint", "created_at"])
    .where("holder_id", "=", holderId)
    .orderBy("created_at")
    .execute();
  return rows.map((r) => ({ endpoint: r.endpoint, createdAt: iso(r.created_at) }));
}

/** The holder's inbox, newest first (decision 0049). */
export async function readMessages(db: Executor, holderId: string) {
  const rows = await db
    .selectFrom("messages")
    .select(["created_at", "topic", "title", "body", "read_at"])
    .where("holder_id", "=", holderId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({
    createdAt: new Date(r.created_at).toISOString(),
    topic: r.topic,
    title: r.title,
    body: r.body,
    readAt: r.read_at === null ? null : new Date(r.read_at).toISOString(),
  }));
}

export async function readOnlineRequests(db: Executor, holderId: string) {
  const orders = await db
    .selectFrom("orders as o")
    .select(["o.id", "o.created_at", "o.status", "o.email", "o.total_price", "o.paid_at"])
    .where("o.id", "in", (eb) => eb.selectFrom("order_holders").select("order_id").where("holder_id", "=", holderId))
    .orderBy("o.created_at")
    .execute();
  if (orders.length === 0) return [];
  const people = await db
    .selectFrom("order_holders")
    .select(["order_id", "first_name", "last_name", "birth_date", "insz_encrypted", "email", "phone", "street_and_number"])
    .where(
      "order_id",
      "in",
      orders.map((o) => o.id),
    )
    .where("holder_id", "=", holderId)
    .orderBy("position")
    .execute();
  return orders.map((o) => ({
    createdAt: iso(o.created_at),
    status: o.status,
    email: o.email,
    totalPrice: String(o.total_price),
    paidAt: isoOrNull(o.paid_at),
    people: people
      .filter((p) => p.order_id === o.id)
      .map((p) => ({
        firstName: p.first_name,
        lastName: p.last_name,
        birthDate: day(p.birth_date),
        inszEncrypted: p.insz_encrypted,
        email: p.email,
        phone: p.phone,
        streetAndNumber: p.street_and_number,
      })),
  }));
}

export async function readCounterLookups(db: Executor, holderId: string) {
  const rows = await db
    .selectFrom("staff_audit_log as l")
    .leftJoin("organisers as o", "o.id", "l.organiser_id")
    .select(["l.occurred_at", "o.name", "l.action"])
    .where("l.holder_id", "=", holderId)
    .orderBy("l.occurred_at")
    .orderBy("l.id")
    .execute();
  return rows.map((r) => ({ at: iso(r.occurred_at), organiser: r.name, action: r.action }));
}

// --- the erasure (one transaction, the caller's) ------------------------------------------------------

/** Locks the account for the erasure; undefined when it is gone already. */
export async function lockAccount(trx: Transaction<DB>, accountId: string) {
  return trx
    .selectFrom("identity_accounts")
    .select(["sub", "email", "holder_id"])
    .where("id", "=", accountId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Anonymises the holder the card system keeps (decision 0044): no name, no contact data, the birth date
 * cut to its year (the age rules of rewards and the family caps), the place of residence kept (a region's
 * rewards for its residents); and removes what only the account had: opt-ins and the channel choices, the devices
 * that accepted push (decision 0060), the messages (decision 0049), the favourites (decision 0059), the family, the national
 * number's registry entry, the registration tokens of the cards, the online requests' personal data.
 */
export async function anonymiseHolder(trx: Transaction<DB>, holderId: string, now: Date): Promise<void> {
  await trx
    .updateTable("holders")
    .set({
      first_name: "",
      last_name: "",
      birth_date: sql<string>`date_trunc('year', birth_date)::date`,
      gender: null,
      email: null,
      gsm: null,
      street_and_number: null,
      anonymised_at: now,
    })
    .where("id", "=", holderId)
    .execute();
  await trx.deleteFrom("optins").where("holder_id", "=", holderId).execute();
  await trx.deleteFrom("channel_preferences").where("holder_id", "=", holderId).execute();
  await trx.deleteFrom("push_subscriptions").where("holder_id", "=", holderId).execute();
  await trx.deleteFrom("messages").where("holder_id", "=", holderId).execute();
  await trx.deleteFrom("favourites").where("holder_id", "=", holderId).execute();
  await trx.deleteFrom("families").where("main_holder_id", "=", holderId).execute();
  await trx.deleteFrom("family_members").where("holder_id", "=", holderId).execute();
  await trx.deleteFrom("family_invitations").where("holder_id", "=", holderId).execute();
  await trx.deleteFrom("insz_registry").where("holder_id", "=", holderId).execute();
  await trx
    .deleteFrom("registration_tokens")
    .where("card_id", "in", (eb) => eb.selectFrom("cards").select("id").where("holder_id", "=", holderId))
    .execute();
  const orderIds = trx.selectFrom("order_holders").select("order_id").where("holder_id", "=", holderId).where("is_main", "=", true);
  await trx.deleteFrom("online_request_drafts").where("order_id", "in", orderIds).execute();
  await trx.updateTable("orders").set({ email: "" }).where("id", "in", orderIds).execute();
  await trx
    .updateTable("order_holders")
    .set({
      first_name: "",
      last_name: "",
      insz_encrypted: "",
      insz_hash: sql<string>`'erased-' || position`,
      birth_date: sql<string>`date_trunc('year', birth_date)::date`,
      gender: "X",
      email: null,
      phone: null,
      street_and_number: null,
      optins: sql`'{}'::jsonb`,
    })
    .where("holder_id", "=", holderId)
    .execute();
}

/**
 * Ends every session of the account and deletes it: the web's sessions (with their tokens), the identity
 * provider's sessions, grants, access and refresh tokens (oidc_payloads, by the account's subject), the
 * development outbox's mails to it, the staff rows, and the account itself.
 */
export async function deleteAccount(trx: Transaction<DB>, account: { id: string; sub: string; emails: string[] }): Promise<void> {
  await trx.deleteFrom("web_sessions").where("user_sub", "=", account.sub).execute();
  await trx
    .deleteFrom("oidc_payloads")
    .where((eb) => eb.or([sql<boolean>`payload->>'accountId' = ${account.sub}`, eb("grant_id", "in", grantIds(trx, account.sub))]))
    .execute();
  if (account.emails.length > 0) {
    await trx
      .deleteFrom("mail_outbox")
      .where(
        sql<string>`lower(to_address)`,
        "in",
        account.emails.map((e) => e.toLowerCase()),
      )
      .execute();
  }
  await trx.deleteFrom("staff_last_organisers").where("account_id", "=", account.id).execute();
  await trx.deleteFrom("identity_accounts").where("id", "=", account.id).execute();
}

function grantIds(trx: Transaction<DB>, sub: string) {
  return trx
    .selectFrom("oidc_payloads")
    .select("id")
    .where("model", "like", "%Grant")
    .where(sql<boolean>`payload->>'accountId' = ${sub}`);
}
