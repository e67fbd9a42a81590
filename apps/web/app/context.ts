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
   * Says that this request met a database (or api) that cannot be reached right now. The host then
   * answers a failed page with its 503 "even niet bereikbaar" page instead of the error page (issue 18);
   * "identity-provider": the login provider cannot be reached, 503 "Aanmelden lukt even niet" (decision 0041).
   */
  reportUnavailable(what?: UnavailablePart): void;
}

export type UnavailablePart = "database" | "identity-provider";

/** What the host provides per request; the SSR bridge adds the rest. */
export type HostContextValue = Omit<AppContextValue, "reportUnavailable">;

/**
 * The one context key. The host reads it from the built server entry (`build.entry.module.appContext`)
 * so that it sets the very same instance that loaders read with `context.get(appContext)`.
 */
export const appContext = createContext<AppContextValue>();
