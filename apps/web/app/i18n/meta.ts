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

/** The image a shared link shows: the card, 1200 × 630 (apps/web/app/seo/make-og-image.ts). */
export const OG_IMAGE = {
  path: "/og/kaart.png",
  width: 1200,
  height: 630,
  alt: "Een spaar- en voordelenpas met een QR-code en een gele spaarmunt",
} as const;

/**
 * Structured data of the home page (schema.org): the organisation behind the card and the website.
 * A JSON-LD data block: browsers do not run it, so the CSP does not concern it.
 */
export function structuredData(productName: string, origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": `${origin}/#organisatie`,
        name: `${productName} vzw`,
        alternateName: productName,
        url: `${origin}/`,
        logo: `${origin}/icons/icon-512.png`,
        description: productDescription(productName),
        areaServed: { "@type": "AdministrativeArea", name: "Vlaanderen" },
      },
      {
        "@type": "WebSite",
        "@id": `${origin}/#website`,
        name: productName,
        url: `${origin}/`,
        inLanguage: "nl-BE",
        publisher: { "@id": `${origin}/#organisatie` },
      },
    ],
  };
}

/** Title (with " | {product}" suffix), description, canonical URL without /nl, Open Graph and Twitter card, robots; structured data on the home page. */
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
    { property: "og:image", content: `${input.origin}${OG_IMAGE.path}` },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: OG_IMAGE.alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (input.name === "index") meta.push({ "script:ld+json": structuredData(input.productName, input.origin) });
  if (input.noindex) meta.push({ name: "robots", content: "noindex, nofollow" });
  return meta;
}

/** What a page's meta function reads of the route matches: the root's meta and its loader data. */
type MetaMatches = ReadonlyArray<{ meta?: MetaDescriptor[]; loaderData?: unknown } | undefined>;

/** The product's name as the root's loader gives it (its public config), for a page's own meta. */
export function productNameOf(matches: MetaMatches): string {
  return (matches[0]?.loaderData as { publicConfig?: { productName?: string } } | undefined)?.publicConfig?.productName ?? "UiTPAS";
}

/** The root's meta with this page's own title ("{title} | {product}") as its title and og:title. */
export function withOwnTitle(matches: MetaMatches, title: string): MetaDescriptor[] {
  const full = `${title} | ${productNameOf(matches)}`;
  const rootMeta = (matches[0]?.meta ?? []).filter((m) => !("title" in m) && !("property" in m && m.property === "og:title"));
  return [...rootMeta, { title: full }, { property: "og:title", content: full }];
}
