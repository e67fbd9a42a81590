// The kiosk screen (/…/:activiteit/kiosk): the activity's QR code, new every 30 seconds (GET
// /v4/events/:id/kiosk-code, MEMBER), drawn on the server as SVG. The page asks the JSON route
// (/…/kiosk/code) for the next one without reloading; both answer `private, no-store` (a code must never
// come from a cache).
import { data } from "react-router";
import { getEventKioskCode } from "@vtp/contracts/activities";
import { readAppContext } from "../../context.server.ts";
import { problemOf } from "../../server/api.server.ts";
import { bffNowMs } from "../../server/clock.server.ts";
import { callApiAsHolder } from "../../server/current.server.ts";
import { qrCode } from "../card/index.server.ts";
import { fetchActivity, isId, notStaff, activitiesOrganiser, type BackofficeArgs, type WithOrganiser } from "./backoffice.server.ts";
import type { KioskCodeView } from "./view.ts";

/** Longest and shortest wait before the next code (the api says when: every 30 seconds). */
const MAX_WAIT_MS = 30_000;
const MIN_WAIT_MS = 1_000;

async function kioskCodeView(args: BackofficeArgs, organizerId: string, eventId: string): Promise<KioskCodeView> {
  const code = await callApiAsHolder(args, getEventKioskCode, { params: { eventId }, query: { organizerId } });
  const now = bffNowMs(args);
  return {
    qr: qrCode(code.checkinUrl),
    expiresAt: code.expiresAt,
    refreshInMs: Math.min(MAX_WAIT_MS, Math.max(MIN_WAIT_MS, Date.parse(code.refreshAt) - now)),
  };
}

export type KioskPage = WithOrganiser<{ title: string; activityId: string; productName: string; code: KioskCodeView | null }>;

/** The kiosk page: the activity's title and its first code (none when it ended). */
export async function loadKiosk(args: BackofficeArgs) {
  const at = await activitiesOrganiser(args);
  if (at === null) return notStaff();
  const event = await fetchActivity(args, at.organiser.id);
  const productName = readAppContext(args.context).config.product.name;
  const code = event.status === "ENDED" ? null : await kioskCodeView(args, at.organiser.id, event.id);
  return data<KioskPage>({ kind: "ok", ...at, title: event.title, activityId: event.id, productName, code });
}

const noStore = { "Cache-Control": "private, no-store" };

/** The JSON of the next code: 200 with the code, 409 `{ ended: true }` when the activity ended, 403 for no staff. */
export async function kioskCodeJson(args: BackofficeArgs): Promise<Response> {
  const at = await activitiesOrganiser(args);
  if (at === null) return Response.json({ error: "not-staff" }, { status: 403, headers: noStore });
  if (!isId(args.params.activiteit)) return Response.json({ error: "not-found" }, { status: 404, headers: noStore });
  try {
    return Response.json(await kioskCodeView(args, at.organiser.id, args.params.activiteit), { headers: noStore });
  } catch (error) {
    const problem = problemOf(getEventKioskCode, error);
    if (problem?.code === "event-ended") return Response.json({ ended: true }, { status: 409, headers: noStore });
    if (problem?.code === "event-not-found") return Response.json({ error: "not-found" }, { status: 404, headers: noStore });
    throw error;
  }
}
