// Family invitations (issue 22 §4, decision 0055): a member aged 16 or more, or anyone with an account of
// their own, is not added at once but invited, and becomes a member when they accept in their app. An
// invitation is PENDING until it is accepted, declined, withdrawn by the main holder, or closed as EXPIRED
// (past expires_at it can no longer be accepted; the row is closed when the same person is invited again).
// At most one PENDING invitation per family and person: a partial UNIQUE index. One statement per query
// (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `CREATE TABLE family_invitations (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    family_id uuid NOT NULL REFERENCES families (id) ON DELETE CASCADE,
    holder_id uuid NOT NULL REFERENCES holders (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    state text NOT NULL DEFAULT 'PENDING'
      CONSTRAINT family_invitations_state_known CHECK (state IN ('PENDING','ACCEPTED','DECLINED','WITHDRAWN','EXPIRED')),
    closed_at timestamptz,
    CONSTRAINT family_invitations_expire_after_creation CHECK (expires_at > created_at),
    CONSTRAINT family_invitations_closed_when_answered CHECK ((state = 'PENDING') = (closed_at IS NULL)),
    CONSTRAINT family_invitations_closed_after_creation CHECK (closed_at IS NULL OR closed_at >= created_at)
  )`,
  `CREATE UNIQUE INDEX family_invitations_one_pending ON family_invitations (family_id, holder_id) WHERE state = 'PENDING'`,
  `CREATE INDEX family_invitations_pending_holder_idx ON family_invitations (holder_id) WHERE state = 'PENDING'`,
];

const down: string[] = [`DROP TABLE IF EXISTS family_invitations`];

export const migration0034FamilyInvitations = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
