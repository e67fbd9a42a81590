// The organiser side's people (issue 20): organiser staff (an identity account is MEMBER or ADMIN of an
// organiser), card-system staff (an account's rights in a region), staff invitations by e-mail, the
// organiser a staff member acted for last ("Laatst gebruikt"), and the append-only audit log of what
// staff did with holders' data. The api's staff module holds the rules (apps/api/src/modules/staff,
// decision 0032); what fits a constraint is a constraint here. One statement per query (PGlite), no
// import of application code.
import { sql, type Kysely } from "kysely";

const ROLE = "('MEMBER','ADMIN')";

const up: string[] = [
  `CREATE TABLE organiser_staff (
    account_id uuid NOT NULL REFERENCES identity_accounts (id) ON DELETE CASCADE,
    organiser_id integer NOT NULL REFERENCES organisers (id) ON DELETE CASCADE,
    role text NOT NULL CONSTRAINT organiser_staff_role CHECK (role IN ${ROLE}),
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (account_id, organiser_id)
  )`,
  `CREATE INDEX organiser_staff_organiser_idx ON organiser_staff (organiser_id)`,
  `CREATE TABLE card_system_staff (
    account_id uuid NOT NULL REFERENCES identity_accounts (id) ON DELETE CASCADE,
    card_system_id integer NOT NULL REFERENCES card_systems (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (account_id, card_system_id)
  )`,
  `CREATE INDEX card_system_staff_card_system_idx ON card_system_staff (card_system_id)`,
  // An ADMIN invites by e-mail: the mail carries a token, only its hash is stored. An address has at most
  // one open invitation per organiser (a new one replaces it); an accepted one says by which account.
  `CREATE TABLE staff_invitations (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    organiser_id integer NOT NULL REFERENCES organisers (id) ON DELETE CASCADE,
    email text NOT NULL CONSTRAINT staff_invitations_email_lower CHECK (email = lower(email) AND email LIKE '_%@_%'),
    role text NOT NULL CONSTRAINT staff_invitations_role CHECK (role IN ${ROLE}),
    token_hash text NOT NULL CONSTRAINT staff_invitations_token_hash_key UNIQUE,
    invited_by_account_id uuid REFERENCES identity_accounts (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    accepted_at timestamptz,
    accepted_by_account_id uuid REFERENCES identity_accounts (id) ON DELETE SET NULL,
    CONSTRAINT staff_invitations_expires_after_creation CHECK (expires_at > created_at),
    CONSTRAINT staff_invitations_accepted_before_expiry CHECK (accepted_at IS NULL OR accepted_at <= expires_at)
  )`,
  `CREATE UNIQUE INDEX staff_invitations_one_open_per_address ON staff_invitations (organiser_id, email) WHERE accepted_at IS NULL`,
  // The organiser a staff member acted for last: always one they are staff of (removing them removes it).
  `CREATE TABLE staff_last_organisers (
    account_id uuid PRIMARY KEY,
    organiser_id integer NOT NULL,
    used_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT staff_last_organisers_staff_fkey FOREIGN KEY (account_id, organiser_id)
      REFERENCES organiser_staff (account_id, organiser_id) ON DELETE CASCADE
  )`,
  // Who did what, for which organiser, with which holder or object, when. The account and the holder have
  // no foreign key on purpose: the log outlives them (and a cascade would be an update the log refuses).
  `CREATE TABLE staff_audit_log (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    occurred_at timestamptz NOT NULL DEFAULT now(),
    account_id uuid NOT NULL,
    organiser_id integer REFERENCES organisers (id),
    card_system_id integer REFERENCES card_systems (id),
    action text NOT NULL CONSTRAINT staff_audit_log_action CHECK (action ~ '^[a-z]+(\\.[a-z-]+)+$'),
    holder_id uuid,
    object_type text,
    object_id text,
    CONSTRAINT staff_audit_log_object_pair CHECK ((object_type IS NULL) = (object_id IS NULL)),
    CONSTRAINT staff_audit_log_scope CHECK (organiser_id IS NOT NULL OR card_system_id IS NOT NULL)
  )`,
  `CREATE INDEX staff_audit_log_organiser_idx ON staff_audit_log (organiser_id, occurred_at)`,
  `CREATE INDEX staff_audit_log_holder_idx ON staff_audit_log (holder_id, occurred_at)`,
  `CREATE FUNCTION staff_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     RAISE EXCEPTION 'staff_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
   END $$`,
  `CREATE TRIGGER staff_audit_log_no_change BEFORE UPDATE OR DELETE ON staff_audit_log
     FOR EACH ROW EXECUTE FUNCTION staff_audit_log_append_only()`,
  `CREATE TRIGGER staff_audit_log_no_truncate BEFORE TRUNCATE ON staff_audit_log
     FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_log_append_only()`,
];

const down: string[] = [
  `DROP TABLE IF EXISTS staff_audit_log`,
  `DROP FUNCTION IF EXISTS staff_audit_log_append_only()`,
  `DROP TABLE IF EXISTS staff_last_organisers`,
  `DROP TABLE IF EXISTS staff_invitations`,
  `DROP TABLE IF EXISTS card_system_staff`,
  `DROP TABLE IF EXISTS organiser_staff`,
];

export const migration0020Staff = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
