// `npm run invariants`: checks the points and rewards invariants (invariants.ts) on the configured
// database (DATABASE_URL or PGlite in DATA_DIR); exits non-zero when one is broken. The benchmarks run
// it after their load.
import { runDatabaseCommand } from "./cli.ts";
import { assertInvariants } from "./invariants.ts";

process.exitCode = await runDatabaseCommand(async (database, target) => {
  await assertInvariants(database.db, target);
  console.log(`Invariants hold (${target}).`);
});
