// `npm run bench:search`: latency of the search engine (decision 0020) on 6,000 organisers and 20,000
// rewards (bench/generate-data.ts on top of the demo seed), for a mix of realistic queries (free text,
// typos, prefixes, the map filters, near me, markers, suggestions, the promotions search with filters
// and sorts, the detail lookup), next to a plain prepared primary-key lookup (the floor):
//
// 1. in the api process: the service functions called directly, one query at a time, on PostgreSQL and
//    on PGlite (p50/p95/p99 per query type; every type measured in turns with the others);
// 2. over HTTP: the product (scripts/start.ts) on PostgreSQL on 127.0.0.1:3471, autocannon with 10
//    connections per query type (issue 21's figure), p50/p95/p99 of every response.
//
// Writes bench/results/search.json and bench/SEARCH.md. Loopback only, bounded in time and count.
//
//   npm run bench:search -- [--iterations 300] [--seconds 10] [--connections 10]
//     [--skip-postgres] [--skip-pglite] [--skip-http] [--skip-data]   (the skips are for working on it)
//
// PostgreSQL: DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); the
// data lives in its own database vtp_bench_search there. PGlite: bench/.tmp/search-pglite. Both are made
// once (2,000 bench holders: the search reads no holder) and reused by later runs.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { repoRoot } from "@vtp/config";
import { migrateToLatest, openDatabase, type Database } from "@vtp/db";
import { seedDemo } from "@vtp/api/seeds";
import { generateBenchData } from "@vtp/api/seeds/bench";
import { organiserSearchBodySchema } from "@vtp/contracts/organisers";
import { searchOrganisers } from "@vtp/api/modules/organisers/service";
import { scoreRelevance, type RelevanceScore } from "@vtp/api/modules/organisers/search-relevance-set";
import { queryMix, type QueryType } from "./search-queries.ts";

const { values } = parseArgs({
  options: {
    iterations: { type: "string", default: "300" },
    warmup: { type: "string", default: "30" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    "skip-postgres": { type: "boolean", default: false },
    "skip-pglite": { type: "boolean", default: false },
    "skip-http": { type: "boolean", default: false },
    "skip-data": { type: "boolean", default: false },
  },
});
const iterations = Number(values.iterations);
const warmup = Number(values.warmup);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const HTTP_PORT = 3471;
/** The second HTTP measurement: one connection, one request at a time (the service time over HTTP). */
const SERIAL_CONNECTIONS = 1;
const BENCH_DB = "vtp_bench_search";
const ORGANISERS = 6_000;
const REWARDS = 20_000;
const HOLDERS = 2_000;

const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const benchUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${BENCH_DB}`;
  return u.href;
})();
const pgliteDir = path.join(repoRoot, "bench/.tmp/search-pglite");
const productDataDir = path.join(repoRoot, "bench/.tmp/search-product");

function step(message: string): void {
  console.log(`\n== ${message}`);
}

// --- statistics -----------------------------------------------------------------------------------

interface Stats {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    count: sorted.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    mean: round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
  };
}

// --- the databases --------------------------------------------------------------------------------

async function ensurePostgres(): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [BENCH_DB]);
    if (rowCount === 0) await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  } finally {
    await admin.end();
  }
}

async function prepare(database: Database, label: string): Promise<void> {
  await migrateToLatest(database.db);
  await seedDemo(database.db);
  if (values["skip-data"]) return;
  const started = performance.now();
  const counts = await generateBenchData(database.db, { holders: HOLDERS, organisers: ORGANISERS, rewards: REWARDS, chunk: 10_000 });
  console.log(
    `${label}: ${counts.organisers} organisers, ${counts.rewards} rewards (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

async function inputs(database: Database): Promise<{ rewardIds: number[]; cardSystemIds: number[] }> {
  const now = new Date();
  const rewards = await database.db
    .selectFrom("rewards")
    .select("id")
    .where("status", "=", "ACTIVE")
    .where("publication_start", "<=", now)
    .orderBy("id")
    .execute();
  const systems = await database.db.selectFrom("card_systems").select("id").where("active", "=", true).orderBy("id").execute();
  return { rewardIds: rewards.map((r) => r.id), cardSystemIds: systems.map((s) => s.id) };
}

/** Every query type in turns (one call each per round, the order rotating), after a warm-up. */
async function measureDirect(database: Database): Promise<Record<string, Stats>> {
  const deps = { db: database.db, clock: () => new Date() };
  const { rewardIds, cardSystemIds } = await inputs(database);
  const types = queryMix(rewardIds, cardSystemIds).map((t) => ({ name: t.name, call: t.direct(deps) }));
  const samples = new Map<string, number[]>(types.map((t) => [t.name, []]));
  for (let i = 0; i < warmup + iterations; i++) {
    for (let k = 0; k < types.length; k++) {
      const t = types[(k + i) % types.length]!;
      const started = performance.now();
      await t.call(i);
      const elapsed = performance.now() - started;
      if (i >= warmup) samples.get(t.name)!.push(elapsed);
    }
  }
  return Object.fromEntries([...samples].map(([name, s]) => [name, stats(s)]));
}

/** The relevance set (decision 0052) on this database: the expected place among the first three. */
async function measureRelevance(database: Database): Promise<RelevanceScore> {
  const deps = { db: database.db, clock: () => new Date() };
  const score = await scoreRelevance(async (text) =>
    (await searchOrganisers(deps, organiserSearchBodySchema.parse({ text, size: 3 }))).organisers.map((o) => o.name),
  );
  console.log(`relevance: ${score.passed}/${score.total} in the top 3${score.missed.map((m) => `\n  missed ${m}`).join("")}`);
  return score;
}

// --- over HTTP ------------------------------------------------------------------------------------

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: het proces stopte (${child.exitCode})`);
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} kwam niet op`);
}

