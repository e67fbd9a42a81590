import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { pgliteDump } from "./testing/pglite-dumps.ts";
import { createTestDatabase, type Seed } from "./testing/test-db.ts";
import { openDatabase } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";

describe("openDatabase", () => {
  it("returns the same JavaScript values on PGlite and PostgreSQL", async () => {
    const database = await createTestDatabase();
    try {
      expect(database.kind).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
      const { rows } = await sql<Record<string, unknown>>`
        SELECT 9007199254740991::bigint AS big, count(*) AS n, 12.50::numeric(10,2) AS price,
               DATE '2026-04-30' AS day, TIMESTAMPTZ '2026-11-21T10:00:00Z' AS at,
               ARRAY['parking', 'rolstoeltoegankelijk']::text[] AS facilities, '{"a": [1]}'::jsonb AS doc
        FROM (VALUES (1), (2)) v(x)`.execute(database.db);
      expect(rows[0]).toEqual({
        big: 9007199254740991,
        n: 2,
        price: 12.5,
        day: "2026-04-30",
        at: new Date("2026-11-21T10:00:00Z"),
        facilities: ["parking", "rolstoeltoegankelijk"],
        doc: { a: [1] },
      });
    } finally {
      await database.close();
    }
  });

  it("tells the pool's use on PostgreSQL (total, idle, waiting, max) and nothing on the embedded database", async () => {
    const database = await createTestDatabase({ maxConnections: 3 });
    try {
      if (database.kind === "pglite") {
        expect(database.poolStats()).toBeUndefined();
        return;
      }
      await sql`SELECT 1`.execute(database.db);
      const stats = database.poolStats();
      expect(stats).toMatchObject({ waiting: 0, max: 3 });
      expect(stats!.total).toBeGreaterThanOrEqual(1);
      expect(stats!.idle).toBe(stats!.total);
      // Four slow queries on three connections: one waits.
      const slow = Array.from({ length: 4 }, () => sql`SELECT pg_sleep(0.3)`.execute(database.db));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(database.poolStats()).toMatchObject({ total: 3, idle: 0, waiting: 1 });
      await Promise.all(slow);
    } finally {
      await database.close();
    }
  });

  it("gives every test database its own data", async () => {
    const a = await createTestDatabase();
    const b = await createTestDatabase();
    try {
      await a.db.insertInto("card_systems").values({ id: 1, name: "UiTPAS Gent", slug: "gent", colour: "#1aa5a8" }).execute();
      const inB = await b.db.selectFrom("card_systems").selectAll().execute();
      expect(inB).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("starts an embedded test database with a small buffer pool, and the product's with PostgreSQL's default (decision 0065)", async (ctx) => {
    if (process.env.DATABASE_URL) ctx.skip();
    const test = await createTestDatabase();
    // The product's own start, from the same migrated dump (no initdb: seconds less).
    const product = await openDatabase({ loadDataDir: await pgliteDump(undefined) });
    try {
      const shown = async (database: typeof product) =>
        (await sql<{ shared_buffers: string }>`SHOW shared_buffers`.execute(database.db)).rows[0]!.shared_buffers;
      expect(await shown(test)).toBe("16MB");
      expect(await shown(product)).toBe("128MB");
    } finally {
      await test.close();
      await product.close();
    }
  });

  it("loads a small dump into an embedded test database: 1MB log segments, no template databases (decision 0065)", async (ctx) => {
    if (process.env.DATABASE_URL) ctx.skip();
    const test = await createTestDatabase();
    const product = await openDatabase({});
    try {
      const segment = async (database: typeof product) =>
        (await sql<{ size: string }>`SELECT current_setting('wal_segment_size') AS size`.execute(database.db)).rows[0]!.size;
      expect(await segment(test)).toBe("1MB");
      expect(await segment(product)).toBe("16MB");
      const names = await sql<{ datname: string }>`SELECT datname FROM pg_database ORDER BY datname`.execute(test.db);
      expect(names.rows.map((r) => r.datname)).toEqual(["postgres"]);
      expect((await pgliteDump(undefined)).size).toBeLessThan(25 * 1024 * 1024);
    } finally {
      await test.close();
      await product.close();
    }
  });

  it("runs the seed hook on a fresh database", async () => {
    const seed: Seed = async (db) => {
      await db.insertInto("card_systems").values({ id: 7, name: "Paspartoe", slug: "paspartoe", colour: "#e30613" }).execute();
    };
    const first = await createTestDatabase({ seed });
    const second = await createTestDatabase({ seed });
    try {
      await first.db.deleteFrom("card_systems").execute();
      const rows = await second.db.selectFrom("card_systems").select(["id", "name"]).execute();
      expect(rows).toEqual([{ id: 7, name: "Paspartoe" }]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("keeps PGlite data in <dataDir>/pglite across restarts", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "vtp-db-"));
    try {
      const first = await openDatabase({ dataDir });
      await migrateToLatest(first.db);
      await first.db.insertInto("card_systems").values({ id: 3, name: "UiTPAS Dender", slug: "dender", colour: "#004f9f" }).execute();
      await first.close();
      const second = await openDatabase({ dataDir });
      try {
        expect(await migrateToLatest(second.db)).toEqual([]);
        const rows = await second.db.selectFrom("card_systems").select("slug").execute();
        expect(rows).toEqual([{ slug: "dender" }]);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!process.env.DATABASE_URL)("reports an unreachable PostgreSQL database at open", async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = "/vtp_database_that_does_not_exist";
    await expect(openDatabase({ databaseUrl: url.toString() })).rejects.toThrow(/does not exist/);
  });
});
