import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    exclude: ["**/node_modules/**", "e2e/**", "apps/web/build/**"],
    // One folder and run id for the whole run: the test files share the migrated and seeded databases (packages/db/src/testing/global-setup.ts).
    globalSetup: ["packages/db/src/testing/global-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        test: {
          name: "product",
          include: ["apps/**/*.test.ts", "apps/**/*.test.tsx", "packages/**/*.test.ts", "scripts/**/*.test.ts"],
          // A worker runs file after file without loading the modules again: about a fifth of the run's time
          // (issue 19 §5). Every test opens its own database and server, so nothing is shared but code.
          isolate: false,
        },
      },
      {
        test: {
          name: "host",
          include: ["host/**/*.test.ts"],
          // The whole product in one process, files one after another in a worker without loading its modules
          // again (82 -> 53 s for this project on its own, issue 19 §5). Nothing module-level carries from one
          // file to the next (each server makes its own metrics registry, render-once cache and rate limits; the
          // login's caches are per issuer). It passes with the files in shuffled orders on both databases
          // (--sequence.shuffle.files); a full shuffle also reorders tests within a file, which some rely on.
          isolate: false,
        },
      },
    ],
  },
});
