// Local stand-ins for the third-party services of issue 11, so journeys test the real adapters:
// - a Snowplow collector that records every POST the browser tracker sends (ANALYTICS_COLLECTOR_URL);
// - a fake vendor host that serves stand-ins of gtm.js and the Zendesk snippet and records every request.
//   Journeys route the official vendor URLs (https://www.googletagmanager.com, https://static.zdassets.com)
//   to it with `routeVendors`: the browser still checks those URLs against the page's CSP first.
// - a configured product: the whole product on its own port with extra environment (e2e/support/server.ts).
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { BrowserContext } from "@playwright/test";
import { repoRoot } from "@vtp/config";

export interface TrackerEvent {
  /** e: pv (page view), ue (self-describing event), pp (page ping) */
  e: string;
  url?: string;
  page?: string;
  refr?: string;
  /** The self-describing event, parsed from ue_pr. */
  event?: { schema: string; data: Record<string, unknown> };
  /** The context entities, parsed from co. */
  contexts: Array<{ schema: string; data: Record<string, unknown> }>;
  /** The event exactly as it was posted (every field, as a string). */
  raw: Record<string, string>;
}

export interface Collector {
  url: string;
  /** The raw request bodies, in order. */
  bodies: string[];
  events(): TrackerEvent[];
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}

function cors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader("access-control-allow-origin", req.headers.origin ?? "*");
  res.setHeader("access-control-allow-headers", "content-type");
  res.setHeader("access-control-allow-methods", "POST, GET, OPTIONS");
}

/** A Snowplow collector stand-in on 127.0.0.1:port (tp2 POST endpoint). */
export async function startCollector(port: number): Promise<Collector> {
  const bodies: string[] = [];
  const server = createServer(async (req, res) => {
    cors(req, res);
    if (req.method === "OPTIONS") return void res.writeHead(204).end();
    if (req.method === "POST" && req.url?.startsWith("/com.snowplowanalytics.snowplow/tp2")) {
      bodies.push(await readBody(req));
      return void res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    }
    res.writeHead(404).end();
  });
  await listen(server, port);
  return {
    url: `http://127.0.0.1:${port}`,
    bodies,
    events() {
      return bodies.flatMap((body) => {
        const payload = JSON.parse(body) as { data: Array<Record<string, string>> };
        return payload.data.map((raw) => {
          const contexts = raw.co ? (JSON.parse(raw.co) as { data: TrackerEvent["contexts"] }).data : [];
          const event = raw.ue_pr ? (JSON.parse(raw.ue_pr) as { data: TrackerEvent["event"] }).data : undefined;
          return { e: raw.e ?? "", url: raw.url, page: raw.page, refr: raw.refr, event, contexts, raw };
        });
      });
    },
    close: () => closeServer(server),
  };
}

export interface VendorRequest {
  path: string;
  query: Record<string, string>;
  at: number;
}

export interface FakeVendor {
  url: string;
  requests: VendorRequest[];
  close(): Promise<void>;
}

/**
 * gtm.js stand-in: records what the page gave it, and runs a "custom HTML tag" the way GTM does: an
 * inline script that carries the nonce of gtm.js's own tag. Under the page's strict CSP it runs only
 * when that nonce was passed on.
 */
const FAKE_GTM = `(() => {
  const me = document.currentScript;
  const id = new URL(me.src).searchParams.get("id");
  window.__fakeGtm = { id, nonce: me.nonce, dataLayer: JSON.parse(JSON.stringify((window.dataLayer || []).map((e) => Array.isArray(e) || typeof e.length === "number" && !e.event ? Array.from(e) : e))) };
  const tag = document.createElement("script");
  tag.nonce = me.nonce;
  tag.textContent = "window.__gtmCustomTagRan = true;";
  document.head.appendChild(tag);
})();`;

/**
 * Zendesk snippet stand-in: keeps the settings it boots with, records every zE call, and shows a small
 * widget with a close button that fires the page's "close" handlers.
 */
