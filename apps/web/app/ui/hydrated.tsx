// True once React runs in the browser (false on the server and in the HTML before hydration): controls
// that need JavaScript (the position, a full-screen map) appear only when they can work.
import { useSyncExternalStore, type ReactNode } from "react";

const unchanging = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}

/**
 * Its children only once React runs in the browser. A page that shows a control this way renders again
 * only this component after hydration, not itself and all it holds (a list of results, its links): on a
 * cheap phone that second render of the whole page is a long task of its own.
 */
export function WhenHydrated({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
