// Benchmark data generator: scales the demo database to the figures of the product (more than 600,000
// users, 6,000 organisations) plus 20,000 rewards.
//
//   node bench/generate-data.ts [--holders N] [--organisers N] [--rewards N] [--chunk N]
//
// Defaults: --holders 600000 --organisers 6000 --rewards 20000 --chunk 50000. It uses the configured
// database (DATABASE_URL for PostgreSQL, otherwise PGlite in DATA_DIR, default .data/), migrates it,
// inserts the demo seed when the database is empty, and then adds the bulk rows with chunked
// `INSERT ... SELECT generate_series` statements (see apps/api/src/seeds/bench.ts): the rows are
// deterministic, live in their own id ranges, and a second run only adds what is missing. Organiser and
// reward counts are totals including the demo rows. Run small first, e.g.:
//
//   DATA_DIR=bench/.tmp/data node bench/generate-data.ts --holders 2000 --organisers 500 --rewards 400
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/generate-data.ts --holders 2000
//
// The full size takes minutes on PostgreSQL and needs a few GB of disk; on PGlite it is much slower.
import { parseArgs } from "node:util";
import { migrateToLatest, runDatabaseCommand } from "@vtp/db";
import { generateBenchData } from "@vtp/api/seeds/bench";
import { seedDemo } from "@vtp/api/seeds";

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} moet een geheel getal >= 0 zijn (gekregen: ${value})`);
  return n;
}

const { values } = parseArgs({
  options: {
    holders: { type: "string" },
    organisers: { type: "string" },
    rewards: { type: "string" },
    chunk: { type: "string" },
  },
  strict: true,
});

process.exitCode = await runDatabaseCommand(
  async (database, target) => {
    const opts = {
      holders: positiveInt("holders", values.holders, 600_000),
      organisers: positiveInt("organisers", values.organisers, 6_000),
      rewards: positiveInt("rewards", values.rewards, 20_000),
      chunk: positiveInt("chunk", values.chunk, 50_000) || 50_000,
    };
    console.log(`Database: ${target}`);
    await migrateToLatest(database.db);
    const seeded = await seedDemo(database.db);
    if (seeded.inserted) console.log("Demoseed ingevoegd.");
    const started = performance.now();
    const counts = await generateBenchData(database.db, { ...opts, onProgress: (m) => console.log(`  ${m}`) });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Klaar in ${seconds} s:`);
    for (const [name, n] of Object.entries(counts)) console.log(`  ${name.padEnd(14)} ${String(n).padStart(9)}`);
  },
  { stack: true },
);
