import { describe, expect, it } from "vitest";
import { formatDay, pointsLabel } from "../../copy/format.ts";
import { counterAddress, groupedCode, perHolderLabel, redeemPeriodLabel, unitsLabel } from "./format.ts";

describe("rewards wording", () => {
  it("says punt or punten with Flemish thousands", () => {
    expect(pointsLabel(1)).toBe("1 punt");
    expect(pointsLabel(0)).toBe("0 punten");
    expect(pointsLabel(1500)).toBe("1.500 punten");
  });

  it("gives dates as the Brussels calendar day", () => {
    // 23:30 UTC on 30 November is already 1 December in Brussels.
    expect(formatDay("2026-11-30T23:30:00Z")).toBe("1 december 2026");
  });

  it("describes availability: units left, the per-holder limit and the redeem period", () => {
    expect(unitsLabel(null, 3)).toBeNull();
    expect(unitsLabel(50, 38)).toBe("Nog 12 van 50 beschikbaar");
    expect(unitsLabel(25, 25)).toBe("Uitverkocht");
    expect(perHolderLabel(null)).toBeNull();
    expect(perHolderLabel({ volume: 1, period: "YEAR" })).toBe("Max. 1 keer per jaar per pashouder");
    expect(perHolderLabel({ volume: 1, period: "ABSOLUTE" })).toBe("Max. 1 keer in totaal per pashouder");
    const now = new Date("2026-11-21T10:00:00Z");
    expect(redeemPeriodLabel({ begin: "2026-12-01T08:00:00Z", end: null }, now)).toBe("Om te ruilen vanaf 1 december 2026");
    expect(redeemPeriodLabel({ begin: "2026-01-01T00:00:00Z", end: "2026-11-27T22:59:00Z" }, now)).toBe(
      "Om te ruilen tot 27 november 2026",
    );
    expect(redeemPeriodLabel({ begin: "2026-01-01T00:00:00Z", end: null }, now)).toBeNull();
  });

  it("writes a counter's address from the parts it has, and the code in two groups", () => {
    const counter = { id: 1, name: "Vooruit", contact: { phone: null, email: null, website: null } };
    expect(counterAddress({ ...counter, address: { street: "Sint-Pietersnieuwstraat 23", postalCode: "9000", city: "Gent" } })).toBe(
      "Sint-Pietersnieuwstraat 23, 9000 Gent",
    );
    expect(counterAddress({ ...counter, address: { street: null, postalCode: "9000", city: "Gent" } })).toBe("9000 Gent");
    expect(groupedCode("ABCDEFGH")).toBe("ABCD EFGH");
  });
});
