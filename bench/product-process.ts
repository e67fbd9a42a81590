// What the HTTP benchmarks share (bench/http.ts, bench/soak.ts): the product started as `npm start`
// starts it (scripts/start.ts, production mode) on 127.0.0.1 with the global rate limit out of the way,
// and a holder signed in through the real OpenID Connect flow (a minimal cookie jar that walks the
// provider's redirects and forms), for the pages that need a session.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { repoRoot } from "@vtp/config";
import { DEMO_PASSWORD } from "@vtp/personas";

export interface ProductProcess {
  child: ChildProcess;
  origin: string;
  stop(): Promise<void>;
}

/** Starts the product on 127.0.0.1:`port` (PGlite in `dataDir` unless `databaseUrl`) and waits until it answers. */
export async function startProduct(opts: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: NodeJS.ProcessEnv;
}): Promise<ProductProcess> {
  const origin = `http://127.0.0.1:${opts.port}`;
  const child = spawn(process.execPath, [path.join(repoRoot, "scripts/start.ts")], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(opts.port),
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "1000000",
      DATABASE_URL: opts.databaseUrl ?? "",
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  };
  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`de server stopte:\n${output}`);
      try {
        if ((await fetch(`${origin}/api/health`)).ok) break;
      } catch {
        // not listening yet: try again
      }
      if (Date.now() > deadline) throw new Error("de server startte niet binnen 3 minuten");
      await new Promise((r) => setTimeout(r, 500));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, origin, stop };
}

/** A minimal cookie jar and redirect walker for the login through the identity provider. */
export class Browser {
  private jar = new Map<string, string>();
  private readonly origin: string;
  constructor(origin: string) {
    this.origin = origin;
  }
  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(new URL(url, this.origin), {
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
    let url = new URL(start, this.origin);
    for (let step = 0; step < 25; step++) {
      const location = response.headers.get("location");
      if (location) {
        url = new URL(location, url);
        if (url.origin === this.origin && ["/overzicht", "/onboarding"].includes(url.pathname)) return url.pathname;
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

/** Signs a demo holder in through the identity provider (skipping the onboarding) and answers the session's cookie header; /overzicht answers 200 with it. */
export async function signInHolder(origin: string, email: string): Promise<string> {
  const browser = new Browser(origin);
  await browser.walk("/aanmelden-uitid", email);
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
  await dashboard.arrayBuffer();
  if (dashboard.status !== 200) throw new Error(`/overzicht antwoordde ${dashboard.status} ${dashboard.headers.get("location") ?? ""}`);
  return cookie;
}
