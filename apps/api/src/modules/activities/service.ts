// Activities in the back office and the partner API (issue 20, decision 0040): an ADMIN of the organiser
// creates, edits and ends its activities and sets their points and limits; the activity's check-in codes
// are signed and expiring (shared/checkin-codes.ts): a poster's, valid until 5 hours after the end (a year
// for a permanent activity), behind a download link valid 10 minutes, and a kiosk's, valid a minute and
// new every 30 seconds. Every create, edit, settings change and end is in the audit log, in its
// transaction; a refusal writes nothing. SQL only in repository.ts.
import type { Kysely } from "kysely";
import type {
  DownloadLink,
  Event,
  EventRequest,
  EventSettings,
  EventSettingsRequest,
  KioskCode,
  OrganizerEvents,
} from "@vtp/contracts/activities";
import type { ActivityDetail } from "@vtp/contracts/organisers";
import { locationSlug } from "@vtp/contracts/web-paths";
import { ProblemError } from "@vtp/contracts/problem";
import { webPaths } from "@vtp/contracts/web-paths";
import type { DB, Period } from "@vtp/db/schema";
import type { CheckinCodeSigner } from "../../shared/checkin-codes.ts";
import { CHECKIN_WINDOW_MS } from "../checkins/service.ts";
import { sanitizeDescription } from "../rewards/service.ts";
import { recordAudit, rememberOrganiser, requireOrganiserRole, requireRunningOrganiser, type StaffPrincipal } from "../staff/service.ts";
import { socialTariffPrice } from "../ticket-sales/tariffs.ts";
import { renderPoster } from "./poster.ts";
import {
  findActivityRecord,
  findPublicActivityRecord,
  insertActivity,
  listOrganiserActivityRecords,
  markEnded,
  markOrganiserActivitiesEnded,
  replacePriceCategories,
  updateActivity,
  updateSettings,
  type ActivityRecord,
  type ActivityValues,
} from "./repository.ts";

export interface ActivitiesDeps {
  db: Kysely<DB>;
  clock: () => Date;
  checkinCodes: CheckinCodeSigner;
  /** The product's origin (PUBLIC_URL): check-in URLs and download links are on it. */
  publicUrl: string;
  productName: string;
}

/** A poster's download link works this long (v4: "short-lived"). */
export const DOWNLOAD_LINK_MS = 10 * 60_000;
/** A permanent activity's poster code works this long: print a new poster every year. */
export const PERMANENT_POSTER_MS = 366 * 86_400_000;
/** A kiosk shows a new code every 30 seconds; each works a minute, so a photo of it soon stops working. */
export const KIOSK_STEP_MS = 30_000;
export const KIOSK_VALID_MS = 60_000;

/** The activity of this organiser, else 404 event-not-found (another organiser's reveals nothing). */
async function ownActivity(db: Kysely<DB>, organiserId: number, eventId: string): Promise<ActivityRecord> {
  const record = await findActivityRecord(db, Number(eventId)); // v4's eventId is our activity id
  if (record === undefined || record.organiserId !== organiserId) throw new ProblemError("event-not-found");
  return record;
}

function requireRunning(record: ActivityRecord): void {
  if (record.endedAt !== null) throw new ProblemError("event-ended");
}

function valuesOf(request: EventRequest, now: Date): ActivityValues {
  const startsAt = request.permanent || request.startDate === undefined ? null : new Date(request.startDate);
  const endsAt = request.permanent || request.endDate === undefined ? null : new Date(request.endDate);
  if (endsAt !== null && endsAt.getTime() < now.getTime()) throw new ProblemError("event-in-the-past");
  const description = request.description == null ? "" : sanitizeDescription(request.description).trim();
  return {
    title: request.title,
    description: description === "" ? null : description,
    permanent: request.permanent,
    startsAt,
    endsAt,
    ...settingsValuesOf(request),
  };
}

function settingsValuesOf(settings: Omit<EventSettingsRequest, "id">) {
  return {
    points: settings.checkinPoints,
    checkinVolume: settings.checkinLimit.volume,
    checkinPeriod: settings.checkinLimit.periodType,
    ticketVolume: settings.passholderTicketLimit.volume,
    ticketPeriod: settings.passholderTicketLimit.periodType,
  };
}

const cents = (euros: number) => Math.round(euros * 100);

function settingsView(record: ActivityRecord): EventSettings {
  return {
    id: String(record.id),
    checkinPoints: record.points,
    checkinLimit: { volume: record.checkinVolume, periodType: record.checkinPeriod },
    passholderTicketLimit: { volume: record.ticketVolume, periodType: record.ticketPeriod },
  };
}

