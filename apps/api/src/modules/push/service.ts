// Push messages on a device (issue 23 "Push", decision 0060): Web Push with VAPID (the npm package
// `web-push` encrypts the payload for the device, RFC 8291 aes128gcm, and signs the request, RFC 8292).
// A device registers its subscription (one row per endpoint); a message is pushed by the messages module's
// job (never inside a request: a push service outage changes no answer) to each of the holder's devices
// that has not had it yet; a push service that answers 404 or 410 says the subscription is gone, and it
// is removed. What a device shows on its lock screen is the payload: the message's title and the path of
// its page, nothing else (no number, no balance).
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import webpush from "web-push";
import { isLoopbackHost, type Posture } from "@vtp/config";
import type { VapidKeys } from "@vtp/config/secrets";
import { ProblemError } from "@vtp/contracts/problem";
import type { PushKey, PushSubscriptionBody } from "@vtp/contracts/push";
import type { DB } from "@vtp/db/schema";
import type { HolderIdentity } from "../auth/plugin.ts";
import * as repo from "./repository.ts";

export interface PushDeps {
  db: Kysely<DB>;
  clock: () => Date;
  /** undefined: push is not configured here (the public posture without VAPID keys). */
  vapid: VapidKeys | undefined;
  posture: Posture;
}

/** What a device receives (and shows): the title and where a tap leads. */
export interface PushPayload {
  title: string;
  /** A path of the web app ("/berichten"); the service worker opens only same-origin paths. */
  path: string;
}

/** How long a push service keeps an undelivered push (a phone that is off): a day. */
const TIME_TO_LIVE_SECONDS = 86_400;
const REQUEST_TIMEOUT_MS = 10_000;

function holderOf(identity: HolderIdentity): string {
  if (identity.holderId === null) throw new ProblemError("NO_CARD", { detail: "Dit account heeft geen gekoppelde pas." });
  return identity.holderId;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Where the server may send a push: in the public posture an https address of a named host (never an
 * IP address, localhost or credentials: the server posts to it, so it must not reach the server's own
 * network); in the local demo also http on this machine (the tests' push service).
 */
export function isAcceptedEndpoint(endpoint: string, posture: Posture): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== "" || url.password !== "" || url.hash !== "") return false;
  const host = url.hostname.toLowerCase();
  if (posture === "local-demo") return url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(host));
  if (url.protocol !== "https:") return false;
  return !(IPV4.test(host) || host.startsWith("[") || host === "localhost" || host.endsWith(".localhost") || !host.includes("."));
}

export function getPushKey(deps: Pick<PushDeps, "vapid">): PushKey {
  return { publicKey: deps.vapid?.publicKey ?? null };
}

export async function subscribePush(deps: PushDeps, identity: HolderIdentity, body: PushSubscriptionBody): Promise<{ subscribed: true }> {
  const holderId = holderOf(identity);
  if (deps.vapid === undefined) throw new ProblemError("PUSH_NOT_CONFIGURED");
  if (!isAcceptedEndpoint(body.endpoint, deps.posture)) throw new ProblemError("PUSH_ENDPOINT_REFUSED");
  await repo.upsertSubscription(deps.db, {
    holderId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh.replace(/=+$/, ""),
    auth: body.keys.auth.replace(/=+$/, ""),
    at: deps.clock(),
  });
  return { subscribed: true };
}

export async function unsubscribePush(
  deps: Pick<PushDeps, "db">,
  identity: HolderIdentity,
  endpoint: string,
): Promise<{ removed: boolean }> {
  return { removed: await repo.deleteHoldersSubscription(deps.db, holderOf(identity), endpoint) };
}

export interface PushOutcome {
  delivered: number;
  /** Subscriptions the push service said are gone (404/410), removed. */
  removed: number;
  /** Devices whose push service failed now (another status, a timeout): tried again by the job's retry. */
  failed: number;
}

/**
 * Pushes a message to each of the holder's devices that has not had it (`deliveryKey`: the message's id);
 * a device that got it is recorded, so a retry sends only to the devices that failed. Sent at most once
 * per device except when the process stops between the push service's answer and the record: then the
 * push's Topic (the message) lets the push service replace the undelivered copy, and the notification's
 * tag lets the device show it once.
 */
export async function pushToHolder(
  deps: PushDeps,
  input: { holderId: string; messageId: string; payload: PushPayload },
): Promise<PushOutcome> {
  const outcome: PushOutcome = { delivered: 0, removed: 0, failed: 0 };
  const vapid = deps.vapid;
  if (vapid === undefined) return outcome;
  const body = JSON.stringify({ title: input.payload.title, path: input.payload.path });
  const topic = createHash("sha256").update(input.messageId).digest("base64url").slice(0, 32);
  for (const subscription of await repo.subscriptionsAwaiting(deps.db, input.holderId, input.messageId)) {
    if (!isAcceptedEndpoint(subscription.endpoint, deps.posture)) {
      await repo.deleteSubscription(deps.db, subscription.id);
      outcome.removed++;
      continue;
    }
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      body,
      {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: TIME_TO_LIVE_SECONDS,
        urgency: "normal",
        topic,
        contentEncoding: "aes128gcm",
      },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== "content-length")
        .map(([name, value]) => [name, String(value)]),
    );
    let status: number;
    try {
      const answer = await fetch(request.endpoint, {
        method: "POST",
        headers,
        body: request.body === null ? null : new Uint8Array(request.body),
        redirect: "error",
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = answer.status;
      await answer.body?.cancel();
    } catch {
      outcome.failed++;
      continue;
    }
    if (status === 404 || status === 410) {
      await repo.deleteSubscription(deps.db, subscription.id);
      outcome.removed++;
    } else if (status >= 200 && status < 300) {
      await repo.recordDelivery(deps.db, input.messageId, subscription.id, deps.clock());
      outcome.delivered++;
    } else {
      outcome.failed++;
    }
  }
  return outcome;
}
