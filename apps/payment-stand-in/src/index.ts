// The local demo's stand-in payment provider: the part of Mollie's v2 payments API the online request
// uses (create, get, cancel, the webhook), with Mollie's resource and error shapes so the official
// client parses its answers, and a clearly marked test checkout page. The host mounts it under
// PAYMENT_STAND_IN_PREFIX only when config.payment.provider is "stand-in" (never in the public posture).
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { logoHtml, logoCssPath, tokensCssPath } from "@vtp/brand";
import type { AppConfig } from "@vtp/config";
import type { DB, StandInPaymentStatus } from "@vtp/db/schema";

/** Where the host mounts the stand-in; config.payment.apiEndpoint is `{publicUrl}{prefix}/v2/`. */
export const PAYMENT_STAND_IN_PREFIX = "/test-betaalprovider";
/** An open payment expires after this (Mollie: 15 minutes for most methods). */
export const STAND_IN_PAYMENT_TTL_MS = 15 * 60 * 1000;

export interface PaymentStandInOptions {
  config: Pick<AppConfig, "publicUrl" | "product">;
  db: Kysely<DB>;
  clock?: () => Date;
  /** Posts the webhook (default: fetch); tests replace it. */
  postWebhook?: (url: string, paymentId: string) => Promise<void>;
}

type Row = {
  id: string;
  amount_value: string;
  amount_currency: string;
  description: string;
  redirect_url: string;
  webhook_url: string | null;
  metadata: unknown;
  status: StandInPaymentStatus;
  created_at: Date;
  expires_at: Date;
  status_changed_at: Date | null;
};

const createSchema = z.object({
  amount: z.object({ currency: z.literal("EUR"), value: z.string().regex(/^\d{1,7}\.\d{2}$/) }),
  description: z.string().min(1).max(255),
  redirectUrl: z.url(),
  webhookUrl: z.url().optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
});

const outcomeSchema = z.object({ uitkomst: z.enum(["betaald", "mislukt", "geannuleerd"]) });
const OUTCOME_STATUS: Record<z.infer<typeof outcomeSchema>["uitkomst"], StandInPaymentStatus> = {
  betaald: "paid",
  mislukt: "failed",
  geannuleerd: "canceled",
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mollieError(reply: FastifyReply, status: number, title: string, detail: string) {
  return reply
    .code(status)
    .header("content-type", "application/hal+json")
    .send({
      status,
      title,
      detail,
      _links: { documentation: { href: "https://docs.mollie.com/overview/handling-errors", type: "text/html" } },
    });
}

async function postWebhookWithFetch(url: string, paymentId: string): Promise<void> {
  await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ id: paymentId }).toString(),
    signal: AbortSignal.timeout(10_000),
  });
}

