// Identity provider hardening: a per-account login back-off shared by every process.
// One row per attempted e-mail address (keyed by a hash of the lower-cased address, so unknown
// addresses are throttled exactly like known ones and no typed address is stored in clear).
// Runs unchanged on PGlite and PostgreSQL: one statement per query, no import of application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `CREATE TABLE login_failures (
    key text PRIMARY KEY,
    failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
    last_failure_at timestamptz NOT NULL,
    blocked_until timestamptz
  )`,
  `CREATE INDEX login_failures_last_failure_at_idx ON login_failures (last_failure_at)`,
];

export const migration0002IdpHardening = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw("DROP TABLE IF EXISTS login_failures").execute(db);
  },
};
