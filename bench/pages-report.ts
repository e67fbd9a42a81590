// bench/PAGES.md from the runs of `npm run bench:pages` in bench/results/pages-*.json: the latest run of each
// label, each page's requests per second and p99 next to the static file and the targets of issue 21.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "@vtp/config";

export interface PageRun {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface PagesRun {
  measuredAt: string;
  label: string;
  commit: string;
  seconds: number;
  connections: number;
  databases: { database: "postgres" | "pglite"; loadBefore: number; pages: Record<string, PageRun> }[];
}

/** Issue 21's targets: a page's share of the static file's requests per second, of the ceiling's, and its p99. */
const TARGETS: Record<string, { postgres: number; ceiling?: number; pglite: number }> = {
  dashboard: { postgres: 0.3, ceiling: 0.7, pglite: 0.15 },
  pass: { postgres: 0.3, ceiling: 0.7, pglite: 0.15 },
  wallet: { postgres: 0.3, ceiling: 0.7, pglite: 0.15 },
  "find list": { postgres: 0.3, pglite: 0.15 },
  "discount search": { postgres: 0.3, pglite: 0.15 },
};
const P99_TARGET_MS = 30;

function verdict(page: string, run: PagesRun["databases"][number]): string {
  const target = TARGETS[page];
  if (target === undefined) return "";
  const r = run.pages[page]!;
  const share = r.rps / run.pages.static!.rps;
  const problems: string[] = [];
  if (share < target[run.database]) problems.push(`${share.toFixed(2)}× static < ${target[run.database]}`);
  if (run.database === "postgres" && target.ceiling !== undefined && page === "dashboard" && run.pages.ceiling !== undefined) {
    const ofCeiling = r.rps / run.pages.ceiling.rps;
    if (ofCeiling < target.ceiling) problems.push(`${ofCeiling.toFixed(2)}× ceiling < ${target.ceiling}`);
  }
  if (run.database === "postgres" && r.p99 > P99_TARGET_MS) problems.push(`p99 > ${P99_TARGET_MS} ms`);
  if (r.errors > 0) problems.push(`${r.errors} errors`);
  return problems.length === 0 ? "met" : `**not met**: ${problems.join(", ")}`;
}

function table(run: PagesRun): string {
  const lines: string[] = [];
  for (const db of run.databases) {
    const staticRps = db.pages.static!.rps;
    lines.push(`### ${run.label} (${run.commit}), ${db.database === "postgres" ? "PostgreSQL" : "PGlite"}, load before ${db.loadBefore}`);
    lines.push("", "| page | req/s | × static | p50 ms | p99 ms | errors | target |", "|---|---|---|---|---|---|---|");
    for (const [page, r] of Object.entries(db.pages))
      lines.push(
        `| ${page} | ${r.rps.toFixed(0)} | ${(r.rps / staticRps).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.errors} | ${verdict(page, db)} |`,
      );
    lines.push("");
  }
  return lines.join("\n");
}

export function writePagesReport(): void {
  const dir = path.join(repoRoot, "bench/results");
  const runs = readdirSync(dir)
    .filter((f) => /^pages-.+\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as PagesRun)
    .sort((a, b) => a.measuredAt.localeCompare(b.measuredAt));
  const file = path.join(repoRoot, "bench/PAGES.md");
  let reading = "";
  try {
    const old = readFileSync(file, "utf8");
    const at = old.indexOf("\n## Reading");
    if (at !== -1) reading = old.slice(at);
  } catch {
    // first report
  }
  const report = `# Pages benchmark (signed-in holder pages, issue 21)

Measured with \`npm run bench:pages\` (bench/pages.ts): the product started as \`npm start\` starts it, on
127.0.0.1 with the demo data, on PostgreSQL and on PGlite in one run; a demo holder signed in through the
real login; autocannon with ${runs.at(-1)?.connections ?? 10} connections for ${runs.at(-1)?.seconds ?? 6} s per page, one page after the other, on this
project's machine (2 cores, shared with autocannon itself: compare figures of one run, not across runs).
"static" is the brotli-compressed main stylesheet; "ceiling" (PostgreSQL only) is bench/pages-ceiling.ts,
a bare Fastify + pg server that renders the same dashboard component with the same data in the fewest
queries. Targets (issue 21), on PostgreSQL: dashboard, pass and wallet ≥ 0.3× static and the dashboard
≥ 0.7× the ceiling; find list and discount search ≥ 0.3× static; p99 ≤ ${P99_TARGET_MS} ms; zero errors. PGlite:
the same pages ≥ 0.15× static.

${runs.map(table).join("\n")}${reading}`;
  writeFileSync(file, report);
}
