// The digital card's "geldig tot": a holder's membership of a card system (region) may end on a date;
// NULL means it runs without an end. And the units of a reward taken before this system kept
// redemptions (imported counts): the invariant is units_taken = units_imported + redemptions.
// One statement per query (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `ALTER TABLE memberships_card_system ADD COLUMN end_date date`,
  `ALTER TABLE rewards ADD COLUMN units_imported integer NOT NULL DEFAULT 0 CONSTRAINT rewards_units_imported_within_taken CHECK (units_imported >= 0 AND units_imported <= units_taken)`,
];
const down: string[] = [`ALTER TABLE rewards DROP COLUMN IF EXISTS units_imported`, `ALTER TABLE memberships_card_system DROP COLUMN IF EXISTS end_date`];

export const migration0009CardValidityAndImportedUnits = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
