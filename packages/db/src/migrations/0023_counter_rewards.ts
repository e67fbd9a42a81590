// Rewards at the counter (issue 20, decision 0037): a redemption handed out or undone at an organiser's
// counter, and a holder's redeem code used there. What must happen once is a key here:
// - `redemption_uses`: one row per redemption whose code was used (the primary key: used once), with the
//   organiser where; a redemption made at a counter gets its row at once (handed over there);
// - `redemption_undos`: one row per undone redemption (the primary key: undone once), with the period key
//   and slot the redemption held: the undo gives its per-holder slot back (the redemption's own
//   period_key and slot become NULL) and its unit (rewards.units_taken - 1);
// - `points_ledger.undoes_redemption_id`: the CORRECTION that gives the points back names the redemption
//   (UNIQUE: once; positive by CHECK). Nothing is deleted. One statement per query (PGlite), no import of
//   application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `CREATE TABLE redemption_uses (
    redemption_id uuid PRIMARY KEY REFERENCES redemptions (id) ON DELETE CASCADE,
    organiser_id integer NOT NULL REFERENCES organisers (id),
    used_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE redemption_undos (
    redemption_id uuid PRIMARY KEY REFERENCES redemptions (id) ON DELETE CASCADE,
    organiser_id integer NOT NULL REFERENCES organisers (id),
    period_key text,
    slot integer,
    undone_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT redemption_undos_slot_with_period CHECK ((slot IS NULL) = (period_key IS NULL))
  )`,
  `ALTER TABLE points_ledger ADD COLUMN undoes_redemption_id uuid
    CONSTRAINT points_ledger_undoes_redemption_id_key UNIQUE REFERENCES redemptions (id)`,
  `ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_redemption_undo_is_correction
    CHECK (undoes_redemption_id IS NULL OR (reason = 'CORRECTION' AND delta > 0))`,
];
const down: string[] = [
  `ALTER TABLE points_ledger DROP CONSTRAINT IF EXISTS points_ledger_redemption_undo_is_correction`,
  `ALTER TABLE points_ledger DROP COLUMN IF EXISTS undoes_redemption_id`,
  `DROP TABLE IF EXISTS redemption_undos`,
  `DROP TABLE IF EXISTS redemption_uses`,
];

export const migration0023CounterRewards = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
