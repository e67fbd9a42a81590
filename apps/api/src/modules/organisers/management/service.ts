// Organiser management (issue 20 "Who", decision 0067): staff of a region add an organiser to it, read it
// and change its details. The address is in one of the region's municipalities (400 otherwise); a region has
// one organiser of a name per municipality (whatever case or accents: 409), checked with the region's row
// locked so that two writes at once cannot both pass. The organiser, its search document (a trigger) and the
// audit line are one transaction; a refusal writes nothing. An organiser of another region is not found
// (404): staff of a region change only their own. Its first ADMIN is invited next, by the staff module.
// The region ends an organiser for good (decision 0074): in one transaction its running and coming activities and its
// rewards end (the activities' and rewards' own modules), the organiser's end shuts out its staff and partner
// clients (the staff module reads it) and the search documents drop it (a trigger); nothing is deleted, and
// an ended organiser can no longer be changed (409). SQL only in repository.ts.
import type { Kysely } from "kysely";
import { ORGANISER_LOCATION_MAX_KM, type ManagedOrganiser, type OrganiserRequest } from "@vtp/contracts/organiser-management";
import type { Regions } from "@vtp/contracts/organisers";
import { ProblemError } from "@vtp/contracts/problem";
import type { DB } from "@vtp/db/schema";
import { endActivitiesOfOrganiser } from "../../activities/service.ts";
import { endRewardsOfOrganiser } from "../../rewards/management/service.ts";
import { recordAudit, requireCardSystemStaff, requireStaff, type StaffPrincipal } from "../../staff/service.ts";
import { listRegions } from "../service.ts";
import {
  findOrganiserRecord,
  findRegionMunicipality,
  insertOrganiser,
  lockCardSystem,
  markOrganiserEnded,
  organiserNameTaken,
  updateOrganiser,
  type OrganiserRecord,
  type OrganiserValues,
} from "./repository.ts";

export interface OrganiserManagementDeps {
  db: Kysely<DB>;
  clock: () => Date;
}

function managedOrganiser(record: OrganiserRecord): ManagedOrganiser {
  return {
    id: String(record.id),
    name: record.name,
    address: { ...(record.street !== null ? { street: record.street } : {}), postalCode: record.postalCode, city: record.city },
    email: record.email,
    phone: record.phone,
    websiteUrl: record.websiteUrl,
    description: record.description,
    location: record.latitude !== null && record.longitude !== null ? { lat: record.latitude, lon: record.longitude } : null,
    cardSystemId: String(record.cardSystemId),
    types: record.types,
    creationDate: record.createdAt.toISOString(),
    ...(record.endedAt !== null ? { endDate: record.endedAt.toISOString() } : {}),
  };
}

/** GET /v4/staff-regions: the active regions whose staff the account is, with their municipalities (none for an organiser's own staff). */
export async function listManagedRegions(deps: OrganiserManagementDeps, principal: StaffPrincipal): Promise<Regions> {
  requireStaff(principal);
  const { regions } = await listRegions(deps);
  return { regions: regions.filter((r) => principal.cardSystemIds.has(r.id)) };
}

/** The request's values: its municipality one of the region's (400 otherwise), its place within ORGANISER_LOCATION_MAX_KM of that municipality (400 otherwise). */
async function organiserValues(db: Kysely<DB>, cardSystemId: number, organiser: OrganiserRequest): Promise<OrganiserValues> {
  const municipality = await findRegionMunicipality(db, { cardSystemId, ...organiser.address, location: organiser.location });
  if (municipality === undefined) {
    throw new ProblemError("municipality-not-in-region", { detail: `${organiser.address.postalCode} ${organiser.address.city}` });
  }
  if (municipality.distanceMeters !== null && municipality.distanceMeters > ORGANISER_LOCATION_MAX_KM * 1000) {
    const km = Math.round(municipality.distanceMeters / 1000);
    throw new ProblemError("location-far-from-municipality", { detail: `${km} km van ${municipality.postalCode} ${municipality.name}` });
  }
  return {
    name: organiser.name,
    municipalityId: municipality.id,
    street: organiser.address.street ?? null,
    email: organiser.email ?? null,
    phone: organiser.phone ?? null,
    websiteUrl: organiser.websiteUrl ?? null,
    description: organiser.description ?? null,
    location: organiser.location ?? null,
    types: organiser.types ?? [],
  };
}

