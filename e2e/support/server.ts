// The product as the browser journeys see it: a real server on loopback with a fresh database
// (a temporary PGlite folder, or a new PostgreSQL database when DATABASE_URL is set), migrated and seeded.
// On PGlite the suite's own server leaves a copy of its fresh, seeded database in .test-output
// (e2eSnapshotFile); a product that a journey starts later (startConfiguredProduct, E2E_SNAPSHOT_OF) loads
// that copy instead of creating, migrating and seeding a database of its own: the same data, seconds sooner.
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { messagesDepsOf, runReminders } from "@vtp/api";
import { seedDemo } from "@vtp/api/seeds";
import { loadConfig } from "@vtp/config";
import { migrateToLatest, openDatabase } from "@vtp/db";
import { createMailer } from "@vtp/mailer";
import { bootProduct } from "../../host/src/boot.ts";
import { e2eSnapshotFile } from "./ports.ts";

const port = process.env.E2E_PORT ?? "3210";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "vtp-e2e-"));
let databaseUrl = process.env.DATABASE_URL;
let dropDatabase: (() => Promise<void>) | undefined;

if (databaseUrl) {
  const name = `vtp_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}

const config = loadConfig({
  ...process.env,
  NODE_ENV: "test",
  PORT: port,
  HOST: "127.0.0.1",
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  // Every journey of both workers comes from 127.0.0.1, one visitor address for the whole suite: at the
  // default 1,200 requests a minute a busy moment was answered 429 (a journey then showed the error page).
  // The global limit itself is proven by packages/http/src/global-rate-limit.test.ts.
  RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? "100000",
  // The same for the provider's logins: the journeys log in some 150 times in ten minutes, all from 127.0.0.1
  // (at the default 100 per 15 minutes a late journey was refused "Te veel pogingen"). The limit is proven by
  // apps/idp/src/hardening.test.ts.
  LOGIN_ATTEMPTS_PER_ADDRESS: process.env.LOGIN_ATTEMPTS_PER_ADDRESS ?? "100000",
  // The journeys cover the online request (e2e/online-request); its flag-off journey starts its own server.
  FEATURE_ONLINE_REQUEST: process.env.FEATURE_ONLINE_REQUEST ?? "true",
});
if (!databaseUrl) {
  const from = process.env.E2E_SNAPSHOT_OF;
  if (from !== undefined) {
    const copy = await openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(e2eSnapshotFile(Number(from)))]) });
    await copy.close();
  } else {
    const fresh = await openDatabase({ dataDir });
    await migrateToLatest(fresh.db);
    await seedDemo(fresh.db, { now: new Date() });
    const dump = await fresh.pglite!.dumpDataDir("none");
    await fresh.close();
    const file = e2eSnapshotFile(Number(port));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(`${file}.part`, new Uint8Array(await dump.arrayBuffer()));
    renameSync(`${file}.part`, file);
  }
}

// Test-only: the web app honours the per-request clock offset header x-vtp-test-clock-offset-ms
// (apps/web/app/server/clock.server.ts), so journeys can jump past token and session expiry.
process.env.VTP_TEST_CLOCK_HEADER = "true";
const product = await bootProduct(config);
console.log(`e2e-server op ${product.url}`);

// Test-only, and only for a journey that starts a product of its own with E2E_CONTROL_PORT (never the suite's
// server, never the product): the daily reminders run once as if it were the moment the journey names
// (`POST /reminders?at=<ISO time>`), the job's own code with a fake clock (e2e/support/control.ts).
const controlPort = process.env.E2E_CONTROL_PORT;
const control =
  controlPort === undefined
    ? undefined
    : http
        .createServer((req, res) => {
          const url = new URL(req.url ?? "/", "http://127.0.0.1");
          const at = new Date(url.searchParams.get("at") ?? "");
          if (req.method !== "POST" || url.pathname !== "/reminders" || Number.isNaN(at.getTime())) {
            res.writeHead(404).end();
            return;
          }
          const clock = () => at;
          const messages = messagesDepsOf(config, {
            db: product.database.db,
            clock,
            mailer: createMailer(config, product.database.db, { clock, jobs: product.jobs }),
            jobs: product.jobs,
          });
          runReminders(messages).then(
            (run) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(run)),
            (error: unknown) => res.writeHead(500).end(String(error)),
          );
        })
        .listen(Number(controlPort), "127.0.0.1");

const stop = async () => {
  control?.close();
  await product.close().catch((e) => console.error(e));
  await dropDatabase?.().catch((e) => console.error(e));
  rmSync(dataDir, { recursive: true, force: true });
  if (!databaseUrl && process.env.E2E_SNAPSHOT_OF === undefined) rmSync(e2eSnapshotFile(Number(port)), { force: true });
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
