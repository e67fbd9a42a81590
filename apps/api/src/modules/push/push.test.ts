// Push (decision 0060) on the demo seed (PGlite, and PostgreSQL with DATABASE_URL), against a push service
// of our own on 127.0.0.1 that DECRYPTS what it receives with the test device's keys (RFC 8291 aes128gcm,
// http_ece), so the real encryption and VAPID signature are exercised: subscribe → sendMessage → the job
// queue → decrypt → the title and the path, nothing else; a device that got it never gets it twice; 404
// and 410 remove the subscription; a failing push service is tried again; quiet hours hold a push until
// they end (a fake clock); only the caller's own subscription can be removed.
import { createECDH, randomBytes, type ECDH } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import ece from "http_ece";
import webpush from "web-push";
import type { Preferences } from "@vtp/contracts/preferences";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { createJobQueue, type JobQueue } from "@vtp/jobs";
import { createOutboxMailer } from "@vtp/mailer";
import { an, mohamed, tom } from "@vtp/personas";
import { messagesDepsOf } from "../../app.ts";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { callAs } from "../../testing/staff.ts";
import { PUSH_QUEUE, quietHoursEnd, registerPush, runPushJob } from "../messages/push.ts";
import { sendMessage, type MessagesDeps } from "../messages/service.ts";
import { isAcceptedEndpoint } from "./service.ts";

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let database: Database;
let server: IdentityTestServer;
let pushService: Server;
let origin: string;
const received: Received[] = [];
/** What the push service answers per device path (default 201). */
const answers = new Map<string, number>();
let now = FIXTURE_NOW;
const vapid = webpush.generateVAPIDKeys();
let queue: JobQueue;

interface Device {
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
  body: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

function device(name: string): Device {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const endpoint = `${origin}/push/${name}`;
  return {
    endpoint,
    ecdh,
    auth,
    body: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey("base64url"), auth: auth.toString("base64url") } },
  };
}

/** What the device reads: the push service's body decrypted with the device's private key and auth secret. */
function decrypt(d: Device, body: Buffer): unknown {
  return JSON.parse(
    ece.decrypt(body, { version: "aes128gcm", privateKey: d.ecdh, authSecret: d.auth.toString("base64url") }).toString("utf8"),
  );
}

function deps(jobs: JobQueue | undefined = queue): MessagesDeps {
  const clock = () => now;
  return messagesDepsOf(server.config, { db: database.db, clock, mailer: createOutboxMailer(database.db, clock), jobs });
}

const grid = (push: Partial<Preferences["push"]>, quietHours = { from: "21:00", until: "08:00" }): Preferences => ({
  optins: { optInServiceMails: true, optInMilestoneMails: false, optInInfoMails: false, optInSms: false, optInPost: false },
  reminderMails: false,
  push: { service: false, milestones: false, info: false, reminders: false, ...push },
  quietHours,
});

let counter = 0;
const message = (holderId: string, topic: "service" | "milestones" | "info" | "reminders" = "service") => ({
  holderId,
  topic,
  dedupKey: `push-test:${++counter}`,
  title: "Je korting vervalt morgen",
  body: "Je korting is geldig tot en met 22/11/2026.",
  linkPath: "/berichten",
});

async function messageIdOf(dedupKey: string): Promise<string> {
  const row = await database.db.selectFrom("messages").select("id").where("dedup_key", "=", dedupKey).executeTakeFirstOrThrow();
  return row.id;
}

async function subscriptionsOf(holderId: string) {
  return database.db.selectFrom("push_subscriptions").select(["endpoint"]).where("holder_id", "=", holderId).execute();
}

beforeAll(async () => {
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "";
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  queue = createJobQueue(database, { pollingIntervalSeconds: 0.5, onError: () => undefined });
  server = await buildIdentityTestServer({
    db: database.db,
    now: FIXTURE_NOW,
    env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: "mailto:push@pas.example" },
    jobs: queue,
  });
  registerPush(queue, deps());
  await queue.start();
}, 180_000);

