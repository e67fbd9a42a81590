// The staff's second factor (issue 20, decision 0061): an account's TOTP secret, sealed with the product's
// key (never stored in clear, never shown again), the last time step a code was accepted for (a code is
// never accepted twice: the step only goes up, in one UPDATE), and its ten one-time recovery codes (their
// sha256, used once: used_at is set once). A second factor belongs to an account and goes with it.
// One statement per query (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `CREATE TABLE second_factors (
    account_id uuid PRIMARY KEY REFERENCES identity_accounts (id) ON DELETE CASCADE,
    secret_sealed text NOT NULL CONSTRAINT second_factors_secret_sealed CHECK (secret_sealed ~ '^v1\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$'),
    enrolled_at timestamptz NOT NULL DEFAULT now(),
    last_used_step bigint CONSTRAINT second_factors_step_positive CHECK (last_used_step >= 0)
  )`,
  `CREATE TABLE second_factor_recovery_codes (
    account_id uuid NOT NULL REFERENCES second_factors (account_id) ON DELETE CASCADE,
    code_hash text NOT NULL CONSTRAINT second_factor_recovery_codes_hash CHECK (code_hash ~ '^[0-9a-f]{64}$'),
    used_at timestamptz,
    PRIMARY KEY (account_id, code_hash)
  )`,
  // A used recovery code stays used (set once, never cleared or moved).
  `CREATE FUNCTION second_factor_recovery_code_used_once() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF OLD.used_at IS NOT NULL THEN
      RAISE EXCEPTION 'a used recovery code stays used' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER second_factor_recovery_code_used_once BEFORE UPDATE ON second_factor_recovery_codes
    FOR EACH ROW EXECUTE FUNCTION second_factor_recovery_code_used_once()`,
];

const down: string[] = [
  `DROP TABLE IF EXISTS second_factor_recovery_codes`,
  `DROP FUNCTION IF EXISTS second_factor_recovery_code_used_once()`,
  `DROP TABLE IF EXISTS second_factors`,
];

export const migration0038SecondFactors = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
