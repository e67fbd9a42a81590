// Starts the whole product in this process: database (PGlite in the data folder, or PostgreSQL
// when DATABASE_URL is set), migrations, the demo seed, and the HTTP server.
import { mkdirSync } from "node:fs";
import type { AppConfig } from "@vtp/config";
import { openDatabase } from "@vtp/api/db/database";
import { migrateToLatest } from "@vtp/api/db/migrate";
import { seedDemo } from "@vtp/api/db/seeds/demo";
import { createServer, type ProductServer } from "./app.ts";

export interface BootedProduct extends ProductServer {
  url: string;
  seeded: boolean;
}

export async function bootProduct(config: AppConfig, opts: { seed?: boolean; clock?: () => Date } = {}): Promise<BootedProduct> {
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let server: ProductServer | undefined;
  try {
    await migrateToLatest(database.db);
    const seeded = opts.seed === false ? false : (await seedDemo(database.db, { now: (opts.clock ?? (() => new Date()))() })).inserted;
    server = await createServer({ config, database, clock: opts.clock });
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
