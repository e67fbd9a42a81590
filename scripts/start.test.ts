// `npm start` refuses a configuration that cannot work, before anything listens, and lists every problem.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "@vtp/config";

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, [path.join(repoRoot, "scripts/start.ts")], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("npm start", () => {
  it("refuses a public PUBLIC_URL without https and SMTP_URL, naming both problems", () => {
    const result = start({ PUBLIC_URL: "http://pas.voorbeeld.be", PORT: "3199" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Ongeldige configuratie");
    expect(result.stderr).toMatch(/PUBLIC_URL moet met https:\/\/ beginnen/);
    expect(result.stderr).toMatch(/SMTP_URL is verplicht/);
  });

  it("refuses https without SMTP_URL", () => {
    const result = start({ PUBLIC_URL: "https://pas.voorbeeld.be", PORT: "3199" });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/SMTP_URL is verplicht/);
    expect(result.stderr).not.toMatch(/https:\/\/ beginnen/);
  });
});
