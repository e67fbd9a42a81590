import { describe, expect, it } from "vitest";
import { boxAround, boxOfView, clampCenter, fitBox, panBy, project, unproject, type Box, type LatLon } from "./view.ts";

const GENT: LatLon = [51.0543, 3.7174];
const ARLON: LatLon = [49.6833, 5.8167];
const options = { padding: 32, minZoom: 6, maxZoom: 15, step: 0.5 };

/** Where a point lands on a map of width x height showing `view`. */
function onScreen(point: LatLon, view: { center: LatLon; zoom: number }, width: number, height: number): [number, number] {
  const [cx, cy] = project(view.center, view.zoom);
  const [x, y] = project(point, view.zoom);
  return [x - cx + width / 2, y - cy + height / 2];
}

describe("the find map's view", () => {
  it("projects as the tile servers count: zoom 0 is one 256-pixel tile, and back again", () => {
    expect(project([0, 0], 0)).toEqual([128, 128]);
    expect(project([0, -180], 1)[0]).toBe(0);
    const [lat, lon] = unproject(project(GENT, 13), 13);
    expect(lat).toBeCloseTo(GENT[0], 9);
    expect(lon).toBeCloseTo(GENT[1], 9);
  });

  it("fits a box with its padding, on a phone and on a wide screen, at the closest half level", () => {
    const box = boxAround([GENT, ARLON])!;
    for (const [width, height] of [
      [343, 320],
      [1200, 700],
    ] as const) {
      const view = fitBox(box, width, height, options);
      expect(view.zoom % 0.5).toBe(0);
      for (const corner of [GENT, ARLON]) {
        const [x, y] = onScreen(corner, view, width, height);
        expect(x).toBeGreaterThanOrEqual(options.padding - 1e-6);
        expect(x).toBeLessThanOrEqual(width - options.padding + 1e-6);
        expect(y).toBeGreaterThanOrEqual(options.padding - 1e-6);
        expect(y).toBeLessThanOrEqual(height - options.padding + 1e-6);
      }
      // Half a level closer would not fit.
      const closer = { ...view, zoom: view.zoom + 0.5 };
      const spans = [GENT, ARLON].map((p) => onScreen(p, closer, width, height));
      const tooWide = Math.abs(spans[0]![0] - spans[1]![0]) > width - 2 * options.padding;
      const tooHigh = Math.abs(spans[0]![1] - spans[1]![1]) > height - 2 * options.padding;
      expect(tooWide || tooHigh).toBe(true);
    }
  });

  it("shows one place at street level, not at the largest zoom, and never further out than the minimum", () => {
    expect(fitBox(boxAround([GENT])!, 800, 600, options).zoom).toBe(15);
    const world: Box = { south: -60, west: -170, north: 70, east: 170 };
    expect(fitBox(world, 800, 600, options).zoom).toBe(6);
  });

  it("pans by screen pixels: right shows what lies east, down what lies south", () => {
    const [lat, lon] = panBy(GENT, 10, 100, 0);
    expect(lat).toBeCloseTo(GENT[0], 9);
    expect(lon).toBeGreaterThan(GENT[1]);
    expect(panBy(GENT, 10, 0, 100)[0]).toBeLessThan(GENT[0]);
  });

  it("knows the box a view shows: the fitted box lies inside it", () => {
    const box = boxAround([GENT, ARLON])!;
    const view = fitBox(box, 800, 600, options);
    const shown = boxOfView(view, 800, 600);
    expect(shown.south).toBeLessThan(box.south);
    expect(shown.north).toBeGreaterThan(box.north);
    expect(shown.west).toBeLessThan(box.west);
    expect(shown.east).toBeGreaterThan(box.east);
    const [lat, lon] = view.center;
    expect((shown.west + shown.east) / 2).toBeCloseTo(lon, 9);
    expect(shown.south).toBeLessThan(lat);
  });

  it("keeps the centre inside a box", () => {
    const belgium: Box = { south: 49.4, west: 2.4, north: 51.6, east: 6.5 };
    expect(clampCenter([55, -3], belgium)).toEqual([51.6, 2.4]);
    expect(clampCenter(GENT, belgium)).toEqual(GENT);
    expect(boxAround([])).toBeNull();
  });
});
