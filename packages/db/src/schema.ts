// Kysely table types for the migrated schema (see migrations/), with the schema-<area>.ts files it
// gathers. `tableColumns` below is the runtime twin of these types; schema-drift.test.ts checks both
// against the real database.
//
// Value conventions (the same on PGlite and node-postgres, see database.ts):
// - timestamptz -> Date (write Date or ISO string)
// - date        -> "YYYY-MM-DD" string
// - bigint, numeric -> number
// - jsonb       -> parsed value on read; write JSON.stringify(value) (node-postgres would turn a JS
//                  array into a PostgreSQL array literal)
// - text[]      -> string[]
import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, SelectType, Updateable } from "kysely";
import { onlineRequestNullableColumns, onlineRequestTableColumns, type OnlineRequestTables } from "./schema-online-request.ts";
import { searchNullableColumns, searchTableColumns, type SearchTables } from "./schema-search.ts";
import { identityNullableColumns, identityTableColumns, type IdentityTables } from "./schema-identity.ts";
import { rewardNullableColumns, rewardTableColumns, type RewardTables } from "./schema-rewards.ts";
import { staffNullableColumns, staffTableColumns, type StaffTables } from "./schema-staff.ts";
import { ticketSaleNullableColumns, ticketSaleTableColumns, type TicketSaleTables } from "./schema-ticket-sales.ts";
import { reportNullableColumns, reportTableColumns, type ReportTables } from "./schema-reports.ts";
import { counterRewardNullableColumns, counterRewardTableColumns, type CounterRewardTables } from "./schema-counter-rewards.ts";
import { messageNullableColumns, messageTableColumns, type MessageTables } from "./schema-messages.ts";
import { familyInvitationNullableColumns, familyInvitationTableColumns, type FamilyInvitationTables } from "./schema-family-invitations.ts";
import { favouriteNullableColumns, favouriteTableColumns, type FavouriteTables } from "./schema-favourites.ts";
import { pushNullableColumns, pushTableColumns, type PushTables } from "./schema-push.ts";

export type * from "./schema-online-request.ts";
export type * from "./schema-search.ts";
export type * from "./schema-identity.ts";
export type * from "./schema-rewards.ts";
export type * from "./schema-staff.ts";
export type * from "./schema-ticket-sales.ts";
export type * from "./schema-reports.ts";
export type * from "./schema-counter-rewards.ts";
export type * from "./schema-messages.ts";
export type * from "./schema-family-invitations.ts";
export type * from "./schema-favourites.ts";
export type * from "./schema-push.ts";

export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A `date` column: always "YYYY-MM-DD". */
export type DateString = string;
/** jsonb: read as the parsed value, written as a JSON string. */
export type Json<T> = ColumnType<T, string, string>;
export type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

export type Period = "ABSOLUTE" | "DAY" | "WEEK" | "MONTH" | "QUARTER" | "YEAR";
export type OnlineRegistration = "ALL" | "REGULAR" | "SOCIALTARIFF" | "NONE";
export type Gender = "MALE" | "FEMALE" | "X";
export type CardStatus = "STOCK" | "ACTIVE" | "BLOCKED" | "DELETED";
export type MembershipStatus = "ACTIVE" | "INACTIVE" | "BLOCKED";
export type KansenstatuutStatus = "ACTIVE" | "EXPIRED" | "SUSPENDED";
export type OrganiserType = "POINT_OF_SALE" | "POINT_OF_SALE_KANSENSTATUUT" | "CHECKIN" | "POINTS_PROMOTIONS";
export type RewardType = "POINTS" | "WELCOME";
export type RewardCategory = "Eten en drinken" | "Doen" | "Gadget of item" | "Goede doel";
export type RewardStatus = "ACTIVE" | "INACTIVE";
export type LedgerReason = "CHECKIN" | "REDEMPTION" | "CORRECTION";
export type WalletStatus = "ACTIVE" | "EXPIRED";
export type OrderStatus = "PENDING_PAYMENT" | "PENDING_UITID_CONNECT" | "COMPLETED" | "CANCELLED";
export type PaymentStatus = "OPEN" | "PAID" | "FAILED" | "CANCELLED" | "EXPIRED";
/** The price list of a region (card_system_prices); VOUCHER marks a person priced by a voucher. */
export type PriceCategory = "RESIDENT_ADULT" | "RESIDENT_CHILD" | "NON_RESIDENT_ADULT" | "NON_RESIDENT_CHILD" | "SOCIAL_TARIFF";
export type HolderPriceCategory = PriceCategory | "VOUCHER";
export type StandInPaymentStatus = "open" | "paid" | "failed" | "canceled" | "expired";
/** numeric(10,2): read as number, written as number or decimal string. */
export type Money = ColumnType<number, number | string, number | string>;

