// Kysely table types of the organiser side's people (migration 0020): organiser staff, card-system
// staff, staff invitations, the last used organiser and the append-only audit log. schema.ts puts them
// into DB, tableColumns and nullableColumns; schema-drift.test.ts checks them against the database.
import type { ColumnType, GeneratedAlways } from "kysely";

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A staff member's role in an organiser: MEMBER works the counter, ADMIN also manages (decision 0032). */
export type StaffRole = "MEMBER" | "ADMIN";

export interface OrganiserStaffTable {
  account_id: string;
  organiser_id: number;
  role: StaffRole;
  created_at: GeneratedTimestamp;
}

export interface CardSystemStaffTable {
  account_id: string;
  card_system_id: number;
  created_at: GeneratedTimestamp;
}

export interface StaffInvitationsTable {
  id: ColumnType<string, string | undefined, never>;
  organiser_id: number;
  /** Lower case (CHECK). One open invitation per organiser and address (partial unique index). */
  email: string;
  role: StaffRole;
  token_hash: string;
  invited_by_account_id: string | null;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  accepted_by_account_id: string | null;
}

export interface StaffLastOrganisersTable {
  account_id: string;
  /** Always an organiser the account is staff of (foreign key to organiser_staff). */
  organiser_id: number;
  used_at: GeneratedTimestamp;
}

/** Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE. */
export interface StaffAuditLogTable {
  id: GeneratedAlways<number>;
  occurred_at: GeneratedTimestamp;
  /** The staff member's account, or null when a partner client acted (then partner_client_id). */
  account_id: string | null;
  partner_client_id: string | null;
  organiser_id: number | null;
  card_system_id: number | null;
  /** Dotted lower case: `holder.lookup`, `kansenstatuut.view`, `checkin.undo`. */
  action: string;
  holder_id: string | null;
  object_type: string | null;
  object_id: string | null;
}

export interface StaffTables {
  organiser_staff: OrganiserStaffTable;
  card_system_staff: CardSystemStaffTable;
  staff_invitations: StaffInvitationsTable;
  staff_last_organisers: StaffLastOrganisersTable;
  staff_audit_log: StaffAuditLogTable;
  partner_clients: PartnerClientsTable;
}

/** An organiser's own system (OAuth client credentials, decision 0045); its secret is never stored here. */
export interface PartnerClientsTable {
  client_id: string;
  organiser_id: number;
  name: string;
  created_at: GeneratedTimestamp;
  revoked_at: Date | null;
}

export const staffTableColumns = {
  organiser_staff: ["account_id", "organiser_id", "role", "created_at"],
  card_system_staff: ["account_id", "card_system_id", "created_at"],
  staff_invitations: [
    "id",
    "organiser_id",
    "email",
    "role",
    "token_hash",
    "invited_by_account_id",
    "created_at",
    "expires_at",
    "accepted_at",
    "accepted_by_account_id",
  ],
  staff_last_organisers: ["account_id", "organiser_id", "used_at"],
  staff_audit_log: [
    "id",
    "occurred_at",
    "account_id",
    "organiser_id",
    "card_system_id",
    "action",
    "holder_id",
    "object_type",
    "object_id",
    "partner_client_id",
  ],
  partner_clients: ["client_id", "organiser_id", "name", "created_at", "revoked_at"],
} as const;

export const staffNullableColumns = {
  organiser_staff: [],
  card_system_staff: [],
  staff_invitations: ["invited_by_account_id", "accepted_at", "accepted_by_account_id"],
  staff_last_organisers: [],
  staff_audit_log: ["account_id", "organiser_id", "card_system_id", "holder_id", "object_type", "object_id", "partner_client_id"],
  partner_clients: ["revoked_at"],
} as const;
