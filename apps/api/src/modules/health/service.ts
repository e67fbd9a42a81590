// Health: liveness, version and a database round trip.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { repoRoot } from "@vtp/config";
import type { DatabaseKind, HealthResponse } from "@vtp/contracts/health";
import { ProblemError } from "@vtp/contracts/problem";
import type { DB } from "@vtp/db/schema";
import { pingDatabase } from "./repository.ts";

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
