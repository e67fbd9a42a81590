// Reading the server's HTML as sent, without a browser (a browser per page costs the suite seconds): the
// journeys that check titles, headings and attributes of many pages.

/** The first capture of `pattern` in the page's HTML. */
export const tag = (html: string, pattern: RegExp): string | undefined => pattern.exec(html)?.[1];

/** A text as the browser shows it: numeric character references and &amp; decoded. */
export const decode = (text: string): string =>
  text.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))).replaceAll("&amp;", "&");
