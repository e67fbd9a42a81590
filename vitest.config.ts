import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["apps/**/*.test.ts", "apps/**/*.test.tsx", "packages/**/*.test.ts", "host/**/*.test.ts", "scripts/**/*.test.ts"],
    exclude: ["**/node_modules/**", "e2e/**", "apps/web/build/**"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
