// Starts the whole product in this process: database (PGlite in the data folder, or PostgreSQL
// when DATABASE_URL is set), migrations, the demo seed, and the HTTP server.
import { mkdirSync } from "node:fs";
import type { AppConfig } from "@vtp/config";
import { type Database, type DatabaseEvent, migrateToLatest, openDatabase, SERVING_LIMITS } from "@vtp/db";
import { createJobQueue, type JobQueue, type RetryPolicy } from "@vtp/jobs";
import { registerMailDelivery } from "@vtp/mailer";
import { seedDemo } from "@vtp/api/seeds";
import { registerReportJobs } from "@vtp/api";
import { createServer, type ProductServer } from "./app.ts";

export interface BootedProduct extends ProductServer {
  url: string;
  seeded: boolean;
  /** The process's job queue (started; close() stops it): the mail outbox, the report requests, and what comes next. */
  jobs: JobQueue;
  /** The process's database (close() closes it); tests read what a job wrote through it. */
  database: Database;
}

/** A running job's time to finish when the process stops; what is left is tried again later (by any process). */
const JOBS_STOP_TIMEOUT_MS = 5_000;

/** The line start-up logs about the posture in force (see packages/config). */
export function postureSummary(config: AppConfig): string {
  if (config.posture === "local-demo") {
    return `Houding: lokale demo (PUBLIC_URL ${config.publicUrl} is loopback): ${config.demoData ? "demodata" : "geen demodata"}, ontwikkelpostbus op /dev/mailbox (enkel loopback), http toegelaten, testpersonen van de overheidslogin, ${config.payment.provider === "stand-in" ? "testbetaalprovider op /test-betaalprovider" : config.payment.provider === "mollie" ? "betalingen via Mollie" : "geen betaalprovider"}`;
  }
  const extras = [
    config.demoData ? "DEMO_DATA=true: demodata en een zichtbare demomarkering" : "geen demodata",
    config.governmentLoginStandIn ? "GOVERNMENT_LOGIN_STAND_IN=true: testpersonen van de overheidslogin" : "geen testpersonen",
    config.payment.provider === "mollie" ? "betalingen via Mollie" : "geen betaalprovider (MOLLIE_API_KEY)",
  ];
  return `Houding: publiek (${config.publicUrl}): https, mail via SMTP_URL, geen ontwikkelpostbus, ${extras.join(", ")}`;
}

/** The log line of a database event (issue 18): lost connections are warnings, a stopped embedded database an error. */
export function logDatabaseEvent(
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void; info(msg: string): void },
  event: DatabaseEvent,
): void {
  switch (event.kind) {
    case "connection-lost":
      log.warn({ err: event.error }, "databaseverbinding verloren; de volgende aanvraag opent een nieuwe");
      return;
    case "embedded-stopped":
      log.error({ err: event.error }, "de ingebouwde database is gestopt; de volgende aanvraag opent ze opnieuw");
      return;
    case "embedded-reopened":
      log.info("de ingebouwde database is opnieuw geopend");
  }
}

export async function bootProduct(
  config: AppConfig,
  opts: {
    seed?: boolean;
    clock?: () => Date;
    vite?: boolean;
    /** Tests: a faster job queue (polling, the mail's retries). */
    jobs?: { pollingIntervalSeconds?: number; mailRetry?: RetryPolicy };
  } = {},
): Promise<BootedProduct> {
  mkdirSync(config.dataDir, { recursive: true });
  // Until the server's logger exists, database events go to stderr.
  let onEvent = (event: DatabaseEvent) => logDatabaseEvent(console, event);
  const open = (limits: boolean) =>
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      ...(limits ? { limits: SERVING_LIMITS } : {}),
      onEvent: (event) => onEvent(event),
    });
  let database = await open(false);
  let server: ProductServer | undefined;
  let jobs: JobQueue | undefined;
  let mail: { close(): void } | undefined;
  try {
    // Migrations and the seed may run longer than a request may (a large database): without the serving limits.
    await migrateToLatest(database.db);
    const seeded = !(opts.seed ?? config.demoData)
      ? false
      : (await seedDemo(database.db, { now: (opts.clock ?? (() => new Date()))() })).inserted;
    if (database.kind === "postgres") {
      await database.close();
      database = await open(true);
    }
    // The job queue on the same database (decision 0038): pg-boss's schema is created or migrated on start.
    let onJobError = (error: Error) => console.error("[jobs]", error);
    const queue = createJobQueue(database, {
      ...(opts.jobs?.pollingIntervalSeconds !== undefined ? { pollingIntervalSeconds: opts.jobs.pollingIntervalSeconds } : {}),
      onError: (error) => onJobError(error),
    });
    jobs = queue;
    mail = registerMailDelivery(config, queue, opts.jobs?.mailRetry !== undefined ? { retry: opts.jobs.mailRetry } : {});
    // Report requests over a long period (decision 0048): made by whichever process fetches the job.
    registerReportJobs(queue, {
      db: database.db,
      clock: opts.clock ?? (() => new Date()),
      onFailure: (error) => onJobError(error instanceof Error ? error : new Error(String(error))),
    });
    server = await createServer({ config, database, clock: opts.clock, vite: opts.vite, jobs: queue });
    const log = server.app.log;
    onEvent = (event) => logDatabaseEvent(log, event);
    onJobError = (error) =>
      log.warn({ err: error }, "jobwachtrij: een fout bij het ophalen of afhandelen van een job; hij wordt later opnieuw geprobeerd");
    server.app.log.info({ posture: config.posture, mode: config.env }, postureSummary(config));
    // Before the first request: the queues exist and this process's workers run.
    await queue.start();
    await server.app.listen({ host: config.host, port: config.port });
    const inner = server;
    const delivery = mail;
    return {
      app: inner.app,
      url: config.publicUrl,
      seeded,
      jobs: queue,
      database,
      async close() {
        // New requests first, then the running jobs finish (or go back to the queue), then the database.
        await inner.close();
        await queue.stop(JOBS_STOP_TIMEOUT_MS);
        delivery.close();
        await database.close();
      },
    };
  } catch (err) {
    await server?.close().catch(() => undefined);
    await jobs?.stop(JOBS_STOP_TIMEOUT_MS).catch(() => undefined);
    mail?.close();
    await database.close().catch(() => undefined);
    throw err;
  }
}
