import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["apps/**/*.test.ts", "apps/**/*.test.tsx", "packages/**/*.test.ts", "scripts/**/*.test.ts", "host/**/*.test.ts"],
    exclude: ["**/node_modules/**", "e2e/**", "apps/web/build/**"],
    // One folder and run id for the whole run: the test files share the migrated and seeded databases (packages/db/src/testing/global-setup.ts).
    globalSetup: ["packages/db/src/testing/global-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker runs file after file without loading the modules again (issue 19 §5, decision 0075). Every test
    // opens its own database and server, so nothing is shared but code; the host's files start the whole
    // product, whose module-level state is per server (metrics registry, render-once cache, rate limits) or
    // keyed by issuer (the login's caches). The host's files pass in shuffled orders on both databases
    // (--sequence.shuffle.files); a full shuffle also reorders tests within a file, which some rely on.
    isolate: false,
  },
});
