// The page's cumulative layout shift as the browser counts it (the layout-shift entries since the page
// began, buffered, without those right after the user's own input), read half a second after the call so
// late shifts are in. Only what is inside the viewport counts: a journey that wants a whole page judged
// gives it a viewport as tall as the page.
import type { Page } from "@playwright/test";

export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}
