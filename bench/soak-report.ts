// The soak test's report (bench/soak.ts): what one run measured, and bench/SOAK.md from the latest run
// on each database. A "## Reading" section written by hand below the generated part is kept.
import type { InvariantViolation } from "@vtp/db/invariants";

export interface SoakRun {
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p99: number;
  byStatus: Record<string, number>;
  byKind: Record<string, number>;
  errors: number;
  refusals: number;
  timeouts: number;
  connectionErrors: number;
}

export interface SoakReport {
  measuredAt: string;
  commit: string;
  command: string;
  database: string;
  cpus: number;
  minutes: number;
  connections: number;
  holders: number;
  accounts: number;
  max: SoakRun;
  /** Each kind alone, one request at a time, before the maximum: median of 5, ms. */
  latencyByKind: Record<string, number>;
  rate: number;
  soak: SoakRun;
  /** everySeconds: the pace of the logins (older reports: every 2 s). */
  logins: { ok: number; failed: number; examples: string[]; everySeconds?: number };
  memory: {
    warmUpSeconds: number;
    windowSeconds: number;
    rssFirstMiB: number;
    rssLastMiB: number;
    rssGrowth: number;
    heapFirstMiB: number;
    heapLastMiB: number;
    heapGrowth: number;
    heapFloorFirstMiB: number;
    heapFloorLastMiB: number;
    heapFloorGrowth: number;
    /** Runs before 2026-11-27 did not sample these. */
    heapTotalFirstMiB?: number;
    heapTotalLastMiB?: number;
    externalFirstMiB?: number;
    externalLastMiB?: number;
    samples: { t: number; rssMiB: number; heapMiB: number; heapTotalMiB?: number; externalMiB?: number }[];
  };
  load: { before: [number, number, number]; during: [number, number, number][]; after: [number, number, number] };
  written: { checkins: number; redemptions: number };
  invariantViolations: InvariantViolation[];
  seconds: number;
}

const pct = (x: number) => `${x >= 0 ? "+" : ""}${(x * 100).toFixed(1)} %`;
const mib = (x: number) => `${x.toFixed(0)} MiB`;
const statuses = (r: SoakRun) =>
  Object.entries(r.byStatus)
    .map(([s, n]) => `${s}: ${n.toLocaleString("en")}`)
    .join(", ");