afterAll(async () => {
  await queue?.stop(2_000);
  await server?.app.close();
  await database?.close();
  await new Promise((resolve) => pushService?.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  answers.clear();
  now = FIXTURE_NOW; // 11:00 in Brussels: no quiet hours
});

describe("subscribing a device", () => {
  it("gives the VAPID public key to anyone", async () => {
    const res = await callAs(server, null, "GET", "/api/push/public-key");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: vapid.publicKey });
  });

  it("stores the device once per endpoint; the same endpoint after another login moves to that holder", async () => {
    const d = device("gedeeld");
    expect((await callAs(server, an, "POST", "/api/user/push-subscriptions", d.body)).status).toBe(201);
    expect((await callAs(server, an, "POST", "/api/user/push-subscriptions", d.body)).status).toBe(201);
    expect(await subscriptionsOf(an.holderId!)).toEqual([{ endpoint: d.endpoint }]);
    expect((await callAs(server, mohamed, "POST", "/api/user/push-subscriptions", d.body)).status).toBe(201);
    expect(await subscriptionsOf(an.holderId!)).toEqual([]);
    expect(await subscriptionsOf(mohamed.holderId!)).toEqual([{ endpoint: d.endpoint }]);
    await callAs(server, mohamed, "DELETE", "/api/user/push-subscriptions", { endpoint: d.endpoint });
  });

  it("removes only the caller's own subscription", async () => {
    const d = device("van-an");
    await callAs(server, an, "POST", "/api/user/push-subscriptions", d.body);
    const other = await callAs(server, mohamed, "DELETE", "/api/user/push-subscriptions", { endpoint: d.endpoint });
    expect(other.body).toEqual({ removed: false });
    expect(await subscriptionsOf(an.holderId!)).toEqual([{ endpoint: d.endpoint }]);
    expect((await callAs(server, an, "DELETE", "/api/user/push-subscriptions", { endpoint: d.endpoint })).body).toEqual({ removed: true });
    expect(await subscriptionsOf(an.holderId!)).toEqual([]);
  });

  it("refuses bad keys, a non-loopback http endpoint, no card and no token, storing nothing", async () => {
    const d = device("fout");
    const refusals = [
      await callAs(server, an, "POST", "/api/user/push-subscriptions", { ...d.body, keys: { ...d.body.keys, p256dh: "kort" } }),
      await callAs(server, an, "POST", "/api/user/push-subscriptions", { ...d.body, endpoint: "http://push.example/abc" }),
      await callAs(server, tom, "POST", "/api/user/push-subscriptions", d.body),
      await callAs(server, null, "POST", "/api/user/push-subscriptions", d.body),
    ];
    expect(refusals.map((r) => r.status)).toEqual([400, 400, 404, 401]);
    expect((refusals[1]!.body as { code: string }).code).toBe("PUSH_ENDPOINT_REFUSED");
    expect(await subscriptionsOf(an.holderId!)).toEqual([]);
  });

  it("accepts in the public posture only https addresses of a named host", () => {
    expect(isAcceptedEndpoint("https://fcm.googleapis.com/fcm/send/abc", "public")).toBe(true);
    expect(isAcceptedEndpoint("https://web.push.apple.com/QGx", "public")).toBe(true);
    for (const bad of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://127.0.0.1/push",
      "https://10.0.0.5/push",
      "https://[::1]/push",
      "https://localhost/push",
      "https://intranet/push",
      "https://user:pw@push.example/x",
      "geen adres",
    ])
      expect(isAcceptedEndpoint(bad, "public"), bad).toBe(false);
    expect(isAcceptedEndpoint("http://127.0.0.1:9/push", "local-demo")).toBe(true);
    expect(isAcceptedEndpoint("http://push.example/push", "local-demo")).toBe(false);
  });
});

