// /inloggen (route login): the legacy login path. The card + pin login ended on 1 September 2022, so it
// always leads to the identity-provider login (login-uitid), keeping a safe return path.
import { redirect } from "react-router";
import { readAppContext } from "../../context.server.ts";
import { safeReturnPath } from "../../navigation/return-path.ts";
import { pathTo } from "../../route-table.ts";
import type { Route } from "./+types/legacy-login";

export function loader({ request, context }: Route.LoaderArgs) {
  const slug = readAppContext(context).config.product.slug;
  const pathname = safeReturnPath(new URL(request.url).searchParams.get("pathname"), slug);
  return redirect(pathTo("login-uitid", slug, { query: { pathname } }));
}
