// The online request's order (issue 10, decision 0026): step 6 places it from the draft and pays it at the
// provider, the return from the payment page and the provider's webhook record the payment's status, and
// the status page (opened by the confirmation mail's one-time link, or by the draft) follows it.
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { text } from "../fields.ts";
import { onlineRequestMessages as m } from "./basics.ts";
import {
  DRAFT_CODES,
  ONLINE_REQUEST_DRAFT_HEADER,
  ONLINE_REQUEST_ORDER_HEADER,
  draftHeadersSchema,
  onlineRequestTag as tag,
  orderStatusSchema,
  paymentStatusSchema,
} from "./common.ts";
import { draftViewSchema } from "./draft.ts";

// --- request bodies -------------------------------------------------------------------------------

/** Body of POST /online-request/draft/order (step 6, "betalen"). */
export const placeOrderRequestSchema = z.object({ termsOfSaleConsent: z.literal(true, { error: m.required }) });

export const openOrderRequestSchema = z.object({ customToken: text().min(20).max(200) });
export const orderParamsSchema = z.object({ orderId: z.uuid() });

/** Mollie's webhook body (application/x-www-form-urlencoded): only the payment id. */
export const paymentWebhookRequestSchema = z.object({ id: text().min(1).max(100) });

// --- answers ------------------------------------------------------------------------------------

export const placeOrderResponseSchema = z.object({
  draft: draftViewSchema,
  /** The provider's checkout page; null when nothing is to be paid (the order is confirmed at once). */
  checkoutUrl: z.string().nullable(),
});

export const openOrderResponseSchema = z.object({ orderToken: z.string() });

/** 200 of GET /online-request/orders/:orderId: the status page's step tracker. */
export const orderStatusResponseSchema = z.object({
  orderId: z.uuid(),
  status: orderStatusSchema,
  payment: paymentStatusSchema.nullable(),
  total: z.number(),
  createdAt: z.iso.datetime({ offset: true }),
  emailMasked: z.string(),
  cardSystemName: z.string(),
  holders: z.array(z.object({ firstName: z.string(), cardNumberMasked: z.string().nullable() })),
  steps: z.array(z.object({ key: z.enum(["payment", "account", "card"]), state: z.enum(["done", "current", "todo", "stopped"]) })),
});
export type OrderStatusResponse = z.infer<typeof orderStatusResponseSchema>;

// --- endpoints ----------------------------------------------------------------------------------

export const placeOnlineRequestOrder = defineEndpoint({
  method: "POST",
  path: "/online-request/draft/order",
  operationId: "placeOnlineRequestOrder",
  summary: "Stap 6: betalen. Maakt de bestelling (prijs berekend door de api) en een betaling bij de provider",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  body: placeOrderRequestSchema,
  response: placeOrderResponseSchema,
  problems: [
    ...DRAFT_CODES,
    "INSZ_ALREADY_USED",
    "ONLINE_REQUEST_PRICE_ERROR",
    "ONLINE_REQUEST_ALREADY_PAID",
    "ONLINE_REQUEST_VOUCHER_USED_UP",
    "ONLINE_REQUEST_PAYMENT_UNAVAILABLE",
  ],
});

export const refreshOnlineRequestPayment = defineEndpoint({
  method: "POST",
  path: "/online-request/draft/payment-status",
  operationId: "refreshOnlineRequestPayment",
  summary: "Na de terugkeer van de betaalpagina: haalt de status van de betaling op bij de provider",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  response: draftViewSchema,
  problems: [...DRAFT_CODES, "ONLINE_REQUEST_PAYMENT_UNAVAILABLE"],
});

export const handleOnlineRequestPaymentWebhook = defineEndpoint({
  method: "POST",
  path: "/online-request/payments/webhook",
  operationId: "handleOnlineRequestPaymentWebhook",
  summary: "De webhook van de betaalprovider (Mollie): haalt de status altijd zelf op; idempotent",
  description:
    "Mollie stuurt `id=tr_…` (application/x-www-form-urlencoded). Een onbekende of vervalste id verandert niets en krijgt hetzelfde antwoord.",
  tag,
  auth: "none",
  body: paymentWebhookRequestSchema,
  response: z.object({ received: z.literal(true) }),
  problems: ["ONLINE_REQUEST_PAYMENT_UNAVAILABLE"],
});

export const openOnlineRequestOrder = defineEndpoint({
  method: "POST",
  path: "/online-request/orders/:orderId/access",
  operationId: "openOnlineRequestOrder",
  summary: "De link uit de bevestigingsmail: bestelling + eenmalig token -> een nieuw token voor de statuspagina",
  tag,
  auth: "none",
  params: orderParamsSchema,
  body: openOrderRequestSchema,
  response: openOrderResponseSchema,
  problems: ["ONLINE_REQUEST_LINK_INVALID"],
});

export const getOnlineRequestOrderStatus = defineEndpoint({
  method: "GET",
  path: "/online-request/orders/:orderId",
  operationId: "getOnlineRequestOrderStatus",
  summary: "De status van een bestelling (betaling, account, pas klaar)",
  tag,
  auth: "none",
  params: orderParamsSchema,
  headers: z.object({
    [ONLINE_REQUEST_ORDER_HEADER]: text().min(20).max(200).optional(),
    [ONLINE_REQUEST_DRAFT_HEADER]: text().min(20).max(200).optional(),
  }),
  response: orderStatusResponseSchema,
  problems: ["ONLINE_REQUEST_LINK_INVALID"],
});

export const sendOnlineRequestStatusLink = defineEndpoint({
  method: "POST",
  path: "/online-request/orders/:orderId/status-link",
  operationId: "sendOnlineRequestStatusLink",
  summary: "Mailt een nieuwe statuslink naar het adres van de bestelling (altijd hetzelfde antwoord)",
  tag,
  auth: "none",
  params: orderParamsSchema,
  response: z.object({ sent: z.literal(true) }),
  problems: [],
});
