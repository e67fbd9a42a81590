// The daily reminders on two product processes (issue 23 "Jobs", decision 0049): twelve runs of the
// reminders job are put on the job queue at once, the two processes behind nginx fetch them side by side,
// and each reminder is still written and mailed once: Mohamed's kansentarief that ends in 5 days, An's
// coupon whose last day is in 3 days. Mohamed then finds his reminder once in his inbox, through nginx.
// Needs DATABASE_URL (PGlite is one process per data folder) and Debian's nginx; CI runs it in the
// PostgreSQL pass.
import { sql } from "kysely";
import { an, mohamed } from "@vtp/personas";
import { openDatabase, type Database } from "@vtp/db";
import { createJobQueue } from "@vtp/jobs";
import { loginAs } from "../support/auth.ts";
import { startCluster, type Cluster } from "../support/cluster.ts";
import { journeyPorts } from "../support/ports.ts";
import { expect, test } from "../support/fixtures.ts";

const base = journeyPorts.remindersFirst;
const origin = `http://127.0.0.1:${base}`;
const RUNS = 12;

test.describe.configure({ mode: "serial" });
test.skip(!process.env.DATABASE_URL, "twee processen draaien op PostgreSQL (DATABASE_URL), zoals in CI");
test.use({ baseURL: origin });

let cluster: Cluster;
let database: Database;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await startCluster({ databaseUrl: process.env.DATABASE_URL!, nginxPort: base, productPorts: [base + 1, base + 2] });
  database = await openDatabase({ databaseUrl: cluster.databaseUrl });
});

test.afterAll(async () => {
  await database?.close();
  await cluster?.stop();
});

/** A day in Brussels, `days` from today (what the reminders' rules compare with). */
async function brusselsDayPlus(days: number): Promise<string> {
  const { rows } = await sql<{ day: string }>`
    SELECT to_char((now() AT TIME ZONE 'Europe/Brussels')::date + ${days}::int, 'YYYY-MM-DD') AS day`.execute(database.db);
  return rows[0]!.day;
}

test("twelve reminder runs on two processes write and mail each reminder once", async ({ page }) => {
  test.setTimeout(180_000);
  const db = database.db;
  // Due now: Mohamed's active kansenstatuut ends in 5 days; one of An's coupons has its last day in 3 days.
  const kansenstatuutEnd = await brusselsDayPlus(5);
  const kansenstatuut = await db
    .updateTable("kansenstatuut")
    .set({ end_date: kansenstatuutEnd })
    .where("holder_id", "=", mohamed.holderId!)
    .where("status", "=", "ACTIVE")
    .returning("id")
    .executeTakeFirstOrThrow();
  const couponEnd = await brusselsDayPlus(3);
  const coupon = await db
    .updateTable("holder_coupons")
    .set({ valid_until: couponEnd })
    .where("id", "=", (eb) =>
      eb
        .selectFrom("holder_coupons")
        .select("id")
        .where("holder_id", "=", an.holderId!)
        .where("status", "=", "ACTIVE")
        .orderBy("id")
        .limit(1),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  const keys = {
    kansentarief: `kansentarief:${kansenstatuut.id}:${kansenstatuutEnd}:7`,
    coupon: `coupon:${coupon.id}:${couponEnd}:7`,
  };

  // Twelve runs at once, sent by a queue of this test (it defines no worker: only the products run them).
  const queue = createJobQueue(database);
  await queue.start();
  const ids = await Promise.all(Array.from({ length: RUNS }, () => queue.send("reminders", {})));
  await queue.stop();
  await expect
    .poll(
      async () => {
        const { rows } = await sql<{ state: string; n: string }>`
          SELECT state, count(*) AS n FROM pgboss.job WHERE id = ANY(${ids}::uuid[]) GROUP BY state`.execute(db);
        return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toEqual({ completed: RUNS });

  // Written once, mailed once.
  const messages = await db
    .selectFrom("messages")
    .select(["holder_id", "dedup_key", "title"])
    .where("dedup_key", "in", Object.values(keys))
    .execute();
  expect(messages.map((m) => m.dedup_key).sort()).toEqual(Object.values(keys).sort());
  const kansentariefTitle = messages.find((m) => m.dedup_key === keys.kansentarief)!.title;
  const couponTitle = messages.find((m) => m.dedup_key === keys.coupon)!.title;
  expect(kansentariefTitle).toBe("Je kansentarief loopt over 5 dagen af");
  const mails = await db
    .selectFrom("mail_outbox")
    .select(["to_address", "subject"])
    .where("subject", "in", [kansentariefTitle, couponTitle])
    .execute();
  expect(mails.sort((a, b) => a.to_address.localeCompare(b.to_address))).toEqual([
    { to_address: an.email, subject: couponTitle },
    { to_address: mohamed.email, subject: kansentariefTitle },
  ]);

  // Mohamed sees it once in his inbox, whichever process serves him.
  await loginAs(page, mohamed, { startPath: "/berichten", skipOnboarding: true });
  await page.goto("/berichten");
  await expect(page.getByRole("heading", { level: 1, name: "Berichten" })).toBeVisible();
  await expect(page.getByRole("heading", { name: kansentariefTitle })).toHaveCount(1);
});
