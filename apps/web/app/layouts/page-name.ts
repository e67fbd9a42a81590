import { useMatches } from "react-router";
import { titles } from "../copy/titles.ts";
import { routeNameForId } from "../route-lookup.ts";

/** Route name and Dutch title (without suffix) of the deepest matched route. */
export function useLeafPage(slug: string, productName: string): { name: string | undefined; title: string | undefined } {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const name = leaf ? routeNameForId(leaf.id, slug) : undefined;
  // A page may put its own title in its loader data (`pageTitle`, e.g. the dashboard's greeting).
  const own = (leaf?.loaderData as { pageTitle?: unknown } | undefined)?.pageTitle;
  const title = typeof own === "string" ? own : name ? titles[name]?.replaceAll("{product}", productName) : undefined;
  return { name, title };
}
