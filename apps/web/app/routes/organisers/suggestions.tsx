// GET waar-vind-je-de-{product}/suggesties?q= (find-suggestions): the find field's suggestions as JSON.
import { suggestionsJson } from "../../features/organisers/index.server.ts";
import type { Route } from "./+types/suggestions";

export async function loader(args: Route.LoaderArgs) {
  return suggestionsJson(args);
}
