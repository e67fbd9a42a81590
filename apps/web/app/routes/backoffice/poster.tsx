// GET /organisatie/:organisatie/activiteiten/:activiteit/affiche (backoffice-poster): a fresh signed link to
// the activity's A4 poster (PDF), and on to it.
import { posterRedirect } from "../../features/backoffice/index.server.ts";
import type { Route } from "./+types/poster";

export const loader = (args: Route.LoaderArgs) => posterRedirect(args);
