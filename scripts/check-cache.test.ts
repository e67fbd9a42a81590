// The checks' record (scripts/check-cache.ts) is used only for the very same clean tree: a change to a
// tracked file, a new untracked file or a new commit gives no key or another key, so the checks run again.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checksPassedBefore, cleanTreeKey, recordChecksPassed } from "./check-cache.ts";

let root: string;
const git = (...args: string[]) => {
  const result = spawnSync("git", ["-c", "user.email=t@example.org", "-c", "user.name=t", ...args], { cwd: root, encoding: "utf8" });
  if (result.status !== 0) throw new Error(result.stderr);
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "vtp-check-cache-"));
  git("init", "-q");
  writeFileSync(path.join(root, ".gitignore"), "node_modules/\n");
  writeFileSync(path.join(root, "a.ts"), "export const a = 1;\n");
  git("add", "-A");
  git("commit", "-qm", "one");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the checks' record", () => {
  it("is kept for a clean tree and found again for the same tree", () => {
    const key = cleanTreeKey(root);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(checksPassedBefore(root, key)).toBe(false);
    recordChecksPassed(root, key);
    expect(cleanTreeKey(root)).toBe(key); // the record lives in node_modules, which git ignores
    expect(checksPassedBefore(root, cleanTreeKey(root))).toBe(true);
  });

  it("is never used for a changed file, a new file or another commit", () => {
    recordChecksPassed(root, cleanTreeKey(root));
    writeFileSync(path.join(root, "a.ts"), "export const a = 2;\n");
    expect(cleanTreeKey(root)).toBeUndefined();
    expect(checksPassedBefore(root, cleanTreeKey(root))).toBe(false);
    git("checkout", "-q", "a.ts");
    writeFileSync(path.join(root, "b.ts"), "export const b = 1;\n");
    expect(cleanTreeKey(root)).toBeUndefined();
    git("add", "-A");
    git("commit", "-qm", "two");
    expect(checksPassedBefore(root, cleanTreeKey(root))).toBe(false);
  });
});
