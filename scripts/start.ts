// `npm start`: builds the web app when its build is missing or stale, then runs the whole product
// (web + api + identity provider) in one process on http://127.0.0.1:3000 (PORT changes the port),
// in production mode: NODE_ENV=production, React's production build, React Router's production handler.
// `npm run dev` (`--dev`): the same product in development mode for working on the UI: the web app
// from its sources through Vite (changes show on reload, hot updates on hydrated pages), React's
// development build, readable errors.
// The posture (local demo or public) follows from PUBLIC_URL, not from the mode: see packages/config.
import { performance } from "node:perf_hooks";

const dev = process.argv.includes("--dev");
// React picks its build when it is first imported: set the mode before anything imports it.
process.env.NODE_ENV = dev ? "development" : "production";

const { loadConfig, ConfigError } = await import("@vtp/config");
const started = performance.now();
let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`${err.message}\n\nDe start is gestopt. Zie "Deploying" in README.md.`);
    process.exit(1);
  }
  throw err;
}

// Development serves the web app from its sources through Vite; production needs a fresh build.
if (!dev) {
  const { ensureWebBuild } = await import("./build.ts");
  await ensureWebBuild(config);
}
const { bootProduct, postureSummary } = await import("../host/src/boot.ts");
const { DataDirInUseError } = await import("@vtp/db");
const product = await bootProduct(config, { vite: dev }).catch((err: unknown) => {
  // Another process has the embedded database open (a second npm start): say so, without a stack trace.
  if (err instanceof DataDirInUseError) {
    console.error(`${err.message}\n\nDe start is gestopt.`);
    process.exit(1);
  }
  throw err;
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);

const mode = dev ? "ontwikkelmodus (npm run dev)" : "productiemodus";
const lines = [
  `${config.product.name} draait op ${product.url}  (${mode}, klaar in ${seconds} s${product.seeded ? ", demodata geladen" : ""})`,
  `  ${postureSummary(config)}`,
  `  Database: ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`}`,
];
if (config.demoData) {
  const { DEMO_PASSWORD, loginPersonas, partnerClients, staffPersonas } = await import("@vtp/personas");
  const { getPartnerClientSecret, partnerClientsDir } = await import("@vtp/config/secrets");
  // The partner clients' secrets (decision 0045): generated now, so the README's curl line finds them.
  const withSecret = partnerClients.filter((c) => getPartnerClientSecret(config, c.clientId) !== undefined);
  const { DEMO_CHECKIN_CODES, DEMO_REWARD_IDS } = await import("@vtp/api/seeds");
  lines.push(
    `  Demo-aanmeldingen (wachtwoord ${DEMO_PASSWORD}):`,
    ...loginPersonas.map((p) => `    ${p.email}`),
    ...staffPersonas.map((p) => `    ${p.email} (medewerker)`),
    `  Check-incodes die elke dag werken: ${Object.values(DEMO_CHECKIN_CODES).join(", ")}`,
    ...(withSecret.length > 0
      ? [
          `  Partner-API-clients (client credentials, scope partner-api): ${withSecret.map((c) => c.clientId).join(", ")}`,
          `    geheimen in ${config.partnerClientSecrets === undefined ? partnerClientsDir(config) : "PARTNER_CLIENT_SECRETS"}`,
        ]
      : []),
    `  Voordelen (ids): ${Object.entries(DEMO_REWARD_IDS)
      .map(([k, v]) => `${k}=${v}`)
      .join(", ")}`,
  );
}
if (config.devMailbox) lines.push(`  Ontwikkelpostbus: ${product.url}/dev/mailbox`);
lines.push(`  API-documentatie: ${product.url}/api/docs`);
console.log(`\n${lines.join("\n")}\n`);

// SIGTERM / SIGINT: finish the requests in flight, refuse new ones, exit within 10 s (host/src/shutdown.ts).
const { stopOnSignals } = await import("../host/src/shutdown.ts");
stopOnSignals(product);
