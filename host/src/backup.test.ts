// `npm run backup` / `npm run restore` (issue 24): a backup of a seeded database, restored into a fresh
// place, has the same holders with the same balances and ledgers, and a product started on it is ready.
// Runs on the embedded database, and on PostgreSQL (pg_dump / pg_restore) in the suite's PostgreSQL pass.
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "@vtp/config";
import { migrateToLatest, openDatabase, type Database } from "@vtp/db";
import { backupDatabase, restoreDatabase, type BackupTarget } from "@vtp/db/backup";
import { migratedDataDir } from "@vtp/db/testing";
import type { DB } from "@vtp/db/schema";
import { seedDemo } from "@vtp/api/seeds";
import { createServer } from "./app.ts";

const databaseUrl = process.env.DATABASE_URL;
const kind = databaseUrl ? "PostgreSQL" : "the embedded database";

/** Every holder's balance and the sum of their ledger: what a restore must give back exactly. */
async function balances(db: Kysely<DB>) {
  const { rows } = await sql<{ id: string; points: number; ledger: number; cards: number }>`
    SELECT h.id, h.points, coalesce((SELECT sum(l.delta) FROM points_ledger l WHERE l.holder_id = h.id), 0)::int AS ledger,
           (SELECT count(*) FROM cards c WHERE c.holder_id = h.id)::int AS cards
    FROM holders h ORDER BY h.id`.execute(db);
  return rows;
}

/** A target of its own: a data folder, and on PostgreSQL a database of its own on the test server. */
async function createTarget(root: string, name: string): Promise<BackupTarget & { drop(): Promise<void> }> {
  const dataDir = path.join(root, name);
  if (!databaseUrl) return { dataDir, drop: async () => {} };
  const database = `vtp_backup_${name}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await client.end();
    },
  };
}

const open = (target: BackupTarget): Promise<Database> =>
  openDatabase(target.databaseUrl ? { databaseUrl: target.databaseUrl, maxConnections: 2 } : { dataDir: target.dataDir });

describe(`backup and restore on ${kind}`, () => {
  let root: string;
  let source: Awaited<ReturnType<typeof createTarget>>;
  let restored: Awaited<ReturnType<typeof createTarget>>;
  let before: Awaited<ReturnType<typeof balances>>;
  const file = () => path.join(root, "backup.dump");

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), "vtp-backup-"));
    source = await createTarget(root, "source");
    restored = await createTarget(root, "restored");
    // The source's embedded database starts migrated (the run's dump, no initdb); the restore goes to an empty place.
    if (!databaseUrl) await migratedDataDir(source.dataDir);
    const database = await open(source);
    try {
      await migrateToLatest(database.db);
      await seedDemo(database.db, { now: new Date("2026-11-20T10:00:00Z") });
      before = await balances(database.db);
    } finally {
      await database.close();
    }
  }, 180_000);

  afterAll(async () => {
    await source?.drop();
    await restored?.drop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("restores the same holders, balances and ledgers into a fresh place, and a product started there is ready", async () => {
    expect(before.length).toBeGreaterThan(3);
    expect(before.some((h) => h.points > 0)).toBe(true);
    const made = await backupDatabase(source, file());
    expect(made).toMatchObject({ holders: before.length });
    expect(made.newestMigration).not.toBeNull();

    const back = await restoreDatabase(restored, file());
    expect(back).toMatchObject({ holders: before.length, newestMigration: made.newestMigration });
    const database = await open(restored);
    try {
      expect(await balances(database.db)).toEqual(before);
      const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://127.0.0.1:3000", DATA_DIR: restored.dataDir, LOG_LEVEL: "silent" });
      const server = await createServer({ config, database });
      try {
        const ready = await server.app.inject({ method: "GET", url: "/readyz" });
        expect(ready.json()).toMatchObject({ status: "ready", checks: { database: "ok", migrations: "ok" } });
      } finally {
        await server.close();
      }
    } finally {
      await database.close();
    }
  }, 180_000);

  it("refuses to restore over a database that has data, unless asked to replace it (and keeps the old one aside)", async () => {
    await expect(restoreDatabase(restored, file())).rejects.toThrow(/--replace/);
    await restoreDatabase(restored, file(), { replace: true });
    if (!databaseUrl) expect(readdirSync(restored.dataDir).some((name) => name.startsWith("pglite.voor-herstel-"))).toBe(true);
    const database = await open(restored);
    try {
      expect(await balances(database.db)).toEqual(before);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("refuses a file that is not a backup, or a backup of the other kind, and leaves nothing half-made", async () => {
    const junk = path.join(root, "junk.txt");
    await import("node:fs/promises").then((fs) => fs.writeFile(junk, "geen back-up"));
    await expect(restoreDatabase(restored, junk, { replace: true })).rejects.toThrow(/geen back-up van dit product/);
    const other = databaseUrl
      ? { dataDir: path.join(root, "other") }
      : { dataDir: path.join(root, "other"), databaseUrl: "postgres://127.0.0.1:1/none" };
    await expect(restoreDatabase(other, file())).rejects.toThrow(databaseUrl ? /PostgreSQL \(pg_dump\)/ : /ingebouwde database/);
    expect(existsSync(`${file()}.deel`)).toBe(false);
  });
});
