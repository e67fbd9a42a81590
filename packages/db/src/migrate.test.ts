import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "./testing/test-db.ts";
import { openDatabase } from "./database.ts";
import { latestMigrationName, MigrationError, migrateToLatest, readMigrationState } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";

describe("migrateToLatest", () => {
  it("applies every migration once on an empty database, then nothing", async () => {
    const database = await openDatabase({});
    try {
      expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
      expect(await migrateToLatest(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it("throws a clear error naming the failed migration, and leaves no half-applied schema", async () => {
    const database = await openDatabase({});
    try {
      // A conflicting object makes 0001 fail half-way (after card_systems and municipalities).
      await sql`CREATE TABLE card_system_cities (x integer)`.execute(database.db);
      const error = await migrateToLatest(database.db).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MigrationError);
      expect((error as Error).message).toMatch(/0001_initial/);
      expect((error as Error).message).toMatch(/card_system_cities/);
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_name IN ('card_systems', 'municipalities')`.execute(database.db);
      expect(rows[0]?.n).toBe(0);
    } finally {
      await database.close();
    }
  });

  it("fails on the configured database too when a migration cannot apply", async () => {
    const database = await createTestDatabase();
    try {
      await database.db.deleteFrom("kysely_migration" as never).execute();
      await expect(migrateToLatest(database.db)).rejects.toThrow(/0001_initial.*already exists|0001_initial.*bestaat al/s);
    } finally {
      await database.close();
    }
  });
});

describe("readMigrationState (the readiness check, issue 24)", () => {
  it("knows the code's newest migration", () => {
    expect(latestMigrationName).toBe(Object.keys(migrations).sort().at(-1));
  });

  it("says not current before any migration ran, current after, and behind when the newest is missing", async () => {
    const database = await openDatabase({});
    try {
      expect(await readMigrationState(database.db)).toEqual({ latest: latestMigrationName, newestApplied: null, current: false });
      await migrateToLatest(database.db);
      expect(await readMigrationState(database.db)).toEqual({
        latest: latestMigrationName,
        newestApplied: latestMigrationName,
        current: true,
      });
      await database.db
        .deleteFrom("kysely_migration" as never)
        .where("name" as never, "=", latestMigrationName as never)
        .execute();
      const behind = await readMigrationState(database.db);
      expect(behind.current).toBe(false);
      expect(behind.newestApplied).not.toBe(latestMigrationName);
      // A process of an older release next to a database a newer one migrated further is still current.
      await database.db
        .insertInto("kysely_migration" as never)
        .values([latestMigrationName, "9999_from_a_newer_release"].map((name) => ({ name, timestamp: new Date().toISOString() })) as never)
        .execute();
      expect(await readMigrationState(database.db)).toMatchObject({ newestApplied: "9999_from_a_newer_release", current: true });
    } finally {
      await database.close();
    }
  });
});
