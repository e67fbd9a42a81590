// The measurements behind /toegankelijkheidsverklaring (apps/web/app/copy/content/accessibility-audit.json):
// axe-core with every WCAG 2.2 A/AA rule and a keyboard walk (Tab through the whole page: the skip link
// first, a visible focus on every stop, no trap) on each page listed, at 375 and 1280 px.
//   UPDATE_ACCESSIBILITY_AUDIT=1 npx playwright test e2e/consent/accessibility-statement.spec.ts --workers=1
// measures and writes the file (the statement then shows those figures and that date). Every other run
// measures again and fails when the statement claims more than is true now (a violation, a stop without
// a visible focus, a trap); the counts of stops may drift as pages grow.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { an } from "@vtp/personas";
import { repoRoot } from "@vtp/config";
import type { AccessibilityAudit } from "../../apps/web/app/copy/content/accessibility-audit.ts";
import { routeNameForPath } from "../../apps/web/app/route-lookup.ts";
import { loginAs } from "../support/auth.ts";
import { HOLDER_PAGES, PUBLIC_PAGES, screenshotName } from "../support/audited-pages.ts";
import { runAxe, WCAG_TAGS } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { shot, viewport, WIDTHS } from "../support/widths.ts";

const AUDIT_FILE = path.join(repoRoot, "apps/web/app/copy/content/accessibility-audit.json");
type PageResult = AccessibilityAudit["pages"][number];

interface KeyboardWalk {
  stops: number;
  visible: number;
  skipLinkFirst: boolean;
  trap: boolean;
}

/** Tabs from the top of the page until the focus leaves it; records each stop and whether its focus shows. */
async function keyboardWalk(page: Page): Promise<KeyboardWalk> {
  // From the top of the page: focus a probe at the start of <body> (not in the tab order itself), so the
  // first Tab goes to the page's first focusable element even where the page autofocused a field (the
  // login form): blur() alone leaves the browser's starting point at that field.
  await page.evaluate(() => {
    const probe = document.createElement("span");
    probe.tabIndex = -1;
    probe.dataset.walkProbe = "";
    document.body.prepend(probe);
    probe.focus();
    window.scrollTo(0, 0);
  });
  const seen = new Map<string, boolean>();
  let first = "";
  let left = false;
  for (let i = 0; i < 250; i++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (el === null || el === document.body || el === document.documentElement) return null;
      const path: string[] = [];
      for (let n: Element | null = el; n && n !== document.body; n = n.parentElement)
        path.unshift(`${n.tagName}:${Array.prototype.indexOf.call(n.parentElement?.children ?? [], n)}`);
      const s = getComputedStyle(el);
      const outline = s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 2;
      const ring = s.boxShadow !== "none";
      return { id: path.join("/"), skip: el.classList.contains("skip-link"), visible: outline || ring };
    });
    if (stop === null) {
      left = true;
      break;
    }
    if (i === 0) first = stop.skip ? "skip" : stop.id;
    if (seen.has(stop.id)) {
      // Back at a stop already seen: the walk went round (browsers may cycle inside the page).
      left = true;
      break;
    }
    seen.set(stop.id, stop.visible);
  }
  return { stops: seen.size, visible: [...seen.values()].filter(Boolean).length, skipLinkFirst: first === "skip", trap: !left };
}

async function measure(page: Page, entry: string | [string, string]): Promise<PageResult> {
  const [pagePath, variant] = typeof entry === "string" ? [entry, undefined] : entry;
  let axeViolations = 0;
  let walk: KeyboardWalk | undefined;
  const name = routeNameForPath(pagePath.split("?")[0]!, "uitpas") ?? pagePath;
  // One load, then each width on it (the layout follows the viewport in CSS; decision 0068).
  await page.setViewportSize(viewport(WIDTHS[0]));
  await page.goto(pagePath);
  await page.waitForLoadState("load");
  for (const width of WIDTHS) {
    await page.setViewportSize(viewport(width));
    axeViolations += (await runAxe(page)).reduce((sum, v) => sum + v.nodes.length, 0);
    await shot(page, screenshotName(pagePath));
    const w = await keyboardWalk(page);
    // The walk may end back on the skip link, which shows over the logo while it has the focus: the next
    // width is checked as a visitor sees the page, with nothing focused.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    if (width === 1280) {
      walk = w;
    } else if (!w.skipLinkFirst || w.trap || w.visible < w.stops) {
      walk = { ...w, stops: walk?.stops ?? w.stops };
    }
  }
  return {
    path: pagePath,
    name,
    ...(variant === undefined ? {} : { variant }),
    axeViolations,
    focusStops: walk!.stops,
    focusVisible: walk!.visible,
    skipLinkFirst: walk!.skipLinkFirst,
    keyboardTrap: walk!.trap,
  };
}

