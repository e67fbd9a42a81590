// Shared Playwright fixtures: every page fails its test on a console error or an uncaught exception,
// and `axe` checks a page against WCAG 2.2 AA.
import { test as base, expect, type Page } from "@playwright/test";
import { runAxe, summarise } from "./axe.ts";

export { WCAG_TAGS } from "./axe.ts";

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
      expect(summarise(await runAxe(page)), `axe violations on ${page.url()}`).toEqual([]);
    });
  },
});

export { expect };