interface HttpStats extends Stats {
  requestsPerSecond: number;
  errors: number;
  non2xx: number;
}

/**
 * Every connection sends its next request as soon as the answer comes (closed loop). With 10 connections
 * that saturates the machine's two cores, so the latency is 10 / throughput (Little's law); with one
 * connection it is the service time. (autocannon's fixed rates send each connection's requests in a burst at the start of
 * every second, which measures the burst, so they are not used.)
 */
async function measureHttp(type: QueryType, clients: number): Promise<HttpStats> {
  const request = type.http!;
  let counter = 0;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${HTTP_PORT}`,
        connections: clients,
        duration: seconds,
        requests: [
          {
            setupRequest: (req) => {
              const r = request(counter++);
              return {
                ...req,
                method: r.method,
                path: r.path,
                ...(r.body !== undefined ? { headers: { "content-type": "application/json" }, body: JSON.stringify(r.body) } : {}),
              };
            },
          },
        ],
      },
      (error, done) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return {
    ...stats(latencies),
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

// --- main -----------------------------------------------------------------------------------------

interface Report {
  measuredAt: string;
  /** The machine's 1-minute load average as each part started (other work on the machine shows here). */
  load: Record<string, number>;
  commit: string;
  machine: string;
  organisers: number;
  rewards: number;
  iterations: number;
  direct: { postgres: Record<string, Stats>; pglite?: Record<string, Stats> };
  relevance: { postgres?: RelevanceScore; pglite?: RelevanceScore };
  http?: { connections: number; seconds: number; results: Record<string, HttpStats>; serial: Record<string, HttpStats> };
}

async function main(): Promise<void> {
  const report: Report = {
    measuredAt: new Date().toISOString(),
    commit: spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
    organisers: ORGANISERS,
    rewards: REWARDS,
    iterations,
    load: {},
    direct: { postgres: {} },
    relevance: {},
  };
  const noteLoad = (part: string) => {
    report.load[part] = Math.round(os.loadavg()[0]! * 100) / 100;
  };

  step(`PostgreSQL: ${BENCH_DB}`);
  await ensurePostgres();
  const postgres = await openDatabase({ databaseUrl: benchUrl });
  try {
    await prepare(postgres, "PostgreSQL");
    if (!values["skip-postgres"]) {
      step(`PostgreSQL in the api process: ${iterations} calls per query type`);
      noteLoad("postgres");
      report.direct.postgres = await measureDirect(postgres);
      console.table(report.direct.postgres);
      report.relevance.postgres = await measureRelevance(postgres);
    }
  } finally {
    await postgres.close();
  }

  if (!values["skip-pglite"]) {
    step(`PGlite: ${path.relative(repoRoot, pgliteDir)}`);
    mkdirSync(pgliteDir, { recursive: true });
    const pglite = await openDatabase({ dataDir: pgliteDir });
    try {
      await prepare(pglite, "PGlite");
      step(`PGlite in the api process: ${iterations} calls per query type`);
      noteLoad("pglite");
      report.direct.pglite = await measureDirect(pglite);
      console.table(report.direct.pglite);
      report.relevance.pglite = await measureRelevance(pglite);
    } finally {
      await pglite.close();
    }
  }

  if (!values["skip-http"]) {
    step(`over HTTP: the product on 127.0.0.1:${HTTP_PORT} (PostgreSQL), ${connections} connections, ${seconds} s per query type`);
    mkdirSync(productDataDir, { recursive: true });
    const product = spawn(process.execPath, [path.join(repoRoot, "scripts/start.ts")], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(HTTP_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: productDataDir,
        DATABASE_URL: benchUrl,
        LOG_LEVEL: "warn",
        RATE_LIMIT_PER_MINUTE: "1000000",
        PUBLIC_URL: `http://127.0.0.1:${HTTP_PORT}`,
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    try {
      await waitFor(`http://127.0.0.1:${HTTP_PORT}/api/health`, product);
      noteLoad("http");
      const database = await openDatabase({ databaseUrl: benchUrl });
      const { rewardIds, cardSystemIds } = await inputs(database);
      await database.close();
      const results: Record<string, HttpStats> = {};
      const serial: Record<string, HttpStats> = {};
      const types: QueryType[] = [
        {
          name: "floor: GET /api/health (one SELECT 1)",
          direct: () => async () => undefined,
          http: () => ({ method: "GET", path: "/api/health" }),
        },
        ...queryMix(rewardIds, cardSystemIds).filter((t) => t.http !== undefined),
      ];
      for (const type of types) {
        const r = (results[type.name] = await measureHttp(type, connections));
        console.log(
          `${type.name}: ${r.requestsPerSecond} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, errors ${r.errors}, non-2xx ${r.non2xx}`,
        );
        const a = (serial[type.name] = await measureHttp(type, SERIAL_CONNECTIONS));
        console.log(
          `  one connection: ${a.requestsPerSecond} req/s, p50 ${a.p50} ms, p95 ${a.p95} ms, p99 ${a.p99} ms, errors ${a.errors}, non-2xx ${a.non2xx}`,
        );
      }
      report.http = { connections, seconds, results, serial };
    } finally {
      product.kill("SIGTERM");
    }
  }

  noteLoad("end");
  mkdirSync(path.join(repoRoot, "bench/results"), { recursive: true });
  writeFileSync(path.join(repoRoot, "bench/results/search.json"), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(repoRoot, "bench/SEARCH.md"), markdown(report));
  console.log("\nbench/SEARCH.md geschreven");
}

