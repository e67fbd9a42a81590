// "Laatst bijgewerkt om HH:MM" on a holder page the service worker keeps (the pass, the dashboard). The
// server renders it hidden (data-kept-copy="live"); the worker flips the attribute when it serves the
// kept copy (sw-rules.ts markKeptCopy), so the note shows offline without any script, also before the
// page hydrates; a copy from an earlier day shows the day too ("past"). The time is the loader's (Europe/Brussels), so server and browser render the same text.
// After an in-app navigation it asks the worker to keep the page (useKeepThisPage).
import { keptCopyCopy as copy } from "../copy/system-pages.ts";
import { formatClock, formatShortDay } from "../copy/format.ts";
import { useEffect } from "react";
import { KEEP_PAGE_MESSAGE, KEPT_COPY_ATTRIBUTE } from "./sw-rules.ts";
import "./kept-copy-note.css";

/**
 * Shown after an in-app navigation (no document request reached the service worker), the page asks the
 * worker to keep it; a page loaded as a document was kept on the way already.
 */
function useKeepThisPage(): void {
  useEffect(() => {
    const loaded = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    if (loaded !== undefined && new URL(loaded.name).pathname === location.pathname) return;
    navigator.serviceWorker?.controller?.postMessage({ type: KEEP_PAGE_MESSAGE, path: location.pathname });
  }, []);
}

export function KeptCopyNote({ keptAt, variant }: { keptAt: number; variant: "pass" | "dashboard" }) {
  useKeepThisPage();
  return (
    <p className={`kept-note kept-note--${variant}`} {...{ [KEPT_COPY_ATTRIBUTE]: "live" }} data-testid="laatst-bijgewerkt">
      <time dateTime={new Date(keptAt).toISOString()}>
        {copy[variant].lead}
        <span className="kept-note__day">{copy.day(formatShortDay(keptAt))}</span>
        {copy.time(formatClock(keptAt))}
        {copy[variant].tail}
      </time>
    </p>
  );
}
