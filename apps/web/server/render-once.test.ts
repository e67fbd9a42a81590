import { describe, expect, it } from "vitest";
import { createRenderOnceCache, renderOnceKey } from "./render-once.ts";

const paths = new Set(["/", "/nl", "/privacy"]);

describe("renderOnceKey", () => {
  it("serves anonymous GET and HEAD of listed paths, one key per cookie-notice state", () => {
    const key = (url: string, cookie?: string, method = "GET") => renderOnceKey({ method, url, cookie }, paths);
    expect(key("/")).toBeDefined();
    expect(key("/", undefined, "HEAD")).toBe(key("/"));
    expect(key("/", "cookie-accepted=true")).not.toBe(key("/"));
    expect(key("/", "cookie-accepted=1-analytics%3Aanalytics")).not.toBe(key("/", "cookie-accepted=true"));
    // Made-up values of the cookie share the key of no cookie: they cannot grow the cache.
    for (let i = 0; i < 5; i++) expect(key("/", `cookie-accepted=verzonnen-${i}`)).toBe(key("/"));
    expect(key("/", "cookie-accepted=1-marketing%2Banalytics%3A")).toBe(key("/", "cookie-accepted=1-analytics%2Bmarketing%3A"));
    expect(key("/", "locale=nl")).not.toBe(key("/"));
    expect(key("/nl")).not.toBe(key("/"));
    for (const [url, cookie, method] of [
      ["/", undefined, "POST"],
      ["/overzicht", undefined, "GET"],
      ["/privacy/", undefined, "GET"],
      ["/?pathname=/x", undefined, "GET"],
      ["/", "auth=abc; user=1", "GET"],
      ["/", "flash=afgemeld", "GET"],
      ["/", "locale=fr", "GET"],
    ] as const) {
      expect(key(url, cookie, method)).toBeUndefined();
    }
  });
});

describe("render-once cache", () => {
  it("renders once for concurrent first requests and fills in each request's nonce where the page has one", async () => {
    const cache = createRenderOnceCache();
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 10));
      const n = cache.placeholder;
      return new Response(`<link rel="stylesheet" href="/a.css"><script nonce="${n}">boot()</script>`, {
        headers: { "content-type": "text/html; charset=utf-8" },
      });
    };
    const [a, b] = await Promise.all([cache.get("k", render), cache.get("k", render)]);
    expect(renders).toBe(1);
    expect(a).toBe(b);
    expect(a!.compressed).toBeUndefined();
    expect(cache.body(a!, "AAA")).toBe(`<link rel="stylesheet" href="/a.css"><script nonce="AAA">boot()</script>`);
    expect(cache.body(a!, "BBB")).toBe(`<link rel="stylesheet" href="/a.css"><script nonce="BBB">boot()</script>`);
  });

  it("compresses a page without placeholders once", async () => {
    const cache = createRenderOnceCache();
    const page = await cache.get("k", async () => new Response("<p>hallo</p>", { headers: { "content-type": "text/html" } }));
    expect(page!.compressed?.br.length).toBeGreaterThan(0);
    expect(page!.compressed?.gzip.length).toBeGreaterThan(0);
  });

  it("does not keep a page that says no-store, and tries again on the next request", async () => {
    const cache = createRenderOnceCache();
    let calls = 0;
    const render = async () =>
      new Response(calls++ === 0 ? "<p>zonder cijfers</p>" : "<p>met cijfers</p>", {
        headers: { "content-type": "text/html", ...(calls === 1 ? { "cache-control": "no-store" } : {}) },
      });
    expect(await cache.get("n", render)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 0));
    expect((await cache.get("n", render))?.parts).toEqual(["<p>met cijfers</p>"]);
    expect(calls).toBe(2);
  });

  it("does not keep redirects or errors, and tries a failed render again", async () => {
    const cache = createRenderOnceCache();
    let calls = 0;
    const redirect = async () => (calls++, new Response(null, { status: 302, headers: { location: "/overzicht" } }));
    expect(await cache.get("r", redirect)).toBeUndefined();
    expect(await cache.get("r", redirect)).toBeUndefined();
    expect(calls).toBe(1);
    let attempts = 0;
    const flaky = async () => {
      attempts++;
      if (attempts === 1) throw new Error("database weg");
      return new Response("<p>ok</p>", { headers: { "content-type": "text/html" } });
    };
    expect(await cache.get("f", flaky)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 0));
    expect((await cache.get("f", flaky))?.parts).toEqual(["<p>ok</p>"]);
    expect(attempts).toBe(2);
  });
});

describe("render-once freshness (decision 0022)", () => {
  it("serves a copy for its maximum age, then the old copy once while the next one renders, then the new one", async () => {
    let at = 0;
    const cache = createRenderOnceCache({ maxAgeMs: 1000, now: () => at });
    let renders = 0;
    const render = async () => new Response(`<p>versie ${++renders}</p>`, { headers: { "content-type": "text/html" } });
    expect((await cache.get("k", render))?.parts).toEqual(["<p>versie 1</p>"]);
    at = 1000;
    expect((await cache.get("k", render))?.parts).toEqual(["<p>versie 1</p>"]);
    expect(renders).toBe(1);
    at = 1001;
    expect((await cache.get("k", render))?.parts).toEqual(["<p>versie 1</p>"]);
    await new Promise((r) => setTimeout(r, 0));
    expect(renders).toBe(2);
    expect((await cache.get("k", render))?.parts).toEqual(["<p>versie 2</p>"]);
  });

  it("keeps the old copy when the next render fails or says no-store, and tries again a period later", async () => {
    let at = 0;
    const cache = createRenderOnceCache({ maxAgeMs: 1000, now: () => at });
    let mode: "ok" | "fail" | "no-store" = "ok";
    let renders = 0;
    const render = async () => {
      renders++;
      if (mode === "fail") throw new Error("api weg");
      return new Response(`<p>${renders}</p>`, {
        headers: { "content-type": "text/html", ...(mode === "no-store" ? { "cache-control": "no-store" } : {}) },
      });
    };
    await cache.get("k", render);
    mode = "fail";
    at = 2000;
    expect((await cache.get("k", render))?.parts).toEqual(["<p>1</p>"]);
    await new Promise((r) => setTimeout(r, 0));
    at = 2500;
    expect((await cache.get("k", render))?.parts).toEqual(["<p>1</p>"]);
    expect(renders).toBe(2);
    mode = "no-store";
    at = 3100;
    expect((await cache.get("k", render))?.parts).toEqual(["<p>1</p>"]);
    await new Promise((r) => setTimeout(r, 0));
    expect(renders).toBe(3);
    mode = "ok";
    at = 4200;
    await cache.get("k", render);
    await new Promise((r) => setTimeout(r, 0));
    expect((await cache.get("k", render))?.parts).toEqual(["<p>4</p>"]);
  });
});
