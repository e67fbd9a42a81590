// axe-core in the page itself, once per document: `runAxe(page)` puts axe's source into the page (when it
// is not there yet) and runs it with WCAG 2.2 AA's tags. @axe-core/playwright's AxeBuilder did the same
// work in about 1.5–4.5 s a page (it injects axe into every frame and finishes the run in a new blank
// page); this takes about 0.2 s, and the suite runs axe on a few hundred screens (issue 19). Our pages
// have no frames of their own (a configured help widget's frame is a third party's), so the top
// document is what is checked.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeScope {
  /** CSS selectors to check only (default: the whole document). */
  include?: string[];
  /** CSS selectors to leave out. */
  exclude?: string[];
  /** Rules not to run here (with the reason in the caller). */
  disableRules?: string[];
}

/** The violations axe finds on the page as it is now. */
export async function runAxe(page: Page, scope: AxeScope = {}): Promise<AxeResults["violations"]> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === "object");
  if (!present) await page.evaluate(axeSource);
  const options: RunOptions = {
    runOnly: { type: "tag", values: WCAG_TAGS },
    ...(scope.disableRules ? { rules: Object.fromEntries(scope.disableRules.map((id) => [id, { enabled: false }])) } : {}),
    resultTypes: ["violations"],
  };
  const context = { include: scope.include?.map((s) => [s]) ?? [["html"]], exclude: scope.exclude?.map((s) => [s]) ?? [] };
  return page.evaluate(
    async ([ctx, opts]) =>
      (await (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe.run(ctx, opts)).violations,
    [context, options] as const,
  );
}

/** One line per violation: the rule, its impact, what it asks and the first three places. */
export function summarise(violations: AxeResults["violations"]): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}
