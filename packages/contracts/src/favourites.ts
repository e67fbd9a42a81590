// Favourites and the savings goal (issue 23 "Favourites and a savings goal", decision 0059): a holder
// stars ("Bewaar") a reward, a place or an activity; "Bewaard" lists them; one starred reward can be the
// savings goal ("spaardoel"), which the dashboard shows with its progress (the goal's id travels in
// listHolderRewards' answer, so the dashboard asks nothing more). Not in the spec; the feature's name in
// every layer is `favourites` (api modules/favourites, web features/favourites), "Bewaard" on screen.
import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";
import { databaseId, databaseIdParam } from "./fields.ts";
import type { ProblemCodeDefinition } from "./problem.ts";

export const FAVOURITE_KINDS = ["reward", "place", "activity"] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

/** How many things one holder can keep (the server refuses the next one). */
export const FAVOURITES_LIMIT = 200;

const isoDateTime = z.iso.datetime({ offset: true });

/** Whether the caller keeps one object, and whether it is their savings goal. */
export const favouriteStateSchema = z.object({
  kind: z.enum(FAVOURITE_KINDS),
  objectId: z.number().int(),
  favourite: z.boolean(),
  savingsGoal: z.boolean(),
});
export type FavouriteState = z.infer<typeof favouriteStateSchema>;

export const favouriteSchema = z.object({
  kind: z.enum(FAVOURITE_KINDS),
  objectId: z.number().int(),
  /** The reward's or activity's title, the place's name. */
  title: z.string(),
  /** A reward: where it is handed out ("Vooruit, Gent" or "Online"); a place: its municipality; an activity: its place. */
  detail: z.string().nullable(),
  /** A reward's points (null for a place or an activity). */
  points: z.number().int().min(0).nullable(),
  /** A reward: the last moment it can be redeemed; an activity: its start while still to come; else null. */
  date: isoDateTime.nullable(),
  /** False when it can no longer be had (a reward ended or past its period, an activity ended or past, a place its region ended). */
  current: z.boolean(),
  savingsGoal: z.boolean(),
  savedAt: isoDateTime,
});
export type Favourite = z.infer<typeof favouriteSchema>;

/** Newest first; rewards, places and activities together (the page groups them). */
export const favouriteListSchema = z.object({
  favourites: z.array(favouriteSchema),
  limit: z.number().int(),
});
export type FavouriteList = z.infer<typeof favouriteListSchema>;

export const favouriteParamsSchema = z.object({ kind: z.enum(FAVOURITE_KINDS), objectId: databaseIdParam() });

export const savingsGoalBodySchema = z.strictObject({ rewardId: databaseId() });
export type SavingsGoalBody = z.infer<typeof savingsGoalBodySchema>;

export const savingsGoalSchema = z.object({ rewardId: z.number().int().nullable() });

/** Problem codes of the favourites, owned here and spread into the catalogue (problem.ts). */
export const favouriteProblemCodes = {
  FAVOURITE_OBJECT_NOT_FOUND: {
    status: 404,
    title: "No such reward, place or activity",
    nl: "Dit voordeel, deze plek of deze activiteit vonden we niet.",
  },
  FAVOURITES_LIMIT_REACHED: {
    status: 409,
    title: "The holder keeps the most favourites allowed",
    nl: `Je hebt al ${FAVOURITES_LIMIT} dingen bewaard. Haal er eerst een weg bij Bewaard.`,
  },
  SAVINGS_GOAL_WITHOUT_POINTS: {
    status: 400,
    title: "A savings goal must cost points",
    nl: "Voor dit voordeel hoef je geen punten te sparen, dus het kan je spaardoel niet zijn.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;

export const listFavourites = defineEndpoint({
  method: "GET",
  path: "/user/favourites",
  operationId: "listFavourites",
  summary: "Wat de aangemelde pashouder bewaard heeft (voordelen, plekken, activiteiten), nieuwste eerst",
  tag: "favourites",
  auth: "bearer",
  response: favouriteListSchema,
  problems: ["NO_CARD"],
});

export const getFavourite = defineEndpoint({
  method: "GET",
  path: "/user/favourites/:kind/:objectId",
  operationId: "getFavourite",
  summary: "Heeft de pashouder dit bewaard, en is het zijn spaardoel?",
  tag: "favourites",
  auth: "bearer",
  params: favouriteParamsSchema,
  response: favouriteStateSchema,
  problems: ["NO_CARD", "FAVOURITE_OBJECT_NOT_FOUND"],
});

/** Idempotent: keeping what is already kept changes nothing. */
export const addFavourite = defineEndpoint({
  method: "PUT",
  path: "/user/favourites/:kind/:objectId",
  operationId: "addFavourite",
  summary: "Een voordeel, plek of activiteit bewaren",
  tag: "favourites",
  auth: "bearer",
  params: favouriteParamsSchema,
  response: favouriteStateSchema,
  problems: ["NO_CARD", "FAVOURITE_OBJECT_NOT_FOUND", "FAVOURITES_LIMIT_REACHED"],
});

/** Idempotent; removing the savings goal's reward also ends the goal. */
export const removeFavourite = defineEndpoint({
  method: "DELETE",
  path: "/user/favourites/:kind/:objectId",
  operationId: "removeFavourite",
  summary: "Iets niet langer bewaren",
  tag: "favourites",
  auth: "bearer",
  params: favouriteParamsSchema,
  response: favouriteStateSchema,
  problems: ["NO_CARD", "FAVOURITE_OBJECT_NOT_FOUND"],
});

/** Makes a reward the savings goal (keeping it when it was not kept yet); the previous goal stays kept. */
export const setSavingsGoal = defineEndpoint({
  method: "PUT",
  path: "/user/savings-goal",
  operationId: "setSavingsGoal",
  summary: "Een voordeel als spaardoel kiezen",
  tag: "favourites",
  auth: "bearer",
  body: savingsGoalBodySchema,
  response: favouriteStateSchema,
  problems: ["NO_CARD", "FAVOURITE_OBJECT_NOT_FOUND", "FAVOURITES_LIMIT_REACHED", "SAVINGS_GOAL_WITHOUT_POINTS"],
});

/** No goal from now on (the reward stays kept). */
export const clearSavingsGoal = defineEndpoint({
  method: "DELETE",
  path: "/user/savings-goal",
  operationId: "clearSavingsGoal",
  summary: "Geen spaardoel meer",
  tag: "favourites",
  auth: "bearer",
  response: savingsGoalSchema,
  problems: ["NO_CARD"],
});
