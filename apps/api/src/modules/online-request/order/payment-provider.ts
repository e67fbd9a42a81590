// Payments of the online request through the Mollie v2 payments API with the official client
// (@mollie/api-client, pinned exactly). Configured by MOLLIE_API_KEY (and PAYMENT_PROVIDER_URL for another
// endpoint); in the local demo the stand-in provider (apps/payment-stand-in) answers the same subset:
// create, get, cancel, and the webhook. See docs/decisions/0026-payments-through-mollie.md.
//
// The official client only speaks https and trusts only the CA bundle it ships, so it cannot reach a
// stand-in on plain http. For an http endpoint on a loopback address (the local demo's stand-in, never a
// real provider: the public posture refuses a stand-in and plain http) its request function gets an
// http agent; everything else of the client (request shapes, retries, idempotency keys, parsing) runs as is.
import http from "node:http";
import { createMollieClient, type MollieClient, type Payment } from "@mollie/api-client";
import type { AppConfig } from "@vtp/config";
import { isLoopbackHost } from "@vtp/config";

/** Mollie's payment statuses (v2). */
export type ProviderPaymentStatus = "open" | "pending" | "authorized" | "paid" | "failed" | "canceled" | "expired";

export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  amount: { value: string; currency: string };
  metadata: unknown;
  checkoutUrl: string | null;
}

export interface CreatePaymentInput {
  /** Euro, e.g. 7 -> "7.00". */
  amountEur: number;
  description: string;
  redirectUrl: string;
  webhookUrl: string | undefined;
  metadata: Record<string, string>;
}

export interface PaymentProvider {
  readonly kind: "mollie" | "stand-in";
  create(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** The payment as the provider knows it now; null when the provider does not know the id. */
  get(id: string): Promise<ProviderPayment | null>;
  /** Cancels an open payment where the provider allows it; false when it could not. */
  cancel(id: string): Promise<boolean>;
}

/** The provider answered with an error or could not be reached. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentProviderError";
  }
}

export const formatAmount = (euro: number) => (Math.round(euro * 100) / 100).toFixed(2);

function toProviderPayment(p: Payment): ProviderPayment {
  return {
    id: p.id,
    status: p.status as ProviderPaymentStatus,
    amount: { value: p.amount.value, currency: p.amount.currency },
    metadata: p.metadata,
    checkoutUrl: p.getCheckoutUrl(),
  };
}

interface NetworkClientInternals {
  networkClient?: { networkClient?: { request?: (pathname: string, options?: Record<string, unknown>) => Promise<unknown> } };
}

/** Gives the client's requests an http agent: only for a plain-http endpoint on this machine (the stand-in). */
function reachLoopbackStandIn(client: MollieClient, endpoint: string): void {
  const url = new URL(endpoint);
  if (url.protocol !== "http:" || !isLoopbackHost(url.hostname)) return;
  const network = (client.payments as unknown as NetworkClientInternals).networkClient?.networkClient;
  const request = network?.request;
  if (network === undefined || request === undefined) {
    throw new Error(
      "@mollie/api-client heeft een andere opbouw dan verwacht: de teststand-in is niet bereikbaar (zie payment-provider.ts)",
    );
  }
  const agent = new http.Agent({ keepAlive: true });
  network.request = (pathname, options) => request(pathname, { ...options, agent });
}

function statusCodeOf(error: unknown): number | undefined {
  const code = (error as { statusCode?: unknown }).statusCode;
  return typeof code === "number" ? code : undefined;
}

export function createMolliePaymentProvider(opts: {
  apiKey: string;
  apiEndpoint?: string | undefined;
  kind: "mollie" | "stand-in";
}): PaymentProvider {
  const client = createMollieClient({
    apiKey: opts.apiKey,
    ...(opts.apiEndpoint ? { apiEndpoint: opts.apiEndpoint } : {}),
    versionStrings: "vrijetijdspas/1",
  });
  if (opts.apiEndpoint) reachLoopbackStandIn(client, opts.apiEndpoint);
  return {
    kind: opts.kind,
    async create(input) {
      try {
        const payment = await client.payments.create({
          amount: { currency: "EUR", value: formatAmount(input.amountEur) },
          description: input.description,
          redirectUrl: input.redirectUrl,
          ...(input.webhookUrl ? { webhookUrl: input.webhookUrl } : {}),
          metadata: input.metadata,
        });
        return toProviderPayment(payment);
      } catch (cause) {
        throw new PaymentProviderError("De betaling kon niet aangemaakt worden bij de provider.", { cause });
      }
    },
    async get(id) {
      try {
        return toProviderPayment(await client.payments.get(id));
      } catch (cause) {
        // Mollie answers 404 for an id it does not know (and the client refuses an id that is not tr_…).
        if (statusCodeOf(cause) === 404 || (cause instanceof Error && /id appears invalid/i.test(cause.message))) return null;
        throw new PaymentProviderError("De betaling kon niet opgehaald worden bij de provider.", { cause });
      }
    },
    async cancel(id) {
      try {
        await client.payments.cancel(id);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The provider the configuration asks for, or undefined (provider `none`: only free orders can complete). */
export function paymentProviderFromConfig(config: Pick<AppConfig, "payment">): PaymentProvider | undefined {
  const { provider, apiKey, apiEndpoint } = config.payment;
  if (provider === "none" || apiKey === undefined) return undefined;
  return withDeadline(createMolliePaymentProvider({ apiKey, apiEndpoint, kind: provider }), PROVIDER_DEADLINE_MS);
}

/**
 * How long a call to the payment provider may take. Below the 15 s the web app waits for the api, so a
 * slow provider gives the payment step its own Dutch message (and keeps the draft) instead of a timeout.
 */
export const PROVIDER_DEADLINE_MS = 8_000;

/**
 * The provider's calls fail with a PaymentProviderError when they have not answered within `ms` (the
 * official client has no deadline of its own). A payment the provider still creates after the deadline is
 * never shown to the holder and expires at the provider; its webhook names an id this product does not know.
 */
export function withDeadline(provider: PaymentProvider, ms: number): PaymentProvider {
  const bounded = <T>(call: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PaymentProviderError(`De betaalprovider antwoordde niet binnen ${ms / 1000} s.`)), ms);
    });
    return Promise.race([call, late]).finally(() => clearTimeout(timer));
  };
  return {
    kind: provider.kind,
    create: (input) => bounded(provider.create(input)),
    get: (id) => bounded(provider.get(id)),
    // cancel answers false when it could not cancel: so also when the provider did not answer in time.
    cancel: (id) => bounded(provider.cancel(id)).catch(() => false),
  };
}
