// /callback: the return point of the identity provider (code exchange, session, card link).
import { handleCallback } from "../../features/login/index.server.ts";
import type { Route } from "./+types/callback";

export function loader(args: Route.LoaderArgs) {
  return handleCallback(args);
}
