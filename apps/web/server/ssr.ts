// Bridges Fastify to React Router's fetch-style request handler (server-side rendering).
// The raw-body parser is scoped to this plugin so API routes keep Fastify's JSON parsing.
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "@vtp/config";
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import { PROBLEM_CONTENT_TYPE, ProblemError } from "@vtp/contracts/problem";
import { RETRY_AFTER_SECONDS } from "@vtp/db/availability";
import type { AppContextValue, HostContextValue, UnavailablePart } from "../app/context.ts";
import { createRenderOnceCache, renderOnceKey, type CachedPage, type RenderOnceCache } from "./render-once.ts";
import { crossSiteCopy, loginUnavailableCopy } from "../app/copy/system-pages.ts";
import { isCrossSitePost } from "./cross-site.ts";
import { crossSitePage, loginUnavailablePage, unavailablePage } from "./static-pages.ts";

/** Retry-After while the identity provider cannot be reached ("probeer het over enkele minuten opnieuw"). */
export const LOGIN_RETRY_AFTER_SECONDS = 60;

export interface SsrOptions {
  /** The server build, or (npm run dev) a function that loads the current one from Vite. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  config: AppConfig;
  contextFor(request: FastifyRequest): HostContextValue;
  /** URL paths of the pages rendered once per start and served from memory (route table `renderOnce`). */
  renderOncePaths: ReadonlySet<string>;
  /** Called for every render by React Router (observability and tests). */
  onRender?: (pathname: string) => void;
}

/** The largest body a page action accepts (form posts through the SSR bridge). */
export const MAX_ACTION_BODY_BYTES = 64 * 1024;

/** Paths that belong to other parts of the process; SSR never renders them. */
const FOREIGN_PREFIXES = ["/api/", "/oidc/"];

export async function ssrPlugin(app: FastifyInstance, opts: SsrOptions): Promise<void> {
  const handle = createRequestHandler(opts.build, opts.mode);
  const keyOf = (build: ServerBuild): RouterContext<AppContextValue> => {
    const key = (build.entry.module as { appContext?: RouterContext<AppContextValue> }).appContext;
    if (key === undefined) throw new Error("entry.server must export appContext");
    return key;
  };
  // A built app has one context key; under Vite (npm run dev) it is read from the current build.
  const builtKey = typeof opts.build === "function" ? keyOf(await opts.build()) : keyOf(opts.build);
  const contextKey = async (): Promise<RouterContext<AppContextValue>> =>
    typeof opts.build === "function" ? keyOf(await opts.build()) : builtKey;

  // Page actions (form posts) get their body read here, up to 64 KiB; a larger one is refused with 413
  // before any of it is handed to React Router.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: MAX_ACTION_BODY_BYTES }, (_request, body, done) => done(null, body));

  const renderOnce = createRenderOnceCache();
  /** Renders with React Router; `shared` renders the copy for the render-once cache (always a GET). */
  const render = async (
    request: FastifyRequest,
    reply: FastifyReply,
    shared?: { nonce: string },
  ): Promise<{ response: Response; unavailable: UnavailablePart | undefined }> => {
    const context = new RouterContextProvider();
    let unavailable: UnavailablePart | undefined;
    const value: AppContextValue = {
      ...opts.contextFor(request),
      reportUnavailable: (what = "database") => {
        if (unavailable !== "identity-provider") unavailable = what;
      },
    };
    context.set(await contextKey(), shared === undefined ? value : { ...value, nonce: shared.nonce });
    opts.onRender?.(request.url.split("?", 1)[0] ?? request.url);
    const response = await handle(toFetchRequest(request, reply, opts.config.publicUrl, shared ? "GET" : request.method), context);
    return { response, unavailable };
  };

  app.all("/*", async (request, reply) => {
    if (FOREIGN_PREFIXES.some((p) => request.url.startsWith(p))) return reply.callNotFound();
    if (isCrossSitePost(crossSiteFacts(request), opts.config.publicUrl)) return sendCrossSite(request, reply, opts.config);
    const key = renderOnceKey({ method: request.method, url: request.url, cookie: request.headers.cookie }, opts.renderOncePaths);
    if (key !== undefined) {
      const page = await renderOnce.get(key, async () => (await render(request, reply, { nonce: renderOnce.placeholder })).response);
      if (page !== undefined) return sendCachedPage(request, reply, page, renderOnce);
    }
    const { response, unavailable } = await render(request, reply);
    // A page or resource route that failed because the database (or the api) cannot be reached right
    // now: 503 with Retry-After and a page that says so (issue 18). Client navigations (.data) keep
    // React Router's own answer: their error boundary offers to load the page again.
    if (unavailable !== undefined && response.status >= 500 && !isDataRequest(request.url)) {
      await response.body?.cancel();
      return sendUnavailable(request, reply, opts.config, unavailable);
    }
    // Pages of a signed-in holder carry personal data: never stored by browsers, proxies or the
    // service worker. Public pages are revalidated on every visit.
    const signedIn = /(?:^|;\s*)(?:__Host-)?auth=/.test(request.headers.cookie ?? "");
    return sendFetchResponse(reply, response, signedIn ? "private, no-store" : "no-cache");
  });
}

