// The points and rewards invariants: what must hold in every database at any moment, whatever ran
// before (tests, the demo seed, a benchmark, production traffic). Each check is one read-only query
// that returns the rows breaking it; `checkInvariants` runs them all. Test databases run it when they
// close (testing/test-db.ts), the benchmarks after their runs, and `npm run invariants` on any
// database (DATABASE_URL or the PGlite data folder).
import { sql, type Kysely } from "kysely";
import type { DB } from "./schema.ts";

export interface InvariantViolation {
  /** Which rule broke. */
  rule: string;
  /** Up to 5 offending rows, as the query returned them. */
  examples: unknown[];
  count: number;
}

interface Check {
  rule: string;
  query: ReturnType<typeof sql<Record<string, unknown>>>;
  /** A table of a later migration the query reads: skipped on a database rolled back before it. */
  table?: string;
}

const checks: Check[] = [
  {
    rule: "a holder's balance equals the sum of its ledger",
    query: sql`
      SELECT h.id, h.points, COALESCE(l.total, 0) AS ledger
      FROM holders h
      LEFT JOIN (SELECT holder_id, SUM(delta)::integer AS total FROM points_ledger GROUP BY holder_id) l ON l.holder_id = h.id
      WHERE h.points <> COALESCE(l.total, 0)`,
  },
  {
    rule: "no balance is negative",
    query: sql`SELECT id, points FROM holders WHERE points < 0`,
  },
  {
    rule: "every check-in has exactly its points in the ledger",
    query: sql`
      SELECT c.id, c.points, l.delta
      FROM checkins c LEFT JOIN points_ledger l ON l.checkin_id = c.id
      WHERE l.delta IS DISTINCT FROM c.points`,
  },
  {
    rule: "every redemption that cost points has exactly minus its cost in the ledger",
    query: sql`
      SELECT r.id, r.points_spent, l.delta
      FROM redemptions r LEFT JOIN points_ledger l ON l.redemption_id = r.id
      WHERE (r.points_spent > 0 AND l.delta IS DISTINCT FROM -r.points_spent)
         OR (r.points_spent = 0 AND l.id IS NOT NULL)`,
  },
  {
    // units_imported: units taken before this system kept redemptions (migrated counts). A redemption
    // undone at the counter gave its unit back (migration 0023).
    rule: "units taken equals the number of redemptions and never exceeds the maximum",
    query: sql`
      SELECT w.id, w.units_taken, w.units_imported, w.max_units, COALESCE(n.redeemed, 0) AS redeemed
      FROM rewards w
      LEFT JOIN (SELECT reward_id, COUNT(*)::integer AS redeemed FROM redemptions r
        WHERE NOT EXISTS (SELECT 1 FROM redemption_undos u WHERE u.redemption_id = r.id) GROUP BY reward_id) n ON n.reward_id = w.id
      WHERE w.units_taken <> w.units_imported + COALESCE(n.redeemed, 0) OR (w.max_units IS NOT NULL AND w.units_taken > w.max_units)`,
  },
  {
    rule: "every undone redemption that cost points has exactly its cost back in the ledger",
    query: sql`
      SELECT r.id, r.points_spent, l.delta
      FROM redemption_undos u JOIN redemptions r ON r.id = u.redemption_id LEFT JOIN points_ledger l ON l.undoes_redemption_id = r.id
      WHERE (r.points_spent > 0 AND l.delta IS DISTINCT FROM r.points_spent) OR (r.points_spent = 0 AND l.id IS NOT NULL)`,
  },
  {
    // An undone redemption gave its slot back (its period_key is NULL since migration 0023).
    rule: "no holder exceeds a reward's per-period limit",
    query: sql`
      SELECT r.holder_id, r.reward_id, r.period_key, COUNT(*)::integer AS redeemed, w.per_holder_volume
      FROM redemptions r JOIN rewards w ON w.id = r.reward_id
      WHERE w.per_holder_volume IS NOT NULL AND r.period_key IS NOT NULL
      GROUP BY r.holder_id, r.reward_id, r.period_key, w.per_holder_volume
      HAVING COUNT(*) > w.per_holder_volume`,
  },
  {
    rule: "no holder exceeds an activity's check-in limit",
    query: sql`
      SELECT c.holder_id, c.activity_id, c.period_key, COUNT(*)::integer AS checkins, a.checkin_volume
      FROM checkins c JOIN activities a ON a.id = c.activity_id
      GROUP BY c.holder_id, c.activity_id, c.period_key, a.checkin_volume
      HAVING COUNT(*) > a.checkin_volume`,
  },
  {
    rule: "no coupon is used more often than its turns per period",
    query: sql`
      SELECT id, turns_used, turns_per_period FROM holder_coupons
      WHERE turns_per_period IS NOT NULL AND turns_used > turns_per_period`,
  },
  {
    rule: "no holder buys more kansentarief tickets for an activity than its ticket limit per period",
    table: "ticket_sales",
    query: sql`
      SELECT t.holder_id, t.activity_id, t.period_key, COUNT(*)::integer AS tickets, a.ticket_limit_volume
      FROM ticket_sales t JOIN activities a ON a.id = t.activity_id
      WHERE t.tariff_type = 'SOCIALTARIFF' AND t.cancelled_at IS NULL
      GROUP BY t.holder_id, t.activity_id, t.period_key, a.ticket_limit_volume
      HAVING COUNT(*) > a.ticket_limit_volume`,
  },
];

/** Runs every check; an empty list means the database is consistent. */
export async function checkInvariants(db: Kysely<DB>): Promise<InvariantViolation[]> {
  const violations: InvariantViolation[] = [];
  for (const check of checks) {
    if (check.table !== undefined) {
      const { rows: present } = await sql<{ present: boolean }>`SELECT to_regclass(${check.table}::text) IS NOT NULL AS present`.execute(
        db,
      );
      if (present[0]?.present !== true) continue;
    }
    const { rows } = await check.query.execute(db);
    if (rows.length > 0) violations.push({ rule: check.rule, count: rows.length, examples: rows.slice(0, 5) });
  }
  return violations;
}

/** Throws with a readable list when any invariant is broken. */
export async function assertInvariants(db: Kysely<DB>, where: string): Promise<void> {
  const violations = await checkInvariants(db);
  if (violations.length === 0) return;
  const lines = violations.map((v) => `- ${v.rule}: ${v.count}× e.g. ${JSON.stringify(v.examples[0])}`);
  throw new Error(`Invariants broken in ${where}:\n${lines.join("\n")}`);
}
