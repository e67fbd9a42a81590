// Check-ins (issue 8): an idempotency key per check-in, so a retried scan is applied once and answers
// the same result. UNIQUE (holder_id, idempotency_key): two requests in flight with one key cannot both
// insert; NULL keys (no key sent, the seed's history) never collide. One statement per query (PGlite),
// no import of application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `ALTER TABLE checkins ADD COLUMN idempotency_key uuid`,
  `ALTER TABLE checkins ADD CONSTRAINT checkins_one_per_idempotency_key UNIQUE (holder_id, idempotency_key)`,
];

const down: string[] = [
  `ALTER TABLE checkins DROP CONSTRAINT IF EXISTS checkins_one_per_idempotency_key`,
  `ALTER TABLE checkins DROP COLUMN IF EXISTS idempotency_key`,
];

export const migration0004Checkins = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
