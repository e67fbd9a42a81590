// The HTTP baseline of the one Fastify instance that serves web, api and idp. Applied once at the root:
// request ids, redacted JSON logs, security headers with a per-request CSP nonce, brotli/gzip
// compression, a generous global rate limit, and problem JSON for errors.
import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import proxyAddr from "@fastify/proxy-addr";
import type { Kysely } from "kysely";
import { type AppConfig, isLoopbackHost } from "@vtp/config";
import { ProblemError } from "@vtp/contracts/problem";
import type { DB } from "@vtp/db/schema";
import { createDbRateLimiter, createRateLimitStore, rateLimitAddress } from "@vtp/db/limits";
import { contentSecurityPolicy, policyPath, type PolicyOptions } from "./content-security-policy.ts";
import { registerRequestMetrics, type Metrics } from "./metrics.ts";
import { problemErrorHandler, problemNotFoundHandler, routerProblem } from "./problem-reply.ts";
import { maskSecrets, REDACTED, redactPaths } from "./redact.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Base64 nonce of this request's Content-Security-Policy; use it on every inline/SSR script tag. */
    cspNonce: string;
  }
}

export const REQUEST_ID_HEADER = "x-request-id";
const VALID_REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Accepts a sane incoming x-request-id (max 64 chars of [A-Za-z0-9-_]); otherwise a fresh UUID. */
export function requestIdFrom(req: Pick<IncomingMessage, "headers">): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  if (typeof incoming === "string" && VALID_REQUEST_ID.test(incoming)) return incoming;
  return randomUUID();
}

/** Fastify options of the one server; `logStream` receives the JSON log lines (default stdout). */
export function fastifyServerOptions(config: AppConfig, logStream?: NodeJS.WritableStream): FastifyServerOptions {
  const logger: Record<string, unknown> = {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: maskSecrets(request.url),
          remoteAddress: request.ip,
        };
      },
      res(reply: FastifyReply) {
        return { statusCode: reply.statusCode };
      },
      err(err: unknown) {
        if (!(err instanceof Error)) return { message: maskSecrets(String(err)) };
        const e = err as Error & { code?: unknown; statusCode?: unknown };
        return {
          type: e.name,
          message: maskSecrets(e.message),
          stack: e.stack === undefined ? undefined : maskSecrets(e.stack),
          code: e.code,
          statusCode: e.statusCode,
        };
      },
    },
    hooks: {
      // Free-text arguments (messages, interpolation values) are masked before pino formats them.
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        const masked = args.map((a) => (typeof a === "string" ? maskSecrets(a) : a));
        method.apply(this, masked);
      },
    },
  };
  if (logStream !== undefined) logger.stream = logStream;
  return {
    logger,
    // The incoming header is read (and validated) by genReqId itself; Fastify's own header
    // handling would accept any value unchecked.
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: "requestId" }),
    genReqId: (req) => requestIdFrom(req),
    trustProxy: trustedProxy(config.trustProxy),
    // What the router refuses before any hook runs (a path with broken percent-encoding: /%E0%A4%A,
    // /api/%zz) gets the project's problem answer and the security headers, not Fastify's own JSON.
    frameworkErrors: (error, request, reply) => {
      request.cspNonce = newNonce();
      reply.headers(securityHeaders(config, request.cspNonce, String(request.id)));
      problemErrorHandler(routerProblem(error), request, reply);
    },
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Plugins that build or load the web app (Vite in `npm run dev`) may take longer than Fastify's
    // 10 s default on a busy two-core machine; a real failure still stops the start.
    pluginTimeout: 60_000,
  };
}

/**
 * Which peers may tell the visitor's address in X-Forwarded-For. The web server (backend-for-frontend)
 * calls the API over loopback with the visitor's resolved address, so loopback is always trusted; a
 * load balancer in front is trusted by hop count or by its addresses (TRUST_PROXY). Entries that a
 * client wrote itself stand further left and are never reached.
 */
export function trustedProxy(trust: AppConfig["trustProxy"]): (address: string, hop: number) => boolean {
  const loopback = (address: string) => isLoopbackHost(address);
  switch (trust.kind) {
    case "loopback":
      return (address) => loopback(address);
    case "hops":
      return (address, hop) => loopback(address) || hop < trust.hops;
    case "addresses": {
      const listed = proxyAddr.compile(trust.addresses);
      return (address, hop) => loopback(address) || listed(address, hop);
    }
  }
}

