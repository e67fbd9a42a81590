// Undoing a check-in at the counter (issue 20): a compensating ledger row, never a deletion. The row is a
// CORRECTION with the negated points that names the check-in it undoes (`undoes_checkin_id`); UNIQUE makes
// the undo happen once, and holders_points_non_negative (migration 0001) keeps a balance whose points were
// already spent from going negative. The check-in row stays (its slot stays taken). One statement per
// query (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `ALTER TABLE points_ledger ADD COLUMN undoes_checkin_id uuid
    CONSTRAINT points_ledger_undoes_checkin_id_key UNIQUE REFERENCES checkins (id)`,
  `ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_undo_is_correction
    CHECK (undoes_checkin_id IS NULL OR (reason = 'CORRECTION' AND delta < 0))`,
];
const down: string[] = [
  `ALTER TABLE points_ledger DROP CONSTRAINT IF EXISTS points_ledger_undo_is_correction`,
  `ALTER TABLE points_ledger DROP COLUMN IF EXISTS undoes_checkin_id`,
];

export const migration0021CheckinUndo = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
