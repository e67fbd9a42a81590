// Kysely table types of the online request and card issuing (migrations 0007-0010, 0017): orders and
// their holders, payments (and the local demo's stand-in provider), the national numbers' keyed registry,
// the regions' prices and vouchers, the wizard's drafts and the card number counters. schema.ts puts them
// into DB, tableColumns and nullableColumns; schema-drift.test.ts checks them against the database.
import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type {
  Timestamp,
  GeneratedTimestamp,
  DateString,
  Json,
  JsonWithDefault,
  Gender,
  OrderStatus,
  PaymentStatus,
  PriceCategory,
  HolderPriceCategory,
  StandInPaymentStatus,
  Money,
} from "./schema.ts";

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

export interface OnlineRequestTables {
  orders: OrdersTable;
  order_holders: OrderHoldersTable;
  insz_registry: InszRegistryTable;
  payments: PaymentsTable;
  card_system_prices: CardSystemPricesTable;
  registration_vouchers: RegistrationVouchersTable;
  online_request_drafts: OnlineRequestDraftsTable;
  card_number_counters: CardNumberCountersTable;
  payment_stand_in_payments: PaymentStandInPaymentsTable;
}

export const onlineRequestTableColumns = {
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
} as const;

export const onlineRequestNullableColumns = {
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
  card_system_prices: [],
  registration_vouchers: ["valid_until", "max_uses"],
  online_request_drafts: ["resume_token_hash", "resume_mailed_to", "order_id"],
  card_number_counters: [],
  payment_stand_in_payments: ["webhook_url", "metadata", "status_changed_at"],
} as const;

export type Order = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;
export type OrderHolder = Selectable<OrderHoldersTable>;
export type NewOrderHolder = Insertable<OrderHoldersTable>;
export type Payment = Selectable<PaymentsTable>;
export type NewPayment = Insertable<PaymentsTable>;
