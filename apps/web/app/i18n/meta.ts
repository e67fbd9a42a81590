import type { MetaDescriptor } from "react-router";
import { pageTitle, productDescription } from "../copy/titles.ts";
import { stripLocalePrefix } from "./locale.ts";

export interface PageMetaInput {
  /** Route name (title catalogue key). */
  name: string | undefined;
  pathname: string;
  productName: string;
  /** Public origin, e.g. http://127.0.0.1:3000 */
  origin: string;
  noindex: boolean;
  /** Page-specific description; defaults to the product description. */
  description?: string;
}

/** Title (with " | {product}" suffix), description, canonical URL without /nl, Open Graph basics and robots. */
export function buildPageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = (input.name && pageTitle(input.name, input.productName)) || input.productName;
  const description = input.description ?? productDescription(input.productName);
  const canonical = `${input.origin}${stripLocalePrefix(input.pathname)}`;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: input.productName },
    { property: "og:locale", content: "nl_BE" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
  ];
  if (input.noindex) meta.push({ name: "robots", content: "noindex, nofollow" });
  return meta;
}
