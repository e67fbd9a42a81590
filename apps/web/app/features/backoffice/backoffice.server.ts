// The back office's server side (/organisatie, issue 20): who may manage which organiser is the api's answer
// (GET /v4/permissions: the organisers where the account may read activities, EVENTS_READ; the counter's
// own reading of it), never the web's. The organiser and the activity are in the path; every call names the
// organiser (`organizerId`) and the api checks the role again. Card-system staff see their region's organisers
// (ORGANIZERS_SEARCH): reports, staff and the audit log, no activities, rewards or counter. A signed-in account
// that is nobody's staff gets the 403 page.
import { data, redirect } from "react-router";
import { endEvent, getEvent, getQrCheckinCodesDownloadLink, listOrganizerEvents, type Event } from "@vtp/contracts/activities";
import { readAppContext } from "../../context.server.ts";
import { listStaffRegions } from "@vtp/contracts/organiser-management";
import type { Regions } from "@vtp/contracts/organisers";
import { locationSlug } from "@vtp/contracts/web-paths";
import { pathTo } from "../../route-table.ts";
import { ApiError, problemOf, TECHNICAL_ERROR } from "../../server/api.server.ts";
import { bffNowMs } from "../../server/clock.server.ts";
import { callApiAsHolder, requireAuth, type RequestArgs } from "../../server/current.server.ts";
import { loadStaffOrganisers, type StaffOrganiser } from "../counter/index.server.ts";
import { activityRow, type ActivityRow, type BackofficeOrganiser } from "./view.ts";

export type NotStaff = { kind: "not-staff" };
export type WithOrganiser<T> = { kind: "ok"; organiser: BackofficeOrganiser; manyOrganisers: boolean } & T;

/** The path parameters of the back office's pages. */
export interface BackofficeParams {
  organisatie?: string;
  activiteit?: string;
}
export type BackofficeArgs = RequestArgs & { params: BackofficeParams };

const isId = (value: string | undefined): value is string => value !== undefined && /^[1-9]\d{0,9}$/.test(value);

function organiserView(o: StaffOrganiser): BackofficeOrganiser {
  return {
    id: o.id,
    name: o.name,
    ...(o.city !== undefined ? { city: o.city } : {}),
    ...(o.endDate !== undefined ? { endDate: o.endDate } : {}),
    role: o.role,
    canEdit: o.permissions.includes("EVENTS_UPDATE"),
    canPoster: o.permissions.includes("EVENTS_QR_CHECKINCODE"),
    canCounter: o.permissions.includes("PASSES_READ"),
    canManageStaff: o.permissions.includes("ORGANIZERS_ADMINS_WRITE"),
    canReadActivities: o.permissions.includes("EVENTS_READ"),
    regionStaff: o.permissions.includes("ORGANIZERS_SEARCH"),
    canChangeStaff: o.role === "ADMIN",
    canReadAuditLog: o.role === "ADMIN" || o.permissions.includes("ORGANIZERS_SEARCH"),
    canReadRewards: o.permissions.includes("REWARDS_READ"),
    canEditRewards: o.permissions.includes("REWARDS_WRITE"),
    canReadReports: o.permissions.includes("ORGANIZERS_REPORTS"),
  };
}

const slugOf = (args: RequestArgs) => readAppContext(args.context).config.product.slug;
const notStaff = () => data<NotStaff>({ kind: "not-staff" }, { status: 403 });

/** The back office's organisers: where the account reads activities, or (card-system staff) its region's. */
export const BACKOFFICE_ACCESS = ["EVENTS_READ", "ORGANIZERS_SEARCH"] as const;

/**
 * The organiser of the path, if the account manages it; the 403 answer when it manages none; a redirect
 * to the choice when the path names another (or a broken) organiser.
 */
async function organiserOf(args: BackofficeArgs): Promise<{ organiser: BackofficeOrganiser; manyOrganisers: boolean } | null> {
  await requireAuth(args);
  const organisers = await loadStaffOrganisers(args, BACKOFFICE_ACCESS);
  if (organisers === null) return null;
  const found = organisers.find((o) => o.id === args.params.organisatie);
  if (found === undefined) throw redirect(pathTo("backoffice", slugOf(args)));
  return { organiser: organiserView(found), manyOrganisers: organisers.length > 1 };
}

