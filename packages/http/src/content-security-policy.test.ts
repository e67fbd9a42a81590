// The Content-Security-Policy (decision 0031): nonces for scripts and styles, third-party hosts only for
// configured adapters, WebAssembly only on the scan page (issue 24, defect 6).
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "@vtp/config";
import { registerHttpBaseline } from "./baseline.ts";
import { contentSecurityPolicy, policyPath } from "./content-security-policy.ts";

const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

describe("the policy", () => {
  it("names a third-party host only for an adapter that is configured, and never allows inline script", () => {
    const plain = contentSecurityPolicy(loadConfig({ NODE_ENV: "test" }), "bm9uY2U=");
    for (const name of ["script-src", "connect-src", "img-src"]) expect(directive(plain, name)).not.toMatch(/https?:\/\/|wss:/);
    const all = contentSecurityPolicy(
      loadConfig({
        NODE_ENV: "test",
        ANALYTICS_COLLECTOR_URL: "https://collector.voorbeeld.be/x",
        TAG_MANAGER_ID: "GTM-AB12CD3",
        HELP_WIDGET_KEY: "sleutel-1234",
      }),
      "bm9uY2U=",
    );
    expect(directive(all, "script-src")).toBe(
      "script-src 'self' 'nonce-bm9uY2U=' https://www.googletagmanager.com https://static.zdassets.com https://ekr.zdassets.com",
    );
    expect(directive(all, "connect-src")).toContain("https://collector.voorbeeld.be ");
    expect(directive(all, "connect-src")).toContain("wss://*.zendesk.com");
    expect(directive(all, "img-src")).toContain("https://*.google-analytics.com");
    const analyticsOnly = contentSecurityPolicy(
      loadConfig({ NODE_ENV: "test", ANALYTICS_COLLECTOR_URL: "https://collector.voorbeeld.be" }),
      "bm9uY2U=",
    );
    // The tracker is the product's own code: only its collector is reachable.
    expect(directive(analyticsOnly, "script-src")).toBe("script-src 'self' 'nonce-bm9uY2U='");
    expect(directive(analyticsOnly, "connect-src")).toBe("connect-src 'self' https://collector.voorbeeld.be");
    for (const csp of [plain, all, analyticsOnly]) expect(directive(csp, "script-src")).not.toContain("unsafe-inline");
  });

  it("allows form posts to an external issuer only", () => {
    const external = loadConfig({ NODE_ENV: "test", OIDC_ISSUER: "https://login.voorbeeld.test/realms/x", OIDC_CLIENT_SECRET: "s" });
    expect(contentSecurityPolicy(external, "bm9uY2U=")).toContain("form-action 'self' https://login.voorbeeld.test;");
    expect(contentSecurityPolicy(loadConfig({ NODE_ENV: "test" }), "bm9uY2U=")).toContain("form-action 'self';");
  });

  it("allows images from the configured map tile service only", () => {
    const tiles = loadConfig({
      NODE_ENV: "test",
      MAP_TILES_URL: "https://{s}.tiles.voorbeeld.test/{z}/{x}/{y}.png",
      MAP_TILES_ATTRIBUTION: "© bron",
    });
    expect(contentSecurityPolicy(tiles, "bm9uY2U=")).toContain("img-src 'self' data: blob: https://*.tiles.voorbeeld.test;");
    expect(contentSecurityPolicy(loadConfig({ NODE_ENV: "test" }), "bm9uY2U=")).toContain("img-src 'self' data: blob:;");
  });

  it("lets a document compile WebAssembly only when asked (the scan page), never eval JavaScript", () => {
    const config = loadConfig({ NODE_ENV: "test" });
    expect(directive(contentSecurityPolicy(config, "bm9uY2U="), "script-src")).toBe("script-src 'self' 'nonce-bm9uY2U='");
    expect(directive(contentSecurityPolicy(config, "bm9uY2U=", { wasm: true }), "script-src")).toBe(
      "script-src 'self' 'nonce-bm9uY2U=' 'wasm-unsafe-eval'",
    );
    // The variants are kept apart (each is built once per configuration).
    expect(contentSecurityPolicy(config, "YQ==")).not.toContain("wasm");
  });

  it("allows inline styles only with the request's nonce, unless the help widget or Vite needs them inline", () => {
    const config = loadConfig({ NODE_ENV: "test" });
    expect(directive(contentSecurityPolicy(config, "bm9uY2U="), "style-src")).toBe("style-src 'self' 'nonce-bm9uY2U='");
    const vendors = loadConfig({ NODE_ENV: "test", TAG_MANAGER_ID: "GTM-AB12CD3", ANALYTICS_COLLECTOR_URL: "https://c.voorbeeld.be" });
    expect(directive(contentSecurityPolicy(vendors, "bm9uY2U="), "style-src")).toBe("style-src 'self' 'nonce-bm9uY2U='");
    // With a nonce in the directive a browser ignores 'unsafe-inline': the inline variant has none.
    const widget = loadConfig({ NODE_ENV: "test", HELP_WIDGET_KEY: "sleutel-1234" });
    expect(directive(contentSecurityPolicy(widget, "bm9uY2U="), "style-src")).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(contentSecurityPolicy(config, "bm9uY2U=", { inlineStyles: true }), "style-src")).toBe(
      "style-src 'self' 'unsafe-inline'",
    );
    expect(directive(contentSecurityPolicy(widget, "bm9uY2U="), "script-src")).toBe(
      "script-src 'self' 'nonce-bm9uY2U=' https://static.zdassets.com https://ekr.zdassets.com",
    );
  });

  it("reads a request's path as the route table writes it", () => {
    expect(policyPath("/sparen/scannen")).toBe("/sparen/scannen");
    expect(policyPath("/Sparen/Scannen/?x=1")).toBe("/sparen/scannen");
    expect(policyPath("/")).toBe("/");
    expect(policyPath("//?x")).toBe("/");
    expect(policyPath("/sparen/scannen.data")).toBe("/sparen/scannen.data");
  });
});

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