function eventView(record: ActivityRecord): Event {
  return {
    id: String(record.id),
    organizerId: String(record.organiserId),
    title: record.title,
    description: record.description === null ? null : sanitizeDescription(record.description),
    permanent: record.permanent,
    startDate: record.startsAt?.toISOString() ?? null,
    endDate: record.endsAt?.toISOString() ?? null,
    status: record.endedAt === null ? "ACTIVE" : "ENDED",
    endedDate: record.endedAt?.toISOString() ?? null,
    priceInfo: record.priceCategories.map((c) => ({ name: c.name, price: c.priceCents / 100 })),
    settings: settingsView(record),
  };
}

type Tx = { db: Kysely<DB>; clock: () => Date };

async function reload(db: Kysely<DB>, id: number): Promise<ActivityRecord> {
  const record = await findActivityRecord(db, id);
  if (record === undefined) throw new Error(`activiteit ${id} verdwenen`);
  return record;
}

/**
 * The back office's list: every activity of the organiser (a MEMBER sees them too), ended ones included.
 * As the counter's list, asking for it chooses that organiser ("Laatst gebruikt").
 */
export async function listActivities(deps: ActivitiesDeps, principal: StaffPrincipal, organiserId: number): Promise<OrganizerEvents> {
  requireOrganiserRole(principal, organiserId, "MEMBER");
  await rememberOrganiser(deps, principal, organiserId);
  const records = await listOrganiserActivityRecords(deps.db, organiserId, deps.clock());
  return { totalItems: records.length, member: records.map(eventView) };
}

/** One activity of the organiser, as the back office shows and edits it. */
export async function readActivity(
  deps: ActivitiesDeps,
  principal: StaffPrincipal,
  input: { organiserId: number; eventId: string },
): Promise<Event> {
  requireOrganiserRole(principal, input.organiserId, "MEMBER");
  return eventView(await ownActivity(deps.db, input.organiserId, input.eventId));
}

export async function createActivity(
  deps: ActivitiesDeps,
  principal: StaffPrincipal,
  input: { organiserId: number; event: EventRequest },
): Promise<Event> {
  requireOrganiserRole(principal, input.organiserId, "ADMIN");
  const cardSystemId = principal.organisers.get(input.organiserId)?.cardSystemId ?? null;
  if (cardSystemId === null) throw new ProblemError("organizer-without-card-system");
  const now = deps.clock();
  const values = valuesOf(input.event, now);
  const record = await deps.db.transaction().execute(async (trx) => {
    await requireRunningOrganiser(trx, input.organiserId);
    const id = await insertActivity(trx, { organiserId: input.organiserId, cardSystemId, values, createdAt: now });
    await replacePriceCategories(
      trx,
      id,
      input.event.priceInfo.map((c) => ({ name: c.name, priceCents: cents(c.price) })),
    );
    await audit({ db: trx, clock: deps.clock }, principal, "activity.create", input.organiserId, id);
    return reload(trx, id);
  });
  return eventView(record);
}

export async function editActivity(
  deps: ActivitiesDeps,
  principal: StaffPrincipal,
  input: { organiserId: number; eventId: string; event: EventRequest },
): Promise<Event> {
  requireOrganiserRole(principal, input.organiserId, "ADMIN");
  const record = await ownActivity(deps.db, input.organiserId, input.eventId);
  requireRunning(record);
  const values = valuesOf(input.event, deps.clock());
  const updated = await deps.db.transaction().execute(async (trx) => {
    // Ended by a parallel call after the check above: the guarded UPDATE changes nothing.
    if (!(await updateActivity(trx, record.id, input.organiserId, values))) throw new ProblemError("event-ended");
    await replacePriceCategories(
      trx,
      record.id,
      input.event.priceInfo.map((c) => ({ name: c.name, priceCents: cents(c.price) })),
    );
    await audit({ db: trx, clock: deps.clock }, principal, "activity.update", input.organiserId, record.id);
    return reload(trx, record.id);
  });
  return eventView(updated);
}

export async function endActivity(
  deps: ActivitiesDeps,
  principal: StaffPrincipal,
  input: { organiserId: number; eventId: string },
): Promise<Event> {
  requireOrganiserRole(principal, input.organiserId, "ADMIN");
  const record = await ownActivity(deps.db, input.organiserId, input.eventId);
  requireRunning(record);
  const ended = await deps.db.transaction().execute(async (trx) => {
    if (!(await markEnded(trx, record.id, input.organiserId, deps.clock()))) throw new ProblemError("event-ended");
    await audit({ db: trx, clock: deps.clock }, principal, "activity.end", input.organiserId, record.id);
    return reload(trx, record.id);
  });
  return eventView(ended);
}

