// Figures: the only SQL of the module.
import { sql, type Kysely } from "kysely";
import type { Figures } from "@vtp/contracts/figures";
import type { DB } from "@vtp/db/schema";

export async function countFigures(db: Kysely<DB>): Promise<Figures> {
  const { rows } = await sql<{ holders: number; organisers: number; municipalities: number; card_systems: number }>`
    SELECT
      (SELECT count(DISTINCT holder_id) FROM cards WHERE status = 'ACTIVE' AND holder_id IS NOT NULL)::int AS holders,
      (SELECT count(*) FROM organisers WHERE ended_at IS NULL)::int AS organisers,
      (SELECT count(DISTINCT municipality_id) FROM card_system_cities)::int AS municipalities,
      (SELECT count(*) FROM card_systems)::int AS card_systems`.execute(db);
  const row = rows[0]!;
  return {
    holders: Number(row.holders),
    organisers: Number(row.organisers),
    municipalities: Number(row.municipalities),
    cardSystems: Number(row.card_systems),
  };
}
