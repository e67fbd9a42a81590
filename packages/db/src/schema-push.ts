// Kysely table types of push and the channel × topic grid (migration 0036, decision 0060). schema.ts puts
// them into DB, tableColumns and nullableColumns; schema-drift.test.ts checks them against the database.
import type { ColumnType, Generated } from "kysely";

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A PostgreSQL `time` (a local time of day): read as "HH:MM:SS", written as "HH:MM". */
type TimeOfDay = ColumnType<string, string | undefined, string>;
type DefaultedBoolean = ColumnType<boolean, boolean | undefined, boolean>;

/** A holder's choices beyond the spec's five opt-ins (one row per holder; none: the defaults). */
export interface ChannelPreferencesTable {
  holder_id: string;
  /** Reminders by e-mail (without a row they follow the service mails' opt-in, decision 0049). */
  reminder_mails: boolean;
  push_service: DefaultedBoolean;
  push_milestones: DefaultedBoolean;
  push_info: DefaultedBoolean;
  push_reminders: DefaultedBoolean;
  /** Quiet hours of push, local times in Europe/Brussels; from ≠ until (CHECK), over midnight when from > until. */
  quiet_from: TimeOfDay;
  quiet_until: TimeOfDay;
  updated_at: GeneratedTimestamp;
}

/** A device that accepted push: its push service endpoint (UNIQUE) and its keys (RFC 8291). */
export interface PushSubscriptionsTable {
  id: Generated<string>;
  holder_id: string;
  endpoint: string;
  /** The device's P-256 public key, base64url. */
  p256dh: string;
  /** The device's authentication secret, base64url. */
  auth: string;
  created_at: GeneratedTimestamp;
}

/** A message pushed to a device, once (primary key). */
export interface PushDeliveriesTable {
  message_id: string;
  subscription_id: string;
  delivered_at: GeneratedTimestamp;
}

export interface PushTables {
  channel_preferences: ChannelPreferencesTable;
  push_subscriptions: PushSubscriptionsTable;
  push_deliveries: PushDeliveriesTable;
}

export const pushTableColumns = {
  channel_preferences: [
    "holder_id",
    "reminder_mails",
    "push_service",
    "push_milestones",
    "push_info",
    "push_reminders",
    "quiet_from",
    "quiet_until",
    "updated_at",
  ],
  push_subscriptions: ["id", "holder_id", "endpoint", "p256dh", "auth", "created_at"],
  push_deliveries: ["message_id", "subscription_id", "delivered_at"],
} as const;

export const pushNullableColumns = {
  channel_preferences: [],
  push_subscriptions: [],
  push_deliveries: [],
} as const;
