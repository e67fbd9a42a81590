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
          // The whole product in one process (its module-level state: the process's metrics, rate limits and
          // shutdown hooks), sometimes started twice: each file gets fresh modules.
          isolate: true,
        },
      },
    ],
  },
});
