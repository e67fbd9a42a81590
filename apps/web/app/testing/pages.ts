// Test support for the tests of pages (`routes/**/*.test.tsx`, in the happy-dom environment): the request
// context a loader reads, the api behind `callApi` stood in for `fetch`, and a page rendered on the server
// with its loader's data. The stand-in checks every call against its endpoint's declaration as the api
// does: input the contract refuses is answered with the api's 400 `validation` problem (the zod issues as
// JSON pointers), anything else by the test's handler. Free of vitest (not a test file): a test installs
// the stand-in with `vi.spyOn(globalThis, "fetch").mockImplementation(standIn)`.
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { loadConfig, publicConfig, type AppConfig } from "@vtp/config";
import type { EndpointDeclaration } from "@vtp/contracts/endpoint";
import { PROBLEM_CONTENT_TYPE, ProblemError } from "@vtp/contracts/problem";
import { appContext, type AppContextValue } from "../context.ts";

/** The context of a request as the SSR bridge gives it to loaders (no session, no database). */
export function pageContext(env: Record<string, string> = {}): { context: RouterContextProvider; config: AppConfig } {
  const config = loadConfig({ NODE_ENV: "test", ...env });
  const value: AppContextValue = {
    config,
    publicConfig: publicConfig(config),
    nonce: "",
    requestId: "test",
    clientIp: "127.0.0.1",
    db: {} as AppContextValue["db"],
    clock: () => new Date("2026-11-22T10:00:00Z"),
    reportUnavailable: () => undefined,
  };
  const context = new RouterContextProvider();
  context.set(appContext, value);
  return { context, config };
}

/** What a handler answers: the 200 body (checked by the web's client against the declaration), or a Response. */
/** Answers one endpoint from what was sent: its checked body and query, and the path under the api's base (its ids). */
export type ApiHandler = (input: { body: unknown; query: unknown; path: string }) => unknown;

function problemResponse(problem: ProblemError): Response {
  return Response.json(problem.toProblem("test"), { status: problem.status, headers: { "content-type": PROBLEM_CONTENT_TYPE } });
}

/** A `fetch` that answers these endpoints under the configured api base URL, and throws for any other URL. */
export function apiStandIn(config: AppConfig, handlers: [EndpointDeclaration, ApiHandler][]) {
  const base = new URL(config.api.baseUrl).pathname.replace(/\/$/, "");
  return async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init.method ?? "GET";
    for (const [endpoint, handler] of handlers) {
      const path = new RegExp(`^${base}${endpoint.path.replace(/:[A-Za-z0-9_]+/g, "[^/]+")}$`);
      if (endpoint.method !== method || !path.test(url.pathname)) continue;
      const sent = {
        body: typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
        query: Object.fromEntries(url.searchParams),
      };
      const checked: { body: unknown; query: unknown } = { body: undefined, query: undefined };
      for (const part of ["body", "query"] as const) {
        const schema = endpoint[part];
        if (schema === undefined) continue;
        const result = schema.safeParse(sent[part] ?? {});
        if (!result.success) {
          const schemaErrors = result.error.issues.map((issue) => ({
            jsonPointer: issue.path.map((segment) => `/${String(segment)}`).join(""),
            error: issue.message,
          }));
          return problemResponse(new ProblemError("validation", { schemaErrors }));
        }
        checked[part] = result.data;
      }
      const answer = await handler({ ...checked, path: url.pathname.slice(base.length) });
      return answer instanceof Response ? answer : Response.json(answer);
    }
    throw new Error(`unexpected fetch ${method} ${url.href}`);
  };
}

interface PageModule<Data> {
  loader(args: never): Promise<Data>;
  default: ComponentType<never>;
}

/** Runs the page's loader for `url` and renders the page with its data (the document for querySelector). */
export async function renderPage<Data>(
  page: PageModule<Data>,
  url: string,
  context: RouterContextProvider,
): Promise<{ data: Data; document: Document }> {
  const request = new Request(new URL(url, "http://127.0.0.1:3000"));
  const data = await page.loader({ request, context, params: {} } as never);
  const Page = page.default as ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([{ path: "*", Component: () => createElement(Page, { loaderData: data, params: {}, matches: [] }) }]);
  const doc = document.implementation.createHTMLDocument("test");
  const { pathname, search } = new URL(request.url);
  doc.body.innerHTML = renderToString(createElement(Stub, { initialEntries: [`${pathname}${search}`] }));
  return { data, document: doc };
}
