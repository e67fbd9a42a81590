// Renders the app icons (a white card with a yellow point on the teal brand colour) as PNG files
// into apps/web/public/icons/. Run: node apps/web/app/pwa/make-icons.ts  (the PNGs are committed).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { encodePng } from "./png.ts";

type Rgb = readonly [number, number, number];
const TEAL: Rgb = [0x1a, 0xa5, 0xa8];
const WHITE: Rgb = [0xff, 0xff, 0xff];
const YELLOW: Rgb = [0xff, 0xc8, 0x2e];
const DARK_TEAL: Rgb = [0x0e, 0x6e, 0x70];

/** Signed distance to a rounded rectangle centred at (cx, cy) with half sizes hw, hh and radius r. */
function roundedRect(x: number, y: number, cx: number, cy: number, hw: number, hh: number, r: number): number {
  const qx = Math.abs(x - cx) - (hw - r);
  const qy = Math.abs(y - cy) - (hh - r);
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
  return outside + Math.min(Math.max(qx, qy), 0) - r;
}

function circle(x: number, y: number, cx: number, cy: number, radius: number): number {
  return Math.hypot(x - cx, y - cy) - radius;
}

/**
 * Colour at a point of the unit square [0,1]². `maskable` fills the whole square and keeps the
 * artwork inside the 80 % safe zone; the normal icon is a rounded square on transparency.
 */
function sample(x: number, y: number, maskable: boolean): [number, number, number, number] {
  const scale = maskable ? 0.72 : 1;
  // Artwork coordinates: centre the design and shrink it for the maskable safe zone.
  const ax = (x - 0.5) / scale + 0.5;
  const ay = (y - 0.5) / scale + 0.5;
  if (!maskable && roundedRect(x, y, 0.5, 0.5, 0.5, 0.5, 0.2) > 0) return [0, 0, 0, 0];
  let colour: Rgb = TEAL;
  const card = roundedRect(ax, ay, 0.47, 0.5, 0.3, 0.2, 0.05);
  if (card <= 0) {
    colour = WHITE;
    if (ay > 0.38 && ay < 0.44 && ax > 0.17 && ax < 0.77) colour = DARK_TEAL; // magnetic stripe
    if (roundedRect(ax, ay, 0.33, 0.57, 0.1, 0.025, 0.02) <= 0) colour = TEAL; // name line
  }
  const coin = circle(ax, ay, 0.72, 0.68, 0.14);
  if (coin <= 0) colour = circle(ax, ay, 0.72, 0.68, 0.085) <= 0 && circle(ax, ay, 0.72, 0.68, 0.05) > 0 ? WHITE : YELLOW;
  return [colour[0], colour[1], colour[2], 255];
}

/** Renders a size x size RGBA icon with 4x4 supersampling for smooth edges. */
export function renderIcon(size: number, maskable: boolean): Uint8Array {
  const out = new Uint8Array(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const [cr, cg, cb, ca] = sample((px + (sx + 0.5) / n) / size, (py + (sy + 0.5) / n) / size, maskable);
          r += cr * ca;
          g += cg * ca;
          b += cb * ca;
          a += ca;
        }
      }
      const i = (py * size + px) * 4;
      out[i] = a === 0 ? 0 : Math.round(r / a);
      out[i + 1] = a === 0 ? 0 : Math.round(g / a);
      out[i + 2] = a === 0 ? 0 : Math.round(b / a);
      out[i + 3] = Math.round(a / (n * n));
    }
  }
  return out;
}

/** The icon files the manifest references, relative to the public folder. */
export const ICON_FILES = [
  { file: "icons/icon-192.png", size: 192, maskable: false },
  { file: "icons/icon-512.png", size: 512, maskable: false },
  { file: "icons/icon-maskable-192.png", size: 192, maskable: true },
  { file: "icons/icon-maskable-512.png", size: 512, maskable: true },
  { file: "icons/apple-touch-icon.png", size: 180, maskable: true },
] as const;

export function writeIcons(publicDir: string): string[] {
  mkdirSync(path.join(publicDir, "icons"), { recursive: true });
  return ICON_FILES.map(({ file, size, maskable }) => {
    const target = path.join(publicDir, file);
    writeFileSync(target, encodePng(size, size, renderIcon(size, maskable)));
    return target;
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../public");
  for (const f of writeIcons(publicDir)) console.log(`geschreven: ${path.relative(process.cwd(), f)}`);
}
