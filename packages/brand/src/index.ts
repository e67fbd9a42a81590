// The brand's stylesheets as files on disk, for servers that serve them without a bundler (the
// identity provider's pages). The web app imports the same files through its CSS (`@import`).
import { fileURLToPath } from "node:url";

/** Design tokens: colours with their contrast ratios, type, spacing, radius, focus ring. */
export const tokensCssPath = fileURLToPath(new URL("./tokens.css", import.meta.url));
/** The logo (mark with the product's initial + the product name), used in every header. */
export const logoCssPath = fileURLToPath(new URL("./logo.css", import.meta.url));
/** The one notice (info, success, warning, danger) of the web app's pages and the identity provider's. */
export const noticeCssPath = fileURLToPath(new URL("./notice.css", import.meta.url));

/** The logo's markup (same as the web app's `<Logo>`), linking to the site's home page. */
export function logoHtml(productName: string, homeUrl: string, escape: (value: string) => string): string {
  return `<a class="logo" href="${escape(homeUrl)}"><span class="logo__mark" aria-hidden="true">${escape(productName.slice(0, 1))}</span><span class="logo__text">${escape(productName)}</span><span class="visually-hidden"> – naar de startpagina van ${escape(productName)}</span></a>`;
}
