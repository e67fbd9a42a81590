import { describe, expect, it } from "vitest";
import { configuredCategories, consentRenderKey, consentValue, consentVersion, grantedFromForm, readConsent } from "./consent.ts";

const both = configuredCategories({ analytics: true, tagManager: true });
const form = (entries: Record<string, string>) => new URLSearchParams(entries);

describe("the cookie choice", () => {
  it("has optional categories only for configured services", () => {
    expect(configuredCategories({ analytics: false, tagManager: false })).toEqual([]);
    expect(configuredCategories({ analytics: true, tagManager: false })).toEqual(["analytics"]);
    expect(both).toEqual(["analytics", "marketing"]);
    expect(consentVersion(both)).toBe("1-analytics+marketing");
  });

  it("is a notice without optional categories: closed is `true`", () => {
    expect(consentValue([], [])).toBe("true");
    expect(readConsent(undefined, [])).toEqual({ configured: [], decided: false, granted: [] });
    expect(readConsent("true", []).decided).toBe(true);
    expect(readConsent("ja", []).decided).toBe(false);
  });

  it("stores the version with what was granted, and reads only that version back", () => {
    expect(consentValue(both, ["marketing", "analytics"])).toBe("1-analytics+marketing:analytics+marketing");
    expect(consentValue(both, [])).toBe("1-analytics+marketing:");
    expect(readConsent("1-analytics+marketing:analytics", both)).toEqual({ configured: both, decided: true, granted: ["analytics"] });
    expect(readConsent("1-analytics+marketing:", both)).toEqual({ configured: both, decided: true, granted: [] });
    // The old notice, a choice for other categories, another revision, garbage: asked again, nothing granted.
    for (const old of [
      "true",
      "1-analytics:analytics",
      "2-analytics+marketing:analytics",
      "1-analytics+marketing:analytics+spying",
      "x",
      "",
    ]) {
      expect(readConsent(old, both), old).toEqual({ configured: both, decided: false, granted: [] });
    }
  });

  it("reads the posted form: all, none, or the ticked configured boxes", () => {
    expect(grantedFromForm(form({ keuze: "alles" }), both)).toEqual(both);
    expect(grantedFromForm(form({ keuze: "geen", analytics: "ja" }), both)).toEqual([]);
    expect(grantedFromForm(form({ keuze: "selectie", marketing: "ja" }), both)).toEqual(["marketing"]);
    expect(grantedFromForm(form({ keuze: "selectie", marketing: "ja" }), ["analytics"])).toEqual([]);
    expect(grantedFromForm(form({}), both)).toEqual([]);
  });

  it("gives the render-once cache a bounded key: made-up values are no new entries", () => {
    expect(consentRenderKey(undefined)).toBe("");
    expect(consentRenderKey("true")).toBe("true");
    expect(consentRenderKey("1-marketing+analytics:marketing+analytics")).toBe("1-analytics+marketing:analytics+marketing");
    const madeUp = [
      "1-analytics:x",
      "9-analytics:analytics",
      "true2",
      "1-analytics:analytics;evil",
      "a".repeat(500),
      "1-analytics+analytics+analytics:",
    ];
    const keys = new Set(madeUp.map(consentRenderKey));
    expect([...keys].every((k) => k === "" || /^1-(analytics)?(\+marketing|marketing)?:/.test(k))).toBe(true);
    expect(consentRenderKey("a".repeat(500))).toBe("");
    // Two values with one key read the same.
    expect(readConsent("1-marketing+analytics:analytics", both)).toEqual(readConsent("1-analytics+marketing:analytics", both));
  });
});