export const PERMISSIONS_POLICY = "camera=(self), geolocation=(self), microphone=(), payment=(), usb=(), interest-cohort=()";

/** Every header the baseline puts on a response. */
export function securityHeaders(config: AppConfig, nonce: string, requestId: string, policy: PolicyOptions = {}): Record<string, string> {
  return {
    [REQUEST_ID_HEADER]: requestId,
    "content-security-policy": contentSecurityPolicy(config, nonce, policy),
    "strict-transport-security": "max-age=31536000; includeSubDomains",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
    "permissions-policy": PERMISSIONS_POLICY,
  };
}

/** Headers that only mean something on a document (or a worker), not on a script, style or image. */
const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "permissions-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "referrer-policy",
];

/** A subresource that is never rendered as a document: scripts, styles, raster images, fonts, wasm (SVG can be, so it is not one). */
export function isSubresourceType(contentType: unknown): boolean {
  if (typeof contentType !== "string") return false;
  return /^(?:text\/css|(?:application|text)\/javascript|image\/(?:png|jpeg|gif|webp|avif|x-icon|vnd\.microsoft\.icon)|font\/|application\/(?:wasm|font-woff2?))\b/i.test(
    contentType,
  );
}

function isServiceWorkerPath(url: string): boolean {
  return (url.split("?", 1)[0] ?? url) === "/sw.js";
}

function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Static assets are not counted by the global rate limit. */
export function isStaticAssetPath(url: string): boolean {
  const path = url.split("?", 1)[0] ?? url;
  if (path.startsWith("/api/") || path.startsWith("/oidc/")) return false;
  return (
    path.startsWith("/assets/") ||
    path === "/offline.html" ||
    /\.(?:js|mjs|css|map|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|webmanifest|wasm|txt)$/.test(path)
  );
}

/**
 * Not counted by the global limit: a static asset path served by its own route (the static files, the
 * service worker, the manifest, icons). A path that only looks static but reaches a wildcard route
 * (React Router's catch-all renders a page for /nergens.png) counts like any page.
 */
export function isUncountedRequest(request: Pick<FastifyRequest, "url" | "routeOptions">): boolean {
  const route = request.routeOptions.url;
  return isStaticAssetPath(request.url) && route !== undefined && !route.includes("*");
}

/** Route config for a stricter limit than the global one: `{ config: routeRateLimit(5, "1 minute") }`. */
export function routeRateLimit(max: number, timeWindow: string | number): { rateLimit: { max: number; timeWindow: string | number } } {
  return { rateLimit: { max, timeWindow } };
}

export interface HttpBaselineOptions {
  /**
   * The database of the shared rate-limit counters; required when config.rateLimit.shared (PostgreSQL,
   * several processes: counted in memory, added to the database every 200 ms), ignored otherwise
   * (counters in this process's memory only).
   */
  db?: Kysely<DB> | undefined;
  /**
   * URL paths (lower case, no trailing slash) of the pages that compile WebAssembly: the scan page's QR
   * decoder (route table column `wasm`). Only their documents get 'wasm-unsafe-eval'.
   */
  wasmPaths?: ReadonlySet<string>;
  /** `npm run dev`: Vite injects the styles of the modules it serves without a nonce (style-src 'unsafe-inline'). */
  inlineStyles?: boolean;
  /** The process's Prometheus metrics (metrics.ts): every answer is counted by route pattern and status. */
  metrics?: Metrics | undefined;
}

/** What the baseline hands back to the process that registered it. */
export interface HttpBaseline {
  /** Adds the rate-limit hits counted in memory to the shared counters now (no-op when not shared). */
  flushRateLimits(): Promise<void>;
}

