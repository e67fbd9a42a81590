// /profiel/instellingen/meldingen: POST registers this device's push subscription for the holder, DELETE
// removes it (JSON from the preferences page's "Meldingen aanzetten"; decision 0060).
import { changePushSubscription } from "../../features/preferences/index.server.ts";
import type { Route } from "./+types/push-subscription";

export function action(args: Route.ActionArgs) {
  return changePushSubscription(args);
}
