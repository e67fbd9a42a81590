// Loads the map (Leaflet, supercluster, the outline: their own chunk) only after the page is
// interactive, and only where a map is shown. Until then, and without JavaScript, the box keeps its
// size (no layout shift) and says where the same locations are as a list.
import { lazy, Suspense } from "react";
import { useHydrated } from "../../../ui/hydrated.ts";
import { mapCopy as copy } from "../../../copy/organisers.ts";
import type { FindMapProps } from "./find-map.tsx";

const FindMap = lazy(() => import("./find-map.tsx"));

export function LazyMap(props: FindMapProps & { listHref: string }) {
  const { listHref, ...mapProps } = props;
  const ready = useHydrated();
  const placeholder = (
    <div className="find-map__placeholder">
      <p>
        {copy.loading[0]}
        <a href={listHref}>{copy.loading[1]}</a>
        {copy.loading[2]}
      </p>
    </div>
  );
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <FindMap {...mapProps} />
    </Suspense>
  );
}
