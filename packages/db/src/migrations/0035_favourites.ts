// Favourites and the savings goal (issue 23, decision 0059): a holder keeps ("Bewaar") a reward, a place
// (an organiser) or an activity. One row per holder and object: the primary key (holder_id, kind,
// object_id), where object_id is the one foreign key the kind names (a CHECK says which is set). At most
// one savings goal per holder, and only a reward: a partial UNIQUE index and a CHECK. The count limit (200)
// is the service's, under a lock on the holder's row. One statement per query (PGlite), no import of
// application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `CREATE TABLE favourites (
    holder_id uuid NOT NULL REFERENCES holders (id) ON DELETE CASCADE,
    kind text NOT NULL CONSTRAINT favourites_kind_known CHECK (kind IN ('reward','place','activity')),
    reward_id integer REFERENCES rewards (id) ON DELETE CASCADE,
    organiser_id integer REFERENCES organisers (id) ON DELETE CASCADE,
    activity_id integer REFERENCES activities (id) ON DELETE CASCADE,
    object_id integer NOT NULL GENERATED ALWAYS AS (COALESCE(reward_id, organiser_id, activity_id)) STORED,
    savings_goal boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT favourites_object_of_its_kind CHECK (
      (kind = 'reward') = (reward_id IS NOT NULL)
      AND (kind = 'place') = (organiser_id IS NOT NULL)
      AND (kind = 'activity') = (activity_id IS NOT NULL)
    ),
    CONSTRAINT favourites_goal_is_a_reward CHECK (NOT savings_goal OR kind = 'reward'),
    PRIMARY KEY (holder_id, kind, object_id)
  )`,
  `CREATE UNIQUE INDEX favourites_one_savings_goal ON favourites (holder_id) WHERE savings_goal`,
  `CREATE INDEX favourites_reward_idx ON favourites (reward_id) WHERE reward_id IS NOT NULL`,
  `CREATE INDEX favourites_organiser_idx ON favourites (organiser_id) WHERE organiser_id IS NOT NULL`,
  `CREATE INDEX favourites_activity_idx ON favourites (activity_id) WHERE activity_id IS NOT NULL`,
];

const down: string[] = [`DROP TABLE IF EXISTS favourites`];

export const migration0035Favourites = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
