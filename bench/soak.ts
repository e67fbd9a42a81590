// `npm run bench:soak`: a soak test. Mixed traffic (browse, login, dashboard, check-in, cash-in, search)
// against ONE product process on 127.0.0.1, first flat out for --max-seconds to measure this machine's
// maximum for the mix, then for --minutes at half that rate (autocannon's overall rate). Pass: zero
// errors (5xx, timeouts, failed connections, unexpected 401/403/404/429; a check-in or cash-in the rules
// refuse, 400/409/422, is a refusal, not an error), memory after warm-up grows less than 10 % (from the
// process's /metrics every 2 s: the mean RSS, and the V8 heap's floor, its lowest sample, of the first
// and the last window), and the invariant checker clean afterwards (balances = ledger sums,
// no negative balance, no check-in over an activity's limit per period, ...). Loopback only, bounded.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:soak   (its own database vtp_soak, made afresh)
//   npm run bench:soak -- --minutes 1                                          (PGlite in bench/.tmp/soak-pglite, afresh)
//     [--minutes 5] [--max-seconds 20] [--connections 20] [--holders 2000] [--accounts 500] [--port 3180]
//
// Data: the demo seed plus a small bench data set (bench/generate-data.ts), accounts and points for the
// first bench holders and their access tokens (bench/holder-load.ts), demo holders signed in through the
// identity provider for the dashboard (bench/product-process.ts). Logins run beside the load, one at a
// time. Writes bench/results/soak-<database>.json and bench/SOAK.md (both databases' latest runs).
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { CompiledQuery } from "kysely";
import pg from "pg";
import { loadConfig, repoRoot } from "@vtp/config";
import { openDatabase } from "@vtp/db";
import { checkInvariants } from "@vtp/db/invariants";
import { loginPersonas } from "@vtp/personas";
import { LOGIN_IP_WINDOW_SECONDS } from "../apps/idp/src/flows/shared.ts";
import { holderWorkload, prepareBenchAccounts, signAccessTokens, type Query } from "./holder-load.ts";
import { Browser, signInHolder, startProduct } from "./product-process.ts";
import { soakMarkdown, type SoakReport, type SoakRun } from "./soak-report.ts";

/**
 * The logins beside the load all come from this one address, and the identity provider allows one address
 * LOGIN_ATTEMPTS_PER_ADDRESS login attempts per window (its brute-force protection, 100 by default; a run at
 * one login every 2 s met it after 100 logins). They go at a pace that stays within the product's default, as
 * each of many visitors would.
 */
const LOGIN_EVERY_MS =
  Math.ceil((LOGIN_IP_WINDOW_SECONDS * 1000) / loadConfig({ NODE_ENV: "test" }).rateLimit.loginAttemptsPerAddress) + 1_000;

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "5" },
    "max-seconds": { type: "string", default: "20" },
    connections: { type: "string", default: "20" },
    holders: { type: "string", default: "2000" },
    accounts: { type: "string", default: "500" },
    port: { type: "string", default: "3180" },
  },
});
const minutes = Number(values.minutes);
const maxSeconds = Number(values["max-seconds"]);
const connections = Number(values.connections);
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const adminUrl = process.env.DATABASE_URL || undefined;
const databaseKind = adminUrl ? "PostgreSQL" : "PGlite";
const SOAK_DB = "vtp_soak";
const soakUrl = adminUrl
  ? (() => {
      const u = new URL(adminUrl);
      u.pathname = `/${SOAK_DB}`;
      return u.href;
    })()
  : undefined;
const dataDir = path.join(repoRoot, `bench/.tmp/soak-${adminUrl ? "postgres" : "pglite"}`);
const step = (message: string) => console.log(`\n== ${new Date().toISOString().slice(11, 19)} ${message}`);
const load = () => os.loadavg().map((l) => Number(l.toFixed(2))) as [number, number, number];

/** A fresh database and data folder for every run. */
async function freshDatabase(): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${SOAK_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${SOAK_DB}`);
  } finally {
    await admin.end();
  }
}

async function withDatabase<T>(run: (query: Query) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: soakUrl, dataDir });
  try {
    return await run(
      async <R>(text: string, params: unknown[] = []) => (await database.db.executeQuery<R>(CompiledQuery.raw(text, params))).rows as R[],
    );
  } finally {
    await database.close();
  }
}

interface MemorySample {
  at: number;
  rss: number;
  heapUsed: number;
  /** What V8 has taken for its heap (used or not): RSS follows it, not the used part. */
  heapTotal: number;
  /** Memory of C++ objects bound to JavaScript (buffers, zlib/brotli streams, …), outside the V8 heap. */
  external: number;
}

async function memory(): Promise<MemorySample> {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)`, "m").exec(text)?.[1] ?? Number.NaN);
  return {
    at: Date.now(),
    rss: value("process_resident_memory_bytes"),
    heapUsed: value("nodejs_heap_size_used_bytes"),
    heapTotal: value("nodejs_heap_size_total_bytes"),
    external: value("nodejs_external_memory_bytes"),
  };
}

