// The find page's map (loaded only on the pages that show a map, after the page is interactive: this
// module and its map library are their own chunk, never part of the shared bundle). pigeon-maps draws the
// tiles and moves the view (drag, pinch, wheel, double click); everything on it is ours, in React: the
// markers are buttons, a location's card is a dialog-like panel with its own close button (decision 0078).
// Every match of the search comes as a compact marker; supercluster groups them per zoom level and only
// the clusters and points in (and just around) the view are drawn. The tiles come from configuration
// (MAP_TILES_URL); without it the markers sit on the bundled outline of Belgium. The list beside the map
// is its accessible equivalent.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { GeoJson, Map as PigeonMap, Overlay } from "pigeon-maps";
import Supercluster, { type ClusterProperties } from "supercluster";
import outline from "./belgium-outline.json";
import { boxAround, boxOfView, clampCenter, fitBox, panBy, project, type Box, type LatLon, type View } from "./view.ts";
import { mapCopy as copy, organiserCopy } from "../../../copy/organisers.ts";
import { MAP_MESSAGES, ORGANISER_TYPE_LABELS } from "../format.ts";
import { typesOfMask, type MarkerCardJson } from "../find-query.ts";

export interface FindMapProps {
  /** The markers resource route with the search's query. */
  markersUrl: string;
  /** The marker card resource route of an id. */
  markerCardUrl(id: number): string;
  tiles: { url: string; attribution: string } | null;
  /** Centre on this point (a municipality, the visitor) at street level. */
  focus: { lat: number; lon: number } | null;
  onError(message: string): void;
}

type Marker = [id: number, lat: number, lon: number, mask: number];
type PointProps = { id: number; mask: number };
interface Found {
  index: Supercluster<PointProps>;
  count: number;
  box: Box | null;
}
/** A view to show; `animate: false` jumps there (a fit to what was found), else the map glides. */
type ViewTo = View & { animate?: boolean };
interface Card {
  id: number;
  at: LatLon;
  /** Opened from the keyboard: the card's link takes the focus once it is there. */
  byKeyboard: boolean;
  body: MarkerCardJson | "loading" | "error";
}

// Belgium with a margin: the map opens here; without tiles the view's centre stays inside it.
const BELGIUM: Box = { south: 49.45, west: 2.45, north: 51.55, east: 6.45 };
const MIN_ZOOM = 6;
const MAX_ZOOM = 18;
/** One place (or a few in one street) is shown at street level, not at the largest zoom. */
const FIT = { padding: 32, minZoom: MIN_ZOOM, maxZoom: 15, step: 0.5 };
const STREET_LEVEL = 13;
const OUTLINE = { type: "FeatureCollection", features: [outline] };
/** Half a point: a point this far beyond the edge still shows in part (a cluster further out only a sliver). */
const MARKER_MARGIN = 14;
/** A press that moved this far (pixels) dragged the map: its release is no click on a marker. */
const DRAG_TOLERANCE = 6;
/** An arrow key moves the view this many pixels. */
const PAN_STEP = 96;

/** Lets the browser handle input and paint before the next step (scheduler.yield where there is one). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** A tile address from the configured template ({s} {z} {x} {y}, and {r} for high-density tiles, left empty). */
function tileUrl(template: string, x: number, y: number, z: number): string {
  return template
    .replace("{s}", "abc"[(x + y) % 3]!)
    .replace("{z}", String(z))
    .replace("{x}", String(x))
    .replace("{y}", String(y))
    .replace("{r}", "");
}
const noTiles = () => <></>;

/**
 * pigeon-maps listens for touches on the whole window, and not passively: every touch that scrolls the page
 * would then wait for the main thread. All of a touch's events go to the element it began on, so the map's
 * own box hears every touch that moves the map: the listeners go there.
 */
