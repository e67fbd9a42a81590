// /registreer (route register): the legacy register path, now card registration step 1.
import { redirect } from "react-router";
import { readAppContext } from "../../context.server.ts";
import { pathTo } from "../../route-table.ts";
import type { Route } from "./+types/register-redirect";

export function loader({ context }: Route.LoaderArgs) {
  return redirect(pathTo("register-uitid-step1", readAppContext(context).config.product.slug));
}
