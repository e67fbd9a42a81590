// Where JavaScript runs: ask the page's loaders again every few seconds while the server is still busy
// with something the page shows (a report being made, news being delivered); nothing without JavaScript
// (the page then says how to look again).
import { useEffect } from "react";
import { useRevalidator } from "react-router";

export function useRevalidateWhile(waiting: boolean, everyMs = 3_000): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, everyMs);
    return () => clearTimeout(timer);
  }, [waiting, everyMs, revalidator]);
}
