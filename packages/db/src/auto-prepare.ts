// Automatic prepared statements for node-postgres (decision 0019), as Npgsql's auto-prepare and pgx's
// statement cache do: a query text this process has sent a few times is sent as a named statement, so
// each connection parses and plans it once and then only binds and runs it. Our statements are written
// with parameters (Kysely), so their texts repeat; planning a statement the size of the redeem-facts
// read costs about as long as running it. Only SELECT/WITH/INSERT/UPDATE/DELETE with parameters are
// named, and at most MAX_NAMED texts per process (an IN list of every length would otherwise grow the
// set without end); everything else goes as before, unnamed.
import { createHash } from "node:crypto";
import type pg from "pg";

/** A text is named from its MIN_USES-th use on. */
export const MIN_USES = 3;
/** At most this many named texts per process; beyond, queries go unnamed. */
export const MAX_NAMED = 2000;
const MAX_COUNTED = 20_000;
const PREPARABLE = /^\s*(?:select|with|insert|update|delete)\b/i;

export interface AutoPrepare {
  /** The statement name for `text`, or undefined when it is sent unnamed this time. */
  nameFor(text: string): string | undefined;
  /** Texts named so far (for tests). */
  size(): number;
}

export function createAutoPrepare(opts: { minUses?: number; maxNamed?: number } = {}): AutoPrepare {
  const minUses = opts.minUses ?? MIN_USES;
  const maxNamed = opts.maxNamed ?? MAX_NAMED;
  const uses = new Map<string, number>();
  const names = new Map<string, string>();
  return {
    nameFor(text) {
      const named = names.get(text);
      if (named !== undefined) return named;
      if (!PREPARABLE.test(text) || names.size >= maxNamed) return undefined;
      const count = (uses.get(text) ?? 0) + 1;
      if (count < minUses) {
        if (uses.size >= MAX_COUNTED) uses.clear();
        uses.set(text, count);
        return undefined;
      }
      uses.delete(text);
      const name = `vtp_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`;
      names.set(text, name);
      return name;
    },
    size: () => names.size,
  };
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Makes every client of `pool` send repeated parameterised queries as named statements. Kysely calls
 * `client.query(text, values)`; that call becomes `client.query({ name, text, values })`.
 */
export function autoPreparePool(pool: pg.Pool, prepare: AutoPrepare = createAutoPrepare()): void {
  pool.on("connect", (client) => {
    const original = client.query.bind(client) as QueryFn;
    (client as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
      const [text, values] = args;
      if (typeof text === "string" && Array.isArray(values) && values.length > 0 && args.length === 2) {
        const name = prepare.nameFor(text);
        if (name !== undefined) return original({ name, text, values });
      }
      return original(...args);
    };
  });
}