export async function paymentStandInPlugin(app: FastifyInstance, opts: PaymentStandInOptions): Promise<void> {
  const { db, config } = opts;
  const clock = opts.clock ?? (() => new Date());
  const postWebhook = opts.postWebhook ?? postWebhookWithFetch;
  const base = `${config.publicUrl}${PAYMENT_STAND_IN_PREFIX}`;
  const stylesheet = [readFileSync(tokensCssPath, "utf8"), readFileSync(logoCssPath, "utf8"), CHECKOUT_CSS].join("\n");

  await app.register(formbody, { bodyLimit: 4096 });

  /** The status now: an open payment past its end reads as expired (and is stored so). */
  async function current(id: string): Promise<Row | undefined> {
    const row = (await db.selectFrom("payment_stand_in_payments").selectAll().where("id", "=", id).executeTakeFirst()) as Row | undefined;
    if (row?.status === "open" && row.expires_at.getTime() <= clock().getTime()) {
      await db
        .updateTable("payment_stand_in_payments")
        .set({ status: "expired", status_changed_at: clock() })
        .where("id", "=", id)
        .where("status", "=", "open")
        .execute();
      return { ...row, status: "expired", status_changed_at: clock() };
    }
    return row;
  }

  function resource(row: Row) {
    const at = row.status_changed_at?.toISOString();
    return {
      resource: "payment",
      id: row.id,
      mode: "test",
      createdAt: row.created_at.toISOString(),
      amount: { value: row.amount_value, currency: row.amount_currency },
      description: row.description,
      method: null,
      metadata: typeof row.metadata === "string" ? JSON.parse(row.metadata) : row.metadata,
      status: row.status,
      isCancelable: row.status === "open",
      ...(row.status === "open" ? { expiresAt: row.expires_at.toISOString() } : {}),
      ...(row.status === "paid" ? { paidAt: at } : {}),
      ...(row.status === "failed" ? { failedAt: at } : {}),
      ...(row.status === "canceled" ? { canceledAt: at } : {}),
      ...(row.status === "expired" ? { expiredAt: at } : {}),
      profileId: "pfl_teststandin",
      sequenceType: "oneoff",
      redirectUrl: row.redirect_url,
      webhookUrl: row.webhook_url,
      _links: {
        self: { href: `${base}/v2/payments/${row.id}`, type: "application/hal+json" },
        ...(row.status === "open" ? { checkout: { href: `${base}/checkout/${row.id}`, type: "text/html" } } : {}),
        documentation: { href: "https://docs.mollie.com/reference/get-payment", type: "text/html" },
      },
    };
  }

  /** Mollie's API keys: "Bearer test_…" (the stand-in never takes a live key). */
  function authorized(request: FastifyRequest): boolean {
    return /^Bearer test_[A-Za-z0-9]{20,}$/.test(request.headers.authorization ?? "");
  }

  const api = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
    if (!authorized(request)) return mollieError(reply, 401, "Unauthorized Request", "Missing authentication, or failed to authenticate");
    return undefined;
  };

  app.post("/v2/payments", { onRequest: api }, async (request, reply) => {
    const parsed = createSchema.safeParse(request.body);
    if (!parsed.success) return mollieError(reply, 422, "Unprocessable Entity", parsed.error.issues[0]?.message ?? "Invalid payment");
    const now = clock();
    const id = `tr_${randomBytes(12)
      .toString("base64url")
      .replace(/[^A-Za-z0-9]/g, "")
      .padEnd(10, "x")}`;
    const body = parsed.data;
    await db
      .insertInto("payment_stand_in_payments")
      .values({
        id,
        amount_value: body.amount.value,
        amount_currency: body.amount.currency,
        description: body.description,
        redirect_url: body.redirectUrl,
        webhook_url: body.webhookUrl ?? null,
        metadata: body.metadata ? JSON.stringify(body.metadata) : null,
        created_at: now,
        expires_at: new Date(now.getTime() + STAND_IN_PAYMENT_TTL_MS),
      })
      .execute();
    const row = await current(id);
    return reply.code(201).header("content-type", "application/hal+json").send(resource(row!));
  });

  app.get<{ Params: { id: string } }>("/v2/payments/:id", { onRequest: api }, async (request, reply) => {
    const row = await current(request.params.id);
    if (row === undefined) return mollieError(reply, 404, "Not Found", `No payment exists with token ${request.params.id}.`);
    return reply.header("content-type", "application/hal+json").send(resource(row));
  });

  app.delete<{ Params: { id: string } }>("/v2/payments/:id", { onRequest: api }, async (request, reply) => {
    const row = await current(request.params.id);
    if (row === undefined) return mollieError(reply, 404, "Not Found", `No payment exists with token ${request.params.id}.`);
    if (row.status !== "open") return mollieError(reply, 422, "Unprocessable Entity", "The payment cannot be canceled");
    await db
      .updateTable("payment_stand_in_payments")
      .set({ status: "canceled", status_changed_at: clock() })
      .where("id", "=", row.id)
      .where("status", "=", "open")
      .execute();
    return reply.header("content-type", "application/hal+json").send(resource((await current(row.id))!));
  });

  // The host's CSP allows an inline style only with the response's nonce (set by the HTTP baseline).
  const cspNonce = (reply: FastifyReply) => (reply.request as { cspNonce?: string }).cspNonce ?? "";
  const page = (reply: FastifyReply, status: number, title: string, body: string) =>
    reply
      .code(status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("x-robots-tag", "noindex")
      .send(
        `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | Testbetaling</title><style nonce="${escapeHtml(cspNonce(reply))}">${stylesheet}</style></head><body><div class="test-banner" role="note"><strong>Testomgeving</strong> – dit is geen echte betaalpagina. Er wordt geen geld betaald.</div><header class="checkout-header"><div class="checkout-container">${logoHtml(config.product.name, `${config.publicUrl}/`, escapeHtml)}</div></header><main class="checkout-container checkout-main">${body}</main></body></html>`,
      );

  app.get<{ Params: { id: string } }>("/checkout/:id", async (request, reply) => {
    const row = await current(request.params.id);
    if (row === undefined)
      return page(reply, 404, "Betaling niet gevonden", `<h1>Betaling niet gevonden</h1><p>Deze testbetaling bestaat niet.</p>`);
    const amount = `€ ${row.amount_value.replace(".", ",")}`;
    if (row.status !== "open") {
      return page(
        reply,
        410,
        "Betaling afgesloten",
        `<h1>Deze betaling is afgesloten</h1><p>Status: ${escapeHtml(row.status)}.</p><p><a class="checkout-link" href="${escapeHtml(row.redirect_url)}">Terug naar ${escapeHtml(config.product.name)}</a></p>`,
      );
    }
    const button = (value: string, label: string, variant: string) =>
      `<button class="checkout-button checkout-button--${variant}" type="submit" name="uitkomst" value="${value}">${label}</button>`;
    return page(
      reply,
      200,
      "Testbetaling",
      `<h1>Testbetaling</h1>
<p class="checkout-lead">Je betaalt niet echt: kies wat deze testbetaling moet doen.</p>
<dl class="checkout-summary"><div><dt>Omschrijving</dt><dd>${escapeHtml(row.description)}</dd></div><div><dt>Bedrag</dt><dd>${escapeHtml(amount)}</dd></div></dl>
<form method="post" action="${PAYMENT_STAND_IN_PREFIX}/checkout/${escapeHtml(row.id)}" class="checkout-actions">
${button("betaald", "Betaald", "paid")}
${button("mislukt", "Mislukt", "failed")}
${button("geannuleerd", "Geannuleerd", "cancelled")}
</form>`,
    );
  });

  app.post<{ Params: { id: string } }>("/checkout/:id", async (request, reply) => {
    const row = await current(request.params.id);
    const form = outcomeSchema.safeParse(request.body);
    if (row === undefined) return page(reply, 404, "Betaling niet gevonden", `<h1>Betaling niet gevonden</h1>`);
    if (!form.success) return reply.redirect(`${PAYMENT_STAND_IN_PREFIX}/checkout/${row.id}`, 303);
    if (row.status === "open") {
      await db
        .updateTable("payment_stand_in_payments")
        .set({ status: OUTCOME_STATUS[form.data.uitkomst], status_changed_at: clock() })
        .where("id", "=", row.id)
        .where("status", "=", "open")
        .execute();
      // Like Mollie: the webhook says only that something changed; the receiver asks the status itself.
      if (row.webhook_url) {
        await postWebhook(row.webhook_url, row.id).catch((error: unknown) =>
          request.log.warn({ err: error, paymentId: row.id }, "payment stand-in: webhook failed"),
        );
      }
    }
    return reply.code(303).header("cache-control", "no-store").redirect(row.redirect_url, 303);
  });
}

