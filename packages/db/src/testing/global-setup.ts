// Vitest's global setup (vitest.config.ts): one folder and one id for the whole run, inherited by every
// worker, so the test files share the PGlite dumps and PostgreSQL templates of the migrated database and
// of the shared seeds instead of each building its own (issue 19). The teardown removes what this run made.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { dropRunTemplates } from "./postgres-templates.ts";
import { RUN_DIR_ENV, RUN_ID_ENV } from "./test-run.ts";

export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "vtp-test-run-"));
  const id = randomBytes(4).toString("hex");
  process.env[RUN_DIR_ENV] = dir;
  process.env[RUN_ID_ENV] = id;
  // Password hashes at a test's cost in every worker (decision 0064; packages/password honours it only
  // with NODE_ENV=test, which Vitest sets). A test about the full cost sets its own environment.
  process.env.PASSWORD_HASH_COST ??= "test";
  return async () => {
    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl) await dropRunTemplates(databaseUrl, id);
    await rm(dir, { recursive: true, force: true });
  };
}