export async function registerHttpBaseline(
  app: FastifyInstance,
  config: AppConfig,
  options: HttpBaselineOptions = {},
): Promise<HttpBaseline> {
  if (config.rateLimit.shared && options.db === undefined) {
    throw new Error("registerHttpBaseline: config.rateLimit.shared vraagt de database (options.db) voor de gedeelde tellers");
  }
  app.decorateRequest("cspNonce", "");
  if (options.metrics !== undefined) registerRequestMetrics(app, options.metrics);
  const inlineStyles = options.inlineStyles === true;
  const wasmPaths = options.wasmPaths ?? new Set<string>();

  app.addHook("onRequest", async (request, reply) => {
    const nonce = newNonce();
    request.cspNonce = nonce;
    // Also on the raw request for Node-style middleware (the idp under @fastify/middie).
    (request.raw as IncomingMessage & { cspNonce?: string }).cspNonce = nonce;
    // Set on the raw response as well, so responses that middleware writes directly (bypassing
    // reply.send and therefore onSend) still carry them; Node merges these into writeHead.
    const policy = { wasm: wasmPaths.size > 0 && wasmPaths.has(policyPath(request.url)), inlineStyles };
    for (const [name, value] of Object.entries(securityHeaders(config, nonce, String(request.id), policy))) {
      reply.raw.setHeader(name, value);
    }
  });

  // While the server closes (SIGTERM, host/src/shutdown.ts), an answer to a request that was already in
  // flight ends its connection: kept alive, it would hold the process open until the grace period ends.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });

  // onSend also runs for replies whose request never reached the onRequest hook above (an error in
  // routing): those get the headers here. Every other reply already has them on the raw response.
  app.addHook("onSend", async (request, reply, payload) => {
    if (closing && !reply.raw.headersSent) reply.raw.setHeader("connection", "close");
    if (request.cspNonce === "") {
      request.cspNonce = newNonce();
      reply.headers(securityHeaders(config, request.cspNonce, String(request.id), { inlineStyles }));
    }
    // Scripts, styles, images, fonts and wasm are never documents: the document-only headers would only
    // add about 700 bytes to each of a page's many files. The service worker keeps them (a worker
    // script's CSP governs the worker).
    if (isSubresourceType(reply.getHeader("content-type")) && !isServiceWorkerPath(request.url)) {
      for (const name of DOCUMENT_ONLY_HEADERS) {
        reply.raw.removeHeader(name);
        reply.removeHeader(name);
      }
    }
    return payload;
  });

  await app.register(compress, {
    global: true,
    threshold: 1024,
    // Up to 64 KiB (every page a holder opens) compressed in one call on the event loop: on the few cores
    // a product process has, handing it to libuv's threadpool only adds scheduling (issue 21).
    syncThreshold: 65536,
    encodings: ["br", "gzip", "deflate"],
    // Quality 11 (the default) is far too slow for streamed HTML; 5 keeps most of the gain.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
    customTypes: /^(?:text\/|application\/(?:json|problem\+json|javascript|manifest\+json|xml)|image\/svg\+xml)/,
  });

  // Shared counters: counted in memory per request, added to the database in batches (decision 0018).
  const sharedStore =
    config.rateLimit.shared && options.db !== undefined ? createRateLimitStore(createDbRateLimiter(options.db)) : undefined;
  if (sharedStore !== undefined) app.addHook("onClose", async () => sharedStore.flush());

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.perMinute,
    timeWindow: "1 minute",
    // One visitor: an IPv4 address, or an IPv6 /64 (request.ip is already resolved through trusted proxies).
    keyGenerator: (request) => rateLimitAddress(request.ip),
    allowList: (request) => isUncountedRequest(request),
    ...(sharedStore !== undefined ? { store: sharedStore.ctor } : {}),
    // The shared store never fails a request (when the database cannot count, each process limits on its
    // own); should a store fail anyway, the generous global limit lets requests through, so health checks
    // and pages answer with their own errors. The sensitive limits (login, card registration, invalid
    // check-in codes) have their own counters and refuse instead.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new ProblemError("rate-limited", {
        detail: `Limiet van ${context.max} verzoeken bereikt; opnieuw mogelijk over ${context.after}.`,
        headers: { "retry-after": String(Math.max(1, Math.ceil(context.ttl / 1000))) },
      }),
  });

  app.setErrorHandler(problemErrorHandler);
  // Reached for unknown /api and /oidc paths (SSR's catch-all hands those back with callNotFound).
  app.setNotFoundHandler(problemNotFoundHandler);
  return { flushRateLimits: async () => sharedStore?.flush() };
}