const PG_TARGET = 5;
const PGLITE_TARGET = 10;
const HTTP_TARGET = 15;

function markdown(report: Report): string {
  const mark = (value: number, target: number, floor: boolean) => (floor ? `${value}` : value < target ? `${value}` : `**${value}** ✗`);
  const names = Object.keys(report.direct.pglite ?? report.direct.postgres);
  const direct = names.map((name) => {
    const p = report.direct.postgres[name];
    const l = report.direct.pglite?.[name];
    const floor = name.startsWith("floor");
    return `| ${name} | ${p ? `${p.p50} | ${mark(p.p95, PG_TARGET, floor)} | ${p.p99}` : "– | – | –"} | ${l ? `${l.p50} | ${mark(l.p95, PGLITE_TARGET, floor)} | ${l.p99}` : "– | – | –"} |`;
  });
  const http = Object.entries(report.http?.results ?? {}).map(([name, r]) => {
    const a = report.http?.serial[name];
    const floor = name.startsWith("floor");
    return `| ${name} | ${r.requestsPerSecond} | ${r.p50} | ${mark(r.p95, HTTP_TARGET, floor)} | ${r.p99} | ${a ? `${a.p50} | ${mark(a.p95, HTTP_TARGET, floor)} | ${a.p99}` : "– | – | –"} | ${r.errors + r.non2xx + (a ? a.errors + a.non2xx : 0)} |`;
  });
  const share = (r: RelevanceScore | undefined) =>
    r === undefined ? "not measured" : `${r.passed}/${r.total} (${(r.passed / r.total).toFixed(3)})`;
  return `# Search benchmark (organisers and promotions)

Measured with \`npm run bench:search\` (bench/search.ts) on ${report.organisers.toLocaleString("en")} organisers and
${report.rewards.toLocaleString("en")} rewards (bench/generate-data.ts on top of the demo seed), ${report.measuredAt} on
${report.commit}, on this project's machine (${report.machine}; shared by the product, PostgreSQL and the
load generator, and with other work: compare figures of one run, not across runs). Load average (1 min)
as each part started: ${Object.entries(report.load)
    .map(([part, load]) => `${part} ${load}`)
    .join(", ")}.

**In the api process**: the service functions called one at a time (what a request costs without HTTP),
${report.iterations} calls per query type after a warm-up, every type in turns with the others; the inputs
rotate through realistic lists (see bench/search.ts). The floor is a plain primary-key lookup through the
same Kysely and driver (prepared on PostgreSQL like every repeated statement, decision 0019).
Targets: p95 under ${PG_TARGET} ms on PostgreSQL and under ${PGLITE_TARGET} ms on PGlite (**bold ✗**: not met).

| query type | PostgreSQL p50 ms | p95 | p99 | PGlite p50 ms | p95 | p99 |
|---|---|---|---|---|---|---|
${direct.join("\n")}

**Relevance** (decision 0052): the queries of the relevance set
(apps/api/src/modules/organisers/search-relevance-set.ts) with the expected place among the first three:
${share(report.relevance.postgres)} on PostgreSQL, ${share(report.relevance.pglite)} on PGlite. Here the demo's
places are among the bench's generated organisers (more places with the same kind of name); the suite
demands 0.9 on the demo data alone (search-relevance.test.ts).

**Over HTTP**: the product (\`scripts/start.ts\`, production mode, PostgreSQL) on 127.0.0.1, autocannon
with ${report.http?.connections ?? connections} connections for ${report.http?.seconds ?? seconds} s per query type, the latency of every
response. Each connection sends its next request as soon as its answer arrives, so ${report.http?.connections ?? connections} connections
saturate the machine and their latency is ${report.http?.connections ?? connections} / throughput (Little's law); the same query type with one
connection gives the service time over HTTP. Target (issue 21): p95 under ${HTTP_TARGET} ms at 10 connections.

| query type | ${report.http?.connections ?? connections} connections: req/s | p50 ms | p95 | p99 | 1 connection: p50 ms | p95 | p99 | errors |
|---|---|---|---|---|---|---|---|---|
${http.join("\n")}
`;
}

await main();
