// /online-aanvraag/overheid-callback: where the government login (eID / itsme) returns. A resource route:
// the api checks the ID token and decides the outcome; the visitor goes to the outcome screen.
import { governmentCallback } from "../../features/online-request/index.server.ts";
import type { Route } from "./+types/government-callback";

export function loader(args: Route.LoaderArgs) {
  return governmentCallback(args);
}