export interface CardSystemsTable {
  id: number;
  name: string;
  slug: string;
  colour: string;
  website_url: string | null;
  permanent: Generated<boolean>;
  online_registration: ColumnType<OnlineRegistration, OnlineRegistration | undefined, OnlineRegistration>;
  /** Days a region still honours an expired kansenstatuut (0 = none, 30 = the usual grace). */
  kansenstatuut_grace_days: Generated<number>;
  active: Generated<boolean>;
  /** The youngest age at which the region gives a card (online request: younger family members are the price error). */
  online_min_age: Generated<number>;
}

export interface MunicipalitiesTable {
  id: Generated<number>;
  postal_code: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  province: string | null;
  /** search_fold(name), generated (migration 0013): lower case, accents folded, dashes as spaces. */
  name_folded: GeneratedAlways<string>;
}

export interface CardSystemCitiesTable {
  card_system_id: number;
  municipality_id: number;
  online_registration: ColumnType<OnlineRegistration, OnlineRegistration | undefined, OnlineRegistration>;
}

export interface HoldersTable {
  id: Generated<string>;
  first_name: string;
  last_name: string;
  birth_date: DateString;
  gender: Gender | null;
  email: string | null;
  gsm: string | null;
  municipality_id: number | null;
  street_and_number: string | null;
  /** Global points balance; CHECK (points >= 0); equals SUM(points_ledger.delta). */
  points: Generated<number>;
  created_at: GeneratedTimestamp;
  /** When the account was deleted and the holder anonymised (no contact data ever again: CHECK; migration 0025). */
  anonymised_at: Timestamp | null;
}

export interface CardsTable {
  id: Generated<string>;
  /** Exactly 13 digits (CHECK); Luhn and the social-tariff digit are checked by the service. */
  card_number: string;
  /** NULL exactly when status = 'STOCK'. */
  holder_id: string | null;
  card_system_id: number;
  status: ColumnType<CardStatus, CardStatus | undefined, CardStatus>;
  social_tariff: Generated<boolean>;
  /** Legacy 4-digit pin, hashed; only used when the legacy login is enabled. */
  pin_hash: string | null;
  created_at: GeneratedTimestamp;
  /** When the card was blocked: set by a trigger when the status becomes BLOCKED, which is for good (migration 0025). */
  blocked_at: Timestamp | null;
}

export interface PinFailuresTable {
  id: Generated<number>;
  card_id: string;
  failed_at: GeneratedTimestamp;
}

export interface MembershipsCardSystemTable {
  holder_id: string;
  card_system_id: number;
  status: ColumnType<MembershipStatus, MembershipStatus | undefined, MembershipStatus>;
  created_at: GeneratedTimestamp;
  /** The last day of the membership (the card's "geldig tot" in that region); NULL = no end. */
  end_date: ColumnType<DateString | null, DateString | null | undefined, DateString | null>;
}

export interface KansenstatuutTable {
  id: Generated<string>;
  holder_id: string;
  card_system_id: number;
  status: KansenstatuutStatus;
  end_date: DateString;
  suspended_until: DateString | null;
  created_at: GeneratedTimestamp;
}

