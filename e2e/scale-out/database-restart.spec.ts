// Issue 24, "faults survived": the scale-out set-up (two product processes behind nginx, one PostgreSQL
// database; e2e/support/cluster.ts) keeps serving through a PostgreSQL restart. The products reach the
// server through a TCP proxy (host/src/test-support/database-proxy.ts), so the test restarts only this
// cluster's database as the products see it: every connection dropped at once, its backends ended,
// new connections refused for a few seconds, then accepted again. The machine's PostgreSQL server and
// the other tests' databases are not touched (the single-process proof is host/src/database-outage.test.ts).
// What must hold under a mixed load of dashboards, check-ins and cash-ins through nginx: during the
// outage every answer is the declared Dutch 503 with Retry-After (no 500, none slower than a bound);
// afterwards both processes serve again by themselves; the holder signed in before keeps her session;
// and nothing is half-written: every cash-in happened once or not at all (a retry with its key applies
// it once), every check-in has its ledger row, and the points and rewards invariants hold.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { an } from "@vtp/personas";
import { formatCardNumber } from "@vtp/contracts/card-number";
import { openDatabase } from "@vtp/db";
import { checkInvariants } from "@vtp/db/invariants";
import { DEMO_CHECKIN_CODES, DEMO_REWARD_IDS } from "@vtp/api/seeds";
import { serverAddress, startDatabaseProxy, type DatabaseProxy } from "../../host/src/test-support/database-proxy.ts";
import { loginAs } from "../support/auth.ts";
import { startCluster, type Cluster } from "../support/cluster.ts";
import { journeyPorts } from "../support/ports.ts";
import { expect, test } from "../support/fixtures.ts";

const base = journeyPorts.databaseRestartFirst;
const origin = `http://127.0.0.1:${base}`;
/** No answer may take longer than this, outage or not. */
const ANSWER_BOUND_MS = 10_000;
const OUTAGE_MS = 3_000;

test.describe.configure({ mode: "serial" });
test.skip(!process.env.DATABASE_URL, "de herstart-test draait op PostgreSQL (DATABASE_URL), zoals in CI");
test.use({ baseURL: origin });

let proxy: DatabaseProxy;
let cluster: Cluster;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  proxy = await startDatabaseProxy(serverAddress(process.env.DATABASE_URL!));
  cluster = await startCluster({
    databaseUrl: process.env.DATABASE_URL!,
    nginxPort: base,
    productPorts: [base + 1, base + 2],
    databaseVia: { port: proxy.port },
    // The load comes from one address; the per-address limit is not what this test is about.
    env: { RATE_LIMIT_PER_MINUTE: "100000" },
  });
});

test.afterAll(async () => {
  await cluster?.stop();
  await proxy?.close();
});

