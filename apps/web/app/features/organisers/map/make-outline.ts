// Writes the offline map's outline of Belgium (belgium-outline.json beside this file) from Natural
// Earth's 1:10m countries as the `world-atlas` package ships them (TopoJSON), converted with
// `topojson-client`. Coordinates are rounded to 3 decimals (about 100 m) and repeated points dropped:
// enough for an outline under the markers, a few kilobytes instead of the package's 3.6 MB.
// Run: node apps/web/app/features/organisers/map/make-outline.ts  (the JSON is committed).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { feature } from "topojson-client";
type Position = number[];
type Polygon = { type: "Polygon"; coordinates: Position[][] };
type MultiPolygon = { type: "MultiPolygon"; coordinates: Position[][][] };

const BELGIUM = "056"; // ISO 3166-1 numeric, the id world-atlas gives each country

const require = createRequire(import.meta.url);
type Topology = Parameters<typeof feature>[0];
const topology = JSON.parse(readFileSync(require.resolve("world-atlas/countries-10m.json"), "utf8")) as Topology;
const countries = topology.objects.countries;
if (countries?.type !== "GeometryCollection") throw new Error("world-atlas/countries-10m.json has no countries collection");
const collection = feature(topology, countries);
const belgium = collection.features.find((f) => String(f.id) === BELGIUM);
if (belgium === undefined) throw new Error("Belgium (056) is not in world-atlas/countries-10m.json");

const round = (v: number) => Math.round(v * 1000) / 1000;
function ring(points: Position[]): Position[] {
  const out: Position[] = [];
  for (const [lon = 0, lat = 0] of points) {
    const p = [round(lon), round(lat)];
    const last = out[out.length - 1];
    if (last === undefined || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out;
}
const geometry = belgium.geometry as unknown as Polygon | MultiPolygon;
const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
const outline = {
  type: "Feature",
  properties: { name: "België", source: "Natural Earth 1:10m via world-atlas 2 (public domain)" },
  geometry: { type: "MultiPolygon", coordinates: polygons.map((rings) => rings.map(ring)) },
};
const target = path.join(path.dirname(fileURLToPath(import.meta.url)), "belgium-outline.json");
writeFileSync(target, `${JSON.stringify(outline)}\n`);
process.stdout.write(`${target}: ${polygons.length} polygon(s), ${JSON.stringify(outline).length} bytes\n`);
