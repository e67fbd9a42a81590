// Rewards an organiser manages (issue 20, decision 0046): an ADMIN of the organiser creates, edits and
// ends its rewards; its staff list them, the ended ones too. A reward belongs to the organiser's region
// (the only region it can offer it in), is handed out at the organiser's counter and/or taken online, and
// is redeemed by the one cash-in rule of the holder's app and the counter (../service.ts). An edit cannot
// bring the units below those already taken; an end is for good and never deletes (the redemptions and
// their codes stay). Every create, edit and end is in the audit log, in its transaction; a refusal writes
// nothing. SQL only in repository.ts.
import type { Kysely } from "kysely";
import type { ManagedReward, ManagedRewards, RewardRequest } from "@vtp/contracts/reward-management";
import { ProblemError } from "@vtp/contracts/problem";
import type { DB } from "@vtp/db/schema";
import { recordAudit, requireOrganiserRole, requireRunningOrganiser, type StaffPrincipal } from "../../staff/service.ts";
import { sanitizeDescription } from "../search.ts";
import {
  findManagedReward,
  insertManagedReward,
  listManagedRewardRecords,
  lockManagedReward,
  markOrganiserRewardsEnded,
  markRewardEnded,
  setHandedOutAtCounter,
  updateManagedReward,
  type ManagedRewardRecord,
  type RewardValues,
} from "./repository.ts";

export interface RewardManagementDeps {
  db: Kysely<DB>;
  clock: () => Date;
}

/** The organiser's region: the one a reward of it is offered in (400 when the organiser has none). */
function regionOf(principal: StaffPrincipal, organiserId: number): number {
  const cardSystemId = principal.organisers.get(organiserId)?.cardSystemId ?? null;
  if (cardSystemId === null) throw new ProblemError("organizer-without-card-system");
  return cardSystemId;
}

/** Only the organiser's own region may be asked for (a foreign one: 400, nothing written). */
function requireOwnRegions(request: RewardRequest, cardSystemId: number): void {
  const foreign = (request.cardSystemIds ?? []).findIndex((id) => Number(id) !== cardSystemId);
  if (foreign >= 0) {
    throw new ProblemError("reward-card-system-not-allowed", {
      schemaErrors: [
        { jsonPointer: `/cardSystemIds/${foreign}`, error: "Je kan een voordeel enkel aanbieden in de regio van je organisatie." },
      ],
    });
  }
}

function valuesOf(request: RewardRequest, now: Date): RewardValues {
  const redeemStart = new Date(request.redeemPeriod.begin);
  const redeemEnd = request.redeemPeriod.end == null ? null : new Date(request.redeemPeriod.end);
  if (redeemEnd !== null && redeemEnd.getTime() < now.getTime()) {
    throw new ProblemError("reward-in-the-past", {
      schemaErrors: [{ jsonPointer: "/redeemPeriod/end", error: "Het einde van de omruilperiode ligt in het verleden." }],
    });
  }
  const description = request.description == null ? "" : sanitizeDescription(request.description).trim();
  const welcome = request.type === "WELCOME";
  return {
    title: request.title,
    description: description === "" ? null : description,
    type: request.type,
    points: welcome ? 0 : (request.points ?? 0),
    category: request.category,
    maxUnits: request.maxAvailableUnits ?? null,
    // A welcome reward is taken once per holder by its type (perHolderLimit), without a limit of its own.
    perHolderVolume: welcome ? null : (request.redeemLimit?.volume ?? null),
    perHolderPeriod: welcome ? null : (request.redeemLimit?.periodType ?? null),
    redeemStart,
    redeemEnd,
    online: request.online,
  };
}

export function managedRewardView(record: ManagedRewardRecord): ManagedReward {
  return {
    id: String(record.id),
    organizerId: String(record.organiserId),
    title: record.title,
    description: record.description === null ? null : sanitizeDescription(record.description),
    type: record.type,
    points: record.points,
    category: record.category,
    maxAvailableUnits: record.maxUnits,
    unitsTaken: record.unitsTaken,
    redeemLimit:
      record.perHolderVolume === null || record.perHolderPeriod === null
        ? null
        : { volume: record.perHolderVolume, periodType: record.perHolderPeriod },
    redeemPeriod: { begin: record.redeemStart.toISOString(), end: record.redeemEnd?.toISOString() ?? null },
    cardSystems: record.cardSystems.map((s) => ({ id: String(s.id), name: s.name })),
    atCounter: record.atCounter,
    online: record.online,
    status: record.endedAt === null ? "ACTIVE" : "ENDED",
    endedDate: record.endedAt?.toISOString() ?? null,
    creationDate: record.createdAt.toISOString(),
  };
}

async function reload(db: Kysely<DB>, id: number): Promise<ManagedReward> {
  const record = await findManagedReward(db, id);
  if (record === undefined) throw new Error(`voordeel ${id} verdwenen`);
  return managedRewardView(record);
}

