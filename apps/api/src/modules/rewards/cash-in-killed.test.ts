// Killed mid-request (issue 24): a process cashing in eight at a time is killed with SIGKILL while it
// writes; afterwards every balance still equals its ledger, no unit is taken without its redemption and
// no redemption lacks its points (the invariants, @vtp/db/invariants). Every cash-in is one transaction:
// it happened entirely or not at all. On PostgreSQL the server rolls back what the dead process left
// open; on PGlite the data folder is opened again after the crash and its recovery replays the log.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@vtp/db";
import { assertInvariants } from "@vtp/db/invariants";
import { createTestDatabase, type TestDatabase } from "@vtp/db/testing";

const child = path.resolve(import.meta.dirname, "../../testing/cash-in-load.ts");
const HOLDERS = 20;

async function seed(database: Database): Promise<{ holderIds: string[]; rewardId: number }> {
  const db = database.db;
  await db.insertInto("card_systems").values({ id: 1, name: "UiTPAS Gent", slug: "gent", colour: "#1aa5a8" }).execute();
  const holderIds: string[] = [];
  for (let i = 0; i < HOLDERS; i++) {
    const { id } = await db
      .insertInto("holders")
      .values({ first_name: `Houder${i}`, last_name: "Test", birth_date: "1990-01-01", points: 100_000 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("points_ledger").values({ holder_id: id, delta: 100_000, reason: "CORRECTION" }).execute();
    await db
      .insertInto("cards")
      .values({ card_number: `40100${String(i).padStart(7, "0")}0`, holder_id: id, card_system_id: 1, status: "ACTIVE" })
      .execute();
    await db.insertInto("memberships_card_system").values({ holder_id: id, card_system_id: 1, status: "ACTIVE" }).execute();
    holderIds.push(id);
  }
  const { id: rewardId } = await db
    .insertInto("rewards")
    .values({
      type: "POINTS",
      title: "Gratis koffie",
      card_system_id: 1,
      points: 3,
      category: "Eten en drinken",
      publication_start: new Date("2026-01-01T00:00:00Z"),
      redeem_start: new Date("2026-01-01T00:00:00Z"),
      max_units: 1_000_000,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { holderIds, rewardId };
}

/** Runs the child until it has `atLeast` successes, then kills it with SIGKILL in the middle of its next batch. */
function runAndKill(env: NodeJS.ProcessEnv, input: object, atLeast: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const process_ = spawn(process.execPath, [child, JSON.stringify(input)], { env, stdio: ["ignore", "pipe", "pipe"] });
    let errors = "";
    let last = 0;
    process_.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    process_.stdout.on("data", (chunk: Buffer) => {
      const lines = chunk.toString().trim().split("\n");
      last = Number(lines.at(-1));
      if (last >= atLeast && process_.exitCode === null && !process_.killed) process_.kill("SIGKILL");
    });
    process_.on("exit", (code, signal) =>
      signal === "SIGKILL" ? resolve(last) : reject(new Error(`the child ended by itself (${code}):\n${errors}`)),
    );
    setTimeout(() => process_.kill("SIGKILL"), 90_000).unref();
  });
}

async function redemptions(database: Database): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM redemptions`.execute(database.db);
  return rows[0]!.n;
}

describe("a process killed while it cashes in", () => {
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    database = undefined;
    dataDir = undefined;
  });

  it("leaves every cash-in whole or absent: balances equal ledgers, units equal redemptions", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    let input: { holderIds: string[]; rewardId: number };
    if (process.env.DATABASE_URL) {
      database = await createTestDatabase({ maxConnections: 2 });
      input = await seed(database);
      env.DATABASE_URL = database.databaseUrl!;
    } else {
      // The embedded database: in a folder, so that the child can open it and the test again after the crash.
      dataDir = mkdtempSync(path.join(os.tmpdir(), "vtp-killed-"));
      const made = await createTestDatabase({ dataDir, checkInvariants: false });
      input = await seed(made);
      await made.close();
      delete env.DATABASE_URL;
      env.DATA_DIR = dataDir;
    }
    const counted = await runAndKill(env, input, 40);
    expect(counted).toBeGreaterThanOrEqual(40);

    // PGlite: the folder the dead process left (its lock names a process that is gone) opens again.
    const after = database ?? (await openDatabase({ dataDir }));
    try {
      await assertInvariants(after.db, "after SIGKILL");
      // Every success the child counted is there (committed before it said so); one in flight may be too.
      expect(await redemptions(after)).toBeGreaterThanOrEqual(counted);
    } finally {
      if (!database) await after.close();
    }
  }, 150_000);
});
