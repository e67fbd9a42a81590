// /profiel/mijn-gegevens/download: everything the product keeps about the holder as one JSON file
// (Content-Disposition attachment), from the api's getMyData (issue 23).
import { downloadMyData } from "../../features/my-data/index.server.ts";
import type { Route } from "./+types/download";

export function loader(args: Route.LoaderArgs) {
  return downloadMyData(args);
}