type Kind = "dashboard" | "checkin" | "cashin";
interface Outcome {
  kind: Kind;
  /** 0: no answer within ANSWER_BOUND_MS or the connection failed. */
  status: number;
  at: number;
  end: number;
  retryAfter: string | null;
  contentType: string | null;
  body: string;
  key?: string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function withDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

test("two processes behind nginx keep serving through a PostgreSQL restart, and nothing is half-written", async ({ page, context }) => {
  test.setTimeout(90_000);
  await loginAs(page, an, { skipOnboarding: true });
  await expect(page).toHaveURL(`${origin}/overzicht`);
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const accessToken = await withDatabase(
    async (db) =>
      (await db.query<{ access_token: string }>("SELECT access_token FROM web_sessions ORDER BY created_at DESC LIMIT 1")).rows[0]!
        .access_token,
  );
  // Enough points for every cash-in of the run (a correction in the ledger, as an organiser would book it).
  await withDatabase(async (db) => {
    await db.query("BEGIN");
    const { rows } = await db.query<{ holder_id: string }>("SELECT holder_id FROM cards WHERE card_number = $1", [an.card!.number]);
    await db.query("INSERT INTO points_ledger (holder_id, delta, reason) VALUES ($1, 5000, 'CORRECTION')", [rows[0]!.holder_id]);
    await db.query("UPDATE holders SET points = points + 5000 WHERE id = $1", [rows[0]!.holder_id]);
    await db.query("COMMIT");
  });

  const send = async (kind: Kind): Promise<Outcome> => {
    const at = Date.now();
    const key = kind === "dashboard" ? undefined : randomUUID();
    try {
      const response =
        kind === "dashboard"
          ? await fetch(`${origin}/overzicht`, {
              headers: { cookie, accept: "text/html" },
              redirect: "manual",
              signal: AbortSignal.timeout(ANSWER_BOUND_MS),
            })
          : await fetch(`${origin}/api/user/${kind === "checkin" ? "checkin" : "promotion/cashin"}`, {
              method: "POST",
              headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json", accept: "application/json" },
              body: JSON.stringify(
                kind === "checkin"
                  ? { code: DEMO_CHECKIN_CODES.gentBibliotheek, idempotencyKey: key }
                  : { promotionId: DEMO_REWARD_IDS.cheapPoints, idempotencyKey: key },
              ),
              signal: AbortSignal.timeout(ANSWER_BOUND_MS),
            });
      const body = await response.text();
      const h = response.headers;
      return {
        kind,
        key,
        status: response.status,
        at,
        end: Date.now(),
        retryAfter: h.get("retry-after"),
        contentType: h.get("content-type"),
        body,
      };
    } catch (error) {
      return { kind, key, status: 0, at, end: Date.now(), retryAfter: null, contentType: null, body: String(error) };
    }
  };

  // The restart: after a second of load, every connection of the products is dropped and their backends
  // end; for OUTAGE_MS the server refuses them; then it accepts again and the load goes on for 4 s.
  let cutAt = 0;
  let restoredAt = 0;
  let logBefore = 0;
  const restart = (async () => {
    await sleep(1_000);
    cutAt = Date.now();
    proxy.cut();
    await withDatabase((db) =>
      db.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"),
    );
    await sleep(OUTAGE_MS);
    restoredAt = Date.now();
    logBefore = cluster.upstreamsUsed().length;
    proxy.restore();
    await sleep(4_000);
  })();
  let done = false;
  void restart.then(() => (done = true));
  const outcomes: Outcome[] = [];
  const kinds: Kind[] = ["dashboard", "checkin", "cashin"];
  await Promise.all(
    Array.from({ length: 6 }, async (_, w) => {
      for (let i = 0; !done; i++) outcomes.push(await send(kinds[(w + i) % kinds.length]!));
    }),
  );
  await restart;

  // Every answer: a success, a domain refusal (e.g. "already saved today") or the declared 503; none
  // missing, none slower than the bound, never a 500 (nor nginx's 502 of a process that fell over).
  const summary = (o: Outcome) => `${o.kind} ${o.status} ${o.end - o.at} ms ${o.body.slice(0, 120)}`;
  expect(
    outcomes.filter((o) => !(o.status === 200 || o.status === 201 || (o.status >= 400 && o.status < 500) || o.status === 503)).map(summary),
  ).toEqual([]);
  expect(Math.max(...outcomes.map((o) => o.end - o.at))).toBeLessThan(ANSWER_BOUND_MS);
  // During the outage (sent after the cut, answered before the restore): the declared Dutch 503.
  const during = outcomes.filter((o) => o.at > cutAt + 300 && o.end < restoredAt);
  expect(during.length).toBeGreaterThan(10);
  expect(during.filter((o) => o.status !== 503).map(summary)).toEqual([]);
  for (const o of during) {
    expect(o.retryAfter).toBe("5");
    if (o.kind === "dashboard") {
      expect(o.contentType).toMatch(/^text\/html/);
      expect(o.body).toContain("We zijn even niet bereikbaar");
    } else {
      expect(o.contentType).toMatch(/^application\/problem\+json/);
      expect(o.body).toContain("We zijn even niet bereikbaar. Probeer het over enkele ogenblikken opnieuw.");
    }
  }
  // Two seconds after the restore every kind of request succeeds again, on both processes, without a restart.
  const after = outcomes.filter((o) => o.at > restoredAt + 2_000);
  expect(after.length).toBeGreaterThan(10);
  expect(after.filter((o) => o.status === 503 || o.status >= 500 || o.status === 0).map(summary)).toEqual([]);
  expect(after.filter((o) => o.kind === "cashin" && o.status === 200).length).toBeGreaterThan(0);
  const servedAfter = new Set(cluster.upstreamsUsed().slice(logBefore));
  expect([...servedAfter].sort()).toEqual([...cluster.productPorts].sort());
  const failed = outcomes.filter((o) => o.status === 503);
  const lastFailure = Math.max(restoredAt, ...failed.map((o) => o.end)) - restoredAt;
  console.warn(
    `[issue 24] PostgreSQL restart behind nginx: ${outcomes.length} requests, ${failed.length} answered 503, the last one ${lastFailure} ms after the restore`,
  );

  // The holder signed in before the restart is still signed in, on whichever process answers.
  for (let i = 0; i < 4; i++) {
    await page.goto("/overzicht");
    await expect(page).toHaveURL(`${origin}/overzicht`);
    await expect(page.getByTestId("kaartnummer")).toHaveText(formatCardNumber(an.card!.number));
  }

  // Nothing half-written. Every cash-in answered 200 happened exactly once; every other one (503, or cut
  // off) happened once or not at all, and its retry with the same key leaves exactly one redemption when
  // it succeeds (the one that happened, or a fresh one), none when it is refused.
  const count = (key: string) =>
    withDatabase(async (db) =>
      Number((await db.query<{ n: string }>("SELECT count(*) AS n FROM redemptions WHERE idempotency_key = $1", [key])).rows[0]!.n),
    );
  const cashIns = outcomes.filter((o) => o.kind === "cashin");
  for (const o of cashIns.filter((x) => x.status === 200)) expect(await count(o.key!)).toBe(1);
  for (const o of cashIns.filter((x) => x.status !== 200)) {
    expect(await count(o.key!)).toBeLessThanOrEqual(1);
    const retry = await page.request.post("/api/user/promotion/cashin", {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { promotionId: DEMO_REWARD_IDS.cheapPoints, idempotencyKey: o.key },
    });
    expect([200, 400, 409, 422]).toContain(retry.status());
    expect(await count(o.key!)).toBe(retry.status() === 200 ? 1 : 0);
  }
  // At most one check-in per key, and the library's "once a day" held through the restart.
  const checkins = await withDatabase(async (db) => {
    const keys = outcomes.filter((o) => o.kind === "checkin").map((o) => o.key!);
    const { rows } = await db.query<{ idempotency_key: string; n: string }>(
      "SELECT idempotency_key, count(*) AS n FROM checkins WHERE idempotency_key = ANY($1) GROUP BY idempotency_key",
      [keys],
    );
    return rows;
  });
  expect(checkins.filter((r) => Number(r.n) !== 1)).toEqual([]);
  expect(checkins.length).toBeLessThanOrEqual(1);
  // Balances equal their ledgers, no negative balance, every check-in and redemption in the ledger.
  const database = await openDatabase({ databaseUrl: cluster.databaseUrl });
  try {
    expect(await checkInvariants(database.db)).toEqual([]);
  } finally {
    await database.close();
  }
});