export interface OrganisersTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  website_url: string | null;
  phone: string | null;
  email: string | null;
  municipality_id: number | null;
  street_and_number: string | null;
  latitude: number | null;
  longitude: number | null;
  facilities: ColumnType<string[], string[] | undefined, string[]>;
  card_system_id: number | null;
  created_at: GeneratedTimestamp;
  /** Ended by its region, once, for good (migration 0043): its staff and partner clients lose access, holders no longer find it. */
  ended_at: Timestamp | null;
}

export interface OrganiserTypesTable {
  organiser_id: number;
  type: OrganiserType;
}

export interface ActivitiesTable {
  id: Generated<number>;
  organiser_id: number;
  card_system_id: number;
  title: string;
  description: string | null;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  permanent: Generated<boolean>;
  points: Generated<number>;
  checkin_volume: Generated<number>;
  checkin_period: ColumnType<Period, Period | undefined, Period>;
  /** The plain code of a demo or imported activity; NULL for one made in the back office (signed codes only; migration 0024). */
  checkin_code: string | null;
  created_at: GeneratedTimestamp;
  /** When the organiser ended it (set once, never cleared: trigger activities_ended_for_good; migration 0024). */
  ended_at: Timestamp | null;
  /** The kansentarief tickets a holder may buy per period (v4's passholderTicketLimit; migration 0022). */
  ticket_limit_volume: Generated<number>;
  ticket_limit_period: ColumnType<Period, Period | undefined, Period>;
}

export interface CheckinsTable {
  id: Generated<string>;
  holder_id: string;
  activity_id: number;
  /** Family member who scanned for this holder, if not the holder. */
  checked_in_by_holder_id: string | null;
  checked_in_at: GeneratedTimestamp;
  /** Calendar period in Europe/Brussels: 'ABSOLUTE', '2026-11-21', '2026-W47', '2026-11', '2026-Q4', '2026'. */
  period_key: string;
  /** 1..checkin_volume; UNIQUE (holder_id, activity_id, period_key, slot). */
  slot: number;
  points: number;
  /** The request's idempotency key; UNIQUE (holder_id, idempotency_key). */
  idempotency_key: string | null;
}

export interface PointsLedgerTable {
  id: Generated<number>;
  holder_id: string;
  delta: number;
  reason: LedgerReason;
  checkin_id: string | null;
  redemption_id: string | null;
  /** A CORRECTION that undoes a check-in at the counter names it (migration 0021; UNIQUE: once). */
  undoes_checkin_id: string | null;
  /** A CORRECTION that gives a redemption's points back at the counter names it (migration 0023; UNIQUE: once). */
  undoes_redemption_id: string | null;
  description: string | null;
  created_at: GeneratedTimestamp;
}

export interface FamiliesTable {
  id: Generated<string>;
  /** The owner: never a family_members row, so never removable as a member. */
  main_holder_id: string;
  created_at: GeneratedTimestamp;
}

export interface FamilyMembersTable {
  family_id: string;
  holder_id: string;
  added_at: GeneratedTimestamp;
  /** Hash of the one-time token in the "leave this family" e-mail (/undo-family). */
  leave_token_hash: string | null;
}

export interface OptinsTable {
  holder_id: string;
  service_mails: Generated<boolean>;
  milestone_mails: Generated<boolean>;
  info_mails: Generated<boolean>;
  sms: Generated<boolean>;
  post: Generated<boolean>;
  updated_at: GeneratedTimestamp;
}

/**
 * Every table. The holders, cards, regions, organisers, activities, check-ins, the points ledger and
 * families are declared here; the other areas each in a file of their own, spread into DB and the lists
 * below: schema-identity.ts (accounts, sessions, abuse counters), schema-rewards.ts (rewards and the
 * wallet), schema-online-request.ts (orders, payments, prices), schema-search.ts (the search engine's
 * tables), schema-staff.ts, schema-ticket-sales.ts, schema-counter-rewards.ts, schema-reports.ts, schema-messages.ts (the inbox),
 * schema-family-invitations.ts, schema-favourites.ts (favourites and the savings goal), schema-push.ts (the channel ×
 * topic grid, push devices and deliveries).
 */
