// True once React runs in the browser (false on the server and in the HTML before hydration): controls
// that need JavaScript (the position, a full-screen map) appear only when they can work.
import { useSyncExternalStore } from "react";

const unchanging = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
