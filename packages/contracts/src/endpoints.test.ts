// The registry of endpoints (endpoints.ts) is what the api's documentation, the permissions matrix, the
// fuzzer and the field checks walk: an endpoint declared in a contract module but left out of it would be
// served without any of them. Every `defineEndpoint` export of every module here must be in it.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiEndpoints } from "./endpoints.ts";

const here = import.meta.dirname;

/** The contract modules (not the tests), also those in folders (online-request/…). */
function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

const isDeclaration = (value: unknown): value is { operationId: string; method: string; path: string } =>
  typeof value === "object" && value !== null && "operationId" in value && "method" in value && "path" in value;

describe("the endpoint registry", () => {
  it("holds every endpoint a contract module declares", async () => {
    const registered = new Set(Object.values(apiEndpoints));
    const declared: string[] = [];
    for (const file of modules(here)) {
      for (const value of Object.values(await import(file))) {
        if (!isDeclaration(value)) continue;
        declared.push(value.operationId);
        expect(registered.has(value as never), `${value.operationId} (${path.relative(here, file)}) ontbreekt in endpoints.ts`).toBe(true);
      }
    }
    expect(declared).toContain("resetStaffSecondFactor");
    expect(new Set(declared).size).toBe(registered.size);
  });
});
