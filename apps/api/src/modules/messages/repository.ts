// The SQL of the inbox (table `messages`, migration 0031): a message written once per holder and
// deduplication key (ON CONFLICT DO NOTHING on the UNIQUE key), the inbox newest first, its unread count,
// opening and "alles gelezen", the recipient's address, and the daily reminders' candidates (read-only
// over the card system's tables: kansenstatuut, holder_coupons, rewards, redemptions, cards). The only
// SQL of the messages module.
import { sql, type Kysely } from "kysely";
import type { DB, MessageTopic } from "@vtp/db/schema";

export interface MessageRow {
  id: string;
  topic: MessageTopic;
  title: string;
  body: string;
  linkPath: string;
  createdAt: Date;
  readAt: Date | null;
}

export interface NewMessage {
  holderId: string;
  topic: MessageTopic;
  dedupKey: string;
  title: string;
  body: string;
  linkPath: string;
}

/**
 * Writes the message unless the holder already has one with this key (or the holder was anonymised: an
 * erased account gets no messages). Its id when it was written now.
 */
export async function insertMessage(db: Kysely<DB>, message: NewMessage, at: Date): Promise<string | undefined> {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO messages (holder_id, topic, dedup_key, title, body, link_path, created_at)
    SELECT h.id, ${message.topic}::text, ${message.dedupKey}::text, ${message.title}::text, ${message.body}::text,
           ${message.linkPath}::text, ${at}::timestamptz
    FROM holders h WHERE h.id = ${message.holderId}::uuid AND h.anonymised_at IS NULL
    ON CONFLICT (holder_id, dedup_key) DO NOTHING
    RETURNING id`.execute(db);
  return rows[0]?.id;
}

/** What a push of the message needs: its holder (not anonymised), topic, title and page. */
export async function findMessageToPush(
  db: Kysely<DB>,
  messageId: string,
): Promise<{ holderId: string; topic: MessageTopic; title: string; linkPath: string } | undefined> {
  const row = await db
    .selectFrom("messages as m")
    .innerJoin("holders as h", "h.id", "m.holder_id")
    .select(["m.holder_id", "m.topic", "m.title", "m.link_path"])
    .where("m.id", "=", messageId)
    .where("h.anonymised_at", "is", null)
    .executeTakeFirst();
  return row === undefined ? undefined : { holderId: row.holder_id, topic: row.topic, title: row.title, linkPath: row.link_path };
}

const messageColumns = ["id", "topic", "title", "body", "link_path", "created_at", "read_at"] as const;

function toMessage(row: {
  id: string;
  topic: MessageTopic;
  title: string;
  body: string;
  link_path: string;
  created_at: Date;
  read_at: Date | null;
}): MessageRow {
  return {
    id: row.id,
    topic: row.topic,
    title: row.title,
    body: row.body,
    linkPath: row.link_path,
    createdAt: new Date(row.created_at),
    readAt: row.read_at === null ? null : new Date(row.read_at),
  };
}

export async function listMessages(db: Kysely<DB>, holderId: string, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .selectFrom("messages")
    .select(messageColumns)
    .where("holder_id", "=", holderId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toMessage);
}

export async function countUnread(db: Kysely<DB>, holderId: string): Promise<number> {
  const row = await db
    .selectFrom("messages")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("holder_id", "=", holderId)
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * When a message counts as read: now, but never before it was written (the table's check). A process whose
 * clock runs a little behind the one that wrote it, or a reminder dated by a job's clock, is no error.
 */
const readAt = (at: Date) => sql<Date>`GREATEST(created_at, ${at}::timestamptz)`;

/** Marks the holder's own message read (the first reading stays); undefined: not the holder's message. */
export async function markRead(db: Kysely<DB>, holderId: string, messageId: string, at: Date): Promise<MessageRow | undefined> {
  const row = await db
    .updateTable("messages")
    .set((eb) => ({ read_at: eb.fn.coalesce("read_at", readAt(at)) }))
    .where("id", "=", messageId)
    .where("holder_id", "=", holderId)
    .returning(messageColumns)
    .executeTakeFirst();
  return row === undefined ? undefined : toMessage(row);
}

export async function markAllRead(db: Kysely<DB>, holderId: string, at: Date): Promise<void> {
  await db
    .updateTable("messages")
    .set({ read_at: readAt(at) })
    .where("holder_id", "=", holderId)
    .where("read_at", "is", null)
    .execute();
}

/** Where a holder's mail goes: the account's address, else the one on the card (as the family notice). */
export async function findRecipient(db: Kysely<DB>, holderId: string): Promise<{ email: string; firstName: string } | undefined> {
  const row = await db
    .selectFrom("holders as h")
    .leftJoin("identity_accounts as a", "a.holder_id", "h.id")
    .select(["a.email as account_email", "h.email as holder_email", "h.first_name"])
    .where("h.id", "=", holderId)
    .where("h.anonymised_at", "is", null)
    .executeTakeFirst();
  const email = row?.account_email ?? row?.holder_email ?? null;
  return row === undefined || email === null ? undefined : { email, firstName: row.first_name };
}

/** An active kansenstatuut that ends between `from` and `until` (dates, inclusive). */
export interface EndingKansenstatuut {
  id: string;
  holderId: string;
  endDate: string;
  cardSystemName: string;
}

export async function kansenstatuutEnding(db: Kysely<DB>, from: string, until: string): Promise<EndingKansenstatuut[]> {
  const rows = await db
    .selectFrom("kansenstatuut as k")
    .innerJoin("card_systems as cs", "cs.id", "k.card_system_id")
    .innerJoin("holders as h", "h.id", "k.holder_id")
    .select(["k.id", "k.holder_id", "k.end_date", "cs.name"])
    .where("k.status", "=", "ACTIVE")
    .where("h.anonymised_at", "is", null)
    .where("k.end_date", ">=", from)
    .where("k.end_date", "<=", until)
    .orderBy("k.id")
    .execute();
  return rows.map((r) => ({ id: r.id, holderId: r.holder_id, endDate: r.end_date, cardSystemName: r.name }));
}

/** An active coupon in a holder's wallet whose last day is between `from` and `until`. */
export interface ExpiringCoupon {
  id: string;
  holderId: string;
  validUntil: string;
  name: string;
}

export async function couponsExpiring(db: Kysely<DB>, from: string, until: string): Promise<ExpiringCoupon[]> {
  const rows = await db
    .selectFrom("holder_coupons as hc")
    .innerJoin("coupons as c", "c.id", "hc.coupon_id")
    .innerJoin("holders as h", "h.id", "hc.holder_id")
    .select(["hc.id", "hc.holder_id", "hc.valid_until", "c.name"])
    .where("hc.status", "=", "ACTIVE")
    .where("h.anonymised_at", "is", null)
    .where("hc.valid_until", ">=", from)
    .where("hc.valid_until", "<=", until)
    .orderBy("hc.id")
    .execute();
  return rows.map((r) => ({ id: r.id, holderId: r.holder_id, validUntil: r.valid_until, name: r.name }));
}

/** A welcome reward a holder could still redeem and has not, for a card that started in [startedFrom, startedUntil]. */
export interface UnusedWelcomeReward {
  holderId: string;
  rewardId: number;
  title: string;
}

export async function welcomeRewardsUnused(
  db: Kysely<DB>,
  input: { startedFrom: Date; startedUntil: Date; now: Date },
): Promise<UnusedWelcomeReward[]> {
  const rows = await db
    .selectFrom("cards as c")
    .innerJoin("holders as h", "h.id", "c.holder_id")
    .innerJoin("rewards as r", (join) =>
      join.on((eb) => eb.or([eb("r.card_system_id", "=", eb.ref("c.card_system_id")), eb("r.all_card_systems", "=", true)])),
    )
    .select(["h.id as holder_id", "r.id as reward_id", "r.title"])
    .distinct()
    .where("c.status", "=", "ACTIVE")
    .where("h.anonymised_at", "is", null)
    .where("c.created_at", ">=", input.startedFrom)
    .where("c.created_at", "<=", input.startedUntil)
    .where("r.type", "=", "WELCOME")
    .where("r.status", "=", "ACTIVE")
    .where("r.redeem_start", "<=", input.now)
    .where((eb) => eb.or([eb("r.redeem_end", "is", null), eb("r.redeem_end", ">", input.now)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom("redemptions as x").select("x.id").whereRef("x.holder_id", "=", "h.id").whereRef("x.reward_id", "=", "r.id"),
        ),
      ),
    )
    .orderBy("h.id")
    .orderBy("r.id")
    .execute();
  return rows.map((r) => ({ holderId: r.holder_id, rewardId: r.reward_id, title: r.title }));
}

export interface KeptReward {
  holderId: string;
  rewardId: number;
  title: string;
  points: number;
  redeemEnd: Date | null;
}

/** "Can still be had now": active, not ended, in its redeem period. */
const rewardIsCurrent = (now: Date) => sql<boolean>`r.status = 'ACTIVE' AND r.ended_at IS NULL
  AND r.redeem_start <= ${now}::timestamptz AND (r.redeem_end IS NULL OR r.redeem_end > ${now}::timestamptz)`;

/**
 * The holder's kept rewards (favourites, decision 0059) that a gain of points from `before` to `after`
 * made affordable: points above `before`, at most `after`, and still to be had now.
 */
export async function keptRewardsReached(
  db: Kysely<DB>,
  input: { holderId: string; before: number; after: number; now: Date },
): Promise<KeptReward[]> {
  const { rows } = await sql<{ holder_id: string; reward_id: number; title: string; points: number; redeem_end: Date | null }>`
    SELECT f.holder_id, r.id AS reward_id, r.title, r.points, r.redeem_end
    FROM favourites f JOIN rewards r ON r.id = f.reward_id
    WHERE f.holder_id = ${input.holderId}::uuid AND f.kind = 'reward' AND r.type = 'POINTS'
      AND r.points > ${input.before}::int AND r.points <= ${input.after}::int AND ${rewardIsCurrent(input.now)}
    ORDER BY r.points, r.id`.execute(db);
  return rows.map(toKeptReward);
}

/** Kept rewards whose redeem period ends from `now` up to `until` (their last week), of holders not anonymised. */
export async function keptRewardsEnding(db: Kysely<DB>, input: { now: Date; until: Date }): Promise<KeptReward[]> {
  const { rows } = await sql<{ holder_id: string; reward_id: number; title: string; points: number; redeem_end: Date | null }>`
    SELECT f.holder_id, r.id AS reward_id, r.title, r.points, r.redeem_end
    FROM favourites f JOIN rewards r ON r.id = f.reward_id JOIN holders h ON h.id = f.holder_id
    WHERE f.kind = 'reward' AND h.anonymised_at IS NULL AND ${rewardIsCurrent(input.now)}
      AND r.redeem_end <= ${input.until}::timestamptz
    ORDER BY f.holder_id, r.id`.execute(db);
  return rows.map(toKeptReward);
}

function toKeptReward(r: { holder_id: string; reward_id: number; title: string; points: number; redeem_end: Date | null }): KeptReward {
  return {
    holderId: r.holder_id,
    rewardId: r.reward_id,
    title: r.title,
    points: r.points,
    redeemEnd: r.redeem_end === null ? null : new Date(r.redeem_end),
  };
}
