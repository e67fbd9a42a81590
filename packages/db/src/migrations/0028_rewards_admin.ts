// Rewards made by their organiser (issue 20 "Back office" → Rewards, decision 0046): a reward names the
// organiser that manages it (`organiser_id`; the demo's and imported rewards belong to their region and
// have none), and is ended, never deleted (`ended_at`, set once: then it is INACTIVE for good, and a trigger
// refuses changing or clearing the end). An ended reward takes no more units: the trigger answers a
// cash-in that raced the end with cash_in_reward's own refusal NOT_POSSIBLE_DATE_CONSTRAINT (its redeem
// period is over), so nothing is written; an undo still gives a unit back. A POINTS reward an organiser
// makes costs at least one point, and a title is never empty.
// One statement per query (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `ALTER TABLE rewards ADD COLUMN organiser_id integer REFERENCES organisers (id)`,
  `ALTER TABLE rewards ADD COLUMN ended_at timestamptz`,
  `CREATE INDEX rewards_organiser_idx ON rewards (organiser_id) WHERE organiser_id IS NOT NULL`,
  `ALTER TABLE rewards ADD CONSTRAINT rewards_ended_inactive CHECK (ended_at IS NULL OR status = 'INACTIVE')`,
  `ALTER TABLE rewards ADD CONSTRAINT rewards_organiser_points CHECK (organiser_id IS NULL OR type = 'WELCOME' OR points > 0)`,
  `ALTER TABLE rewards ADD CONSTRAINT rewards_title_present CHECK (length(btrim(title)) BETWEEN 1 AND 200)`,
  `CREATE FUNCTION rewards_ended_for_good() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF OLD.ended_at IS NOT NULL AND NEW.ended_at IS DISTINCT FROM OLD.ended_at THEN
       RAISE EXCEPTION 'rewards: a reward is ended once, for good' USING ERRCODE = 'check_violation';
     END IF;
     IF OLD.ended_at IS NOT NULL AND NEW.units_taken > OLD.units_taken THEN
       RAISE EXCEPTION 'NOT_POSSIBLE_DATE_CONSTRAINT';
     END IF;
     RETURN NEW;
   END $$`,
  `CREATE TRIGGER rewards_ended_for_good BEFORE UPDATE OF ended_at, units_taken ON rewards
     FOR EACH ROW EXECUTE FUNCTION rewards_ended_for_good()`,
];

const down: string[] = [
  `DROP TRIGGER IF EXISTS rewards_ended_for_good ON rewards`,
  `DROP FUNCTION IF EXISTS rewards_ended_for_good()`,
  `ALTER TABLE rewards DROP CONSTRAINT IF EXISTS rewards_title_present`,
  `ALTER TABLE rewards DROP CONSTRAINT IF EXISTS rewards_organiser_points`,
  `ALTER TABLE rewards DROP CONSTRAINT IF EXISTS rewards_ended_inactive`,
  `DROP INDEX IF EXISTS rewards_organiser_idx`,
  `ALTER TABLE rewards DROP COLUMN IF EXISTS ended_at`,
  `ALTER TABLE rewards DROP COLUMN IF EXISTS organiser_id`,
];

export const migration0028RewardsAdmin = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
