import type { RouterContextProvider } from "react-router";
import { readAppContext } from "../../context.server.ts";

/** What every content page's loader returns: the configured brand. */
export interface ContentData {
  productName: string;
  productSlug: string;
}

/** The configured product name and slug of this request (never hard-coded). */
export function contentData(context: Readonly<RouterContextProvider>): ContentData {
  const { productName, productSlug } = readAppContext(context).publicConfig;
  return { productName, productSlug };
}
