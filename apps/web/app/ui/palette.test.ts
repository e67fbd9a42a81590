import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "@vtp/config";
import { contrastRatio } from "./contrast.ts";
import { palette, swatchClass, textOnWhite } from "./palette.ts";

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

describe("the style guide's swatches", () => {
  // The CSP allows no style attribute, so each swatch is a class showing its token.
  const css = readFileSync(path.join(repoRoot, "apps/web/app/routes/shell/styleguide.css"), "utf8");
  const tokens = readFileSync(path.join(repoRoot, "packages/brand/src/tokens.css"), "utf8");

  it("have a rule per colour, and each colour is its token's value in tokens.css", () => {
    for (const s of palette) {
      const name = s.token.slice(2);
      expect(css, s.token).toContain(`.swatch__sample--${name} {\n  background: var(${s.token});\n}`);
      expect(tokens, s.token).toMatch(new RegExp(`${s.token}: ${s.background};`, "i"));
    }
  });

  it("show white text where the palette says so", () => {
    expect(swatchClass(palette.find((s) => s.token === "--color-purple")!)).toBe(
      "swatch__sample swatch__sample--color-purple swatch__sample--light-text",
    );
    expect(swatchClass(palette.find((s) => s.token === "--color-secondary")!)).toBe("swatch__sample swatch__sample--color-secondary");
  });
});
