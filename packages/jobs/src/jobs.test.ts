// The job queue on the database the suite runs on (PGlite by default, PostgreSQL with DATABASE_URL).
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { createJobQueue, type JobQueue } from "./index.ts";

const FAST = { retryLimit: 3, retryDelay: 1, retryDelayMax: 1 };

let database: Database;
const queues: JobQueue[] = [];
const newQueue = () => {
  const queue = createJobQueue(database, { pollingIntervalSeconds: 0.5 });
  queues.push(queue);
  return queue;
};

beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop(2_000);
  await database.close();
});

describe("the job queue", () => {
  it("runs a job, retries a failing one with backoff, and counts jobs per queue and state", async () => {
    const queue = newQueue();
    queue.define("probe", FAST);
    const seen: Array<{ n: number; retryCount: number }> = [];
    queue.work<{ n: number }>("probe", async (data, job) => {
      seen.push({ n: data.n, retryCount: job.retryCount });
      if (data.n === 2 && job.retryCount === 0) throw new Error("eerste poging mislukt");
    });
    expect(await queue.depth()).toEqual([]);
    await queue.start();
    await queue.send("probe", { n: 1 });
    await queue.send("probe", { n: 2 });
    await queue.drained("probe");
    expect(seen.filter((s) => s.n === 1)).toEqual([{ n: 1, retryCount: 0 }]);
    expect(seen.filter((s) => s.n === 2)).toEqual([
      { n: 2, retryCount: 0 },
      { n: 2, retryCount: 1 },
    ]);
    expect(await queue.depth()).toEqual([{ queue: "probe", state: "completed", count: 2 }]);
  });

  it("writes a job with the caller's transaction: none when it rolls back, one when it commits", async () => {
    const queue = newQueue();
    queue.define("probe", FAST);
    await queue.start();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await queue.send("probe", { n: 1 }, { within: trx });
        throw new Error("de actie mislukt");
      }),
    ).rejects.toThrow("de actie mislukt");
    expect(await queue.depth()).toEqual([]);
    const id = randomUUID();
    await database.db.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      expect(await queue.send("probe", { n: 2 }, { within: trx, id })).toBe(id);
    });
    // The same id again adds nothing: a mail's id is its deduplication key.
    expect(await queue.send("probe", { n: 2 }, { id })).toBeNull();
    expect(await queue.depth()).toEqual([{ queue: "probe", state: "created", count: 1 }]);
  });

  it.skipIf(!process.env.DATABASE_URL)("runs each job once with two processes' queues on one database (PostgreSQL)", async () => {
    const runs = new Map<number, number>();
    const processes = [newQueue(), newQueue()];
    for (const queue of processes) {
      queue.define("probe", FAST);
      queue.work<{ n: number }>("probe", async (data) => {
        runs.set(data.n, (runs.get(data.n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
    }
    await Promise.all(processes.map((queue) => queue.start()));
    for (let n = 0; n < 40; n++) await processes[n % 2]!.send("probe", { n });
    await processes[0]!.drained("probe", 30_000);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual([...Array(40).keys()]);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it("keeps one schedule per queue however many processes declare it, in its time zone (the daily reminders, decision 0049)", async () => {
    const processes = [newQueue(), newQueue()];
    for (const queue of processes) {
      queue.define("daily", FAST);
      queue.schedule("daily", "0 9 * * *", { tz: "Europe/Brussels" });
    }
    for (const queue of processes) await queue.start();
    const { rows } = await sql<{ name: string; cron: string; timezone: string }>`
      SELECT name, cron, timezone FROM ${sql.id("pgboss", "schedule")} ORDER BY name`.execute(database.db);
    expect(rows).toEqual([{ name: "daily", cron: "0 9 * * *", timezone: "Europe/Brussels" }]);
    expect(() => processes[0]!.schedule("later", "0 9 * * *", { tz: "Europe/Brussels" })).toThrow();
  });

  it("stops cleanly: a running job finishes before stop() returns", async () => {
    const queue = newQueue();
    queue.define("probe", FAST);
    let finished = false;
    let began!: () => void;
    const running = new Promise<void>((resolve) => (began = resolve));
    queue.work("probe", async () => {
      began();
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished = true;
    });
    await queue.start();
    await queue.send("probe", {});
    await running;
    await queue.stop();
    expect(finished).toBe(true);
    // The database is still usable by the product after the queue stopped.
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(database.db)).rows[0]!.one).toBe(1);
  });
});
