// Renders the Open Graph image (what a shared link shows): the card, tilted slightly, with its QR code
// and a yellow saving coin on the teal brand colour, 1200 × 630, into apps/web/public/og/kaart.png.
// Without text, so it fits every brand (PRODUCT_NAME): og:title carries the name.
// Run: node apps/web/app/seo/make-og-image.ts  (the PNG is committed).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { encodePng } from "../pwa/png.ts";

type Rgb = readonly [number, number, number];
const TEAL: Rgb = [0x1a, 0xa5, 0xa8];
const TEAL_DARK: Rgb = [0x0e, 0x6e, 0x70];
const WHITE: Rgb = [0xff, 0xff, 0xff];
const YELLOW: Rgb = [0xff, 0xc8, 0x2e];
const INK: Rgb = [0x1f, 0x29, 0x33];
const SOFT: Rgb = [0xd7, 0xf0, 0xf0];

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

function roundedRect(x: number, y: number, cx: number, cy: number, hw: number, hh: number, r: number): number {
  const qx = Math.abs(x - cx) - (hw - r);
  const qy = Math.abs(y - cy) - (hh - r);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

/** The QR-like pattern of the card (6 × 6 modules), fixed so the image never changes between runs. */
const QR = ["111011", "101010", "111001", "000110", "110101", "101011"];

/** Colour at a pixel position (x, y in pixels of the 1200 × 630 image). */
function sample(x: number, y: number): Rgb {
  // Background: teal with a soft lighter circle behind the card.
  let colour: Rgb = Math.hypot(x - 760, y - 300) < 330 ? [0x22, 0xb3, 0xb6] : TEAL;
  // Card shadow, then the card, both rotated by -6 degrees around the card's centre.
  const angle = (-6 * Math.PI) / 180;
  const cx = 640;
  const cy = 315;
  const rot = (px: number, py: number): [number, number] => {
    const dx = px - cx;
    const dy = py - cy;
    return [cx + dx * Math.cos(angle) + dy * Math.sin(angle), cy - dx * Math.sin(angle) + dy * Math.cos(angle)];
  };
  const [sx, sy] = rot(x - 10, y - 16);
  if (roundedRect(sx, sy, cx, cy, 330, 205, 34) <= 0) colour = TEAL_DARK;
  const [u, v] = rot(x, y);
  if (roundedRect(u, v, cx, cy, 330, 205, 34) <= 0) {
    colour = WHITE;
    // Lower band of the card.
    if (v > cy + 95) colour = SOFT;
    // The holder's initial disc and two text lines (shapes, not letters).
    if (Math.hypot(u - (cx - 230), v - (cy - 110)) < 52) colour = YELLOW;
    if (roundedRect(u, v, cx - 170, cy + 145, 110, 12, 12) <= 0) colour = TEAL;
    if (roundedRect(u, v, cx - 215, cy + 60, 65, 12, 12) <= 0) colour = INK;
    // The QR code, top right of the card.
    const qx = Math.floor((u - (cx + 110)) / 30);
    const qy = Math.floor((v - (cy - 160)) / 30);
    if (roundedRect(u, v, cx + 200, cy - 70, 105, 105, 10) <= 0) colour = WHITE;
    if (qx >= 0 && qx < 6 && qy >= 0 && qy < 6 && QR[qy]![qx] === "1") colour = INK;
  }
  // The saving coin, overlapping the card's corner.
  const coin = Math.hypot(x - 930, y - 470);
  if (coin < 92) colour = coin < 62 && coin > 40 ? WHITE : YELLOW;
  return colour;
}

export function renderOgImage(): Uint8Array {
  const out = new Uint8Array(OG_WIDTH * OG_HEIGHT * 4);
  const n = 3;
  for (let py = 0; py < OG_HEIGHT; py++) {
    for (let px = 0; px < OG_WIDTH; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let s = 0; s < n * n; s++) {
        const c = sample(px + ((s % n) + 0.5) / n, py + (Math.floor(s / n) + 0.5) / n);
        r += c[0];
        g += c[1];
        b += c[2];
      }
      const i = (py * OG_WIDTH + px) * 4;
      out[i] = Math.round(r / (n * n));
      out[i + 1] = Math.round(g / (n * n));
      out[i + 2] = Math.round(b / (n * n));
      out[i + 3] = 255;
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../public");
  mkdirSync(path.join(publicDir, "og"), { recursive: true });
  const target = path.join(publicDir, "og/kaart.png");
  writeFileSync(target, encodePng(OG_WIDTH, OG_HEIGHT, renderOgImage()));
  process.stdout.write(`geschreven: ${target}\n`);
}