/** The organiser of the region, or 404. */
async function regionOrganiser(db: Kysely<DB>, cardSystemId: number, organiserId: number): Promise<OrganiserRecord> {
  const record = await findOrganiserRecord(db, organiserId);
  if (record === undefined || record.cardSystemId !== cardSystemId) throw new ProblemError("organizer-not-found");
  return record;
}

/** POST /v4/organizers: a new organiser in the region, audited (`organiser.create`). */
export async function createManagedOrganiser(
  deps: OrganiserManagementDeps,
  principal: StaffPrincipal,
  input: { cardSystemId: number; organiser: OrganiserRequest },
): Promise<ManagedOrganiser> {
  const cardSystemId = await requireCardSystemStaff(deps, principal, { cardSystemId: input.cardSystemId });
  const values = await organiserValues(deps.db, cardSystemId, input.organiser);
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockCardSystem(trx, cardSystemId))) throw new ProblemError("missing-permission");
    if (await organiserNameTaken(trx, { cardSystemId, municipalityId: values.municipalityId, name: values.name })) {
      throw new ProblemError("organizer-exists");
    }
    const id = await insertOrganiser(trx, { ...values, cardSystemId, createdAt: now });
    await recordAudit({ db: trx, clock: deps.clock }, principal, {
      action: "organiser.create",
      organiserId: id,
      cardSystemId,
      object: { type: "organiser", id: String(id) },
    });
    return managedOrganiser(await regionOrganiser(trx, cardSystemId, id));
  });
}

/** GET /v4/organizers/{organizerId}: the organiser of the region as it was last written. */
export async function readManagedOrganiser(
  deps: OrganiserManagementDeps,
  principal: StaffPrincipal,
  input: { cardSystemId: number; organiserId: number },
): Promise<ManagedOrganiser> {
  const cardSystemId = await requireCardSystemStaff(deps, principal, { cardSystemId: input.cardSystemId });
  return managedOrganiser(await regionOrganiser(deps.db, cardSystemId, input.organiserId));
}

/** PUT /v4/organizers/{organizerId}: the organiser's new details, audited (`organiser.update`). */
export async function updateManagedOrganiser(
  deps: OrganiserManagementDeps,
  principal: StaffPrincipal,
  input: { cardSystemId: number; organiserId: number; organiser: OrganiserRequest },
): Promise<ManagedOrganiser> {
  const cardSystemId = await requireCardSystemStaff(deps, principal, { cardSystemId: input.cardSystemId });
  if ((await regionOrganiser(deps.db, cardSystemId, input.organiserId)).endedAt !== null) throw new ProblemError("organizer-ended");
  const values = await organiserValues(deps.db, cardSystemId, input.organiser);
  const id = input.organiserId;
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockCardSystem(trx, cardSystemId))) throw new ProblemError("missing-permission");
    if (await organiserNameTaken(trx, { cardSystemId, municipalityId: values.municipalityId, name: values.name, exceptId: id })) {
      throw new ProblemError("organizer-exists");
    }
    if (!(await updateOrganiser(trx, id, values))) throw new ProblemError("organizer-ended");
    await recordAudit({ db: trx, clock: deps.clock }, principal, {
      action: "organiser.update",
      organiserId: id,
      cardSystemId,
      object: { type: "organiser", id: String(id) },
    });
    return managedOrganiser(await regionOrganiser(trx, cardSystemId, id));
  });
}

/**
 * POST /v4/organizers/{organizerId}/end: the region ends the organiser, for good, with its running and coming activities
 * and its rewards, audited (`organiser.end`), all in one transaction; 409 organizer-ended the second time.
 */
export async function endManagedOrganiser(
  deps: OrganiserManagementDeps,
  principal: StaffPrincipal,
  input: { cardSystemId: number; organiserId: number },
): Promise<ManagedOrganiser> {
  const cardSystemId = await requireCardSystemStaff(deps, principal, { cardSystemId: input.cardSystemId });
  await regionOrganiser(deps.db, cardSystemId, input.organiserId);
  const id = input.organiserId;
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    // The organiser's row first (ended already: 409): a parallel end waits for it and then finds it ended.
    if (!(await markOrganiserEnded(trx, id, now))) throw new ProblemError("organizer-ended");
    await endActivitiesOfOrganiser(trx, id, now);
    await endRewardsOfOrganiser(trx, id, now);
    await recordAudit({ db: trx, clock: deps.clock }, principal, {
      action: "organiser.end",
      organiserId: id,
      cardSystemId,
      object: { type: "organiser", id: String(id) },
    });
    return managedOrganiser(await regionOrganiser(trx, cardSystemId, id));
  });
}
