// The devices that accepted push (`push_subscriptions`, one row per push service endpoint) and what was
// pushed to them (`push_deliveries`, once per message and device). Migration 0036, decision 0060. The
// only SQL of the push module.
import type { Kysely } from "kysely";
import type { DB } from "@vtp/db/schema";

export interface StoredSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Stores the device's subscription for the holder; the same endpoint again (a new login on the device) moves it to this holder with its new keys. */
export async function upsertSubscription(
  db: Kysely<DB>,
  input: { holderId: string; endpoint: string; p256dh: string; auth: string; at: Date },
): Promise<void> {
  const values = { holder_id: input.holderId, p256dh: input.p256dh, auth: input.auth, created_at: input.at };
  await db
    .insertInto("push_subscriptions")
    .values({ endpoint: input.endpoint, ...values })
    .onConflict((oc) => oc.column("endpoint").doUpdateSet(values))
    .execute();
}

/** Removes the endpoint only when it is the holder's; true when a row went. */
export async function deleteHoldersSubscription(db: Kysely<DB>, holderId: string, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom("push_subscriptions")
    .where("holder_id", "=", holderId)
    .where("endpoint", "=", endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The push service said the subscription is gone (404/410). */
export async function deleteSubscription(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom("push_subscriptions").where("id", "=", id).execute();
}

/** The holder's devices that have not yet received this message. */
export async function subscriptionsAwaiting(db: Kysely<DB>, holderId: string, messageId: string): Promise<StoredSubscription[]> {
  return db
    .selectFrom("push_subscriptions as s")
    .select(["s.id", "s.endpoint", "s.p256dh", "s.auth"])
    .where("s.holder_id", "=", holderId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("push_deliveries as d")
            .select("d.message_id")
            .whereRef("d.subscription_id", "=", "s.id")
            .where("d.message_id", "=", messageId),
        ),
      ),
    )
    .orderBy("s.created_at")
    .execute();
}

export async function recordDelivery(db: Kysely<DB>, messageId: string, subscriptionId: string, at: Date): Promise<void> {
  await db
    .insertInto("push_deliveries")
    .values({ message_id: messageId, subscription_id: subscriptionId, delivered_at: at })
    .onConflict((oc) => oc.columns(["message_id", "subscription_id"]).doNothing())
    .execute();
}
