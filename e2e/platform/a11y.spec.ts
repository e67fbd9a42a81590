// axe-core: zero WCAG 2.2 AA violations on every public page of the route table, on a phone and on a
// desktop. The pages the accessibility statement is measured on are checked (and screenshotted) by
// e2e/consent/accessibility-statement.spec.ts, which fails when a page has more violations than the
// statement claims; here the statement must claim none, and the route table's other public pages are
// checked. With SHOTS_DIR set, each page is photographed for people to look at (e2e/support/widths.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "@vtp/config";
import type { AccessibilityAudit } from "../../apps/web/app/copy/content/accessibility-audit.ts";
import { allRoutes } from "../../apps/web/app/route-table.ts";
import { PUBLIC_PAGES, screenshotName } from "../support/audited-pages.ts";
import { expect, test } from "../support/fixtures.ts";
import { checkBoth, viewport } from "../support/widths.ts";

const audited = new Set(PUBLIC_PAGES.map((p) => (typeof p === "string" ? p : p[0])));
const pages = allRoutes("uitpas").filter((r) => r.kind === "page" && r.layout === "public" && !r.id.startsWith("nl."));
const paths = pages.map((r) => (r.path === "*" ? "/bestaat-niet" : `/${r.path ?? ""}`)).filter((p) => !audited.has(p));

test("the accessibility statement claims no axe violation on any page it was measured on", () => {
  const audit = JSON.parse(
    readFileSync(path.join(repoRoot, "apps/web/app/copy/content/accessibility-audit.json"), "utf8"),
  ) as AccessibilityAudit;
  expect(audit.pages.filter((p) => p.axeViolations > 0).map((p) => p.path)).toEqual([]);
  expect(audit.pages.map((p) => p.path)).toEqual(expect.arrayContaining([...audited]));
});

// One load per page, checked at both widths (the layout follows the viewport; e2e/support/widths.ts).
for (const pagePath of paths) {
  test(`axe on ${pagePath} at 375 and 1280 px`, async ({ page, axe }) => {
    await page.setViewportSize(viewport(375));
    await page.goto(pagePath);
    await checkBoth(page, screenshotName(pagePath), axe);
  });
}
