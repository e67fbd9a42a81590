// `npm run bench:http`: requests per second of server-side rendered pages next to a static asset, in
// one run on this machine (loopback only, bounded: a few seconds per target). Starts the product as
// `npm start` does (scripts/start.ts) on a fresh PGlite folder with the demo data, logs in as a demo
// holder through the real OpenID Connect flow for the dashboard, and runs wrk (Debian's package;
// installed when missing and running as root) against each target.
// Writes bench/results/http-<label>.json and the table of every label in bench/HTTP.md.
//   --label NAME     the row's name (default "npm start"; e.g. "before" when run in an older checkout)
//   --seconds N      seconds per target (default 10)   --connections N   (default 10)   --port N
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "@vtp/config";
import { loginPersonas } from "@vtp/personas";
import { signInHolder, startProduct } from "./product-process.ts";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const labelIndex = process.argv.indexOf("--label");
const label = labelIndex === -1 ? "npm start" : process.argv[labelIndex + 1]!;
const seconds = arg("seconds", 10);
const connections = arg("connections", 10);
const port = arg("port", 3150);
const origin = `http://127.0.0.1:${port}`;

function ensureWrk(): void {
  if (spawnSync("wrk", ["--version"]).error === undefined) return;
  if (process.getuid?.() === 0) {
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", "wrk"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  }
  if (spawnSync("wrk", ["--version"]).error !== undefined) {
    console.error("wrk ontbreekt: apt-get install -y wrk");
    process.exit(1);
  }
}

function wrk(url: string, headers: Record<string, string> = {}): number {
  const args = ["-t", "2", "-c", String(connections), "-d", `${seconds}s`, "--latency"];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}: ${v}`);
  args.push("-H", "Accept-Encoding: br, gzip", url);
  const out = spawnSync("wrk", args, { encoding: "utf8" });
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out.stdout)?.[1];
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out.stdout)?.[1];
  if (rps === undefined) throw new Error(`wrk gaf geen resultaat:\n${out.stdout}\n${out.stderr}`);
  if (non2xx !== undefined) throw new Error(`${url}: ${non2xx} antwoorden buiten 2xx/3xx — de meting telt niet`);
  return Number(rps);
}

ensureWrk();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "vtp-bench-http-"));
const server = await startProduct({ port, dataDir });
try {
  const home = await (await fetch(`${origin}/`)).text();
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1];
  if (!css) throw new Error("geen stylesheet op de startpagina");

  const cookie = await signInHolder(origin, loginPersonas[0]!.email!);

  const results = {
    measuredAt: new Date().toISOString(),
    label,
    commit: spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot, encoding: "utf8" }).stdout.trim(),
    seconds,
    connections,
    static: { path: css, rps: wrk(`${origin}${css}`) },
    home: { path: "/", rps: wrk(`${origin}/`) },
    about: { path: "/wat-is-uitpas", rps: wrk(`${origin}/wat-is-uitpas`) },
    dashboard: { path: "/overzicht", rps: wrk(`${origin}/overzicht`, { cookie }) },
  };
  mkdirSync(path.join(repoRoot, "bench/results"), { recursive: true });
  writeFileSync(
    path.join(repoRoot, `bench/results/http-${label.replace(/[^a-z0-9]+/gi, "-")}.json`),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  console.log(JSON.stringify(results, null, 2));
  writeReport();
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

function writeReport(): void {
  type R = {
    measuredAt: string;
    label: string;
    commit: string;
    static: { rps: number };
    home: { rps: number };
    about: { rps: number };
    dashboard: { rps: number };
  };
  const dir = path.join(repoRoot, "bench/results");
  const runs = readdirSync(dir)
    .filter((f) => /^http-.+\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as R)
    .sort((a, b) => a.measuredAt.localeCompare(b.measuredAt));
  const rows = runs.map(
    (r) =>
      `| ${r.label} (${r.commit}) | ${r.static.rps.toFixed(0)} | ${r.home.rps.toFixed(0)} | ${r.about.rps.toFixed(0)} | ${r.dashboard.rps.toFixed(0)} | ${(r.home.rps / r.static.rps).toFixed(2)} | ${r.measuredAt.slice(0, 16)}Z |`,
  );
  const report = `# HTTP benchmark (requests per second)

Measured with \`npm run bench:http\`: the product started as \`npm start\` starts it, on 127.0.0.1 with the
demo data on PGlite, wrk with ${connections} connections for ${seconds} s per target, one target after the
other in the same run, on this project's machine (2 cores, shared with wrk itself and noisy: compare
figures of one run, not across runs). "static" is the brotli-compressed main stylesheet; the dashboard is
requested with a demo holder's session cookie (it calls the API for the profile on every request).
"before" is the same script run in a checkout of the commit named, whose \`npm start\` ran React's
development build and rendered every page per request (its global rate limit raised for the run).

Target: the home page at least half of the static asset's requests per second (ratio >= 0.5).

| run | static CSS | home / | about | dashboard /overzicht | home ÷ static | measured |
|---|---|---|---|---|---|---|
${rows.join("\n")}
`;
  writeFileSync(path.join(repoRoot, "bench/HTTP.md"), report);
}
