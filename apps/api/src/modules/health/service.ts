// Health: liveness, version and a database round trip (GET /api/health), and the operations
// endpoints' checks: /healthz (the process answers) and /readyz (database reachable within a short
// timeout, the code's newest migration applied).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { repoRoot } from "@vtp/config";
import type { DatabaseKind, HealthResponse } from "@vtp/contracts/health";
import { ProblemError } from "@vtp/contracts/problem";
import type { DB } from "@vtp/db/schema";
import { migrationState, pingDatabase } from "./repository.ts";

function readProductVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { version?: unknown };
    return typeof pkg.version === "string" ? pkg.version : "0.0.0";
  } catch {
    return "0.0.0";
  }
}

export const productVersion = readProductVersion();

export interface HealthDeps {
  db: Kysely<DB>;
  databaseKind: DatabaseKind;
}

export async function checkHealth(deps: HealthDeps): Promise<HealthResponse> {
  try {
    await pingDatabase(deps.db);
  } catch (error) {
    throw new ProblemError("unavailable", { detail: "De database antwoordt niet.", cause: error });
  }
  return {
    status: "ok",
    database: deps.databaseKind,
    version: productVersion,
    uptimeSeconds: Math.floor(process.uptime()),
  };
}

/** /healthz: the process answers; it reads nothing else. */
export function checkAlive(): { status: "alive"; version: string; uptimeSeconds: number } {
  return { status: "alive", version: productVersion, uptimeSeconds: Math.floor(process.uptime()) };
}

/** How long /readyz waits for the database before it says `timeout` (milliseconds). */
export const READY_TIMEOUT_MS = 2_000;

export interface Readiness {
  status: "ready" | "not-ready";
  checks: {
    /** `ok`, `unreachable` (an error) or `timeout` (no answer within the timeout). */
    database: "ok" | "unreachable" | "timeout";
    /** `ok` (the code's newest migration is applied), `behind`, or `unknown` (the database did not answer). */
    migrations: "ok" | "behind" | "unknown";
  };
  /** The code's newest migration and the newest one the database has (absent when it did not answer). */
  migration?: { latest: string; applied: string | null };
}

/** /readyz: may this process get traffic? Never throws; `not-ready` names the check that failed. */
export async function checkReadiness(db: Kysely<DB>, timeoutMs: number = READY_TIMEOUT_MS): Promise<Readiness> {
  let reached = false;
  const probe = (async () => {
    await pingDatabase(db);
    reached = true;
    return migrationState(db);
  })();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    const outcome = await Promise.race([probe, timedOut]);
    if (outcome === "timeout") {
      // The probe may still fail later: nobody waits for it any more.
      probe.catch(() => undefined);
      return { status: "not-ready", checks: { database: reached ? "ok" : "timeout", migrations: "unknown" } };
    }
    const migration = { latest: outcome.latest, applied: outcome.newestApplied };
    return outcome.current
      ? { status: "ready", checks: { database: "ok", migrations: "ok" }, migration }
      : { status: "not-ready", checks: { database: "ok", migrations: "behind" }, migration };
  } catch {
    return { status: "not-ready", checks: { database: reached ? "ok" : "unreachable", migrations: "unknown" } };
  } finally {
    clearTimeout(timer);
  }
}
