// Outgoing e-mail: SMTP (nodemailer) when SMTP_URL is configured, otherwise the local outbox table that
// the development mailbox page shows, so every flow can be completed on one machine.
import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import type { AppConfig } from "@vtp/config";
import type { DB } from "@vtp/db/schema";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for, e.g. "email-verification", "password-reset", "family-notice". */
  kind: string;
}

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
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

export function createOutboxMailer(db: Kysely<DB>, clock: () => Date = () => new Date()): Mailer {
  return {
    async send(msg) {
      await db
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

export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(msg) {
      await transport.sendMail({ from, to: msg.to, subject: msg.subject, text: msg.text, ...(msg.html ? { html: msg.html } : {}) });
    },
    close() {
      transport.close();
    },
  };
}

export function createMailer(config: AppConfig, db: Kysely<DB>, clock?: () => Date): Mailer & { close(): void } {
  if (config.mail.smtpUrl !== undefined) return createSmtpMailer(config.mail.smtpUrl, config.mail.from);
  return { ...createOutboxMailer(db, clock), close() {} };
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
