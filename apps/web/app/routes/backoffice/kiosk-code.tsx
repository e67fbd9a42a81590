// GET /organisatie/:organisatie/activiteiten/:activiteit/kiosk/code (backoffice-kiosk-code): the kiosk's next
// QR code as JSON (no-store), asked by the kiosk page every 30 seconds.
import { kioskCodeJson } from "../../features/backoffice/index.server.ts";
import type { Route } from "./+types/kiosk-code";

export const loader = (args: Route.LoaderArgs) => kioskCodeJson(args);
