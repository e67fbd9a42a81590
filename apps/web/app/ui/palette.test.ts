import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast.ts";
import { palette, textOnWhite } from "./palette.ts";

describe("contrastRatio", () => {
  it("matches known WCAG values", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBe(21);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    expect(contrastRatio("#1aa5a8", "#ffffff")).toBe(3);
  });
});

describe("palette", () => {
  it("keeps the primary teal #1aa5a8 below 4.5:1 on white (large surfaces only)", () => {
    expect(contrastRatio("#1aa5a8", "#ffffff")).toBeLessThan(4.5);
  });

  it("derives a text teal of at least 4.5:1 on white", () => {
    expect(contrastRatio("#0f7174", "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("meets 4.5:1 for every text pair", () => {
    for (const s of palette) expect(contrastRatio(s.background, s.text), s.token).toBeGreaterThanOrEqual(4.5);
    for (const t of textOnWhite) expect(contrastRatio(t.color, "#ffffff"), t.token).toBeGreaterThanOrEqual(4.5);
  });

  it("gives the focus ring at least 3:1 on white and on the grey background", () => {
    expect(contrastRatio("#0f7174", "#ffffff")).toBeGreaterThanOrEqual(3);
    expect(contrastRatio("#0f7174", "#f5f5f5")).toBeGreaterThanOrEqual(3);
  });
});
