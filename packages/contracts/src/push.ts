// Push messages on a device (issue 23 "Push", decision 0060): Web Push with VAPID. A device that accepted
// notifications registers its subscription (the push service's endpoint and its keys, as the browser's
// PushSubscription.toJSON() gives them); a message whose topic the holder chose for push is sent there
// through the job queue. Not in the spec; the feature's name in every layer is `push`.
import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";
import { text } from "./fields.ts";
import type { ProblemCodeDefinition } from "./problem.ts";

export const pushProblemCodes = {
  PUSH_NOT_CONFIGURED: {
    status: 503,
    title: "Push messages are not configured on this server",
    nl: "Meldingen op je toestel zijn hier nog niet beschikbaar. Je berichten vind je altijd bij Berichten.",
  },
  PUSH_ENDPOINT_REFUSED: {
    status: 400,
    title: "This push service address is not accepted",
    nl: "Je browser gaf een adres voor meldingen dat we niet aanvaarden. Probeer het opnieuw of met een andere browser.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const KEY_ERROR = "Je browser gaf geen geldige sleutel voor meldingen.";

export const pushSubscriptionSchema = z.strictObject({
  endpoint: text({ error: "Het adres voor meldingen ontbreekt." }).min(12).max(1000),
  /** What PushSubscription.toJSON() carries; not stored. */
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    /** The device's P-256 public key (65 bytes), base64url. */
    p256dh: text({ error: KEY_ERROR }).min(80).max(100).regex(BASE64URL, { error: KEY_ERROR }),
    /** The device's authentication secret (16 bytes), base64url. */
    auth: text({ error: KEY_ERROR }).min(16).max(32).regex(BASE64URL, { error: KEY_ERROR }),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.strictObject({
  endpoint: text({ error: "Het adres voor meldingen ontbreekt." }).min(1).max(1000),
});

/** The server's VAPID public key (base64url), null when push is not configured here. */
export const pushKeySchema = z.object({ publicKey: z.string().nullable() });
export type PushKey = z.infer<typeof pushKeySchema>;

export const pushSubscribedSchema = z.object({ subscribed: z.literal(true) });
export const pushUnsubscribedSchema = z.object({ removed: z.boolean() });

export const getPushKey = defineEndpoint({
  method: "GET",
  path: "/push/public-key",
  operationId: "getPushKey",
  summary: "De publieke VAPID-sleutel waarmee een toestel zich inschrijft voor meldingen (null: meldingen zijn hier niet ingesteld)",
  tag: "push",
  auth: "none",
  response: pushKeySchema,
  problems: [],
});

/** Registers (or moves to the caller) this device's subscription; one row per endpoint. */
export const subscribePush = defineEndpoint({
  method: "POST",
  path: "/user/push-subscriptions",
  operationId: "subscribePush",
  summary: "Dit toestel inschrijven voor meldingen van de aangemelde pashouder",
  tag: "push",
  auth: "bearer",
  body: pushSubscriptionSchema,
  response: pushSubscribedSchema,
  successStatus: 201,
  problems: ["NO_CARD", "PUSH_NOT_CONFIGURED", "PUSH_ENDPOINT_REFUSED"],
});

/** Removes this device's subscription, only when it is the caller's. */
export const unsubscribePush = defineEndpoint({
  method: "DELETE",
  path: "/user/push-subscriptions",
  operationId: "unsubscribePush",
  summary: "Dit toestel uitschrijven voor meldingen van de aangemelde pashouder",
  tag: "push",
  auth: "bearer",
  body: pushEndpointSchema,
  response: pushUnsubscribedSchema,
  problems: ["NO_CARD"],
});
