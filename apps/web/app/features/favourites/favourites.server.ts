// Favourites on the server (decision 0059): the "Bewaard" page's loader and action (make a reward the
// savings goal, no goal, let something go), the star's post on any page that shows one (`starAction`:
// the page's own action calls it first), and a page's star state (`favouriteStateFor`). Plain forms: it
// all works without JavaScript; with it, the star posts through a fetcher and the page stays.
import {
  addFavourite,
  clearSavingsGoal,
  FAVOURITE_KINDS,
  getFavourite,
  listFavourites,
  removeFavourite,
  setSavingsGoal,
  type FavouriteKind,
  type FavouriteList,
  type FavouriteState,
} from "@vtp/contracts/favourites";
import { favouritesCopy, starCopy } from "../../copy/favourites.ts";
import { ApiError, problemOf } from "../../server/api.server.ts";
import { callApiAsHolder, currentAuth, requireAuth, type RequestArgs } from "../../server/current.server.ts";

export type FavouritesPageData = { state: "no-card" } | { state: "ok"; list: FavouriteList };

export async function loadFavouritesPage(args: RequestArgs): Promise<FavouritesPageData> {
  try {
    return { state: "ok", list: await callApiAsHolder(args, listFavourites, {}) };
  } catch (error) {
    if (problemOf(listFavourites, error)?.code === "NO_CARD") return { state: "no-card" };
    throw error;
  }
}

function kindOf(value: FormDataEntryValue | null): FavouriteKind | null {
  return FAVOURITE_KINDS.find((k) => k === value) ?? null;
}

function idOf(value: FormDataEntryValue | null): number | null {
  const text = String(value ?? "");
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}

/** The answer of a star's post: the new state (the toggle shows it), or the refusal in Dutch. */
export type StarActionResult = { star: true; state?: FavouriteState; done?: string; error?: string };

/**
 * The star's post (`intent=favourite`, `kind`, `objectId`, `keep` 1 or 0); null when the form is not a
 * star's, so the page's own action goes on. A visitor is sent to the login first.
 */
export async function starAction(args: RequestArgs, form: FormData): Promise<StarActionResult | null> {
  if (form.get("intent") !== "favourite") return null;
  await requireAuth(args);
  const kind = kindOf(form.get("kind"));
  const objectId = idOf(form.get("objectId"));
  if (kind === null || objectId === null) return { star: true, error: starCopy.failed };
  const keep = form.get("keep") === "1";
  try {
    const params = { kind, objectId };
    const state = keep ? await callApiAsHolder(args, addFavourite, { params }) : await callApiAsHolder(args, removeFavourite, { params });
    return { star: true, state, done: state.favourite ? starCopy.keptNotice : starCopy.releasedNotice };
  } catch (error) {
    if (error instanceof ApiError) return { star: true, error: error.userMessage || starCopy.failed };
    throw error;
  }
}

/** Whether the signed-in holder keeps this object; null for a visitor or when it cannot be known now. */
export async function favouriteStateFor(args: RequestArgs, kind: FavouriteKind, objectId: number): Promise<FavouriteState | null> {
  if ((await currentAuth(args)) === null) return null;
  try {
    return await callApiAsHolder(args, getFavourite, { params: { kind, objectId } });
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

export type FavouritesActionResult = { done?: string; error?: string };

/** The "Bewaard" page's forms: `goal` (rewardId), `no-goal`, `remove` (kind, objectId); each with its title for the notice. */
export async function favouritesAction(args: RequestArgs): Promise<FavouritesActionResult> {
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  const title = String(form.get("title") ?? "").slice(0, 200);
  try {
    if (intent === "no-goal") {
      await callApiAsHolder(args, clearSavingsGoal, {});
      return { done: favouritesCopy.goalCleared };
    }
    const objectId = idOf(form.get("objectId"));
    if (objectId === null) return { error: favouritesCopy.failed };
    if (intent === "goal") {
      await callApiAsHolder(args, setSavingsGoal, { body: { rewardId: objectId } });
      return { done: favouritesCopy.goalSet(title) };
    }
    const kind = kindOf(form.get("kind"));
    if (intent !== "remove" || kind === null) return { error: favouritesCopy.failed };
    await callApiAsHolder(args, removeFavourite, { params: { kind, objectId } });
    return { done: favouritesCopy.removed(title) };
  } catch (error) {
    if (error instanceof ApiError) return { error: error.userMessage || favouritesCopy.failed };
    throw error;
  }
}
