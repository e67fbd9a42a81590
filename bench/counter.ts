// `npm run bench:counter`: the counter's round trip (identify the holder with GET /v4/passes, then save
// the point with POST /v4/checkins, as a member of staff) next to the holder's own scan (POST
// /api/user/checkin), over HTTP at 10 connections, on PostgreSQL, runs interleaved, medians of --runs.
// Then the invariant checker. Loopback only, bounded. Writes bench/results/counter.json and bench/COUNTER.md.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:counter -- [--holders 20000]
//     [--accounts 20000] [--runs 3] [--seconds 10] [--warmup 3] [--connections 10] [--skip-data]
//
// Target (issue 20): the round trip's p95 at most 1.5 x the self-scan's, zero errors, invariants clean.
// Both workloads save real points: every request is a (holder, activity) pair that no earlier request of
// the week used (one counter over both workloads, kept in the data folder), so the figures are check-ins,
// not refusals. The data: bench/generate-data.ts in its own database; 10 staff accounts, each MEMBER of 3
// organisers (as a counter's staff are), with access tokens signed by the identity provider's own key.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { loadConfig, repoRoot } from "@vtp/config";
import { openDatabase } from "@vtp/db";
import { checkInvariants } from "@vtp/db/invariants";
import { benchDatabaseUrl, ensureBenchDatabase, prepareBenchAccounts, signAccessTokens, type Query } from "./holder-load.ts";
import { startProduct } from "./product-process.ts";

