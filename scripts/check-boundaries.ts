// `npm run boundaries` (part of `npm test`): the architecture's import rules.
// 1. dependency-cruiser with .dependency-cruiser.cjs: apps never import each other or the host,
//    packages never import apps, browser code never imports *.server modules, ui/ stays generic,
//    web features are reached only through their entry (index.ts, index.server.ts) and the web's
//    shared code (app/server, app/navigation, app/ui, …) imports no feature, every import resolves
//    and every npm package is declared where it is imported; an api module imports no other module's
//    repository.ts, and apps/api/src/shared/ imports no module.
// 2. dependency-cruiser with .dependency-cruiser-api-modules.mjs over the api as it runs (no tests):
//    no cycle between the api's modules.
// 3. Every workspace declares the workspaces it imports (`@vtp/...`) in its package.json, and imports
//    them only through what they export (their package.json "exports" is an explicit list).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "@vtp/config";

const cruise = spawnSync(
  "npx",
  ["depcruise", "apps", "packages", "host", "e2e", "scripts", "bench", "--config", ".dependency-cruiser.cjs", "--output-type", "err"],
  {
    cwd: repoRoot,
    stdio: "inherit",
  },
);
const apiModules = spawnSync(
  "npx",
  ["depcruise", "apps/api/src", "--config", ".dependency-cruiser-api-modules.mjs", "--output-type", "err"],
  {
    cwd: repoRoot,
    stdio: "inherit",
  },
);
let failed = cruise.status !== 0 || apiModules.status !== 0;

interface Manifest {
  name: string;
  exports?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const workspaceDirs = ["apps", "packages"]
  .flatMap((group) => readdirSync(path.join(repoRoot, group)).map((name) => path.join(group, name)))
  .concat("host");
const manifests = new Map<string, { dir: string; manifest: Manifest }>();
for (const dir of workspaceDirs) {
  const file = path.join(repoRoot, dir, "package.json");
  try {
    const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
    manifests.set(manifest.name, { dir, manifest });
  } catch {
    // not a workspace
  }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    if (["node_modules", "build", ".react-router", "data"].includes(entry)) return [];
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry) ? [full] : [];
  });
}

const importPattern = /(?:from|import)\s*\(?\s*["'](@vtp\/[a-z-]+)(\/[^"']*)?["']/g;
for (const [name, { dir, manifest }] of manifests) {
  for (const [exportPath, target] of Object.entries(manifest.exports ?? {})) {
    if (exportPath.includes("*") || target.includes("*")) {
      console.error(`${dir}/package.json: exporteer een expliciete lijst, geen "${exportPath}"`);
      failed = true;
    }
  }
  const declared = { ...manifest.dependencies, ...manifest.devDependencies };
  for (const file of sourceFiles(path.join(repoRoot, dir))) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(importPattern)) {
      const [, pkg, subpath] = match;
      const where = path.relative(repoRoot, file);
      if (pkg === name) continue;
      if (declared[pkg!] === undefined) {
        console.error(`${where}: importeert ${pkg} maar ${dir}/package.json declareert het niet`);
        failed = true;
      }
      const target = manifests.get(pkg!);
      if (target !== undefined && target.manifest.exports?.[`.${subpath ?? ""}`] === undefined) {
        console.error(`${where}: ${pkg}${subpath ?? ""} staat niet in de exports van ${target.dir}/package.json`);
        failed = true;
      }
    }
  }
}

if (failed) {
  console.error("Grenzen tussen de onderdelen overschreden (zie hierboven).");
  process.exit(1);
}
console.log("Grenzen tussen de onderdelen: in orde.");
