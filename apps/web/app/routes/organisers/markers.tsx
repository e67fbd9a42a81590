// GET waar-vind-je-de-{product}/kaartpunten?q=&filters (find-markers): every match as compact map markers (JSON).
import { markersJson } from "../../features/organisers/index.server.ts";
import type { Route } from "./+types/markers";

export async function loader(args: Route.LoaderArgs) {
  return markersJson(args);
}
