// What each optional category leaves in the browser, and how it is removed when the category is not
// (or no longer) allowed. The names are the ones the cookie page lists (copy/content/cookies.ts).
import type { OptionalCategory } from "./consent.ts";

/** Cookie names per category: the analytics tracker's two cookies; the tag manager's Google tags. */
export const CATEGORY_COOKIES: Record<OptionalCategory, RegExp> = {
  analytics: /^_sp_(?:id|ses)\./,
  marketing: /^(?:_ga(?:_.+)?|_gid|_gat(?:_.+)?|_gcl_.+)$/,
};

/** localStorage keys per category: the tracker's queue of events not sent yet. */
const CATEGORY_STORAGE: Record<OptionalCategory, RegExp | undefined> = {
  analytics: /^snowplowOutQueue_/,
  marketing: undefined,
};

/** The host and every parent domain: a cookie set for `.example.be` is deleted with that domain. */
function domainsOf(hostname: string): Array<string | undefined> {
  const parts = hostname.split(".");
  const out: Array<string | undefined> = [undefined];
  if (/^[\d.]+$/.test(hostname) || hostname.includes(":")) return out;
  for (let i = 0; i < parts.length - 1; i++) out.push(parts.slice(i).join("."));
  return out;
}

export function cookieNames(doc: Document): string[] {
  return doc.cookie
    .split(";")
    .map((part) => part.split("=", 1)[0]?.trim() ?? "")
    .filter(Boolean);
}

/** Deletes the cookies and stored data of the given categories. */
export function clearCategoryStorage(categories: readonly OptionalCategory[], doc: Document = document): void {
  if (categories.length === 0) return;
  for (const name of cookieNames(doc)) {
    if (!categories.some((c) => CATEGORY_COOKIES[c].test(name))) continue;
    for (const domain of domainsOf(location.hostname)) {
      doc.cookie = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/${domain ? `; Domain=${domain}` : ""}`;
    }
  }
  try {
    for (const key of Object.keys(localStorage)) {
      if (categories.some((c) => CATEGORY_STORAGE[c]?.test(key))) localStorage.removeItem(key);
    }
  } catch {
    // Storage can be off (private mode, settings): nothing stored then either.
  }
}
