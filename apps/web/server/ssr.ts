// Bridges Fastify to React Router's fetch-style request handler (server-side rendering).
// The raw-body parser is scoped to this plugin so API routes keep Fastify's JSON parsing.
import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import type { AppContextValue } from "../app/context.ts";

export interface SsrOptions {
  build: ServerBuild;
  mode: "development" | "production";
  contextFor(request: FastifyRequest): AppContextValue;
  publicUrl: string;
}

/** Paths that belong to other parts of the process; SSR never renders them. */
const FOREIGN_PREFIXES = ["/api/", "/oidc/"];

export async function ssrPlugin(app: FastifyInstance, opts: SsrOptions): Promise<void> {
  const handle = createRequestHandler(opts.build, opts.mode);
  const appContext = (opts.build.entry.module as { appContext?: RouterContext<AppContextValue> }).appContext;
  if (appContext === undefined) throw new Error("entry.server must export appContext");

  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  app.all("/*", async (request, reply) => {
    if (FOREIGN_PREFIXES.some((p) => request.url.startsWith(p))) return reply.callNotFound();
    const context = new RouterContextProvider();
    context.set(appContext, opts.contextFor(request));
    const response = await handle(toFetchRequest(request, reply, opts.publicUrl), context);
    // Pages of a signed-in holder carry personal data: never stored by browsers, proxies or the
    // service worker. Public pages are revalidated on every visit.
    const signedIn = /(?:^|;\s*)auth=/.test(request.headers.cookie ?? "");
    return sendFetchResponse(reply, response, signedIn ? "private, no-store" : "no-cache");
  });
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply, publicUrl: string): Request {
  const url = new URL(request.url, publicUrl);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  // Abort when the client goes away before the answer is sent. (The request stream's own "close" fires,
  // destroyed, as soon as an action has read the body, which would abort every form post mid-action.)
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
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
  return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
}
