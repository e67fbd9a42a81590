// The documentation stays true to the repository:
// - every decision record (docs/decisions/NNNN-*.md) says on its second line when it was first committed
//   and whether it still holds: `Date: YYYY-MM-DD · Status: accepted` or `… · Status: superseded by NNNN`;
// - every repository path that README.md, ARCHITECTURE.md and docs/**/*.md name, in backticks or as a
//   link, exists. A path is one from the repository's root (`apps/web/app/root.tsx`, `.ci/run`), or a
//   shortened one that exists under a workspace (`app/server/current.server.ts`, `modules/rewards/`,
//   `routes/content/faq.tsx`); `<placeholders>` and `*` must match something, `{a,b}` each of its
//   names. Paths git ignores (build output, data folders) are not checked; text without a `/` (route
//   ids, file names on their own), URLs, `@vtp/…` specifiers and `ENV_VARIABLE/…` are not paths.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "@vtp/config";

const decisionsDir = path.join(repoRoot, "docs/decisions");
const STATUS_LINE = /^Date: (\d{4}-\d{2}-\d{2}) · Status: (accepted|superseded by (\d{4}))$/;

function git(args: string[], input?: string): string | undefined {
  try {
    return execFileSync("git", args, { cwd: repoRoot, encoding: "utf8", input, stdio: ["pipe", "pipe", "ignore"] });
  } catch (error) {
    // `git check-ignore` answers 1 when nothing is ignored.
    const out = (error as { stdout?: string; status?: number }).status === 1 ? (error as { stdout?: string }).stdout : undefined;
    return out;
  }
}

/**
 * The day each file of a folder was first committed (`git log --diff-filter=A --format=%as`), when git
 * has the full history: a shallow clone's first commit would seem to add everything.
 */
function firstCommitDays(folder: string): Map<string, string> {
  const days = new Map<string, string>();
  if (git(["rev-parse", "--is-shallow-repository"])?.trim() !== "false") return days;
  let day = "";
  // Newest first: the last day seen for a file is the day it was first added.
  for (const line of (git(["log", "--diff-filter=A", "--format=@%as", "--name-only", "--", folder]) ?? "").split("\n")) {
    if (line.startsWith("@")) day = line.slice(1);
    else if (line !== "") days.set(line, day);
  }
  return days;
}

function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** What is wrong with one decision record (file name and text), given the numbers of all records. */
export function recordProblems(name: string, text: string, numbers: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const number = /^(\d{4})-[a-z0-9-]+\.md$/.exec(name)?.[1];
  if (number === undefined) return [`${name}: de naam is geen NNNN-titel.md`];
  const [title = "", second = ""] = text.split("\n");
  if (!title.startsWith(`# ${number} `)) problems.push(`${name}: de eerste regel is niet "# ${number} …"`);
  const status = STATUS_LINE.exec(second);
  if (status === null) {
    problems.push(`${name}: de tweede regel is niet "Date: YYYY-MM-DD · Status: accepted|superseded by NNNN" maar "${second}"`);
    return problems;
  }
  const [, day = "", , successor] = status;
  if (!isCalendarDay(day)) problems.push(`${name}: ${day} is geen datum`);
  if (successor !== undefined) {
    if (!numbers.has(successor)) problems.push(`${name}: superseded by ${successor}, maar er is geen beslissing ${successor}`);
    else if (successor <= number) problems.push(`${name}: superseded by ${successor}, geen latere beslissing`);
  }
  return problems;
}

describe("decision records", () => {
  const names = readdirSync(decisionsDir).sort();
  const numbers = new Set(names.map((n) => n.slice(0, 4)));

  it("each carry their date and status on the second line, a successor that exists", () => {
    expect(names.length).toBeGreaterThan(20);
    const problems = names.flatMap((name) => recordProblems(name, readFileSync(path.join(decisionsDir, name), "utf8"), numbers));
    expect(problems).toEqual([]);
  });

  it("are dated the day they were first committed", () => {
    const today = new Date().toISOString().slice(0, 10);
    const committedOn = firstCommitDays("docs/decisions");
    for (const name of names) {
      const day = STATUS_LINE.exec(readFileSync(path.join(decisionsDir, name), "utf8").split("\n")[1] ?? "")?.[1] ?? "";
      const committed = committedOn.get(`docs/decisions/${name}`);
      // A record that is not committed yet cannot be dated after today.
      if (committed === undefined) expect(day <= today, `${name}: ${day} ligt na vandaag`).toBe(true);
      else expect(day, name).toBe(committed);
    }
  });

  it("refuses a record without the line, a bad date and a successor that does not exist", () => {
    const known = new Set(["0013", "0022"]);
    const ok = "# 0013 Titel\nDate: 2026-11-23 · Status: superseded by 0022\n";
    expect(recordProblems("0013-titel.md", ok, known)).toEqual([]);
    expect(recordProblems("0013-titel.md", "# 0013 Titel\n\n## Context\n", known)).toHaveLength(1);
    expect(recordProblems("0013-titel.md", "# 0013 Titel\nDate: 2026-02-30 · Status: accepted\n", known)).toHaveLength(1);
    expect(recordProblems("0013-titel.md", "# 0013 Titel\nDate: 2026-11-23 · Status: superseded by 0099\n", known)).toHaveLength(1);
    expect(recordProblems("0022-titel.md", "# 0022 Titel\nDate: 2026-11-23 · Status: superseded by 0013\n", known)).toHaveLength(1);
    expect(recordProblems("0013-titel.md", "# 0013 Titel\nDate: 2026-11-23 · Status: draft\n", known)).toHaveLength(1);
    expect(recordProblems("titel.md", ok, known)).toHaveLength(1);
  });
});