export interface DB
  extends
    RewardTables,
    OnlineRequestTables,
    SearchTables,
    IdentityTables,
    StaffTables,
    TicketSaleTables,
    CounterRewardTables,
    ReportTables,
    MessageTables,
    FamilyInvitationTables,
    FavouriteTables,
    PushTables {
  card_systems: CardSystemsTable;
  municipalities: MunicipalitiesTable;
  card_system_cities: CardSystemCitiesTable;
  holders: HoldersTable;
  cards: CardsTable;
  pin_failures: PinFailuresTable;
  memberships_card_system: MembershipsCardSystemTable;
  kansenstatuut: KansenstatuutTable;
  organisers: OrganisersTable;
  organiser_types: OrganiserTypesTable;
  activities: ActivitiesTable;
  checkins: CheckinsTable;
  points_ledger: PointsLedgerTable;
  families: FamiliesTable;
  family_members: FamilyMembersTable;
  optins: OptinsTable;
}

/** Every column of every table, in migration order. Must match the DB type (compile time, via
 * `satisfies`) and the migrated database (run time, schema-drift.test.ts). */
export const tableColumns = {
  card_systems: [
    "id",
    "name",
    "slug",
    "colour",
    "website_url",
    "permanent",
    "online_registration",
    "kansenstatuut_grace_days",
    "active",
    "online_min_age",
  ],
  municipalities: ["id", "postal_code", "name", "latitude", "longitude", "province", "name_folded"],
  card_system_cities: ["card_system_id", "municipality_id", "online_registration"],
  holders: [
    "id",
    "first_name",
    "last_name",
    "birth_date",
    "gender",
    "email",
    "gsm",
    "municipality_id",
    "street_and_number",
    "points",
    "created_at",
    "anonymised_at",
  ],
  cards: ["id", "card_number", "holder_id", "card_system_id", "status", "social_tariff", "pin_hash", "created_at", "blocked_at"],
  pin_failures: ["id", "card_id", "failed_at"],
  memberships_card_system: ["holder_id", "card_system_id", "status", "created_at", "end_date"],
  kansenstatuut: ["id", "holder_id", "card_system_id", "status", "end_date", "suspended_until", "created_at"],
  organisers: [
    "id",
    "name",
    "description",
    "website_url",
    "phone",
    "email",
    "municipality_id",
    "street_and_number",
    "latitude",
    "longitude",
    "facilities",
    "card_system_id",
    "created_at",
    "ended_at",
  ],
  organiser_types: ["organiser_id", "type"],
  activities: [
    "id",
    "organiser_id",
    "card_system_id",
    "title",
    "description",
    "starts_at",
    "ends_at",
    "permanent",
    "points",
    "checkin_volume",
    "checkin_period",
    "checkin_code",
    "created_at",
    "ticket_limit_volume",
    "ticket_limit_period",
    "ended_at",
  ],
  checkins: [
    "id",
    "holder_id",
    "activity_id",
    "checked_in_by_holder_id",
    "checked_in_at",
    "period_key",
    "slot",
    "points",
    "idempotency_key",
  ],
  points_ledger: [
    "id",
    "holder_id",
    "delta",
    "reason",
    "checkin_id",
    "redemption_id",
    "undoes_checkin_id",
    "undoes_redemption_id",
    "description",
    "created_at",
  ],
  families: ["id", "main_holder_id", "created_at"],
  family_members: ["family_id", "holder_id", "added_at", "leave_token_hash"],
  optins: ["holder_id", "service_mails", "milestone_mails", "info_mails", "sms", "post", "updated_at"],
  ...staffTableColumns,
  ...ticketSaleTableColumns,
  ...reportTableColumns,
  ...counterRewardTableColumns,
  ...messageTableColumns,
  ...familyInvitationTableColumns,
  ...favouriteTableColumns,
  ...pushTableColumns,
  ...rewardTableColumns,
  ...onlineRequestTableColumns,
  ...searchTableColumns,
  ...identityTableColumns,
} as const satisfies { [T in keyof DB]: readonly (keyof DB[T] & string)[] };

