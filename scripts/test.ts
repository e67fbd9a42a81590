// `npm test`: the whole suite. The whole-repo checks (typecheck, import boundaries, lint, format), unit and
// integration tests (Vitest), then browser journeys (Playwright in Debian's Chromium against the real
// server). Uses PGlite unless DATABASE_URL is set.
// Prints one closing line "N passed, N failed, N skipped" summed over both suites.
//   --only=typecheck | --only=boundaries | --only=lint | --only=format | --only=unit | --only=e2e   run one part
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { loadConfig, repoRoot } from "@vtp/config";
import { ensureWebBuild } from "./build.ts";
import { chromiumPackages } from "../e2e/support/browser.ts";
import { checksPassedBefore, cleanTreeKey, recordChecksPassed } from "./check-cache.ts";

const suiteStarted = Date.now();
const only = process.argv.find((a) => a.startsWith("--only="))?.slice(7);
const extra = process.argv.slice(2).filter((a) => !a.startsWith("--only="));
const outDir = path.join(repoRoot, ".test-output");
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

/** nginx (Debian's package) runs the scale-out journeys, which need PostgreSQL (DATABASE_URL). */
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** Installs what the browser journeys need from Debian's packages when it is missing and we are root. */
function ensureSystemPackages(): void {
  const missing: string[] = [];
  for (const [file, pkg] of Object.entries(chromiumPackages)) if (!existsSync(file)) missing.push(pkg);
  if (missing.length > 0) missing.push("fonts-dejavu-core");
  if (process.env.DATABASE_URL && !existsSync(NGINX)) missing.push("nginx");
  if (missing.length === 0) return;
  if (process.getuid?.() === 0) {
    console.log(`Ontbrekende pakketten: apt-get install -y ${missing.join(" ")} ...`);
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    const install = spawnSync("apt-get", ["install", "-y", "-qq", ...missing], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (
      update.status === 0 &&
      install.status === 0 &&
      Object.keys(chromiumPackages).every((file) => existsSync(file)) &&
      (!missing.includes("nginx") || existsSync(NGINX))
    )
      return;
  }
  console.error(`Niet gevonden: ${missing.join(", ")}. Installeer als root met: apt-get update && apt-get install -y ${missing.join(" ")}`);
  process.exit(1);
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

/** The machine's busy and total CPU time so far (Linux /proc/stat; zeros elsewhere). */
function cpuTimes(): { busy: number; total: number } {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, n) => sum + n, 0);
    return { busy: total - fields[3]! - (fields[4] ?? 0), total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/**
 * Runs one part in the foreground and prints how long it took and how busy the machine's cores were
 * meanwhile (the CI log's clock; a part far below 100 % waits more than it computes).
 */
function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const started = Date.now();
  const before = cpuTimes();
  const result = spawnSync(cmd, args, { cwd: repoRoot, stdio: "inherit", env: { ...process.env, ...env } });
  const after = cpuTimes();
  const busy = after.total > before.total ? Math.round((100 * (after.busy - before.busy)) / (after.total - before.total)) : 0;
  console.log(`${cmd} ${args[0] ?? ""}: ${((Date.now() - started) / 1000).toFixed(1)} s, processors ${busy} % busy`);
  return result.status ?? 1;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

// Whole-repo checks, each one passed or failed check: the types (TypeScript reports no error), the
// architecture's import boundaries (scripts/check-boundaries.ts), the lint (ESLint reports no
// error or warning, eslint.config.js) and the formatting (Prettier finds every file formatted,
// .prettierrc.json; `npm run format` fixes it). They read the same files and change nothing, so they run
// at the same time (each mostly on one core); each one's output is printed whole when it ends.
// On a clean tree whose checks all passed before (CI's second pass), they are reported from that record
// (scripts/check-cache.ts).
const checks = { typecheck: "typecheck", boundaries: "boundaries", lint: "lint", format: "format:check" } as const;
const treeKey = only === undefined ? cleanTreeKey(repoRoot) : undefined;
const checksKnown = checksPassedBefore(repoRoot, treeKey);
if (checksKnown) {
  console.log(`✓ ${Object.keys(checks).join(", ")}: passed on this same clean tree before (${treeKey}), not run again`);
  total.passed += Object.keys(checks).length;
}
const checkRuns = Object.entries(checks)
  .filter(([check]) => !checksKnown && (only === undefined || only === check))
  .map(
    ([check, script]) =>
      new Promise<number>((resolve) => {
        const started = Date.now();
        const child = spawn("npm", ["run", script, "--silent"], { cwd: repoRoot, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.on("close", (code) => {
          const status = code ?? 1;
          const took = ((Date.now() - started) / 1000).toFixed(1);
          process.stdout.write(`${output}${status === 0 ? "✓" : "✗"} ${check} (${took} s)\n`);
          resolve(status);
        });
      }),
  );
const checkStatuses = await Promise.all(checkRuns);
for (const status of checkStatuses) {
  if (status === 0) total.passed++;
  else {
    total.failed++;
    exitCode = 1;
  }
}
if (!checksKnown && checkStatuses.length === Object.keys(checks).length && checkStatuses.every((s) => s === 0)) {
  if (cleanTreeKey(repoRoot) === treeKey) recordChecksPassed(repoRoot, treeKey);
}

/** The slowest files of a run (summed test time): where to look first when the suite grows slow (issue 19 §5). */
function printSlowest(suite: string, times: Map<string, number>, count = 8): void {
  const rows = [...times].sort((a, b) => b[1] - a[1]).slice(0, count);
  if (rows.length === 0) return;
  console.log(`\nTraagste bestanden (${suite}, tijd per bestand):`);
  for (const [file, ms] of rows)
    console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${path.relative(repoRoot, path.resolve(repoRoot, file))}`);
}

interface PlaywrightSuite {
  file?: string;
  specs?: Array<{ tests: Array<{ results: Array<{ duration: number }> }> }>;
  suites?: PlaywrightSuite[];
}

function playwrightFileTimes(suites: PlaywrightSuite[], times = new Map<string, number>(), file = ""): Map<string, number> {
  for (const suite of suites) {
    const name = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) for (const r of t.results) times.set(`e2e/${name}`, (times.get(`e2e/${name}`) ?? 0) + r.duration);
    playwrightFileTimes(suite.suites ?? [], times, name);
  }
  return times;
}

if (only === undefined || only === "unit") {
  const file = path.join(outDir, "vitest.json");
  const status = run("vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`, ...extra]);
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults?: Array<{ name: string; startTime: number; endTime: number }>;
  }>(file);
  printSlowest("Vitest", new Map((report?.testResults ?? []).map((r) => [r.name, r.endTime - r.startTime])));
  if (report === undefined) {
    console.error("Vitest schreef geen rapport: de unit-suite telt als mislukt.");
    total.failed++;
  } else {
    total.passed += report.numPassedTests;
    total.failed += report.numFailedTests;
    total.skipped += report.numPendingTests + report.numTodoTests;
    if (status !== 0 && report.numFailedTests === 0) total.failed++; // e.g. a file that failed to load
  }
  if (status !== 0) exitCode = 1;
}

if (only === undefined || only === "e2e") {
  ensureSystemPackages();
  await ensureWebBuild(loadConfig());
  const file = path.join(outDir, "playwright.json");
  const status = run("playwright", ["test", ...extra], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites?: PlaywrightSuite[] }>(
    file,
  );
  printSlowest("Playwright", playwrightFileTimes(report?.suites ?? []));
  if (report === undefined) {
    console.error("Playwright schreef geen rapport: de browsersuite telt als mislukt.");
    total.failed++;
  } else {
    total.passed += report.stats.expected + report.stats.flaky;
    total.failed += report.stats.unexpected;
    total.skipped += report.stats.skipped;
    if (status !== 0 && report.stats.unexpected === 0) total.failed++;
  }
  if (status !== 0) exitCode = 1;
}

console.log(`\nnpm test: ${((Date.now() - suiteStarted) / 60_000).toFixed(1)} min`);
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(exitCode || (total.failed > 0 ? 1 : 0));