// ---- paths named in the documentation ----

const ROOTS = new Set(["apps", "packages", "host", "e2e", "bench", "scripts", "docs"]);

/** The folders a shortened path may start from: the root, each workspace, its `src/`, and the web app's `app/`. */
const BASES = (() => {
  const out = [""];
  for (const group of ["apps", "packages"]) {
    for (const name of readdirSync(path.join(repoRoot, group))) {
      out.push(`${group}/${name}/`);
      if (existsSync(path.join(repoRoot, group, name, "src"))) out.push(`${group}/${name}/src/`);
    }
  }
  out.push("host/", "host/src/", "apps/web/app/");
  return out;
})();

const isFolder = (relative: string) => existsSync(path.join(repoRoot, relative)) && statSync(path.join(repoRoot, relative)).isDirectory();

export interface NamedPath {
  /** As written (without a #fragment). */
  text: string;
  /** A link resolves from the document's folder; text in backticks from the root or a workspace. */
  kind: "link" | "code";
  line: number;
}

/** The paths a Markdown text names: link targets and backticked text that looks like a path. */
export function pathsIn(markdown: string): NamedPath[] {
  const out: NamedPath[] = [];
  let fenced = false;
  markdown.split("\n").forEach((content, index) => {
    if (/^\s*```/.test(content)) fenced = !fenced;
    if (fenced) return;
    const line = index + 1;
    for (const [, target = ""] of content.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:|^#/.test(target)) continue;
      out.push({ text: target.replace(/#.*$/, ""), kind: "link", line });
    }
    for (const [, code = ""] of content.replace(/\]\([^)]*\)/g, "]").matchAll(/`([^`]+)`/g)) {
      const text = code.replace(/#[\w-]*$/, "");
      if (looksLikePath(text)) out.push({ text, kind: "code", line });
    }
  });
  return out;
}

const EXTENSION = /^\.(ts|tsx|js|mjs|cjs|json|css|md|html|svg|png|wasm|br|gz|txt|xml|ya?ml|sql)$/;

/**
 * Text in backticks that names a path: from a root folder (`apps/…`, `docs/…`), a file or folder of the
 * root that starts with a dot (`.ci/run`, `.prettierignore`, not an extension like `.ts`), or a shortened
 * path whose first folder exists under a workspace (`features/…`, `modules/…`); anything else with a `/`
 * is prose: a URL's path (`kansentarief/resultaat`, `api/search/promotion`), a CIDR, a template.
 */
function looksLikePath(text: string): boolean {
  if (!/^[\w.<>{},*+-]+(\/[\w.<>{},*+-]*)*$/.test(text)) return false; // spaces, URLs, `=`, `:` …: not a path
  if (/\{[^},]*\}/.test(text)) return false; // {z}/{x}/{y}: a URL template, not a list of names
  const first = text.split("/")[0]!;
  if (ROOTS.has(first) && text.includes("/")) return true;
  if (first.startsWith(".")) return !EXTENSION.test(text);
  return text.includes("/") && !/[*<{]/.test(first) && BASES.some((base) => isFolder(base + first));
}

function expandBraces(text: string): string[] {
  const match = /\{([^{}]*)\}/.exec(text);
  if (match === null) return [text];
  return match[1]!
    .split(",")
    .flatMap((part) => expandBraces(text.slice(0, match.index) + part + text.slice(match.index + match[0].length)));
}

/** Files and folders (relative to the root) that a path with `*` and `<placeholder>` segments matches. */
function matches(relative: string): string[] {
  const segments = relative.replace(/\/$/, "").split("/");
  let found = [""];
  for (const segment of segments) {
    const next: string[] = [];
    const wild = /[*<]/.test(segment);
    const pattern = new RegExp(
      `^${segment
        .replace(/[.+]/g, "\\$&")
        .replace(/\*/g, ".*")
        .replace(/<[^>]+>/g, "[^/]+")}$`,
    );
    for (const dir of found) {
      const abs = path.join(repoRoot, dir);
      if (!wild) {
        if (existsSync(path.join(abs, segment))) next.push(path.join(dir, segment));
        continue;
      }
      if (!existsSync(abs) || !statSync(abs).isDirectory()) continue;
      for (const name of readdirSync(abs)) if (name !== "node_modules" && pattern.test(name)) next.push(path.join(dir, name));
    }
    found = next;
    if (found.length === 0) break;
  }
  return found;
}

/** The paths of a document (relative to the root) that do not exist, as "file:line: path". */
export function missingPaths(document: string, markdown: string): string[] {
  const candidates = pathsIn(markdown).flatMap((named) => {
    const from =
      named.kind === "link"
        ? [path.relative(repoRoot, path.join(repoRoot, path.dirname(document), named.text)) + (named.text.endsWith("/") ? "/" : "")]
        : ROOTS.has(named.text.split("/")[0]!) || named.text.startsWith(".")
          ? [named.text]
          : BASES.filter((base) => isFolder(base + named.text.split("/")[0])).map((base) => base + named.text);
    return [{ named, options: from.map((option) => expandBraces(option)) }];
  });
  // Generated or local paths (build output, data folders) are git's to ignore, not the docs' to promise.
  const literal = (p: string) => p.replace(/<[^>]+>|\*/g, "x");
  const all = candidates.flatMap((c) => c.options.flat().flatMap((p) => [literal(p), `${literal(p).replace(/\/$/, "")}/`]));
  const ignored = new Set((git(["check-ignore", "--no-index", "--stdin"], all.join("\n")) ?? "").split("\n").filter(Boolean));
  const isIgnored = (p: string) => ignored.has(literal(p)) || ignored.has(`${literal(p).replace(/\/$/, "")}/`);
  const problems: string[] = [];
  for (const { named, options } of candidates) {
    const holds = options.some((names) => names.every((p) => matches(p).length > 0 || isIgnored(p)));
    if (!holds) problems.push(`${document}:${named.line}: ${named.text}`);
  }
  return problems;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return markdownFiles(relative);
    return entry.name.endsWith(".md") ? [relative] : [];
  });
}