/** The organiser of an activity page: as `organiserOf`, and its home for who may not read its activities (region staff). */
async function activitiesOrganiser(args: BackofficeArgs): ReturnType<typeof organiserOf> {
  const at = await organiserOf(args);
  if (at !== null && !at.organiser.canReadActivities)
    throw redirect(pathTo("backoffice-organiser", slugOf(args), { params: { organisatie: at.organiser.id } }));
  return at;
}

/** A list longer than this gets a search (card-system staff see every organiser of their region). */
const SEARCH_FROM = 9;

/** Every word of the query in the organiser's name or city, whatever the case or accents. */
function matches(o: StaffOrganiser, query: string): boolean {
  const words = locationSlug(query).split("-");
  const text = locationSlug(`${o.name} ${o.city ?? ""}`);
  return words.every((w) => text.includes(w));
}

/**
 * The regions whose staff the account is (GET /v4/staff-regions), with their municipalities; none for anyone
 * else (the api's 403 for an account that is nobody's staff). Asked after loadStaffOrganisers, which has sent
 * staff without their second factor to it.
 */
export async function loadStaffRegions(args: RequestArgs): Promise<Regions["regions"]> {
  try {
    return (await callApiAsHolder(args, listStaffRegions, {})).regions;
  } catch (error) {
    if (problemOf(listStaffRegions, error)?.status === 403) return [];
    throw error;
  }
}

/**
 * The regions whose staff the account is, also one without organisers yet (the region's own pages); null when
 * it is nobody's staff (the 403 page). The organisers first, as loadStaffRegions asks.
 */
export async function loadRegionsOfStaff(args: RequestArgs): Promise<Regions["regions"] | null> {
  await requireAuth(args);
  const organisers = await loadStaffOrganisers(args, BACKOFFICE_ACCESS);
  const regions = await loadStaffRegions(args);
  return organisers === null && regions.length === 0 ? null : regions;
}

/** /organisatie: the choice of organiser ("Laatst gebruikt" first), skipped when there is one; `?zoek=` narrows a long list. */
export async function loadBackofficeStart(args: RequestArgs) {
  await requireAuth(args);
  const organisers = await loadStaffOrganisers(args, BACKOFFICE_ACCESS);
  if (organisers === null) {
    // Staff of a region that has no organiser yet: an empty list, and the first one to add.
    if ((await loadStaffRegions(args)).length === 0) return notStaff();
    return data({ kind: "organiser" as const, organisers: [], search: null, canAddOrganiser: true, firstOrganiser: true });
  }
  // Staff of a region add organisers to it (decision 0067): they always see the list and its button.
  const canAddOrganiser = organisers.some((o) => o.regionIds.length > 0);
  if (organisers.length === 1 && !canAddOrganiser) {
    throw redirect(pathTo("backoffice-organiser", slugOf(args), { params: { organisatie: organisers[0]!.id } }));
  }
  if (organisers.length < SEARCH_FROM)
    return data({ kind: "organiser" as const, organisers, search: null, canAddOrganiser, firstOrganiser: false });
  const query = (new URL(args.request.url).searchParams.get("zoek") ?? "").trim().slice(0, 80);
  return data({
    kind: "organiser" as const,
    organisers: query === "" ? organisers : organisers.filter((o) => matches(o, query)),
    search: { query, total: organisers.length, action: pathTo("backoffice", slugOf(args)) },
    canAddOrganiser,
    firstOrganiser: false,
  });
}

/** /organisatie/:organisatie: the organiser's home with its sections. */
export async function loadBackofficeHome(args: BackofficeArgs) {
  const at = await organiserOf(args);
  if (at === null) return notStaff();
  // Just after its details were changed (/organisatie/:organisatie/gegevens) or it was ended (…/beeindigen): a status message says so.
  const notice = new URL(args.request.url).searchParams.get("melding");
  const done = notice === "gewijzigd" ? ("saved" as const) : notice === "beeindigd" ? ("ended" as const) : null;
  return data<WithOrganiser<{ done: "saved" | "ended" | null }>>({ kind: "ok", ...at, done });
}