/**
 * Ends every running or coming activity of an organiser its region ends (organiser management, in that transaction:
 * the caller has checked the region's staff and writes the audit line); how many ended.
 */
export function endActivitiesOfOrganiser(db: Kysely<DB>, organiserId: number, at: Date): Promise<number> {
  return markOrganiserActivitiesEnded(db, organiserId, at);
}

export async function readSettings(
  deps: ActivitiesDeps,
  principal: StaffPrincipal,
  input: { organiserId: number; eventId: string },
): Promise<EventSettings> {
  requireOrganiserRole(principal, input.organiserId, "ADMIN");
  return settingsView(await ownActivity(deps.db, input.organiserId, input.eventId));
}

export async function changeSettings(
  deps: ActivitiesDeps,
  principal: StaffPrincipal,
  input: { organiserId: number; eventId: string; settings: EventSettingsRequest },
): Promise<EventSettings> {
  requireOrganiserRole(principal, input.organiserId, "ADMIN");
  if (input.settings.id !== undefined && input.settings.id !== input.eventId) {
    throw new ProblemError("bad-request", { nl: "Het id in de instellingen is niet dat van de activiteit in het pad." });
  }
  const record = await ownActivity(deps.db, input.organiserId, input.eventId);
  requireRunning(record);
  const updated = await deps.db.transaction().execute(async (trx) => {
    if (!(await updateSettings(trx, record.id, input.organiserId, settingsValuesOf(input.settings)))) {
      throw new ProblemError("event-ended");
    }
    await audit({ db: trx, clock: deps.clock }, principal, "activity.settings.update", input.organiserId, record.id);
    return reload(trx, record.id);
  });
  return settingsView(updated);
}

async function audit(deps: Tx, principal: StaffPrincipal, action: string, organiserId: number, activityId: number): Promise<void> {
  await recordAudit(deps, principal, { action, organiserId, object: { type: "activity", id: String(activityId) } });
}

/** The https URL a QR code carries: the product's scan page with the signed code. */
export function checkinUrl(publicUrl: string, code: string): string {
  return `${publicUrl}${webPaths.save}?code=${encodeURIComponent(code)}`;
}

/** Until when a poster's code works: 5 hours after the end (the check-in window), or a year for a permanent activity. */
export function posterExpiry(record: Pick<ActivityRecord, "startsAt" | "endsAt">, now: Date): Date {
  const last = record.endsAt ?? record.startsAt;
  return last === null ? new Date(now.getTime() + PERMANENT_POSTER_MS) : new Date(last.getTime() + CHECKIN_WINDOW_MS);
}

export async function posterDownloadLink(
  deps: ActivitiesDeps,
  principal: StaffPrincipal,
  input: { organiserId: number; eventId: string },
): Promise<DownloadLink> {
  requireOrganiserRole(principal, input.organiserId, "ADMIN");
  const record = await ownActivity(deps.db, input.organiserId, input.eventId);
  requireRunning(record);
  const expiresAt = new Date(deps.clock().getTime() + DOWNLOAD_LINK_MS);
  const code = deps.checkinCodes.sign("poster-download", record.id, expiresAt);
  return { downloadLink: `${deps.publicUrl}/api/checkin-posters/${code}`, expiresAt: expiresAt.toISOString() };
}

/** The poster behind a download link: no login, the signed link is the proof. */
export async function posterPdf(deps: ActivitiesDeps, code: string): Promise<{ pdf: Uint8Array; fileName: string }> {
  const now = deps.clock();
  const checked = deps.checkinCodes.check("poster-download", code, now);
  if (checked.kind !== "valid") throw new ProblemError("download-link-invalid");
  const record = await findActivityRecord(deps.db, checked.activityId);
  if (record === undefined || record.endedAt !== null) throw new ProblemError("download-link-invalid");
  const checkinCode = deps.checkinCodes.sign("poster", record.id, posterExpiry(record, now));
  const pdf = await renderPoster({
    productName: deps.productName,
    title: record.title,
    organiserName: record.organiserName,
    place: record.place,
    when: whenInWords(record),
    rule: ruleInWords(record.points, record.checkinVolume, record.checkinPeriod),
    checkinUrl: checkinUrl(deps.publicUrl, checkinCode),
    createdAt: now,
  });
  return { pdf, fileName: `qr-spaarcode-${record.id}.pdf` };
}

