// Kysely table types of the holder's inbox (migration 0031, decision 0049) and of a region's news (migration 0040). schema.ts puts them into DB,
// tableColumns and nullableColumns; schema-drift.test.ts checks them against the database.
import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type MessageTopic = "service" | "milestones" | "info" | "reminders";

/** A message in a holder's inbox; UNIQUE (holder_id, dedup_key): written once per holder, topic and object. */
export interface MessagesTable {
  id: Generated<string>;
  holder_id: string;
  topic: MessageTopic;
  dedup_key: string;
  title: string;
  body: string;
  /** A path of the web app (starts with one "/"), where the holder acts on the message. */
  link_path: string;
  created_at: GeneratedTimestamp;
  read_at: Timestamp | null;
}

/**
 * News of a region (migration 0040, decision 0071): written by its staff, delivered by the job queue to the
 * holders with an active membership there; delivered_at and recipients once that is done.
 */
export interface RegionNewsTable {
  id: Generated<string>;
  card_system_id: number;
  title: string;
  body: string;
  link_path: string;
  written_by_account_id: string;
  created_at: GeneratedTimestamp;
  delivered_at: Timestamp | null;
  recipients: number | null;
}

export interface MessageTables {
  messages: MessagesTable;
  region_news: RegionNewsTable;
}

export const messageTableColumns = {
  messages: ["id", "holder_id", "topic", "dedup_key", "title", "body", "link_path", "created_at", "read_at"],
  region_news: ["id", "card_system_id", "title", "body", "link_path", "written_by_account_id", "created_at", "delivered_at", "recipients"],
} as const;

export const messageNullableColumns = {
  messages: ["read_at"],
  region_news: ["delivered_at", "recipients"],
} as const;
