// The official Mollie client (@mollie/api-client, as the api uses it) against the local demo's stand-in
// provider, over the real HTTP server: create, get, cancel, an unknown id, expiry, and the test checkout
// page's three outcomes with the webhook it posts. And: the public posture mounts no stand-in.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "@vtp/config";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { createMolliePaymentProvider, type PaymentProvider } from "@vtp/api";
import { createServer, type ProductServer } from "./app.ts";

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe("the stand-in payment provider through the official Mollie client", () => {
  let database: Database;
  let server: ProductServer;
  let origin: string;
  let dataDir: string;
  let provider: PaymentProvider;
  let now = new Date("2026-11-21T10:00:00Z");

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "vtp-pay-"));
    database = await createTestDatabase();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const config = loadConfig({ NODE_ENV: "test", PORT: String(port), PUBLIC_URL: origin, DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    expect(config.payment.provider).toBe("stand-in");
    server = await createServer({ config, database, clock: () => now });
    await server.app.listen({ host: "127.0.0.1", port });
    provider = createMolliePaymentProvider({ apiKey: config.payment.apiKey!, apiEndpoint: config.payment.apiEndpoint, kind: "stand-in" });
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const create = () =>
    provider.create({
      amountEur: 7,
      description: "UiTPAS online aanvraag 1234abcd",
      redirectUrl: `${origin}/online-aanvraag/betaling?bestelling=x`,
      webhookUrl: `${origin}/api/online-request/payments/webhook`,
      metadata: { orderId: "o-1" },
    });

  it("creates and reads a payment in Mollie's shapes", async () => {
    const p = await create();
    expect(p).toMatchObject({ status: "open", amount: { value: "7.00", currency: "EUR" }, metadata: { orderId: "o-1" } });
    expect(p.id).toMatch(/^tr_/);
    expect(p.checkoutUrl).toBe(`${origin}/test-betaalprovider/checkout/${p.id}`);
    expect(await provider.get(p.id)).toMatchObject({ id: p.id, status: "open" });
    expect(await provider.get("tr_onbekend12345")).toBeNull();
  });

  it("refuses a call without a test key", async () => {
    const res = await fetch(`${origin}/test-betaalprovider/v2/payments`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(401);
    const live = createMolliePaymentProvider({
      apiKey: "live_abcdefghijklmnopqrstuvwxyz12",
      apiEndpoint: `${origin}/test-betaalprovider/v2/`,
      kind: "stand-in",
    });
    await expect(
      live.create({ amountEur: 1, description: "x", redirectUrl: `${origin}/`, webhookUrl: undefined, metadata: {} }),
    ).rejects.toThrow();
  });

  it("shows a clearly marked test checkout page and applies each outcome, then returns to the redirect URL", async () => {
    for (const [outcome, status] of [
      ["betaald", "paid"],
      ["mislukt", "failed"],
      ["geannuleerd", "canceled"],
    ] as const) {
      const p = await create();
      const page = await fetch(p.checkoutUrl!);
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toContain("dit is geen echte betaalpagina");
      expect(html).toContain("€ 7,00");
      // Its style runs under the host's CSP with the response's nonce (no 'unsafe-inline').
      const nonce = /'nonce-([^']+)'/.exec(page.headers.get("content-security-policy") ?? "")?.[1];
      expect(html).toContain(`<style nonce="${nonce}">`);
      for (const label of ["Betaald", "Mislukt", "Geannuleerd"]) expect(html).toContain(`>${label}</button>`);
      const post = await fetch(p.checkoutUrl!, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `uitkomst=${outcome}`,
        redirect: "manual",
      });
      expect(post.status).toBe(303);
      expect(post.headers.get("location")).toBe(`${origin}/online-aanvraag/betaling?bestelling=x`);
      expect((await provider.get(p.id))?.status).toBe(status);
      expect((await fetch(p.checkoutUrl!)).status).toBe(410);
    }
  });

  it("cancels an open payment and lets an open one expire after 15 minutes", async () => {
    const a = await create();
    expect(await provider.cancel(a.id)).toBe(true);
    expect((await provider.get(a.id))?.status).toBe("canceled");
    expect(await provider.cancel(a.id)).toBe(false);
    const b = await create();
    now = new Date(now.getTime() + 16 * 60 * 1000);
    expect((await provider.get(b.id))?.status).toBe("expired");
  });
});

describe("the public posture", () => {
  it("mounts neither the payment stand-in nor the government-login stand-in", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "vtp-pub-"));
    const database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: "test",
      PUBLIC_URL: "https://pas.voorbeeld.be",
      SMTP_URL: "smtp://127.0.0.1:2525",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
    });
    const server = await createServer({ config, database });
    try {
      for (const url of [
        "/test-betaalprovider/checkout/tr_abcdefghijkl",
        "/test-betaalprovider/v2/payments/tr_abcdefghijkl",
        "/overheid-oidc/.well-known/openid-configuration",
      ]) {
        const res = await server.app.inject({ method: "GET", url });
        expect(res.statusCode, url).toBe(404);
      }
    } finally {
      await server.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