// Each page is its own test, so the pages spread over the workers; each compares its own measurement with
// the statement's claim for it. Measuring anew (UPDATE_ACCESSIBILITY_AUDIT=1) needs one worker (--workers=1),
// which collects every page and writes the file once all are measured.
test.describe.configure({ mode: "parallel", timeout: 120_000 });

const updating = process.env.UPDATE_ACCESSIBILITY_AUDIT === "1";
const stated = JSON.parse(readFileSync(AUDIT_FILE, "utf8")) as AccessibilityAudit;
const pathOf = (entry: string | [string, string]) => (typeof entry === "string" ? entry : entry[0]);
const results: PageResult[] = [];

/** The statement says no more than was measured now on this page (or, when measuring anew, keep the result). */
function compareWithStatement(now: PageResult): void {
  if (updating) {
    results.push(now);
    return;
  }
  const claim = stated.pages.find((p) => p.path === now.path);
  expect(claim, `${now.path}: in the statement`).toBeDefined();
  expect(now.axeViolations, `${now.path}: axe`).toBeLessThanOrEqual(claim!.axeViolations);
  expect(now.skipLinkFirst || !claim!.skipLinkFirst, `${now.path}: skip link first`).toBe(true);
  expect(now.keyboardTrap && !claim!.keyboardTrap, `${now.path}: keyboard trap`).toBe(false);
  if (claim!.focusVisible === claim!.focusStops) expect(now.focusVisible, `${now.path}: visible focus`).toBe(now.focusStops);
}

test("the statement lists exactly the pages that are measured", () => {
  test.skip(updating, "measuring anew");
  expect(stated.pages.map((p) => p.path)).toEqual([...PUBLIC_PAGES.map(pathOf), ...HOLDER_PAGES]);
});

for (const entry of PUBLIC_PAGES) {
  test(`public page ${typeof entry === "string" ? entry : `${entry[0]} (${entry[1]})`}`, async ({ page }) => {
    // The cookie notice closed: the pages themselves are measured (the notice has its own journeys).
    await page.context().addCookies([{ name: "cookie-accepted", value: "true", url: test.info().project.use.baseURL! }]);
    compareWithStatement(await measure(page, entry));
  });
}

test("a holder's pages", async ({ page }) => {
  test.setTimeout(240_000);
  await page.context().addCookies([{ name: "cookie-accepted", value: "true", url: test.info().project.use.baseURL! }]);
  await loginAs(page, an, { skipOnboarding: true });
  for (const p of HOLDER_PAGES) compareWithStatement(await measure(page, p));
});

test.afterAll(() => {
  if (!updating) return;
  const order = [...PUBLIC_PAGES.map(pathOf), ...HOLDER_PAGES];
  const measured: AccessibilityAudit = {
    measuredOn: new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels" }).format(new Date()),
    axeVersion: (JSON.parse(readFileSync(path.join(repoRoot, "node_modules/axe-core/package.json"), "utf8")) as { version: string })
      .version,
    rules: WCAG_TAGS,
    widths: [...WIDTHS],
    pages: results.sort((a, b) => order.indexOf(a.path) - order.indexOf(b.path)),
  };
  if (measured.pages.length !== order.length) throw new Error("Opnieuw meten kan alleen met één worker (--workers=1).");
  writeFileSync(AUDIT_FILE, `${JSON.stringify(measured, null, 2)}\n`);
});
