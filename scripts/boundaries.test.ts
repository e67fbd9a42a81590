// The api's module rules of `npm run boundaries` (decision 0028) can fail: dependency-cruiser, with the
// repository's own two configurations, refuses a probe tree in which a module imports another module's
// repository.ts, or two modules import each other (also through a module's sub-folder and a third
// module); a test that imports across modules is no dependency between them.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "@vtp/config";

const trees: string[] = [];
afterAll(() => {
  for (const dir of trees) rmSync(dir, { recursive: true, force: true });
});

/** A throw-away tree under apps/api/src/modules/ with these files (path -> the modules it imports). */
function probeTree(files: Record<string, string[]>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vtp-boundaries-"));
  trees.push(dir);
  cpSync(path.join(repoRoot, "tsconfig.base.json"), path.join(dir, "tsconfig.base.json"));
  for (const [file, imports] of Object.entries(files)) {
    const full = path.join(dir, "apps/api/src/modules", file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, `${imports.map((i) => `import "${i}";\n`).join("")}export const probe = 1;\n`);
  }
  return dir;
}

/** Both passes of scripts/check-boundaries.ts over a probe tree: their exit codes and what they print. */
function boundaries(dir: string) {
  const depcruise = path.join(repoRoot, "node_modules/.bin/depcruise");
  const run = (target: string, config: string) =>
    spawnSync(depcruise, [target, "--config", path.join(repoRoot, config), "--output-type", "err"], {
      cwd: dir,
      encoding: "utf8",
      timeout: 60_000,
    });
  const whole = run("apps", ".dependency-cruiser.cjs");
  const modules = run("apps/api/src", ".dependency-cruiser-api-modules.mjs");
  return { status: [whole.status, modules.status], output: whole.stdout + whole.stderr + modules.stdout + modules.stderr };
}

// Every case runs dependency-cruiser twice (a few seconds each on a busy machine).
describe("the api's module boundaries", { timeout: 120_000 }, () => {
  it("pass a tree where modules call each other's services in one direction", () => {
    const dir = probeTree({
      "a/service.ts": ["./repository.ts", "../b/service.ts"],
      "a/repository.ts": [],
      "b/service.ts": ["./repository.ts"],
      "b/repository.ts": [],
    });
    expect(boundaries(dir)).toEqual({ status: [0, 0], output: expect.any(String) });
  });

  it("refuse a module that imports another module's repository.ts", () => {
    const dir = probeTree({ "a/service.ts": ["../b/repository.ts"], "b/repository.ts": [] });
    const result = boundaries(dir);
    expect(result.status[0]).not.toBe(0);
    expect(result.output).toContain("api-modules-keep-their-sql");
  });

  it("refuse two modules that import each other, also through a module's sub-folder or a third module", () => {
    const direct = probeTree({ "a/service.ts": ["../b/service.ts"], "b/service.ts": ["../a/service.ts"] });
    const phases = probeTree({
      "a/service.ts": ["../b/order/service.ts"],
      "b/deps.ts": [],
      "b/order/service.ts": ["../deps.ts"],
      "b/draft/service.ts": ["../deps.ts", "../order/service.ts", "../../a/service.ts"],
    });
    const third = probeTree({
      "a/service.ts": ["../b/service.ts"],
      "b/service.ts": ["../c/service.ts"],
      "c/service.ts": ["../a/service.ts"],
    });
    for (const dir of [direct, phases, third]) {
      const result = boundaries(dir);
      expect(result.status[1]).not.toBe(0);
      expect(result.output).toContain("no-cycles-between-api-modules");
    }
  });

  it("let a module's test import another module that imports the first", () => {
    const dir = probeTree({ "a/service.ts": [], "a/a.test.ts": ["./service.ts", "../b/service.ts"], "b/service.ts": ["../a/service.ts"] });
    expect(boundaries(dir).status).toEqual([0, 0]);
  });
});
