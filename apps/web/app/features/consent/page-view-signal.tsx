import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { PAGE_VIEW_EVENT } from "./page-view.ts";

/**
 * Tells /consent.js about each client navigation to another page (not the first page: the script
 * reports that one when it starts). It runs after React committed the new page, so <html> already
 * carries the new page's route name and type. Pages without React navigate by loading a new document.
 */
export function PageViewSignal() {
  const { pathname } = useLocation();
  // The path already reported (the first one by /consent.js itself); also right under StrictMode's double effects.
  const reported = useRef(pathname);
  useEffect(() => {
    if (reported.current === pathname) return;
    reported.current = pathname;
    window.dispatchEvent(new Event(PAGE_VIEW_EVENT));
  }, [pathname]);
  return null;
}
