// Automatic prepared statements (decision 0019): repeated parameterised statements become named ones,
// prepared once per connection; other statements and the set's bound stay as they were.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createAutoPrepare } from "./auto-prepare.ts";
import { createTestDatabase } from "./testing/test-db.ts";

describe("createAutoPrepare", () => {
  it("names a parameterised statement from its third use on, with a name of its text", () => {
    const prepare = createAutoPrepare();
    const text = "select id from holders where id = $1";
    expect([prepare.nameFor(text), prepare.nameFor(text)]).toEqual([undefined, undefined]);
    const name = prepare.nameFor(text);
    expect(name).toMatch(/^vtp_[0-9a-f]{24}$/);
    expect(prepare.nameFor(text)).toBe(name);
    expect(createAutoPrepare({ minUses: 1 }).nameFor(text)).toBe(name);
  });

  it("never names transaction control or schema changes, and stops at its bound", () => {
    const prepare = createAutoPrepare({ minUses: 1, maxNamed: 2 });
    expect(prepare.nameFor("begin")).toBeUndefined();
    expect(prepare.nameFor("alter table holders add column x int")).toBeUndefined();
    expect(prepare.nameFor("  WITH a AS (select 1) select * from a where $1")).toBeDefined();
    expect(prepare.nameFor("insert into t values ($1)")).toBeDefined();
    expect(prepare.nameFor("delete from t where id = $1")).toBeUndefined();
    expect(prepare.size()).toBe(2);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("auto-prepare on PostgreSQL", () => {
  it("prepares a repeated statement once on the connection and answers the same rows", async () => {
    const database = await createTestDatabase({ maxConnections: 1 });
    try {
      const answers: number[] = [];
      for (let i = 1; i <= 5; i++) {
        const { rows } = await sql<{ n: number }>`select ${i}::int + 1 as n`.execute(database.db);
        answers.push(rows[0]!.n);
      }
      expect(answers).toEqual([2, 3, 4, 5, 6]);
      const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(
        database.db,
      );
      expect(rows.filter((r) => r.statement.includes("$1::int + 1"))).toHaveLength(1);
      expect(rows.find((r) => r.statement.includes("$1::int + 1"))!.name).toMatch(/^vtp_/);
    } finally {
      await database.close();
    }
  });
});
