// Starts the whole product in this process: database (PGlite in the data folder, or PostgreSQL
// when DATABASE_URL is set), migrations, the demo seed, and the HTTP server.
import { mkdirSync } from "node:fs";
import type { AppConfig } from "@vtp/config";
import { migrateToLatest, openDatabase } from "@vtp/db";
import { seedDemo } from "@vtp/api/seeds";
import { createServer, type ProductServer } from "./app.ts";

export interface BootedProduct extends ProductServer {
  url: string;
  seeded: boolean;
}

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

export async function bootProduct(
  config: AppConfig,
  opts: { seed?: boolean; clock?: () => Date; vite?: boolean } = {},
): Promise<BootedProduct> {
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let server: ProductServer | undefined;
  try {
    await migrateToLatest(database.db);
    const seeded = !(opts.seed ?? config.demoData)
      ? false
      : (await seedDemo(database.db, { now: (opts.clock ?? (() => new Date()))() })).inserted;
    server = await createServer({ config, database, clock: opts.clock, vite: opts.vite });
    server.app.log.info({ posture: config.posture, mode: config.env }, postureSummary(config));
    await server.app.listen({ host: config.host, port: config.port });
    const inner = server;
    return {
      app: inner.app,
      url: config.publicUrl,
      seeded,
      async close() {
        await inner.close();
        await database.close();
      },
    };
  } catch (err) {
    await server?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw err;
  }
}
