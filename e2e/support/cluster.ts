// The production topology on one machine: two product processes (no shared memory, no sticky sessions)
// behind nginx (Debian's package, round-robin) on loopback, sharing one PostgreSQL database and the
// secrets folder. Used by e2e/scale-out to prove that any process can serve any request.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export interface Cluster {
  origin: string;
  productPorts: number[];
  /** The cluster's own database, directly on the server (not through `databaseVia`): for a test's checks. */
  databaseUrl: string;
  /** The upstream ports nginx sent requests to, in order (from its access log). */
  upstreamsUsed(): number[];
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`proces gestopt (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet: try again
    }
    if (Date.now() > deadline) throw new Error(`${url} antwoordde niet binnen 2 minuten:\n${output()}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

function startProduct(port: number, env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  let out = "";
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "product.ts")], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  return { child, output: () => out };
}

export async function startCluster(opts: {
  databaseUrl: string;
  nginxPort: number;
  productPorts: [number, number];
  /** Where the products reach PostgreSQL instead of the server itself (a fault test's proxy on loopback). */
  databaseVia?: { port: number };
  /** More environment for both products. */
  env?: NodeJS.ProcessEnv;
}): Promise<Cluster> {
  if (!existsSync(NGINX)) throw new Error(`nginx ontbreekt op ${NGINX}: apt-get install -y nginx`);
  const origin = `http://127.0.0.1:${opts.nginxPort}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), "vtp-cluster-"));
  const dataDir = path.join(dir, "data");
  mkdirSync(path.join(dir, "nginx-tmp"), { recursive: true });

  // A fresh database on the PostgreSQL server for this cluster.
  const name = `vtp_cluster_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: opts.databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(opts.databaseUrl);
  url.pathname = `/${name}`;
  const direct = url.toString();
  if (opts.databaseVia) {
    url.hostname = "127.0.0.1";
    url.port = String(opts.databaseVia.port);
  }

  const env = { ...opts.env, PUBLIC_URL: origin, DATA_DIR: dataDir, DATABASE_URL: url.toString() };
  const products: Array<{ child: ChildProcess; output: () => string }> = [];
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    nginx?.kill("SIGQUIT");
    for (const p of products) p.child.kill("SIGTERM");
    await Promise.all(
      [nginx, ...products.map((p) => p.child)].map((c) => (c && c.exitCode === null ? new Promise((r) => c.once("exit", r)) : undefined)),
    );
    const drop = new pg.Client({ connectionString: opts.databaseUrl });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The first process migrates, seeds and generates the shared secrets; the second one finds them.
    for (const port of opts.productPorts) {
      const product = startProduct(port, env);
      products.push(product);
      await waitFor(`http://127.0.0.1:${port}/api/health`, product.child, product.output);
    }
    const accessLog = path.join(dir, "access.log");
    const conf = path.join(dir, "nginx.conf");
    writeFileSync(
      conf,
      `${process.getuid?.() === 0 ? "user root;\n" : ""}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  log_format upstream '$upstream_addr $status $request_method $uri';
  access_log ${accessLog} upstream;
  client_body_temp_path ${dir}/nginx-tmp/body;
  proxy_temp_path ${dir}/nginx-tmp/proxy;
  fastcgi_temp_path ${dir}/nginx-tmp/fastcgi;
  uwsgi_temp_path ${dir}/nginx-tmp/uwsgi;
  scgi_temp_path ${dir}/nginx-tmp/scgi;
  upstream product {
${opts.productPorts.map((p) => `    server 127.0.0.1:${p};`).join("\n")}
  }
  server {
    listen 127.0.0.1:${opts.nginxPort};
    location / {
      proxy_pass http://product;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream off;
    }
  }
}
`,
    );
    const check = spawnSync(NGINX, ["-t", "-c", conf, "-p", dir, "-e", `${dir}/error.log`], { encoding: "utf8" });
    if (check.status !== 0) throw new Error(`nginx-configuratie ongeldig:\n${check.stderr}`);
    nginx = spawn(NGINX, ["-c", conf, "-p", dir, "-e", `${dir}/error.log`], { stdio: "ignore" });
    await waitFor(`${origin}/api/health`, nginx, () => (existsSync(`${dir}/error.log`) ? readFileSync(`${dir}/error.log`, "utf8") : ""));
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return {
    origin,
    productPorts: opts.productPorts,
    databaseUrl: direct,
    upstreamsUsed() {
      const log = existsSync(accessLogPath(dir)) ? readFileSync(accessLogPath(dir), "utf8") : "";
      return [...log.matchAll(/^127\.0\.0\.1:(\d+) /gm)].map((m) => Number(m[1]));
    },
    stop,
  };
}

function accessLogPath(dir: string): string {
  return path.join(dir, "access.log");
}