describe("the policy of each document", () => {
  it("gives 'wasm-unsafe-eval' to the pages that compile WebAssembly only", async () => {
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    const app = Fastify();
    apps.push(app);
    await registerHttpBaseline(app, config, { wasmPaths: new Set(["/sparen/scannen", "/nl/sparen/scannen"]) });
    app.get("/*", async (_request, reply) => reply.type("text/html; charset=utf-8").send("<!doctype html>"));
    await app.ready();
    const scriptSrc = async (url: string) =>
      directive(String((await app.inject({ url })).headers["content-security-policy"]), "script-src");
    for (const url of ["/sparen/scannen", "/nl/sparen/scannen", "/sparen/scannen/", "/SPAREN/scannen?bron=pwa"]) {
      expect(await scriptSrc(url), url).toMatch(/^script-src 'self' 'nonce-[^']+' 'wasm-unsafe-eval'$/);
    }
    for (const url of ["/", "/sparen", "/sparen/mijn-punten", "/pas", "/api/health", "/sparen/scannen/extra"]) {
      expect(await scriptSrc(url), url).toMatch(/^script-src 'self' 'nonce-[^']+'$/);
    }
  });

  it("gives no page 'wasm-unsafe-eval' or inline styles by default", async () => {
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    const app = Fastify();
    apps.push(app);
    await registerHttpBaseline(app, config);
    app.get("/*", async (_request, reply) => reply.type("text/html; charset=utf-8").send("<!doctype html>"));
    const csp = String((await app.inject({ url: "/sparen/scannen" })).headers["content-security-policy"]);
    expect(csp).not.toContain("wasm-unsafe-eval");
    expect(csp).not.toContain("unsafe-inline");
    expect(directive(csp, "style-src")).toBe(directive(csp, "script-src").replace("script-src", "style-src"));
  });
});
