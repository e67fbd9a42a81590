// Activities made by their organiser (issue 20 "Back office" → Activities, decision 0040): an activity is
// ended, never deleted (`ended_at`, set once: a trigger refuses changing or clearing it), and an activity
// made in the back office has no plain check-in code (its codes are signed, expiring tokens; the demo's
// plain codes stay). Its title is never empty, and a limit's volume stays within what a counter can use.
// One statement per query (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `ALTER TABLE activities ADD COLUMN ended_at timestamptz`,
  `ALTER TABLE activities ALTER COLUMN checkin_code DROP NOT NULL`,
  `ALTER TABLE activities ADD CONSTRAINT activities_title_present CHECK (length(btrim(title)) BETWEEN 1 AND 200)`,
  `CREATE FUNCTION activities_end_once() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF OLD.ended_at IS NOT NULL AND NEW.ended_at IS DISTINCT FROM OLD.ended_at THEN
       RAISE EXCEPTION 'activities: an activity is ended once, for good' USING ERRCODE = 'check_violation';
     END IF;
     RETURN NEW;
   END $$`,
  `CREATE TRIGGER activities_ended_for_good BEFORE UPDATE OF ended_at ON activities
     FOR EACH ROW EXECUTE FUNCTION activities_end_once()`,
];

const down: string[] = [
  `DROP TRIGGER IF EXISTS activities_ended_for_good ON activities`,
  `DROP FUNCTION IF EXISTS activities_end_once()`,
  `ALTER TABLE activities DROP CONSTRAINT IF EXISTS activities_title_present`,
  `DELETE FROM activity_price_categories WHERE activity_id IN (SELECT id FROM activities WHERE checkin_code IS NULL)`,
  `ALTER TABLE activities ALTER COLUMN checkin_code SET NOT NULL`,
  `ALTER TABLE activities DROP COLUMN IF EXISTS ended_at`,
];

export const migration0024ActivitiesAdmin = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
