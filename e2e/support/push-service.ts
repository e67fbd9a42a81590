// A push service of the test's own on 127.0.0.1 (decision 0060), for the journeys: it answers 201 to every
// push and keeps what it received; a device made here has its own P-256 key pair and auth secret, so a
// push is decrypted with the device's keys (RFC 8291 aes128gcm, as a browser does) and the real encryption
// and VAPID signature of the product are exercised. A browser's own push service is out of reach from these
// machines; the page is given this device's subscription instead (`subscriptionStub`).
import { createECDH, randomBytes, type ECDH } from "node:crypto";
import { createServer, type Server } from "node:http";
import ece from "http_ece";

export interface TestDevice {
  endpoint: string;
  /** What PushSubscription.toJSON() gives in a browser. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  auth: Buffer;
}

export interface TestPushService {
  origin: string;
  device(name: string): TestDevice;
  /** The next push to this device, decrypted (waits at most `timeoutMs`). */
  nextPush(device: TestDevice, timeoutMs?: number): Promise<{ headers: Record<string, string | string[] | undefined>; payload: unknown }>;
  stop(): Promise<void>;
}

export async function startPushService(port: number): Promise<TestPushService> {
  const received: { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    device(name) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${name}`;
      const json = { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey("base64url"), auth: auth.toString("base64url") } };
      return { endpoint, json, ecdh, auth };
    },
    async nextPush(device, timeoutMs = 30_000) {
      const path = new URL(device.endpoint).pathname;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = received.findIndex((r) => r.path === path);
        if (index >= 0) {
          const [push] = received.splice(index, 1);
          const plain = ece.decrypt(push!.body, {
            version: "aes128gcm",
            privateKey: device.ecdh,
            authSecret: device.auth.toString("base64url"),
          });
          return { headers: push!.headers, payload: JSON.parse(plain.toString("utf8")) as unknown };
        }
        if (Date.now() > deadline) throw new Error(`Geen push voor ${path} binnen ${timeoutMs} ms.`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A script for the page (addInitScript) whose push manager "subscribes" with this device: the page's own
 * "Meldingen aanzetten" then registers it like a browser's subscription. Everything else is the browser's.
 */
export function subscriptionStub(device: TestDevice): string {
  return `(() => {
    const json = ${JSON.stringify(device.json)};
    let current = null;
    const subscription = {
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      getKey: () => null,
      toJSON: () => json,
      unsubscribe: async () => { current = null; return true; },
    };
    PushManager.prototype.subscribe = async function () { current = subscription; return subscription; };
    PushManager.prototype.getSubscription = async function () { return current; };
  })();`;
}
