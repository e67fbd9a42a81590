// The promotions search's "online" filter (issue 21, decision 0072): few rewards are redeemed online (28 of the
// 20,000 bench rewards), so without an index a search for them walked every public document twice (the count,
// then the page in the sort's order). A partial index of the public online rewards answers both; the search
// writes the filter as `s.online` (no parameter) so a prepared statement can use it.
// One statement per query (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [`CREATE INDEX reward_search_online_idx ON reward_search_documents (reward_id) WHERE active AND online`];

const down: string[] = [`DROP INDEX IF EXISTS reward_search_online_idx`];

export const migration0042RewardSearchOnline = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
