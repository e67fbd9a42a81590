import { safeReturnPath } from "../../features/auth/return-path.ts";
import { ErrorContent } from "../../ui/error-content.tsx";
import type { Route } from "./+types/error";

/** "Probeer opnieuw" goes back to the page the visitor came from, when that was a page of this site. */
export function loader({ request }: Route.LoaderArgs) {
  const referer = request.headers.get("referer");
  if (referer === null) return { retryTo: null };
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(request.url).origin) return { retryTo: null };
    const path = safeReturnPath(`${from.pathname}${from.search}`);
    return { retryTo: path === undefined || from.pathname === "/error" ? null : path };
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
