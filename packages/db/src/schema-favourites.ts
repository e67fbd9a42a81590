// Kysely table types of the favourites and the savings goal (migration 0035, decision 0059). schema.ts
// puts them into DB, tableColumns and nullableColumns; schema-drift.test.ts checks them against the database.
import type { ColumnType, Generated, GeneratedAlways } from "kysely";

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type FavouriteKindColumn = "reward" | "place" | "activity";

/** What a holder keeps; PRIMARY KEY (holder_id, kind, object_id); one savings_goal per holder (partial UNIQUE). */
export interface FavouritesTable {
  holder_id: string;
  kind: FavouriteKindColumn;
  /** Set exactly when kind = 'reward' (CHECK), and so on for the two others. */
  reward_id: number | null;
  organiser_id: number | null;
  activity_id: number | null;
  /** The one id the kind names (generated). */
  object_id: GeneratedAlways<number>;
  /** Only a reward (CHECK); at most one per holder (UNIQUE index WHERE savings_goal). */
  savings_goal: Generated<boolean>;
  created_at: GeneratedTimestamp;
}

export interface FavouriteTables {
  favourites: FavouritesTable;
}

export const favouriteTableColumns = {
  favourites: ["holder_id", "kind", "reward_id", "organiser_id", "activity_id", "object_id", "savings_goal", "created_at"],
} as const;

export const favouriteNullableColumns = {
  favourites: ["reward_id", "organiser_id", "activity_id"],
} as const;