const { values } = parseArgs({
  options: {
    holders: { type: "string", default: "20000" },
    accounts: { type: "string", default: "20000" },
    runs: { type: "string", default: "3" },
    warmup: { type: "string", default: "3" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    "skip-data": { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const STAFF = 10;
const ORGANISERS_PER_STAFF = 3;
const PORT = 3173;
const BENCH_DB = "vtp_bench_counter";

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error("Zet DATABASE_URL (PostgreSQL): de benchmark meet op de server, niet op PGlite.");
  process.exit(1);
}
const benchUrl = benchDatabaseUrl(adminUrl, BENCH_DB);
const dataDir = path.join(repoRoot, "bench/.tmp/counter");
mkdirSync(dataDir, { recursive: true });
const step = (message: string) => console.log(`\n== ${message}`);

interface Setup {
  /** Holders with an account (self-scan token) and an active card in the chosen region. */
  holders: { cardNumber: string; token: string }[];
  /** The region's bench activities the staff serve: activity i belongs to staff member floor(i / 3). */
  activities: { id: number; organiserId: number; code: string }[];
  staffTokens: string[];
}

async function prepare(query: Query, jwksFile: string): Promise<Setup> {
  await prepareBenchAccounts(query, Number(values.accounts));
  // The region with the most bench accounts: both workloads check its holders in at its activities.
  const [region] = await query<{ card_system_id: number }>(
    `SELECT c.card_system_id FROM identity_accounts a JOIN cards c ON c.holder_id = a.holder_id AND c.status = 'ACTIVE'
    WHERE a.sub LIKE 'bench-%' GROUP BY c.card_system_id ORDER BY count(*) DESC LIMIT 1`,
  );
  const cardSystemId = region!.card_system_id;
  const holders = await query<{ sub: string; card_number: string }>(
    `SELECT a.sub, c.card_number FROM identity_accounts a JOIN cards c ON c.holder_id = a.holder_id AND c.status = 'ACTIVE'
    WHERE a.sub LIKE 'bench-%' AND c.card_system_id = $1 ORDER BY a.sub`,
    [cardSystemId],
  );
  const activities = await query<{ id: number; organiser_id: number; checkin_code: string }>(
    `SELECT id, organiser_id, checkin_code FROM activities WHERE checkin_code LIKE 'BENCH-%' AND card_system_id = $1 ORDER BY id LIMIT $2`,
    [cardSystemId, STAFF * ORGANISERS_PER_STAFF],
  );
  if (holders.length === 0 || activities.length < STAFF * ORGANISERS_PER_STAFF) {
    throw new Error(`te weinig benchmarkdata in regio ${cardSystemId}: ${holders.length} houders, ${activities.length} activiteiten`);
  }
  const staffSubs = Array.from({ length: STAFF }, (_, k) => `bench-staff-${k}`);
  for (const [k, sub] of staffSubs.entries()) {
    await query(
      `INSERT INTO identity_accounts (sub, email, email_verified, skip_onboarding) VALUES ($1, $1 || '@bench.invalid', true, true)
      ON CONFLICT DO NOTHING`,
      [sub],
    );
    const mine = activities.slice(k * ORGANISERS_PER_STAFF, (k + 1) * ORGANISERS_PER_STAFF).map((a) => a.organiser_id);
    await query(
      `INSERT INTO organiser_staff (account_id, organiser_id, role)
      SELECT a.id, o, 'MEMBER' FROM identity_accounts a, unnest($2::int[]) AS o WHERE a.sub = $1 ON CONFLICT DO NOTHING`,
      [sub, mine],
    );
  }
  const config = loadConfig({ ...process.env, DATABASE_URL: benchUrl, PUBLIC_URL: `http://127.0.0.1:${PORT}` });
  const holderTokens = await signAccessTokens(
    jwksFile,
    config,
    holders.map((h) => h.sub),
  );
  return {
    holders: holders.map((h, i) => ({ cardNumber: h.card_number, token: holderTokens[i]! })),
    activities: activities.map((a) => ({ id: a.id, organiserId: a.organiser_id, code: a.checkin_code })),
    staffTokens: await signAccessTokens(jwksFile, config, staffSubs),
  };
}

/** One counter over both workloads and every run, kept in the data folder: request i is holder i mod H at activity (i div H + i mod H) mod A, a pair no earlier request of the week used. */
const counterFile = path.join(dataDir, "request-counter");
let requestCounter =
  Number(
    (() => {
      try {
        return readFileSync(counterFile, "utf8");
      } catch {
        return "0";
      }
    })(),
  ) || 0;

interface Measurement {
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  ok: number;
  refused: number;
  errors: number;
}

type Outcome = "ok" | "refused" | "error";
const outcomeOf = (status: number): Outcome => (status < 300 ? "ok" : status < 500 ? "refused" : "error");

/** Runs `once` on `connections` workers for `duration` s; each call is one timed unit (a request, or the counter's two). */
async function measure(once: (i: number) => Promise<Outcome>, duration = seconds): Promise<Measurement> {
  const latencies: number[] = [];
  const counts = { ok: 0, refused: 0, error: 0 };
  const end = performance.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const i = requestCounter++;
        const started = performance.now();
        let outcome: Outcome;
        try {
          outcome = await once(i);
        } catch {
          outcome = "error";
        }
        latencies.push(performance.now() - started);
        counts[outcome]++;
      }
    }),
  );
  writeFileSync(counterFile, String(requestCounter));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Number(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1));
  return {
    perSecond: latencies.length / duration,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    ok: counts.ok,
    refused: counts.refused,
    errors: counts.error,
  };
}