const CHECKOUT_CSS = `
.visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
body { margin: 0; font-family: var(--font-family, system-ui, sans-serif); line-height: 1.5; color: var(--color-ink, #1d2327); background: #f4f5f7; overflow-wrap: anywhere; }
.test-banner { background: #7a1f00; color: #fff; padding: 0.75rem 1rem; text-align: center; font-size: 1rem; }
.checkout-header { background: #fff; border-bottom: 1px solid #d0d4d9; }
.checkout-container { max-width: 32rem; margin: 0 auto; padding: 1rem; }
.checkout-main { background: #fff; margin: 1.5rem auto; border-radius: 0.75rem; border: 1px solid #d0d4d9; padding: 1.5rem; }
@media (max-width: 34rem) { .checkout-main { margin: 1rem; padding: 1.25rem; } }
.checkout-main h1 { font-size: 1.6rem; margin: 0 0 0.5rem; }
.checkout-lead { margin: 0 0 1rem; }
.checkout-summary { display: grid; gap: 0.5rem; margin: 0 0 1.5rem; }
.checkout-summary div { display: flex; justify-content: space-between; gap: 1rem; border-bottom: 1px solid #e3e6ea; padding-bottom: 0.5rem; }
.checkout-summary dt { font-weight: 600; flex: none; overflow-wrap: normal; }
.checkout-summary dd { margin: 0; text-align: right; min-width: 0; }
.checkout-actions { display: grid; gap: 0.75rem; }
.checkout-button { font: inherit; font-weight: 600; font-size: 1.05rem; min-height: 3rem; border-radius: 0.5rem; border: 2px solid transparent; cursor: pointer; }
.checkout-button:focus-visible { outline: 3px solid #1d2327; outline-offset: 2px; }
.checkout-button--paid { background: #0b6b3a; color: #fff; }
.checkout-button--failed { background: #fff; color: #a4161a; border-color: #a4161a; }
.checkout-button--cancelled { background: #fff; color: #1d2327; border-color: #5b6470; }
.checkout-link { color: #0b5c8a; font-weight: 600; }
`;