function isDataRequest(url: string): boolean {
  return (url.split("?", 1)[0] ?? url).endsWith(".data");
}

function sendUnavailable(request: FastifyRequest, reply: FastifyReply, config: AppConfig, what: UnavailablePart): FastifyReply {
  const login = what === "identity-provider";
  const retryAfter = login ? LOGIN_RETRY_AFTER_SECONDS : RETRY_AFTER_SECONDS;
  reply.code(503).header("retry-after", String(retryAfter)).header("cache-control", "no-store");
  if ((request.headers.accept ?? "").includes("text/html")) {
    const retryPath = request.method === "GET" ? request.url : (request.url.split("?", 1)[0] ?? "/");
    const page = login ? loginUnavailablePage : unavailablePage;
    return reply.type("text/html; charset=utf-8").send(page(config, { retryPath, nonce: request.cspNonce }));
  }
  const nl = login ? loginUnavailableCopy.heading : undefined;
  return reply.type(PROBLEM_CONTENT_TYPE).send(new ProblemError("unavailable", nl ? { nl } : {}).toProblem(String(request.id)));
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function crossSiteFacts(request: FastifyRequest) {
  return { method: request.method, origin: header(request, "origin"), secFetchSite: header(request, "sec-fetch-site") };
}

function sendCrossSite(request: FastifyRequest, reply: FastifyReply, config: AppConfig): FastifyReply {
  request.log.warn(
    { origin: request.headers.origin, secFetchSite: request.headers["sec-fetch-site"] },
    "formulier van een andere site geweigerd",
  );
  reply.code(403).header("cache-control", "no-store");
  if ((request.headers.accept ?? "").includes("text/html"))
    return reply.type("text/html; charset=utf-8").send(crossSitePage(config, { nonce: request.cspNonce }));
  return reply.type(PROBLEM_CONTENT_TYPE).send(new ProblemError("forbidden", { nl: crossSiteCopy.heading }).toProblem(String(request.id)));
}

function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, cache: RenderOnceCache): FastifyReply {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (!page.headers.some(([name]) => name === "cache-control")) reply.header("cache-control", "no-cache");
  if (page.setCookies.length > 0) reply.header("set-cookie", page.setCookies);
  if (page.compressed === undefined) return reply.send(cache.body(page, request.cspNonce));
  reply.header("vary", "accept-encoding");
  const accepted = acceptedEncodings(request.headers["accept-encoding"]);
  if (accepted.has("br")) return reply.header("content-encoding", "br").send(page.compressed.br);
  if (accepted.has("gzip")) return reply.header("content-encoding", "gzip").send(page.compressed.gzip);
  return reply.send(cache.body(page, request.cspNonce));
}

/** Encodings the client accepts (q=0 means refused). */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of String(header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p))) continue;
    if (name) out.add(name.trim());
  }
  return out;
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply, publicUrl: string, method: string): Request {
  const url = new URL(request.url, publicUrl);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  // Abort when the client goes away before the answer is sent.
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const body = request.body;
  return new Request(url, {
    method,
    headers,
    signal: controller.signal,
    ...(Buffer.isBuffer(body) && method !== "GET" && method !== "HEAD" ? { body: new Uint8Array(body) } : {}),
  });
}

async function sendFetchResponse(reply: FastifyReply, response: Response, defaultCacheControl: string): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    reply.header(name, value);
  }
  if (!response.headers.has("cache-control")) reply.header("cache-control", defaultCacheControl);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (response.body === null) return reply.send();
  // A page goes out whole: its loaders awaited their data before the first byte, so streaming it only cut
  // it into many small chunks, each compressed and written on its own (issue 21: about a tenth of a
  // dashboard's processor time); whole, it is compressed in one call and written at once.
  if ((response.headers.get("content-type") ?? "").startsWith("text/html")) return reply.send(Buffer.from(await response.arrayBuffer()));
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
