// Loads the map (pigeon-maps, supercluster, the outline: their own chunk) only after the page is
// interactive, and only where a map is shown. Until then the box keeps its size (no layout shift) and
// says the map is loading; without JavaScript it never will, so it says that instead (a <noscript>, and
// the loading line hidden by `@media (scripting: none)`), with the link to the same locations as a list.
import { lazy, Suspense } from "react";
import { useHydrated } from "../../../ui/hydrated.tsx";
import { mapCopy as copy } from "../../../copy/organisers.ts";
import type { FindMapProps } from "./find-map.tsx";

const FindMap = lazy(() => import("./find-map.tsx"));

export function LazyMap(props: FindMapProps & { listHref: string }) {
  const { listHref, ...mapProps } = props;
  const ready = useHydrated();
  const placeholder = (
    <div className="find-map__placeholder">
      <p className="find-map__loading">
        {copy.loading[0]}
        <a href={listHref}>{copy.loading[1]}</a>
        {copy.loading[2]}
      </p>
      <noscript>
        <p data-testid="kaart-zonder-javascript">
          {copy.noScript[0]}
          <a href={listHref}>{copy.noScript[1]}</a>
          {copy.noScript[2]}
        </p>
      </noscript>
    </div>
  );
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <FindMap {...mapProps} />
    </Suspense>
  );
}
