// Builds the web app (React Router client + SSR bundles) and precompresses its static files.
// `node scripts/build.ts` builds when the build is missing or older than its sources;
// `--force` always builds. Runs on Node 24 from node_modules/.bin (npm scripts put it first on PATH).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build as rolldown } from "rolldown";
import { type AppConfig, loadConfig, repoRoot } from "@vtp/config";
import { precacheList } from "./precache.ts";

const webDir = path.join(repoRoot, "apps/web");
const buildDir = path.join(webDir, "build");
const stampFile = path.join(buildDir, "build-stamp.json");
const sourceRoots = [
  "apps/web/app",
  "apps/web/public",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  // The build's own plugins (decisions 0069 and 0077).
  "apps/web/frame-chunk.ts",
  "apps/web/compile-hints.ts",
  "packages",
];

function newestSourceMtime(): number {
  let newest = 0;
  const walk = (p: string) => {
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== "node_modules") walk(path.join(p, name));
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  for (const root of sourceRoots) {
    const abs = path.join(repoRoot, root);
    if (existsSync(abs)) walk(abs);
  }
  return newest;
}

/** What the build bakes in: changing one of these means rebuilding. */
function buildKey(config: AppConfig): string {
  return JSON.stringify({ name: config.product.name, slug: config.product.slug });
}

export function webBuildIsFresh(config: AppConfig): boolean {
  if (!existsSync(stampFile) || !existsSync(path.join(buildDir, "server/index.js"))) return false;
  try {
    const stamp = JSON.parse(readFileSync(stampFile, "utf8")) as { key: string; builtAt: number };
    return stamp.key === buildKey(config) && stamp.builtAt >= newestSourceMtime();
  } catch {
    return false;
  }
}

/**
 * Bundles /consent.js, the third-party services in the browser (features/consent/client.ts; pages load
 * it only when a service is configured). The analytics tracker is its own chunk, imported after consent.
 */
async function buildConsent(clientDir: string): Promise<void> {
  await rolldown({
    input: { consent: path.join(webDir, "app/features/consent/client.ts") },
    logLevel: "warn",
    output: { dir: clientDir, format: "es", minify: true, entryFileNames: "[name].js", chunkFileNames: "assets/lazy-[name]-[hash].js" },
  });
}

/** Bundles the service worker (with its precache list) and the small /pwa.js every page loads. */
async function buildPwa(clientDir: string): Promise<void> {
  await buildConsent(clientDir);
  const precache = precacheList(clientDir);
  const version = createHash("sha256").update(precache.join("\n")).digest("hex").slice(0, 12);
  const pwaDir = path.join(webDir, "app/pwa");
  await rolldown({
    input: path.join(pwaDir, "sw.ts"),
    logLevel: "warn",
    output: {
      file: path.join(clientDir, "sw.js"),
      format: "iife",
      minify: true,
      intro: `const __PRECACHE__ = ${JSON.stringify(precache)}; const __BUILD_VERSION__ = ${JSON.stringify(version)};`,
    },
  });
  await rolldown({
    input: path.join(pwaDir, "client.ts"),
    logLevel: "warn",
    // /pwa.js takes the consent form's script from the consent feature's entry, which also names its React
    // components; the bundle drops them (apps/web/package.json: only CSS has side effects), but rolldown
    // first reads react-router and warns that its "use client" directive means nothing in a bundle.
    onLog(level, log, handler) {
      if (log.code !== "MODULE_LEVEL_DIRECTIVE") handler(level, log);
    },
    output: { file: path.join(clientDir, "pwa.js"), format: "es", minify: true },
  });
}

function precompress(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const st = statSync(file);
    if (st.isDirectory()) {
      count += precompress(file);
      continue;
    }
    if (!/\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico|wasm)$/.test(name) || st.size < 1024) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}

export async function buildWeb(config: AppConfig): Promise<void> {
  const started = Date.now();
  const result = spawnSync("react-router", ["build"], { cwd: webDir, stdio: "inherit", env: process.env });
  if (result.status !== 0) throw new Error(`react-router build mislukte (exit ${result.status ?? result.signal})`);
  await buildPwa(path.join(buildDir, "client"));
  const files = precompress(path.join(buildDir, "client"));
  writeFileSync(stampFile, JSON.stringify({ key: buildKey(config), builtAt: Date.now() }));
  console.log(`web-build klaar in ${((Date.now() - started) / 1000).toFixed(1)} s (${files} bestanden voorgecomprimeerd)`);
}

export async function ensureWebBuild(config: AppConfig): Promise<void> {
  if (!webBuildIsFresh(config)) await buildWeb(config);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadConfig();
  if (process.argv.includes("--force")) await buildWeb(config);
  else await ensureWebBuild(config);
}
