// The development mailbox: the mails of the outbox, for the local demo.
import type { FastifyInstance } from "fastify";
import { listOutbox } from "@vtp/mailer";
import { mailboxPage } from "../views.ts";
import { sendHtml, type FlowDeps } from "./shared.ts";

export const MAILBOX_PATH = "/dev/mailbox";

/** True for a loopback socket address (IPv4, IPv6 or IPv4-mapped IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const value = address.toLowerCase().replace(/^::ffff:/, "");
  return value === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(value);
}

export function mailboxFlow(app: FastifyInstance, deps: FlowDeps): void {
  const { config, db, productName } = deps;
  // Only in the local demo (or by explicit flag), and only for the machine itself: the socket's own
  // address decides, never a forwarded header.
  if (!config.devMailbox) return;
  app.get(MAILBOX_PATH, async (req, reply) => {
    if (!isLoopbackAddress(req.socket.remoteAddress)) return reply.callNotFound();
    const to = (req.query as { to?: string }).to;
    const mails = await listOutbox(db, { limit: 50, ...(to ? { to } : {}) });
    return sendHtml(reply, 200, mailboxPage({ productName, mails }));
  });
}
