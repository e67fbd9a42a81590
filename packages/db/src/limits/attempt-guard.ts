// Failure counters with a lock, per subject, in the database (table attempt_counters) so every process
// shares them: "`maxFailures` wrong attempts within `windowMs` lock the subject for `lockMs`".
// Used for card number + birth date checks per card (independent of the visitor's address); written for
// reuse by any other guess about one subject (a family member's card, …).
//
// An attempt runs in a transaction that first upserts the subject's row, which locks that row until the
// transaction ends: parallel attempts at one subject are checked one after the other, so 20 parallel
// wrong guesses get exactly `maxFailures` answers and the rest are refused as locked. The check itself
// must be quick and must not use the database (it runs while the row is locked).
import { sql, type Kysely } from "kysely";
import type { DB } from "../schema.ts";

export interface AttemptPolicy {
  /** Wrong attempts that lock the subject when they fall within one window. */
  maxFailures: number;
  /** The window starts at the first wrong attempt. */
  windowMs: number;
  /** How long the subject stays locked after the last allowed wrong attempt. */
  lockMs: number;
}

export type AttemptOutcome = { allowed: true; ok: boolean } | { allowed: false; retryAfterSeconds: number };

export interface AttemptGuard {
  /**
   * Runs `check` unless `key` is locked. A failed check counts; reaching the limit locks the key.
   * `{ allowed: false }` means the check did not run.
   */
  attempt(key: string, now: Date, check: () => boolean): Promise<AttemptOutcome>;
  /** Deletes counters whose window and lock are over. */
  prune(now: Date): Promise<number>;
}

export function createAttemptGuard(db: Kysely<DB>, policy: AttemptPolicy): AttemptGuard {
  if (!Number.isInteger(policy.maxFailures) || policy.maxFailures < 1) throw new RangeError("maxFailures moet een geheel getal >= 1 zijn");
  if (!(policy.windowMs > 0) || !(policy.lockMs > 0)) throw new RangeError("windowMs en lockMs moeten positief zijn");
  return {
    async attempt(key, now, check) {
      const windowOver = new Date(now.getTime() - policy.windowMs);
      return db.transaction().execute(async (trx): Promise<AttemptOutcome> => {
        // A lock or window that is over, or a counter without failures, starts again now.
        const fresh = sql`((c.locked_until IS NOT NULL AND c.locked_until <= ${now}::timestamptz) OR (c.locked_until IS NULL AND (c.failures = 0 OR c.window_start <= ${windowOver}::timestamptz)))`;
        const { rows } = await sql<{ failures: number; locked_until: Date | string | null }>`
          INSERT INTO attempt_counters AS c (key, failures, window_start, locked_until)
          VALUES (${key}, 0, ${now}::timestamptz, NULL)
          ON CONFLICT (key) DO UPDATE SET
            failures = CASE WHEN ${fresh} THEN 0 ELSE c.failures END,
            window_start = CASE WHEN ${fresh} THEN ${now}::timestamptz ELSE c.window_start END,
            locked_until = CASE WHEN ${fresh} THEN NULL ELSE c.locked_until END
          RETURNING failures, locked_until`.execute(trx);
        const row = rows[0]!;
        if (row.locked_until !== null) {
          const lockedUntil = new Date(row.locked_until).getTime();
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((lockedUntil - now.getTime()) / 1000)) };
        }
        if (check()) return { allowed: true, ok: true };
        const failures = Number(row.failures) + 1;
        await trx
          .updateTable("attempt_counters")
          .set({ failures, locked_until: failures >= policy.maxFailures ? new Date(now.getTime() + policy.lockMs) : null })
          .where("key", "=", key)
          .execute();
        return { allowed: true, ok: false };
      });
    },
    async prune(now) {
      const result = await db
        .deleteFrom("attempt_counters")
        .where((eb) =>
          eb.or([
            eb("locked_until", "<=", now),
            eb.and([eb("locked_until", "is", null), eb("window_start", "<=", new Date(now.getTime() - policy.windowMs))]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
