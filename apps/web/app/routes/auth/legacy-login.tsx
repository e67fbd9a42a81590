// /inloggen (route login): the legacy login path. The card + pin login ended on 1 September 2022, so it
// always leads to the identity-provider login (login-uitid), keeping a safe return path.
import { redirect } from "react-router";
import { safeReturnPath } from "../../features/auth/return-path.ts";
import type { Route } from "./+types/legacy-login";

export function loader({ request }: Route.LoaderArgs) {
  const pathname = safeReturnPath(new URL(request.url).searchParams.get("pathname"));
  return redirect(pathname ? `/aanmelden-uitid?pathname=${encodeURIComponent(pathname)}` : "/aanmelden-uitid");
}
