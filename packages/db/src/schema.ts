// Kysely table types for the migrated schema (see migrations/). `tableColumns` below is the runtime
// twin of these types; schema-drift.test.ts checks both against the real database.
//
// Value conventions (the same on PGlite and node-postgres, see database.ts):
// - timestamptz -> Date (write Date or ISO string)
// - date        -> "YYYY-MM-DD" string
// - bigint, numeric -> number
// - jsonb       -> parsed value on read; write JSON.stringify(value) (node-postgres would turn a JS
//                  array into a PostgreSQL array literal)
// - text[]      -> string[]
import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, SelectType, Updateable } from "kysely";
import { staffNullableColumns, staffTableColumns, type StaffTables } from "./schema-staff.ts";
import {
  ticketSaleNullableColumns,
  ticketSaleTableColumns,
  type CouponDiscountKind,
  type TicketSaleTables,
} from "./schema-ticket-sales.ts";
import { counterRewardNullableColumns, counterRewardTableColumns, type CounterRewardTables } from "./schema-counter-rewards.ts";

export type * from "./schema-staff.ts";
export type * from "./schema-ticket-sales.ts";
export type * from "./schema-counter-rewards.ts";

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

export interface IdentityAccountsTable {
  id: Generated<string>;
  sub: string;
  /** Unique case-insensitively (unique index on lower(email)). */
  email: string;
  email_verified: Generated<boolean>;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  /** The linked card holder; a holder is linked to at most one account (UNIQUE). */
  holder_id: string | null;
  national_number_hash: string | null;
  skip_onboarding: Generated<boolean>;
  legacy: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface OidcPayloadsTable {
  id: string;
  model: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

export interface RegistrationTokensTable {
  token_hash: string;
  card_id: string;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** The (lower-case) address a mailed registration token was sent to; null for a token of step 1. */
  email: string | null;
}

export interface WebSessionsTable {
  id: string;
  user_sub: string;
  access_token: string;
  refresh_token: string | null;
  id_token: string | null;
  expires_in_ms: number;
  issued_at_ms: number;
  created_at: GeneratedTimestamp;
  last_seen_at: GeneratedTimestamp;
  absolute_expires_at: Timestamp;
  data: JsonWithDefault<Record<string, unknown>>;
}

export interface MailOutboxTable {
  id: Generated<string>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: GeneratedTimestamp;
  sent_at: Timestamp | null;
}

export interface RateLimitCountersTable {
  key: string;
  window_start: Timestamp;
  count: Generated<number>;
}

/** Per-address login back-off of the identity provider (key = sha256 of the lower-cased e-mail). */
export interface LoginFailuresTable {
  key: string;
  failures: Generated<number>;
  last_failure_at: Timestamp;
  blocked_until: Timestamp | null;
}

/** Failure counters with a lock per subject (e.g. "card-pair:<card id>"); see limits/attempt-guard.ts. */
export interface AttemptCountersTable {
  key: string;
  failures: number;
  window_start: Timestamp;
  locked_until: Timestamp | null;
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

export interface OrdersTable {
  id: Generated<string>;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  email: string;
  card_system_id: number;
  total_price: Money;
  voucher_code: string | null;
  custom_token_hash: string | null;
  payment_reference: string | null;
  registration_token_hash: string | null;
  created_at: GeneratedTimestamp;
  paid_at: Timestamp | null;
  completed_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  /** When the confirmation mail (with the status link) went out: it goes once. */
  confirmation_mailed_at: Timestamp | null;
}

export interface OrderHoldersTable {
  order_id: string;
  position: number;
  first_name: string;
  last_name: string;
  insz_encrypted: string;
  insz_hash: string;
  birth_date: DateString;
  gender: Gender;
  email: string | null;
  phone: string | null;
  street_and_number: string | null;
  municipality_id: number | null;
  social_tariff: Generated<boolean>;
  price: Money;
  is_main: Generated<boolean>;
  holder_id: string | null;
  optins: JsonWithDefault<Record<string, boolean>>;
  /** The card issued to this person after payment (once: unique). */
  card_id: string | null;
  voucher_code: string | null;
  price_category: ColumnType<HolderPriceCategory, HolderPriceCategory | undefined, HolderPriceCategory>;
  family_same_address: Generated<boolean>;
}

export interface InszRegistryTable {
  insz_hash: string;
  holder_id: string | null;
  order_id: string | null;
  created_at: GeneratedTimestamp;
}

export interface PaymentsTable {
  id: Generated<string>;
  order_id: string;
  provider_reference: string;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  amount: Money;
  events: JsonWithDefault<unknown[]>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  checkout_url: string | null;
  seq: Generated<number>;
}

export interface CardSystemPricesTable {
  card_system_id: number;
  category: PriceCategory;
  amount: Money;
}

export interface RegistrationVouchersTable {
  code: string;
  card_system_id: number;
  /** The price of a card with this voucher. */
  price: Money;
  valid_until: DateString | null;
  max_uses: number | null;
  uses: Generated<number>;
}

/** The online request's wizard state between requests (encrypted by the api: it holds national numbers). */
export interface OnlineRequestDraftsTable {
  id: Generated<string>;
  token_hash: string;
  state_encrypted: string;
  resume_token_hash: string | null;
  resume_mailed_to: string | null;
  order_id: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  expires_at: Timestamp;
  version: Generated<number>;
}

export interface CardNumberCountersTable {
  card_system_id: number;
  next_serial: number;
}

/** The local demo's stand-in payment provider (apps/payment-stand-in). */
export interface PaymentStandInPaymentsTable {
  id: string;
  amount_value: string;
  amount_currency: string;
  description: string;
  redirect_url: string;
  webhook_url: string | null;
  metadata: Json<Record<string, unknown>> | null;
  status: ColumnType<StandInPaymentStatus, StandInPaymentStatus | undefined, StandInPaymentStatus>;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  status_changed_at: Timestamp | null;
}

/** What the organiser search filters and sorts on (migration 0013), written only by the database's triggers. */
export interface OrganiserSearchDocumentsTable {
  organiser_id: number;
  /** Bit i = ORGANISER_FILTERS[i]: pointOfSale 1, pointOfSaleKansenstatuut 2, cidCheckin 4, hasPointsPromotions 8. */
  types: number;
  card_system_id: number | null;
  latitude: number | null;
  longitude: number | null;
  /** earthdistance's earth (a cube), NULL without coordinates. */
  position: string | null;
  name_folded: string;
}

/** What the organiser search matches text on (migration 0013), written only by the database's triggers. */
export interface OrganiserSearchTermsTable {
  organiser_id: number;
  /** Folded name, postal code and municipality: the vocabulary of typo corrections. */
  document: string;
  /** tsvector: name (A), street, postal code and municipality (B), titles of its ACTIVE rewards (C); Dutch stems and words as written. */
  terms: string;
}

/** Every word of the search documents (migration 0012): the vocabulary typos are corrected against. */
export interface SearchWordsTable {
  word: string;
}

/** The reward's search document (migration 0013), written only by the database's triggers. */
export interface RewardSearchDocumentsTable {
  reward_id: number;
  /** Status ACTIVE and an owner card system that is permanent. */
  active: boolean;
  featured: boolean;
  all_card_systems: boolean;
  for_kids: boolean;
  sport: boolean;
  online: boolean;
  card_system_id: number;
  points: number;
  /** Copied from the reward by a trigger on every cash-in (the "most exchanged" sort). */
  units_taken: number;
  created_at: Timestamp;
  publication_start: Timestamp;
  publication_end: Timestamp | null;
  redeem_end: Timestamp | null;
  type: RewardType;
  category: RewardCategory;
  /** Card systems where it is offered and not switched off (the owner unless it switched it off, the listed ones). */
  valid_in: number[];
  /** Card systems that switched it off. */
  disabled_in: number[];
  /** Its counters (organiser ids). */
  counters: number[];
}

/** What the reward search matches text on (migration 0013), written only by the database's triggers. */
export interface RewardSearchTermsTable {
  reward_id: number;
  title_folded: string;
  /** Folded title, counters' names, postal codes and municipalities, the owning region's name. */
  document: string;
  /** tsvector: title (A), counters (B), places and region (C). */
  terms: string;
}

/** Every table; the organiser side's people are declared in schema-staff.ts, discounted tickets in schema-ticket-sales.ts, rewards at the counter in schema-counter-rewards.ts. */
export interface DB extends StaffTables, TicketSaleTables, CounterRewardTables {
  card_systems: CardSystemsTable;
  municipalities: MunicipalitiesTable;
  card_system_cities: CardSystemCitiesTable;
  holders: HoldersTable;
  cards: CardsTable;
  pin_failures: PinFailuresTable;
  memberships_card_system: MembershipsCardSystemTable;
  kansenstatuut: KansenstatuutTable;
  identity_accounts: IdentityAccountsTable;
  oidc_payloads: OidcPayloadsTable;
  registration_tokens: RegistrationTokensTable;
  web_sessions: WebSessionsTable;
  mail_outbox: MailOutboxTable;
  rate_limit_counters: RateLimitCountersTable;
  login_failures: LoginFailuresTable;
  organisers: OrganisersTable;
  organiser_types: OrganiserTypesTable;
  activities: ActivitiesTable;
  checkins: CheckinsTable;
  rewards: RewardsTable;
  reward_card_systems: RewardCardSystemsTable;
  reward_organisers: RewardOrganisersTable;
  reward_cities: RewardCitiesTable;
  redemptions: RedemptionsTable;
  points_ledger: PointsLedgerTable;
  coupons: CouponsTable;
  holder_coupons: HolderCouponsTable;
  association_memberships: AssociationMembershipsTable;
  families: FamiliesTable;
  family_members: FamilyMembersTable;
  optins: OptinsTable;
  orders: OrdersTable;
  order_holders: OrderHoldersTable;
  insz_registry: InszRegistryTable;
  payments: PaymentsTable;
  attempt_counters: AttemptCountersTable;
  search_words: SearchWordsTable;
  organiser_search_documents: OrganiserSearchDocumentsTable;
  organiser_search_terms: OrganiserSearchTermsTable;
  reward_search_documents: RewardSearchDocumentsTable;
  reward_search_terms: RewardSearchTermsTable;
  card_system_prices: CardSystemPricesTable;
  registration_vouchers: RegistrationVouchersTable;
  online_request_drafts: OnlineRequestDraftsTable;
  card_number_counters: CardNumberCountersTable;
  payment_stand_in_payments: PaymentStandInPaymentsTable;
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
  ],
  cards: ["id", "card_number", "holder_id", "card_system_id", "status", "social_tariff", "pin_hash", "created_at"],
  pin_failures: ["id", "card_id", "failed_at"],
  memberships_card_system: ["holder_id", "card_system_id", "status", "created_at", "end_date"],
  kansenstatuut: ["id", "holder_id", "card_system_id", "status", "end_date", "suspended_until", "created_at"],
  identity_accounts: [
    "id",
    "sub",
    "email",
    "email_verified",
    "password_hash",
    "first_name",
    "last_name",
    "holder_id",
    "national_number_hash",
    "skip_onboarding",
    "legacy",
    "created_at",
    "updated_at",
  ],
  oidc_payloads: ["id", "model", "payload", "grant_id", "user_code", "uid", "expires_at", "consumed_at"],
  registration_tokens: ["token_hash", "card_id", "created_at", "expires_at", "used_at", "email"],
  web_sessions: [
    "id",
    "user_sub",
    "access_token",
    "refresh_token",
    "id_token",
    "expires_in_ms",
    "issued_at_ms",
    "created_at",
    "last_seen_at",
    "absolute_expires_at",
    "data",
  ],
  mail_outbox: ["id", "kind", "to_address", "subject", "text_body", "html_body", "created_at", "sent_at"],
  rate_limit_counters: ["key", "window_start", "count"],
  login_failures: ["key", "failures", "last_failure_at", "blocked_until"],
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
  families: ["id", "main_holder_id", "created_at"],
  family_members: ["family_id", "holder_id", "added_at", "leave_token_hash"],
  optins: ["holder_id", "service_mails", "milestone_mails", "info_mails", "sms", "post", "updated_at"],
  orders: [
    "id",
    "status",
    "email",
    "card_system_id",
    "total_price",
    "voucher_code",
    "custom_token_hash",
    "payment_reference",
    "registration_token_hash",
    "created_at",
    "paid_at",
    "completed_at",
    "cancelled_at",
    "confirmation_mailed_at",
  ],
  order_holders: [
    "order_id",
    "position",
    "first_name",
    "last_name",
    "insz_encrypted",
    "insz_hash",
    "birth_date",
    "gender",
    "email",
    "phone",
    "street_and_number",
    "municipality_id",
    "social_tariff",
    "price",
    "is_main",
    "holder_id",
    "optins",
    "card_id",
    "voucher_code",
    "price_category",
    "family_same_address",
  ],
  insz_registry: ["insz_hash", "holder_id", "order_id", "created_at"],
  payments: ["id", "order_id", "provider_reference", "status", "amount", "events", "created_at", "updated_at", "checkout_url", "seq"],
  attempt_counters: ["key", "failures", "window_start", "locked_until"],
  search_words: ["word"],
  organiser_search_documents: ["organiser_id", "types", "card_system_id", "latitude", "longitude", "position", "name_folded"],
  organiser_search_terms: ["organiser_id", "document", "terms"],
  reward_search_documents: [
    "reward_id",
    "active",
    "featured",
    "all_card_systems",
    "for_kids",
    "sport",
    "online",
    "card_system_id",
    "points",
    "units_taken",
    "created_at",
    "publication_start",
    "publication_end",
    "redeem_end",
    "type",
    "category",
    "valid_in",
    "disabled_in",
    "counters",
  ],
  reward_search_terms: ["reward_id", "title_folded", "document", "terms"],
  card_system_prices: ["card_system_id", "category", "amount"],
  registration_vouchers: ["code", "card_system_id", "price", "valid_until", "max_uses", "uses"],
  online_request_drafts: [
    "id",
    "token_hash",
    "state_encrypted",
    "resume_token_hash",
    "resume_mailed_to",
    "order_id",
    "created_at",
    "updated_at",
    "expires_at",
    "version",
  ],
  card_number_counters: ["card_system_id", "next_serial"],
  payment_stand_in_payments: [
    "id",
    "amount_value",
    "amount_currency",
    "description",
    "redirect_url",
    "webhook_url",
    "metadata",
    "status",
    "created_at",
    "expires_at",
    "status_changed_at",
  ],
  ...staffTableColumns,
  ...ticketSaleTableColumns,
  ...counterRewardTableColumns,
} as const satisfies { [T in keyof DB]: readonly (keyof DB[T] & string)[] };

/** Columns that may hold NULL (every other column is NOT NULL). Checked against the DB type at
 * compile time (both directions) and against the migrated database by the drift test. */
export const nullableColumns = {
  card_systems: ["website_url"],
  municipalities: ["latitude", "longitude", "province"],
  card_system_cities: [],
  holders: ["gender", "email", "gsm", "municipality_id", "street_and_number"],
  cards: ["holder_id", "pin_hash"],
  pin_failures: [],
  memberships_card_system: ["end_date"],
  kansenstatuut: ["suspended_until"],
  identity_accounts: ["password_hash", "first_name", "last_name", "holder_id", "national_number_hash"],
  oidc_payloads: ["grant_id", "user_code", "uid", "expires_at", "consumed_at"],
  registration_tokens: ["used_at", "email"],
  web_sessions: ["refresh_token", "id_token"],
  mail_outbox: ["html_body", "sent_at"],
  rate_limit_counters: [],
  login_failures: ["blocked_until"],
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
  ],
  organiser_types: [],
  activities: ["description", "starts_at", "ends_at", "checkin_code", "ended_at"],
  checkins: ["checked_in_by_holder_id", "idempotency_key"],
  rewards: [
    "description",
    "publication_end",
    "redeem_end",
    "max_units",
    "per_holder_volume",
    "per_holder_period",
    "more_info_url",
    "picture_url",
  ],
  reward_card_systems: [],
  reward_organisers: [],
  reward_cities: [],
  redemptions: ["redeemed_by_holder_id", "organiser_id", "period_key", "slot", "idempotency_key"],
  points_ledger: ["checkin_id", "redemption_id", "undoes_checkin_id", "undoes_redemption_id", "description"],
  coupons: ["description", "discount_kind", "discount_value"],
  holder_coupons: ["turns_per_period", "period", "period_key"],
  association_memberships: ["end_date"],
  families: [],
  family_members: ["leave_token_hash"],
  optins: [],
  orders: [
    "voucher_code",
    "custom_token_hash",
    "payment_reference",
    "registration_token_hash",
    "paid_at",
    "completed_at",
    "cancelled_at",
    "confirmation_mailed_at",
  ],
  order_holders: ["email", "phone", "street_and_number", "municipality_id", "holder_id", "card_id", "voucher_code"],
  insz_registry: ["holder_id", "order_id"],
  payments: ["checkout_url"],
  attempt_counters: ["locked_until"],
  search_words: [],
  organiser_search_documents: ["card_system_id", "latitude", "longitude", "position"],
  organiser_search_terms: [],
  reward_search_documents: ["publication_end", "redeem_end"],
  reward_search_terms: [],
  card_system_prices: [],
  registration_vouchers: ["valid_until", "max_uses"],
  online_request_drafts: ["resume_token_hash", "resume_mailed_to", "order_id"],
  card_number_counters: [],
  payment_stand_in_payments: ["webhook_url", "metadata", "status_changed_at"],
  ...staffNullableColumns,
  ...ticketSaleNullableColumns,
  ...counterRewardNullableColumns,
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
export type IdentityAccount = Selectable<IdentityAccountsTable>;
export type NewIdentityAccount = Insertable<IdentityAccountsTable>;
export type IdentityAccountUpdate = Updateable<IdentityAccountsTable>;
export type OidcPayload = Selectable<OidcPayloadsTable>;
export type WebSession = Selectable<WebSessionsTable>;
export type NewWebSession = Insertable<WebSessionsTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type NewMail = Insertable<MailOutboxTable>;
export type Organiser = Selectable<OrganisersTable>;
export type NewOrganiser = Insertable<OrganisersTable>;
export type Activity = Selectable<ActivitiesTable>;
export type NewActivity = Insertable<ActivitiesTable>;
export type Checkin = Selectable<CheckinsTable>;
export type NewCheckin = Insertable<CheckinsTable>;
export type Reward = Selectable<RewardsTable>;
export type NewReward = Insertable<RewardsTable>;
export type Redemption = Selectable<RedemptionsTable>;
export type NewRedemption = Insertable<RedemptionsTable>;
export type PointsLedgerEntry = Selectable<PointsLedgerTable>;
export type NewPointsLedgerEntry = Insertable<PointsLedgerTable>;
export type Coupon = Selectable<CouponsTable>;
export type HolderCoupon = Selectable<HolderCouponsTable>;
export type AssociationMembership = Selectable<AssociationMembershipsTable>;
export type Family = Selectable<FamiliesTable>;
export type FamilyMember = Selectable<FamilyMembersTable>;
export type Optins = Selectable<OptinsTable>;
export type Order = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;
export type OrderHolder = Selectable<OrderHoldersTable>;
export type NewOrderHolder = Insertable<OrderHoldersTable>;
export type Payment = Selectable<PaymentsTable>;
export type NewPayment = Insertable<PaymentsTable>;
