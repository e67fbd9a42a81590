// Outgoing e-mail. Two ways out, chosen by the configuration:
// - SMTP_URL set: the mail outbox on the job queue (decision 0038). send() enqueues the mail (a job on the
//   queue `mail`, with the caller's transaction when it passes one) and returns; a worker of the host sends
//   it over SMTP, retrying with backoff while the mail server is down. The person's answer never depends
//   on the mail server, and a mail is never lost with it.
// - otherwise the development outbox: the table mail_outbox that the local demo's mailbox page shows,
//   written at once (with the caller's transaction when it passes one), so every flow can be completed on
//   one machine and a test reads a mail right after the action.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import type { AppConfig } from "@vtp/config";
import type { DB } from "@vtp/db/schema";
import type { JobQueue, RetryPolicy } from "@vtp/jobs";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for, e.g. "email-verification", "password-reset", "family-notice". */
  kind: string;
}

export interface SendMailOptions {
  /** The action's transaction: the mail is written with it, so it exists exactly when the action committed. */
  within?: Kysely<DB> | undefined;
}

export interface Mailer {
  send(msg: MailMessage, opts?: SendMailOptions): Promise<void>;
}

export interface OutboxMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: Date;
}

/** The job queue's queue of outgoing mails. */
export const MAIL_QUEUE = "mail";

/**
 * A mail is tried again after 10 s, 20 s, 40 s … at most every 15 minutes, 40 times: a mail server that is
 * down for up to about eight hours loses no mail. After that the job is `failed` (visible in /metrics). A
 * try has 2 minutes (the transport gives up well before, SMTP_TIMEOUTS), and a sent mail (its body holds
 * links with tokens) is deleted from the queue after a day.
 */
export const MAIL_RETRY: RetryPolicy = {
  retryLimit: 40,
  retryDelay: 10,
  retryDelayMax: 900,
  expireInSeconds: 120,
  deleteAfterSeconds: 86_400,
};

/** nodemailer's SMTP timeouts (ms), so a try ends long before its job expires and is tried again elsewhere. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** A mail on the queue: the message and the sender it leaves with. */
export interface QueuedMail extends MailMessage {
  from: string;
}

export function createOutboxMailer(db: Kysely<DB>, clock: () => Date = () => new Date()): Mailer {
  return {
    async send(msg, opts = {}) {
      await (opts.within ?? db)
        .insertInto("mail_outbox")
        .values({
          kind: msg.kind,
          to_address: msg.to,
          subject: msg.subject,
          text_body: msg.text,
          html_body: msg.html ?? null,
          created_at: clock(),
        })
        .execute();
    },
  };
}

/** SMTP through the job queue: send() enqueues; registerMailDelivery's worker sends. */
export function createQueuedMailer(jobs: JobQueue, from: string): Mailer {
  return {
    async send(msg, opts = {}) {
      const mail: QueuedMail = { ...msg, from };
      // A fresh id per mail: the job's id is the mail's Message-ID, so a receiving server can drop a copy.
      await jobs.send(MAIL_QUEUE, mail, { within: opts.within, id: randomUUID() });
    },
  };
}

/** What the worker hands a mail to (nodemailer's SMTP transport in the product). */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html?: string; messageId: string }): Promise<unknown>;
  close(): void;
}

/**
 * Declares the mail queue on the job queue and, when SMTP_URL is set, this process's worker that sends
 * its mails. Call before jobs.start(). Returns what to close when the process stops.
 */
export function registerMailDelivery(
  config: AppConfig,
  jobs: JobQueue,
  opts: { retry?: RetryPolicy; transport?: MailTransport } = {},
): { close(): void } {
  jobs.define(MAIL_QUEUE, opts.retry ?? MAIL_RETRY);
  const smtpUrl = config.mail.smtpUrl;
  if (smtpUrl === undefined) return { close() {} };
  const transport: MailTransport = opts.transport ?? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  const messageIdHost = new URL(config.publicUrl).hostname;
  jobs.work<QueuedMail>(MAIL_QUEUE, async (mail, job) => {
    await transport.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      messageId: `<${job.id}@${messageIdHost}>`,
    });
  });
  return { close: () => transport.close() };
}

/**
 * The product's mailer: the outbox on the job queue with SMTP_URL, the development outbox without.
 * Without a job queue (a part tested on its own) an SMTP configuration gives a mailer that refuses to send.
 */
export function createMailer(
  config: AppConfig,
  db: Kysely<DB>,
  opts: { clock?: (() => Date) | undefined; jobs?: JobQueue | undefined } = {},
): Mailer {
  if (config.mail.smtpUrl === undefined) return createOutboxMailer(db, opts.clock);
  if (opts.jobs !== undefined) return createQueuedMailer(opts.jobs, config.mail.from);
  return {
    async send() {
      throw new Error("Mail via SMTP_URL gaat via de jobwachtrij; dit onderdeel kreeg er geen (zie host/src/app.ts).");
    },
  };
}

/** Newest first; optionally only the mails to one address (case-insensitive). */
export async function listOutbox(db: Kysely<DB>, opts: { to?: string; limit?: number } = {}): Promise<OutboxMail[]> {
  let query = db
    .selectFrom("mail_outbox")
    .select(["id", "kind", "to_address", "subject", "text_body", "html_body", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(opts.limit ?? 50);
  if (opts.to !== undefined) query = query.where((eb) => eb(eb.fn("lower", ["to_address"]), "=", opts.to!.trim().toLowerCase()));
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    createdAt: r.created_at,
  }));
}