export async function kioskCode(
  deps: ActivitiesDeps,
  principal: StaffPrincipal,
  input: { organiserId: number; eventId: string },
): Promise<KioskCode> {
  requireOrganiserRole(principal, input.organiserId, "MEMBER");
  const record = await ownActivity(deps.db, input.organiserId, input.eventId);
  requireRunning(record);
  // One code per 30-second step (every kiosk of the activity shows the same), valid a minute from its step.
  const step = Math.floor(deps.clock().getTime() / KIOSK_STEP_MS) * KIOSK_STEP_MS;
  const expiresAt = new Date(step + KIOSK_VALID_MS);
  const code = deps.checkinCodes.sign("kiosk", record.id, expiresAt);
  return {
    checkinUrl: checkinUrl(deps.publicUrl, code),
    expiresAt: expiresAt.toISOString(),
    refreshAt: new Date(step + KIOSK_STEP_MS).toISOString(),
  };
}

const DAY = new Intl.DateTimeFormat("nl-BE", {
  timeZone: "Europe/Brussels",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const TIME = new Intl.DateTimeFormat("nl-BE", { timeZone: "Europe/Brussels", hour: "2-digit", minute: "2-digit" });

/** "zaterdag 5 december 2026, 14:00 tot 17:00", "van … tot …" over several days, or a permanent activity's words. */
export function whenInWords(record: Pick<ActivityRecord, "startsAt" | "endsAt">): string {
  const { startsAt, endsAt } = record;
  if (startsAt === null) return "Doorlopend: je kan hier sparen zolang de activiteit loopt.";
  if (endsAt === null || DAY.format(startsAt) === DAY.format(endsAt)) {
    return `${DAY.format(startsAt)}, ${TIME.format(startsAt)}${endsAt === null ? "" : ` tot ${TIME.format(endsAt)}`}`;
  }
  return `van ${DAY.format(startsAt)} ${TIME.format(startsAt)} tot ${DAY.format(endsAt)} ${TIME.format(endsAt)}`;
}

const PERIOD_WORDS: Record<Period, string> = {
  ABSOLUTE: " in totaal",
  DAY: " per dag",
  WEEK: " per week",
  MONTH: " per maand",
  QUARTER: " per kwartaal",
  YEAR: " per jaar",
};

/** "1 punt per check-in, hoogstens één keer per dag". */
export function ruleInWords(points: number, volume: number, period: Period): string {
  const times = volume === 1 ? "één keer" : `${volume} keer`;
  return `${points} ${points === 1 ? "punt" : "punten"} per check-in, hoogstens ${times}${PERIOD_WORDS[period]}`;
}

/**
 * An activity's own public page (issue 22 §7): as the public lists show it, so only while it is upcoming
 * (permanent, or its end not past), not ended by its organiser, in an active region; else not-found. Its
 * prices with what a holder pays at kansentarief (the ticket rule of decision 0036, computed only here).
 */
export async function readPublicActivity(deps: Pick<ActivitiesDeps, "db" | "clock">, id: number): Promise<ActivityDetail> {
  const r = await findPublicActivityRecord(deps.db, id);
  const last = r?.endsAt ?? r?.startsAt ?? null;
  const over = r !== undefined && !r.permanent && last !== null && last.getTime() < deps.clock().getTime();
  if (r === undefined || r.endedAt !== null || !r.cardSystemActive || over) {
    throw new ProblemError("not-found", { nl: "Deze activiteit werd niet gevonden of is voorbij.", detail: `activity ${id}` });
  }
  return {
    id: r.id,
    title: r.title,
    description: sanitizeDescription(r.description),
    startsAt: r.permanent || r.startsAt === null ? null : r.startsAt.toISOString(),
    endsAt: r.permanent || r.endsAt === null ? null : r.endsAt.toISOString(),
    permanent: r.permanent,
    points: r.points,
    organiser: {
      id: r.organiserId,
      name: r.organiserName,
      city: r.place,
      slug: locationSlug(r.organiserName),
      address: { street: r.street, postalCode: r.postalCode, city: r.place },
      location: r.latitude !== null && r.longitude !== null ? { lat: r.latitude, lon: r.longitude } : null,
    },
    cardSystem: { id: r.cardSystemId, name: r.cardSystemName },
    supraLocal: r.supraLocal,
    prices: r.priceCategories.map((c) => ({ name: c.name, cents: c.priceCents, kansentariefCents: socialTariffPrice(c.priceCents) })),
    kansentariefLimit: { volume: r.ticketVolume, period: r.ticketPeriod },
  };
}
