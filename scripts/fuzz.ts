// `npm run fuzz`: the long run of the fuzzer over every declared operation (apps/api/src/fuzz.test.ts,
// issue 24). FUZZ_RUNS examples per operation (default 300), a random seed unless FUZZ_SEED is set; the
// seed is printed first, so a failure can be run again with the same examples:
//   FUZZ_SEED=123456 FUZZ_RUNS=300 npm run fuzz
// FUZZ_SHRINK=1 shrinks a failing example to a smallest one (slower). Uses PGlite unless DATABASE_URL is set.
import { spawnSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { repoRoot } from "@vtp/config";

const seed = process.env.FUZZ_SEED ?? String(randomInt(1, 2 ** 31 - 1));
const runs = process.env.FUZZ_RUNS ?? "300";
console.log(`fuzz: seed ${seed}, ${runs} runs per operation (FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run fuzz repeats it)`);
const result = spawnSync("vitest", ["run", "apps/api/src/fuzz.test.ts", "--testTimeout=0"], {
  cwd: repoRoot,
  stdio: "inherit",
  env: { ...process.env, FUZZ_SEED: seed, FUZZ_RUNS: runs },
});
process.exit(result.status ?? 1);
