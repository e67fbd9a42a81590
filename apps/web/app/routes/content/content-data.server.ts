import type { RouterContextProvider } from "react-router";
import { getFigures, type Figures } from "@vtp/contracts/figures";
import { readAppContext } from "../../context.server.ts";
import { callApi } from "../../server/api.server.ts";

/** What every content page's loader returns: the configured brand. */
export interface ContentData {
  productName: string;
  productSlug: string;
  /** FEATURE_ONLINE_REQUEST: the buy button starts the online request; otherwise a login button stands there. */
  onlineRequest: boolean;
}

/** The configured product name and slug of this request (never hard-coded). */
export function contentData(context: Readonly<RouterContextProvider>): ContentData {
  const { productName, productSlug, onlineRequest } = readAppContext(context).publicConfig;
  return { productName, productSlug, onlineRequest };
}

/**
 * The programme in figures from the API (counted from the data), or null when the API cannot answer:
 * the page then leaves the figures out and says `Cache-Control: no-store`, so the render-once cache
 * (apps/web/server/render-once.ts) does not keep that copy.
 */
export async function programmeFigures(context: Readonly<RouterContextProvider>): Promise<Figures | null> {
  try {
    return await callApi(readAppContext(context), getFigures, {});
  } catch (error) {
    console.error("[content] figures unavailable", error);
    return null;
  }
}

/** Route `headers` of a page whose loader may return `figures: null`. */
export function figuresHeaders({ loaderHeaders, loaderData }: { loaderHeaders: Headers; loaderData?: unknown }): Headers {
  const headers = new Headers(loaderHeaders);
  if ((loaderData as { figures?: unknown } | undefined)?.figures === null) headers.set("Cache-Control", "no-store");
  return headers;
}
