// The whole-repo checks (typecheck, boundaries, lint, format) read only the repository's files and the
// installed packages. After all four passed on a clean checkout, `npm test` records that tree; a second
// `npm test` on the very same clean tree (CI's PostgreSQL pass, issue 19 §5) reports them from the record
// instead of running them again (about 45 s of two busy cores). A tree with any change, tracked or not
// (ignored build output aside), has no key, so nothing is skipped while someone works.
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The key of a clean checkout: HEAD's tree and the packages npm installed; undefined for a changed tree or outside git. */
export function cleanTreeKey(root: string): string | undefined {
  const git = (...args: string[]) => spawnSync("git", args, { cwd: root, encoding: "utf8" });
  const status = git("status", "--porcelain", "--untracked-files=all");
  if (status.status !== 0 || status.stdout.trim() !== "") return undefined;
  const tree = git("rev-parse", "HEAD^{tree}");
  if (tree.status !== 0) return undefined;
  const installed = path.join(root, "node_modules/.package-lock.json");
  const packages = existsSync(installed) ? readFileSync(installed) : Buffer.alloc(0);
  return createHash("sha256").update(tree.stdout.trim()).update("\0").update(packages).digest("hex").slice(0, 32);
}

const recordOf = (root: string, key: string) => path.join(root, "node_modules/.cache/vtp-checks", key);

/** Whether the checks passed before on this clean tree. */
export function checksPassedBefore(root: string, key: string | undefined): boolean {
  return key !== undefined && existsSync(recordOf(root, key));
}

/** Records that the checks passed on this clean tree. */
export function recordChecksPassed(root: string, key: string | undefined): void {
  if (key === undefined) return;
  mkdirSync(path.dirname(recordOf(root, key)), { recursive: true });
  writeFileSync(recordOf(root, key), `${new Date().toISOString()}\n`);
}
