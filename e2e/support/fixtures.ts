// Shared Playwright fixtures: the test's page fails its test on a console error or an uncaught exception,
// and `axe` checks a page against WCAG 2.2 AA.
import { test as base, expect, type Page } from "@playwright/test";
import { runAxe, summarise } from "./axe.ts";

export { WCAG_TAGS } from "./axe.ts";

interface Fixtures {
  consoleErrors: string[];
  axe: (page: Page) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  // The console errors of the test's page; a test that expects some clears the list after checking them.
  consoleErrors: async ({}, use) => {
    await use([]);
  },
  // Every test that opens the page fails on a console error or an uncaught exception. A test that only
  // sends requests (the route table's checks) opens no browser page at all.
  page: async ({ page, consoleErrors }, use) => {
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      // A document answered with an error status (the 404 page) is logged by Chromium too; tests
      // assert those statuses themselves.
      if (msg.text().startsWith("Failed to load resource") && msg.location().url === page.url()) return;
      consoleErrors.push(msg.text());
    });
    page.on("pageerror", (err) => {
      // React Router aborts a request that a newer one made pointless (a keyboard user at the counter
      // submits again while the last answer's reload is still on its way); the aborted fetch can surface
      // as an uncaught AbortError (remix-run/react-router#14203, #14761). Nothing failed for the user.
      // CI stop 32 saw it twice in one counter journey. Every other uncaught error still fails the test.
      if (err.name === "AbortError" && err.message === "signal is aborted without reason") return;
      consoleErrors.push(String(err));
    });
    await use(page);
    // Offline reloads make Chromium log the failed network request itself; tests that go offline
    // clear the list after checking what they expect.
    expect(consoleErrors, "console errors").toEqual([]);
  },
  axe: async ({}, use) => {
    await use(async (page: Page) => {
      expect(summarise(await runAxe(page)), `axe violations on ${page.url()}`).toEqual([]);
    });
  },
});

export { expect };
