// `npm run bench:holder`: check-in and cash-in throughput and latency over HTTP (autocannon, 50
// connections) on the benchmark data set on PostgreSQL, the product next to the ceiling
// (bench/ceiling-server.ts: bare Fastify + pg, one SQL statement per request) in the same run, runs
// interleaved, medians of --runs. Then the invariant checker on the database. Loopback only, bounded.
// Writes bench/results/holder-api.json and bench/HOLDER-API.md.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:holder -- [--holders 600000]
//     [--runs 3] [--seconds 10] [--connections 50] [--accounts 20000] [--skip-data]
//   BENCH_PROFILE_DIR=/tmp/prof also writes CPU profiles of the product (and, in ceiling/, the ceiling) there.
//
// The data lives in its own database (vtp_bench_holder on the same server), made once by
// bench/generate-data.ts; later runs only add what is missing. Tokens: the benchmark signs access tokens
// for bench holders with the identity provider's own key (what a login would give them), so the run
// measures the api, not the login.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { loadConfig, repoRoot } from "@vtp/config";
import { openDatabase } from "@vtp/db";
import { checkInvariants } from "@vtp/db/invariants";
import {
  benchDatabaseUrl,
  ensureBenchDatabase,
  holderWorkload,
  prepareBenchAccounts,
  signAccessTokens,
  type Query,
} from "./holder-load.ts";