/** /organisatie/:organisatie/activiteiten: every activity, running and coming first, then over and ended. */
export async function loadActivities(args: BackofficeArgs) {
  const at = await activitiesOrganiser(args);
  if (at === null) return notStaff();
  const list = await callApiAsHolder(args, listOrganizerEvents, { query: { organizerId: at.organiser.id } });
  const now = new Date(bffNowMs(args));
  return data<WithOrganiser<{ activities: ActivityRow[] }>>({ kind: "ok", ...at, activities: list.member.map((e) => activityRow(e, now)) });
}

/** The activity of the path, of this organiser; 404 (the error page) when it is not. */
export async function fetchActivity(args: BackofficeArgs, organiserId: string): Promise<Event> {
  if (!isId(args.params.activiteit)) throw data(null, { status: 404 });
  try {
    return await callApiAsHolder(args, getEvent, { params: { eventId: args.params.activiteit }, query: { organizerId: organiserId } });
  } catch (error) {
    if (problemOf(getEvent, error)?.code === "event-not-found") throw data(null, { status: 404 });
    throw error;
  }
}

/** /organisatie/:organisatie/activiteiten/:activiteit: the activity, its codes and what the staff member may do. */
export async function loadActivity(args: BackofficeArgs) {
  const at = await activitiesOrganiser(args);
  if (at === null) return notStaff();
  const event = await fetchActivity(args, at.organiser.id);
  const notice = new URL(args.request.url).searchParams.get("melding");
  const now = new Date(bffNowMs(args));
  return data<WithOrganiser<{ event: Event; row: ActivityRow; notice: string | null }>>({
    kind: "ok",
    ...at,
    event,
    row: activityRow(event, now),
    notice,
  });
}

/** The activity's page with a notice (`?melding=`), after a change. */
export function activityPath(args: BackofficeArgs, organiserId: string, activityId: string, notice?: string): string {
  return pathTo("backoffice-activity", slugOf(args), {
    params: { organisatie: organiserId, activiteit: activityId },
    ...(notice !== undefined ? { query: { melding: notice } } : {}),
  });
}

/** The organiser's list of activities. */
export function activitiesPath(args: RequestArgs, organiserId: string): string {
  return pathTo("backoffice-activities", slugOf(args), { params: { organisatie: organiserId } });
}

/** /…/:activiteit/beeindigen: the question before the end (only for who may end it). */
export async function loadEndActivity(args: BackofficeArgs) {
  const at = await activitiesOrganiser(args);
  if (at === null) return notStaff();
  const event = await fetchActivity(args, at.organiser.id);
  if (!at.organiser.canEdit || event.status === "ENDED") throw redirect(activityPath(args, at.organiser.id, event.id));
  return data<WithOrganiser<{ event: Event }>>({ kind: "ok", ...at, event });
}

/** The end, confirmed: POST /v4/events/:id/end; the api's refusal in its own words, nothing ended. */
export async function endActivityAction(args: BackofficeArgs): Promise<{ error: string }> {
  const at = await activitiesOrganiser(args);
  if (at === null) return { error: TECHNICAL_ERROR };
  if (!isId(args.params.activiteit)) throw data(null, { status: 404 });
  try {
    await callApiAsHolder(args, endEvent, { params: { eventId: args.params.activiteit }, query: { organizerId: at.organiser.id } });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { error: error.userMessage };
    throw error;
  }
  throw redirect(activityPath(args, at.organiser.id, args.params.activiteit, "ended"));
}

/**
 * /…/:activiteit/affiche: a fresh signed download link (valid 10 minutes) and on to it; the browser saves
 * the PDF. A refusal goes back to the activity's page with a notice.
 */
export async function posterRedirect(args: BackofficeArgs): Promise<Response> {
  const at = await activitiesOrganiser(args);
  if (at === null) throw data(null, { status: 403 });
  if (!isId(args.params.activiteit)) throw data(null, { status: 404 });
  try {
    const link = await callApiAsHolder(args, getQrCheckinCodesDownloadLink, {
      params: { eventId: args.params.activiteit },
      query: { organizerId: at.organiser.id, format: "pdf" },
    });
    return redirect(link.downloadLink, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return redirect(activityPath(args, at.organiser.id, args.params.activiteit, "posterFailed"));
    }
    throw error;
  }
}

/** Every answer of the back office: staff pages never go into a shared cache. */
export function backofficeHeaders(): Headers {
  return new Headers({ "Cache-Control": "private, no-store" });
}

export { activitiesOrganiser, organiserOf, notStaff, isId };
