// Kysely table types of rewards at the counter (migration 0023, decision 0037): the use of a redeem code
// and the undo of a redemption, each at most once (their primary key). schema.ts puts them into DB,
// tableColumns and nullableColumns; schema-drift.test.ts checks them against the database.
import type { ColumnType } from "kysely";

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A redemption's code used at an organiser's counter: one row per redemption (used once). */
export interface RedemptionUsesTable {
  redemption_id: string;
  organiser_id: number;
  used_at: GeneratedTimestamp;
}

/** A redemption undone at the counter: one row per redemption (undone once), with the slot it gave back. */
export interface RedemptionUndosTable {
  redemption_id: string;
  organiser_id: number;
  period_key: string | null;
  slot: number | null;
  undone_at: GeneratedTimestamp;
}

export interface CounterRewardTables {
  redemption_uses: RedemptionUsesTable;
  redemption_undos: RedemptionUndosTable;
}

export const counterRewardTableColumns = {
  redemption_uses: ["redemption_id", "organiser_id", "used_at"],
  redemption_undos: ["redemption_id", "organiser_id", "period_key", "slot", "undone_at"],
} as const;

export const counterRewardNullableColumns = {
  redemption_uses: [],
  redemption_undos: ["period_key", "slot"],
} as const;
