// Kysely table types of the family invitations (migration 0034, decision 0055). schema.ts puts them into
// DB, tableColumns and nullableColumns; schema-drift.test.ts checks them against the database.
import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type FamilyInvitationState = "PENDING" | "ACCEPTED" | "DECLINED" | "WITHDRAWN" | "EXPIRED";

/** An invitation into a family; UNIQUE (family_id, holder_id) WHERE state = 'PENDING'. */
export interface FamilyInvitationsTable {
  id: Generated<string>;
  family_id: string;
  /** The invited holder. */
  holder_id: string;
  created_at: GeneratedTimestamp;
  /** After this instant a PENDING invitation can no longer be accepted. */
  expires_at: Timestamp;
  state: ColumnType<FamilyInvitationState, FamilyInvitationState | undefined, FamilyInvitationState>;
  /** When it left PENDING (NULL exactly while PENDING: CHECK). */
  closed_at: Timestamp | null;
}

export interface FamilyInvitationTables {
  family_invitations: FamilyInvitationsTable;
}

export const familyInvitationTableColumns = {
  family_invitations: ["id", "family_id", "holder_id", "created_at", "expires_at", "state", "closed_at"],
} as const;

export const familyInvitationNullableColumns = {
  family_invitations: ["closed_at"],
} as const;
