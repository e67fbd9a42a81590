// One product process for the scale-out journeys (e2e/scale-out): the whole product on PORT with the
// given PUBLIC_URL (the load balancer's address), DATA_DIR (shared secrets) and DATABASE_URL (shared
// PostgreSQL), in test mode so journeys can shift the web app's clock (x-vtp-test-clock-offset-ms).
import { loadConfig } from "@vtp/config";
import { bootProduct } from "../../host/src/boot.ts";

const config = loadConfig({ ...process.env, NODE_ENV: "test", HOST: "127.0.0.1", LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });
if (!config.databaseUrl) throw new Error("e2e/support/product.ts hoort bij een gedeelde PostgreSQL-database (DATABASE_URL)");
process.env.VTP_TEST_CLOCK_HEADER = "true";
const product = await bootProduct(config);
console.log(`product op poort ${config.port} achter ${product.url}`);

const stop = async () => {
  await product.close().catch((e) => console.error(e));
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
