// /online-aanvraag/sluiten: the answer to "Aanvraag stoppen?" (a POST, from the dialog or the page
// /online-aanvraag/stoppen). "Stoppen" resets the whole request, then goes to the dashboard (signed in, on
// the install step) or to the online-request start; "Verder invullen" goes back. A GET changes nothing.
import { redirect } from "react-router";
import { readAppContext } from "../../context.server.ts";
import { pathTo } from "../../route-table.ts";
import { closeAction } from "../../features/online-request/index.server.ts";
import type { Route } from "./+types/close";

export function loader({ context }: Route.LoaderArgs) {
  return redirect(pathTo("online-request", readAppContext(context).config.product.slug));
}

export function action(args: Route.ActionArgs) {
  return closeAction(args);
}
