// Security review (issue 6): per-subject failure counters with a lock (card number + birth date
// attempts, reusable for the family add), and registration tokens mailed to an e-mail address (card
// registration step 2 no longer tells whether an address has an account). One statement per query
// (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `CREATE TABLE attempt_counters (
    key text PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 200),
    failures integer NOT NULL CHECK (failures >= 0),
    window_start timestamptz NOT NULL,
    locked_until timestamptz,
    CHECK (locked_until IS NULL OR locked_until > window_start)
  )`,
  `CREATE INDEX attempt_counters_window_start_idx ON attempt_counters (window_start)`,
  `ALTER TABLE registration_tokens ADD COLUMN email text CHECK (email IS NULL OR (email = lower(email) AND position('@' in email) > 1))`,
];

const down: string[] = [`ALTER TABLE registration_tokens DROP COLUMN IF EXISTS email`, `DROP TABLE IF EXISTS attempt_counters`];

export const migration0003ApiHardening = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
