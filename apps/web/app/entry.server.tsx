import { PassThrough } from "node:stream";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { appContext, type AppContextValue } from "./context.ts";
import { isUnavailable } from "./server/api.server.ts";
import { IdentityProviderUnavailableError } from "./server/oidc-client.server.ts";

// The host sets this very instance in the load context (build.entry.module.appContext).
export { appContext } from "./context.ts";

/** Product slug the route table was generated with; the host compares it with config.product.slug. */
export const builtProductSlug: string = __VTP_BUILT_PRODUCT_SLUG__;

export const streamTimeout = 5_000;

function nonceOf(loadContext: RouterContextProvider): string | undefined {
  try {
    return loadContext.get(appContext).nonce || undefined;
  } catch {
    return undefined; // react-router dev without the host: no CSP, no nonce
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Response | Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = nonceOf(loadContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the complete document at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors inside the shell are logged by React Router; log the ones that happen while streaming.
        if (shellRendered) console.error(error);
      },
    });
  });
}

/** Logs unexpected server errors with the request id; aborted requests are not errors. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  let app: AppContextValue | undefined;
  try {
    app = context.get(appContext);
  } catch {
    // no host context (react-router dev)
  }
  const where = `[web] request ${app?.requestId ?? "-"} ${request.method} ${new URL(request.url).pathname}`;
  if (error instanceof IdentityProviderUnavailableError) {
    // The login provider cannot be reached: 503 "Aanmelden lukt even niet" (decision 0041).
    app?.reportUnavailable("identity-provider");
    console.warn(`${where}: identiteitsprovider niet bereikbaar (${error.message})`);
    return;
  }
  if (isUnavailable(error)) {
    // The database is down or restarting: the host answers 503 "even niet bereikbaar" (issue 18).
    app?.reportUnavailable();
    console.warn(`${where}: database niet bereikbaar (${error instanceof Error ? error.message : String(error)})`);
    return;
  }
  console.error(`${where} failed:`, error);
};
