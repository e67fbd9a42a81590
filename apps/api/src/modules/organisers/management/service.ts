// Organiser management (issue 20 "Who", decision 0067): staff of a region add an organiser to it. The
// address is in one of the region's municipalities (400 otherwise); a region has one organiser of a name
// per municipality (whatever case or accents: 409), checked with the region's row locked so that two
// creations at once cannot both pass. The organiser, its search document (a trigger) and the audit line
// are one transaction; a refusal writes nothing. Its first ADMIN is invited next, by the staff module.
// SQL only in repository.ts.
import type { Kysely } from "kysely";
import type { CreateOrganiserRequest, ManagedOrganiser } from "@vtp/contracts/organiser-management";
import { ProblemError } from "@vtp/contracts/problem";
import type { DB } from "@vtp/db/schema";
import { recordAudit, requireCardSystemStaff, type StaffPrincipal } from "../../staff/service.ts";
import {
  findOrganiserRecord,
  findRegionMunicipality,
  insertOrganiser,
  lockCardSystem,
  organiserNameTaken,
  type OrganiserRecord,
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
  };
}

/** POST /v4/organizers: a new organiser in the region, audited (`organiser.create`). */
export async function createManagedOrganiser(
  deps: OrganiserManagementDeps,
  principal: StaffPrincipal,
  input: { cardSystemId: number; organiser: CreateOrganiserRequest },
): Promise<ManagedOrganiser> {
  const cardSystemId = await requireCardSystemStaff(deps, principal, { cardSystemId: input.cardSystemId });
  const { organiser } = input;
  const municipality = await findRegionMunicipality(deps.db, { cardSystemId, ...organiser.address });
  if (municipality === undefined) {
    throw new ProblemError("municipality-not-in-region", { detail: `${organiser.address.postalCode} ${organiser.address.city}` });
  }
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockCardSystem(trx, cardSystemId))) throw new ProblemError("missing-permission");
    if (await organiserNameTaken(trx, { cardSystemId, municipalityId: municipality.id, name: organiser.name })) {
      throw new ProblemError("organizer-exists");
    }
    const id = await insertOrganiser(trx, {
      name: organiser.name,
      cardSystemId,
      municipalityId: municipality.id,
      street: organiser.address.street ?? null,
      email: organiser.email ?? null,
      phone: organiser.phone ?? null,
      websiteUrl: organiser.websiteUrl ?? null,
      description: organiser.description ?? null,
      location: organiser.location ?? null,
      types: organiser.types ?? [],
      createdAt: now,
    });
    await recordAudit({ db: trx, clock: deps.clock }, principal, {
      action: "organiser.create",
      organiserId: id,
      cardSystemId,
      object: { type: "organiser", id: String(id) },
    });
    const record = await findOrganiserRecord(trx, id);
    if (record === undefined) throw new Error(`organisatie ${id} niet teruggevonden`);
    return managedOrganiser(record);
  });
}
