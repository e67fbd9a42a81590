// Kysely table types of discounted tickets (migration 0022, decision 0036): an activity's price
// categories and the ticket sales at kansentarief or with a coupon. schema.ts puts them into DB,
// tableColumns and nullableColumns; schema-drift.test.ts checks them against the database.
import type { ColumnType, Generated } from "kysely";

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** How a coupon lowers a ticket's price: a percentage off, an amount off (cents), or a fixed price (cents). */
export type CouponDiscountKind = "PERCENT" | "AMOUNT" | "PRICE";
/** v4's tariff types: the kansentarief, or one of the holder's coupons. */
export type TariffType = "SOCIALTARIFF" | "COUPON";

export interface ActivityPriceCategoriesTable {
  id: Generated<number>;
  activity_id: number;
  /** "Basistarief", "Kinderen", … (1-80 characters, unique per activity). */
  name: string;
  /** The regular price in cents (0 to 10,000 euro). */
  price_cents: number;
  /** The order in which the categories are listed. */
  position: Generated<number>;
}

/** Never deleted or changed; only cancelled, once (trigger ticket_sales_cancel_only). */
export interface TicketSalesTable {
  id: Generated<string>;
  holder_id: string;
  card_id: string;
  activity_id: number;
  organiser_id: number;
  tariff_type: TariffType;
  /** The holder's coupon (holder_coupons.id) of a COUPON sale; NULL for the kansentarief (CHECK). */
  holder_coupon_id: string | null;
  /** 1 cent to 10,000 euro. */
  regular_price_cents: number;
  regular_price_label: string | null;
  /** At most the regular price; a kansentarief price is never 0 (CHECK). */
  price_cents: number;
  /** The period the sale counts in: the activity's ticket limit period (kansentarief) or the coupon's. */
  period_key: string;
  /** Kansentarief only: 1..ticket_limit_volume, UNIQUE per holder, activity and period while not cancelled. */
  slot: number | null;
  /** Who sold it: a staff member's account or a partner client (exactly one, decision 0045). */
  sold_by_account_id: string | null;
  sold_by_partner_client_id: string | null;
  created_at: GeneratedTimestamp;
  cancelled_at: Timestamp | null;
  cancelled_by_account_id: string | null;
  cancelled_by_partner_client_id: string | null;
}

export interface TicketSaleTables {
  activity_price_categories: ActivityPriceCategoriesTable;
  ticket_sales: TicketSalesTable;
}

export const ticketSaleTableColumns = {
  activity_price_categories: ["id", "activity_id", "name", "price_cents", "position"],
  ticket_sales: [
    "id",
    "holder_id",
    "card_id",
    "activity_id",
    "organiser_id",
    "tariff_type",
    "holder_coupon_id",
    "regular_price_cents",
    "regular_price_label",
    "price_cents",
    "period_key",
    "slot",
    "sold_by_account_id",
    "created_at",
    "cancelled_at",
    "cancelled_by_account_id",
    "sold_by_partner_client_id",
    "cancelled_by_partner_client_id",
  ],
} as const;

export const ticketSaleNullableColumns = {
  activity_price_categories: [],
  ticket_sales: [
    "holder_coupon_id",
    "regular_price_label",
    "slot",
    "sold_by_account_id",
    "cancelled_at",
    "cancelled_by_account_id",
    "sold_by_partner_client_id",
    "cancelled_by_partner_client_id",
  ],
} as const;