export function soakMarkdown(runs: (SoakReport & { pass: boolean })[]): string {
  const rows = runs.map((r) => {
    const during = r.load.during.map((l) => l[0]);
    const loadDuring = during.length ? `${Math.min(...during).toFixed(1)}–${Math.max(...during).toFixed(1)}` : "–";
    return `| ${r.database} | ${r.minutes} min | ${r.max.requestsPerSecond.toFixed(0)} | ${r.rate} | ${r.soak.requestsPerSecond.toFixed(0)} | ${r.soak.requests.toLocaleString("en")} | ${r.soak.p50} / ${r.soak.p99} | ${r.soak.errors} | ${r.soak.refusals.toLocaleString("en")} | ${r.logins.ok} / ${r.logins.failed} | ${mib(r.memory.rssFirstMiB)} → ${mib(r.memory.rssLastMiB)} (${pct(r.memory.rssGrowth)}) | ${mib(r.memory.heapFloorFirstMiB)} → ${mib(r.memory.heapFloorLastMiB)} (${pct(r.memory.heapFloorGrowth)}; mean ${pct(r.memory.heapGrowth)}) | ${r.invariantViolations.length === 0 ? "clean" : `${r.invariantViolations.length} broken`} | ${r.load.before[0].toFixed(1)} / ${loadDuring} / ${r.load.after[0].toFixed(1)} | ${r.pass ? "**pass**" : "**FAIL**"} |`;
  });
  // One memory sample per half minute in the text (the JSON has them all).
  const every30s = (samples: SoakReport["memory"]["samples"]) =>
    samples.filter((s, i, a) => i === 0 || i === a.length - 1 || Math.floor(s.t / 30) !== Math.floor(a[i - 1]!.t / 30));
  const details = runs.map(
    (r) => `### ${r.database}, ${r.measuredAt.slice(0, 16)}Z on ${r.commit}

- Command: \`${r.command}\` (${r.seconds} s in all, data generation and the maximum included); ${r.cpus} CPUs.
- Data: the demo seed plus ${r.holders.toLocaleString("en")} bench holders, ${r.accounts} of them with an account, points and a signed access token.
- Maximum (${r.max.requests.toLocaleString("en")} requests flat out, ${r.connections} connections): ${r.max.requestsPerSecond.toFixed(0)} req/s, p50 ${r.max.p50} ms, p99 ${r.max.p99} ms, errors ${r.max.errors}.
- Each kind alone, one request at a time (median of 5): ${Object.entries(r.latencyByKind ?? {})
      .map(([k, ms]) => `${k} ${ms} ms`)
      .join(", ")}.
- Soak at ${r.rate} req/s: by kind ${Object.entries(r.soak.byKind)
      .map(([k, n]) => `${k} ${n.toLocaleString("en")}`)
      .join(", ")}; by status ${statuses(r.soak)}; timeouts ${r.soak.timeouts}, connection errors ${r.soak.connectionErrors}.
  Refusals are check-ins and cash-ins the rules refuse (400/409/422: a limit reached, not enough points), not errors.
- Logins beside the load (one at a time, every ${r.logins.everySeconds ?? 2} s, through the identity provider's forms): ${r.logins.ok} succeeded, ${r.logins.failed} failed${r.logins.examples.length ? ` (${r.logins.examples.join("; ")})` : ""}.
- Written: ${r.written.checkins.toLocaleString("en")} check-ins and ${r.written.redemptions.toLocaleString("en")} redemptions in the database afterwards.
- Memory (the product's /metrics every 2 s; warm-up ${r.memory.warmUpSeconds} s, windows of ${r.memory.windowSeconds} s): RSS
  ${every30s(r.memory.samples)
    .map((s) => `${s.t}s ${s.rssMiB}`)
    .join(", ")} MiB; heap used ${every30s(r.memory.samples)
    .map((s) => `${s.t}s ${s.heapMiB}`)
    .join(", ")} MiB.${
    r.memory.heapTotalFirstMiB === undefined
      ? ""
      : `\n  Outside the live heap (window means, after warm-up → end): V8 heap taken ${mib(r.memory.heapTotalFirstMiB)} → ${mib(r.memory.heapTotalLastMiB!)}, external (buffers, compression streams) ${mib(r.memory.externalFirstMiB!)} → ${mib(r.memory.externalLastMiB!)}.`
  }
- Load average (1 min) before ${r.load.before.join(" / ")}, during ${r.load.during
      .filter((_, i) => i % 15 === 0)
      .map((l) => l[0].toFixed(1))
      .join(" ")} (every 30 s), after ${r.load.after.join(" / ")}.
- Invariant checker afterwards: ${r.invariantViolations.length === 0 ? "clean" : JSON.stringify(r.invariantViolations)}.
`,
  );
  return `# Soak test

Measured with \`npm run bench:soak\` (bench/soak.ts): one product process as \`npm start\` runs it, on
127.0.0.1, its own fresh database; mixed traffic through autocannon (per 10 requests: 2 pages browsed, 2
dashboards of signed-in demo holders, 2 check-ins, 2 cash-ins, 2 searches) first flat out to measure this
machine's maximum for the mix, then for the run at half that rate, with logins through the identity
provider beside it. The machine has 2 cores shared by the product, PostgreSQL, autocannon and whatever else
runs (the load column): compare figures of one run, not across runs.

Pass: zero errors (5xx, timeouts, failed connections, unexpected 401/403/404/429, failed logins); memory after
warm-up grows less than 10 %: the mean RSS of the last window against the first window after warm-up (each a
fifth of the rest of the run), and the V8 heap's floor (the lowest sample of a window: what is still live after
a major collection; the heap's mean swings with the collector's sawtooth, so it is shown, not judged); the
invariant checker clean afterwards.

| database | run | max req/s | target req/s | soak req/s | requests | p50 / p99 ms | errors | refusals | logins ok / failed | RSS after warm-up → end (mean) | heap used after warm-up → end (floor; mean) | invariants | load before / during / after | result |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}

${details.join("\n")}`;
}
