import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { encodePng } from "../pwa/png.ts";
import { OG_IMAGE } from "../i18n/meta.ts";
import { OG_HEIGHT, OG_WIDTH, renderOgImage } from "./make-og-image.ts";

describe("the Open Graph image", () => {
  it("is the committed PNG the generator makes, at the size the meta tags announce", () => {
    const committed = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../public/og/kaart.png"));
    expect([OG_WIDTH, OG_HEIGHT]).toEqual([OG_IMAGE.width, OG_IMAGE.height]);
    expect(committed.readUInt32BE(16)).toBe(OG_WIDTH);
    expect(committed.readUInt32BE(20)).toBe(OG_HEIGHT);
    expect(Buffer.compare(encodePng(OG_WIDTH, OG_HEIGHT, renderOgImage()), committed)).toBe(0);
  });
});
