// Favourites and the savings goal (issue 23, decision 0059). A holder keeps ("Bewaar") a reward, a
// place or an activity; only their own, always the caller's holder. The rules: the object must exist
// (else FAVOURITE_OBJECT_NOT_FOUND and nothing is written); keeping is idempotent (a replay writes
// nothing); at most FAVOURITES_LIMIT per holder, counted under a lock on the holder's row so two keeps
// at once cannot pass it together; one savings goal per holder (the database's partial UNIQUE index),
// only a reward that costs points, kept as a favourite too; letting the goal's reward go ends the goal.
import type { Kysely } from "kysely";
import {
  FAVOURITES_LIMIT,
  type FavouriteKind,
  type FavouriteList,
  type FavouriteState,
  type SavingsGoalBody,
} from "@vtp/contracts/favourites";
import { ProblemError } from "@vtp/contracts/problem";
import type { DB } from "@vtp/db/schema";
import type { HolderIdentity } from "../auth/plugin.ts";
import * as repo from "./repository.ts";

export interface FavouritesDeps {
  db: Kysely<DB>;
  clock: () => Date;
}

function holderOf(identity: HolderIdentity): string {
  if (identity.holderId === null) throw new ProblemError("NO_CARD", { detail: "Dit account heeft geen gekoppelde pas." });
  return identity.holderId;
}

async function requireObject(db: Kysely<DB>, kind: FavouriteKind, objectId: number): Promise<repo.ObjectFacts> {
  const facts = await repo.findObject(db, kind, objectId);
  if (facts === undefined) throw new ProblemError("FAVOURITE_OBJECT_NOT_FOUND");
  return facts;
}

async function stateOf(db: Kysely<DB>, holderId: string, kind: FavouriteKind, objectId: number): Promise<FavouriteState> {
  const row = await repo.findFavourite(db, holderId, kind, objectId);
  return { kind, objectId, favourite: row !== undefined, savingsGoal: row?.savingsGoal ?? false };
}

/** Keeps the object unless kept already; refuses the one past the limit. Call inside a transaction. */
async function keep(trx: Kysely<DB>, holderId: string, kind: FavouriteKind, objectId: number, now: Date): Promise<void> {
  await repo.lockHolder(trx, holderId);
  if ((await repo.findFavourite(trx, holderId, kind, objectId)) !== undefined) return;
  if ((await repo.countFavourites(trx, holderId)) >= FAVOURITES_LIMIT) throw new ProblemError("FAVOURITES_LIMIT_REACHED");
  await repo.insertFavourite(trx, holderId, kind, objectId, now);
}

export async function listFavourites(deps: FavouritesDeps, identity: HolderIdentity): Promise<FavouriteList> {
  const rows = await repo.listFavourites(deps.db, holderOf(identity), deps.clock());
  return {
    favourites: rows.map((r) => ({
      kind: r.kind,
      objectId: r.objectId,
      title: r.title,
      detail: r.detail,
      points: r.points,
      date: r.date === null ? null : r.date.toISOString(),
      current: r.current,
      savingsGoal: r.savingsGoal,
      savedAt: r.savedAt.toISOString(),
    })),
    limit: FAVOURITES_LIMIT,
  };
}

export async function getFavourite(deps: FavouritesDeps, identity: HolderIdentity, kind: FavouriteKind, objectId: number) {
  const holderId = holderOf(identity);
  await requireObject(deps.db, kind, objectId);
  return stateOf(deps.db, holderId, kind, objectId);
}

export async function addFavourite(deps: FavouritesDeps, identity: HolderIdentity, kind: FavouriteKind, objectId: number) {
  const holderId = holderOf(identity);
  await requireObject(deps.db, kind, objectId);
  return deps.db.transaction().execute(async (trx) => {
    await keep(trx, holderId, kind, objectId, deps.clock());
    return stateOf(trx, holderId, kind, objectId);
  });
}

export async function removeFavourite(deps: FavouritesDeps, identity: HolderIdentity, kind: FavouriteKind, objectId: number) {
  const holderId = holderOf(identity);
  await requireObject(deps.db, kind, objectId);
  await repo.deleteFavourite(deps.db, holderId, kind, objectId);
  return stateOf(deps.db, holderId, kind, objectId);
}

/** The reward becomes the goal (kept too when it was not); the previous goal stays kept. */
export async function setSavingsGoal(deps: FavouritesDeps, identity: HolderIdentity, body: SavingsGoalBody): Promise<FavouriteState> {
  const holderId = holderOf(identity);
  const facts = await requireObject(deps.db, "reward", body.rewardId);
  if (facts.points === null || facts.points === 0) throw new ProblemError("SAVINGS_GOAL_WITHOUT_POINTS");
  return deps.db.transaction().execute(async (trx) => {
    await keep(trx, holderId, "reward", body.rewardId, deps.clock());
    await repo.clearGoal(trx, holderId);
    await repo.markGoal(trx, holderId, body.rewardId);
    return stateOf(trx, holderId, "reward", body.rewardId);
  });
}

export async function clearSavingsGoal(deps: FavouritesDeps, identity: HolderIdentity): Promise<{ rewardId: null }> {
  await repo.clearGoal(deps.db, holderOf(identity));
  return { rewardId: null };
}

/** The holder's savings goal (a reward id) or null: the rewards list names it for the dashboard. */
export async function savingsGoalOf(db: Kysely<DB>, holderId: string): Promise<number | null> {
  return repo.findGoal(db, holderId);
}