const FAKE_ZENDESK = `(() => {
  const key = new URL(document.currentScript.src).searchParams.get("key");
  const state = { key, settings: JSON.parse(JSON.stringify(window.zESettings || null)), calls: [], onClose: [] };
  window.__fakeZendesk = state;
  let box;
  window.zE = function (...args) {
    state.calls.push(args.map((a) => (typeof a === "function" ? "function" : a)));
    const [scope, command, value] = args;
    if (scope === "webWidget:on" && command === "close") state.onClose.push(value);
    if (scope === "webWidget" && command === "open") {
      box = box || Object.assign(document.createElement("div"), { id: "fake-zendesk", role: "dialog" });
      box.setAttribute("aria-label", "Hulpvenster");
      box.style.cssText = "position:fixed;right:16px;bottom:16px;background:#fff;border:2px solid #1aa5a8;padding:16px;z-index:" + state.settings.webWidget.zIndex;
      box.innerHTML = "<p>Hulpvenster (stand-in)</p>";
      const close = document.createElement("button");
      close.type = "button";
      close.textContent = "Venster sluiten";
      close.onclick = () => { box.hidden = true; state.onClose.forEach((f) => f()); };
      box.appendChild(close);
      box.hidden = false;
      document.body.appendChild(box);
    }
    if (scope === "webWidget" && command === "hide" && box) box.hidden = true;
  };
})();`;

export async function startFakeVendor(port: number): Promise<FakeVendor> {
  const requests: VendorRequest[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
    requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), at: Date.now() });
    const js = url.pathname === "/gtm.js" ? FAKE_GTM : url.pathname === "/ekr/snippet.js" ? FAKE_ZENDESK : undefined;
    if (js === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "application/javascript", "cache-control": "no-store" }).end(js);
  });
  await listen(server, port);
  return { url: `http://127.0.0.1:${port}`, requests, close: () => closeServer(server) };
}

/** The official vendor hosts, answered by the fake vendor (the CSP has already allowed or blocked them). */
export async function routeVendors(context: BrowserContext, vendor: FakeVendor): Promise<void> {
  for (const host of ["https://www.googletagmanager.com", "https://static.zdassets.com"]) {
    await context.route(`${host}/**`, async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `${vendor.url}${url.pathname}${url.search}` });
      await route.fulfill({ response });
    });
  }
}

export interface ConfiguredProduct {
  baseURL: string;
  /** Everything it wrote to stdout and stderr so far, when started with `captureOutput` (else empty). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The whole product on 127.0.0.1:port with extra environment (a fresh database, as the suite's server):
 * the one way a journey starts a second product (configured services, the flag off, a proxied api).
 */
export async function startConfiguredProduct(
  port: number,
  env: Record<string, string>,
  opts: { captureOutput?: boolean } = {},
): Promise<ConfiguredProduct> {
  const child: ChildProcess = spawn(process.execPath, ["e2e/support/server.ts"], {
    cwd: repoRoot,
    // The suite server's seeded database copy (PGlite), unless the journey asks for something else.
    env: { ...process.env, E2E_SNAPSHOT_OF: String(Number(process.env.E2E_PORT ?? 3210)), ...env, E2E_PORT: String(port) },
    stdio: opts.captureOutput === true ? ["ignore", "pipe", "pipe"] : ["ignore", "ignore", "inherit"],
  });
  // A journey whose hook timed out never calls stop(): the product must not outlive this worker, or it
  // keeps its port and its database and the next run's journey on that port fails.
  const killWithWorker = () => child.kill("SIGKILL");
  process.once("exit", killWithWorker);
  const chunks: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
  const baseURL = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`the configured product on port ${port} stopped (${child.exitCode})`);
    if (i === 239) {
      child.kill("SIGKILL");
      throw new Error(`the configured product on port ${port} did not answer within 2 minutes`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseURL,
    output: () => chunks.join(""),
    // SIGTERM lets it close and drop its database; one that has not stopped after 20 s is killed.
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const kill = setTimeout(() => child.kill("SIGKILL"), 20_000);
        child.once("exit", () => {
          clearTimeout(kill);
          process.off("exit", killWithWorker);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}
