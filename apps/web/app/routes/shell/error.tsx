import { readAppContext } from "../../context.server.ts";
import { safeReturnPath } from "../../navigation/return-path.ts";
import { pathTo } from "../../route-table.ts";
import { ErrorContent } from "../../layouts/error-content.tsx";
import type { Route } from "./+types/error";

/** "Probeer opnieuw" goes back to the page the visitor came from, when that was a page of this site. */
export function loader({ request, context }: Route.LoaderArgs) {
  const referer = request.headers.get("referer");
  if (referer === null) return { retryTo: null };
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(request.url).origin) return { retryTo: null };
    const slug = readAppContext(context).config.product.slug;
    const path = safeReturnPath(`${from.pathname}${from.search}`, slug);
    return { retryTo: path === undefined || from.pathname === pathTo("error", slug) ? null : path };
  } catch {
    return { retryTo: null };
  }
}

/** /error: where unnamed routes and unrecoverable flows send the visitor. */
export default function ErrorPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container section">
      <ErrorContent retryTo={loaderData?.retryTo ?? undefined} />
    </div>
  );
}
