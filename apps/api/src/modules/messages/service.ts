// The holder's inbox (issue 23, decision 0049). `sendMessage` is how every module tells a holder
// something: the message lands in the inbox once per holder and deduplication key (the database's UNIQUE
// key decides, so two processes or a retried job never write it twice), and only a message written now
// is mailed, and only when the holder's preferences allow its topic by mail (the opt-ins; reminders have
// their own choice), and pushed to the holder's devices when they chose push for its topic (through the
// job queue, after the quiet hours: push.ts, decision 0060). A module that already mails the same news itself (the family notice, the online
// request's confirmation) sends the message with `mail: false`. The inbox's endpoints: the list with its
// unread count, the count alone (every holder page's header), opening one (read), and "alles gelezen".
import type { Kysely } from "kysely";
import { MESSAGES_SHOWN, type Message, type MessageList, type UnreadCount } from "@vtp/contracts/messages";
import { ProblemError } from "@vtp/contracts/problem";
import type { DB } from "@vtp/db/schema";
import type { Mailer } from "@vtp/mailer";
import type { HolderIdentity } from "../auth/plugin.ts";
import { channelsOfTopic } from "../preferences/service.ts";
import type { PushDeps } from "../push/service.ts";
import { queuePush, type PushJobs } from "./push.ts";
import * as repo from "./repository.ts";

export interface MessagesDeps {
  db: Kysely<DB>;
  clock: () => Date;
  mailer: Mailer;
  /** The product's public origin: a mailed message links to its page there. */
  publicUrl: string;
  productName: string;
  /** The job queue: a push is a job on it. Without it (a test, the api alone) nothing is pushed. */
  jobs?: PushJobs | undefined;
  /** The VAPID keys and the posture (which push service addresses are accepted); absent: no push. */
  push?: Pick<PushDeps, "vapid" | "posture"> | undefined;
}

export type OutgoingMessage = repo.NewMessage;

export interface SendMessageOptions {
  /** The caller's transaction: the message (and its mail) exist exactly when the action committed. */
  within?: Kysely<DB> | undefined;
  /** false: the calling module already mails this news itself; only the inbox gets it. Default true. */
  mail?: boolean;
}

/**
 * Writes the message once (its key); the first time, mails it when the holder's mail choice for its topic
 * is on, and queues its push when their push choice is. True when written now.
 */
export async function sendMessage(deps: MessagesDeps, message: OutgoingMessage, opts: SendMessageOptions = {}): Promise<boolean> {
  const db = opts.within ?? deps.db;
  const messageId = await repo.insertMessage(db, message, deps.clock());
  if (messageId === undefined) return false;
  const channels = await channelsOfTopic({ db }, message.holderId, message.topic);
  if (channels.push) await queuePush(deps, messageId, channels.quietHours, opts.within);
  if (opts.mail === false || !channels.mail) return true;
  const recipient = await repo.findRecipient(db, message.holderId);
  if (recipient === undefined) return true;
  await deps.mailer.send(
    {
      kind: `message-${message.topic}`,
      to: recipient.email,
      subject: message.title,
      text: [
        `Hallo ${recipient.firstName},`,
        message.body,
        `Bekijk het in de app: ${deps.publicUrl}${message.linkPath}`,
        `Je krijgt deze mail omdat je dit soort berichten per e-mail wilt ontvangen. Je kan dat wijzigen in de app, bij Mijn voorkeuren.`,
        deps.productName,
      ].join("\n\n"),
    },
    { within: db },
  );
  return true;
}

function holderOf(identity: HolderIdentity): string {
  if (identity.holderId === null) throw new ProblemError("NO_CARD", { detail: "Dit account heeft geen gekoppelde pas." });
  return identity.holderId;
}

function toWire(row: repo.MessageRow): Message {
  return {
    id: row.id,
    topic: row.topic,
    title: row.title,
    body: row.body,
    linkPath: row.linkPath,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt === null ? null : row.readAt.toISOString(),
  };
}

export async function listMessages(deps: Pick<MessagesDeps, "db">, identity: HolderIdentity): Promise<MessageList> {
  const holderId = holderOf(identity);
  const [rows, unreadCount] = [await repo.listMessages(deps.db, holderId, MESSAGES_SHOWN), await repo.countUnread(deps.db, holderId)];
  return { messages: rows.map(toWire), unreadCount };
}

export async function countUnreadMessages(deps: Pick<MessagesDeps, "db">, identity: HolderIdentity): Promise<UnreadCount> {
  return { unreadCount: await repo.countUnread(deps.db, holderOf(identity)) };
}

/** Opening a message: read from now on (the first time stays); only the holder's own. */
export async function readMessage(deps: Pick<MessagesDeps, "db" | "clock">, identity: HolderIdentity, messageId: string): Promise<Message> {
  const row = await repo.markRead(deps.db, holderOf(identity), messageId, deps.clock());
  if (row === undefined) throw new ProblemError("MESSAGE_NOT_FOUND");
  return toWire(row);
}

export async function readAllMessages(deps: Pick<MessagesDeps, "db" | "clock">, identity: HolderIdentity): Promise<UnreadCount> {
  const holderId = holderOf(identity);
  await repo.markAllRead(deps.db, holderId, deps.clock());
  return { unreadCount: await repo.countUnread(deps.db, holderId) };
}
