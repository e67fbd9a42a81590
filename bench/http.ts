// `npm run bench:http`: requests per second of server-side rendered pages next to a static asset, in
// one run on this machine (loopback only, bounded: a few seconds per target). Starts the product as
// `npm start` does (scripts/start.ts) on a fresh PGlite folder with the demo data, logs in as a demo
// holder through the real OpenID Connect flow for the dashboard, and runs wrk (Debian's package;
// installed when missing and running as root) against each target.
// Writes bench/results/http-<label>.json and the table of every label in bench/HTTP.md.
//   --label NAME     the row's name (default "npm start"; e.g. "before" when run in an older checkout)
//   --seconds N      seconds per target (default 10)   --connections N   (default 10)   --port N
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "@vtp/config";
import { DEMO_PASSWORD, loginPersonas } from "@vtp/personas";

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

/** A minimal cookie jar and redirect walker for the login through the identity provider. */
class Browser {
  private jar = new Map<string, string>();
  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(new URL(url, origin), {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), cookie: this.cookieHeader() },
    });
    for (const c of response.headers.getSetCookie()) {
      const [pair] = c.split(";", 1);
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(c) || value === "") this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return response;
  }
  /** Follows redirects and submits forms that only carry hidden fields or the login form. */
  async walk(start: string, email: string): Promise<string> {
    let response = await this.request(start);
    let url = new URL(start, origin);
    for (let step = 0; step < 25; step++) {
      const location = response.headers.get("location");
      if (location) {
        url = new URL(location, url);
        if (url.origin === origin && ["/overzicht", "/onboarding"].includes(url.pathname)) return url.pathname;
        response = await this.request(url.href);
        continue;
      }
      const html = await response.text();
      const form = /<form[^>]*method="post"[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
      if (!form) throw new Error(`geen formulier of doorverwijzing op ${url.pathname} (${response.status})`);
      const body = new URLSearchParams();
      for (const m of form[2]!.matchAll(/<input[^>]*name="([^"]+)"[^>]*>/g)) {
        const tag = m[0];
        const value = /value="([^"]*)"/.exec(tag)?.[1] ?? "";
        body.set(m[1]!, value.replaceAll("&amp;", "&").replaceAll("&quot;", '"'));
      }
      if (body.has("password")) {
        body.set("email", email);
        body.set("password", DEMO_PASSWORD);
      }
      const button = /<button[^>]*name="([^"]+)"[^>]*value="([^"]*)"/.exec(form[2]!);
      if (button) body.set(button[1]!, button[2]!);
      url = new URL(form[1]!.replaceAll("&amp;", "&"), url);
      response = await this.request(url.href, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } });
    }
    throw new Error("aanmelden liep niet af in 25 stappen");
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
const server = spawn(process.execPath, [path.join(repoRoot, "scripts/start.ts")], {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", RATE_LIMIT_PER_MINUTE: "1000000", DATABASE_URL: "" },
  stdio: ["ignore", "pipe", "inherit"],
});
let serverOutput = "";
server.stdout.on("data", (d: Buffer) => (serverOutput += d.toString()));
try {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`de server stopte:\n${serverOutput}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet: try again
    }
    if (Date.now() > deadline) throw new Error("de server startte niet binnen 3 minuten");
    await new Promise((r) => setTimeout(r, 500));
  }
  const home = await (await fetch(`${origin}/`)).text();
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1];
  if (!css) throw new Error("geen stylesheet op de startpagina");

  const holder = loginPersonas[0]!;
  const browser = new Browser();
  await browser.walk("/aanmelden-uitid", holder.email!);
  const first = await browser.request("/overzicht");
  if (first.headers.get("location") === "/onboarding") {
    await browser.request("/onboarding", {
      method: "POST",
      body: new URLSearchParams({ intent: "skip" }),
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
    });
  }
  const cookie = browser.cookieHeader();
  const dashboard = await fetch(`${origin}/overzicht`, { headers: { cookie }, redirect: "manual" });
  if (dashboard.status !== 200) throw new Error(`/overzicht antwoordde ${dashboard.status} ${dashboard.headers.get("location") ?? ""}`);

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
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
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