function workloads(origin: string, setup: Setup) {
  const { holders, activities, staffTokens } = setup;
  const pick = (i: number) => {
    const h = i % holders.length;
    const a = (Math.floor(i / holders.length) + h) % activities.length;
    return { holder: holders[h]!, activity: activities[a]!, staffToken: staffTokens[Math.floor(a / ORGANISERS_PER_STAFF)]! };
  };
  const json = (token: string) => ({ authorization: `Bearer ${token}`, "content-type": "application/json" });
  return {
    "self-scan (POST /api/user/checkin)": async (i: number): Promise<Outcome> => {
      const { holder, activity } = pick(i);
      const r = await fetch(`${origin}/api/user/checkin`, {
        method: "POST",
        headers: json(holder.token),
        body: JSON.stringify({ code: activity.code, idempotencyKey: randomUUID() }),
      });
      await r.arrayBuffer();
      return outcomeOf(r.status);
    },
    "counter round trip (GET /v4/passes + POST /v4/checkins)": async (i: number): Promise<Outcome> => {
      const { holder, activity, staffToken } = pick(i);
      const pass = await fetch(`${origin}/api/v4/passes?organizerId=${activity.organiserId}&identifier=${holder.cardNumber}`, {
        headers: { authorization: `Bearer ${staffToken}` },
      });
      await pass.arrayBuffer();
      if (pass.status !== 200) return outcomeOf(pass.status);
      const checkin = await fetch(`${origin}/api/v4/checkins?organizerId=${activity.organiserId}`, {
        method: "POST",
        headers: json(staffToken),
        body: JSON.stringify({ uitpasNumber: holder.cardNumber, eventId: String(activity.id) }),
      });
      await checkin.arrayBuffer();
      return outcomeOf(checkin.status);
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  await ensureBenchDatabase(adminUrl!, BENCH_DB);
  if (!values["skip-data"]) {
    step(`data: ${values.holders} houders (bench/generate-data.ts)`);
    const gen = spawnSync(
      process.execPath,
      [path.join(repoRoot, "bench/generate-data.ts"), "--holders", values.holders!, "--organisers", "600", "--rewards", "400"],
      { stdio: "inherit", env: { ...process.env, DATABASE_URL: benchUrl } },
    );
    if (gen.status !== 0) throw new Error("data generation failed");
  }
  step("product starten");
  const product = await startProduct({ port: PORT, dataDir, databaseUrl: benchUrl });
  try {
    const client = new pg.Client({ connectionString: benchUrl });
    await client.connect();
    const query: Query = async <R>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as R[];
    step("accounts, medewerkers en tokens");
    const setup = await prepare(query, path.join(dataDir, "idp", "jwks.json"));
    console.log(`${setup.holders.length} houders, ${setup.activities.length} activiteiten, ${STAFF} medewerkers`);
    const [ledgerBefore] = await query<{ n: string }>("SELECT count(*) AS n FROM points_ledger");
    const work = workloads(product.origin, setup);
    const results: Record<string, Measurement[]> = {};
    // Both workloads once before measuring, not counted: the first seconds of a fresh process (the JIT, the
    // prepared statements, the caches) would otherwise land on whichever workload runs first.
    for (const [name, once] of Object.entries(work)) {
      if (warmup <= 0) break;
      step(`${name}, warming up (${warmup} s, not counted)`);
      const m = await measure(once, warmup);
      console.log(`${m.perSecond.toFixed(0)}/s, p95 ${m.p95} ms, errors ${m.errors}`);
    }
    for (let run = 1; run <= runs; run++) {
      // Alternate who goes first, so neither always meets a warmer database.
      const names = Object.keys(work) as (keyof typeof work)[];
      for (const name of run % 2 === 1 ? names : names.reverse()) {
        step(`${name}, run ${run}`);
        const m = await measure(work[name]);
        (results[name] ??= []).push(m);
        console.log(
          `${m.perSecond.toFixed(0)}/s, p50 ${m.p50} ms, p95 ${m.p95} ms, p99 ${m.p99} ms, ok ${m.ok}, refused ${m.refused}, errors ${m.errors}`,
        );
      }
    }
    const [ledgerAfter] = await query<{ n: string }>("SELECT count(*) AS n FROM points_ledger");
    await client.end();
    step("invarianten");
    const database = await openDatabase({ databaseUrl: benchUrl });
    const violations = await checkInvariants(database.db);
    await database.close();
    console.log(violations.length === 0 ? "alle invarianten gelden" : JSON.stringify(violations, null, 2));

    const summary = Object.fromEntries(
      Object.entries(results).map(([name, ms]) => [
        name,
        {
          perSecond: median(ms.map((m) => m.perSecond)),
          p50: median(ms.map((m) => m.p50)),
          p95: median(ms.map((m) => m.p95)),
          p99: median(ms.map((m) => m.p99)),
          ok: ms.reduce((a, m) => a + m.ok, 0),
          refused: ms.reduce((a, m) => a + m.refused, 0),
          errors: ms.reduce((a, m) => a + m.errors, 0),
        },
      ]),
    );
    const [self, counter] = Object.values(summary);
    const report = {
      measuredAt: new Date().toISOString(),
      commit: spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim(),
      holders: Number(values.holders),
      regionHolders: setup.holders.length,
      connections,
      seconds,
      warmup,
      runs,
      summary,
      p95Ratio: counter!.p95 / self!.p95,
      ledgerRowsWritten: Number(ledgerAfter!.n) - Number(ledgerBefore!.n),
      invariantViolations: violations,
      runsByWorkload: results,
    };
    const pass = report.p95Ratio <= 1.5 && self!.errors + counter!.errors === 0 && violations.length === 0;
    mkdirSync(path.join(repoRoot, "bench/results"), { recursive: true });
    writeFileSync(path.join(repoRoot, "bench/results/counter.json"), `${JSON.stringify(report, null, 2)}\n`);
    const md = path.join(repoRoot, "bench/COUNTER.md");
    const notes = (() => {
      try {
        return /\n## Reading[\s\S]*$/.exec(readFileSync(md, "utf8"))?.[0] ?? "";
      } catch {
        return "";
      }
    })();
    writeFileSync(md, markdown(report, pass) + notes);
    console.log(`\n${pass ? "GESLAAGD" : "NIET GESLAAGD"}: p95-verhouding ${report.p95Ratio.toFixed(2)}; bench/COUNTER.md geschreven`);
    if (!pass) process.exitCode = 1;
  } finally {
    await product.stop();
  }
}

function markdown(
  report: {
    measuredAt: string;
    commit: string;
    holders: number;
    regionHolders: number;
    connections: number;
    seconds: number;
    warmup: number;
    runs: number;
    summary: Record<string, Measurement>;
    p95Ratio: number;
    ledgerRowsWritten: number;
    invariantViolations: unknown[];
  },
  pass: boolean,
): string {
  const rows = Object.entries(report.summary).map(
    ([name, s]) => `| ${name} | ${s.perSecond.toFixed(0)} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.ok} | ${s.refused} | ${s.errors} |`,
  );
  return `# Counter benchmark (identify + check-in at the counter, against the holder's own scan)

Measured with \`npm run bench:counter\` (bench/counter.ts) on this project's machine (2 cores, shared by the
product, PostgreSQL and the load generator; compare figures of one run, not across runs), on PostgreSQL with
${report.holders.toLocaleString("en")} bench holders (${report.regionHolders.toLocaleString("en")} with an account in the region measured), ${report.connections} connections
for ${report.seconds} s per workload after ${report.warmup} s of each not counted, ${report.runs} runs interleaved, medians. A counter round trip is one member of staff's
GET /v4/passes (the look-up, written to the audit log) and then POST /v4/checkins: two requests, timed together.
Every request saves a point no earlier request of the week saved. Measured ${report.measuredAt} on ${report.commit}.

Target (issue 20): the round trip's p95 at most 1.5 x the self-scan's; zero errors; the invariants hold afterwards.

| workload | per second | p50 ms | p95 ms | p99 ms | saved (all runs) | refused | errors |
|---|---|---|---|---|---|---|---|
${rows.join("\n")}

p95 ratio (round trip / self-scan): **${report.p95Ratio.toFixed(2)}** (target <= 1.5): ${pass ? "met" : "NOT met"}.
Points ledger rows written: ${report.ledgerRowsWritten}.
Invariant checker afterwards: ${report.invariantViolations.length === 0 ? "clean" : `${report.invariantViolations.length} broken rules (see results/counter.json)`}.
`;
}

await main();
