// The SSR bridge of the host: pages rendered once per start (with the request's nonce filled in), the
// 64 KiB limit on page-action bodies, and production mode on plain http in the local demo.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "@vtp/config";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { createServer, type ProductServer } from "./app.ts";
import { MAX_ACTION_BODY_BYTES } from "@vtp/web/server";

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let database: Database;
let origin: string;
let server: ProductServer;
let dataDir: string;
const renders: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "vtp-ssr-"));
  database = await createTestDatabase();
  // Production mode on plain http: the local demo posture allows it (the OIDC client used to refuse it).
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({ NODE_ENV: "production", PORT: String(port), PUBLIC_URL: origin, DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  server = await createServer({ config, database, onRender: (p) => renders.push(p) });
  await server.app.listen({ host: "127.0.0.1", port });
});

afterAll(async () => {
  await server?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const nonceOf = (csp: string | string[] | number | undefined) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
const count = (p: string) => renders.filter((r) => r === p).length;

describe("pages rendered once per start", () => {
  it("renders a content page once and serves the same bytes, compressed once, with each request's own CSP", async () => {
    const before = count("/privacy");
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => server.app.inject({ url: "/privacy" })));
    for (const r of [a!, b!, c!]) {
      expect(r.statusCode).toBe(200);
      expect(r.headers["content-type"]).toMatch(/^text\/html/);
      // No inline script on a content page: no nonce value in the HTML at all (the <link>s load from 'self').
      expect(r.body).not.toMatch(/nonce="[^"]+"/);
      expect(r.body).toContain("</html>");
    }
    expect(nonceOf(a!.headers["content-security-policy"])).not.toBe(nonceOf(b!.headers["content-security-policy"]));
    expect(a!.body).toBe(b!.body);
    expect(count("/privacy") - before).toBe(1);
    const br = await server.app.inject({ url: "/privacy", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(a!.body);
    const gz = await server.app.inject({ url: "/privacy", headers: { "accept-encoding": "gzip, br;q=0" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(a!.body);
    expect(count("/privacy") - before).toBe(1);
  });

  it("renders for the cache with GET even when the first request is a HEAD", async () => {
    const head = await server.app.inject({ method: "HEAD", url: "/partner-worden" });
    expect(head.statusCode).toBe(200);
    const get = await server.app.inject({ url: "/partner-worden" });
    expect(get.body).toContain("</html>");
    expect(count("/partner-worden")).toBe(1);
  });

  it("keeps one copy per cookie-notice state and answers HEAD without a body", async () => {
    const withNotice = await server.app.inject({ url: "/start" });
    const dismissed = await server.app.inject({ url: "/start", headers: { cookie: "cookie-accepted=true" } });
    expect(withNotice.body).not.toBe(dismissed.body);
    const head = await server.app.inject({ method: "HEAD", url: "/start" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(count("/start")).toBe(2);
  });

  it("renders per request for a session, any other cookie or a query string", async () => {
    const before = count("/cookieverklaring");
    await server.app.inject({ url: "/cookieverklaring" });
    await server.app.inject({ url: "/cookieverklaring", headers: { cookie: "user=%7B%7D; auth=x" } });
    await server.app.inject({ url: "/cookieverklaring", headers: { cookie: "flash=afgemeld" } });
    await server.app.inject({ url: "/cookieverklaring", headers: { cookie: "locale=xx" } });
    await server.app.inject({ url: "/cookieverklaring?utm_source=x" });
    expect(count("/cookieverklaring") - before).toBe(5);
    await server.app.inject({ url: "/cookieverklaring" });
    expect(count("/cookieverklaring") - before).toBe(5);
  });

  it("never caches pages that are not on the list", async () => {
    const before = count("/styleguide");
    await server.app.inject({ url: "/styleguide" });
    await server.app.inject({ url: "/styleguide" });
    expect(count("/styleguide") - before).toBe(2);
  });
});

describe("a page rendered per request (issue 21)", () => {
  it("goes out whole: one compressed body with its length, not a chunked stream", async () => {
    const res = await fetch(`${origin}/cookieverklaring?utm_source=x`, { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("transfer-encoding")).toBeNull();
    // fetch decompresses: the length announced is the compressed one, smaller than the page.
    const length = Number(res.headers.get("content-length"));
    const page = await res.text();
    expect(length).toBeGreaterThan(0);
    expect(length).toBeLessThan(page.length / 2);
    expect(page).toContain("</html>");
  });
});

describe("page actions", () => {
  it("refuse a body over 64 KiB with 413 before React Router sees it", async () => {
    const before = renders.length;
    const big = await server.app.inject({
      method: "POST",
      url: "/cookies-accepteren",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `terug=${"a".repeat(MAX_ACTION_BODY_BYTES)}`,
    });
    expect(big.statusCode).toBe(413);
    expect(renders.length).toBe(before);
    const chunked = await server.app.inject({
      method: "POST",
      url: "/cookies-accepteren",
      headers: { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" },
      payload: `terug=${"b".repeat(MAX_ACTION_BODY_BYTES + 10)}`,
    });
    expect(chunked.statusCode).toBe(413);
  });

  it("accept a normal form post", async () => {
    const ok = await server.app.inject({
      method: "POST",
      url: "/cookies-accepteren",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      payload: "terug=%2Fprivacy",
    });
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe("/privacy");
  });
});

describe("a form another website sends (issue 24, defect 1)", () => {
  const form = { "content-type": "application/x-www-form-urlencoded" };
  it.each(["/cookies-accepteren", "/online-aanvraag/sluiten", "/profiel/instellingen"])(
    "is refused on %s before React Router sees it: 403, a Dutch page, no cookie set",
    async (url) => {
      const before = renders.length;
      for (const headers of [{ origin: "http://evil.example" }, { "sec-fetch-site": "cross-site" }, { origin: "null" }]) {
        const refused = await server.app.inject({
          method: "POST",
          url,
          headers: { ...form, ...headers, accept: "text/html" },
          payload: "keuze=alles&terug=%2F",
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.headers["set-cookie"]).toBeUndefined();
        expect(refused.body).toContain("Dit formulier kwam niet van onze website");
      }
      const api = await server.app.inject({
        method: "POST",
        url,
        headers: { ...form, origin: "http://evil.example" },
        payload: "keuze=alles",
      });
      expect(api.statusCode).toBe(403);
      expect(api.headers["content-type"]).toContain("application/problem+json");
      expect(renders.length).toBe(before);
    },
  );

  it("goes on from our own pages (Origin and Sec-Fetch-Site: same-origin)", async () => {
    const ok = await server.app.inject({
      method: "POST",
      url: "/cookies-accepteren",
      headers: { ...form, origin, "sec-fetch-site": "same-origin" },
      payload: "keuze=alles&terug=%2Fprivacy",
    });
    expect(ok.statusCode).toBe(302);
    expect(String(ok.headers["set-cookie"])).toContain("cookie-accepted=");
  });
});

describe("production mode on plain http (local demo)", () => {
  it("starts the login instead of answering 500", async () => {
    const login = await server.app.inject({ url: "/aanmelden-uitid" });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toMatch(new RegExp(`^${origin}/oidc/auth\\?`));
  });
});

describe("the CSP of a page (issue 24, defect 6)", () => {
  it("lets only the scan page and the counter compile WebAssembly, and no page use inline styles without the nonce", async () => {
    const scriptSrc = (csp: unknown) => /script-src ([^;]*)/.exec(String(csp))?.[1] ?? "";
    const styleSrc = (csp: unknown) => /style-src ([^;]*)/.exec(String(csp))?.[1] ?? "";
    // The scan page's document and the counter's (its camera reads a card's barcode); a visitor is sent to
    // the login, with the same header.
    for (const url of ["/sparen/scannen", "/nl/sparen/scannen", "/balie"]) {
      const csp = (await server.app.inject({ url })).headers["content-security-policy"];
      expect(scriptSrc(csp), url).toContain("'wasm-unsafe-eval'");
    }
    for (const url of ["/", "/privacy", "/sparen", "/pas", "/offline.html", "/api/health", "/styleguide"]) {
      const res = await server.app.inject({ url });
      const csp = res.headers["content-security-policy"];
      expect(scriptSrc(csp), url).not.toContain("wasm-unsafe-eval");
      expect(styleSrc(csp), url).toBe(`'self' 'nonce-${nonceOf(csp)}'`);
      // Nothing on the page needs an inline style the policy would block.
      expect(res.body, url).not.toMatch(/<[a-z][^>]*\sstyle=/i);
      expect(res.body, url).not.toMatch(/<style(?![^>]*nonce=)/);
    }
  });
});

describe("a path with broken percent-encoding (issue 24, defect 5)", () => {
  it("answers 400 problem JSON on page and API paths, with the security headers", async () => {
    for (const url of ["/%E0%A4%A", "/sparen/%zz", "/api/%zz", "/api/user/promotion/%E0%A4%A/status", "/oidc/%zz"]) {
      const res = await server.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers["content-type"], url).toMatch(/^application\/problem\+json/);
      expect(res.json(), url).toMatchObject({
        code: "bad-request",
        endUserMessage: { nl: expect.stringMatching(/^Dit webadres klopt niet/) },
      });
      expect(res.headers["content-security-policy"], url).toBeDefined();
    }
  });
});