const { values } = parseArgs({
  options: {
    holders: { type: "string", default: "600000" },
    runs: { type: "string", default: "3" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    accounts: { type: "string", default: "20000" },
    "skip-data": { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const accountCount = Number(values.accounts);
const PRODUCT_PORT = 3171;
const CEILING_PORT = 3172;
const BENCH_DB = "vtp_bench_holder";
/** Hot rewards get ids from here on (below 999,999, the first one), a fresh one per run, so every run sells its 500 units. */
const HOT_REWARD_FIRST_ID = 900_000;
const HOT_UNITS = 500;

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error("Zet DATABASE_URL (PostgreSQL): de benchmark meet op de server, niet op PGlite.");
  process.exit(1);
}
const benchUrl = benchDatabaseUrl(adminUrl, BENCH_DB);
const dataDir = path.join(repoRoot, "bench/.tmp/holder-api");
mkdirSync(dataDir, { recursive: true });
const node = process.execPath;

function step(message: string): void {
  console.log(`\n== ${message}`);
}

const productEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(PRODUCT_PORT),
  DATA_DIR: dataDir,
  DATABASE_URL: benchUrl,
  LOG_LEVEL: "warn",
  RATE_LIMIT_PER_MINUTE: "1000000",
  PUBLIC_URL: `http://127.0.0.1:${PRODUCT_PORT}`,
};

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: het proces stopte (${child.exitCode})`);
    try {
      const r = await fetch(url, { method: url.endsWith("/health") ? "GET" : "POST" });
      if (r.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} kwam niet op`);
}

const pgQuery =
  (client: pg.Client): Query =>
  async <R>(text: string, params?: unknown[]) =>
    (await client.query(text, params)).rows as R[];

/** Accounts for the first bench holders (sub bench-<n>), extra points (with their ledger rows) so cash-ins
 * are mostly possible (idempotent), and a fresh hot reward with HOT_UNITS units; answers its id. */
async function prepare(db: pg.Client): Promise<number> {
  await prepareBenchAccounts(pgQuery(db), accountCount);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO rewards (id, type, title, card_system_id, all_card_systems, points, category, publication_start, redeem_start, max_units)
    SELECT COALESCE(max(id) + 1, $1), 'POINTS', 'Benchmark: populaire beloning', 1, true, 1, 'Doen', now() - interval '1 day', now() - interval '1 day', $2
    FROM rewards WHERE id >= $1 AND id < 999999 RETURNING id`,
    [HOT_REWARD_FIRST_ID, HOT_UNITS],
  );
  return rows[0]!.id;
}

interface Target {
  label: string;
  url: string;
  body: (i: number) => string;
}

interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  refused: number;
  errors: number;
}

/**
 * One counter over every measurement, so no request repeats an earlier (holder, code) pair; kept in the
 * data folder, so a second run on the same day goes on where the first stopped (else it would meet the
 * once-per-period limit on every request and measure refusals).
 */
const counterFile = path.join(dataDir, "request-counter");
let requestCounter = (() => {
  try {
    return Number(readFileSync(counterFile, "utf8")) || 0;
  } catch {
    return 0;
  }
})();
const saveCounter = () => writeFileSync(counterFile, String(requestCounter));

async function measure(target: Target, tokens: string[]): Promise<Measurement> {
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    requests: [
      {
        method: "POST",
        setupRequest: (req) => {
          const i = requestCounter++;
          return {
            ...req,
            headers: { "content-type": "application/json", authorization: `Bearer ${tokens[i % tokens.length]}` },
            body: target.body(i),
          };
        },
      },
    ],
  });
  saveCounter();
  const byStatus = Object.entries(result.statusCodeStats as Record<string, { count?: number }>);
  const count = (prefix: string) => byStatus.filter(([s]) => s.startsWith(prefix)).reduce((a, [, v]) => a + (v.count ?? 0), 0);
  const ok = count("2");
  const refused = count("4");
  const serverErrors = count("5");
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    refused,
    errors: result.errors + result.timeouts + serverErrors,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  await ensureBenchDatabase(adminUrl!, BENCH_DB);
  if (!values["skip-data"]) {
    step(`data: ${values.holders} houders (bench/generate-data.ts)`);
    const gen = spawnSync(node, [path.join(repoRoot, "bench/generate-data.ts"), "--holders", values.holders!], {
      stdio: "inherit",
      env: { ...process.env, DATABASE_URL: benchUrl },
    });
    if (gen.status !== 0) throw new Error("data generation failed");
  }

  step("product starten");
  // BENCH_PROFILE_DIR: write a CPU profile of the product process there (to find where its time goes).
  const profile = process.env.BENCH_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const productProcess = spawn(node, [...profile, path.join(repoRoot, "scripts/start.ts")], {
    env: productEnv,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const children: ChildProcess[] = [productProcess];
  try {
    await waitFor(`http://127.0.0.1:${PRODUCT_PORT}/api/health`, productProcess);
    const config = loadConfig(productEnv);
    const jwksFile = path.join(dataDir, "idp", "jwks.json");
    const client = new pg.Client({ connectionString: benchUrl });
    await client.connect();
    step("accounts, punten en de populaire beloning");
    const hotRewardId = await prepare(client);

    const workload = await holderWorkload(pgQuery(client), accountCount);
    const { accounts, code, reward } = workload;
    console.log(`${accounts.length} accounts, ${workload.codeCount} check-in codes, ${workload.rewardCount} rewards voor de spreiding`);

    step("ceiling starten");
    const ceilingProfile = profile.length > 0 ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}/ceiling`] : [];
    const ceiling = spawn(node, [...ceilingProfile, path.join(repoRoot, "bench/ceiling-server.ts")], {
      env: {
        ...process.env,
        PORT: String(CEILING_PORT),
        DATABASE_URL: benchUrl,
        JWKS_FILE: jwksFile,
        ISSUER: config.oidc.issuer,
        AUDIENCE: config.oidc.apiAudience,
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    children.push(ceiling);
    await waitFor(`http://127.0.0.1:${CEILING_PORT}/checkin`, ceiling);

    const tokens = await signAccessTokens(
      jwksFile,
      config,
      accounts.map((a) => a.sub),
    );
    const productApi = `http://127.0.0.1:${PRODUCT_PORT}/api`;
    const ceilingUrl = `http://127.0.0.1:${CEILING_PORT}`;
    const workloads: { name: string; product: Target; ceiling: Target }[] = [
      {
        name: "check-in",
        product: {
          label: "product",
          url: `${productApi}/user/checkin`,
          body: (i) => JSON.stringify({ code: code(i), idempotencyKey: randomUUID() }),
        },
        ceiling: { label: "ceiling", url: `${ceilingUrl}/checkin`, body: (i) => JSON.stringify({ code: code(i) }) },
      },
      {
        name: "cash-in (spread over many rewards)",
        product: {
          label: "product",
          url: `${productApi}/user/promotion/cashin`,
          body: (i) => JSON.stringify({ promotionId: reward(i), idempotencyKey: randomUUID() }),
        },
        ceiling: { label: "ceiling", url: `${ceilingUrl}/cashin`, body: (i) => JSON.stringify({ promotionId: reward(i) }) },
      },
    ];

    const results: Record<string, { product: Measurement[]; ceiling: Measurement[] }> = {};
    for (let run = 1; run <= runs; run++) {
      for (const w of workloads) {
        step(`${w.name}, run ${run}`);
        const r = (results[w.name] ??= { product: [], ceiling: [] });
        // Alternate who goes first, so neither always meets a warmer database.
        const order = run % 2 === 1 ? (["product", "ceiling"] as const) : (["ceiling", "product"] as const);
        for (const who of order) {
          const m = await measure(w[who], tokens);
          r[who].push(m);
          console.log(
            `${who}: ${m.requestsPerSecond.toFixed(0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ok ${m.ok}, refused ${m.refused}, errors ${m.errors}`,
          );
        }
      }
    }

    step(`populaire beloning: ${HOT_UNITS} stuks, iedereen tegelijk (product)`);
    const hot = await measure(
      {
        label: "product",
        url: `${productApi}/user/promotion/cashin`,
        body: () => JSON.stringify({ promotionId: hotRewardId, idempotencyKey: randomUUID() }),
      },
      tokens,
    );
    const { rows: hotRows } = await client.query<{ units_taken: number; max_units: number; redemptions: string }>(
      `SELECT units_taken, max_units, (SELECT count(*) FROM redemptions WHERE reward_id = $1) AS redemptions FROM rewards WHERE id = $1`,
      [hotRewardId],
    );
    await client.end();

    step("invarianten");
    const database = await openDatabase({ databaseUrl: benchUrl });
    const violations = await checkInvariants(database.db);
    await database.close();
    console.log(violations.length === 0 ? "alle invarianten gelden" : JSON.stringify(violations, null, 2));

    const summary = Object.fromEntries(
      Object.entries(results).map(([name, r]) => {
        const p = {
          rps: median(r.product.map((m) => m.requestsPerSecond)),
          p50: median(r.product.map((m) => m.p50)),
          p99: median(r.product.map((m) => m.p99)),
          errors: r.product.reduce((a, m) => a + m.errors, 0),
        };
        const c = {
          rps: median(r.ceiling.map((m) => m.requestsPerSecond)),
          p50: median(r.ceiling.map((m) => m.p50)),
          p99: median(r.ceiling.map((m) => m.p99)),
          errors: r.ceiling.reduce((a, m) => a + m.errors, 0),
        };
        return [name, { product: p, ceiling: c, throughputRatio: p.rps / c.rps, p99Ratio: p.p99 / c.p99, runs: r }];
      }),
    );
    const report = {
      measuredAt: new Date().toISOString(),
      commit: spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim(),
      holders: Number(values.holders),
      accounts: accounts.length,
      connections,
      seconds,
      runs,
      summary,
      hotReward: {
        units: HOT_UNITS,
        unitsTaken: hotRows[0]!.units_taken,
        redemptions: Number(hotRows[0]!.redemptions),
        oversold: hotRows[0]!.units_taken > hotRows[0]!.max_units,
        measurement: hot,
      },
      invariantViolations: violations,
    };
    writeFileSync(path.join(repoRoot, "bench/results/holder-api.json"), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(path.join(repoRoot, "bench/HOLDER-API.md"), markdown(report));
    console.log("\nbench/HOLDER-API.md geschreven");
    if (violations.length > 0 || report.hotReward.oversold) process.exitCode = 1;
  } finally {
    for (const c of children) c.kill("SIGTERM");
  }
}