class TouchMap extends PigeonMap {
  override bindTouchEvents = () => {
    const box = this._containerRef;
    box?.addEventListener("touchstart", this.handleTouchStart, { passive: false });
    box?.addEventListener("touchmove", this.handleTouchMove, { passive: false });
    box?.addEventListener("touchend", this.handleTouchEnd, { passive: false });
  };
  override unbindTouchEvents = () => {
    const box = this._containerRef;
    box?.removeEventListener("touchstart", this.handleTouchStart);
    box?.removeEventListener("touchmove", this.handleTouchMove);
    box?.removeEventListener("touchend", this.handleTouchEnd);
  };
}

/** The view that shows what was found (or the centre asked for) in a box of this size; it jumps there. */
function fittedView(found: Found | null, focus: FindMapProps["focus"], [width, height]: [number, number]): ViewTo {
  if (focus) return { center: [focus.lat, focus.lon], zoom: STREET_LEVEL, animate: false };
  return { ...fitBox(found?.box ?? BELGIUM, width, height, FIT), animate: false };
}

export default function FindMap({ markersUrl, markerCardUrl, tiles, focus, onError }: FindMapProps) {
  const box = useRef<HTMLDivElement>(null);
  /** The box's size (full screen changes it): what the view shows follows from it. */
  const [size, setSize] = useState<[width: number, height: number] | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  /**
   * The view as the map last reported it or the visitor took it (zoom, arrows, a cluster, a card); null after a
   * new search or another centre: the view then fits what was found, and the map reports that fit back.
   */
  const [moved, setMoved] = useState<ViewTo | null>(null);
  /** The map is gliding: its reports on the way are not where it goes (it would stop short there). */
  const gliding = useRef(false);
  /** Where the last press on the map began (a marker's click after a drag is no click). */
  const pressedAt = useRef<[number, number] | null>(null);
  const [card, setCard] = useState<Card | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const zoomButtons = useRef<HTMLDivElement>(null);
  const view = moved ?? (size === null ? null : fittedView(found, focus, size));

  // Another municipality or position (or none): the view fits again.
  const focusKey = focus ? `${focus.lat},${focus.lon}` : "";
  const [fittedFocus, setFittedFocus] = useState(focusKey);
  if (fittedFocus !== focusKey) {
    setFittedFocus(focusKey);
    setMoved(null);
  }

  // The box's size before the first paint of the map (no jump), and again whenever it changes.
  useLayoutEffect(() => {
    const element = box.current;
    if (element === null) return;
    const measure = () => setSize([element.clientWidth, element.clientHeight]);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // A marker at the edge that takes the focus (the keyboard, a click on its visible part) makes the browser
    // scroll the map's clipped boxes to show it, which would shift everything on it: they never scroll.
    const unscroll = (event: Event) => {
      const target = event.target as HTMLElement;
      if (target.scrollTop !== 0 || target.scrollLeft !== 0) target.scrollTo(0, 0);
    };
    element.addEventListener("scroll", unscroll, true);
    return () => {
      observer.disconnect();
      element.removeEventListener("scroll", unscroll, true);
    };
  }, []);

  // The markers of the search (again when the search changes); the view then fits what was found.
  useEffect(() => {
    const controller = new AbortController();
    fetch(markersUrl, { signal: controller.signal, headers: { accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { total: number; markers: Marker[] };
        await nextTask();
        if (controller.signal.aborted) return;
        // Any two markers closer than about 45 screen pixels form a cluster (supercluster counts in 512-px
        // tiles, the map draws 256-px ones), so points (28 px) and clusters (34-42 px) do not overlap: each
        // stays a whole touch target. No levels below the map's own smallest zoom (half the work of loading).
        const index = new Supercluster<PointProps>({ radius: 90, minZoom: MIN_ZOOM, maxZoom: 17, minPoints: 2 });
        index.load(
          body.markers.map(([id, lat, lon, mask]) => ({
            type: "Feature",
            geometry: { type: "Point", coordinates: [lon, lat] },
            properties: { id, mask },
          })),
        );
        setFound({ index, count: body.markers.length, box: boxAround(body.markers.map(([, lat, lon]) => [lat, lon])) });
        setMoved(null);
        setCard(null);
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === "AbortError") return;
        onError(MAP_MESSAGES.technical);
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onError is the page's state setter
  }, [markersUrl]);

  // The clusters and points in view at this zoom level (and those up to half a point beyond its edges, which
  // show in part): what cannot be seen is not drawn, so Tab does not reach it (one under a control moves
  // to the middle when it takes the focus: reveal).
  const features = useMemo(() => {
    if (found === null || view === null || size === null) return [];
    const { south, west, north, east } = boxOfView(view, size[0] + 2 * MARKER_MARGIN, size[1] + 2 * MARKER_MARGIN);
    // At a half level the clusters of the level below: they stay a whole marker apart.
    return found.index.getClusters([west, south, east, north], Math.floor(view.zoom));
  }, [found, view?.center[0], view?.center[1], view?.zoom, size?.[0], size?.[1]]); // eslint-disable-line react-hooks/exhaustive-deps -- the view's numbers

  // A card opened: its content, then the view moves so the whole card is in sight.
  useEffect(() => {
    if (card === null || card.body !== "loading") return;
    const controller = new AbortController();
    fetch(markerCardUrl(card.id), { signal: controller.signal, headers: { accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as MarkerCardJson;
        setCard((open) => (open?.id === card.id ? { ...open, body } : open));
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === "AbortError") return;
        setCard((open) => (open?.id === card.id ? { ...open, body: "error" } : open));
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- markerCardUrl is a fresh function per render
  }, [card?.id, card?.body === "loading"]);
  useEffect(() => {
    const element = cardRef.current;
    const frame = box.current?.getBoundingClientRect();
    const anchor = element?.parentElement?.getBoundingClientRect();
    if (card === null || element === null || frame === undefined || anchor === undefined || view === null || size === null) return;
    // Where the card will stand when the map is where it is going (it may still be gliding): its point in
    // that view, plus the card's own offset from its point.
    const rect = element.getBoundingClientRect();
    const [cx, cy] = project(view.center, view.zoom);
    const [px, py] = project(card.at, view.zoom);
    const [x, y] = [px - cx + size[0] / 2, py - cy + size[1] / 2];
    const [left, right, top, bottom] = [
      x + rect.left - anchor.left,
      x + rect.right - anchor.left,
      y + rect.top - anchor.top,
      y + rect.bottom - anchor.top,
    ];
    const margin = 16;
    // Below the zoom buttons and the full-screen button at the top.
    const controls = zoomButtons.current?.getBoundingClientRect();
    const clear = controls ? controls.bottom - frame.top + 8 : 56;
    const dx = Math.min(left - margin, 0) || Math.max(right - size[0] + margin, 0);
    const dy = Math.min(top - clear, 0) || Math.max(bottom - size[1] + margin, 0);
    if (dx !== 0 || dy !== 0) setMoved({ center: panBy(view.center, view.zoom, dx, dy), zoom: view.zoom });
    if (card.byKeyboard && card.body !== "loading") element.querySelector<HTMLElement>("a, button")?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per card and content
  }, [card]);

  /** Closes the card; the focus, if it was in the card, goes back to its point (or the map, if the point is gone). */
  function closeCard() {
    if (card === null) return;
    const hadFocus = cardRef.current?.contains(document.activeElement) ?? false;
    setCard(null);
    if (!hadFocus) return;
    (box.current?.querySelector<HTMLElement>(`[data-point="${card.id}"]`) ?? box.current)?.focus();
  }

  /** One whole level closer or further (from a half level: the next whole one). */
  function zoomBy(delta: 1 | -1) {
    if (view === null) return;
    const next = delta > 0 ? Math.floor(view.zoom) + 1 : Math.ceil(view.zoom) - 1;
    setMoved({ center: view.center, zoom: Math.min(Math.max(next, MIN_ZOOM), MAX_ZOOM) });
  }

  /** A marker that takes the focus under a control or at the edge comes to the middle of the map (WCAG 2.4.11). */
  function reveal(target: HTMLElement, at: LatLon) {
    const frame = box.current?.getBoundingClientRect();
    if (frame === undefined || view === null) return;
    const r = target.getBoundingClientRect();
    const covers = (c: DOMRect | undefined) =>
      c !== undefined && r.left < c.right && r.right > c.left && r.top < c.bottom && r.bottom > c.top;
    const controls = [zoomButtons.current, box.current?.closest(".find-map")?.querySelector(".find-map__bar")].map((c) =>
      c?.getBoundingClientRect(),
    );
    const outside = r.left < frame.left || r.right > frame.right || r.top < frame.top || r.bottom > frame.bottom;
    if (outside || controls.some(covers)) setMoved({ center: at, zoom: view.zoom });
  }

  /** A click on a marker, unless the press dragged the map. */
  function clicked(event: MouseEvent): boolean {
    const from = pressedAt.current;
    return event.detail === 0 || from === null || Math.hypot(event.clientX - from[0], event.clientY - from[1]) <= DRAG_TOLERANCE;
  }

  // The keyboard: Escape closes an open card (and stops there, so it does not also leave the full-screen
  // map); on the map itself the arrows move it and + and - zoom.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape" && card !== null) {
      // React listens on the document, where the page's own Escape listener sits too: stop that one as well.
      event.nativeEvent.stopImmediatePropagation();
      closeCard();
      return;
    }
    if (event.target !== event.currentTarget || view === null) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-PAN_STEP, 0],
      ArrowRight: [PAN_STEP, 0],
      ArrowUp: [0, -PAN_STEP],
      ArrowDown: [0, PAN_STEP],
    };
    const move = moves[event.key];
    if (move) setMoved({ center: panBy(view.center, view.zoom, move[0], move[1]), zoom: view.zoom });
    else if (event.key === "+" || event.key === "=") zoomBy(1);
    else if (event.key === "-") zoomBy(-1);
    else return;
    event.preventDefault();
  }

  /** The visitor moved the map (drag, pinch, wheel, double click). */
  function onBoundsChanged({ center, zoom, initial }: { center: LatLon; zoom: number; initial: boolean }) {
    if (!initial && !gliding.current) setMoved({ center: tiles ? center : clampCenter(center, BELGIUM), zoom });
  }

  const markers = features.map((f) => {
    const [lon, lat] = f.geometry.coordinates as [number, number];
    const props = f.properties as Partial<ClusterProperties> & Partial<PointProps>;
    if (props.cluster && props.cluster_id !== undefined) {
      const count = props.point_count ?? 0;
      const size = count < 10 ? 34 : count < 100 ? 38 : 42;
      const zoom = Math.min(found!.index.getClusterExpansionZoom(props.cluster_id), MAX_ZOOM);
      return (
        <Overlay key={`c${props.cluster_id}`} anchor={[lat, lon]} offset={[size / 2, size / 2]} className="map-marker">
          <button
            type="button"
            className="map-cluster"
            style={{ width: size, height: size }}
            aria-label={copy.cluster(count)}
            title={copy.cluster(count)}
            data-cluster={count}
            onClick={(event: MouseEvent) => clicked(event) && setMoved({ center: [lat, lon], zoom })}
            onFocus={(event) => reveal(event.currentTarget, [lat, lon])}
          >
            <span aria-hidden="true">{count}</span>
          </button>
        </Overlay>
      );
    }
    const id = props.id ?? 0;
    const label = copy.point(
      typesOfMask(props.mask ?? 0)
        .map((t) => ORGANISER_TYPE_LABELS[t])
        .join(", "),
    );
    return (
      <Overlay key={`p${id}`} anchor={[lat, lon]} offset={[14, 14]} className="map-marker">
        <button
          type="button"
          className="map-point"
          aria-label={label}
          title={label}
          aria-expanded={card?.id === id}
          data-point={id}
          onClick={(event: MouseEvent) =>
            clicked(event) && setCard({ id, at: [lat, lon], byKeyboard: event.detail === 0, body: "loading" })
          }
          onFocus={(event) => reveal(event.currentTarget, [lat, lon])}
        />
      </Overlay>
    );
  });

  return (
    // The map is a region that moves: focusable, like a scrollable region, so the arrows and + and - reach it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className="find-map__canvas"
      ref={box}
      role="region"
      tabIndex={0} // eslint-disable-line jsx-a11y/no-noninteractive-tabindex
      aria-label={found === null ? organiserCopy.map : copy.withCount(found.count)}
      data-testid="kaart"
      data-markers={found?.count}
      data-zoom={view?.zoom}
      onKeyDown={onKeyDown}
      onPointerDownCapture={(event) => (pressedAt.current = [event.clientX, event.clientY])}
    >
      {view === null || size === null ? null : (
        <TouchMap
          defaultWidth={size[0]}
          defaultHeight={size[1]}
          center={view.center}
          zoom={view.zoom}
          animate={view.animate !== false}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          zoomSnap={false}
          provider={(x, y, z) => (tiles ? tileUrl(tiles.url, x, y, z) : "")}
          tileComponent={tiles ? undefined : noTiles}
          attribution={<span>{tiles ? tiles.attribution : copy.outlineSource}</span>}
          attributionPrefix={false}
          onBoundsChanged={onBoundsChanged}
          onAnimationStart={() => (gliding.current = true)}
          onAnimationStop={() => (gliding.current = false)}
          onClick={closeCard}
        >
          {tiles ? null : <GeoJson data={OUTLINE} svgAttributes={{ fill: "#e6f5f5", stroke: "#0f7174", strokeWidth: "2" }} />}
          {markers}
          {card === null ? null : (
            <Overlay key="card" anchor={card.at} className="pigeon-drag-block">
              <div className="map-card" ref={cardRef} role="group" aria-label={typeof card.body === "object" ? card.body.name : copy.wait}>
                <MarkerCard body={card.body} />
                <button type="button" className="map-card__close" aria-label={copy.close} title={copy.close} onClick={closeCard}>
                  <span aria-hidden="true">×</span>
                </button>
              </div>
            </Overlay>
          )}
        </TouchMap>
      )}
      <div className="map-zoom" ref={zoomButtons}>
        <button
          type="button"
          aria-label={copy.zoomIn}
          title={copy.zoomIn}
          onClick={() => zoomBy(1)}
          aria-disabled={view !== null && view.zoom >= MAX_ZOOM}
        >
          <span aria-hidden="true">+</span>
        </button>
        <button
          type="button"
          aria-label={copy.zoomOut}
          title={copy.zoomOut}
          onClick={() => zoomBy(-1)}
          aria-disabled={view !== null && view.zoom <= MIN_ZOOM}
        >
          <span aria-hidden="true">−</span>
        </button>
      </div>
    </div>
  );
}

/** A location's card: its name links to its page, then its address and kinds. */
function MarkerCard({ body }: { body: Card["body"] }) {
  if (body === "loading") return <p>{copy.wait}</p>;
  if (body === "error") return <p>{MAP_MESSAGES.technical}</p>;
  const place = [body.address.street, [body.address.postalCode, body.address.city].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return (
    <>
      <p className="map-card__name">
        <a href={body.path}>{body.name}</a>
      </p>
      {place ? <p className="map-card__address">{place}</p> : null}
      {body.types.length > 0 ? <p className="map-card__types">{body.types.map((t) => ORGANISER_TYPE_LABELS[t]).join(" · ")}</p> : null}
    </>
  );
}
