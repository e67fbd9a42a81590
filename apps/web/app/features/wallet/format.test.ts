import { describe, expect, it } from "vitest";
import { deltaLabel, historyDate, turnsLabel, validUntilLabel } from "./format.ts";

describe("wallet wording", () => {
  it("says the turns left per period, singular and plural", () => {
    expect(turnsLabel({ turnsAvailable: 2, period: "MONTH", status: "ACTIVE" })).toBe("Beschikbaar: 2 beurten per maand");
    expect(turnsLabel({ turnsAvailable: 1, period: "WEEK", status: "ACTIVE" })).toBe("Beschikbaar: 1 beurt per week");
    expect(turnsLabel({ turnsAvailable: null, period: null, status: "ACTIVE" })).toBe("Onbeperkt te gebruiken");
    expect(turnsLabel({ turnsAvailable: 0, period: "MONTH", status: "EXPIRED" })).toBe("Niet meer te gebruiken");
  });
  it("says until when, or since when it expired", () => {
    expect(validUntilLabel({ validUntil: "2027-04-30", status: "ACTIVE" })).toBe("Geldig tot 30/04/2027");
    expect(validUntilLabel({ validUntil: "2026-04-30", status: "EXPIRED" })).toBe("Verlopen op 30/04/2026");
  });
  it("puts the sign in the text", () => {
    expect(deltaLabel(1)).toBe("+1");
    expect(deltaLabel(-10)).toBe("−10");
  });
  it("dates the history in Brussels", () => {
    expect(historyDate("2026-11-30T23:30:00Z")).toMatch(/^1 dec\.? 2026$/);
  });
});
