import { createContext } from "react-router";
import type { AppConfig, PublicConfig } from "@vtp/config";
import type { Database } from "@vtp/db";

/** Per-request values the host (host/src/app.ts, apps/web/server/ssr.ts) puts in the router context for loaders, actions and middleware. */
export interface AppContextValue {
  config: AppConfig;
  publicConfig: PublicConfig;
  /** CSP nonce of this response (base64); every inline or module script carries it. */
  nonce: string;
  requestId: string;
  /** The visitor's address as the host sees it; forwarded to the API so its per-IP limits see the visitor. */
  clientIp: string;
  db: Database["db"];
  clock: () => Date;
  /**
   * The api of this very process, called without a socket (config.api.inProcess: the host's Fastify
   * inject, so the call still passes the api's routing, hooks, validation and authorisation); absent,
   * `callApi` calls config.api.baseUrl over HTTP.
   */
  apiInProcess?: ApiInProcess;
  /**
   * Says that this request met a database (or api) that cannot be reached right now. The host then
   * answers a failed page with its 503 "even niet bereikbaar" page instead of the error page (issue 18);
   * "identity-provider": the login provider cannot be reached, 503 "Aanmelden lukt even niet" (decision 0041).
   */
  reportUnavailable(what?: UnavailablePart): void;
}

/** One call of the in-process api: a path under the host's root (e.g. /api/user), and its raw answer. */
export type ApiInProcess = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}) => Promise<{ status: number; body: string }>;

export type UnavailablePart = "database" | "identity-provider";

/** What the host provides per request; the SSR bridge adds the rest. */
export type HostContextValue = Omit<AppContextValue, "reportUnavailable">;

/**
 * The one context key. The host reads it from the built server entry (`build.entry.module.appContext`)
 * so that it sets the very same instance that loaders read with `context.get(appContext)`.
 */
export const appContext = createContext<AppContextValue>();
