// GET waar-vind-je-de-{product}/kaartpunten/{id} (find-marker): one marker's card for the map's popup (JSON).
import { markerJson } from "../../features/organisers/index.server.ts";
import type { Route } from "./+types/marker";

export async function loader(args: Route.LoaderArgs) {
  return markerJson(args);
}