describe("paths named in the documentation", () => {
  const documents = ["README.md", "ARCHITECTURE.md", ...markdownFiles("docs")];

  it("exist", () => {
    const problems = documents.flatMap((doc) => missingPaths(doc, readFileSync(path.join(repoRoot, doc), "utf8")));
    expect(problems).toEqual([]);
  });

  it("are found in backticks and links, and prose, URLs and route ids are left alone", () => {
    const text = [
      "The page `apps/web/app/root.tsx`, the CI script `.ci/run`, [a record](docs/decisions/0015-package-boundaries.md#decision),",
      "the session in `app/server/current.server.ts`, `routes/content/cookies.tsx#instellingen`, `modules/rewards/*.test.ts`,",
      "`e2e/holder/{profile,card}.spec.ts`, `apps/web/app/routes/<feature>/`, `packages/contracts/src/<feature>.ts`;",
      "not paths: route id `login-uitid`, `/sparen`, `@vtp/db/testing`, `DATA_DIR/idp/`, `{z}/{x}/{y}`, `npm run bench -- --holder an`,",
      "`https://api.mollie.com/v2/`, `routes.ts`, [the site](https://example.org/a/b); generated: `apps/web/build/client`, `.data/`.",
      "```",
      "apps/made/up/in-a-diagram.ts",
      "```",
    ].join("\n");
    expect(missingPaths("README.md", text)).toEqual([]);
    expect(pathsIn(text).map((p) => p.text)).toEqual([
      "docs/decisions/0015-package-boundaries.md",
      "apps/web/app/root.tsx",
      ".ci/run",
      "app/server/current.server.ts",
      "routes/content/cookies.tsx",
      "modules/rewards/*.test.ts",
      "e2e/holder/{profile,card}.spec.ts",
      "apps/web/app/routes/<feature>/",
      "packages/contracts/src/<feature>.ts",
      "apps/web/build/client",
      ".data/",
    ]);
  });

  it("fail on a path that does not exist", () => {
    const wrong = [
      "`apps/web/app/features/login/guard-decisions.ts`",
      "`features/login/guard-decisions.ts`",
      "`packages/db/src/migrations/0004_checkin_claim.ts`",
      "`.ci/runner`",
      "`e2e/holder/{profile,made-up}.spec.ts`",
      "`apps/web/app/routes/<feature>/made-up.tsx`",
      "`modules/rewards/*.made-up.ts`",
      "[a record](decisions/0015-package-boundaries.md)",
      "[a record](../decisions/9999-made-up.md)",
    ];
    for (const line of wrong) expect(missingPaths("docs/analytics/README.md", line), line).toHaveLength(1);
  });
});
