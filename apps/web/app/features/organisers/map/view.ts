// The find map's view in numbers: Web Mercator in 256-pixel tiles, as the map library and every tile
// server count it. Fitting a box (what was found, Belgium), panning by screen pixels (the arrow keys, an
// opened card that must fit) and keeping the offline outline in sight are plain arithmetic on it.

export type LatLon = [lat: number, lon: number];
export interface Box {
  south: number;
  west: number;
  north: number;
  east: number;
}
export interface View {
  center: LatLon;
  zoom: number;
}

const TILE = 256;

/** A point's position in pixels on the whole world's map at `zoom`. */
export function project([lat, lon]: LatLon, zoom: number): [x: number, y: number] {
  const size = TILE * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return [((lon + 180) / 360) * size, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size];
}

/** The point at a pixel position on the whole world's map at `zoom`. */
export function unproject([x, y]: [number, number], zoom: number): LatLon {
  const size = TILE * 2 ** zoom;
  const lon = (x / size) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / size;
  return [(Math.atan(Math.sinh(n)) * 180) / Math.PI, lon];
}

/** The smallest box around the points (null: none). */
export function boxAround(points: Iterable<LatLon>): Box | null {
  let box: Box | null = null;
  for (const [lat, lon] of points) {
    if (box === null) box = { south: lat, west: lon, north: lat, east: lon };
    else {
      box.south = Math.min(box.south, lat);
      box.north = Math.max(box.north, lat);
      box.west = Math.min(box.west, lon);
      box.east = Math.max(box.east, lon);
    }
  }
  return box;
}

export interface FitOptions {
  /** Free pixels kept on each side. */
  padding: number;
  minZoom: number;
  maxZoom: number;
  /** The fitted zoom level is a multiple of this (0.5: half levels). */
  step: number;
}

/** The view that shows the whole box in a map of `width` by `height` pixels, as close as the options allow. */
export function fitBox(box: Box, width: number, height: number, options: FitOptions): View {
  const [x0, y0] = project([box.north, box.west], 0);
  const [x1, y1] = project([box.south, box.east], 0);
  const room = (pixels: number) => Math.max(pixels - 2 * options.padding, 1);
  // At zoom 0 the box spans (x1 - x0) pixels; each level doubles that.
  const fits = Math.min(
    x1 - x0 > 0 ? Math.log2(room(width) / (x1 - x0)) : Infinity,
    y1 - y0 > 0 ? Math.log2(room(height) / (y1 - y0)) : Infinity,
  );
  const snapped = Math.floor(fits / options.step) * options.step;
  const zoom = Math.min(Math.max(Number.isFinite(snapped) ? snapped : options.maxZoom, options.minZoom), options.maxZoom);
  return { center: unproject([(x0 + x1) / 2, (y0 + y1) / 2], 0), zoom };
}

/** The centre after moving the map's content by (dx, dy) screen pixels the other way (a pan to the right shows what lies east). */
export function panBy(center: LatLon, zoom: number, dx: number, dy: number): LatLon {
  const [x, y] = project(center, zoom);
  return unproject([x + dx, y + dy], zoom);
}

/** The centre kept inside `box` (the offline outline stays in sight). */
export function clampCenter([lat, lon]: LatLon, box: Box): LatLon {
  return [Math.min(Math.max(lat, box.south), box.north), Math.min(Math.max(lon, box.west), box.east)];
}

/** The box a map of `width` by `height` pixels shows at `view`. */
export function boxOfView({ center, zoom }: View, width: number, height: number): Box {
  const [x, y] = project(center, zoom);
  const [north, west] = unproject([x - width / 2, y - height / 2], zoom);
  const [south, east] = unproject([x + width / 2, y + height / 2], zoom);
  return { south, west, north, east };
}
