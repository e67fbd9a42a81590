// An organiser's place on the map (issue 20, decision 0067 amended): region staff may give a new organiser its
// coordinates. A place is both coordinates or neither: one without the other puts no marker on the map and
// would read as a place. One statement per query (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `ALTER TABLE organisers ADD CONSTRAINT organisers_coordinates_both_or_neither
    CHECK ((latitude IS NULL) = (longitude IS NULL))`,
];

const down: string[] = [`ALTER TABLE organisers DROP CONSTRAINT IF EXISTS organisers_coordinates_both_or_neither`];

export const migration0039OrganiserCoordinates = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
