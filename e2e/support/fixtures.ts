// Shared Playwright fixtures: every page fails its test on a console error or an uncaught exception,
// and `axe` checks a page against WCAG 2.2 AA.
import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface Fixtures {
  consoleErrors: string[];
  axe: (page: Page) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        // A document answered with an error status (the 404 page) is logged by Chromium too; tests
        // assert those statuses themselves.
        if (msg.text().startsWith("Failed to load resource") && msg.location().url === page.url()) return;
        errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(String(err)));
      await use(errors);
      // Offline reloads make Chromium log the failed network request itself; tests that go offline
      // clear the list after checking what they expect.
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
  axe: async ({}, use) => {
    await use(async (page: Page) => {
      const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const summary = result.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      );
      expect(summary, `axe violations on ${page.url()}`).toEqual([]);
    });
  },
});

export { expect };
