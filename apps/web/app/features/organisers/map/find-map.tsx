// The find page's map (loaded only on the pages that show a map, after the page is interactive: this
// module and Leaflet are their own chunk, never part of the shared bundle). Every match of the search
// comes as a compact marker; supercluster groups them per zoom level and only the clusters and points
// in view are drawn. The tiles come from configuration (MAP_TILES_URL); without it the markers sit on
// the bundled outline of Belgium. The list beside the map is its accessible equivalent.
import { useEffect, useRef, useState } from "react";
import * as L from "leaflet";
import Supercluster, { type ClusterProperties } from "supercluster";
import "leaflet/dist/leaflet.css";
import outline from "./belgium-outline.json";
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
  /** The map's box changed size (fullscreen): Leaflet must measure again. */
  sizeKey: string;
  onError(message: string): void;
}

type Marker = [id: number, lat: number, lon: number, mask: number];
type PointProps = { id: number; mask: number };

// Belgium with a margin: the map opens here and the offline outline keeps the view near it.
const BELGIUM: L.LatLngBoundsExpression = [
  [49.45, 2.45],
  [51.55, 6.45],
];

function boundsOf(markers: Marker[]): L.LatLngBounds | null {
  if (markers.length === 0) return null;
  const bounds = L.latLngBounds([]);
  for (const [, lat, lon] of markers) bounds.extend([lat, lon]);
  return bounds;
}

