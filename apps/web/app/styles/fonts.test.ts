// The web font's fallback has the font's own metrics (CLS 0 when it swaps): recomputed here from the
// font file the package ships and Arial's metrics, so a new font version that changes them fails.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import arial from "@capsizecss/metrics/arial";
import { fromFile } from "@capsizecss/unpack/fs";
import { repoRoot } from "@vtp/config";

const here = path.dirname(fileURLToPath(import.meta.url));
const css = readFileSync(path.join(here, "fonts.css"), "utf8");
const percent = (name: string) => Number(new RegExp(`${name}:\\s*([\\d.]+)%`).exec(css)?.[1]);

describe("the web font", () => {
  it("is the package's Latin subsets with font-display swap", () => {
    expect(css).toContain('@import "@fontsource-variable/atkinson-hyperlegible-next/wght.css";');
    const face = readFileSync(path.join(repoRoot, "node_modules/@fontsource-variable/atkinson-hyperlegible-next/wght.css"), "utf8");
    expect(face.match(/font-display: swap/g)).toHaveLength(2);
    expect(face).toContain("latin-wght-normal.woff2");
    expect(face).toContain("latin-ext-wght-normal.woff2");
  });

  it("falls back to a local font scaled to the same metrics", async () => {
    const font = await fromFile(
      path.join(
        repoRoot,
        "node_modules/@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2",
      ),
    );
    const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm);
    expect(percent("size-adjust") / 100).toBeCloseTo(sizeAdjust, 3);
    expect(percent("ascent-override") / 100).toBeCloseTo(font.ascent / font.unitsPerEm / sizeAdjust, 3);
    expect(percent("descent-override") / 100).toBeCloseTo(Math.abs(font.descent) / font.unitsPerEm / sizeAdjust, 3);
    expect(percent("line-gap-override") / 100).toBeCloseTo(font.lineGap / font.unitsPerEm / sizeAdjust, 3);
    expect(css).toContain('src: local("Arial")');
  });
});
