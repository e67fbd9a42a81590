// The measurements behind /toegankelijkheidsverklaring (apps/web/app/copy/content/accessibility-audit.json):
// axe-core with every WCAG 2.2 A/AA rule and a keyboard walk (Tab through the whole page: the skip link
// first, a visible focus on every stop, no trap) on each page listed, at 375 and 1280 px.
//   UPDATE_ACCESSIBILITY_AUDIT=1 npx playwright test e2e/consent/accessibility-statement.spec.ts
// measures and writes the file (the statement then shows those figures and that date). Every other run
// measures again and fails when the statement claims more than is true now (a violation, a stop without
// a visible focus, a trap); the counts of stops may drift as pages grow.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { an } from "@vtp/personas";
import { repoRoot } from "@vtp/config";
import type { AccessibilityAudit } from "../../apps/web/app/copy/content/accessibility-audit.ts";
import { routeNameForPath } from "../../apps/web/app/route-table.ts";
import { loginAs } from "../support/auth.ts";
import { HOLDER_PAGES, PUBLIC_PAGES, screenshotName } from "../support/audited-pages.ts";
import { runAxe, WCAG_TAGS } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";

const AUDIT_FILE = path.join(repoRoot, "apps/web/app/copy/content/accessibility-audit.json");
const WIDTHS = [375, 1280] as const;
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
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 992 ? 812 : 900 });
    await page.goto(pagePath);
    await page.waitForLoadState("load");
    axeViolations += (await runAxe(page)).reduce((sum, v) => sum + v.nodes.length, 0);
    await page.screenshot({ path: `.test-output/screenshots/${width}-${screenshotName(pagePath)}.png`, fullPage: true });
    const w = await keyboardWalk(page);
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

test.describe.configure({ mode: "serial", timeout: 240_000 });

const results: PageResult[] = [];

test("public pages", async ({ page }) => {
  // The cookie notice closed: the pages themselves are measured (the notice has its own journeys).
  await page.context().addCookies([{ name: "cookie-accepted", value: "true", url: test.info().project.use.baseURL! }]);
  for (const p of PUBLIC_PAGES) results.push(await measure(page, p));
});

test("a holder's pages", async ({ page }) => {
  await page.context().addCookies([{ name: "cookie-accepted", value: "true", url: test.info().project.use.baseURL! }]);
  await loginAs(page, an, { skipOnboarding: true });
  for (const p of HOLDER_PAGES) results.push(await measure(page, p));
});

test("the statement says no more than was measured", async () => {
  const measured: AccessibilityAudit = {
    measuredOn: new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels" }).format(new Date()),
    axeVersion: (JSON.parse(readFileSync(path.join(repoRoot, "node_modules/axe-core/package.json"), "utf8")) as { version: string })
      .version,
    rules: WCAG_TAGS,
    widths: [...WIDTHS],
    pages: results,
  };
  if (process.env.UPDATE_ACCESSIBILITY_AUDIT === "1") {
    writeFileSync(AUDIT_FILE, `${JSON.stringify(measured, null, 2)}\n`);
    return;
  }
  const stated = JSON.parse(readFileSync(AUDIT_FILE, "utf8")) as AccessibilityAudit;
  expect(stated.pages.map((p) => p.path)).toEqual(measured.pages.map((p) => p.path));
  for (const now of measured.pages) {
    const claim = stated.pages.find((p) => p.path === now.path)!;
    expect(now.axeViolations, `${now.path}: axe`).toBeLessThanOrEqual(claim.axeViolations);
    expect(now.skipLinkFirst || !claim.skipLinkFirst, `${now.path}: skip link first`).toBe(true);
    expect(now.keyboardTrap && !claim.keyboardTrap, `${now.path}: keyboard trap`).toBe(false);
    if (claim.focusVisible === claim.focusStops) expect(now.focusVisible, `${now.path}: visible focus`).toBe(now.focusStops);
  }
});