/** Lets the browser handle input and paint before the next step (scheduler.yield where there is one). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 34 : count < 100 ? 38 : 42;
  return L.divIcon({ html: `<span aria-hidden="true">${count}</span>`, className: "map-cluster", iconSize: [size, size] });
}

const pointIcon = L.divIcon({ html: "", className: "map-point", iconSize: [28, 28] });

export default function FindMap({ markersUrl, markerCardUrl, tiles, focus, sizeKey, onError }: FindMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const index = useRef<Supercluster<PointProps> | null>(null);
  const [count, setCount] = useState<number | null>(null);
  /** The point whose card is open. */
  const openMarker = useRef<L.Marker | null>(null);

  // The map itself, once, in short tasks (a phone stays responsive while it is made: each step is its own
  // task, not one long one that blocks a tap): the view first, so the outline is projected once, then the
  // outline or the tiles, then the markers already fetched.
  useEffect(() => {
    if (box.current === null) return;
    let cancelled = false;
    const m = L.map(box.current, {
      zoomSnap: 0.5,
      minZoom: 6,
      maxZoom: 18,
      maxBounds: tiles
        ? undefined
        : [
            [48.8, 1.0],
            [52.3, 7.5],
          ],
      attributionControl: true,
      zoomControl: false,
    });
    L.control.zoom({ zoomInTitle: copy.zoomIn, zoomOutTitle: copy.zoomOut }).addTo(m);
    m.attributionControl.setPrefix(false);
    // Leaflet names a popup's close button in English.
    m.on("popupopen", (e) => e.popup.getElement()?.querySelector(".leaflet-popup-close-button")?.setAttribute("aria-label", copy.close));
    const centre = focusRef.current;
    if (centre) m.setView([centre.lat, centre.lon], 13);
    else m.fitBounds(BELGIUM, { animate: false });
    // Escape closes an open card and gives the focus back to its marker (Leaflet only listens while the
    // map itself has the focus); it stops there, so it does not also leave the full-screen map.
    const container = box.current;
    const onKey = (event: KeyboardEvent) => {
      const marker = openMarker.current;
      if (event.key !== "Escape" || marker === null) return;
      event.stopPropagation();
      marker.closePopup();
      marker.getElement()?.focus();
    };
    container.addEventListener("keydown", onKey);
    const redraw = () => {
      // The zoom level, for the journeys (the view fits what was found).
      container.dataset.zoom = String(m.getZoom());
      draw();
    };
    m.on("moveend", redraw);
    void (async () => {
      await nextTask();
      if (cancelled) return;
      if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19, subdomains: "abc" }).addTo(m);
      else {
        L.geoJSON(outline as GeoJSON.Feature, {
          interactive: false,
          style: { color: "#0f7174", weight: 2, fillColor: "#e6f5f5", fillOpacity: 1 },
        }).addTo(m);
        m.attributionControl.addAttribution("Omtrek: Natural Earth");
      }
      await nextTask();
      if (cancelled) return;
      layer.current = L.layerGroup().addTo(m);
      map.current = m;
      // A centre chosen while the map was being made (the focus effect found no map yet).
      const chosen = focusRef.current;
      if (chosen && (chosen.lat !== centre?.lat || chosen.lon !== centre.lon)) m.setView([chosen.lat, chosen.lon], 13);
      // Markers that came while the map was being made.
      if (index.current !== null) await showMarkers(() => cancelled);
    })();
    return () => {
      cancelled = true;
      container.removeEventListener("keydown", onKey);
      m.off("moveend", redraw);
      m.remove();
      map.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the map is made once; tiles come with the page
  }, []);

  // The clusters and points in view at this zoom level. Markers that stay (same cluster or point) are
  // kept, so an open card survives the map panning to show it.
  const shown = useRef(new Map<string, L.Marker>());
  function draw() {
    const m = map.current;
    const group = layer.current;
    const idx = index.current;
    if (!m || !group || !idx) return;
    const b = m.getBounds();
    const zoom = Math.round(m.getZoom());
    const next = new Map<string, L.Marker>();
    for (const f of idx.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom)) {
      const [lon, lat] = f.geometry.coordinates as [number, number];
      const props = f.properties as Partial<ClusterProperties> & Partial<PointProps>;
      const key = props.cluster ? `c${props.cluster_id}` : `p${props.id}`;
      const existing = shown.current.get(key);
      if (existing) {
        next.set(key, existing);
        continue;
      }
      if (props.cluster && props.cluster_id !== undefined) {
        const clusterId = props.cluster_id;
        const label = copy.cluster(props.point_count ?? 0);
        const marker = L.marker([lat, lon], { icon: clusterIcon(props.point_count ?? 0), title: label, keyboard: true }).addTo(group);
        marker.getElement()?.setAttribute("aria-label", label);
        marker.getElement()?.setAttribute("data-cluster", String(props.point_count));
        marker.on("click", () => m.flyTo([lat, lon], Math.min(idx.getClusterExpansionZoom(clusterId), 18), { duration: 0.4 }));
        next.set(key, marker);
      } else if (props.id !== undefined) {
        next.set(key, pointMarker(props.id, props.mask ?? 0, lat, lon, group));
      }
    }
    for (const [key, marker] of shown.current) if (!next.has(key)) group.removeLayer(marker);
    shown.current = next;
  }

  function pointMarker(id: number, mask: number, lat: number, lon: number, group: L.LayerGroup): L.Marker {
    const kinds = typesOfMask(mask)
      .map((t) => ORGANISER_TYPE_LABELS[t])
      .join(", ");
    const label = copy.point(kinds);
    const marker = L.marker([lat, lon], { icon: pointIcon, title: label, keyboard: true }).addTo(group);
    marker.getElement()?.setAttribute("aria-label", label);
    marker.getElement()?.setAttribute("data-point", String(id));
    marker.bindPopup(`<p>${copy.wait}</p>`, { maxWidth: 280, autoPanPadding: [16, 56] });
    marker.on("popupclose", () => {
      if (openMarker.current === marker) openMarker.current = null;
    });
    marker.on("popupopen", () => {
      openMarker.current = marker;
      fetch(markerCardUrl(id), { headers: { accept: "application/json" } })
        .then(async (response) => {
          if (!response.ok) throw new Error(String(response.status));
          const card = (await response.json()) as MarkerCardJson;
          const place = [card.address.street, [card.address.postalCode, card.address.city].filter(Boolean).join(" ")]
            .filter(Boolean)
            .join(", ");
          const hadFocus = document.activeElement === marker.getElement();
          marker.setPopupContent(
            `<p class="map-popup__name"><a href="${escapeHtml(card.path)}">${escapeHtml(card.name)}</a></p>` +
              (place ? `<p class="map-popup__address">${escapeHtml(place)}</p>` : "") +
              (card.types.length > 0
                ? `<p class="map-popup__types">${card.types.map((t) => escapeHtml(ORGANISER_TYPE_LABELS[t])).join(" · ")}</p>`
                : ""),
          );
          // Opened from the keyboard: the card's link takes the focus (Escape brings it back).
          if (hadFocus) (marker.getPopup()?.getElement()?.querySelector(".map-popup__name a") as HTMLElement | null)?.focus();
        })
        .catch(() => marker.setPopupContent(`<p>${MAP_MESSAGES.technical}</p>`));
    });
    return marker;
  }

  /** The box around the search's markers (null: none), to fit the view to what was found. */
  const markerBounds = useRef<L.LatLngBounds | null>(null);
  function fitToMarkers() {
    const m = map.current;
    if (!m) return;
    // The box may have changed size since the map was made (styles, fonts, the full-screen toggle).
    m.invalidateSize({ pan: false });
    const b = markerBounds.current;
    // One place (or a few in one street) is shown at street level, not at the largest zoom.
    if (b) m.fitBounds(b, { padding: [32, 32], maxZoom: 15, animate: false });
    else m.fitBounds(BELGIUM, { animate: false });
  }

  /** The index's markers on the map: the view first (what was found), then the markers, each its own task. */
  async function showMarkers(stale: () => boolean) {
    await nextTask();
    if (stale()) return;
    // The view shows what was found (unless it is centred on a municipality or the visitor).
    if (focusRef.current === null) fitToMarkers();
    await nextTask();
    if (stale()) return;
    draw();
  }

  // The markers of the search (again when the search changes).
  useEffect(() => {
    const controller = new AbortController();
    fetch(markersUrl, { signal: controller.signal, headers: { accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { total: number; markers: Marker[] };
        await nextTask();
        if (controller.signal.aborted) return;
        // Any two markers closer than about 45 screen pixels form a cluster (supercluster counts in 512-px
        // tiles, Leaflet draws 256-px ones), so points (28 px) and clusters (34-42 px) do not overlap: each
        // stays a whole touch target.
        const idx = new Supercluster<PointProps>({ radius: 90, maxZoom: 17, minPoints: 2 });
        idx.load(
          body.markers.map(([id, lat, lon, mask]) => ({
            type: "Feature",
            geometry: { type: "Point", coordinates: [lon, lat] },
            properties: { id, mask },
          })),
        );
        index.current = idx;
        layer.current?.clearLayers();
        shown.current = new Map();
        markerBounds.current = boundsOf(body.markers);
        setCount(body.markers.length);
        // Drawn now if the map is ready, else as soon as it is (the map's own effect).
        if (map.current !== null) await showMarkers(() => controller.signal.aborted);
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === "AbortError") return;
        onError(MAP_MESSAGES.technical);
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- draw reads refs only
  }, [markersUrl]);

  const focusLat = focus?.lat;
  const focusLon = focus?.lon;
  const focusRef = useRef(focus);
  focusRef.current = focus;
  useEffect(() => {
    if (focusLat !== undefined && focusLon !== undefined) map.current?.setView([focusLat, focusLon], 13);
    else fitToMarkers();
  }, [focusLat, focusLon]);

  useEffect(() => {
    map.current?.invalidateSize();
  }, [sizeKey]);

  return (
    <div
      className="find-map__canvas"
      ref={box}
      role="region"
      aria-label={count === null ? organiserCopy.map : copy.withCount(count)}
      data-testid="kaart"
      data-markers={count ?? undefined}
    />
  );
}