describe("a message pushed", () => {
  it("subscribe → sendMessage → the push service gets an encrypted, signed push the device decrypts to the title and the path only", async () => {
    const d = device("an-telefoon");
    await callAs(server, an, "POST", "/api/user/push-subscriptions", d.body);
    await callAs(server, an, "PUT", "/api/user/preferences", grid({ service: true }));
    const m = message(an.holderId!);
    expect(await sendMessage(deps(), m)).toBe(true);
    await queue.drained(PUSH_QUEUE);
    expect(received).toHaveLength(1);
    const push = received[0]!;
    expect(push.path).toBe("/push/an-telefoon");
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.headers.ttl).toBe("86400");
    expect(String(push.headers.authorization)).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`));
    expect(push.body.toString("utf8")).not.toContain("korting");
    expect(decrypt(d, push.body)).toEqual({ title: m.title, path: "/berichten" });
    // Sent again (a retried job, a second process): the device already has it.
    const outcome = await runPushJob(deps(), { messageId: await messageIdOf(m.dedupKey) });
    expect(outcome).toEqual({ delivered: 0, removed: 0, failed: 0 });
    expect(received).toHaveLength(1);
    // The same message again writes nothing and pushes nothing.
    expect(await sendMessage(deps(), m)).toBe(false);
    await queue.drained(PUSH_QUEUE);
    expect(received).toHaveLength(1);
    await callAs(server, an, "DELETE", "/api/user/push-subscriptions", { endpoint: d.endpoint });
  });

  it("pushes nothing for a topic the holder did not choose for push", async () => {
    const d = device("alleen-service");
    await callAs(server, an, "POST", "/api/user/push-subscriptions", d.body);
    await callAs(server, an, "PUT", "/api/user/preferences", grid({ service: true }));
    await sendMessage(deps(), message(an.holderId!, "milestones"));
    await queue.drained(PUSH_QUEUE);
    expect(received).toEqual([]);
    await callAs(server, an, "DELETE", "/api/user/push-subscriptions", { endpoint: d.endpoint });
  });

  it("removes a subscription the push service says is gone (410 and 404), and still pushes to the holder's other device", async () => {
    const gone = device("weg");
    const missing = device("onbekend");
    const kept = device("blijft");
    for (const d of [gone, missing, kept]) await callAs(server, an, "POST", "/api/user/push-subscriptions", d.body);
    answers.set("/push/weg", 410);
    answers.set("/push/onbekend", 404);
    await callAs(server, an, "PUT", "/api/user/preferences", grid({ reminders: true }));
    await sendMessage(deps(), message(an.holderId!, "reminders"));
    await queue.drained(PUSH_QUEUE);
    expect(received.map((r) => r.path).sort()).toEqual(["/push/blijft", "/push/onbekend", "/push/weg"]);
    expect(await subscriptionsOf(an.holderId!)).toEqual([{ endpoint: kept.endpoint }]);
    await callAs(server, an, "DELETE", "/api/user/push-subscriptions", { endpoint: kept.endpoint });
  });

  it("a push service that fails makes the job fail (tried again later); the next try pushes once", async () => {
    const d = device("storing");
    await callAs(server, mohamed, "POST", "/api/user/push-subscriptions", d.body);
    await callAs(server, mohamed, "PUT", "/api/user/preferences", grid({ info: true }));
    answers.set("/push/storing", 503);
    const m = message(mohamed.holderId!, "info");
    // Without the queue's worker: the job's own run, twice.
    await sendMessage(deps(undefined), m);
    const messageId = await messageIdOf(m.dedupKey);
    await expect(runPushJob(deps(), { messageId })).rejects.toThrow(/niet bereikt/);
    answers.delete("/push/storing");
    expect(await runPushJob(deps(), { messageId })).toEqual({ delivered: 1, removed: 0, failed: 0 });
    expect(await runPushJob(deps(), { messageId })).toEqual({ delivered: 0, removed: 0, failed: 0 });
    expect(received.map((r) => r.path)).toEqual(["/push/storing", "/push/storing"]);
    expect(decrypt(d, received[1]!.body)).toEqual({ title: m.title, path: m.linkPath });
    await callAs(server, mohamed, "DELETE", "/api/user/push-subscriptions", { endpoint: d.endpoint });
  });
});

describe("quiet hours", () => {
  it("know when they end, over midnight or not, in winter and summer time", () => {
    const night = { from: "21:00", until: "08:00" };
    expect(quietHoursEnd(new Date("2026-11-21T21:30:00Z"), night)).toEqual(new Date("2026-11-22T07:00:00Z")); // 22:30 → 08:00 next day
    expect(quietHoursEnd(new Date("2026-11-22T05:00:00Z"), night)).toEqual(new Date("2026-11-22T07:00:00Z")); // 06:00 → 08:00
    expect(quietHoursEnd(new Date("2026-11-21T10:00:00Z"), night)).toBeNull(); // 11:00
    expect(quietHoursEnd(new Date("2026-11-21T20:00:00Z"), night)).toEqual(new Date("2026-11-22T07:00:00Z")); // 21:00 exactly: quiet
    expect(quietHoursEnd(new Date("2026-11-22T07:00:00Z"), night)).toBeNull(); // 08:00 exactly: over
    expect(quietHoursEnd(new Date("2026-11-21T19:59:00Z"), night)).toBeNull(); // 20:59
    expect(quietHoursEnd(new Date("2026-07-01T20:30:00Z"), night)).toEqual(new Date("2026-07-02T06:00:00Z")); // summer: 22:30 → 08:00 (UTC+2)
    expect(quietHoursEnd(new Date("2026-11-21T12:30:00Z"), { from: "13:00", until: "14:00" })).toEqual(new Date("2026-11-21T13:00:00Z"));
  });

  it("hold a push until they end (the job's start), never drop it, and send it once when they are over", async () => {
    // A queue without a worker: the fake clock is in the past of the real one, so pg-boss would run the held job at once.
    await queue.stop(2_000);
    const idle = createJobQueue(database, { pollingIntervalSeconds: 0.5, onError: () => undefined });
    idle.define(PUSH_QUEUE, { retryLimit: 1, retryDelay: 1, retryDelayMax: 1 });
    await idle.start();
    try {
      const d = device("nacht");
      await callAs(server, an, "POST", "/api/user/push-subscriptions", d.body);
      await callAs(server, an, "PUT", "/api/user/preferences", grid({ service: true }));
      now = new Date("2026-11-21T21:30:00Z"); // 22:30 in Brussels
      const m = message(an.holderId!);
      await sendMessage(deps(idle), m);
      const messageId = await messageIdOf(m.dedupKey);
      const { rows } = await sql<{ start_after: Date; state: string }>`
        SELECT start_after, state::text AS state FROM pgboss.job WHERE name = ${PUSH_QUEUE} AND data->>'messageId' = ${messageId}`.execute(
        database.db,
      );
      expect(rows.map((r) => [new Date(r.start_after).toISOString(), r.state])).toEqual([["2026-11-22T07:00:00.000Z", "created"]]);
      // Run early (a clock that differs, changed hours): held again until 08:00, nothing sent.
      now = new Date("2026-11-22T06:59:00Z");
      expect(await runPushJob(deps(idle), { messageId })).toBe("held");
      expect(received).toEqual([]);
      now = new Date("2026-11-22T07:00:00Z"); // 08:00
      expect(await runPushJob(deps(idle), { messageId })).toEqual({ delivered: 1, removed: 0, failed: 0 });
      expect(await runPushJob(deps(idle), { messageId })).toEqual({ delivered: 0, removed: 0, failed: 0 });
      expect(received).toHaveLength(1);
      expect(decrypt(d, received[0]!.body)).toEqual({ title: m.title, path: m.linkPath });
    } finally {
      await idle.stop(2_000);
    }
  });
});
