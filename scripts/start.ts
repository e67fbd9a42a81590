// `npm start`: builds the web app when its build is missing or stale, then runs the whole product
// (web + api + identity provider) in one process on http://127.0.0.1:3000 (PORT changes the port).
import { performance } from "node:perf_hooks";
import { loadConfig, ConfigError } from "@vtp/config";
import { DEMO_PASSWORD, loginPersonas } from "@vtp/personas";
import { DEMO_CHECKIN_CODES, DEMO_REWARD_IDS } from "@vtp/api/db/seeds/demo";
import { ensureWebBuild } from "./build.ts";

const started = performance.now();
let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

await ensureWebBuild(config);
const { bootProduct } = await import("../apps/web/server/boot.ts");
const product = await bootProduct(config);
const seconds = ((performance.now() - started) / 1000).toFixed(1);

const logins = loginPersonas.map((p) => `    ${p.email}`).join("\n");
console.log(`
${config.product.name} draait op ${product.url}  (klaar in ${seconds} s${product.seeded ? ", demodata geladen" : ""})
  Database: ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`}
  Demo-aanmeldingen (wachtwoord ${DEMO_PASSWORD}):
${logins}
  Check-incodes die elke dag werken: ${Object.values(DEMO_CHECKIN_CODES).join(", ")}
  Voordelen (ids): ${Object.entries(DEMO_REWARD_IDS).map(([k, v]) => `${k}=${v}`).join(", ")}
  API-documentatie: ${product.url}/api/docs
`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    product.close().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
