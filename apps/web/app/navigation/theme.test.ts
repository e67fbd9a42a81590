import { describe, expect, it } from "vitest";
import { themeForPath } from "./theme.ts";

describe("themeForPath", () => {
  it("is white for visitors on every path", () => {
    for (const path of ["/", "/sparen", "/mijn-uitpas/voordelen", "/waar-vind-je-de-uitpas"]) {
      expect(themeForPath(path, false).name).toBe("white");
    }
    expect(themeForPath("/", false).color).toBe("#ffffff");
  });

  it("is yellow for find and organiser pages", () => {
    expect(themeForPath("/waar-vind-je-de-uitpas", true).name).toBe("yellow");
    expect(themeForPath("/waar-vind-je-de-paspartoe", true).name).toBe("yellow");
    expect(themeForPath("/locaties/cc-de-werf/42", true).name).toBe("yellow");
    expect(themeForPath("/locaties/cc-de-werf/42/activiteiten", true).name).toBe("yellow");
  });

  it("is purple for scanning", () => {
    expect(themeForPath("/sparen", true).name).toBe("purple");
    expect(themeForPath("/sparen/scannen", true).name).toBe("purple");
    expect(themeForPath("/sparen/mijn-punten", true).color).toBe("#6a2c91");
  });

  it("is blue for the wallet and exchanges", () => {
    expect(themeForPath("/mijn-uitpas/voordelen", true).name).toBe("blue");
    expect(themeForPath("/mijn-uitpas/kortingen", true).name).toBe("blue");
    expect(themeForPath("/omruilen/123", true).name).toBe("blue");
  });

  it("is green otherwise, also for look-alike paths", () => {
    expect(themeForPath("/overzicht", true).name).toBe("green");
    expect(themeForPath("/profiel/gezin", true).name).toBe("green");
    expect(themeForPath("/sparenrekening", true).name).toBe("green");
    expect(themeForPath("/", true).name).toBe("green");
  });

  it("ignores the /nl prefix", () => {
    expect(themeForPath("/nl/sparen", true).name).toBe("purple");
    expect(themeForPath("/nl/mijn-uitpas/voordelen", true).name).toBe("blue");
    expect(themeForPath("/nl", true).name).toBe("green");
  });
});