const BROWSE = ["/", "/wat-is-uitpas"];
const WORDS = ["gent", "zwem", "muziek", "bib", "sport", "theater", "aalst", "kunst"];

async function main(): Promise<void> {
  const started = Date.now();
  const loadBefore = load();
  step(`verse database (${databaseKind}) en benchmarkdata: ${values.holders} houders`);
  await freshDatabase();
  const gen = spawnSync(
    process.execPath,
    [path.join(repoRoot, "bench/generate-data.ts"), "--holders", values.holders!, "--organisers", "1000", "--rewards", "1000"],
    { stdio: "inherit", env: { ...process.env, DATABASE_URL: soakUrl ?? "", DATA_DIR: dataDir } },
  );
  if (gen.status !== 0) throw new Error("data generation failed");
  const workload = await withDatabase(async (query) => {
    await prepareBenchAccounts(query, Number(values.accounts));
    return holderWorkload(query, Number(values.accounts));
  });
  console.log(`${workload.accounts.length} accounts, ${workload.codeCount} check-in codes, ${workload.rewardCount} rewards`);

  step("product starten");
  const env = { NODE_ENV: "production", PUBLIC_URL: origin, LOG_LEVEL: "warn" };
  const product = await startProduct({ port, dataDir, databaseUrl: soakUrl, env });
  let report: SoakReport;
  try {
    const config = loadConfig({ ...env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: soakUrl ?? "" });
    const tokens = await signAccessTokens(
      path.join(dataDir, "idp", "jwks.json"),
      config,
      workload.accounts.map((a) => a.sub),
    );
    const personas = loginPersonas.filter((p) => p.email).slice(0, 4);
    const cookies = await Promise.all(personas.map((p) => signInHolder(origin, p.email!)));

    // One counter over both runs, so no request repeats an earlier (holder, code) pair.
    let counter = 0;
    const kinds: Record<string, number> = {};
    const request = (i: number): { kind: string; method: string; path: string; headers: Record<string, string>; body?: string } => {
      const json = { "content-type": "application/json", authorization: `Bearer ${tokens[i % tokens.length]}` };
      switch (i % 10) {
        case 0:
        case 1:
          return { kind: "browse", method: "GET", path: BROWSE[i % BROWSE.length]!, headers: { "accept-encoding": "br, gzip" } };
        case 2:
        case 3:
          return {
            kind: "dashboard",
            method: "GET",
            path: "/overzicht",
            headers: { cookie: cookies[i % cookies.length]!, "accept-encoding": "br, gzip" },
          };
        case 4:
        case 5:
          return {
            kind: "check-in",
            method: "POST",
            path: "/api/user/checkin",
            headers: json,
            body: JSON.stringify({ code: workload.code(i), idempotencyKey: randomUUID() }),
          };
        case 6:
        case 7:
          return {
            kind: "cash-in",
            method: "POST",
            path: "/api/user/promotion/cashin",
            headers: json,
            body: JSON.stringify({ promotionId: workload.reward(i), idempotencyKey: randomUUID() }),
          };
        case 8:
          return { kind: "search", method: "GET", path: `/api/search/activities?text=${WORDS[i % WORDS.length]}`, headers: {} };
        default:
          return { kind: "search", method: "GET", path: `/api/search/suggest?q=${WORDS[i % WORDS.length]!.slice(0, 3)}`, headers: {} };
      }
    };
    const run = async (seconds: number, overallRate?: number): Promise<SoakRun> => {
      for (const k of Object.keys(kinds)) delete kinds[k];
      const result = await autocannon({
        url: origin,
        connections,
        duration: seconds,
        timeout: 10,
        ...(overallRate ? { overallRate } : {}),
        requests: [
          {
            setupRequest: (req) => {
              const r = request(counter++);
              kinds[r.kind] = (kinds[r.kind] ?? 0) + 1;
              return { ...req, method: r.method as "GET", path: r.path, headers: r.headers, body: r.body };
            },
          },
        ],
      });
      const byStatus = Object.fromEntries(
        Object.entries(result.statusCodeStats as Record<string, { count?: number }>).map(([s, v]) => [s, v.count ?? 0]),
      );
      const sum = (pred: (s: number) => boolean) =>
        Object.entries(byStatus)
          .filter(([s]) => pred(Number(s)))
          .reduce((a, [, n]) => a + n, 0);
      const refusals = sum((s) => s === 400 || s === 409 || s === 422);
      const unexpected = sum((s) => s >= 500 || s === 401 || s === 403 || s === 404 || s === 429 || s < 200);
      return {
        requestsPerSecond: result.requests.average,
        requests: result.requests.total,
        p50: result.latency.p50,
        p99: result.latency.p99,
        byStatus,
        byKind: { ...kinds },
        refusals,
        timeouts: result.timeouts,
        connectionErrors: result.errors - result.timeouts,
        errors: unexpected + result.errors,
      };
    };

    step("opwarmen: 10 s zonder rem (telt niet mee)");
    await run(10);
    // Each kind alone, one request at a time: where the mix's time goes (median of 5, milliseconds).
    const latencyByKind: Record<string, number> = {};
    const base = Math.ceil(counter / 10) * 10;
    for (const first of [0, 2, 4, 6, 8, 9]) {
      const times: number[] = [];
      for (let n = 0; n < 5; n++) {
        const r = request(base + first + 10 * n);
        const t0 = performance.now();
        await (await fetch(`${origin}${r.path}`, { method: r.method, headers: r.headers, body: r.body })).arrayBuffer();
        times.push(performance.now() - t0);
      }
      latencyByKind[`${request(first).kind} ${request(first).path.split("?")[0]}`] = Math.round(times.sort((a, b) => a - b)[2]!);
    }
    counter = base + 100;
    console.log("één voor één (mediaan, ms):", latencyByKind);
    step(`maximum meten: ${maxSeconds} s zonder rem, ${connections} verbindingen`);
    const max = await run(maxSeconds);
    console.log(`maximum: ${max.requestsPerSecond.toFixed(0)} req/s, p99 ${max.p99} ms, fouten ${max.errors}`);
    const rate = Math.max(1, Math.round(max.requestsPerSecond / 2));

    step(`soak: ${minutes} min aan ${rate} req/s (de helft), met aanmeldingen ernaast`);
    const samples: MemorySample[] = [];
    const loads: [number, number, number][] = [];
    let soaking = true;
    const sampler = (async () => {
      while (soaking) {
        samples.push(await memory());
        loads.push(load());
        await new Promise((r) => setTimeout(r, 2_000));
      }
    })();
    const logins = { ok: 0, failed: 0, examples: [] as string[], everySeconds: LOGIN_EVERY_MS / 1000 };
    const loginLoop = (async () => {
      for (let i = 0; soaking; i++) {
        try {
          const persona = personas[i % personas.length]!;
          const browser = new Browser(origin);
          if (!["/overzicht", "/onboarding"].includes(await browser.walk("/aanmelden-uitid", persona.email!)))
            throw new Error("geen overzicht");
          logins.ok++;
        } catch (error) {
          logins.failed++;
          if (logins.examples.length < 5) logins.examples.push(String(error));
        }
        await new Promise((r) => setTimeout(r, LOGIN_EVERY_MS));
      }
    })();
    const soakStart = Date.now();
    const soak = await run(minutes * 60, rate);
    soaking = false;
    await Promise.all([sampler, loginLoop]);
    samples.push(await memory());
    console.log(`soak: ${soak.requests} verzoeken, ${soak.requestsPerSecond.toFixed(0)} req/s, p99 ${soak.p99} ms, fouten ${soak.errors}`);

    // Warm-up: the first fifth of the run, at most a minute. Growth: the mean of the last window against
    // the mean of the first window after the warm-up (each a fifth of the rest of the run, samples every 2 s).
    const duration = minutes * 60_000;
    const warmUp = Math.min(60_000, duration / 5);
    const window = (duration - warmUp) / 5;
    const mean = (xs: MemorySample[], key: "rss" | "heapUsed" | "heapTotal" | "external") =>
      xs.reduce((a, s) => a + s[key], 0) / Math.max(1, xs.length);
    const first = samples.filter((s) => s.at >= soakStart + warmUp && s.at < soakStart + warmUp + window);
    const last = samples.filter((s) => s.at >= soakStart + duration - window);
    const growth = (key: "rss" | "heapUsed") => mean(last, key) / mean(first, key) - 1;
    // The heap's floor in a window (its lowest sample: what is still live after a major collection) is the
    // leak signal; its mean depends on where the collector's sawtooth happens to be.
    const floor = (xs: MemorySample[]) => Math.min(...xs.map((x) => x.heapUsed));

    step("product stoppen, invarianten");
    await product.stop();
    const database = await openDatabase({ databaseUrl: soakUrl, dataDir });
    const violations = await checkInvariants(database.db).finally(() => database.close());
    const counts = await withDatabase(async (query) => {
      const [row] = await query<{ checkins: string; redemptions: string }>(
        "SELECT (SELECT count(*) FROM checkins) AS checkins, (SELECT count(*) FROM redemptions) AS redemptions",
      );
      return { checkins: Number(row!.checkins), redemptions: Number(row!.redemptions) };
    });
    report = {
      measuredAt: new Date().toISOString(),
      commit: spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot, encoding: "utf8" }).stdout.trim(),
      command: `${adminUrl ? "DATABASE_URL=… " : ""}npm run bench:soak${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`,
      database: databaseKind,
      cpus: os.cpus().length,
      minutes,
      connections,
      holders: Number(values.holders),
      accounts: workload.accounts.length,
      max,
      latencyByKind,
      rate,
      soak,
      logins,
      memory: {
        warmUpSeconds: warmUp / 1000,
        windowSeconds: window / 1000,
        rssFirstMiB: mean(first, "rss") / 2 ** 20,
        rssLastMiB: mean(last, "rss") / 2 ** 20,
        rssGrowth: growth("rss"),
        heapFirstMiB: mean(first, "heapUsed") / 2 ** 20,
        heapLastMiB: mean(last, "heapUsed") / 2 ** 20,
        heapGrowth: growth("heapUsed"),
        heapFloorFirstMiB: floor(first) / 2 ** 20,
        heapFloorLastMiB: floor(last) / 2 ** 20,
        heapFloorGrowth: floor(last) / floor(first) - 1,
        heapTotalFirstMiB: mean(first, "heapTotal") / 2 ** 20,
        heapTotalLastMiB: mean(last, "heapTotal") / 2 ** 20,
        externalFirstMiB: mean(first, "external") / 2 ** 20,
        externalLastMiB: mean(last, "external") / 2 ** 20,
        samples: samples.map((s) => ({
          t: Math.round((s.at - soakStart) / 1000),
          rssMiB: +(s.rss / 2 ** 20).toFixed(1),
          heapMiB: +(s.heapUsed / 2 ** 20).toFixed(1),
          heapTotalMiB: +(s.heapTotal / 2 ** 20).toFixed(1),
          externalMiB: +(s.external / 2 ** 20).toFixed(1),
        })),
      },
      load: { before: loadBefore, during: loads, after: load() },
      written: counts,
      invariantViolations: violations,
      seconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    await product.stop();
  }
  const pass =
    report.soak.errors === 0 &&
    report.logins.failed === 0 &&
    report.memory.rssGrowth < 0.1 &&
    report.memory.heapFloorGrowth < 0.1 &&
    report.invariantViolations.length === 0;
  const resultsDir = path.join(repoRoot, "bench/results");
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, `soak-${databaseKind.toLowerCase()}.json`), `${JSON.stringify({ ...report, pass }, null, 2)}\n`);
  const runs = ["postgresql", "pglite"]
    .map((k) => path.join(resultsDir, `soak-${k}.json`))
    .filter((f) => existsSync(f))
    .map((f) => JSON.parse(readFileSync(f, "utf8")) as SoakReport & { pass: boolean });
  const soakMd = path.join(repoRoot, "bench/SOAK.md");
  const notes = existsSync(soakMd) ? (/\n## Reading[\s\S]*$/.exec(readFileSync(soakMd, "utf8"))?.[0] ?? "") : "";
  writeFileSync(soakMd, soakMarkdown(runs) + notes);
  console.log(
    `\n${pass ? "GESLAAGD" : "NIET GESLAAGD"}: fouten ${report.soak.errors}, aanmeldingen mislukt ${report.logins.failed}, RSS ${(report.memory.rssGrowth * 100).toFixed(1)} %, heap (bodem) ${(report.memory.heapFloorGrowth * 100).toFixed(1)} %, invarianten ${report.invariantViolations.length === 0 ? "schoon" : "GEBROKEN"}; bench/SOAK.md geschreven`,
  );
  if (!pass) process.exitCode = 1;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${SOAK_DB} WITH (FORCE)`);
    await admin.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
