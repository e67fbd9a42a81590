// The Code 128 barcode of a card number, drawn on the server as SVG geometry (bwip-js), so the card
// needs no barcode code in the browser and shows the same bars offline. A counter's scanner reads
// Code 128 from a phone screen; the quiet zones left and right are part of the drawing. The kiosk's QR
// code (the back office) is drawn the same way.
import bwipjs from "bwip-js/generic";

export interface Barcode {
  /** The SVG viewBox, e.g. "0 0 429 129". */
  viewBox: string;
  /** Bars as stroked paths (bwip-js draws each bar as a vertical line with the bar's width). */
  paths: { d: string; strokeWidth: number }[];
}

const VIEWBOX = /viewBox="([\d. ]+)"/;
const PATH = /<path[^>]*stroke-width="([\d.]+)"[^>]*d="([^"]+)"/g;

/**
 * Barcodes drawn before, by card number: drawing one took about 2 ms of processor time on every render
 * of the pass and the dashboard (issue 21), and a card's bars never change. The most recently used
 * BARCODES_KEPT stay (a Map keeps insertion order: a hit moves to the end, the oldest leaves first).
 */
const drawn = new Map<string, Barcode>();
export const BARCODES_KEPT = 2_000;

export function code128(text: string): Barcode {
  if (!/^\d{13}$/.test(text)) throw new Error("A card number is 13 digits");
  const known = drawn.get(text);
  if (known !== undefined) {
    drawn.delete(text);
    drawn.set(text, known);
    return known;
  }
  const barcode = drawCode128(text);
  // Shared by every render that shows this card: nobody may change it.
  for (const path of barcode.paths) Object.freeze(path);
  Object.freeze(barcode.paths);
  Object.freeze(barcode);
  drawn.set(text, barcode);
  if (drawn.size > BARCODES_KEPT) drawn.delete(drawn.keys().next().value!);
  return barcode;
}

function drawCode128(text: string): Barcode {
  // scale 2 = 2 units per module; height in mm at 72 dpi is only the viewBox height here.
  const svg = bwipjs.toSVG({ bcid: "code128", text, scale: 2, height: 18, includetext: false, paddingwidth: 10, paddingheight: 0 });
  const viewBox = VIEWBOX.exec(svg)?.[1];
  const paths = [...svg.matchAll(PATH)].map((m) => ({ strokeWidth: Number(m[1]), d: m[2]! }));
  if (viewBox === undefined || paths.length === 0) throw new Error("bwip-js drew no barcode");
  return { viewBox, paths };
}

/** A QR code as one SVG path (its dark modules filled), with a quiet zone of 4 modules around it. */
export interface QrCode {
  viewBox: string;
  d: string;
}

const FILLED_PATH = /<path[^>]*d="([^"]+)"/;

/** The QR code of a text (a kiosk's check-in URL), error correction M (bwip-js's default), drawn on the server by bwip-js. */
export function qrCode(text: string): QrCode {
  const svg = bwipjs.toSVG({ bcid: "qrcode", text, scale: 1, paddingwidth: 8, paddingheight: 8 });
  const viewBox = VIEWBOX.exec(svg)?.[1];
  const d = FILLED_PATH.exec(svg)?.[1];
  if (viewBox === undefined || d === undefined) throw new Error("bwip-js drew no QR code");
  return { viewBox, d };
}
