// Kysely table types of rewards and the wallet (migrations 0003-0006): rewards with where they hold, the
// redemptions of a cash-in, the regions' coupons and the holders' coupons, and the holders' association
// memberships. The points ledger stays in schema.ts with the holders. schema.ts puts these into DB,
// tableColumns and nullableColumns; schema-drift.test.ts checks them against the database.
import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type { CouponDiscountKind } from "./schema-ticket-sales.ts";
import type {
  Timestamp,
  GeneratedTimestamp,
  DateString,
  Period,
  RewardType,
  RewardCategory,
  RewardStatus,
  WalletStatus,
} from "./schema.ts";

export interface RewardsTable {
  id: Generated<number>;
  type: RewardType;
  title: string;
  description: string | null;
  card_system_id: number;
  all_card_systems: Generated<boolean>;
  points: Generated<number>;
  category: RewardCategory;
  publication_start: Timestamp;
  publication_end: Timestamp | null;
  redeem_start: Timestamp;
  redeem_end: Timestamp | null;
  max_units: number | null;
  /** CHECK (max_units IS NULL OR units_taken <= max_units); = units_imported + its redemptions. */
  units_taken: Generated<number>;
  /** Units taken before this system kept redemptions (imported counts; no redemption rows). */
  units_imported: Generated<number>;
  per_holder_volume: number | null;
  per_holder_period: Period | null;
  requires_kansenstatuut: Generated<boolean>;
  for_kids: Generated<boolean>;
  sport: Generated<boolean>;
  featured: Generated<boolean>;
  online: Generated<boolean>;
  more_info_url: string | null;
  picture_url: string | null;
  status: ColumnType<RewardStatus, RewardStatus | undefined, RewardStatus>;
  created_at: GeneratedTimestamp;
  /** The organiser that manages it (migration 0028); NULL for the region's own and imported rewards. */
  organiser_id: number | null;
  /** Ended by its organiser, once, for good (then INACTIVE; migration 0028). */
  ended_at: Timestamp | null;
}

export interface RewardCardSystemsTable {
  reward_id: number;
  card_system_id: number;
  /** The region switched this reward off (NOT_POSSIBLE_DISABLED_BY_CARD_SYSTEM). */
  disabled: Generated<boolean>;
}

export interface RewardOrganisersTable {
  reward_id: number;
  organiser_id: number;
}

export interface RewardCitiesTable {
  reward_id: number;
  municipality_id: number;
}

export interface RedemptionsTable {
  id: Generated<string>;
  holder_id: string;
  reward_id: number;
  redeemed_by_holder_id: string | null;
  organiser_id: number | null;
  redeemed_at: GeneratedTimestamp;
  points_spent: number;
  redeem_code: string;
  /** Per-holder limit period and slot (1..per_holder_volume); both NULL when the reward has no limit. */
  period_key: string | null;
  slot: number | null;
  /** The client's key of a cash-in request; UNIQUE (holder_id, idempotency_key): a retry answers the same redemption. */
  idempotency_key: string | null;
}

export interface CouponsTable {
  id: Generated<number>;
  card_system_id: number;
  name: string;
  description: string | null;
  social_tariff_only: Generated<boolean>;
  created_at: GeneratedTimestamp;
  /** The ticket discount (migration 0022); NULL: the coupon is no ticket tariff. PERCENT 1-100, else cents. */
  discount_kind: CouponDiscountKind | null;
  discount_value: number | null;
}

export interface HolderCouponsTable {
  id: Generated<string>;
  holder_id: string;
  coupon_id: number;
  valid_from: DateString;
  valid_until: DateString;
  status: ColumnType<WalletStatus, WalletStatus | undefined, WalletStatus>;
  turns_per_period: number | null;
  period: Period | null;
  /** The period turns_used counts for; a new period starts again at 0. */
  period_key: string | null;
  turns_used: Generated<number>;
}

export interface AssociationMembershipsTable {
  id: Generated<string>;
  holder_id: string;
  association_name: string;
  status: ColumnType<WalletStatus, WalletStatus | undefined, WalletStatus>;
  end_date: DateString | null;
  renewable: Generated<boolean>;
  created_at: GeneratedTimestamp;
}

export interface RewardTables {
  rewards: RewardsTable;
  reward_card_systems: RewardCardSystemsTable;
  reward_organisers: RewardOrganisersTable;
  reward_cities: RewardCitiesTable;
  redemptions: RedemptionsTable;
  coupons: CouponsTable;
  holder_coupons: HolderCouponsTable;
  association_memberships: AssociationMembershipsTable;
}

export const rewardTableColumns = {
  rewards: [
    "id",
    "type",
    "title",
    "description",
    "card_system_id",
    "all_card_systems",
    "points",
    "category",
    "publication_start",
    "publication_end",
    "redeem_start",
    "redeem_end",
    "max_units",
    "units_taken",
    "per_holder_volume",
    "per_holder_period",
    "requires_kansenstatuut",
    "for_kids",
    "sport",
    "featured",
    "online",
    "more_info_url",
    "picture_url",
    "status",
    "created_at",
    "units_imported",
    "organiser_id",
    "ended_at",
  ],
  reward_card_systems: ["reward_id", "card_system_id", "disabled"],
  reward_organisers: ["reward_id", "organiser_id"],
  reward_cities: ["reward_id", "municipality_id"],
  redemptions: [
    "id",
    "holder_id",
    "reward_id",
    "redeemed_by_holder_id",
    "organiser_id",
    "redeemed_at",
    "points_spent",
    "redeem_code",
    "period_key",
    "slot",
    "idempotency_key",
  ],
  coupons: ["id", "card_system_id", "name", "description", "social_tariff_only", "created_at", "discount_kind", "discount_value"],
  holder_coupons: [
    "id",
    "holder_id",
    "coupon_id",
    "valid_from",
    "valid_until",
    "status",
    "turns_per_period",
    "period",
    "period_key",
    "turns_used",
  ],
  association_memberships: ["id", "holder_id", "association_name", "status", "end_date", "renewable", "created_at"],
} as const;

export const rewardNullableColumns = {
  rewards: [
    "description",
    "publication_end",
    "redeem_end",
    "max_units",
    "per_holder_volume",
    "per_holder_period",
    "more_info_url",
    "picture_url",
    "organiser_id",
    "ended_at",
  ],
  reward_card_systems: [],
  reward_organisers: [],
  reward_cities: [],
  redemptions: ["redeemed_by_holder_id", "organiser_id", "period_key", "slot", "idempotency_key"],
  coupons: ["description", "discount_kind", "discount_value"],
  holder_coupons: ["turns_per_period", "period", "period_key"],
  association_memberships: ["end_date"],
} as const;

export type Reward = Selectable<RewardsTable>;
export type NewReward = Insertable<RewardsTable>;
export type Redemption = Selectable<RedemptionsTable>;
export type NewRedemption = Insertable<RedemptionsTable>;
export type Coupon = Selectable<CouponsTable>;
export type HolderCoupon = Selectable<HolderCouponsTable>;
export type AssociationMembership = Selectable<AssociationMembershipsTable>;
