import { describe, expect, it } from "vitest";
import { code128 } from "./barcode.server.ts";

/** The bar and space widths in modules, from the drawn geometry (each bar is a line of its width). */
function moduleWidths(card: string): number[] {
  const { paths } = code128(card);
  const bars = paths
    .flatMap((p) => [...p.d.matchAll(/M([\d.]+) /g)].map((m) => ({ centre: Number(m[1]), width: p.strokeWidth })))
    .map((b) => ({ start: b.centre - b.width / 2, end: b.centre + b.width / 2 }))
    .sort((a, b) => a.start - b.start);
  const unit = 2; // scale 2
  const widths: number[] = [];
  bars.forEach((b, i) => {
    if (i > 0) widths.push((b.start - bars[i - 1]!.end) / unit);
    widths.push((b.end - b.start) / unit);
  });
  return widths;
}

describe("code128", () => {
  it("draws a Code 128 symbol: start code, 11 modules per symbol, the 13-module stop pattern", () => {
    const widths = moduleWidths("4010000123452");
    const modules = widths.reduce((a, b) => a + b, 0);
    // start + 7 data symbols (B "4" then C pairs via code C, or C pairs + a B shift) + check = 11 each, stop 13
    expect((modules - 13) % 11).toBe(0);
    expect(widths.slice(-7)).toEqual([2, 3, 3, 1, 1, 1, 2]); // the stop pattern
    expect([
      [2, 1, 1, 2, 1, 4],
      [2, 1, 1, 2, 3, 2],
      [2, 1, 1, 4, 1, 2],
    ]).toContainEqual(widths.slice(0, 6)); // start A, B or C
  });

  it("refuses anything but a 13-digit card number", () => {
    expect(() => code128("12345")).toThrow();
  });

  it("is deterministic (server and offline copy show the same bars)", () => {
    expect(code128("4010000123452")).toEqual(code128("4010000123452"));
  });

  it("draws a card's barcode once and hands out the same frozen drawing after that (issue 21)", () => {
    const first = code128("4010000123469");
    expect(code128("4010000123469")).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.paths) && first.paths.every((p) => Object.isFrozen(p))).toBe(true);
    expect(code128("4010000123476")).not.toBe(first);
  });
});