async function audit(
  deps: RewardManagementDeps,
  principal: StaffPrincipal,
  action: string,
  organiserId: number,
  rewardId: number,
): Promise<void> {
  await recordAudit(deps, principal, { action, organiserId, object: { type: "reward", id: String(rewardId) } });
}

/** The reward of this organiser, locked in the transaction, else 404 reward-not-found (another's reveals nothing); 409 when ended. */
async function lockOwnRunningReward(db: Kysely<DB>, organiserId: number, rewardId: string) {
  const locked = await lockManagedReward(db, Number(rewardId)); // v4's rewardId is our reward id
  if (locked === undefined || locked.organiserId !== organiserId) throw new ProblemError("reward-not-found");
  if (locked.endedAt !== null) throw new ProblemError("reward-ended");
  return locked;
}

export async function listManagedRewards(
  deps: RewardManagementDeps,
  principal: StaffPrincipal,
  input: { organiserId: number },
): Promise<ManagedRewards> {
  requireOrganiserRole(principal, input.organiserId, "MEMBER");
  const member = (await listManagedRewardRecords(deps.db, input.organiserId)).map(managedRewardView);
  return { totalItems: member.length, member };
}

export async function createManagedReward(
  deps: RewardManagementDeps,
  principal: StaffPrincipal,
  input: { organiserId: number; reward: RewardRequest },
): Promise<ManagedReward> {
  requireOrganiserRole(principal, input.organiserId, "ADMIN");
  const cardSystemId = regionOf(principal, input.organiserId);
  requireOwnRegions(input.reward, cardSystemId);
  const now = deps.clock();
  const values = valuesOf(input.reward, now);
  return deps.db.transaction().execute(async (trx) => {
    await requireRunningOrganiser(trx, input.organiserId);
    const id = await insertManagedReward(trx, { organiserId: input.organiserId, cardSystemId, values, createdAt: now });
    await setHandedOutAtCounter(trx, id, input.organiserId, input.reward.atCounter);
    await audit({ db: trx, clock: deps.clock }, principal, "reward.create", input.organiserId, id);
    return reload(trx, id);
  });
}

export async function editManagedReward(
  deps: RewardManagementDeps,
  principal: StaffPrincipal,
  input: { organiserId: number; rewardId: string; reward: RewardRequest },
): Promise<ManagedReward> {
  requireOrganiserRole(principal, input.organiserId, "ADMIN");
  const cardSystemId = regionOf(principal, input.organiserId);
  requireOwnRegions(input.reward, cardSystemId);
  const values = valuesOf(input.reward, deps.clock());
  return deps.db.transaction().execute(async (trx) => {
    const locked = await lockOwnRunningReward(trx, input.organiserId, input.rewardId);
    if (locked.type !== values.type) {
      // A welcome reward is taken once per holder by its type: changing it would change what was redeemed.
      const message = "Het soort voordeel (met punten of welkomstvoordeel) kan niet veranderen. Maak een nieuw voordeel.";
      throw new ProblemError("validation", { nl: message, schemaErrors: [{ jsonPointer: "/type", error: message }] });
    }
    if (values.maxUnits !== null && values.maxUnits < locked.unitsTaken) {
      const message = `Er werden al ${locked.unitsTaken} eenheden omgeruild: kies minstens ${locked.unitsTaken}.`;
      throw new ProblemError("reward-units-below-taken", {
        nl: message,
        schemaErrors: [{ jsonPointer: "/maxAvailableUnits", error: message }],
      });
    }
    const id = Number(input.rewardId);
    await updateManagedReward(trx, id, values);
    await setHandedOutAtCounter(trx, id, input.organiserId, input.reward.atCounter);
    await audit({ db: trx, clock: deps.clock }, principal, "reward.update", input.organiserId, id);
    return reload(trx, id);
  });
}

export async function endManagedReward(
  deps: RewardManagementDeps,
  principal: StaffPrincipal,
  input: { organiserId: number; rewardId: string },
): Promise<ManagedReward> {
  requireOrganiserRole(principal, input.organiserId, "ADMIN");
  return deps.db.transaction().execute(async (trx) => {
    await lockOwnRunningReward(trx, input.organiserId, input.rewardId);
    const id = Number(input.rewardId);
    await markRewardEnded(trx, id, deps.clock());
    await audit({ db: trx, clock: deps.clock }, principal, "reward.end", input.organiserId, id);
    return reload(trx, id);
  });
}

/**
 * Ends the rewards of an organiser its region ends (organiser management, in that transaction: the caller
 * has checked the region's staff and writes the audit line): those it manages, and the region's own that
 * only ended organisers hand out (not those taken online); how many ended.
 */
export function endRewardsOfOrganiser(db: Kysely<DB>, organiserId: number, at: Date): Promise<number> {
  return markOrganiserRewardsEnded(db, organiserId, at);
}
