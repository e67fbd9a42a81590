// The embedded database stopping under a running process (issue 18): statements and transactions fail
// at once as "unavailable" (no hang, no unhandled rejection that ends the process), and a database in a
// data folder is opened again by the next request with its data intact.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./availability.ts";
import type { Database, DatabaseEvent } from "./database.ts";
import { createTestDatabase } from "./testing/test-db.ts";

let database: Database | undefined;
let folder: string | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
  if (folder !== undefined) await rm(folder, { recursive: true, force: true });
  folder = undefined;
});

/** Settles within 5 s or says that it hung. */
function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown; hung?: true }> {
  return Promise.race([
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    new Promise<{ hung: true }>((resolve) => setTimeout(() => resolve({ hung: true }), 5_000)),
  ]);
}

describe.skipIf(Boolean(process.env.DATABASE_URL))("the embedded database stopping (PGlite)", () => {
  it("fails statements and transactions as unavailable, then opens its data folder again", async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "vtp-embedded-"));
    const events: DatabaseEvent["kind"][] = [];
    // The migrated test database, kept in a data folder instead of memory.
    database = await createTestDatabase({ dataDir: folder, onEvent: (event) => events.push(event.kind), checkInvariants: false });
    const db = database.db;
    await sql`CREATE TABLE kept (id int PRIMARY KEY)`.execute(db);
    await sql`INSERT INTO kept VALUES (1)`.execute(db);

    // The instance stops underneath the process (as after a trap in its WebAssembly).
    await database.pglite!.close();

    // A transaction: before issue 18 it waited forever and its rejection ended the process.
    const transaction = await settle(db.transaction().execute(async (tx) => sql`INSERT INTO kept VALUES (2)`.execute(tx)));
    expect(transaction.hung).toBeUndefined();
    // Either it failed as unavailable, or the data folder was already open again and it ran there.
    if (transaction.error !== undefined) expect(isDatabaseUnavailable(transaction.error), String(transaction.error)).toBe(true);

    const { rows } = await sql<{ id: number }>`SELECT id FROM kept ORDER BY id`.execute(db);
    expect(rows.map((r) => r.id)).toEqual(transaction.error === undefined ? [1, 2] : [1]);
    expect(events).toContain("embedded-stopped");
    expect(events).toContain("embedded-reopened");
  }, 120_000);

  it("keeps failing as unavailable when the stopped database lived in memory only", async () => {
    database = await createTestDatabase({ checkInvariants: false });
    const db = database.db;
    await database.pglite!.close();
    for (const attempt of [sql`SELECT 1`.execute(db), db.transaction().execute(async (tx) => sql`SELECT 1`.execute(tx))]) {
      const result = await settle(attempt);
      expect(result.hung).toBeUndefined();
      expect(isDatabaseUnavailable(result.error), String(result.error)).toBe(true);
    }
  });
});
