// The one HTTP server of the product: security baseline, operations endpoints (/healthz, /readyz,
// /metrics), product API (/api), embedded identity provider (/oidc), static client assets and React
// Router SSR for every other path. The host is the
// only part that imports the apps (each through its public entry); the apps import packages only.
import path from "node:path";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import Fastify, { type FastifyInstance, type InjectOptions } from "fastify";
import fastifyStatic from "@fastify/static";
import type { ServerBuild } from "react-router";
import { type AppConfig, publicConfig, repoRoot } from "@vtp/config";
import type { Database } from "@vtp/db";
import { createMetrics, fastifyServerOptions, registerHttpBaseline } from "@vtp/http";
import type { JobQueue } from "@vtp/jobs";
import { createMailer } from "@vtp/mailer";
import { apiPlugin, messagesDepsOf, opsRoutes, registerPush, registerRegionNews, registerReminders } from "@vtp/api";
import { createIdp, createPasswordConfirmation } from "@vtp/idp";
import { PAYMENT_STAND_IN_PREFIX, paymentStandInPlugin } from "@vtp/payment-stand-in";
import { type ApiInProcess, mountViteDev, pwaRoutes, renderOncePaths, seoRoutes, ssrPlugin, wasmPagePaths } from "@vtp/web/server";

/** Where the government-login stand-in's provider answers (apps/idp). */
const GOVERNMENT_OIDC_PREFIX = "/overheid-oidc";

export const webBuildDir = path.join(repoRoot, "apps/web/build");

export interface ProductServer {
  app: FastifyInstance;
  close(): Promise<void>;
}

export interface CreateServerOptions {
  config: AppConfig;
  database: Database;
  clock?: () => Date;
  /** Where pino writes; defaults to stdout. */
  logStream?: NodeJS.WritableStream;
  /** Called for every React Router render (tests observe the render-once cache with it). */
  onRender?: (pathname: string) => void;
  /** npm run dev: the web app from its sources through Vite (no build, no render-once cache). */
  vite?: boolean;
  /**
   * The job queue (boot.ts starts and stops it): the mail outbox with SMTP_URL, and the queue depth in
   * /metrics. Without it the mail goes to the development outbox, and SMTP refuses to send.
   */
  jobs?: JobQueue;
}

export async function loadServerBuild(): Promise<ServerBuild> {
  const entry = path.join(webBuildDir, "server/index.js");
  if (!existsSync(entry)) {
    throw new Error(`De web-build ontbreekt (${entry}). Voer eerst "npm run build" uit.`);
  }
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

export async function createServer(opts: CreateServerOptions): Promise<ProductServer> {
  const { config, database } = opts;
  const clock = opts.clock ?? (() => new Date());
  const app = Fastify(fastifyServerOptions(config, opts.logStream));
  // The process's Prometheus metrics: every answer by route pattern and status, the api's operations, the pool's use.
  const jobs = opts.jobs;
  const metrics = createMetrics({
    poolStats: () => database.poolStats(),
    ...(jobs !== undefined ? { queueDepth: () => jobs.depth() } : {}),
    // The identity providers are middleware under the pages' catch-all: their answers get their own label.
    middlewarePrefixes: config.oidc.embedded ? [new URL(config.oidc.issuer).pathname, GOVERNMENT_OIDC_PREFIX] : [GOVERNMENT_OIDC_PREFIX],
  });
  await registerHttpBaseline(app, config, {
    db: database.db,
    metrics,
    // Only the scan page compiles WebAssembly (its QR decoder); `npm run dev` lets Vite inject its styles.
    wasmPaths: wasmPagePaths(config.product.slug),
    inlineStyles: opts.vite === true,
  });

  // /healthz, /readyz and /metrics: loopback or OPS_TOKEN in the public posture (decision 0034).
  await app.register(opsRoutes, { config, db: database.db, metrics });
  // One mailer for the api and the identity provider: the outbox on the job queue, or the development outbox.
  const mailer = createMailer(config, database.db, { clock, jobs });
  // The daily reminders (decision 0049): every process declares the schedule and a worker; pg-boss runs each
  // day's job once. The pushes of messages (decision 0060): a worker in every process, each push once. A
  // region's news (decision 0071): each delivery once, by one of the processes.
  if (jobs !== undefined) {
    const messages = messagesDepsOf(config, { db: database.db, clock, mailer, jobs });
    registerReminders(jobs, messages);
    registerPush(jobs, messages);
    registerRegionNews(jobs, messages);
  }
  // The embedded identity provider confirms its accounts' passwords for the api (my data's deletion).
  const confirmPassword = config.oidc.embedded ? createPasswordConfirmation({ db: database.db, clock }) : undefined;
  await app.register(apiPlugin, {
    prefix: "/api",
    config,
    db: database.db,
    clock,
    mailer,
    ...(confirmPassword !== undefined ? { confirmPassword } : {}),
    ...(jobs !== undefined ? { jobs } : {}),
  });

  // The embedded identity provider stands in for the external one; OIDC_ISSUER switches it off.
  const idp = config.oidc.embedded ? await createIdp({ config, db: database.db, clock, mailer }) : undefined;
  await idp?.mount(app);

  // The local demo's stand-in payment provider (config refuses it in the public posture).
  if (config.payment.provider === "stand-in") {
    await app.register(paymentStandInPlugin, { prefix: PAYMENT_STAND_IN_PREFIX, config, db: database.db, clock });
  }

  await app.register(pwaRoutes, { config });
  await app.register(seoRoutes, { config });

  const clientDir = path.join(webBuildDir, "client");
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders(reply, filePath) {
      // With preCompressed the served file may be the .br/.gz sibling: judge by the original name.
      const rel = path.relative(clientDir, filePath).replace(/\.(br|gz)$/, "");
      if (rel.startsWith(`assets${path.sep}`)) {
        reply.header("cache-control", "public, max-age=31536000, immutable");
      } else if (rel === "sw.js" || rel === "pwa.js" || rel === "consent.js") {
        reply.header("cache-control", "no-cache");
        reply.header("service-worker-allowed", "/");
      } else {
        reply.header("cache-control", "public, max-age=3600");
      }
    },
  });

  const dev = opts.vite ? await mountViteDev(app) : undefined;
  const build = dev?.build ?? (await loadServerBuild());
  const pub = publicConfig(config);
  // The web server's calls of its own api: Fastify's inject, through the api's routing, hooks and checks
  // as any request, without a socket, an HTTP parser or compression (issue 21). API_BASE_URL turns it off.
  const apiInProcess: ApiInProcess = async ({ method, url, headers, body }) => {
    const answer = await app.inject({
      method: method as InjectOptions["method"],
      url,
      headers,
      ...(body !== undefined ? { payload: body } : {}),
    });
    return { status: answer.statusCode, body: answer.payload };
  };
  await app.register(ssrPlugin, {
    build,
    mode: config.env === "production" ? "production" : "development",
    config,
    renderOncePaths: dev ? new Set<string>() : renderOncePaths(config.product.slug),
    ...(opts.onRender ? { onRender: opts.onRender } : {}),
    contextFor: (request) => ({
      config,
      publicConfig: pub,
      nonce: request.cspNonce,
      requestId: request.id,
      clientIp: request.ip,
      db: database.db,
      clock,
      ...(config.api.inProcess ? { apiInProcess } : {}),
    }),
  });

  return {
    app,
    async close() {
      await app.close();
      await dev?.close();
      await idp?.close();
    },
  };
}
