// `npm run bench:pages`: requests per second and p99 of the pages holders open most, signed in, next to a
// static file and the home page, in one run on PostgreSQL and on PGlite (issue 21). For each database the
// product starts as `npm start` starts it (bench/product-process.ts) on a fresh database with the demo data,
// a demo holder signs in through the real OpenID Connect flow, and autocannon requests each page in turn
// with 10 connections (loopback only, bounded: a few seconds per page). On PostgreSQL the same run also
// measures the bare ceiling (bench/pages-ceiling.ts): the dashboard rendered by a minimal Fastify + pg server.
// Writes bench/results/pages-<label>.json and bench/PAGES.md (the latest run of each label).
//   --label NAME  the row's name (default "main")   --seconds N (default 6)   --connections N (default 10)
//   --only postgres|pglite   --port N (default 3160)   --page NAME (only this page, repeatable: for a profile)
//   BENCH_PROFILE_DIR=/tmp/prof  also writes a CPU profile of the product (node --cpu-prof) per database.
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the PostgreSQL server; the benchmark
// makes its own database vtp_pages there, afresh every run.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { repoRoot } from "@vtp/config";
import { loginPersonas } from "@vtp/personas";
import { startCeiling } from "./pages-ceiling-process.ts";
import { type PageRun, type PagesRun, writePagesReport } from "./pages-report.ts";
import { signInHolder, startProduct } from "./product-process.ts";

const { values } = parseArgs({
  options: {
    label: { type: "string", default: "main" },
    seconds: { type: "string", default: "6" },
    connections: { type: "string", default: "10" },
    only: { type: "string" },
    port: { type: "string", default: "3160" },
    page: { type: "string", multiple: true },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const port = Number(values.port);
const adminUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const PAGES_DB = "vtp_pages";
const pagesUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${PAGES_DB}`;
  return u.href;
})();

/** The pages measured, in order; `signedIn` pages carry the holder's session cookie. */
export const PAGES: { name: string; path: string; signedIn: boolean }[] = [
  { name: "home", path: "/", signedIn: false },
  { name: "dashboard", path: "/overzicht", signedIn: true },
  { name: "pass", path: "/pas", signedIn: true },
  { name: "wallet", path: "/mijn-uitpas/voordelen", signedIn: true },
  { name: "profile", path: "/profiel/persoonlijke-gegevens", signedIn: true },
  { name: "find list", path: "/waar-vind-je-de-uitpas?view=list", signedIn: false },
  { name: "discount search", path: "/voordelen-zoeken?q=zwemmen", signedIn: false },
];

async function measure(url: string, headers: Record<string, string> = {}): Promise<PageRun> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { "accept-encoding": "br, gzip", ...headers },
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

async function freshPostgres(): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${PAGES_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PAGES_DB}`);
  } finally {
    await admin.end();
  }
}

/** The ceiling must render what the product renders: the same heading, and a body of about the same size. */
async function sameDashboard(productUrl: string, ceilingUrl: string, cookie: string): Promise<void> {
  const page = async (url: string) => (await fetch(url, { headers: { cookie } })).text();
  const [product, ceiling] = [await page(productUrl), await page(ceilingUrl)];
  const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (h1(product) === undefined || h1(product) !== h1(ceiling) || Math.abs(product.length - ceiling.length) > product.length * 0.05)
    throw new Error(
      `het plafond toont niet hetzelfde overzicht (${product.length} en ${ceiling.length} tekens, ${h1(product)} / ${h1(ceiling)})`,
    );
}

async function subjectOf(email: string): Promise<string> {
  const client = new pg.Client({ connectionString: pagesUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ sub: string }>("select sub from identity_accounts where email = $1", [email]);
    if (rows[0] === undefined) throw new Error(`geen account ${email}`);
    return rows[0].sub;
  } finally {
    await client.end();
  }
}

async function runOn(database: "postgres" | "pglite"): Promise<PagesRun["databases"][number]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `vtp-bench-pages-${database}-`));
  if (database === "postgres") await freshPostgres();
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const server = await startProduct({
    port,
    dataDir,
    databaseUrl: database === "postgres" ? pagesUrl : undefined,
    env: profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.join(profileDir, database)}` } : {},
  });
  const pages: Record<string, PageRun> = {};
  const load = os.loadavg()[0]!;
  try {
    const origin = server.origin;
    const home = await (await fetch(`${origin}/`)).text();
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1];
    if (!css) throw new Error("geen stylesheet op de startpagina");
    const cookie = await signInHolder(origin, loginPersonas[0]!.email!);
    // A first request of each page outside the measurement (the render-once cache, the first queries' plans).
    for (const page of PAGES) await (await fetch(`${origin}${page.path}`, { headers: page.signedIn ? { cookie } : {} })).arrayBuffer();
    pages.static = await measure(`${origin}${css}`);
    for (const page of PAGES.filter((p) => values.page === undefined || values.page.includes(p.name))) {
      pages[page.name] = await measure(`${origin}${page.path}`, page.signedIn ? { cookie } : {});
      console.log(`${database} ${page.name}: ${pages[page.name]!.rps.toFixed(0)} req/s, p99 ${pages[page.name]!.p99} ms`);
    }
    if (database === "postgres" && values.page === undefined) {
      const sub = await subjectOf(loginPersonas[0]!.email!);
      const ceiling = await startCeiling({ databaseUrl: pagesUrl, port: port + 1, productOrigin: origin, cookie, userSub: sub });
      try {
        await sameDashboard(`${origin}/overzicht`, `${ceiling.origin}/overzicht`, cookie);
        pages.ceiling = await measure(`${ceiling.origin}/overzicht`, { cookie });
      } finally {
        await ceiling.stop();
      }
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { database, loadBefore: Number(load.toFixed(2)), pages };
}

const databases = values.only ? [values.only as "postgres" | "pglite"] : (["postgres", "pglite"] as const);
const run: PagesRun = {
  measuredAt: new Date().toISOString(),
  label: values.label!,
  commit: spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot, encoding: "utf8" }).stdout.trim(),
  seconds,
  connections,
  databases: [],
};
for (const database of databases) run.databases.push(await runOn(database));
mkdirSync(path.join(repoRoot, "bench/results"), { recursive: true });
writeFileSync(
  path.join(repoRoot, `bench/results/pages-${run.label.replace(/[^a-z0-9]+/gi, "-")}.json`),
  `${JSON.stringify(run, null, 2)}\n`,
);
writePagesReport();