function markdown(report: {
  measuredAt: string;
  commit: string;
  holders: number;
  accounts: number;
  connections: number;
  seconds: number;
  runs: number;
  summary: Record<
    string,
    {
      product: { rps: number; p50: number; p99: number; errors: number };
      ceiling: { rps: number; p50: number; p99: number; errors: number };
      throughputRatio: number;
      p99Ratio: number;
    }
  >;
  hotReward: { units: number; unitsTaken: number; redemptions: number; oversold: boolean; measurement: Measurement };
  invariantViolations: unknown[];
}): string {
  const rows = Object.entries(report.summary).map(
    ([name, s]) =>
      `| ${name} | ${s.product.rps.toFixed(0)} | ${s.product.p50} | ${s.product.p99} | ${s.ceiling.rps.toFixed(0)} | ${s.ceiling.p50} | ${s.ceiling.p99} | ${s.throughputRatio.toFixed(2)} | ${s.p99Ratio.toFixed(2)} | ${s.product.errors} |`,
  );
  return `# Holder API benchmark (check-in and cash-in)

Measured with \`npm run bench:holder\` (bench/holder-api.ts) on this project's machine (2 cores, shared by
the product, PostgreSQL and autocannon itself; compare figures of one run, not across runs), on
PostgreSQL with ${report.holders.toLocaleString("en")} bench holders (${report.accounts} of them with an
account and a signed access token), autocannon with ${report.connections} connections for ${report.seconds} s per
target, ${report.runs} runs interleaved, medians. "ceiling" is bench/ceiling-server.ts: bare Fastify + pg,
the same token check and the same writes in one SQL statement. Measured ${report.measuredAt} on ${report.commit}.

Targets: check-in throughput >= 0.6 of the ceiling and p99 <= 2.5 x the ceiling's; cash-in spread over
many rewards >= 0.5; the hot reward never oversold; zero errors; the invariants hold afterwards.

| workload | product req/s | p50 ms | p99 ms | ceiling req/s | p50 ms | p99 ms | throughput ratio | p99 ratio | product errors |
|---|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}

Hot reward (${report.hotReward.units} units, every request for it at once): ${report.hotReward.unitsTaken} units taken,
${report.hotReward.redemptions} redemptions, oversold: ${report.hotReward.oversold ? "YES" : "no"}
(${report.hotReward.measurement.ok} successes, ${report.hotReward.measurement.refused} refusals, ${report.hotReward.measurement.errors} errors).

Invariant checker afterwards: ${report.invariantViolations.length === 0 ? "clean" : `${report.invariantViolations.length} broken rules (see results/holder-api.json)`}.
`;
}

await main();
