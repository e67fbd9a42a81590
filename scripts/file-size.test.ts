// No source file over 500 lines (the team's rule: a reader finds a feature's route, rules, SQL and tests
// in a minute or two). Counts every tracked code and style file (TypeScript, JavaScript, CSS, shell, the
// CI script); documentation, JSON and the lockfile are not code. A file that grows past the limit is split
// by what it holds (a module per phase or kind, a stylesheet per part, imported in the same order).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "@vtp/config";

const MAX_LINES = 500;
const CODE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|jsx|css|sh|html)$/;

describe("source files", () => {
  it(`have at most ${MAX_LINES} lines each`, () => {
    const files = execFileSync("git", ["ls-files", "-z"], { cwd: repoRoot, encoding: "utf8" })
      .split("\0")
      .filter((file) => CODE.test(file) || file === ".ci/run");
    expect(files.length).toBeGreaterThan(300);
    const tooLong = files
      .map((file) => ({ file, lines: readFileSync(path.join(repoRoot, file), "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