/** Columns that may hold NULL (every other column is NOT NULL). Checked against the DB type at
 * compile time (both directions) and against the migrated database by the drift test. */
export const nullableColumns = {
  card_systems: ["website_url"],
  municipalities: ["latitude", "longitude", "province"],
  card_system_cities: [],
  holders: ["gender", "email", "gsm", "municipality_id", "street_and_number", "anonymised_at"],
  cards: ["holder_id", "pin_hash", "blocked_at"],
  pin_failures: [],
  memberships_card_system: ["end_date"],
  kansenstatuut: ["suspended_until"],
  organisers: [
    "description",
    "website_url",
    "phone",
    "email",
    "municipality_id",
    "street_and_number",
    "latitude",
    "longitude",
    "card_system_id",
    "ended_at",
  ],
  organiser_types: [],
  activities: ["description", "starts_at", "ends_at", "checkin_code", "ended_at"],
  checkins: ["checked_in_by_holder_id", "idempotency_key"],
  points_ledger: ["checkin_id", "redemption_id", "undoes_checkin_id", "undoes_redemption_id", "description"],
  families: [],
  family_members: ["leave_token_hash"],
  optins: [],
  ...staffNullableColumns,
  ...ticketSaleNullableColumns,
  ...reportNullableColumns,
  ...counterRewardNullableColumns,
  ...messageNullableColumns,
  ...familyInvitationNullableColumns,
  ...favouriteNullableColumns,
  ...pushNullableColumns,
  ...rewardNullableColumns,
  ...onlineRequestNullableColumns,
  ...searchNullableColumns,
  ...identityNullableColumns,
} as const satisfies { [T in keyof DB]: readonly NullableColumn<T>[] };

type NullableColumn<T extends keyof DB> = {
  [K in keyof DB[T]]: null extends SelectType<DB[T][K]> ? K : never;
}[keyof DB[T]] &
  string;
type MissingColumn = { [T in keyof DB]: Exclude<keyof DB[T] & string, (typeof tableColumns)[T][number]> }[keyof DB];
type MissingNullable = { [T in keyof DB]: Exclude<NullableColumn<T>, (typeof nullableColumns)[T][number]> }[keyof DB];
/** Compile-time completeness: fails to type-check when a column of DB is missing from the lists above. */
export const schemaListsComplete: [MissingColumn, MissingNullable] extends [never, never] ? true : false = true;

export type CardSystem = Selectable<CardSystemsTable>;
export type NewCardSystem = Insertable<CardSystemsTable>;
export type Municipality = Selectable<MunicipalitiesTable>;
export type NewMunicipality = Insertable<MunicipalitiesTable>;
export type Holder = Selectable<HoldersTable>;
export type NewHolder = Insertable<HoldersTable>;
export type HolderUpdate = Updateable<HoldersTable>;
export type Card = Selectable<CardsTable>;
export type NewCard = Insertable<CardsTable>;
export type Kansenstatuut = Selectable<KansenstatuutTable>;
export type Organiser = Selectable<OrganisersTable>;
export type NewOrganiser = Insertable<OrganisersTable>;
export type Activity = Selectable<ActivitiesTable>;
export type NewActivity = Insertable<ActivitiesTable>;
export type Checkin = Selectable<CheckinsTable>;
export type NewCheckin = Insertable<CheckinsTable>;
export type PointsLedgerEntry = Selectable<PointsLedgerTable>;
export type NewPointsLedgerEntry = Insertable<PointsLedgerTable>;
export type Family = Selectable<FamiliesTable>;
export type FamilyMember = Selectable<FamilyMembersTable>;
export type Optins = Selectable<OptinsTable>;
