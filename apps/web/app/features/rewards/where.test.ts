import { describe, expect, it } from "vitest";
import { howToUse, placeOfCounter, whereShort } from "./where.ts";

describe("where a reward is used", () => {
  it("names the place in a list, so two rewards with one title differ", () => {
    expect(whereShort({ online: false, places: ["Vooruit, Gent"] })).toBe("Bij Vooruit, Gent");
    expect(whereShort({ online: false, places: ["Vooruit, Gent", "Bib, Gent", "Zwembad, Gent"] })).toBe(
      "Bij Vooruit, Gent en 2 andere plaatsen",
    );
    expect(whereShort({ online: true, places: [] })).toBe("Online");
    expect(whereShort({ online: true, places: ["Vooruit, Gent"] })).toBe("Online of bij Vooruit, Gent");
    expect(whereShort({ online: false, places: [] })).toBe("Aan de balie van je regio");
  });
  it("says how to use the code in one sentence", () => {
    expect(howToUse({ online: false, places: ["Vooruit, Gent"] })).toBe("Toon je code aan de balie van Vooruit, Gent.");
    expect(howToUse({ online: false, places: ["Vooruit, Gent", "Bib, Gent"] })).toBe(
      "Toon je code aan de balie van een van deze plaatsen: Vooruit, Gent; Bib, Gent.",
    );
    expect(howToUse({ online: true, places: [] })).toBe("Gebruik je code online.");
    expect(howToUse({ online: false, places: [] })).toBe("Toon je code aan de balie van je regio.");
  });
  it("names a counter as the wallet does", () => {
    const address = { street: null, postalCode: "9000", city: "Gent" };
    expect(placeOfCounter({ name: "Vooruit", address })).toBe("Vooruit, Gent");
    expect(placeOfCounter({ name: "Vooruit", address: { ...address, city: null } })).toBe("Vooruit");
  });
});
